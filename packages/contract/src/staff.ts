/**
 * The provider's staff side (issue 38; the spec does not cover it): staff accounts with e-mail,
 * password and a TOTP second factor, their sessions, and what a staff member sees of an operator.
 * Every call lives under `/api/admin/v1` (`STAFF_API_BASE`); staff tokens are never accepted on
 * operator routes and operator tokens never here.
 */
import { z } from 'zod';
import { bankProofStatusSchema } from './account-profile';
import { envelope, mobileNoSchema, userTypeSchema } from './common';
import { STAFF_ROLES, type StaffRole } from './constants';
import { defineEndpoint } from './endpoint';
import { preferencesSchema, preferencesUpdateSchema } from './preferences';
import { KYC_DOCUMENTS, SUB_TYPES, kycStatusSchema } from './kyc';
import { reimbursementStatusSchema } from './reimbursements';

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
/** GET /me: the staff member and their own settings (language, colour scheme; issue 40). */
export const staffMeSchema = z.object({ ...staffMemberSchema.shape, preferences: preferencesSchema });
export type StaffMe = z.infer<typeof staffMeSchema>;

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

/** How many of an account's latest claims and payouts the operator's page shows. */
export const OPERATOR_DETAIL_RECENT = 20;

/** One account as the operator's page shows it: profile facts, KYC, bank proof, claims, payouts. */
export const staffAccountDetailSchema = staffAccountSchema.extend({
  subType: z.enum(SUB_TYPES).nullable(),
  /** Rupees. */
  turnover: z.number().nullable(),
  isGstinRequired: z.boolean().nullable(),
  isMsme: z.boolean().nullable(),
  legalName: z.string().nullable(),
  kyc: z.array(z.object({ document: z.enum(KYC_DOCUMENTS), status: kycStatusSchema })),
  bankProof: z
    .object({
      status: bankProofStatusSchema,
      reason: z.string().nullable(),
      uploadedAt: z.string().nullable(),
    })
    .nullable(),
  /** The latest claims (MG accounts), newest first. */
  claims: z.array(
    z.object({
      id: z.string(),
      rc: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      amount: z.number(),
      status: reimbursementStatusSchema,
      approvedAmount: z.number().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  /** The latest payouts (OPERATOR accounts), newest first. */
  payouts: z.array(
    z.object({ id: z.string(), from: z.string(), to: z.string(), amount: z.number(), createdOn: z.string() }),
  ),
});
export type StaffAccountDetail = z.infer<typeof staffAccountDetailSchema>;
export const operatorDetailSchema = operatorSummarySchema.extend({
  accounts: z.array(staffAccountDetailSchema),
});
export type OperatorDetail = z.infer<typeof operatorDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------

/** Who may onboard operators: not money, so support and admin (finance keeps to money). */
export const ONBOARDING_ROLES = ['support', 'admin'] as const satisfies readonly StaffRole[];

export const ONBOARDING_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name must be at most 100 characters',
  email: 'Not a valid e-mail address',
  typeRequired: 'Choose the account type',
  groupId: 'Group id: 3 to 32 letters, digits or dashes',
  groupIdOnly: 'Only MG (BUSOWNER) and cab (CABOWNER) accounts have a group id',
  turnover: 'Turnover must be a number of rupees',
  turnoverNegative: 'Turnover cannot be negative',
  turnoverPaise: 'Turnover: at most 2 decimals (paise)',
  accountsRequired: 'Add at least one business account',
  accountsMax: 'At most 6 accounts at once',
  oneOfType: 'One OPERATOR and one ELECTRIC account per person',
  mobileTaken: 'A user with this mobile number already exists',
} as const;

const personNameSchema = z
  .string({ error: ONBOARDING_MESSAGES.nameRequired })
  .trim()
  .min(2, ONBOARDING_MESSAGES.nameShort)
  .max(100, ONBOARDING_MESSAGES.nameLong);
const GROUP_ACCOUNT_TYPES = ['BUSOWNER', 'CABOWNER'] as const;

export const onboardAccountSchema = z
  .object({
    type: z.enum(userTypeSchema.options, { error: ONBOARDING_MESSAGES.typeRequired }),
    /** The business name (the person's name when left out). */
    name: personNameSchema.optional(),
    /** MG and cab accounts: their group id (made from the name when left out). */
    groupId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/, ONBOARDING_MESSAGES.groupId)
      .optional(),
    subType: z.enum(SUB_TYPES).optional(),
    /** Rupees, up to 2 decimals. */
    turnoverRupees: z
      .number({ error: ONBOARDING_MESSAGES.turnover })
      .nonnegative(ONBOARDING_MESSAGES.turnoverNegative)
      .max(1e13, ONBOARDING_MESSAGES.turnover)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, ONBOARDING_MESSAGES.turnoverPaise)
      .optional(),
    isGstinRequired: z.boolean().optional(),
    isMsme: z.boolean().optional(),
  })
  .refine((a) => !a.groupId || (GROUP_ACCOUNT_TYPES as readonly string[]).includes(a.type), {
    message: ONBOARDING_MESSAGES.groupIdOnly,
    path: ['groupId'],
  });
export type OnboardAccount = z.input<typeof onboardAccountSchema>;

/** POST /operators: a person who logs in by mobile and OTP, and their business accounts, at once. */
export const onboardOperatorSchema = z
  .object({
    mobileNo: mobileNoSchema,
    name: personNameSchema,
    email: z.email(ONBOARDING_MESSAGES.email).optional(),
    accounts: z
      .array(onboardAccountSchema)
      .min(1, ONBOARDING_MESSAGES.accountsRequired)
      .max(6, ONBOARDING_MESSAGES.accountsMax),
  })
  .refine((v) => !['OPERATOR', 'ELECTRIC'].some((t) => v.accounts.filter((a) => a.type === t).length > 1), {
    message: ONBOARDING_MESSAGES.oneOfType,
    path: ['accounts'],
  });
export type OnboardOperator = z.input<typeof onboardOperatorSchema>;

// ---------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------

/** The console's lists, each exportable as CSV or Excel with the filters it shows. */
export const EXPORT_LISTS = ['operators', 'proposals', 'bank-proofs', 'claims', 'kyc', 'audit'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The most rows one export holds (the audit trail's; the other lists are shorter). */
export const EXPORT_MAX_ROWS = 10_000;

export const exportParamsSchema = z.object({
  list: z.enum(EXPORT_LISTS, { error: `The list is one of ${EXPORT_LISTS.join(', ')}` }),
});
/** The format, then the list's own filters (as its GET takes them); filters of other lists are refused. */
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: 'Format is csv or xlsx' }),
  })
  .catchall(z.string().max(200));

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
    response: envelope(staffMeSchema),
    errors: [401],
    tags: ['staff'],
    summary: 'The signed-in staff member',
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/me/preferences',
    access: 'staff',
    roles: STAFF_ANY,
    audit: false,
    body: preferencesUpdateSchema,
    response: envelope(preferencesSchema),
    errors: [400, 401],
    tags: ['staff'],
    summary: "Save the staff member's language or colour scheme (issue 40)",
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
    response: envelope(operatorDetailSchema),
    errors: [400, 401, 403, 404],
    tags: ['staff'],
    summary:
      'One operator: their accounts with profile facts, KYC, bank proof, wallet balance, latest claims and payouts',
  }),
  onboard: defineEndpoint({
    method: 'POST',
    path: '/operators',
    access: 'staff',
    roles: ONBOARDING_ROLES,
    audit: 'user.created',
    body: onboardOperatorSchema,
    response: envelope(operatorDetailSchema),
    errors: [400, 401, 403, 409],
    tags: ['staff'],
    summary:
      'Onboard an operator: the person and their business accounts with profile facts, in one step (they can log in at once)',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/exports/:list',
    access: 'staff',
    roles: STAFF_ANY,
    params: exportParamsSchema,
    query: exportQuerySchema,
    response: z.any().describe('The list as CSV (UTF-8) or an Excel workbook'),
    answer: 'file',
    errors: [400, 401, 403, 503],
    tags: ['staff'],
    summary: `A console list as CSV or Excel, with the same filters as the list (at most ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows)`,
  }),
};
