import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { ProviderError, fetchJson } from '../http';

export interface CaptchaProvider {
  readonly name: 'sandbox' | 'recaptcha';
  /** Public settings the login screen needs to draw the widget. */
  readonly siteKey: string | null;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

const SANDBOX_TTL_MS = 2 * 60_000;

/**
 * Offline default: the login screen draws a local "I'm not a robot" widget that asks this
 * server for a short-lived signed token; verify checks the signature and age.
 */
export class SandboxCaptcha implements CaptchaProvider {
  readonly name = 'sandbox' as const;
  readonly siteKey = null;
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}
  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`captcha:${payload}`).digest('base64url');
  }
  issue(): string {
    const payload = `${this.clock.now().getTime()}.${randomBytes(9).toString('base64url')}`;
    return `${payload}.${this.sign(payload)}`;
  }
  verify(token: string): Promise<boolean> {
    const parts = token.split('.');
    if (parts.length !== 3) return Promise.resolve(false);
    const [issuedAt, nonce, sig] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${issuedAt}.${nonce}`));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return Promise.resolve(false);
    const age = this.clock.now().getTime() - Number(issuedAt);
    return Promise.resolve(Number.isFinite(age) && age >= 0 && age <= SANDBOX_TTL_MS);
  }
}

/** siteverify's answer: `{ success, challenge_ts?, hostname?, 'error-codes'? }`. */
const siteverifyAnswer = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).nullish() });

/**
 * Google reCAPTCHA v2 siteverify. Shapes from
 * https://developers.google.com/recaptcha/docs/verify (POST form: secret, response, remoteip;
 * answers `{ "success": true|false, "error-codes": [...] }`).
 */
export class RecaptchaCaptcha implements CaptchaProvider {
  readonly name = 'recaptcha' as const;
  constructor(
    private readonly opts: { siteKey: string; secret: string; verifyUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  get siteKey(): string {
    return this.opts.siteKey;
  }
  async verify(token: string, remoteIp: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.opts.secret, response: token, remoteip: remoteIp });
    try {
      const { data } = await fetchJson({
        provider: this.name,
        url: this.opts.verifyUrl,
        method: 'POST',
        form,
        schema: siteverifyAnswer,
        timeoutMs: 10_000,
        fetchImpl: this.fetchImpl,
      });
      return data.success;
    } catch (err) {
      // Google unreachable or answering nonsense: the captcha is not passed (login answers 400).
      if (err instanceof ProviderError) return false;
      throw err;
    }
  }
}

export function createCaptchaProvider(config: Config, clock: Clock): CaptchaProvider {
  return config.captcha.provider === 'recaptcha'
    ? new RecaptchaCaptcha(config.captcha)
    : new SandboxCaptcha(config.secrets.hash, clock);
}
