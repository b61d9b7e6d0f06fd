import { describe, expect, it } from 'vitest';
import {
  KYC_MESSAGES,
  aadhaarOtpInputSchema,
  checkAadhaar,
  checkGstin,
  checkPan,
  checkUdyam,
  gstinCheckChar,
  isGstinRequiredFor,
  kycDetailsKey,
  kycDocumentsFor,
  kycEndpoints,
  kycInputSchemas,
  kycVerifyRequestSchema,
  verhoeffCheckDigit,
  verhoeffValid,
} from './kyc';

describe('PAN', () => {
  it.each(['ACUPA7085R', 'ABCPK4821L', 'AADCS7412M', 'aacfv2231q', ' AKRPR5521D '])('accepts %s', (pan) => {
    expect(checkPan(pan).ok).toBe(true);
  });
  it('upper-cases and trims', () => {
    expect(checkPan(' acupa7085r')).toEqual({ ok: true, value: 'ACUPA7085R' });
  });
  it('refuses ABMXA3211G: X is not a holder type', () => {
    expect(checkPan('ABMXA3211G')).toEqual({ ok: false, message: KYC_MESSAGES.panHolderType });
  });
  it.each(['ACUPA7085', 'ACUPA70851', '1CUPA7085R', 'ACUPA7085RR', 'ACU PA7085-R', 'ACUP@7085R'])(
    'refuses the shape %s',
    (pan) => {
      const r = checkPan(pan);
      expect(r.ok).toBe(false);
    },
  );
  it('empty gives the spec toast text', () => {
    expect(checkPan('')).toEqual({ ok: false, message: 'Please enter PAN to verify' });
  });
});

describe('GSTIN', () => {
  it('accepts 27AAPFU0939F1ZV', () => {
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' });
  });
  it('refuses 27AAPFU0939F1ZO: wrong check character', () => {
    expect(checkGstin('27AAPFU0939F1ZO')).toEqual({ ok: false, message: KYC_MESSAGES.gstCheck });
  });
  it('computes the mod-36 check character', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AADCS7412M1Z')).toBe('Y');
  });
  it('refuses an unknown state code', () => {
    const body = '45AAPFU0939F1Z';
    expect(checkGstin(body + gstinCheckChar(body))).toEqual({ ok: false, message: KYC_MESSAGES.gstState });
  });
  it('refuses an embedded PAN with a bad holder type', () => {
    const body = '27AAPXU0939F1Z';
    expect(checkGstin(body + gstinCheckChar(body))).toEqual({ ok: false, message: KYC_MESSAGES.gstPan });
  });
  it.each(['27AAPFU0939F1Z', '27AAPFU0939F1YV', '27AAPFU0939F0ZV', ''])('refuses %s', (g) => {
    expect(checkGstin(g).ok).toBe(false);
  });
  it('accepts the centre-jurisdiction code 99 and 97', () => {
    for (const s of ['97', '99']) {
      const body = `${s}AAPFU0939F1Z`;
      expect(checkGstin(body + gstinCheckChar(body)).ok).toBe(true);
    }
  });
});

describe('Aadhaar', () => {
  it('accepts 234123412346 (Verhoeff check digit)', () => {
    expect(checkAadhaar('234123412346')).toEqual({ ok: true, value: '234123412346' });
  });
  it('refuses 234123412347: the check digit does not match', () => {
    expect(checkAadhaar('234123412347')).toEqual({ ok: false, message: KYC_MESSAGES.aadhaarChecksum });
  });
  it.each(['23412341234', '2341234123466', '23412341234a', '', '034123412346', '134123412346'])(
    'refuses %s with the spec alert',
    (a) => {
      expect(checkAadhaar(a)).toEqual({ ok: false, message: 'Please enter a valid Aadhar number' });
    },
  );
  it('check digit generator agrees with the validator', () => {
    for (const base of ['23412341234', '52851739460', '99999999999', '20000000000']) {
      const full = base + verhoeffCheckDigit(base);
      expect(verhoeffValid(full)).toBe(true);
      const wrong = base + String((Number(full.at(-1)) + 1) % 10);
      expect(verhoeffValid(wrong)).toBe(false);
    }
  });
  it('catches every single-digit error and adjacent transposition of a valid number', () => {
    const valid = '234123412346';
    for (let i = 0; i < 12; i++) {
      for (let d = 0; d < 10; d++) {
        if (String(d) === valid[i]) continue;
        expect(verhoeffValid(`${valid.slice(0, i)}${d}${valid.slice(i + 1)}`)).toBe(false);
      }
      if (i < 11 && valid[i] !== valid[i + 1]) {
        const swapped = `${valid.slice(0, i)}${valid.charAt(i + 1)}${valid.charAt(i)}${valid.slice(i + 2)}`;
        expect(verhoeffValid(swapped)).toBe(false);
      }
    }
  });
});

describe('MSME (Udyam)', () => {
  it.each(['UDYAM-MH-19-0012345', 'udyam-ka-03-0045678', 'UDYAM-DL-01-0000001'])('accepts %s', (u) => {
    expect(checkUdyam(u).ok).toBe(true);
  });
  it.each([
    'UDYAM-MH-1-0012345',
    'UDYAM-MH-19-001234',
    'UDYOG-MH-19-0012345',
    'UDYAM-M1-19-0012345',
    'MH190012345',
  ])('refuses %s', (u) => {
    expect(checkUdyam(u)).toEqual({ ok: false, message: KYC_MESSAGES.msmeFormat });
  });
  it('refuses an unknown state code', () => {
    expect(checkUdyam('UDYAM-XX-19-0012345')).toEqual({ ok: false, message: KYC_MESSAGES.msmeState });
  });
  it('empty gives the spec toast text', () => {
    expect(checkUdyam('')).toEqual({ ok: false, message: 'Please enter MSME to verify' });
  });
});

describe('operator-type rules', () => {
  it('GSTIN required by sub type and turnover', () => {
    expect(isGstinRequiredFor('INDIVIDUAL', 10 ** 12)).toBe(false);
    expect(isGstinRequiredFor('COMPANY', 0)).toBe(true);
    expect(isGstinRequiredFor('LLP', 0)).toBe(true);
    expect(isGstinRequiredFor('PARTNERSHIP', 0)).toBe(true);
    expect(isGstinRequiredFor('PROPRIETORSHIP', 20_00_000 * 100)).toBe(false);
    expect(isGstinRequiredFor('PROPRIETORSHIP', 20_00_000 * 100 + 1)).toBe(true);
    expect(isGstinRequiredFor('INDIVIDUAL', 0, true)).toBe(true);
  });
  it('documents shown and kycDetails keys', () => {
    expect(kycDocumentsFor({ subType: 'INDIVIDUAL', isGSTINRequired: false })).toEqual([
      'PAN',
      'AADHAR',
      'MSME',
    ]);
    expect(kycDocumentsFor({ subType: 'COMPANY', isGSTINRequired: true })).toEqual(['PAN', 'GSTIN', 'MSME']);
    expect(kycDetailsKey('INDIVIDUAL', 'AADHAR')).toBe('individualAadhaar');
    expect(kycDetailsKey('COMPANY', 'GSTIN')).toBe('companyGstin');
    expect(kycDetailsKey('PROPRIETORSHIP', 'MSME')).toBe('proprietorshipMsme');
    expect(kycDetailsKey('LLP', 'PAN')).toBe('llpPan');
    expect(kycDetailsKey('PARTNERSHIP', 'PAN')).toBe('partnershipPan');
  });
  it('kycVerify takes exactly one document', () => {
    expect(kycVerifyRequestSchema.safeParse({ pan: 'X' }).success).toBe(true);
    expect(kycVerifyRequestSchema.safeParse({}).success).toBe(false);
    expect(kycVerifyRequestSchema.safeParse({ pan: 'X', gst: 'Y' }).success).toBe(false);
  });
});

describe('KYC input forms (the web checks what the server checks)', () => {
  const issue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  it('answer the normalized number', () => {
    expect(kycInputSchemas.PAN.parse({ value: ' abcpk4821l ' })).toEqual({ value: 'ABCPK4821L' });
    expect(kycInputSchemas.GSTIN.parse({ value: '29aadcs7412m1zy' })).toEqual({ value: '29AADCS7412M1ZY' });
    expect(kycInputSchemas.MSME.parse({ value: 'udyam-mh-19-0012345' })).toEqual({
      value: 'UDYAM-MH-19-0012345',
    });
    expect(kycInputSchemas.AADHAR.parse({ value: '5285 1739 4600' })).toEqual({ value: '528517394600' });
  });
  it("refuse with the rule's message at the field", () => {
    expect(issue(kycInputSchemas.PAN.safeParse({ value: '' }))).toEqual([
      { path: 'value', message: 'Please enter PAN to verify' },
    ]);
    expect(issue(kycInputSchemas.GSTIN.safeParse({ value: '' }))).toEqual([
      { path: 'value', message: 'Please enter GST to verify' },
    ]);
    expect(issue(kycInputSchemas.MSME.safeParse({ value: '' }))).toEqual([
      { path: 'value', message: 'Please enter MSME to verify' },
    ]);
    expect(issue(kycInputSchemas.PAN.safeParse({ value: 'ABMXA3211G' }))).toEqual([
      { path: 'value', message: KYC_MESSAGES.panHolderType },
    ]);
    expect(issue(kycInputSchemas.AADHAR.safeParse({ value: '2341234123' }))).toEqual([
      { path: 'value', message: 'Please enter a valid Aadhar number' },
    ]);
    expect(issue(kycInputSchemas.AADHAR.safeParse({ value: '234123412345' }))).toEqual([
      { path: 'value', message: KYC_MESSAGES.aadhaarChecksum },
    ]);
  });
  it('the OTP form takes six digits', () => {
    expect(aadhaarOtpInputSchema.safeParse({ otp: '123456' }).success).toBe(true);
    expect(issue(aadhaarOtpInputSchema.safeParse({ otp: '12345' }))).toEqual([
      { path: 'otp', message: 'Please enter a valid OTP' },
    ]);
  });
});

describe('KYC endpoints', () => {
  it('are OPERATOR-only tenant calls named KYC, but the profile (/user/details) that MG reads too', () => {
    const { details, ...kycOnly } = kycEndpoints;
    for (const endpoint of Object.values(kycOnly)) {
      expect(endpoint).toMatchObject({ access: 'tenant', accountTypes: ['OPERATOR'], feature: 'KYC' });
      expect(endpoint.errors).toEqual([400, 401, 403, 404, 409, 429, 502]);
    }
    // Part 2 §7: MG reads its profile through /mg/user/details; other account types get the
    // 'not registered in this model' 403 from the service, so no accountTypes on the declaration.
    expect(details).toMatchObject({ access: 'tenant' });
    expect('accountTypes' in details).toBe(false);
    expect(Object.values(kycEndpoints).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /user/details',
      'POST /user/kycVerify',
      'POST /user/aadharOtp',
      'POST /user/aadharVerify',
    ]);
  });
});
