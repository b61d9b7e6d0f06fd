import { defineMessages } from '../messages';

/** The staff console's money proposals (modules/proposals, contract proposals.ts). */
export const PROPOSALS_API_MESSAGES = defineMessages({
  payoutChanged: {
    id: 'api.proposals.payoutChanged',
    defaultMessage: 'The bookings of these days changed since it was proposed: reject it and propose again',
  },
  weekClosed: { id: 'api.proposals.weekClosed', defaultMessage: 'This week is already closed' },
  operatorNotFound: {
    id: 'api.proposals.operatorNotFound',
    defaultMessage: 'No operator has this mobile number',
  },
  noWallet: {
    id: 'api.proposals.noWallet',
    defaultMessage: 'This operator has no wallet account (OPERATOR or ELECTRIC)',
  },
  whichWallet: {
    id: 'api.proposals.whichWallet',
    defaultMessage: 'This operator has more than one wallet account: choose OPERATOR or ELECTRIC',
  },
  notOperatorAccount: {
    id: 'api.proposals.notOperatorAccount',
    defaultMessage: 'Payouts are published for OPERATOR accounts',
  },
  rangeFuture: {
    id: 'api.proposals.rangeFuture',
    defaultMessage: 'A payout covers days that are over (up to yesterday, IST)',
  },
  rangeLong: { id: 'api.proposals.rangeLong', defaultMessage: 'A payout covers at most 31 days' },
  nothingToPay: {
    id: 'api.proposals.nothingToPay',
    defaultMessage: 'There are no confirmed bookings in these days: nothing to pay',
  },
  weekNotMg: { id: 'api.proposals.weekNotMg', defaultMessage: 'Weeks are closed for MG (BUSOWNER) accounts' },
  weekTooEarly: {
    id: 'api.proposals.weekTooEarly',
    defaultMessage: 'This week can be closed from the Tuesday after it',
  },
  ownProposal: {
    id: 'api.proposals.ownProposal',
    defaultMessage: 'You proposed this: a different finance or admin user must approve it.',
  },
  notProposer: {
    id: 'api.proposals.notProposer',
    defaultMessage: 'Only the person who proposed it can withdraw it.',
  },
  duplicate: {
    id: 'api.proposals.duplicate',
    defaultMessage: 'The same proposal is already waiting for approval',
  },
  payoutOverlap: {
    id: 'api.proposals.payoutOverlap',
    defaultMessage: 'This account already has a payout for some of these days',
  },
  notFound: { id: 'api.proposals.notFound', defaultMessage: 'Proposal not found' },
  alreadyDecided: {
    id: 'api.proposals.alreadyDecided',
    defaultMessage: 'This proposal has already been decided.',
  },
  noSuchAccount: { id: 'api.proposals.noSuchAccount', defaultMessage: 'No such account' },
  kindWalletDebit: { id: 'api.proposals.kindWalletDebit', defaultMessage: 'Wallet debit' },
  kindClaimApproval: { id: 'api.proposals.kindClaimApproval', defaultMessage: 'Claim approval' },
  kindPayout: { id: 'api.proposals.kindPayout', defaultMessage: 'Payout' },
  kindWeekClose: { id: 'api.proposals.kindWeekClose', defaultMessage: 'MG week close' },
  amountRequired: { id: 'api.proposals.amountRequired', defaultMessage: 'Enter an amount' },
  amountPositive: { id: 'api.proposals.amountPositive', defaultMessage: 'The amount must be more than ₹0' },
  amountDecimals: { id: 'api.proposals.amountDecimals', defaultMessage: 'Use at most two decimals (paise)' },
  debitMax: { id: 'api.proposals.debitMax', defaultMessage: 'At most ₹{max} in one debit' },
  reasonRequired: { id: 'api.proposals.reasonRequired', defaultMessage: 'Say what the debit is for' },
  reasonLong: { id: 'api.proposals.reasonLong', defaultMessage: 'Keep the reason under 200 characters' },
  rejectReasonRequired: {
    id: 'api.proposals.rejectReasonRequired',
    defaultMessage: 'Say why it is rejected',
  },
  dateFormat: { id: 'api.proposals.dateFormat', defaultMessage: 'Give a date as YYYY-MM-DD' },
  fromAfterTo: { id: 'api.proposals.fromAfterTo', defaultMessage: 'From must not be after to' },
  invalidId: { id: 'api.proposals.invalidId', defaultMessage: 'Not a valid proposal id' },
  summaryDebit: { id: 'api.proposals.summaryDebit', defaultMessage: 'Debit {amount} from the {type} wallet' },
  summaryClaim: {
    id: 'api.proposals.summaryClaim',
    defaultMessage: 'Approve the claim for {rc} ({dates}) at {amount} of {claimed}',
  },
  reasonClaim: { id: 'api.proposals.reasonClaim', defaultMessage: 'Reimbursement claim {rc}, {dates}' },
  summaryPayout: {
    id: 'api.proposals.summaryPayout',
    defaultMessage:
      'Publish a payout of {amount} for {period} ({bookings} bookings) with its PNR-wise report',
  },
  reasonPayout: { id: 'api.proposals.reasonPayout', defaultMessage: 'Confirmed bookings of {period}' },
  summaryWeekClose: {
    id: 'api.proposals.summaryWeekClose',
    defaultMessage: 'Close the MG week {period} ({trips} trips, net {net})',
  },
  reasonWeekClose: {
    id: 'api.proposals.reasonWeekClose',
    defaultMessage: 'Weekly payment summary of {period}',
  },
});
