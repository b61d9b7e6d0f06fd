import type { ProposalStatus } from '@oc/contract';
import { ADMIN_KEY } from '../../../lib/keys';

/** The proposals' query keys; every change to a proposal invalidates `proposalKeys.all()`. */
export const proposalKeys = {
  all: () => [ADMIN_KEY, 'proposals'] as const,
  lists: () => [...proposalKeys.all(), 'list'] as const,
  /** `null`: every status. */
  list: (status: ProposalStatus | null) => [...proposalKeys.lists(), status ?? 'ALL'] as const,
};
