import type { Page } from 'playwright-core';
import { DEMO_OTP } from './paths';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The web app's localStorage keys for the tokens (apps/web/src/lib/session.ts). */
export const STORAGE_KEYS = { idToken: 'idToken', refreshToken: 'refreshToken' } as const;

const logins = new Map<string, Tokens>();

async function post(baseUrl: string, path: string, body?: object): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function data<T>(r: Response, what: string): Promise<T> {
  const text = await r.text();
  if (!r.ok) throw new Error(`apiLogin: ${what} answered ${r.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Logs a demo test number in through the API (sandbox captcha, login, verifyOtp with 1234), the
 * way the login screen does. The server's OTP rules are real: a number gets one OTP per 30 s, so
 * within one spec file a second call for the same number answers the same tokens (one login, shared);
 * `fresh: true` makes a new login and waits out the 30 s rule if it must.
 */
export async function apiLogin(
  baseUrl: string,
  mobileNo: string,
  opts: { fresh?: boolean } = {},
): Promise<Tokens> {
  const key = `${baseUrl} ${mobileNo}`;
  const known = logins.get(key);
  if (known && !opts.fresh) return known;
  for (let attempt = 1; ; attempt++) {
    const { token } = await data<{ token: string }>(
      await post(baseUrl, '/api/v1/captcha/sandbox'),
      'POST /api/v1/captcha/sandbox',
    );
    const r = await post(baseUrl, '/api/v1/user/login', { mobileNo, captchaValue: token });
    if (r.status === 429 && attempt === 1) {
      const text = await r.text();
      const wait = Number(/wait (\d+) seconds/.exec(text)?.[1] ?? r.headers.get('retry-after') ?? NaN);
      if (!Number.isFinite(wait) || wait > 35)
        throw new Error(`apiLogin: POST /api/v1/user/login answered 429 ${text}`);
      await new Promise((res) => setTimeout(res, (wait + 1) * 1000));
      continue;
    }
    await data<string>(r, 'POST /api/v1/user/login');
    const tokens = await data<Tokens>(
      await post(baseUrl, '/api/v1/user/verifyOtp', { mobileNo, otp: DEMO_OTP }),
      'POST /api/v1/user/verifyOtp',
    );
    logins.set(key, tokens);
    return tokens;
  }
}

/**
 * Logs the page's browser context in without the login screen: gets tokens through the API and
 * stores them in localStorage (idToken, refreshToken) on the app's origin before the app is opened.
 * The page is left on /api/health; go to the screen under test next.
 */
export async function loginInBrowser(
  page: Page,
  baseUrl: string,
  mobileNo: string,
  opts: { fresh?: boolean } = {},
): Promise<Tokens> {
  const tokens = await apiLogin(baseUrl, mobileNo, opts);
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ({ keys, t }) => {
      localStorage.setItem(keys.idToken, t.accessToken);
      localStorage.setItem(keys.refreshToken, t.refreshToken);
    },
    { keys: STORAGE_KEYS, t: tokens },
  );
  return tokens;
}
