import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, otpChallenges, smsOutbox, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/support';
import { LOGIN_OTP_LIMITS } from './auth.service';

/**
 * The login OTP's abuse limits (docs/security.md "Login OTP"): whoever asks for a number's OTPs
 * slows down their own address, not the number's owner; one address cannot spray numbers or
 * guesses; guessing a number's OTPs stays bounded however many addresses guess.
 */

const HOUR = 60 * 60_000;
let ctx: TestContext;

interface Answer {
  status: number;
  data: unknown;
  retryAfter: number;
}

async function requestOtp(mobileNo: string, ip: string): Promise<Answer> {
  const c = await ctx.app.inject({ method: 'POST', url: '/api/v1/captcha/sandbox' });
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: ip,
    payload: { mobileNo, captchaValue: c.json<{ data: { token: string } }>().data.token },
  });
  return {
    status: r.statusCode,
    data: r.json<{ data: unknown }>().data,
    retryAfter: Number(r.headers['retry-after'] ?? 0),
  };
}

async function verify(mobileNo: string, otp: string, ip: string): Promise<Answer> {
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/verifyOtp',
    remoteAddress: ip,
    payload: { mobileNo, otp },
  });
  return {
    status: r.statusCode,
    data: r.json<{ data: unknown }>().data,
    retryAfter: Number(r.headers['retry-after'] ?? 0),
  };
}

/** The OTP of the newest SMS to the number. */
async function lastOtp(mobileNo: string): Promise<string> {
  const rows = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobileNo, mobileNo));
  const otp = /\b(\d{4})\b/.exec(rows.at(-1)?.body ?? '')?.[1];
  if (!otp) throw new Error(`no OTP SMS to ${mobileNo}`);
  return otp;
}

/** A registered number that is not a test number (a random OTP by SMS). */
async function registerUser(mobileNo: string) {
  const [user] = await ctx.db.insert(users).values({ mobileNo, name: 'Asha Rao' }).returning();
  await ctx.db.insert(accounts).values({ userId: user!.id, type: 'OPERATOR', name: 'Asha Travels' });
}

/** Four digits other than `otp`, different on each call. */
function wrongCode(otp: string, n: number): string {
  const code = String(n % 10_000).padStart(4, '0');
  return code === otp ? String((n + 1) % 10_000).padStart(4, '0') : code;
}

let ipSeq = 0;
/** An address used once (a botnet's, or anyone's who is not under test). */
const freshIp = () => `172.16.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp({ now: new Date('2026-03-02T04:30:00.000Z') });
  for (let i = 1; i <= 8; i++) await registerUser(`98766000${String(i).padStart(2, '0')}`);
  for (let i = 0; i < 31; i++) await registerUser(`98767000${String(i).padStart(2, '0')}`);
});
afterAll(async () => ctx.close());

describe('sending login OTPs', () => {
  it('one address asking for a number again and again waits 30 s, 1 min, 2 min, 5 min, then 15 min: 8 sends in its hour', async () => {
    ctx.clock.advance(2 * HOUR);
    const start = ctx.clock.now().getTime();
    const waits: number[] = [];
    const messages = new Set<unknown>();
    let sends = 0;
    while (ctx.clock.now().getTime() - start < HOUR) {
      const r = await requestOtp('9876600001', '203.0.113.10');
      if (r.status === 200) {
        sends++;
        continue;
      }
      expect(r.status).toBe(429);
      waits.push(r.retryAfter);
      messages.add(r.data);
      ctx.clock.advance(r.retryAfter * 1000);
    }
    expect(waits).toEqual([30, 60, 120, 300, 900, 900, 900, 900]);
    expect(sends).toBe(8);
    expect([...messages]).toEqual([
      'Please wait 30 seconds before requesting another OTP.',
      'Please wait 1 minute before requesting another OTP.',
      'Please wait 2 minutes before requesting another OTP.',
      'Please wait 5 minutes before requesting another OTP.',
      'Please wait 15 minutes before requesting another OTP.',
    ]);
  });

  it("an address requesting the victim's OTP whenever it may keeps the owner out for at most a minute (3 hours)", async () => {
    ctx.clock.advance(2 * HOUR);
    const victim = '9876600002';
    const attacker = '203.0.113.20';
    const owner = '198.51.100.7';
    const t0 = ctx.clock.now().getTime();
    const end = t0 + 3 * HOUR;
    let attackerAt = t0;
    // The owner logs in every 20 minutes (7 s after the attacker's first send), from their own address.
    const ownerStarts = Array.from({ length: 9 }, (_, i) => t0 + 7_000 + i * 20 * 60_000);
    let ownerAt = ownerStarts.shift()!;
    let ownerSince = ownerAt;
    let attackerSends = 0;
    const ownerWaits: number[] = [];
    while (Math.min(attackerAt, ownerAt) < end) {
      // Ties go to the attacker: the worst case for the owner.
      if (attackerAt <= ownerAt) {
        ctx.clock.set(new Date(attackerAt));
        const r = await requestOtp(victim, attacker);
        if (r.status === 200) attackerSends++;
        else expect(r.status).toBe(429);
        attackerAt = r.status === 200 ? attackerAt + 1 : attackerAt + r.retryAfter * 1000;
        continue;
      }
      ctx.clock.set(new Date(ownerAt));
      const r = await requestOtp(victim, owner);
      if (r.status === 429) {
        ownerAt += r.retryAfter * 1000;
        continue;
      }
      expect(r.status).toBe(200);
      const login = await verify(victim, await lastOtp(victim), owner);
      expect(login.status).toBe(200);
      ownerWaits.push((ownerAt - ownerSince) / 1000);
      ownerAt = ownerStarts.shift() ?? Infinity;
      ownerSince = ownerAt;
    }
    expect(ownerWaits).toHaveLength(9);
    expect(Math.max(...ownerWaits)).toBeLessThanOrEqual(60);
    // The attacker got its SMS sends at the widening gaps only (8 in the first hour, then 4 an hour).
    expect(attackerSends).toBeLessThanOrEqual(8 + 4 + 4 + 1);
    console.log(`attacker sends in 3 h: ${attackerSends}; owner waits (s): ${ownerWaits.join(', ')}`);
  });

  it('many addresses put a number under attack: sends wait 10 minutes, the owner then logs in', async () => {
    ctx.clock.advance(2 * HOUR);
    const victim = '9876600003';
    for (let i = 0; i < LOGIN_OTP_LIMITS.busySendsPerHour; i++) {
      expect((await requestOtp(victim, freshIp())).status).toBe(200);
      ctx.clock.advance(30_000);
    }
    const owner = '198.51.100.8';
    const refused = await requestOtp(victim, owner);
    expect(refused.status).toBe(429);
    expect(refused.data).toBe('Please wait 10 minutes before requesting another OTP.');
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    ctx.clock.advance(refused.retryAfter * 1000);
    expect((await requestOtp(victim, owner)).status).toBe(200);
    expect((await verify(victim, await lastOtp(victim), owner)).status).toBe(200);
  });

  it('one address cannot spray numbers: 30 requests an hour, then 429 for any number (others are not affected)', async () => {
    ctx.clock.advance(2 * HOUR);
    const sprayer = '203.0.113.30';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await requestOtp(`98767000${String(i).padStart(2, '0')}`, sprayer)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    const refused = await requestOtp('9876600004', sprayer);
    expect(refused.status).toBe(429);
    expect(refused.data).toBe('Too many OTP requests from this network. Try again in 60 minutes.');
    expect(refused.retryAfter).toBe(3600);
    // The number's owner, from their own address, is not affected.
    expect((await requestOtp('9876700030', '198.51.100.9')).status).toBe(200);
  });
});

describe('guessing login OTPs', () => {
  it('one address cannot guess across numbers: after 20 wrong OTPs it is refused, even with a right code', async () => {
    ctx.clock.advance(2 * HOUR);
    const numbers = ['9876600005', '9876600006', '9876600007', '9876600008', '9876600001'];
    const otps: string[] = [];
    for (const n of numbers) {
      expect((await requestOtp(n, freshIp())).status).toBe(200);
      otps.push(await lastOtp(n));
    }
    const guesser = '203.0.113.40';
    let k = 0;
    for (const [i, n] of numbers.entries())
      for (let j = 0; j < 4; j++) {
        const r = await verify(n, wrongCode(otps[i]!, k++), guesser);
        expect(r).toMatchObject({ status: 400, data: 'invalid otp' });
      }
    expect(k).toBe(LOGIN_OTP_LIMITS.wrongPerIpPerHour);
    const refused = await verify(numbers[0]!, otps[0]!, guesser);
    expect(refused.status).toBe(429);
    expect(refused.data).toBe('Too many wrong OTPs from this network. Try again in 60 minutes.');
    expect(refused.retryAfter).toBeGreaterThan(3500);
    // The owner, from another address, still logs in with the same code (4 wrong tries < 5).
    expect((await verify(numbers[0]!, otps[0]!, '198.51.100.10')).status).toBe(200);
  });

  it('guesses from many addresses at one number stay bounded: under 60 checked in the first hour, 35 an hour after', async () => {
    ctx.clock.advance(2 * HOUR);
    const victim = '9876600002';
    const t0 = ctx.clock.now();
    const end = t0.getTime() + 3 * HOUR;
    let k = 0;
    let logins = 0;
    while (ctx.clock.now().getTime() < end) {
      // A botnet: every request and every guess from a new address; it sends as soon as allowed.
      const r = await requestOtp(victim, freshIp());
      if (r.status === 429) {
        ctx.clock.advance(r.retryAfter * 1000);
        continue;
      }
      expect(r.status).toBe(200);
      // The guesses skip the right code, so what is measured is how many are checked, not luck.
      const otp = await lastOtp(victim);
      for (let j = 0; j < 6; j++)
        if ((await verify(victim, wrongCode(otp, k++), freshIp())).status === 200) logins++;
    }
    const challenges = await ctx.db
      .select({ createdAt: otpChallenges.createdAt, failed: otpChallenges.failedAttempts })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobileNo, victim), gt(otpChallenges.createdAt, t0)));
    const perHour = [0, 1, 2].map((h) =>
      challenges
        .filter((c) => Math.floor((c.createdAt.getTime() - t0.getTime()) / HOUR) === h)
        .reduce((sum, c) => sum + c.failed, 0),
    );
    expect(logins).toBe(0);
    expect(Math.max(...perHour)).toBeLessThan(60);
    expect(perHour[1]).toBeLessThanOrEqual(35);
    expect(perHour[2]).toBeLessThanOrEqual(35);
    console.log(`checked guesses per hour from a botnet: ${perHour.join(', ')}; guesses sent ${k}`);
  });
});
