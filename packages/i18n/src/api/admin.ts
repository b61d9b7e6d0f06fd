import { defineMessages } from '../messages';

/** Creating users and accounts (modules/admin/admin.service.ts: the staff console's onboarding and the commands). */
export const ADMIN_API_MESSAGES = defineMessages({
  subTypeOneOf: { id: 'api.admin.subTypeOneOf', defaultMessage: 'Sub type must be one of {types}' },
  accountTypeOneOf: {
    id: 'api.admin.accountTypeOneOf',
    defaultMessage: 'Account type must be one of {types}',
  },
  nameLong: { id: 'api.admin.nameLong', defaultMessage: 'Name must be at most 100 characters' },
  nameShort: { id: 'api.admin.nameShort', defaultMessage: 'Name must be at least 2 characters' },
  nameRequired: { id: 'api.admin.nameRequired', defaultMessage: 'Name is required' },
  groupIdFormat: {
    id: 'api.admin.groupIdFormat',
    defaultMessage: 'Group id: 3 to 32 letters, digits or dashes',
  },
  mobileDigits: { id: 'api.admin.mobileDigits', defaultMessage: 'Mobile number must be 10 digits' },
  mobileRequired: { id: 'api.admin.mobileRequired', defaultMessage: 'Mobile number is required' },
  emailInvalid: { id: 'api.admin.emailInvalid', defaultMessage: 'Not a valid e-mail address' },
  turnoverDecimals: {
    id: 'api.admin.turnoverDecimals',
    defaultMessage: 'Turnover: at most 2 decimals (paise)',
  },
  turnoverTooLarge: { id: 'api.admin.turnoverTooLarge', defaultMessage: 'Turnover is too large' },
  turnoverNegative: { id: 'api.admin.turnoverNegative', defaultMessage: 'Turnover cannot be negative' },
  turnoverNumber: { id: 'api.admin.turnoverNumber', defaultMessage: 'Turnover must be a number of rupees' },
  nothingToSet: {
    id: 'api.admin.nothingToSet',
    defaultMessage: 'Nothing to set: give a sub type, turnover, GSTIN requirement or MSME registration',
  },
  invalidInput: { id: 'api.admin.invalidInput', defaultMessage: 'Invalid input' },
  userExists: {
    id: 'api.admin.userExists',
    defaultMessage: 'A user with mobile number {mobileNo} already exists.',
  },
  groupIdTypes: { id: 'api.admin.groupIdTypes', defaultMessage: 'Only {types} accounts have a group id.' },
  groupIdTypesAll: {
    id: 'api.admin.groupIdTypesAll',
    defaultMessage: 'Only BUSOWNER and CABOWNER accounts have a group id.',
  },
  noUserCreate: {
    id: 'api.admin.noUserCreate',
    defaultMessage: 'No user with mobile number {mobileNo}. Create one with create-user.',
  },
  alreadyHasAccount: {
    id: 'api.admin.alreadyHasAccount',
    defaultMessage: '{name} ({mobileNo}) already has an {type} account.',
  },
  groupIdTaken: { id: 'api.admin.groupIdTaken', defaultMessage: 'Group id {groupId} is already taken.' },
  noUser: { id: 'api.admin.noUser', defaultMessage: 'No user with mobile number {mobileNo}.' },
  noAccountsYet: {
    id: 'api.admin.noAccountsYet',
    defaultMessage: '{name} ({mobileNo}) has no accounts yet. Add one with add-account.',
  },
  noAccountWithGroupId: {
    id: 'api.admin.noAccountWithGroupId',
    defaultMessage: '{who} has no account with group id {groupId}.',
  },
  groupIdIsType: { id: 'api.admin.groupIdIsType', defaultMessage: 'Group id {groupId} is a {type} account.' },
  noAccountOfType: {
    id: 'api.admin.noAccountOfType',
    defaultMessage: '{who} has no {type} account (they have: {types}).',
  },
  severalAccounts: {
    id: 'api.admin.severalAccounts',
    defaultMessage: '{who} has several accounts ({types}): say which account type.',
  },
});
