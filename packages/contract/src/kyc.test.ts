import { describe, expect, it } from 'vitest';
import {
  KYC_MESSAGES,
  checkAadhaar,
  checkGstin,
  checkPan,
  checkUdyam,
  gstinCheckChar,
  isGstinRequiredFor,
  kycDetailsKey,
  kycDocumentsFor,
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
