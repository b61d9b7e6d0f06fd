import { captchaConfigSchema, loginResponseSchema, tokenResponseSchema } from '@oc/contract';
import type { TokenPair } from '@oc/contract';
import { api, apiQuery } from '../../../lib/api';

/** GET /captcha/config: which captcha the login draws (sandbox widget or Google reCAPTCHA). */
export const captchaConfigQuery = () =>
  apiQuery(['captcha-config'], '/captcha/config', {
    scoped: false,
    auth: false,
    schema: captchaConfigSchema,
  });

/** POST /captcha/sandbox: a short-lived token for the local "I'm not a robot" widget. */
export async function fetchSandboxCaptchaToken(): Promise<string> {
  const data = await api('/captcha/sandbox', { method: 'POST', scoped: false, auth: false });
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') throw new Error('No captcha token in the answer');
  return token;
}

/** POST /user/login: answers 'otp sent' when the OTP went out. */
export function requestOtp(mobileNo: string, captchaValue: string): Promise<string> {
  return api('/user/login', {
    method: 'POST',
    scoped: false,
    auth: false,
    body: { mobileNo, captchaValue },
    schema: loginResponseSchema,
  });
}

/** POST /user/verifyOtp: the api client stores the token pair it answers. */
export async function verifyOtp(otp: string, mobileNo: string): Promise<TokenPair | string> {
  return api('/user/verifyOtp', {
    method: 'POST',
    scoped: false,
    auth: false,
    body: { otp, mobileNo },
    schema: tokenResponseSchema,
  });
}
