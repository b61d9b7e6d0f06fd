import { API_BASE, authEndpoints } from '@oc/contract';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../src/db/schema';
import { tooManyRequests } from '../src/lib/http-error';
import { createTestApp, type TestContext } from './support';

/**
 * Whose address the per-IP OTP limit counts (TRUST_PROXY), and Retry-After in whole seconds.
 */

const LOGIN = API_BASE + authEndpoints.login.path;
const CAPTCHA = API_BASE + authEndpoints.captchaSandbox.path;
const HOUR_MS = 60 * 60_000;

/** A login request; a wrong captcha still counts towards the per-IP limit (400 until it is used up). */
function login(
  ctx: TestContext,
  opts: { remoteAddress: string; forwardedFor?: string; mobileNo?: string; captchaValue?: string },
) {
  return ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: opts.remoteAddress,
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
    payload: { mobileNo: opts.mobileNo ?? '9123400000', captchaValue: opts.captchaValue ?? 'wrong' },
  });
}

async function countedAddresses(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ bucket: rateEvents.bucket })
    .from(rateEvents)
    .where(like(rateEvents.bucket, 'otp-ip:%'));
  return [...new Set(rows.map((r) => r.bucket.slice('otp-ip:'.length)))].sort();
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => ctx.close());

  it('counts the address the proxy saw: a client cannot choose it with its own X-Forwarded-For', async () => {
    const proxy = '10.9.0.1';
    const statuses: number[] = [];
    // The client writes its own X-Forwarded-For ("spoofed"); the proxy appends the real address.
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await login(ctx, { remoteAddress: proxy, forwardedFor: `198.51.100.${i + 1}, 203.0.113.7` }))
          .statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await countedAddresses(ctx)).toEqual(['203.0.113.7']);

    // Another client, even one naming the limited address as its "own", is not limited.
    const other = await login(ctx, { remoteAddress: proxy, forwardedFor: '203.0.113.7, 203.0.113.8' });
    expect(other.statusCode).toBe(400);
    expect(await countedAddresses(ctx)).toEqual(['203.0.113.7', '203.0.113.8']);
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: '10.9.0.1, 10.8.0.0/16' } });
  });
  afterAll(async () => ctx.close());

  it('reads X-Forwarded-For only from those proxies; anyone else is counted by its own address', async () => {
    await login(ctx, { remoteAddress: '10.9.0.1', forwardedFor: '198.51.100.1, 203.0.113.20' });
    await login(ctx, { remoteAddress: '10.8.3.4', forwardedFor: '203.0.113.21' });
    // Through two listed proxies: the address the outer one saw.
    await login(ctx, { remoteAddress: '10.9.0.1', forwardedFor: '203.0.113.22, 10.8.0.9' });
    // A client reaching the server directly cannot claim an address.
    await login(ctx, { remoteAddress: '198.51.100.50', forwardedFor: '203.0.113.23' });
    expect(await countedAddresses(ctx)).toEqual([
      '198.51.100.50',
      '203.0.113.20',
      '203.0.113.21',
      '203.0.113.22',
    ]);
  });
});

describe('no TRUST_PROXY (the default) and Retry-After', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A clock with milliseconds, so every wait is a fraction of a second before rounding.
    ctx = await createTestApp({ seed: true });
    ctx.clock.advance(2 * HOUR_MS + 437);
  });
  afterAll(async () => ctx.close());

  /** Retry-After is delay-seconds (RFC 9110): digits only, the wait rounded up. */
  function expectRetryAfter(header: unknown, waitMs: number): void {
    expect(header).toMatch(/^\d+$/);
    expect(Number(header)).toBe(Math.ceil(waitMs / 1000));
  }

  it('ignores X-Forwarded-For', async () => {
    await login(ctx, { remoteAddress: '10.66.0.1', forwardedFor: '203.0.113.99' });
    expect(await countedAddresses(ctx)).toEqual(['10.66.0.1']);
  });

  it('is whole seconds, rounded up, on the per-IP limit', async () => {
    const first = ctx.clock.now().getTime();
    for (let i = 0; i < 30; i++) {
      expect((await login(ctx, { remoteAddress: '10.66.0.2' })).statusCode).toBe(400);
      ctx.clock.advance(1_013);
    }
    const r = await login(ctx, { remoteAddress: '10.66.0.2' });
    expect(r.statusCode).toBe(429);
    expectRetryAfter(r.headers['retry-after'], first + HOUR_MS - ctx.clock.now().getTime());
  });

  it("is whole seconds, rounded up, on the resend wait and on an address's growing gaps", async () => {
    const captcha = async () =>
      (await ctx.app.inject({ method: 'POST', url: CAPTCHA })).json<{ data: { token: string } }>().data.token;
    const send = async (ip: string) =>
      login(ctx, { remoteAddress: ip, mobileNo: '9000000004', captchaValue: await captcha() });

    expect((await send('10.67.0.1')).statusCode).toBe(200);
    ctx.clock.advance(10_400);
    const early = await send('10.67.0.1');
    expect(early.statusCode).toBe(429);
    expectRetryAfter(early.headers['retry-after'], 30_000 - 10_400);
    expect(early.json<{ data: string }>().data).toBe('Please wait 20 seconds before requesting another OTP.');

    // The same address after that wait: its next gap is a minute, rounded up likewise.
    ctx.clock.advance(30_000 - 10_400 + 250);
    expect((await send('10.67.0.1')).statusCode).toBe(200);
    const second = ctx.clock.now().getTime();
    ctx.clock.advance(10_400);
    const again = await send('10.67.0.1');
    expect(again.statusCode).toBe(429);
    expectRetryAfter(again.headers['retry-after'], second + 60_000 - ctx.clock.now().getTime());
    expect(again.json<{ data: string }>().data).toBe('Please wait 50 seconds before requesting another OTP.');
  });

  it('is whole seconds in every 429 the services raise (the KYC limit too)', () => {
    const header = (s: number) => tooManyRequests('wait', s).headers?.['retry-after'];
    expect(header(3599.0004)).toBe('3600');
    expect(header(12)).toBe('12');
    expect(header(0.2)).toBe('1');
    expect(header(0)).toBe('1');
  });
});
