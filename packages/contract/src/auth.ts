// zod's mini build, as common.ts: the login's calls and GET /user/me are on the first paint.
import * as z from 'zod/mini';
import { envelope, mobileNoSchema, userTypeSchema } from './common';
import { FIRST_READ_PATHS, OTP_FORMAT, OTP_REQUIRED } from './constants';
import { defineEndpoint } from './endpoint';
import { preferencesSchema, preferencesUpdateSchema } from './preferences';

/** POST /user/login */
export const loginRequestSchema = z.object({
  mobileNo: mobileNoSchema,
  captchaValue: z
    .string({ error: 'ReCAPTCHA verification failed' })
    .check(z.trim(), z.minLength(1, 'ReCAPTCHA verification failed'), z.maxLength(4096)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = envelope(z.string());

/** POST /user/verifyOtp */
export const verifyOtpRequestSchema = z.object({
  otp: z
    .string({ error: OTP_REQUIRED })
    .check(z.trim(), z.minLength(1, { message: OTP_REQUIRED, abort: true }), z.regex(/^\d{4}$/, OTP_FORMAT)),
  mobileNo: mobileNoSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
/** POST /user/verifyOtp and GET /user/updateToken answer the token pair ('invalid otp' is a 400). */
export const tokenPairResponseSchema = envelope(tokenPairSchema);

/** Part 1 §3 Token payload: what the web decodes from the access token. */
export const tokenPayloadSchema = z.object({
  id: z.string(),
  userType: userTypeSchema,
  isElectricUser: z.boolean(),
  electricId: z.nullable(z.string()),
  electricName: z.nullable(z.string()),
  electricEmail: z.nullable(z.string()),
  isMGUser: z.boolean(),
  mgId: z.nullable(z.string()),
  mgName: z.nullable(z.string()),
  name: z.string(),
  email: z.nullable(z.string()),
  mobileNo: z.string(),
  exp: z.optional(z.number()),
  iat: z.optional(z.number()),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const logoutResponseSchema = envelope(z.string());

/** Captcha configuration the login screen needs (an addition: declared here so it shows in OpenAPI). */
export const captchaConfigSchema = envelope(
  z.object({
    provider: z.enum(['sandbox', 'recaptcha']),
    siteKey: z.nullable(z.string()),
  }),
);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>['data'];

/** POST /captcha/sandbox (an addition): a short-lived signed token for the local widget. */
export const sandboxCaptchaResponseSchema = envelope(z.object({ token: z.string() }));

/** GET {prefix}/user/me (an addition): the caller and the acting account of the business model. */
export const meResponseSchema = envelope(
  z.object({
    user: z.object({
      _id: z.string(),
      name: z.string(),
      email: z.nullable(z.string()),
      mobileNo: z.string(),
      /** The person's language and colour scheme (issue 40; an addition to part 1). */
      preferences: preferencesSchema,
    }),
    account: z.object({
      _id: z.string(),
      type: userTypeSchema,
      name: z.string(),
      groupId: z.nullable(z.string()),
    }),
  }),
);
export type Me = z.infer<typeof meResponseSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Calls (docs/architecture.md "Endpoint registry")
// ---------------------------------------------------------------------------------------------

/**
 * Captcha, login, OTP verification, token refresh and logout (public, once under `/api/v1`), and
 * `GET {prefix}/user/me` (every business model). `captchaSandbox` is served only while the captcha
 * provider is the sandbox.
 */
export const authEndpoints = {
  captchaConfig: defineEndpoint({
    method: 'GET',
    path: '/captcha/config',
    access: 'public',
    response: captchaConfigSchema,
    errors: [],
    tags: ['auth'],
    summary: 'Captcha settings for the login screen',
  }),
  captchaSandbox: defineEndpoint({
    method: 'POST',
    path: '/captcha/sandbox',
    audit: false,
    access: 'public',
    response: sandboxCaptchaResponseSchema,
    errors: [],
    tags: ['auth'],
    summary: 'Sandbox captcha: a short-lived signed token for the local widget',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    audit: false,
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [400, 401, 404, 429, 502],
    tags: ['auth'],
    summary: 'Send a login OTP by SMS',
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/user/verifyOtp',
    audit: false,
    access: 'public',
    body: verifyOtpRequestSchema,
    response: tokenPairResponseSchema,
    errors: [400, 401, 404, 429],
    tags: ['auth'],
    summary: 'Verify the OTP; answers the access and refresh tokens',
  }),
  /** The refresh token is the bearer; a refusal's envelope has `statusCode: 'error'` (part 1 §7). */
  refresh: defineEndpoint({
    method: 'GET',
    path: '/user/updateToken',
    access: 'public',
    response: tokenPairResponseSchema,
    errors: [401],
    tags: ['auth'],
    summary: 'Rotate the refresh token (sent as bearer)',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    audit: false,
    access: 'session',
    response: logoutResponseSchema,
    errors: [401],
    tags: ['auth'],
    summary: "Log out: revoke this login's refresh tokens",
  }),
  me: defineEndpoint({
    method: 'GET',
    path: FIRST_READ_PATHS.me,
    access: 'tenant',
    response: meResponseSchema,
    errors: [401, 403],
    tags: ['auth'],
    summary: 'The caller and the acting account of this business model',
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/user/preferences',
    access: 'session',
    audit: false,
    body: preferencesUpdateSchema,
    response: envelope(preferencesSchema),
    errors: [400, 401],
    tags: ['auth'],
    summary: "Save the person's language or colour scheme (issue 40)",
  }),
};
