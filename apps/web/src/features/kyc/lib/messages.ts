import type { KycDocumentName } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/** A document's input placeholder; `{example}` is a number's shape (a code, never translated). */
export const PLACEHOLDERS: Record<KycDocumentName, Message> = defineMessages({
  PAN: { id: 'kyc.placeholder.pan', defaultMessage: 'Enter PAN, e.g. {example}' },
  AADHAR: { id: 'kyc.placeholder.aadhar', defaultMessage: 'Enter 12-digit Aadhar number' },
  GSTIN: { id: 'kyc.placeholder.gstin', defaultMessage: 'Enter 15-character GSTIN' },
  MSME: { id: 'kyc.placeholder.msme', defaultMessage: 'Enter Udyam number, e.g. {example}' },
});

/** The examples in the placeholders. */
export const PLACEHOLDER_EXAMPLES: Partial<Record<KycDocumentName, string>> = {
  PAN: 'ABCPE1234F',
  MSME: 'UDYAM-MH-19-0012345',
};

/**
 * The contract's operator-type rules (OPERATOR_TYPE_RULES), by their types joined with ',', and its
 * note: the same English (lib/messages.test.ts checks it), translatable here.
 */
export const OPERATOR_TYPE_TEXTS = defineMessages({
  INDIVIDUAL: {
    id: 'kyc.operatorType.ruleIndividual',
    defaultMessage: 'PAN and Aadhar are required; GSTIN is optional.',
  },
  'COMPANY,LLP,PARTNERSHIP': {
    id: 'kyc.operatorType.ruleCompany',
    defaultMessage: 'PAN and GSTIN are required.',
  },
  PROPRIETORSHIP: {
    id: 'kyc.operatorType.ruleProprietorship',
    defaultMessage: 'PAN is required, and GSTIN when the turnover exceeds 20 lakh rupees.',
  },
  note: {
    id: 'kyc.operatorType.note',
    defaultMessage: 'Operator type cannot be changed here. To change it, please contact the team.',
  },
});

/**
 * The result dialogs (part 1 §8) and the contract's texts (KYC_MESSAGES) the screen chooses to
 * show itself: the same English (lib/messages.test.ts checks it), translatable here.
 */
export const KYC_TEXTS = defineMessages({
  successTitle: { id: 'kyc.result.successTitle', defaultMessage: 'Verification Successful' },
  /** contract `verificationSuccessText`, with `{ doc }` one of {@link SUCCESS_DOCUMENTS}. */
  successBody: { id: 'kyc.result.successBody', defaultMessage: 'Your {doc} has been successfully verified' },
  mismatchTitle: { id: 'kyc.result.mismatchTitle', defaultMessage: 'Name Mismatch' },
  failureTitle: { id: 'kyc.result.failureTitle', defaultMessage: 'Verification Failed' },
  nameMismatch: {
    id: 'kyc.result.nameMismatch',
    defaultMessage: "The name on your document doesn't match your account name. Please verify and re-enter.",
  },
  aadhaarInvalid: { id: 'kyc.aadhar.invalid', defaultMessage: 'Please enter a valid Aadhar number' },
  otpIncorrect: { id: 'kyc.otp.incorrect', defaultMessage: 'The OTP you entered is incorrect' },
  nonMsme: { id: 'kyc.msme.nonMsme', defaultMessage: 'You were registered as a non MSME entity' },
});

/** The document as the success dialog names it (the spec's text names its code: 'Your AADHAR …'). */
export const SUCCESS_DOCUMENTS: Record<KycDocumentName, Message> = defineMessages({
  PAN: { id: 'kyc.result.docPan', defaultMessage: 'PAN' },
  AADHAR: { id: 'kyc.result.docAadhar', defaultMessage: 'AADHAR' },
  GSTIN: { id: 'kyc.result.docGstin', defaultMessage: 'GSTIN' },
  MSME: { id: 'kyc.result.docMsme', defaultMessage: 'MSME' },
});
