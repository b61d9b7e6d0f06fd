import type { ProposalKind, ProposalStatus } from '@oc/contract';
import { ADMIN_KEY } from '../../../lib/keys';

/** The proposals' query keys; every change to a proposal invalidates `proposalKeys.all()`. */
export const proposalKeys = {
  all: () => [ADMIN_KEY, 'proposals'] as const,
  lists: () => [...proposalKeys.all(), 'list'] as const,
  /** `null`: every status; every kind. */
  list: (status: ProposalStatus | null, kind: ProposalKind | null = null) =>
    [...proposalKeys.lists(), status ?? 'ALL', kind ?? 'ALL'] as const,
};
