/**
 * The back office's queues (issue 38): what waits for a person at the provider.
 * - Bank proofs: a PENDING cancelled cheque, previewed in the console and approved or rejected with
 *   a reason the operator then sees (their account screen and Activity).
 * - Reimbursement claims: a PENDING claim with its proof previewed, approved for an amount up to
 *   the claimed one (above CLAIM_APPROVAL_PROPOSAL_RUPEES as a proposal a second person approves)
 *   or rejected with a reason the operator sees on the claim.
 * - KYC that needs a person: a document whose registry name did not match the account's names.
 *   A person either takes the document's name as the account's legal name (the operator's next
 *   try then matches) or dismisses it with a reason the operator reads in Activity.
 */
import { z } from 'zod';
import { bankProofStatusSchema } from './account-profile';
import { envelope, userTypeSchema } from './common';
import { STAFF_ROLES } from './constants';
import { defineEndpoint } from './endpoint';
import { KYC_DOCUMENTS } from './kyc';
import { MONEY_ROLES, PROPOSAL_AUDIT, proposalStatusSchema } from './proposals';
import { proofPreviewSchema, reimbursementStatusSchema } from './reimbursements';

export const QUEUE_MESSAGES = {
  reasonRequired: 'Say why it is rejected: the operator sees this reason',
  reasonLong: 'Keep the reason under 200 characters',
  notPending: 'This bank proof is no longer waiting for a decision.',
  noFile: 'This bank proof has no file to show.',
  claimNotFound: 'No such reimbursement claim.',
  claimNotPending: 'This claim is no longer waiting for a decision.',
  claimAwaitingApproval:
    'Its approval is already proposed: a second finance or admin user decides it under Proposals.',
  amountRequired: 'Enter the amount to approve',
  amountWhole: 'Approve whole rupees',
  amountRange: (claimed: number) => `Approve ₹1 to ₹${claimed.toLocaleString('en-IN')} (the amount claimed)`,
  kycNotWaiting: 'This document no longer needs a person: it is verified or already decided.',
  documentRequired: 'Choose the document',
} as const;

export const bankProofQueueItemSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  accountType: userTypeSchema,
  userName: z.string(),
  mobileNo: z.string(),
  /** When the cheque was uploaded (ISO). */
  uploadedAt: z.string(),
  /** The stored file: name and kind, for the preview (null for a demo row without a file). */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type BankProofQueueItem = z.infer<typeof bankProofQueueItemSchema>;

/** A rejection's reason alone (the console's reject form; the decision below applies the same rule). */
export const bankProofRejectionSchema = z.object({
  reason: z.string().trim().min(3, QUEUE_MESSAGES.reasonRequired).max(200, QUEUE_MESSAGES.reasonLong),
});

export const bankProofDecisionSchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED'], { error: 'Choose approve or reject' }),
    reason: z.string().trim().max(200, QUEUE_MESSAGES.reasonLong).optional(),
  })
  .refine((d) => d.decision === 'APPROVED' || (d.reason ?? '').length >= 3, {
    message: QUEUE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type BankProofDecision = z.input<typeof bankProofDecisionSchema>;

const accountParamsSchema = z.object({ accountId: z.uuid('Not a valid account id') });

// ---------------------------------------------------------------------------------------------
// Reimbursement claims
// ---------------------------------------------------------------------------------------------

export const claimQueueItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  userName: z.string(),
  mobileNo: z.string(),
  rc: z.string(),
  /** The claim's business dates (YYYY-MM-DD). */
  startDate: z.string(),
  endDate: z.string(),
  /** Whole rupees claimed. */
  amount: z.number(),
  filedAt: z.string(),
  fileName: z.string().nullable(),
  /** A proposal to approve it waits for a second person (its id), else null. */
  proposalId: z.string().nullable(),
});
export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;

/** The console's approve form: the amount alone (the server also checks it against the claim). */
export const claimApprovalSchema = z.object({
  amount: z
    .number({ error: QUEUE_MESSAGES.amountRequired })
    .int(QUEUE_MESSAGES.amountWhole)
    .min(1, QUEUE_MESSAGES.amountRequired)
    .max(10_000_000, QUEUE_MESSAGES.amountRequired),
});

export const claimDecisionSchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED'], { error: 'Choose approve or reject' }),
    /** Whole rupees, 1 to the claimed amount: required to approve. */
    amount: z.number().int(QUEUE_MESSAGES.amountWhole).min(1).max(10_000_000).optional(),
    reason: z.string().trim().max(200, QUEUE_MESSAGES.reasonLong).optional(),
  })
  .refine((d) => d.decision === 'REJECTED' || d.amount !== undefined, {
    message: QUEUE_MESSAGES.amountRequired,
    path: ['amount'],
  })
  .refine((d) => d.decision === 'APPROVED' || (d.reason ?? '').length >= 3, {
    message: QUEUE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ClaimDecision = z.input<typeof claimDecisionSchema>;

/** APPROVED / REJECTED when applied; PROPOSED (with the proposal) when above the approval limit. */
export const claimDecisionResultSchema = z.object({
  id: z.string(),
  status: z.union([reimbursementStatusSchema, proposalStatusSchema]),
  approvedAmount: z.number().nullable(),
  proposalId: z.string().nullable(),
});

const claimParamsSchema = z.object({ id: z.uuid('Not a valid claim id') });

// ---------------------------------------------------------------------------------------------
// KYC that needs a person
// ---------------------------------------------------------------------------------------------

export const kycQueueItemSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  userName: z.string(),
  mobileNo: z.string(),
  document: z.enum(KYC_DOCUMENTS),
  /** The name the registry answered for the document. */
  nameOnDocument: z.string(),
  /** The account's legal name it was compared with. */
  nameOnAccount: z.string(),
  provider: z.string(),
  /** The last mismatch (ISO) and how many there were since the last decision. */
  lastTriedAt: z.string(),
  tries: z.number(),
});
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;

export const KYC_REVIEW_DECISIONS = ['USE_DOCUMENT_NAME', 'DISMISSED'] as const;
export const kycReviewDecisionSchema = z
  .object({
    document: z.enum(KYC_DOCUMENTS, { error: QUEUE_MESSAGES.documentRequired }),
    decision: z.enum(KYC_REVIEW_DECISIONS, { error: 'Choose use the name or dismiss' }),
    reason: z.string().trim().max(200, QUEUE_MESSAGES.reasonLong).optional(),
  })
  .refine((d) => d.decision === 'USE_DOCUMENT_NAME' || (d.reason ?? '').length >= 3, {
    message: QUEUE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type KycReviewDecision = z.input<typeof kycReviewDecisionSchema>;

export const queuesEndpoints = {
  bankProofs: defineEndpoint({
    method: 'GET',
    path: '/queues/bank-proofs',
    access: 'staff',
    roles: STAFF_ROLES,
    response: envelope(z.array(bankProofQueueItemSchema)),
    errors: [401, 403],
    tags: ['queues'],
    summary: 'Bank proofs waiting for a decision, oldest first',
  }),
  bankProofFile: defineEndpoint({
    method: 'GET',
    path: '/queues/bank-proofs/:accountId/file',
    access: 'staff',
    roles: STAFF_ROLES,
    params: accountParamsSchema,
    response: z.any().describe('The cheque file, with its own content type'),
    answer: 'file',
    errors: [400, 401, 403, 404],
    tags: ['queues'],
    summary: "A waiting bank proof's file, for the console's preview",
  }),
  decideBankProof: defineEndpoint({
    method: 'POST',
    path: '/queues/bank-proofs/:accountId/decision',
    access: 'staff',
    roles: MONEY_ROLES,
    audit: 'account.bank_proof_decided',
    params: accountParamsSchema,
    body: bankProofDecisionSchema,
    response: envelope(z.object({ accountId: z.string(), status: bankProofStatusSchema })),
    errors: [400, 401, 403, 404, 409],
    tags: ['queues'],
    summary: 'Approve a waiting bank proof, or reject it with a reason the operator sees',
  }),
  claims: defineEndpoint({
    method: 'GET',
    path: '/queues/claims',
    access: 'staff',
    roles: STAFF_ROLES,
    response: envelope(z.array(claimQueueItemSchema)),
    errors: [401, 403],
    tags: ['queues'],
    summary: 'Reimbursement claims waiting for finance, oldest first',
  }),
  claimProof: defineEndpoint({
    method: 'GET',
    path: '/queues/claims/:id/proof',
    access: 'staff',
    roles: STAFF_ROLES,
    params: claimParamsSchema,
    response: envelope(proofPreviewSchema),
    errors: [400, 401, 403, 404, 503],
    tags: ['queues'],
    summary: "A waiting claim's proof preview (a signed link for an image or PDF, the first rows of a sheet)",
  }),
  decideClaim: defineEndpoint({
    method: 'POST',
    path: '/queues/claims/:id/decision',
    access: 'staff',
    roles: MONEY_ROLES,
    audit: ['reimbursement.approved', 'reimbursement.rejected', PROPOSAL_AUDIT.CLAIM_APPROVAL.proposed],
    params: claimParamsSchema,
    body: claimDecisionSchema,
    response: envelope(claimDecisionResultSchema),
    errors: [400, 401, 403, 404, 409],
    tags: ['queues'],
    summary:
      'Approve a waiting claim for up to the claimed amount (above the approval limit: a proposal), or reject it with a reason the operator sees',
  }),
  kyc: defineEndpoint({
    method: 'GET',
    path: '/queues/kyc',
    access: 'staff',
    roles: STAFF_ROLES,
    response: envelope(z.array(kycQueueItemSchema)),
    errors: [401, 403],
    tags: ['queues'],
    summary: "KYC documents whose registry name did not match the account's, oldest first",
  }),
  decideKyc: defineEndpoint({
    method: 'POST',
    path: '/queues/kyc/:accountId/decision',
    access: 'staff',
    roles: STAFF_ROLES,
    audit: 'kyc.review_decided',
    params: accountParamsSchema,
    body: kycReviewDecisionSchema,
    response: envelope(z.object({ accountId: z.string(), decision: z.enum(KYC_REVIEW_DECISIONS) })),
    errors: [400, 401, 403, 404, 409],
    tags: ['queues'],
    summary:
      "Take the document's name as the account's legal name (the operator's next try matches), or dismiss it with a reason the operator sees",
  }),
};
