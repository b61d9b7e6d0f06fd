import { defineMessages } from '../messages';

/** The account profile: points of contact, bank proof and agreements (modules/account, contract account*.ts). */
export const ACCOUNT_API_MESSAGES = defineMessages({
  noData: { id: 'api.account.noData', defaultMessage: 'no data found' },
  changeNeedsApproved: {
    id: 'api.account.changeNeedsApproved',
    defaultMessage:
      'A change can be requested only for verified bank details. Upload a cancelled cheque instead.',
  },
  agreementNotFound: { id: 'api.account.agreementNotFound', defaultMessage: 'Agreement not found' },
  bankVerifiedRequestChange: {
    id: 'api.account.bankVerifiedRequestChange',
    defaultMessage:
      'Your bank details are verified. Request a change before uploading a new cancelled cheque.',
  },
  chequeBeingVerified: {
    id: 'api.account.chequeBeingVerified',
    defaultMessage: 'Your cancelled cheque is being verified. Please wait for the result.',
  },
  bankProofNotPending: {
    id: 'api.account.bankProofNotPending',
    defaultMessage: 'The bank proof is {status}: only a PENDING one can be approved or rejected.',
  },
  bankProofNotUploaded: {
    id: 'api.account.bankProofNotUploaded',
    defaultMessage: 'The bank proof is not uploaded yet: only a PENDING one can be approved or rejected.',
  },
  departmentSales: { id: 'api.account.departmentSales', defaultMessage: 'Sales' },
  departmentOperations: { id: 'api.account.departmentOperations', defaultMessage: 'Operations' },
  departmentPickups: { id: 'api.account.departmentPickups', defaultMessage: 'Pickups' },
  chooseDepartment: {
    id: 'api.account.chooseDepartment',
    defaultMessage: 'Choose a department: {departments} or {last}',
  },
  chooseDepartmentAll: {
    id: 'api.account.chooseDepartmentAll',
    defaultMessage: 'Choose a department: Sales, Operations or Pickups',
  },
  pocNameLong: { id: 'api.account.pocNameLong', defaultMessage: 'Name may be at most {max} characters' },
  pocAreaLong: { id: 'api.account.pocAreaLong', defaultMessage: 'Area may be at most {max} characters' },
  pocMax: { id: 'api.account.pocMax', defaultMessage: 'At most {max} points of contact' },
  pocAdded: { id: 'api.account.pocAdded', defaultMessage: 'POC is added' },
  pocUpdated: { id: 'api.account.pocUpdated', defaultMessage: 'POC is Updated' },
  somethingWentWrong: { id: 'api.account.somethingWentWrong', defaultMessage: 'Something went wrong' },
  pocListNotList: { id: 'api.account.pocListNotList', defaultMessage: 'pocList must be a list' },
  bankApproved: {
    id: 'api.account.bankApproved',
    defaultMessage: 'Bank details have been verified and mapped to your account',
  },
  bankPending: {
    id: 'api.account.bankPending',
    defaultMessage: 'Your bank details are being verified. Please contact our team for more details.',
  },
  bankChangeRequested: {
    id: 'api.account.bankChangeRequested',
    defaultMessage: 'A request has been raised to change your bank details',
  },
  bankRejected: { id: 'api.account.bankRejected', defaultMessage: 'Rejected' },
  uploadCheque: {
    id: 'api.account.uploadCheque',
    defaultMessage: 'Upload cancelled cheque to continue using the account',
  },
  requestChange: { id: 'api.account.requestChange', defaultMessage: 'Request a Change' },
  bankUpdated: { id: 'api.account.bankUpdated', defaultMessage: 'Updated' },
  chequeNotAdded: { id: 'api.account.chequeNotAdded', defaultMessage: 'Cheque is Not Added' },
  featureAccountProfile: { id: 'api.account.featureAccountProfile', defaultMessage: 'Account profile' },
  featureBankProof: { id: 'api.account.featureBankProof', defaultMessage: 'Bank proof' },
  featureAgreements: { id: 'api.account.featureAgreements', defaultMessage: 'Agreements' },
});
