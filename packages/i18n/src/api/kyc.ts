import { defineMessages } from '../messages';

/** KYC documents and Aadhaar OTP (modules/kyc, providers/kyc, contract kyc.ts). */
export const KYC_API_MESSAGES = defineMessages({
  providerError: {
    id: 'api.kyc.providerError',
    defaultMessage:
      'No response was received from the underlying provider. Please try again later, and mail {email} if it persists.',
  },
  alreadyVerified: {
    id: 'api.kyc.alreadyVerified',
    defaultMessage: 'This document is already verified and cannot be changed.',
  },
  tooManyAttempts: {
    id: 'api.kyc.tooManyAttempts',
    defaultMessage: 'Too many verification attempts. Try again in {wait}.',
  },
  gstNotRequired: {
    id: 'api.kyc.gstNotRequired',
    defaultMessage: 'GSTIN verification is not required for this operator.',
  },
  nonMsme: { id: 'api.kyc.nonMsme', defaultMessage: 'You were registered as a non MSME entity' },
  nameMismatch: {
    id: 'api.kyc.nameMismatch',
    defaultMessage: "The name on your document doesn't match your account name. Please verify and re-enter.",
  },
  verified: { id: 'api.kyc.verified', defaultMessage: 'Your {doc} has been successfully verified' },
  aadhaarOnlyIndividual: {
    id: 'api.kyc.aadhaarOnlyIndividual',
    defaultMessage: 'Aadhar verification is only for INDIVIDUAL operators.',
  },
  otpWaitSeconds: {
    id: 'api.kyc.otpWaitSeconds',
    defaultMessage: 'Please wait {seconds} seconds before requesting another OTP.',
  },
  tooManyOtps: { id: 'api.kyc.tooManyOtps', defaultMessage: 'Too many OTPs requested. Try again in {wait}.' },
  otpRequestNotFound: {
    id: 'api.kyc.otpRequestNotFound',
    defaultMessage: 'This OTP request was not found for your account. Request a new OTP.',
  },
  aadhaarMismatchTxn: {
    id: 'api.kyc.aadhaarMismatchTxn',
    defaultMessage: 'This OTP was sent for a different Aadhar number. Please request a new one.',
  },
  otpExpired: { id: 'api.kyc.otpExpired', defaultMessage: 'The OTP has expired. Please request a new one.' },
  otpExhausted: {
    id: 'api.kyc.otpExhausted',
    defaultMessage: 'Too many wrong OTPs. Please request a new one.',
  },
  aadhaarNoMobile: {
    id: 'api.kyc.aadhaarNoMobile',
    defaultMessage: 'Aadhaar number does not have a mobile number registered with it.',
  },
  aadhaarNotFound: {
    id: 'api.kyc.aadhaarNotFound',
    defaultMessage: 'No Aadhaar record found for this number.',
  },
  operatorTypeNote: {
    id: 'api.kyc.operatorTypeNote',
    defaultMessage: 'Operator type cannot be changed here. To change it, please contact the team.',
  },
  panEmpty: { id: 'api.kyc.panEmpty', defaultMessage: 'Please enter PAN to verify' },
  gstEmpty: { id: 'api.kyc.gstEmpty', defaultMessage: 'Please enter GST to verify' },
  msmeEmpty: { id: 'api.kyc.msmeEmpty', defaultMessage: 'Please enter MSME to verify' },
  aadhaarInvalid: { id: 'api.kyc.aadhaarInvalid', defaultMessage: 'Please enter a valid Aadhar number' },
  otpInvalid: { id: 'api.kyc.otpInvalid', defaultMessage: 'Please enter a valid OTP' },
  panFormat: {
    id: 'api.kyc.panFormat',
    defaultMessage: 'Enter a valid PAN: 5 letters, 4 digits and a letter, like {example}',
  },
  panHolderType: {
    id: 'api.kyc.panHolderType',
    defaultMessage: 'Enter a valid PAN: the 4th letter must be a holder type ({types})',
  },
  gstFormat: {
    id: 'api.kyc.gstFormat',
    defaultMessage:
      'Enter a valid GSTIN: 15 characters, a 2-digit state code, the PAN, an entity number, {letter} and a check character',
  },
  gstState: {
    id: 'api.kyc.gstState',
    defaultMessage: 'Enter a valid GSTIN: the first two digits are not a state code',
  },
  gstPan: {
    id: 'api.kyc.gstPan',
    defaultMessage: 'Enter a valid GSTIN: characters 3 to 12 are not a valid PAN',
  },
  gstCheck: {
    id: 'api.kyc.gstCheck',
    defaultMessage: 'Enter a valid GSTIN: the check character (last) does not match',
  },
  aadhaarChecksum: {
    id: 'api.kyc.aadhaarChecksum',
    defaultMessage: 'Please enter a valid Aadhar number: the check digit does not match',
  },
  msmeFormat: {
    id: 'api.kyc.msmeFormat',
    defaultMessage: 'Enter a valid Udyam registration number, like {example}',
  },
  msmeState: {
    id: 'api.kyc.msmeState',
    defaultMessage: 'Enter a valid Udyam registration number: unknown state code',
  },
  oneDocument: { id: 'api.kyc.oneDocument', defaultMessage: 'Send exactly one of pan, gst or msme' },
  defaultFailure: {
    id: 'api.kyc.defaultFailure',
    defaultMessage: 'Invalid Document. Please use a different one or contact support.',
  },
  transactionRequired: { id: 'api.kyc.transactionRequired', defaultMessage: 'Transaction ID is required' },
  wrongOtpShown: { id: 'api.kyc.wrongOtpShown', defaultMessage: 'Wrong OTP. Please try again.' },
  otpIncorrect: { id: 'api.kyc.otpIncorrect', defaultMessage: 'The OTP you entered is incorrect' },
  invalidTransactionId: { id: 'api.kyc.invalidTransactionId', defaultMessage: 'Not a valid transaction id' },
  featureKyc: { id: 'api.kyc.featureKyc', defaultMessage: 'KYC' },
  ruleIndividual: {
    id: 'api.kyc.ruleIndividual',
    defaultMessage: 'PAN and Aadhar are required; GSTIN is optional.',
  },
  ruleCompany: { id: 'api.kyc.ruleCompany', defaultMessage: 'PAN and GSTIN are required.' },
  ruleProprietorship: {
    id: 'api.kyc.ruleProprietorship',
    defaultMessage: 'PAN is required, and GSTIN when the turnover exceeds 20 lakh rupees.',
  },
  panNotFound: { id: 'api.kyc.panNotFound', defaultMessage: 'No records found for the given PAN.' },
  gstinNotFound: { id: 'api.kyc.gstinNotFound', defaultMessage: 'No records found for the given GSTIN.' },
  udyamNotFound: {
    id: 'api.kyc.udyamNotFound',
    defaultMessage: 'No records found for the given Udyam registration number.',
  },
});
