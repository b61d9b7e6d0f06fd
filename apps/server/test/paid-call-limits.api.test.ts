import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cabBookings,
  cabCalls,
  cabTrips,
  cities,
  rateEvents,
  smsOutbox,
  users,
} from '../src/db/schema';
import { PAID_CALL_LIMITS, paidCallBucket, type PaidCall } from '../src/lib/paid-calls';
import { SandboxKyc, type RegistryDocument } from '../src/providers/kyc/kyc';
import { authHeaders, createTestApp, loginAs, type TestContext } from './support';

/**
 * Every paid provider call — driver SMS, click-to-call, the KYC provider's look-ups and Aadhaar
 * OTP sends and checks — is limited per acting account and per client address, in the database
 * (lib/paid-calls.ts): 429 with a message and Retry-After, and the provider is not asked.
 * The allowances are hourly; each test fills a counter up to one short of its limit (rows of
 * `rate_events`, as earlier calls would have left them), makes the last allowed call, then one more.
 */

/** The sandbox, counting how often it is asked. */
class CountingKyc extends SandboxKyc {
  calls = 0;
  override validate(doc: RegistryDocument, id: string) {
    this.calls++;
    return super.validate(doc, id);
  }
  override sendAadhaarOtp(n: string) {
    this.calls++;
    return super.sendAadhaarOtp(n);
  }
  override validateAadhaarOtp(input: { providerTxnId: string; otp: string }) {
    this.calls++;
    return super.validateAadhaarOtp(input);
  }
}

const HOUR = 3_600_000;
const CAB = '/api/v1/cabOperator';
const kyc = new CountingKyc();
let ctx: TestContext;
let cabToken: string; // 9000000004 CABOWNER
let opToken: string; // 9000000001 OPERATOR (INDIVIDUAL)
let cabAccount: string;
let opAccount: string;
let ipSeq = 0;
const freshIp = () => `192.0.2.${(ipSeq++ % 250) + 1}`;

interface Answer {
  status: number;
  data: unknown;
  retryAfter: number;
}

async function post(token: string, url: string, payload: object, ip: string): Promise<Answer> {
  const r = await ctx.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(token),
    remoteAddress: ip,
    payload,
  });
  return {
    status: r.statusCode,
    data: r.json<{ data: unknown }>().data,
    retryAfter: Number(r.headers['retry-after'] ?? 0),
  };
}

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'CABOWNER') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

/** Leaves `n` counted calls in a bucket, one minute old. */
async function fill(bucket: string, n: number) {
  await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
  const at = new Date(ctx.clock.now().getTime() - 60_000);
  if (n > 0)
    await ctx.db.insert(rateEvents).values(Array.from({ length: n }, () => ({ bucket, createdAt: at })));
}

async function clear(kind: PaidCall, accountId: string) {
  await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, paidCallBucket(kind, 'account', accountId)));
}

/**
 * The shared shape of every case: the account's allowance, then the address's. `call(ip)` makes
 * one paid call; `provider()` counts what the provider was asked to do.
 */
function limitCases(
  kind: PaidCall,
  accountId: () => string,
  call: (ip: string) => Promise<Answer>,
  provider: () => Promise<number>,
) {
  const limit = PAID_CALL_LIMITS[kind];

  it(`${kind}: ${limit.perAccount} an hour per account, then 429 "from this account" without a provider call`, async () => {
    await fill(paidCallBucket(kind, 'account', accountId()), limit.perAccount - 1);
    const before = await provider();
    expect((await call(freshIp())).status).toBe(200);
    expect(await provider()).toBe(before + 1);
    const refused = await call(freshIp());
    expect(refused.status).toBe(429);
    expect(refused.data).toMatch(
      new RegExp(`^Too many ${limit.noun} from this account\\. Try again in 5\\d minutes\\.$`),
    );
    expect(refused.retryAfter).toBeGreaterThan(55 * 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(59 * 60);
    expect(await provider()).toBe(before + 1);
    // After the hour the oldest calls leave the window.
    ctx.clock.advance(HOUR);
    expect((await call(freshIp())).status).toBe(200);
    await clear(kind, accountId());
  });

  it(`${kind}: ${limit.perIp} an hour per client address, then 429 "from this network"; other addresses go on`, async () => {
    await clear(kind, accountId());
    const ip = freshIp();
    await fill(paidCallBucket(kind, 'ip', ip), limit.perIp - 1);
    const before = await provider();
    expect((await call(ip)).status).toBe(200);
    const refused = await call(ip);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatch(
      new RegExp(`^Too many ${limit.noun} from this network\\. Try again in 5\\d minutes\\.$`),
    );
    expect(refused.retryAfter).toBeGreaterThan(55 * 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(59 * 60);
    expect(await provider()).toBe(before + 1);
    expect((await call(freshIp())).status).toBe(200);
    expect(await provider()).toBe(before + 2);
    await clear(kind, accountId());
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, overrides: { kyc } });
  cabAccount = await accountOf('9000000004', 'CABOWNER');
  opAccount = await accountOf('9000000001', 'OPERATOR');
});
afterAll(async () => ctx.close());

describe('driver SMS', () => {
  let tripId: string;
  let driver = 9845070000;
  beforeAll(async () => {
    cabToken = (await loginAs(ctx, '9000000004')).accessToken;
    const [city] = await ctx.db.select().from(cities).limit(1);
    tripId = randomUUID();
    const startAt = new Date(ctx.clock.now().getTime() + 3 * HOUR);
    await ctx.db.insert(cabTrips).values({
      accountId: cabAccount,
      id: tripId,
      groupCode: 'LIM001',
      startAt,
      fromCityId: city!.id,
      toCityId: city!.id,
      seater: '7 Seater',
      passengers: 2,
      routeType: 'INTER',
      vehicleRc: null,
      driverMobile: null,
      driverName: null,
      supplyCostPaise: 100_000,
      contractValidUntil: new Date(startAt.getTime() + 30 * 24 * HOUR),
    });
  });

  /** A new driver for the trip (the first assignment, then updates), and the SMS telling them. */
  let assigned = 0;
  const sendSms = async (ip: string) => {
    cabToken = (await loginAs(ctx, '9000000004')).accessToken;
    const body = { _id: tripId, driverMobileNo: driver++, driverName: 'Ravi Kumar', rcNumber: 'KA05MN1234' };
    const [trip] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, tripId));
    if (trip!.driverEventDue === null) {
      expect((await post(cabToken, `${CAB}/assignCabDriver`, body, ip)).status).toBe(200);
      assigned++;
    }
    const event = assigned === 1 ? 'driverAssignedCabBookingGroup' : 'driverAssignedCabBookingGroupUpdate';
    return post(cabToken, `${CAB}/driver/communication`, { _id: tripId, event }, ip);
  };
  const outbox = async () => (await ctx.db.select().from(smsOutbox)).length;

  limitCases('sms', () => cabAccount, sendSms, outbox);
});

describe('click-to-call', () => {
  const bookingId = randomUUID();
  beforeAll(async () => {
    const [city] = await ctx.db.select().from(cities).limit(1);
    const tripId = randomUUID();
    const startAt = new Date(ctx.clock.now().getTime() + 1000 * HOUR);
    await ctx.db.insert(cabTrips).values({
      accountId: cabAccount,
      id: tripId,
      groupCode: 'LIM002',
      startAt,
      fromCityId: city!.id,
      toCityId: city!.id,
      seater: '7 Seater',
      passengers: 1,
      routeType: 'INTER',
      vehicleRc: null,
      driverMobile: null,
      driverName: null,
      supplyCostPaise: 100_000,
      contractValidUntil: new Date(startAt.getTime() + 30 * 24 * HOUR),
    });
    await ctx.db.insert(cabBookings).values({
      id: bookingId,
      accountId: cabAccount,
      tripId,
      name: 'Meera',
      mobile: '9811177777',
      seats: 1,
      status: 'CONFIRMED',
      pickupName: 'Airport',
      pickupAddress: 'Gate 1',
      pickupAt: startAt,
      dropName: 'Station',
      dropAddress: 'Platform 1',
      dropAt: new Date(startAt.getTime() + HOUR),
      marshalId: null,
    });
  });
  const placeCall = async (ip: string) => {
    cabToken = (await loginAs(ctx, '9000000004')).accessToken;
    // The user's own 5-a-minute allowance is cabs' (cab.api.test.ts); a minute apart keeps it out of the way.
    ctx.clock.advance(60_000);
    return post(cabToken, `${CAB}/clickToCall`, { caller: '9000000004', role: 'PASSENGER', bookingId }, ip);
  };
  const calls = async () => (await ctx.db.select().from(cabCalls)).length;

  limitCases('telephony', () => cabAccount, placeCall, calls);
});

describe('KYC provider calls', () => {
  // A name mismatch is answered (200) and stores nothing, so the same look-up can repeat.
  const lookUp = async (ip: string) => {
    opToken = (await loginAs(ctx, '9000000001')).accessToken;
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, `kyc-verify:${opAccount}`));
    return post(opToken, '/api/v1/user/kycVerify', { pan: 'ACUPA7085R' }, ip);
  };
  const asked = () => Promise.resolve(kyc.calls);

  describe('registry look-ups', () => {
    limitCases('kyc', () => opAccount, lookUp, asked);
  });

  it('the Aadhaar OTP send and check count towards the same allowance', async () => {
    opToken = (await loginAs(ctx, '9000000001')).accessToken;
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, 'otp-send:aadhaar:9000000001'));
    const ip = freshIp();
    await fill(paidCallBucket('kyc', 'account', opAccount), PAID_CALL_LIMITS.kyc.perAccount - 2);
    const before = kyc.calls;
    const sent = await post(opToken, '/api/v1/user/aadharOtp', { aadhaarNumber: '234123412346' }, ip);
    expect(sent.status).toBe(200);
    const txn = (sent.data as { decentroTxnId: string }).decentroTxnId;
    const checked = await post(
      opToken,
      '/api/v1/user/aadharVerify',
      { aadhaarNumber: '234123412346', transactionId: txn, otp: '000000' },
      ip,
    );
    expect(checked.status).toBe(200);
    expect(kyc.calls).toBe(before + 2);
    const check = await post(
      opToken,
      '/api/v1/user/aadharVerify',
      { aadhaarNumber: '234123412346', transactionId: txn, otp: '000001' },
      ip,
    );
    expect(check.status).toBe(429);
    expect(check.data).toMatch(
      /^Too many verification requests from this account\. Try again in 5\d minutes\.$/,
    );
    ctx.clock.advance(31_000);
    const resend = await post(opToken, '/api/v1/user/aadharOtp', { aadhaarNumber: '234123412346' }, ip);
    expect(resend.status).toBe(429);
    expect(kyc.calls).toBe(before + 2);
    await clear('kyc', opAccount);
  });
});
