import { describe, expect, it } from 'vitest';
import { failureText, maskedValue, outcomeOfAadhaar, outcomeOfVerify } from './outcome';

describe('KYC outcomes', () => {
  it('maps verify answers to the three dialogs', () => {
    expect(
      outcomeOfVerify({ verified: true, decentroResponseKey: 'SUCCESS', message: '', documentName: 'PAN' }),
    ).toEqual({
      kind: 'success',
      document: 'PAN',
    });
    expect(
      outcomeOfVerify({
        verified: false,
        decentroResponseKey: 'NAME_MISMATCHED',
        message: 'x',
        documentName: 'GSTIN',
      }),
    ).toEqual({ kind: 'mismatch' });
    expect(
      outcomeOfVerify({ verified: false, decentroResponseKey: 'e', message: '', documentName: 'MSME' }),
    ).toEqual({
      kind: 'failure',
      message: 'Invalid Document. Please use a different one or contact support.',
    });
    expect(
      outcomeOfAadhaar({ verified: false, statusCode: 'nameMismatch', message: '', documentName: 'AADHAR' }),
    ).toEqual({
      kind: 'mismatch',
    });
  });
  it("reads 'Transaction ID is required' as a wrong OTP", () => {
    expect(failureText('Transaction ID is required')).toBe('Wrong OTP. Please try again.');
    expect(failureText('No records found for the given PAN.')).toBe('No records found for the given PAN.');
  });
  it('masks PAN as ten stars and Aadhar as 12 masked digits', () => {
    expect(maskedValue('PAN', 'ABCPK4821L')).toBe('**********');
    expect(maskedValue('AADHAR', 'XXXXXXXX4600')).toHaveLength(12);
    expect(maskedValue('AADHAR', 'XXXXXXXX4600')).not.toMatch(/\d/);
    expect(maskedValue('GSTIN', '29AADCS7412M1ZY')).toBe('29AADCS7412M1ZY');
  });
});
