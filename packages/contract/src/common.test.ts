import { describe, expect, it } from 'vitest';
import { verifyOtpRequestSchema } from './auth';
import { MOBILE_NUMBER_INCOMPLETE, MOBILE_NUMBER_REQUIRED, mobileNoSchema } from './common';
import { OTP_REQUIRED, mobileNoProblem, otpProblem } from './constants';
import { summaryFilename, tripRevenueExportFilename } from './contracts';
import { fleetExportFilename } from './fleet';
import { payoutReportFilename } from './payouts';
import { qualityExportFilename } from './quality';

function message(value: unknown): string | undefined {
  const r = mobileNoSchema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('mobileNoSchema (login, part 1 §5/§8)', () => {
  it("keeps 'Mobile Number is required' for empty, short (1 to 5 digits) and non-digit values", () => {
    for (const v of [undefined, '', '   ', '9', '98765', '98abc', '98765432101', '+919876543210'])
      expect(message(v), String(v)).toBe(MOBILE_NUMBER_REQUIRED);
  });

  it('asks for all 10 digits when 6 to 9 were typed', () => {
    for (const v of ['987654', '9876543', '98765432', '987654321'])
      expect(message(v), v).toBe(MOBILE_NUMBER_INCOMPLETE);
    expect(MOBILE_NUMBER_INCOMPLETE).toBe('Enter all 10 digits of your mobile number');
  });

  it('accepts 10 digits starting with 6 to 9 and refuses other first digits', () => {
    expect(message('9876543210')).toBeUndefined();
    expect(message(' 6000000000 ')).toBeUndefined();
    expect(message('5876543210')).toBe('Enter a valid 10-digit Indian mobile number');
  });
});

describe('the plain checks of the login form agree with the schemas', () => {
  const samples = [
    '',
    '   ',
    '9',
    '98765',
    '98abc',
    '987654',
    ' 987654321 ',
    '98765432101',
    '+919876543210',
    '9876543210',
    ' 6000000000 ',
    '5876543210',
    '0000000000',
    '1234',
    ' 1234 ',
    '12a4',
    '123',
    '12345',
    'abcd',
  ];

  it('mobileNoProblem gives the first message of mobileNoSchema', () => {
    for (const v of samples) expect(mobileNoProblem(v) ?? undefined, JSON.stringify(v)).toBe(message(v));
  });

  it('otpProblem gives the first message of the OTP rule of verifyOtpRequestSchema', () => {
    const otpSchema = verifyOtpRequestSchema.shape.otp;
    for (const v of samples) {
      const r = otpSchema.safeParse(v);
      const expected = r.success ? undefined : r.error.issues[0]?.message;
      expect(otpProblem(v) ?? undefined, JSON.stringify(v)).toBe(expected);
    }
    expect(otpProblem('')).toBe(OTP_REQUIRED);
  });
});

describe('download file names (issue 36 item 17)', () => {
  it('write every date one way, YYYY-MM-DD (IST), whatever the download', () => {
    // 00:00 IST of 16 Nov 2026 … 23:59:59.999 IST of 22 Nov 2026
    const from = Date.UTC(2026, 10, 15, 18, 30);
    const to = Date.UTC(2026, 10, 22, 18, 29, 59, 999);
    const names = [
      payoutReportFilename(from, to),
      qualityExportFilename('Inspection Data 1', from, to),
      fleetExportFilename(from, to),
      tripRevenueExportFilename('2026-11-16', '2026-11-22'),
      summaryFilename('2026-11-16', '2026-11-22', 'Punjab Roadlines'),
    ];
    for (const name of names) {
      expect(name, name).toContain('2026-11-16_2026-11-22');
      expect(name, name).not.toMatch(/\d{2}-\d{2}-\d{4}/);
    }
  });
});
