import {
  KYC_MESSAGES,
  NAME_MISMATCHED,
  NAME_MISMATCH_STATUS,
  verificationSuccessText,
  type AadhaarVerifyResult,
  type KycDocumentName,
  type KycVerifyResult,
} from '@oc/contract';

/** What a verification ended in: one of the three dialogs of part 1 §8. */
export type KycOutcome =
  | { kind: 'success'; document: KycDocumentName }
  | { kind: 'mismatch' }
  | { kind: 'failure'; message: string };

export const DIALOG_TEXTS = {
  successTitle: 'Verification Successful',
  mismatchTitle: 'Name Mismatch',
  mismatchBody: KYC_MESSAGES.nameMismatch,
  failureTitle: 'Verification Failed',
} as const;

export { verificationSuccessText };

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
