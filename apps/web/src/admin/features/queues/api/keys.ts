import { ADMIN_KEY } from '../../../lib/keys';

/** The queues' query keys; every decision on a queue item invalidates `queueKeys.all()`. */
export const queueKeys = {
  all: () => [ADMIN_KEY, 'queues'] as const,
  bankProofs: () => [...queueKeys.all(), 'bank-proofs'] as const,
  bankProofList: () => [...queueKeys.bankProofs(), 'list'] as const,
  bankProofFile: (accountId: string) => [...queueKeys.bankProofs(), 'file', accountId] as const,
  claims: () => [...queueKeys.all(), 'claims'] as const,
  claimList: () => [...queueKeys.claims(), 'list'] as const,
  /** A claim's proof preview: never reused (its signed link lives 5 minutes). */
  claimProof: (id: string) => [...queueKeys.claims(), 'proof', id] as const,
  kyc: () => [...queueKeys.all(), 'kyc'] as const,
  kycList: () => [...queueKeys.kyc(), 'list'] as const,
};
