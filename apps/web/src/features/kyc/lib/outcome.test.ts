import { KYC_MESSAGES } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { failureText, maskedValue, outcomeOfAadhaar, outcomeOfVerify, placeOfCallError } from './outcome';

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

describe('where a refused KYC call shows', () => {
  it('provider trouble is the provider-error toast', () => {
    expect(placeOfCallError(new ApiError(502, KYC_MESSAGES.providerError))).toEqual({
      place: 'toast',
      message: KYC_MESSAGES.providerError,
    });
    expect(placeOfCallError(new ApiError(502, ''))).toEqual({
      place: 'toast',
      message: KYC_MESSAGES.providerError,
    });
  });
  it('a refused value is shown at the form', () => {
    expect(placeOfCallError(new ApiError(400, KYC_MESSAGES.panFormat))).toEqual({
      place: 'form',
      message: KYC_MESSAGES.panFormat,
    });
  });
  it("'Transaction ID is required' is Verification Failed with 'Wrong OTP. Please try again.'", () => {
    expect(placeOfCallError(new ApiError(400, 'Transaction ID is required'))).toEqual({
      place: 'dialog',
      outcome: { kind: 'failure', message: 'Wrong OTP. Please try again.' },
    });
  });
  it("another account's OTP request says so in the OTP modal", () => {
    const message = 'This OTP request was not found for your account. Request a new OTP.';
    expect(placeOfCallError(new ApiError(404, message))).toEqual({ place: 'form', message });
  });
  it('anything else is a toast with the server message', () => {
    expect(
      placeOfCallError(new ApiError(429, 'Please wait 12 seconds before requesting another OTP.')),
    ).toEqual({
      place: 'toast',
      message: 'Please wait 12 seconds before requesting another OTP.',
    });
    expect(placeOfCallError(new ApiError(404, 'no data found'))).toEqual({
      place: 'toast',
      message: 'no data found',
    });
    expect(placeOfCallError(new Error('boom'))).toEqual({ place: 'toast', message: 'Something went wrong' });
  });
});
