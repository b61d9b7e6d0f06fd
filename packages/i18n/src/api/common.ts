import { defineMessages } from '../messages';

/** The messages every API answer may carry: the error envelope (apps/server/src/errors.ts), limits, the business models and the contract's shared checks. */
export const COMMON_API_MESSAGES = defineMessages({
  notInModel: {
    id: 'api.common.notInModel',
    defaultMessage: 'The {model} business model does not include {feature}.',
  },
  modelGds: { id: 'api.common.modelGds', defaultMessage: 'GDS' },
  modelMg: { id: 'api.common.modelMg', defaultMessage: 'MG' },
  modelElectric: { id: 'api.common.modelElectric', defaultMessage: 'Electric' },
  modelCab: { id: 'api.common.modelCab', defaultMessage: 'Cab' },
  thisFeature: { id: 'api.common.thisFeature', defaultMessage: 'this feature' },
  notInModelTitle: {
    id: 'api.common.notInModelTitle',
    defaultMessage: 'This screen is not part of your business model',
  },
  notRegisteredInModelText: {
    id: 'api.common.notRegisteredInModelText',
    defaultMessage: "You've not registered with us in this model. Please reach out to your POC.",
  },
  paymentProcessing: { id: 'api.common.paymentProcessing', defaultMessage: 'Processing your payment...' },
  unauthorized: { id: 'api.common.unauthorized', defaultMessage: 'failed with 401' },
  mobileRequired: { id: 'api.common.mobileRequired', defaultMessage: 'Mobile Number is required' },
  mobileIncomplete: {
    id: 'api.common.mobileIncomplete',
    defaultMessage: 'Enter all 10 digits of your mobile number',
  },
  mobileInvalid: {
    id: 'api.common.mobileInvalid',
    defaultMessage: 'Enter a valid 10-digit Indian mobile number',
  },
  invalidId: { id: 'api.common.invalidId', defaultMessage: 'Not a valid id' },
  badRequest: { id: 'api.common.badRequest', defaultMessage: 'Bad request' },
  invalidJson: { id: 'api.common.invalidJson', defaultMessage: 'The request body is not valid JSON.' },
  emptyJson: { id: 'api.common.emptyJson', defaultMessage: 'The request body is empty; send a JSON object.' },
  bodyTooLarge: { id: 'api.common.bodyTooLarge', defaultMessage: 'The request body is too large.' },
  mediaType: {
    id: 'api.common.mediaType',
    defaultMessage: 'This content type is not supported; send application/json.',
  },
  contentLength: {
    id: 'api.common.contentLength',
    defaultMessage: 'The Content-Length header does not match the body.',
  },
  contentType: { id: 'api.common.contentType', defaultMessage: 'The Content-Type header is not valid.' },
  badUrl: { id: 'api.common.badUrl', defaultMessage: 'The URL is not valid.' },
  notRouted: { id: 'api.common.notRouted', defaultMessage: 'The request could not be routed.' },
  headersTooLarge: { id: 'api.common.headersTooLarge', defaultMessage: 'The request headers are too large.' },
  requestTimeout: {
    id: 'api.common.requestTimeout',
    defaultMessage: 'The request took too long to arrive. Please try again.',
  },
  requestUnreadable: { id: 'api.common.requestUnreadable', defaultMessage: 'The request could not be read.' },
  nulCharacters: { id: 'api.common.nulCharacters', defaultMessage: 'Text may not contain NUL characters.' },
  invalidValue: { id: 'api.common.invalidValue', defaultMessage: 'Invalid value' },
  invalidRequest: { id: 'api.common.invalidRequest', defaultMessage: 'Invalid request' },
  serverFault: {
    id: 'api.common.serverFault',
    defaultMessage: 'Something went wrong on our side. Please try again. Reference: {reference}',
  },
  cutOff: {
    id: 'api.common.cutOff',
    defaultMessage: 'The request was cut off before all of it arrived. Please try again.',
  },
  databaseUnavailable: {
    id: 'api.common.databaseUnavailable',
    defaultMessage: 'The database is unavailable. Please try again shortly.',
  },
  concurrentChange: {
    id: 'api.common.concurrentChange',
    defaultMessage: 'This was changed at the same moment by another request. Please reload and try again.',
  },
  uploadsToday: {
    id: 'api.common.uploadsToday',
    defaultMessage: 'Too many files uploaded from this account today.',
  },
  ingestUploadsToday: {
    id: 'api.common.ingestUploadsToday',
    defaultMessage: 'Too many files sent for this account today.',
  },
  topUpAttempts: {
    id: 'api.common.topUpAttempts',
    defaultMessage: 'Too many top-up attempts from this account.',
  },
  dealsToday: {
    id: 'api.common.dealsToday',
    defaultMessage: 'Too many deals published from this account today.',
  },
  limitTryAgain: { id: 'api.common.limitTryAgain', defaultMessage: '{reason} Try again in {wait}.' },
  roleRefused: { id: 'api.common.roleRefused', defaultMessage: 'Your role does not allow this.' },
  formInvalid: { id: 'api.common.formInvalid', defaultMessage: 'The form is not valid.' },
  tooManyFromAccount: {
    id: 'api.common.tooManyFromAccount',
    defaultMessage: 'Too many {noun} from this account. Try again in {wait}.',
  },
  tooManyFromNetwork: {
    id: 'api.common.tooManyFromNetwork',
    defaultMessage: 'Too many {noun} from this network. Try again in {wait}.',
  },
  nounMessages: { id: 'api.common.nounMessages', defaultMessage: 'messages' },
  nounVerificationRequests: {
    id: 'api.common.nounVerificationRequests',
    defaultMessage: 'verification requests',
  },
  nounCalls: { id: 'api.common.nounCalls', defaultMessage: 'calls' },
  waitSecond: { id: 'api.common.waitSecond', defaultMessage: '1 second' },
  waitSeconds: { id: 'api.common.waitSeconds', defaultMessage: '{count} seconds' },
  waitMinute: { id: 'api.common.waitMinute', defaultMessage: '1 minute' },
  waitMinutes: { id: 'api.common.waitMinutes', defaultMessage: '{count} minutes' },
  waitHours: { id: 'api.common.waitHours', defaultMessage: '{count} hours' },
  noSuchRoute: { id: 'api.common.noSuchRoute', defaultMessage: 'No such route: {method} {path}' },
  preferencesEmpty: { id: 'api.common.preferencesEmpty', defaultMessage: 'Send a language or a theme.' },
  languageOneOf: { id: 'api.common.languageOneOf', defaultMessage: 'Language must be one of: {languages}.' },
  themeOneOf: { id: 'api.common.themeOneOf', defaultMessage: 'Theme must be one of: {themes}.' },
});
