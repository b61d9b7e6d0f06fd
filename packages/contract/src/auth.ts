import { z } from 'zod';
import { envelope, mobileNoSchema, userTypeSchema } from './common';

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_SENT = 'otp sent';
export const INVALID_OTP = 'invalid otp';
export const USER_NOT_REGISTERED = 'User Not Registered';
export const CAPTCHA_FAILED = 'ReCAPTCHA verification failed';

/** POST /user/login */
export const loginRequestSchema = z.object({
  mobileNo: mobileNoSchema,
  captchaValue: z
    .string({ error: 'ReCAPTCHA verification failed' })
    .trim()
    .min(1, 'ReCAPTCHA verification failed')
    .max(4096),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = envelope(z.string());

/** POST /user/verifyOtp */
export const verifyOtpRequestSchema = z.object({
  otp: z
    .string({ error: 'Please enter OTP' })
    .trim()
    .min(1, { message: 'Please enter OTP', abort: true })
    .regex(/^\d{4}$/, 'OTP is 4 digits'),
  mobileNo: mobileNoSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenResponseSchema = envelope(z.union([tokenPairSchema, z.string()]));

/** Part 1 §3 Token payload: what the web decodes from the access token. */
export const tokenPayloadSchema = z.object({
  id: z.string(),
  userType: userTypeSchema,
  isElectricUser: z.boolean(),
  electricId: z.string().nullable(),
  electricName: z.string().nullable(),
  electricEmail: z.string().nullable(),
  isMGUser: z.boolean(),
  mgId: z.string().nullable(),
  mgName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  mobileNo: z.string(),
  exp: z.number().optional(),
  iat: z.number().optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const logoutResponseSchema = envelope(z.string());

/** Captcha configuration the login screen needs (an addition: declared here so it shows in OpenAPI). */
export const captchaConfigSchema = envelope(
  z.object({
    provider: z.enum(['sandbox', 'recaptcha']),
    siteKey: z.string().nullable(),
  }),
);
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>['data'];

/** GET {prefix}/user/me (an addition): the caller and the acting account of the business model. */
export const meResponseSchema = envelope(
  z.object({
    user: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), mobileNo: z.string() }),
    account: z.object({
      _id: z.string(),
      type: userTypeSchema,
      name: z.string(),
      groupId: z.string().nullable(),
    }),
  }),
);
export type Me = z.infer<typeof meResponseSchema>['data'];
