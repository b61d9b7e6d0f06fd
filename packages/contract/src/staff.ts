/**
 * The provider's staff side (issue 38; the spec does not cover it): staff accounts with e-mail,
 * password and a TOTP second factor, their sessions, and what a staff member sees of an operator.
 * Every call lives under `/api/admin/v1` (`STAFF_API_BASE`); staff tokens are never accepted on
 * operator routes and operator tokens never here.
 */
import { z } from 'zod';
import { envelope, userTypeSchema } from './common';
import { STAFF_ROLES } from './constants';
import { defineEndpoint } from './endpoint';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A staff password: long rather than clever (NIST SP 800-63B: length, no composition rules). */
export const STAFF_PASSWORD = { min: 12, max: 128 } as const;
/** TOTP (RFC 6238): 30-second steps, 6 digits, SHA-1 (what every authenticator app reads). */
export const STAFF_TOTP = {
  digits: 6,
  periodSeconds: 30,
  algorithm: 'SHA1',
  issuer: 'Operator Console',
} as const;

export const STAFF_MESSAGES = {
  /** Any failed login: unknown e-mail, wrong password, wrong or reused code (one message for all). */
  loginFailed: 'The e-mail, password or code is not right.',
  emailRequired: 'Enter your e-mail',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
  passwordShort: `Use at least ${STAFF_PASSWORD.min} characters`,
  passwordLong: `Use at most ${STAFF_PASSWORD.max} characters`,
  totpFormat: 'Enter the 6-digit code from your authenticator app',
  /** A set-password link that is unknown, used or past its day. */
  linkInvalid: 'This link is not valid any more. Ask an admin for a new one.',
  sessionExpired: 'Session expired. Please sign in again.',
  /** A staff route the caller's role may not use. */
  roleRefused: 'Your role does not allow this.',
  passwordSet: 'Password set. You can sign in now.',
  signedOut: 'Signed out',
} as const;

const emailSchema = z
  .string({ error: STAFF_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: STAFF_MESSAGES.emailRequired, abort: true })
  .max(254, STAFF_MESSAGES.emailInvalid)
  .pipe(z.email(STAFF_MESSAGES.emailInvalid));

const totpSchema = z
  .string({ error: STAFF_MESSAGES.totpFormat })
  .trim()
  .regex(/^\d{6}$/, STAFF_MESSAGES.totpFormat);

/** A new password (set-password); a login's password is only required and bounded. */
export const staffNewPasswordSchema = z
  .string({ error: STAFF_MESSAGES.passwordRequired })
  .min(STAFF_PASSWORD.min, STAFF_MESSAGES.passwordShort)
  .max(STAFF_PASSWORD.max, STAFF_MESSAGES.passwordLong);

/** POST /login */
export const staffLoginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: STAFF_MESSAGES.passwordRequired })
    .min(1, STAFF_MESSAGES.passwordRequired)
    .max(STAFF_PASSWORD.max, STAFF_MESSAGES.passwordLong),
  totp: totpSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffTokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type StaffTokenPair = z.infer<typeof staffTokenPairSchema>;
const staffTokenPairResponseSchema = envelope(staffTokenPairSchema);

/** POST /refresh */
export const staffRefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });

/** The one-time token of a set-password link (`/admin/set-password?token=…`). */
const setPasswordTokenSchema = z
  .string({ error: STAFF_MESSAGES.linkInvalid })
  .trim()
  .min(1, STAFF_MESSAGES.linkInvalid)
  .max(200, STAFF_MESSAGES.linkInvalid);

/** GET /set-password?token=: who the link is for, and the authenticator enrolment (QR code). */
export const staffEnrolmentQuerySchema = z.object({ token: setPasswordTokenSchema });
export const staffEnrolmentSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** `otpauth://totp/…`: shown as a QR code and as text for apps that cannot scan. */
  otpauthUri: z.string(),
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/** POST /set-password */
export const staffSetPasswordRequestSchema = z.object({
  token: setPasswordTokenSchema,
  password: staffNewPasswordSchema,
});

/** The staff member behind a staff token (GET /me), also the token's payload. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Operators as staff see them
// ---------------------------------------------------------------------------------------------

export const OPERATOR_SEARCH = { minLength: 2, maxLength: 100, limit: 50 } as const;

/** GET /operators?q=: a mobile number (or its start), a name, an account id or a group id. */
export const operatorSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type a mobile number, a name, an account id or a group id' })
    .trim()
    .min(OPERATOR_SEARCH.minLength, `Type at least ${OPERATOR_SEARCH.minLength} characters`)
    .max(OPERATOR_SEARCH.maxLength, `Type at most ${OPERATOR_SEARCH.maxLength} characters`),
});

export const staffAccountSchema = z.object({
  id: z.string(),
  type: userTypeSchema,
  name: z.string(),
  groupId: z.string().nullable(),
  /** Rupees; null for account types without a wallet (MG, cab). */
  walletBalance: z.number().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const operatorSummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  accounts: z.array(staffAccountSchema),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;

export const operatorIdParamsSchema = z.object({ id: z.uuid('Not a valid operator id') });

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const STAFF_ANY = STAFF_ROLES;

export const staffEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/login',
    audit: false,
    access: 'staffPublic',
    body: staffLoginRequestSchema,
    response: staffTokenPairResponseSchema,
    errors: [400, 401, 429],
    tags: ['staff'],
    summary: 'Staff sign-in: e-mail, password and the authenticator code',
    description:
      'Every failure (unknown e-mail, wrong password, wrong or reused code) answers the same 401. Five failures for an e-mail in 15 minutes, or 20 from one address in an hour, answer 429.',
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/refresh',
    audit: false,
    access: 'staffPublic',
    body: staffRefreshRequestSchema,
    response: staffTokenPairResponseSchema,
    errors: [400, 401],
    tags: ['staff'],
    summary: 'Rotate the staff refresh token (a reused one revokes the sign-in)',
  }),
  enrolment: defineEndpoint({
    method: 'GET',
    path: '/set-password',
    access: 'staffPublic',
    query: staffEnrolmentQuerySchema,
    response: envelope(staffEnrolmentSchema),
    errors: [400, 410, 429],
    tags: ['staff'],
    summary: "A set-password link's staff member and authenticator enrolment",
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/set-password',
    audit: 'staff.password_set',
    access: 'staffPublic',
    body: staffSetPasswordRequestSchema,
    response: envelope(z.string()),
    errors: [400, 410, 429],
    tags: ['staff'],
    summary: "Set a staff member's password once, with the link's one-time token",
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/logout',
    audit: false,
    access: 'staff',
    roles: STAFF_ANY,
    response: envelope(z.string()),
    errors: [401],
    tags: ['staff'],
    summary: 'End this staff sign-in (its refresh tokens are revoked)',
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/me',
    access: 'staff',
    roles: STAFF_ANY,
    response: envelope(staffMemberSchema),
    errors: [401],
    tags: ['staff'],
    summary: 'The signed-in staff member',
  }),
  searchOperators: defineEndpoint({
    method: 'GET',
    path: '/operators',
    access: 'staff',
    roles: STAFF_ANY,
    query: operatorSearchQuerySchema,
    response: envelope(z.array(operatorSummarySchema)),
    errors: [400, 401, 403],
    tags: ['staff'],
    summary: 'Find operators by mobile number, name, account id or group id (at most 50)',
  }),
  operator: defineEndpoint({
    method: 'GET',
    path: '/operators/:id',
    access: 'staff',
    roles: STAFF_ANY,
    params: operatorIdParamsSchema,
    response: envelope(operatorSummarySchema),
    errors: [400, 401, 403, 404],
    tags: ['staff'],
    summary: 'One operator: their accounts and wallet balances',
  }),
};
