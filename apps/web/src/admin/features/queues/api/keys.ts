import { ADMIN_KEY } from '../../../lib/keys';

/** The queues' query keys; every decision on a queue item invalidates `queueKeys.all()`. */
export const queueKeys = {
  all: () => [ADMIN_KEY, 'queues'] as const,
  bankProofs: () => [...queueKeys.all(), 'bank-proofs'] as const,
  bankProofList: () => [...queueKeys.bankProofs(), 'list'] as const,
  bankProofFile: (accountId: string) => [...queueKeys.bankProofs(), 'file', accountId] as const,
};
