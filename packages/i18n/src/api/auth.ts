import { defineMessages } from '../messages';

/** Logging in: OTP, session and the acting account (modules/auth, contract auth.ts). */
export const AUTH_API_MESSAGES = defineMessages({
  sessionExpired: { id: 'api.auth.sessionExpired', defaultMessage: 'Session expired. Please log in again.' },
  otpRequestsFromNetwork: {
    id: 'api.auth.otpRequestsFromNetwork',
    defaultMessage: 'Too many OTP requests from this network. Try again in {wait}.',
  },
  captchaFailed: { id: 'api.auth.captchaFailed', defaultMessage: 'ReCAPTCHA verification failed' },
  userNotRegistered: { id: 'api.auth.userNotRegistered', defaultMessage: 'User Not Registered' },
  otpWait: { id: 'api.auth.otpWait', defaultMessage: 'Please wait {wait} before requesting another OTP.' },
  otpSendFailed: {
    id: 'api.auth.otpSendFailed',
    defaultMessage: 'We could not send the OTP right now. Please try again in a minute.',
  },
  wrongOtpsFromNetwork: {
    id: 'api.auth.wrongOtpsFromNetwork',
    defaultMessage: 'Too many wrong OTPs from this network. Try again in {wait}.',
  },
  invalidOtp: { id: 'api.auth.invalidOtp', defaultMessage: 'invalid otp' },
  accountNotYours: {
    id: 'api.auth.accountNotYours',
    defaultMessage: 'The account in x-user-id is not one of yours.',
  },
  accountNotInModel: {
    id: 'api.auth.accountNotInModel',
    defaultMessage: 'The account in x-user-id does not belong to this business model.',
  },
  notRegisteredInModel: {
    id: 'api.auth.notRegisteredInModel',
    defaultMessage: 'not registered in this model',
  },
  userNotFound: { id: 'api.auth.userNotFound', defaultMessage: 'User not found' },
  otpRequired: { id: 'api.auth.otpRequired', defaultMessage: 'Please enter OTP' },
  otpFormat: { id: 'api.auth.otpFormat', defaultMessage: 'OTP is 4 digits' },
});
