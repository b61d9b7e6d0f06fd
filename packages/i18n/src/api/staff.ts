import { defineMessages } from '../messages';

/** The staff console: sign-in, operators, onboarding and exports (modules/staff, contract staff.ts). */
export const STAFF_API_MESSAGES = defineMessages({
  notAFilter: {
    id: 'api.staff.notAFilter',
    defaultMessage: '{unknown}: not a filter of this list ({filters})',
  },
  notAFilterNone: {
    id: 'api.staff.notAFilterNone',
    defaultMessage: '{unknown}: not a filter of this list (it has none)',
  },
  invalidFilters: { id: 'api.staff.invalidFilters', defaultMessage: 'Invalid filters' },
  operatorNotFound: { id: 'api.staff.operatorNotFound', defaultMessage: 'Operator not found' },
  mobileTaken: {
    id: 'api.staff.mobileTaken',
    defaultMessage: 'A user with this mobile number already exists',
  },
  roleOneOf: { id: 'api.staff.roleOneOf', defaultMessage: 'Role must be one of {roles}' },
  staffExists: {
    id: 'api.staff.staffExists',
    defaultMessage: 'A staff member with the e-mail {email} exists already.',
  },
  linkInvalid: {
    id: 'api.staff.linkInvalid',
    defaultMessage: 'This link is not valid any more. Ask an admin for a new one.',
  },
  triesFromNetwork: {
    id: 'api.staff.triesFromNetwork',
    defaultMessage: 'Too many tries from this network. Try again in {wait}.',
  },
  failedSignIns: {
    id: 'api.staff.failedSignIns',
    defaultMessage: 'Too many failed sign-ins. Try again in {wait}.',
  },
  loginFailed: { id: 'api.staff.loginFailed', defaultMessage: 'The e-mail, password or code is not right.' },
  sessionExpired: {
    id: 'api.staff.sessionExpired',
    defaultMessage: 'Session expired. Please sign in again.',
  },
  emailRequired: { id: 'api.staff.emailRequired', defaultMessage: 'Enter your e-mail' },
  emailInvalid: { id: 'api.staff.emailInvalid', defaultMessage: 'Enter a valid e-mail address' },
  passwordRequired: { id: 'api.staff.passwordRequired', defaultMessage: 'Enter your password' },
  passwordShort: { id: 'api.staff.passwordShort', defaultMessage: 'Use at least {min} characters' },
  passwordLong: { id: 'api.staff.passwordLong', defaultMessage: 'Use at most {max} characters' },
  totpFormat: {
    id: 'api.staff.totpFormat',
    defaultMessage: 'Enter the 6-digit code from your authenticator app',
  },
  passwordSet: { id: 'api.staff.passwordSet', defaultMessage: 'Password set. You can sign in now.' },
  signedOut: { id: 'api.staff.signedOut', defaultMessage: 'Signed out' },
  searchLong: { id: 'api.staff.searchLong', defaultMessage: 'Type at most {max} characters' },
  searchShort: { id: 'api.staff.searchShort', defaultMessage: 'Type at least {min} characters' },
  searchRequired: {
    id: 'api.staff.searchRequired',
    defaultMessage: 'Type a mobile number, a name, an account id or a group id',
  },
  invalidOperatorId: { id: 'api.staff.invalidOperatorId', defaultMessage: 'Not a valid operator id' },
  typeRequired: { id: 'api.staff.typeRequired', defaultMessage: 'Choose the account type' },
  groupIdOnly: {
    id: 'api.staff.groupIdOnly',
    defaultMessage: 'Only MG (BUSOWNER) and cab (CABOWNER) accounts have a group id',
  },
  accountsRequired: { id: 'api.staff.accountsRequired', defaultMessage: 'Add at least one business account' },
  accountsMax: { id: 'api.staff.accountsMax', defaultMessage: 'At most 6 accounts at once' },
  oneOfType: {
    id: 'api.staff.oneOfType',
    defaultMessage: 'One OPERATOR and one ELECTRIC account per person',
  },
  exportListOneOf: { id: 'api.staff.exportListOneOf', defaultMessage: 'The list is one of {lists}' },
  exportFormat: { id: 'api.staff.exportFormat', defaultMessage: 'Format is csv or xlsx' },
});
