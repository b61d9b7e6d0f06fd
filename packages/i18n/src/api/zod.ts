import { defineMessages } from '../messages';

/** zod's own English (node_modules/zod/v4/locales/en.js), for a check the contract gives no message of its own: the most common ones. */
export const ZOD_API_MESSAGES = defineMessages({
  invalidType: {
    id: 'api.zod.invalidType',
    defaultMessage: 'Invalid input: expected {expected}, received {received}',
  },
  invalidValue: { id: 'api.zod.invalidValue', defaultMessage: 'Invalid input: expected {value}' },
  invalidOption: { id: 'api.zod.invalidOption', defaultMessage: 'Invalid option: expected one of {options}' },
  tooLongText: {
    id: 'api.zod.tooLongText',
    defaultMessage: 'Too big: expected {origin} to have {limit} characters',
  },
  tooShortText: {
    id: 'api.zod.tooShortText',
    defaultMessage: 'Too small: expected {origin} to have {limit} characters',
  },
  tooManyItems: {
    id: 'api.zod.tooManyItems',
    defaultMessage: 'Too big: expected {origin} to have {limit} items',
  },
  tooFewItems: {
    id: 'api.zod.tooFewItems',
    defaultMessage: 'Too small: expected {origin} to have {limit} items',
  },
  tooBig: { id: 'api.zod.tooBig', defaultMessage: 'Too big: expected {origin} to be {limit}' },
  tooSmall: { id: 'api.zod.tooSmall', defaultMessage: 'Too small: expected {origin} to be {limit}' },
  invalidEmail: { id: 'api.zod.invalidEmail', defaultMessage: 'Invalid email address' },
  invalidUuid: { id: 'api.zod.invalidUuid', defaultMessage: 'Invalid UUID' },
  invalidUrl: { id: 'api.zod.invalidUrl', defaultMessage: 'Invalid URL' },
  invalidPattern: {
    id: 'api.zod.invalidPattern',
    defaultMessage: 'Invalid string: must match pattern {pattern}',
  },
  notMultipleOf: {
    id: 'api.zod.notMultipleOf',
    defaultMessage: 'Invalid number: must be a multiple of {divisor}',
  },
  unrecognizedKey: { id: 'api.zod.unrecognizedKey', defaultMessage: 'Unrecognized key: {key}' },
  unrecognizedKeys: { id: 'api.zod.unrecognizedKeys', defaultMessage: 'Unrecognized keys: {keys}' },
});
