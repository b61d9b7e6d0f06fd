import { defineMessages } from '../messages';

/** The staff console's review queues: bank proofs, claims, KYC (modules/queues, contract queues.ts). */
export const QUEUES_API_MESSAGES = defineMessages({
  notPending: {
    id: 'api.queues.notPending',
    defaultMessage: 'This bank proof is no longer waiting for a decision.',
  },
  noFile: { id: 'api.queues.noFile', defaultMessage: 'This bank proof has no file to show.' },
  noBankProof: { id: 'api.queues.noBankProof', defaultMessage: 'This account has no bank proof.' },
  claimNotPending: {
    id: 'api.queues.claimNotPending',
    defaultMessage: 'This claim is no longer waiting for a decision.',
  },
  claimNotFound: { id: 'api.queues.claimNotFound', defaultMessage: 'No such reimbursement claim.' },
  claimAwaitingApproval: {
    id: 'api.queues.claimAwaitingApproval',
    defaultMessage:
      'Its approval is already proposed: a second finance or admin user decides it under Proposals.',
  },
  approveRange: {
    id: 'api.queues.approveRange',
    defaultMessage: 'Approve ₹1 to ₹{max} (the amount claimed)',
  },
  kycNotWaiting: {
    id: 'api.queues.kycNotWaiting',
    defaultMessage: 'This document no longer needs a person: it is verified or already decided.',
  },
  reasonRequired: {
    id: 'api.queues.reasonRequired',
    defaultMessage: 'Say why it is rejected: the operator sees this reason',
  },
  amountRequired: { id: 'api.queues.amountRequired', defaultMessage: 'Enter the amount to approve' },
  amountWhole: { id: 'api.queues.amountWhole', defaultMessage: 'Approve whole rupees' },
  documentRequired: { id: 'api.queues.documentRequired', defaultMessage: 'Choose the document' },
  decisionRequired: { id: 'api.queues.decisionRequired', defaultMessage: 'Choose approve or reject' },
  invalidClaimId: { id: 'api.queues.invalidClaimId', defaultMessage: 'Not a valid claim id' },
  kycDecisionRequired: {
    id: 'api.queues.kycDecisionRequired',
    defaultMessage: 'Choose use the name or dismiss',
  },
});
