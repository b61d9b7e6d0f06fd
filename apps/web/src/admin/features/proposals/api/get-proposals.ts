import { proposalsEndpoints, type ProposalStatus } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/** GET /api/admin/v1/proposals[?status=]: newest first (at most 200). */
export function getProposals(status: ProposalStatus | null, signal?: AbortSignal) {
  return callStaff(proposalsEndpoints.list, {
    query: status ? { status } : {},
    ...(signal ? { signal } : {}),
  });
}

export const proposalsQueryOptions = (status: ProposalStatus | null) =>
  queryOptions({
    queryKey: proposalKeys.list(status),
    queryFn: ({ signal }) => getProposals(status, signal),
  });

export function useProposals(status: ProposalStatus | null) {
  return useQuery(proposalsQueryOptions(status));
}

/** How many proposals wait for a checker (the navigation's count); null until known. */
export function useWaitingCount(): number | null {
  const query = useQuery({ ...proposalsQueryOptions('PROPOSED'), refetchInterval: 60_000 });
  return query.data ? query.data.length : null;
}
