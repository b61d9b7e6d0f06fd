import { KYC_MESSAGES, NAME_MISMATCHED, type ErrorEnvelope } from '@oc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_DECENTRO_CREDENTIALS, startFakeDecentro } from '../../../test/fakes/decentro-fake';
import type { FakeServer } from '../../../test/fakes/http-fake';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';

/** The KYC API with KYC_PROVIDER=decentro against the fake Decentro: every outcome path. */
let fake: FakeServer;
let ctx: TestContext;
let token: string;

async function post(url: string, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: authHeaders(token),
    payload,
  });
  return { status: res.statusCode, body: res.json<{ data: Record<string, unknown> } & ErrorEnvelope>() };
}

beforeAll(async () => {
  fake = await startFakeDecentro();
  ctx = await createTestApp({
    seed: true,
    env: {
      KYC_PROVIDER: 'decentro',
      DECENTRO_BASE_URL: fake.url,
      DECENTRO_CLIENT_ID: FAKE_DECENTRO_CREDENTIALS.clientId,
      DECENTRO_CLIENT_SECRET: FAKE_DECENTRO_CREDENTIALS.clientSecret,
      DECENTRO_MODULE_SECRET: FAKE_DECENTRO_CREDENTIALS.moduleSecret,
    },
  });
  token = (await loginAs(ctx, '9000000001')).accessToken;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('KYC through Decentro (fake)', () => {
  it('a bad number never reaches Decentro', async () => {
    const before = fake.requests.length;
    expect((await post('/user/kycVerify', { pan: 'ABMXA3211G' })).status).toBe(400);
    expect((await post('/user/aadharOtp', { aadhaarNumber: '234123412347' })).status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('name mismatch, failure and provider error', async () => {
    expect((await post('/user/kycVerify', { pan: 'AAAPL1234C' })).body.data).toMatchObject({
      verified: false,
      decentroResponseKey: NAME_MISMATCHED,
    });
    expect((await post('/user/kycVerify', { pan: 'ACUPA7085R' })).body.data).toMatchObject({
      verified: false,
      decentroResponseKey: 'error_invalid_id_number',
      message: 'Invalid ID number or combination of inputs',
    });
    const down = await post('/user/kycVerify', { pan: 'ERRPE0000R' });
    expect(down.status).toBe(502);
    expect(down.body.data).toBe(KYC_MESSAGES.providerError);
  });

  it('PAN and MSME verified', async () => {
    expect((await post('/user/kycVerify', { pan: 'ABCPK4821L' })).body.data).toMatchObject({
      verified: true,
    });
    expect((await post('/user/kycVerify', { msme: 'UDYAM-MH-19-0012345' })).body.data).toMatchObject({
      verified: true,
    });
  });

  it('Aadhaar: refusal, outage, mismatch, wrong OTP, then verified', async () => {
    ctx.clock.advance(31_000);
    const refused = await post('/user/aadharOtp', { aadhaarNumber: '730162485916' });
    expect(refused.body.data).toMatchObject({
      decentroError: 'Aadhaar number does not have a mobile number linked to it',
    });
    ctx.clock.advance(31_000);
    expect((await post('/user/aadharOtp', { aadhaarNumber: '384756102943' })).status).toBe(502);

    ctx.clock.advance(31_000);
    const m = await post('/user/aadharOtp', { aadhaarNumber: '469203851723' });
    const mismatch = await post('/user/aadharVerify', {
      aadhaarNumber: '469203851723',
      transactionId: m.body.data.decentroTxnId,
      otp: '123456',
    });
    expect(mismatch.body.data).toMatchObject({ verified: false, statusCode: 'nameMismatch' });

    ctx.clock.advance(31_000);
    const sent = await post('/user/aadharOtp', { aadhaarNumber: '528517394600' });
    expect(sent.body.data).toMatchObject({ decentroError: null });
    const txn = sent.body.data.decentroTxnId;
    expect(txn).not.toBe('DEC4600'); // ours, not Decentro's
    const wrong = await post('/user/aadharVerify', {
      aadhaarNumber: '528517394600',
      transactionId: txn,
      otp: '999999',
    });
    expect(wrong.body.data).toMatchObject({ statusCode: 'wrongOtp', attemptsLeft: 2 });
    const ok = await post('/user/aadharVerify', {
      aadhaarNumber: '528517394600',
      transactionId: txn,
      otp: '123456',
    });
    expect(ok.body.data).toMatchObject({ verified: true, documentName: 'AADHAR' });
  });
});
