/**
 * The back office's queues (issue 38): what waits for a person at the provider. Bank proofs first:
 * a PENDING cancelled cheque, previewed in the console and approved or rejected with a reason the
 * operator then sees (their account screen and Activity).
 */
import { z } from 'zod';
import { bankProofStatusSchema } from './account-profile';
import { envelope, userTypeSchema } from './common';
import { STAFF_ROLES } from './constants';
import { defineEndpoint } from './endpoint';
import { MONEY_ROLES } from './proposals';

export const QUEUE_MESSAGES = {
  reasonRequired: 'Say why it is rejected: the operator sees this reason',
  reasonLong: 'Keep the reason under 200 characters',
  notPending: 'This bank proof is no longer waiting for a decision.',
  noFile: 'This bank proof has no file to show.',
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
};
