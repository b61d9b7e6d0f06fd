import { proposalsEndpoints, type ProposalKind, type ProposalStatus } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/** The list's query as sent (`status`, `kind`; a null one left out): the export sends the same. */
export function proposalsQuery(status: ProposalStatus | null, kind: ProposalKind | null = null) {
  return { ...(status ? { status } : {}), ...(kind ? { kind } : {}) };
}

/** GET /api/admin/v1/proposals[?status=&kind=]: newest first (at most 200). */
export function getProposals(
  status: ProposalStatus | null,
  kind: ProposalKind | null = null,
  signal?: AbortSignal,
) {
  return callStaff(proposalsEndpoints.list, {
    query: proposalsQuery(status, kind),
    ...(signal ? { signal } : {}),
  });
}

export const proposalsQueryOptions = (status: ProposalStatus | null, kind: ProposalKind | null = null) =>
  queryOptions({
    queryKey: proposalKeys.list(status, kind),
    queryFn: ({ signal }) => getProposals(status, kind, signal),
  });

export function useProposals(status: ProposalStatus | null, kind: ProposalKind | null = null) {
  return useQuery(proposalsQueryOptions(status, kind));
}

/** How many proposals wait for a checker (the navigation's count); null until known. */
export function useWaitingCount(): number | null {
  const query = useQuery({ ...proposalsQueryOptions('PROPOSED'), refetchInterval: 60_000 });
  return query.data ? query.data.length : null;
}
