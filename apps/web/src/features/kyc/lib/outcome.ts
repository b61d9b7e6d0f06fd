import {
  KYC_MESSAGES,
  NAME_MISMATCHED,
  NAME_MISMATCH_STATUS,
  type AadhaarVerifyResult,
  type KycDocumentName,
  type KycVerifyResult,
} from '@oc/contract';
import { errorMessage, isApiError } from '../../../lib/api/errors';

/** What a verification ended in: one of the three dialogs of part 1 §8. */
export type KycOutcome =
  | { kind: 'success'; document: KycDocumentName }
  | { kind: 'mismatch' }
  | { kind: 'failure'; message: string };

/**
 * Where a refused KYC call's message shows (part 1 §8):
 * - `toast`: provider trouble (502: the provider-error text), limits (429), anything unexpected;
 * - `form`: a refused value (400) at its input, and in the OTP modal the 404 'This OTP request was
 *   not found for your account. Request a new OTP.' (the transaction is not the account's);
 * - `dialog`: 'Transaction ID is required', shown in Verification Failed as 'Wrong OTP. Please try again.'.
 */
export type CallErrorPlace =
  | { place: 'toast'; message: string }
  | { place: 'form'; message: string }
  | { place: 'dialog'; outcome: KycOutcome };

export function placeOfCallError(err: unknown): CallErrorPlace {
  if (!isApiError(err)) return { place: 'toast', message: errorMessage(err) };
  if (err.status === 502) return { place: 'toast', message: err.message || KYC_MESSAGES.providerError };
  if (err.status === 400 && err.message === KYC_MESSAGES.transactionRequired)
    return { place: 'dialog', outcome: { kind: 'failure', message: failureText(err.message) } };
  if (err.status === 400) return { place: 'form', message: err.message };
  if (err.status === 404 && err.message === KYC_MESSAGES.otpRequestNotFound)
    return { place: 'form', message: err.message };
  return { place: 'toast', message: errorMessage(err) };
}

/** The failure dialog's text: the server message, 'Transaction ID is required' read as a wrong OTP. */
export function failureText(message: string | null | undefined): string {
  if (!message) return KYC_MESSAGES.defaultFailure;
  if (message === KYC_MESSAGES.transactionRequired) return KYC_MESSAGES.wrongOtpShown;
  return message;
}

export function outcomeOfVerify(result: KycVerifyResult): KycOutcome {
  if (result.verified) return { kind: 'success', document: result.documentName };
  if (result.decentroResponseKey === NAME_MISMATCHED) return { kind: 'mismatch' };
  return { kind: 'failure', message: failureText(result.message) };
}

export function outcomeOfAadhaar(result: AadhaarVerifyResult): KycOutcome {
  if (result.verified) return { kind: 'success', document: 'AADHAR' };
  if (result.statusCode === NAME_MISMATCH_STATUS) return { kind: 'mismatch' };
  return { kind: 'failure', message: failureText(result.message) };
}

/** Verified PAN shows ten stars; Aadhar 12 masked digits (part 1 §4). */
export function maskedValue(doc: KycDocumentName, value: string | null): string {
  if (doc === 'PAN') return '*'.repeat(10);
  if (doc === 'AADHAR') return 'X'.repeat(12);
  return value ?? '';
}
