import {
  KYC_MESSAGES,
  NAME_MISMATCHED,
  type AadhaarOtpResult,
  type AadhaarVerifyResult,
  type KycVerifyResult,
  type OperatorProfile,
} from '@oc/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aadhaarOtpTransactions,
  accountProfiles,
  accounts,
  kycDocuments,
  kycEvents,
  rateEvents,
  users,
} from '../../db/schema';
import { SandboxKyc, type RegistryDocument } from '../../providers/kyc/kyc';
import { LOGIN_OTP_LIMITS, OTP_SENDS_PER_HOUR, otpSendBucket } from '../auth/auth.service';
import { KYC_VERIFY_MAX_PER_HOUR } from './kyc.service';
import { createTestApp, loginAs, type TestContext, apiCaller } from '../../../test/support';

/** The sandbox, counting how often it is asked (checks must refuse before any provider call). */
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

const provider = new CountingKyc();
let ctx: TestContext;
const { call } = apiCaller(() => ctx);
let individual: string; // 9000000001 Shiv Shakti Travels (INDIVIDUAL, MSME)
let company: string; // 9000000005 Sharma Travels Pvt Ltd (COMPANY, GSTIN required)
let proprietor: string; // 9000000006 Sri Sai Bus Service (PROPRIETORSHIP, non-MSME)
let mg: string; // 9000000002 BUSOWNER only

async function accountOf(mobileNo: string) {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'OPERATOR')));
  return row!.id;
}

const verify = (token: string, payload: object) =>
  call<KycVerifyResult>(token, 'POST', '/api/v1/user/kycVerify', payload);
const sendOtp = async (token: string, aadhaarNumber: string) => {
  ctx.clock.advance(31_000); // the 30-second resend rule
  return call<AadhaarOtpResult>(token, 'POST', '/api/v1/user/aadharOtp', { aadhaarNumber });
};
const checkOtp = (token: string, payload: object) =>
  call<AadhaarVerifyResult>(token, 'POST', '/api/v1/user/aadharVerify', payload);
const details = async (token: string) =>
  (await call<OperatorProfile[]>(token, 'GET', '/api/v1/user/details')).body.data[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, overrides: { kyc: provider } });
  individual = (await loginAs(ctx, '9000000001')).accessToken;
  company = (await loginAs(ctx, '9000000005')).accessToken;
  proprietor = (await loginAs(ctx, '9000000006')).accessToken;
  mg = (await loginAs(ctx, '9000000002')).accessToken;
});
afterAll(() => ctx.close());
// This file makes many KYC provider calls from one address within its hour: the per-account and
// per-address allowances of paid calls are test/paid-call-limits.api.test.ts's, so each test starts afresh.
beforeEach(async () => {
  await ctx.db.delete(rateEvents).where(like(rateEvents.bucket, 'paid:kyc:%'));
});

describe('GET /user/details', () => {
  it("INDIVIDUAL: PAN, Aadhaar and MSME pending under the individual prefix; the mobile number is the token's", async () => {
    const res = await call<OperatorProfile[]>(individual, 'GET', '/api/v1/user/details?mobileNo=9999999999');
    expect(res.status).toBe(200);
    const p = res.body.data[0]!;
    expect(p).toMatchObject({
      name: 'Shiv Shakti Travels',
      mobileNo: '9000000001',
      subType: 'INDIVIDUAL',
      isGSTINRequired: false,
      isMSME: true,
      walletBalance: expect.any(Number) as number,
    });
    expect(Object.keys(p.kycDetails).sort()).toEqual([
      'individualAadhaar',
      'individualMsme',
      'individualPan',
    ]);
    expect(p.kycDetails.individualPan).toEqual({
      documentName: 'PAN',
      status: 'PENDING',
      value: null,
      completedOn: null,
    });
  });

  it('COMPANY: PAN, GSTIN and MSME, no Aadhaar', async () => {
    const p = await details(company);
    expect(p.subType).toBe('COMPANY');
    expect(p.isGSTINRequired).toBe(true);
    expect(Object.keys(p.kycDetails).sort()).toEqual(['companyGstin', 'companyMsme', 'companyPan']);
  });

  it('PROPRIETORSHIP below the turnover threshold and non-MSME', async () => {
    const p = await details(proprietor);
    expect(p).toMatchObject({ subType: 'PROPRIETORSHIP', isGSTINRequired: false, isMSME: false });
    expect(Object.keys(p.kycDetails).sort()).toEqual(['proprietorshipMsme', 'proprietorshipPan']);
  });

  it('KYC belongs to OPERATOR accounts: 403 for an MG account', async () => {
    const post = await call(mg, 'POST', '/api/v1/mg/user/kycVerify', { pan: 'ABCPK4821L' });
    expect(post.status).toBe(403);
    expect(post.body.data).toBe('The MG business model does not include KYC.');
    // GET /mg/user/details is the MG account's profile (part 2): no KYC documents in it.
    const res = await call<OperatorProfile[]>(mg, 'GET', '/api/v1/mg/user/details');
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.kycDetails).toEqual({});
  });

  it('401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/details' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /user/kycVerify', () => {
  it.each([
    [{ pan: 'ABMXA3211G' }, KYC_MESSAGES.panHolderType],
    [{ pan: 'ACUPA708' }, KYC_MESSAGES.panFormat],
    [{ pan: '' }, 'Please enter PAN to verify'],
    [{ gst: '27AAPFU0939F1ZO' }, KYC_MESSAGES.gstCheck],
    [{ msme: 'UDYAM-MH-19-001234' }, KYC_MESSAGES.msmeFormat],
    [{ msme: '' }, 'Please enter MSME to verify'],
  ])('%j answers 400 without calling the provider', async (body, message) => {
    const before = provider.calls;
    const res = await verify(individual, body);
    expect(res.status).toBe(400);
    expect(res.body.data).toBe(message);
    expect(provider.calls).toBe(before);
  });

  it('exactly one document per call', async () => {
    expect((await verify(individual, { pan: 'ABCPK4821L', gst: '29AADCS7412M1ZY' })).status).toBe(400);
    expect((await verify(individual, {})).status).toBe(400);
  });

  it('GSTIN only when required', async () => {
    const res = await verify(individual, { gst: '27AAPFU0939F1ZV' });
    expect(res.status).toBe(400);
    expect(res.body.data).toBe(KYC_MESSAGES.gstNotRequired);
  });

  it('MSME is refused for an account registered as non-MSME', async () => {
    const before = provider.calls;
    const res = await verify(proprietor, { msme: 'UDYAM-MH-19-0012345' });
    expect(res.status).toBe(400);
    expect(res.body.data).toBe('You were registered as a non MSME entity');
    expect(provider.calls).toBe(before);
  });

  it('name mismatch: NAME_MISMATCHED and the analytics event', async () => {
    const res = await verify(individual, { pan: 'aaapl1234c' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      verified: false,
      decentroResponseKey: NAME_MISMATCHED,
      message: KYC_MESSAGES.nameMismatch,
      documentName: 'PAN',
    });
    const accountId = await accountOf('9000000001');
    const events = await ctx.db.select().from(kycEvents).where(eq(kycEvents.accountId, accountId));
    expect(events.at(-1)).toMatchObject({
      event: 'KYC_NAME_MISMATCH',
      documentType: 'PAN',
      provider: 'sandbox',
      providerName: 'ARJUN MEHTA',
      accountName: 'Shiv Shakti Travels',
      registeredNumber: '9000000001',
    });
    expect((await details(individual)).kycDetails.individualPan!.status).toBe('PENDING');
  });

  it('failure with the provider message for a number the registry does not know', async () => {
    const res = await verify(individual, { pan: 'ACUPA7085R' });
    expect(res.body.data).toMatchObject({ verified: false, message: 'No records found for the given PAN.' });
    expect(res.body.data.decentroResponseKey).not.toBe(NAME_MISMATCHED);
  });

  it('a provider outage answers 502 with the provider-error text', async () => {
    const res = await verify(individual, { pan: 'ERRPE0000R' });
    expect(res.status).toBe(502);
    expect(res.body.data).toBe(KYC_MESSAGES.providerError);
  });

  it(`allows ${KYC_VERIFY_MAX_PER_HOUR} registry look-ups per account an hour, then 429 without calling the provider`, async () => {
    const account = await accountOf('9000000006');
    const bucket = `kyc-verify:${account}`;
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
    for (let i = 0; i < KYC_VERIFY_MAX_PER_HOUR; i++)
      expect((await verify(proprietor, { pan: 'ACUPA7085R' })).status).toBe(200);
    const before = provider.calls;
    const over = await verify(proprietor, { pan: 'ACUPA7085R' });
    expect(over.status).toBe(429);
    expect(over.body.data).toMatch(/^Too many verification attempts\. Try again in/);
    expect(provider.calls).toBe(before);
    // Bad input is refused before it counts.
    expect((await verify(proprietor, { pan: 'ABMXA3211G' })).status).toBe(400);
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
  });

  it('PAN verified: stored under the prefix, Verified with its date, then locked', async () => {
    const res = await verify(individual, { pan: 'ABCPK4821L' });
    expect(res.body.data).toEqual({
      verified: true,
      decentroResponseKey: 'SUCCESS',
      message: 'Your PAN has been successfully verified',
      documentName: 'PAN',
    });
    const doc = (await details(individual)).kycDetails.individualPan!;
    expect(doc).toEqual({
      documentName: 'PAN',
      status: 'VERIFIED',
      value: 'ABCPK4821L',
      completedOn: ctx.clock.now().toISOString(),
    });
    const before = provider.calls;
    const again = await verify(individual, { pan: 'AAAPL1234C' });
    expect(again.status).toBe(409);
    expect(again.body.data).toBe(KYC_MESSAGES.alreadyVerified);
    expect(provider.calls).toBe(before);
    expect((await details(individual)).kycDetails.individualPan!.value).toBe('ABCPK4821L');
  });

  it('COMPANY verifies PAN and GSTIN; MSME for the individual', async () => {
    expect((await verify(company, { pan: 'AADCS7412M' })).body.data.verified).toBe(true);
    const gst = await verify(company, { gst: '29aadcs7412m1zy' });
    expect(gst.body.data).toMatchObject({ verified: true, documentName: 'GSTIN' });
    const gstMismatch = await verify(company, { gst: '27AAAPL1234C1ZE' });
    expect(gstMismatch.status).toBe(409);
    const msme = await verify(individual, { msme: 'UDYAM-MH-19-0012345' });
    expect(msme.body.data).toMatchObject({
      verified: true,
      message: 'Your MSME has been successfully verified',
    });
    const p = await details(company);
    expect(p.kycDetails.companyGstin).toMatchObject({ status: 'VERIFIED', value: '29AADCS7412M1ZY' });
  });

  it('Udyam name mismatch', async () => {
    const res = await verify(company, { msme: 'UDYAM-DL-01-0000001' });
    expect(res.body.data).toMatchObject({
      verified: false,
      decentroResponseKey: NAME_MISMATCHED,
      documentName: 'MSME',
    });
  });
});

describe('Aadhaar OTP', () => {
  const RAJESH = '528517394600';
  const MISMATCH = '469203851723';
  let rajeshAccount: string;

  beforeAll(async () => {
    rajeshAccount = await accountOf('9000000001');
  });
  // Access tokens live 15 minutes and these tests move the clock: log in afresh each time.
  beforeEach(async () => {
    individual = (await loginAs(ctx, '9000000001')).accessToken;
    company = (await loginAs(ctx, '9000000005')).accessToken;
    proprietor = (await loginAs(ctx, '9000000006')).accessToken;
  });
  const clearSends = () =>
    ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, otpSendBucket('aadhaar', '9000000001')));

  it('only for INDIVIDUAL', async () => {
    const res = await sendOtp(company, RAJESH);
    expect(res.status).toBe(400);
    expect(res.body.data).toBe(KYC_MESSAGES.aadhaarOnlyIndividual);
  });

  it('checksum and length are checked before the provider', async () => {
    const before = provider.calls;
    const bad = await sendOtp(individual, '234123412347');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toBe(KYC_MESSAGES.aadhaarChecksum);
    const short = await sendOtp(individual, '23412341234');
    expect(short.status).toBe(400);
    expect(short.body.data).toBe('Please enter a valid Aadhar number');
    expect(provider.calls).toBe(before);
  });

  it('a provider refusal comes back in decentroError; an outage is 502', async () => {
    await clearSends();
    const refused = await sendOtp(individual, '730162485916');
    expect(refused.status).toBe(200);
    expect(refused.body.data.decentroError).toMatch(/mobile number/);
    expect(refused.body.data.decentroTxnId).toBeNull();
    const outage = await sendOtp(individual, '384756102943');
    expect(outage.status).toBe(502);
    expect(outage.body.data).toBe(KYC_MESSAGES.providerError);
  });

  it('sends have their own per-number allowance (5 an hour) and the 30-second rule', async () => {
    await clearSends();
    for (let i = 0; i < OTP_SENDS_PER_HOUR.aadhaar; i++)
      expect((await sendOtp(individual, '234123412346')).status).toBe(200);
    const sixth = await sendOtp(individual, '234123412346');
    expect(sixth.status).toBe(429);
    expect(sixth.body.data).toMatch(/^Too many OTPs requested\. Try again in \d+ minutes?\.$/);
    await clearSends();
    await sendOtp(individual, '234123412346');
    const quick = await call(individual, 'POST', '/api/v1/user/aadharOtp', { aadhaarNumber: '234123412346' });
    expect(quick.status).toBe(429);
    await clearSends();
  });

  describe("Aadhaar and login OTPs never use up each other's allowance", () => {
    let ipSeq = 0;
    /** POST /user/login for 9000000001 after the 30-second rule, from an address of its own. */
    const loginOtp = async () => {
      ctx.clock.advance(31_000);
      const captcha = await ctx.app.inject({ method: 'POST', url: '/api/v1/captcha/sandbox' });
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: `10.251.0.${++ipSeq}`,
        payload: {
          mobileNo: '9000000001',
          captchaValue: captcha.json<{ data: { token: string } }>().data.token,
        },
      });
      return { status: r.statusCode, body: r.json<{ data: string }>() };
    };
    const clearLoginSends = () =>
      ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, otpSendBucket('login', '9000000001')));

    it('using up the Aadhaar OTPs leaves the login OTPs available', async () => {
      await clearSends();
      await clearLoginSends();
      for (let i = 0; i < OTP_SENDS_PER_HOUR.aadhaar; i++)
        expect((await sendOtp(individual, '234123412346')).status).toBe(200);
      expect((await sendOtp(individual, '234123412346')).status).toBe(429);
      // Every login OTP of the hour is still there.
      for (let i = 0; i < LOGIN_OTP_LIMITS.busySendsPerHour; i++) {
        const login = await loginOtp();
        expect(login.status, `login OTP ${i + 1}`).toBe(200);
        expect(login.body.data).toBe('otp sent');
      }
      await clearSends();
      await clearLoginSends();
    });

    it('sending login OTPs until the number is under attack leaves the Aadhaar OTPs available', async () => {
      await clearSends();
      await clearLoginSends();
      for (let i = 0; i < LOGIN_OTP_LIMITS.busySendsPerHour; i++) expect((await loginOtp()).status).toBe(200);
      // The number now counts as under attack: the next login OTP waits 10 minutes.
      const refused = await loginOtp();
      expect(refused.status).toBe(429);
      expect(refused.body.data).toMatch(/^Please wait \d+ minutes before requesting another OTP\.$/);
      for (let i = 0; i < OTP_SENDS_PER_HOUR.aadhaar; i++)
        expect((await sendOtp(individual, '234123412346')).status, `Aadhaar OTP ${i + 1}`).toBe(200);
      await clearSends();
      await clearLoginSends();
    });
  });

  it('name mismatch: statusCode nameMismatch and the analytics event', async () => {
    const sent = await sendOtp(individual, MISMATCH);
    const res = await checkOtp(individual, {
      aadhaarNumber: MISMATCH,
      transactionId: sent.body.data.decentroTxnId,
      otp: '123456',
    });
    expect(res.body.data).toEqual({
      verified: false,
      statusCode: 'nameMismatch',
      message: KYC_MESSAGES.nameMismatch,
      documentName: 'AADHAR',
    });
    const events = await ctx.db.select().from(kycEvents).where(eq(kycEvents.accountId, rajeshAccount));
    expect(events.at(-1)).toMatchObject({
      documentType: 'AADHAR',
      providerName: 'Arjun Mehta',
      registeredNumber: '9000000001',
    });
  });

  it('3 tries, then the transaction is dead', async () => {
    await clearSends();
    const txn = (await sendOtp(individual, RAJESH)).body.data.decentroTxnId!;
    const first = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '000000' });
    expect(first.body.data).toMatchObject({
      verified: false,
      statusCode: 'wrongOtp',
      message: 'The OTP you entered is incorrect',
      attemptsLeft: 2,
    });
    expect(
      (await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '000001' })).body.data
        .attemptsLeft,
    ).toBe(1);
    const third = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '000002' });
    expect(third.body.data).toMatchObject({
      verified: false,
      statusCode: null,
      message: KYC_MESSAGES.otpExhausted,
    });
    const fourth = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '123456' });
    expect(fourth.body.data.message).toBe(KYC_MESSAGES.otpExhausted);
  });

  it('expires after 10 minutes', async () => {
    const txn = (await sendOtp(individual, RAJESH)).body.data.decentroTxnId!;
    ctx.clock.advance(10 * 60_000);
    const res = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '123456' });
    expect(res.body.data).toMatchObject({ verified: false, message: KYC_MESSAGES.otpExpired });
  });

  it('bound to the number and to the account', async () => {
    await clearSends();
    const txn = (await sendOtp(individual, RAJESH)).body.data.decentroTxnId!;
    const other = await checkOtp(individual, {
      aadhaarNumber: '234123412346',
      transactionId: txn,
      otp: '123456',
    });
    expect(other.body.data.message).toBe(KYC_MESSAGES.aadhaarMismatchTxn);
    // Another INDIVIDUAL account cannot use it.
    const sriSai = await accountOf('9000000006');
    await ctx.db
      .update(accountProfiles)
      .set({ subType: 'INDIVIDUAL' })
      .where(eq(accountProfiles.accountId, sriSai));
    try {
      const foreign = await checkOtp(proprietor, {
        aadhaarNumber: RAJESH,
        transactionId: txn,
        otp: '123456',
      });
      // Issue 11: another account's transaction says so (was 'Transaction ID is required').
      expect(foreign.status).toBe(404);
      expect(foreign.body.data).toBe('This OTP request was not found for your account. Request a new OTP.');
    } finally {
      await ctx.db
        .update(accountProfiles)
        .set({ subType: 'PROPRIETORSHIP' })
        .where(eq(accountProfiles.accountId, sriSai));
    }
    const missing = await checkOtp(individual, { aadhaarNumber: RAJESH, otp: '123456' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toBe('Transaction ID is required');
    const huge = await checkOtp(individual, {
      aadhaarNumber: RAJESH,
      transactionId: 'x'.repeat(200_000),
      otp: '123456',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.data).toBe('Not a valid transaction id');
    const badOtp = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId: txn, otp: '12345' });
    expect(badOtp.status).toBe(400);
    expect(badOtp.body.data).toBe('Please enter a valid OTP');
  });

  it("a transaction id that is not the account's (another account's, unknown, not an id) is 404, and costs no try", async () => {
    await clearSends();
    const sriSai = await accountOf('9000000006');
    await ctx.db
      .update(accountProfiles)
      .set({ subType: 'INDIVIDUAL' })
      .where(eq(accountProfiles.accountId, sriSai));
    try {
      ctx.clock.advance(31_000);
      const theirs = (await sendOtp(proprietor, RAJESH)).body.data.decentroTxnId!;
      const before = provider.calls;
      for (const transactionId of [theirs, '0b5e8d52-3c0e-4b8f-9a51-6f1d2b7c9e10', 'DEC4600']) {
        const res = await checkOtp(individual, { aadhaarNumber: RAJESH, transactionId, otp: '123456' });
        expect(res.status, transactionId).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, data: KYC_MESSAGES.otpRequestNotFound });
      }
      expect(provider.calls).toBe(before);
      // Still usable by its own account.
      const own = await checkOtp(proprietor, { aadhaarNumber: RAJESH, transactionId: theirs, otp: '000000' });
      expect(own.body.data).toMatchObject({ statusCode: 'wrongOtp', attemptsLeft: 2 });
    } finally {
      await ctx.db
        .update(accountProfiles)
        .set({ subType: 'PROPRIETORSHIP' })
        .where(eq(accountProfiles.accountId, sriSai));
      await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, otpSendBucket('aadhaar', '9000000006')));
    }
  });

  it('verified with OTP 123456; stored and answered masked; never in full anywhere; then locked', async () => {
    await clearSends();
    const sent = await sendOtp(individual, RAJESH);
    expect(sent.body.data).toMatchObject({
      decentroError: null,
      decentroResponseKey: 'success_otp_generated',
    });
    const res = await checkOtp(individual, {
      aadhaarNumber: RAJESH,
      transactionId: sent.body.data.decentroTxnId,
      otp: '123456',
    });
    expect(res.body.data).toEqual({
      verified: true,
      statusCode: null,
      message: 'Your AADHAR has been successfully verified',
      documentName: 'AADHAR',
    });
    const doc = (await details(individual)).kycDetails.individualAadhaar!;
    expect(doc).toMatchObject({ status: 'VERIFIED', value: 'XXXXXXXX4600' });

    const stored = JSON.stringify([
      await ctx.db.select().from(kycDocuments).where(eq(kycDocuments.accountId, rajeshAccount)),
      await ctx.db.select().from(aadhaarOtpTransactions),
      await ctx.db.select().from(kycEvents),
    ]);
    for (const n of [RAJESH, MISMATCH, '234123412346', '730162485916', '384756102943'])
      expect(stored).not.toContain(n);
    expect(stored).toContain('4600');

    const again = await sendOtp(individual, RAJESH);
    expect(again.status).toBe(409);
  });
});
