import { defineMessages } from '../messages';

/** Reimbursement claims (modules/reimbursements, contract reimbursements.ts). */
export const REIMBURSEMENTS_API_MESSAGES = defineMessages({
  rcNotFound: {
    id: 'api.reimbursements.rcNotFound',
    defaultMessage: 'This bus RC is not one of your buses.',
  },
  startAfterEnd: {
    id: 'api.reimbursements.startAfterEnd',
    defaultMessage: 'The start date must not be after the end date.',
  },
  future: {
    id: 'api.reimbursements.future',
    defaultMessage: 'The dates of a claim cannot be in the future.',
  },
  rangeLong: { id: 'api.reimbursements.rangeLong', defaultMessage: 'A claim can cover at most {days} days.' },
  duplicate: {
    id: 'api.reimbursements.duplicate',
    defaultMessage:
      'This claim is already filed: a claim for this bus with the same dates, amount and proof exists. Nothing was added.',
  },
  notFound: { id: 'api.reimbursements.notFound', defaultMessage: 'Reimbursement not found' },
  noAttachment: { id: 'api.reimbursements.noAttachment', defaultMessage: 'No attachment selected' },
  noReimbursementWithId: {
    id: 'api.reimbursements.noReimbursementWithId',
    defaultMessage: 'No reimbursement with id {id}.',
  },
  notPending: {
    id: 'api.reimbursements.notPending',
    defaultMessage: 'The reimbursement is {status}: only a PENDING one can be approved or rejected.',
  },
  approveRangeCommand: {
    id: 'api.reimbursements.approveRangeCommand',
    defaultMessage: '--amount: approve 1 to {max} rupees (the amount claimed).',
  },
  allFieldsMandatory: {
    id: 'api.reimbursements.allFieldsMandatory',
    defaultMessage: 'All Fields are mandatory',
  },
  added: { id: 'api.reimbursements.added', defaultMessage: 'Reimbursement is Added' },
  notAdded: { id: 'api.reimbursements.notAdded', defaultMessage: 'Reimbursement is Not Added' },
  amountRange: {
    id: 'api.reimbursements.amountRange',
    defaultMessage: 'The amount must be whole rupees from ₹{min} to ₹10,00,000.',
  },
  invalidDate: { id: 'api.reimbursements.invalidDate', defaultMessage: 'Not a valid date.' },
  unsupportedFile: { id: 'api.reimbursements.unsupportedFile', defaultMessage: 'Unsupported file type' },
  featureReimbursements: { id: 'api.reimbursements.featureReimbursements', defaultMessage: 'Reimbursements' },
});
