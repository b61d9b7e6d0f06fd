/**
 * Maker-checker for money (issue 38): a finance user proposes, a different finance or admin user
 * approves, and only then does the money move. A proposal applies exactly once; self-approval is
 * refused; the proposer may withdraw it while it waits; a checker may reject it with a reason.
 */
import { z } from 'zod';
import { envelope, mobileNoSchema } from './common';
import { STAFF_ROLES, type StaffRole } from './constants';
import { defineEndpoint } from './endpoint';

export const PROPOSAL_KINDS = ['WALLET_DEBIT'] as const;
export const proposalKindSchema = z.enum(PROPOSAL_KINDS);
export type ProposalKind = z.infer<typeof proposalKindSchema>;

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

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const proposalSchema = z.object({
  id: z.string(),
  kind: proposalKindSchema,
  status: proposalStatusSchema,
  /** What it changes, in words and figures (a wallet debit: whose wallet, how much, why). */
  accountId: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  mobileNo: z.string(),
  /** Rupees. */
  amount: z.number(),
  reason: z.string(),
  proposedBy: staffRefSchema,
  proposedAt: z.string(),
  decidedBy: staffRefSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** A rejection's reason. */
  decisionReason: z.string().nullable(),
  /** An applied wallet debit's ledger entry (its transaction code). */
  resultRef: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListQuerySchema = z.object({
  status: proposalStatusSchema.optional(),
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
  list: defineEndpoint({
    method: 'GET',
    path: '/proposals',
    access: 'staff',
    roles: STAFF_ROLES,
    query: proposalListQuerySchema,
    response: envelope(z.array(proposalSchema)),
    errors: [400, 401, 403],
    tags: ['proposals'],
    summary: 'Proposals, newest first (waiting ones with `status=PROPOSED`; at most 200)',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/proposals/:id/approve',
    audit: 'wallet.debit.applied',
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
    audit: 'wallet.debit.rejected',
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
    audit: 'wallet.debit.withdrawn',
    access: 'staff',
    roles: MONEY_ROLES,
    params: proposalIdParamsSchema,
    response: proposalResponseSchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['proposals'],
    summary: 'Withdraw your own waiting proposal',
  }),
};
