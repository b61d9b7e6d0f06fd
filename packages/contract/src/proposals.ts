/**
 * Maker-checker for money (issue 38): a finance user proposes, a different finance or admin user
 * approves, and only then does the money move. A proposal applies exactly once; self-approval is
 * refused; the proposer may withdraw it while it waits; a checker may reject it with a reason.
 * Kinds: a wallet debit, a claim approval above CLAIM_APPROVAL_PROPOSAL_RUPEES (made from the
 * claims queue), a payout's publication with its PNR-wise report, and an MG week's close.
 */
import { z } from 'zod';
import { envelope, mobileNoSchema } from './common';
import { STAFF_ROLES, type StaffRole } from './constants';
import { isIsoDate } from './dates';
import { defineEndpoint } from './endpoint';

export const PROPOSAL_KINDS = ['WALLET_DEBIT', 'CLAIM_APPROVAL', 'PAYOUT_PUBLICATION', 'WEEK_CLOSE'] as const;
export const proposalKindSchema = z.enum(PROPOSAL_KINDS);
export type ProposalKind = z.infer<typeof proposalKindSchema>;

/** What each kind is called in the console. */
export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  WALLET_DEBIT: 'Wallet debit',
  CLAIM_APPROVAL: 'Claim approval',
  PAYOUT_PUBLICATION: 'Payout',
  WEEK_CLOSE: 'MG week close',
};

/** The audit kinds of each kind's steps (the operator's Activity words them). */
export const PROPOSAL_AUDIT = {
  WALLET_DEBIT: {
    proposed: 'wallet.debit.proposed',
    applied: 'wallet.debit.applied',
    rejected: 'wallet.debit.rejected',
    withdrawn: 'wallet.debit.withdrawn',
  },
  CLAIM_APPROVAL: {
    proposed: 'reimbursement.approval_proposed',
    applied: 'reimbursement.approved',
    rejected: 'reimbursement.approval_rejected',
    withdrawn: 'reimbursement.approval_withdrawn',
  },
  PAYOUT_PUBLICATION: {
    proposed: 'payout.proposed',
    applied: 'payout.published',
    rejected: 'payout.rejected',
    withdrawn: 'payout.withdrawn',
  },
  WEEK_CLOSE: {
    proposed: 'contracts.week_close_proposed',
    applied: 'contracts.week_closed',
    rejected: 'contracts.week_close_rejected',
    withdrawn: 'contracts.week_close_withdrawn',
  },
} as const satisfies Record<ProposalKind, Record<'proposed' | 'applied' | 'rejected' | 'withdrawn', string>>;

const auditKinds = (step: 'applied' | 'rejected' | 'withdrawn') =>
  PROPOSAL_KINDS.map((k) => PROPOSAL_AUDIT[k][step]) as [string, ...string[]];

/**
 * A claim approval of more than this many rupees is a proposal (a second finance or admin user
 * approves it); up to it, the queue's approval applies at once. The server's
 * `CLAIM_APPROVAL_PROPOSAL_RUPEES` setting overrides it.
 */
export const CLAIM_APPROVAL_PROPOSAL_RUPEES = 10_000;

/** PROPOSED waits for a checker; the others are final. */
export const PROPOSAL_STATUSES = ['PROPOSED', 'APPLIED', 'REJECTED', 'WITHDRAWN'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** Who may propose and approve money; `support` sees proposals but neither proposes nor approves. */
export const MONEY_ROLES = ['finance', 'admin'] as const satisfies readonly StaffRole[];

/** A wallet debit in rupees: at most two decimals, at most ₹10,00,000 in one proposal. */
export const WALLET_DEBIT_MAX_RUPEES = 1_000_000;

export const PROPOSAL_MESSAGES = {
  amountRequired: 'Enter an amount',
  amountPositive: 'The amount must be more than ₹0',
  amountPaise: 'Use at most two decimals (paise)',
  amountMax: `At most ₹${WALLET_DEBIT_MAX_RUPEES.toLocaleString('en-IN')} in one debit`,
  reasonRequired: 'Say what the debit is for',
  reasonLong: 'Keep the reason under 200 characters',
  noWallet: 'This operator has no wallet account (OPERATOR or ELECTRIC)',
  whichWallet: 'This operator has more than one wallet account: choose OPERATOR or ELECTRIC',
  operatorNotFound: 'No operator has this mobile number',
  notFound: 'Proposal not found',
  selfApproval: 'You proposed this: a different finance or admin user must approve it.',
  notWaiting: 'This proposal has already been decided.',
  notYours: 'Only the person who proposed it can withdraw it.',
  rejectReasonRequired: 'Say why it is rejected',
  accountNotFound: 'No such account',
  notOperatorAccount: 'Payouts are published for OPERATOR accounts',
  notMgAccount: 'Weeks are closed for MG (BUSOWNER) accounts',
  dateRequired: 'Give a date as YYYY-MM-DD',
  rangeOrder: 'From must not be after to',
  rangeLong: 'A payout covers at most 31 days',
  rangeFuture: 'A payout covers days that are over (up to yesterday, IST)',
  payoutOverlaps: 'This account already has a payout for some of these days',
  payoutEmpty: 'There are no confirmed bookings in these days: nothing to pay',
  payoutChanged: 'The bookings of these days changed since it was proposed: reject it and propose again',
  weekNotOver: 'This week can be closed from the Tuesday after it',
  weekClosed: 'This week is already closed',
  alreadyProposed: 'The same proposal is already waiting for approval',
} as const;

const reasonSchema = (required: string) =>
  z.string({ error: required }).trim().min(3, required).max(200, PROPOSAL_MESSAGES.reasonLong);

/** POST /wallet-debits */
export const walletDebitRequestSchema = z.object({
  mobileNo: mobileNoSchema,
  amount: z
    .number({ error: PROPOSAL_MESSAGES.amountRequired })
    .positive(PROPOSAL_MESSAGES.amountPositive)
    .max(WALLET_DEBIT_MAX_RUPEES, PROPOSAL_MESSAGES.amountMax)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, PROPOSAL_MESSAGES.amountPaise),
  reason: reasonSchema(PROPOSAL_MESSAGES.reasonRequired),
  /** Which wallet when the operator has both an OPERATOR and an ELECTRIC account. */
  accountType: z.enum(['OPERATOR', 'ELECTRIC']).optional(),
});
export type WalletDebitRequest = z.infer<typeof walletDebitRequestSchema>;

const isoDateSchema = z
  .string({ error: PROPOSAL_MESSAGES.dateRequired })
  .refine(isIsoDate, PROPOSAL_MESSAGES.dateRequired);
const accountIdSchema = z.uuid(PROPOSAL_MESSAGES.accountNotFound);

/** POST /payouts: publish an OPERATOR account's payout for days that are over (IST dates). */
export const payoutProposalRequestSchema = z
  .object({ accountId: accountIdSchema, from: isoDateSchema, to: isoDateSchema })
  .refine((v) => v.from <= v.to, { message: PROPOSAL_MESSAGES.rangeOrder, path: ['to'] });
export type PayoutProposalRequest = z.infer<typeof payoutProposalRequestSchema>;

/** POST /week-closes: close an MG account's Mon–Sun week (any day of it). */
export const weekCloseProposalRequestSchema = z.object({ accountId: accountIdSchema, week: isoDateSchema });
export type WeekCloseProposalRequest = z.infer<typeof weekCloseProposalRequestSchema>;

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const proposalSchema = z.object({
  id: z.string(),
  kind: proposalKindSchema,
  status: proposalStatusSchema,
  /** What it changes, in words ('Debit ₹1,250.00 from the OPERATOR wallet'). */
  summary: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  mobileNo: z.string(),
  /** Rupees: the debit, the approved claim, the payout, the week's net. */
  amount: z.number(),
  /** The proposer's reason (a wallet debit), or what it rests on (the claim, the days). */
  reason: z.string(),
  proposedBy: staffRefSchema,
  proposedAt: z.string(),
  decidedBy: staffRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
  /** What applying it made: the ledger entry's code, the claim's id, the payout's id, the week's summary id. */
  resultRef: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListQuerySchema = z.object({
  status: proposalStatusSchema.optional(),
  kind: proposalKindSchema.optional(),
});
export const proposalIdParamsSchema = z.object({ id: z.uuid('Not a valid proposal id') });
export const proposalRejectRequestSchema = z.object({
  reason: reasonSchema(PROPOSAL_MESSAGES.rejectReasonRequired),
});

const proposalResponseSchema = envelope(proposalSchema);

export const proposalsEndpoints = {
  walletDebit: defineEndpoint({
    method: 'POST',
    path: '/wallet-debits',
    audit: 'wallet.debit.proposed',
    access: 'staff',
    roles: MONEY_ROLES,
    body: walletDebitRequestSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404],
    tags: ['proposals'],
    summary: 'Propose a wallet debit (no balance changes until another finance or admin user approves)',
  }),
  payout: defineEndpoint({
    method: 'POST',
    path: '/payouts',
    audit: PROPOSAL_AUDIT.PAYOUT_PUBLICATION.proposed,
    access: 'staff',
    roles: MONEY_ROLES,
    body: payoutProposalRequestSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary:
      "Propose an OPERATOR account's payout: the confirmed bookings' fares of the days, with their PNR-wise report (published when another finance or admin user approves)",
  }),
  weekClose: defineEndpoint({
    method: 'POST',
    path: '/week-closes',
    audit: PROPOSAL_AUDIT.WEEK_CLOSE.proposed,
    access: 'staff',
    roles: MONEY_ROLES,
    body: weekCloseProposalRequestSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary: "Propose closing an MG account's week (its weekly payment summary), applied on approval",
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/proposals',
    access: 'staff',
    roles: STAFF_ROLES,
    query: proposalListQuerySchema,
    response: envelope(z.array(proposalSchema)),
    errors: [400, 401, 403],
    tags: ['proposals'],
    summary:
      'Proposals, newest first (waiting ones with `status=PROPOSED`, one kind with `kind`; at most 200)',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/proposals/:id/approve',
    audit: auditKinds('applied'),
    access: 'staff',
    roles: MONEY_ROLES,
    params: proposalIdParamsSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary: 'Approve and apply a proposal (not your own; exactly once)',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/proposals/:id/reject',
    audit: auditKinds('rejected'),
    access: 'staff',
    roles: MONEY_ROLES,
    params: proposalIdParamsSchema,
    body: proposalRejectRequestSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary: 'Reject a waiting proposal with a reason',
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/proposals/:id/withdraw',
    audit: auditKinds('withdrawn'),
    access: 'staff',
    roles: MONEY_ROLES,
    params: proposalIdParamsSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary: 'Withdraw your own waiting proposal',
  }),
};
