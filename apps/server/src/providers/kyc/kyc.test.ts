import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_DECENTRO_CREDENTIALS, startFakeDecentro } from '../../../test/fakes/decentro-fake';
import type { FakeServer } from '../../../test/fakes/http-fake';
import { DecentroKyc, KycProviderError, SANDBOX_AADHAAR_OTP, SandboxKyc } from './kyc';

describe('Decentro adapter against a fake Decentro', () => {
  let fake: FakeServer;
  let decentro: DecentroKyc;
  beforeAll(async () => {
    fake = await startFakeDecentro();
    decentro = new DecentroKyc({ baseUrl: fake.url, ...FAKE_DECENTRO_CREDENTIALS });
  });
  afterAll(() => fake.close());

  it('validates a PAN: request shape and the holder name', async () => {
    expect(await decentro.validate('PAN', 'ABCPK4821L')).toEqual({ kind: 'found', name: 'RAJESH KUMAR' });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/kyc/public_registry/validate');
    expect(req.headers).toMatchObject({
      client_id: 'cid-test',
      client_secret: 'cs-test',
      module_secret: 'ms-test',
    });
    const body = JSON.parse(req.body) as Record<string, unknown>;
    expect(body).toMatchObject({ document_type: 'PAN', id_number: 'ABCPK4821L', consent: 'Y' });
    expect(String(body.consent_purpose).length).toBeGreaterThan(20);
    expect(body.reference_id).toEqual(expect.any(String));
  });

  it('GSTIN gives the legal name; Udyam the enterprise name (document_type UDYAM)', async () => {
    expect(await decentro.validate('GSTIN', '29AADCS7412M1ZY')).toEqual({
      kind: 'found',
      name: 'SHARMA TRAVELS PRIVATE LIMITED',
    });
    expect(await decentro.validate('MSME', 'UDYAM-MH-19-0012345')).toEqual({
      kind: 'found',
      name: 'SHIV SHAKTI TRAVELS',
    });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ document_type: 'UDYAM' });
  });

  it('an unknown number is a failure with the provider message', async () => {
    expect(await decentro.validate('PAN', 'ACUPA7085R')).toEqual({
      kind: 'failed',
      message: 'Invalid ID number or combination of inputs',
      responseKey: 'error_invalid_id_number',
    });
  });

  it('a 500 with error_provider_error is a provider error', async () => {
    await expect(decentro.validate('PAN', 'ERRPE0000R')).rejects.toBeInstanceOf(KycProviderError);
  });

  it('bad credentials are a provider error, not a document failure', async () => {
    const wrong = new DecentroKyc({ ...FAKE_DECENTRO_CREDENTIALS, baseUrl: fake.url, moduleSecret: 'nope' });
    await expect(wrong.validate('PAN', 'ABCPK4821L')).rejects.toThrow(/401/);
  });

  it('an unreachable host is a provider error', async () => {
    const down = new DecentroKyc({
      ...FAKE_DECENTRO_CREDENTIALS,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(down.validate('PAN', 'ABCPK4821L')).rejects.toBeInstanceOf(KycProviderError);
  });

  it('Aadhaar OTP: generate, wrong OTP, right OTP', async () => {
    const sent = await decentro.sendAadhaarOtp('528517394600');
    expect(sent).toEqual({ kind: 'sent', providerTxnId: 'DEC4600' });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      consent: true,
      aadhaar_number: '528517394600',
    });
    expect(fake.requests.at(-1)!.url.pathname).toBe('/v2/kyc/aadhaar_connect');
    expect(await decentro.validateAadhaarOtp({ providerTxnId: 'DEC4600', otp: '111111' })).toEqual({
      kind: 'wrong_otp',
    });
    expect(await decentro.validateAadhaarOtp({ providerTxnId: 'DEC4600', otp: '123456' })).toEqual({
      kind: 'verified',
      name: 'Rajesh Kumar',
    });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      initiation_transaction_id: 'DEC4600',
      otp: '123456',
    });
    expect(await decentro.validateAadhaarOtp({ providerTxnId: 'DECOLD1', otp: '123456' })).toEqual({
      kind: 'expired',
    });
  });

  it('Aadhaar OTP refusal and gateway timeout', async () => {
    expect(await decentro.sendAadhaarOtp('730162485916')).toMatchObject({
      kind: 'failed',
      responseKey: 'error_aadhaar_number_mobile_not_linked',
    });
    await expect(decentro.sendAadhaarOtp('384756102943')).rejects.toBeInstanceOf(KycProviderError);
  });
});

describe('sandbox provider', () => {
  it('is deterministic and offline', async () => {
    const s = new SandboxKyc();
    expect(await s.validate('PAN', 'ABCPK4821L')).toEqual({ kind: 'found', name: 'RAJESH KUMAR' });
    expect(await s.validate('PAN', 'AAAPL1234C')).toEqual({ kind: 'found', name: 'ARJUN MEHTA' });
    expect((await s.validate('GSTIN', '27AAPFU0939F1ZV')).kind).toBe('failed');
    await expect(s.validate('PAN', 'ERRPE0000R')).rejects.toBeInstanceOf(KycProviderError);
    const sent = await s.sendAadhaarOtp('528517394600');
    if (sent.kind !== 'sent') throw new Error('not sent');
    expect(await s.validateAadhaarOtp({ providerTxnId: sent.providerTxnId, otp: '654321' })).toEqual({
      kind: 'wrong_otp',
    });
    expect(
      await s.validateAadhaarOtp({ providerTxnId: sent.providerTxnId, otp: SANDBOX_AADHAAR_OTP }),
    ).toEqual({
      kind: 'verified',
      name: 'Rajesh Kumar',
    });
  });
});
