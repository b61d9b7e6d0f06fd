import { queuesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

/** GET /api/admin/v1/queues/claims: the reimbursement claims waiting for finance, oldest first. */
export function getClaims(signal?: AbortSignal) {
  return callStaff(queuesEndpoints.claims, signal ? { signal } : {});
}

export const claimsQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.claimList(), queryFn: ({ signal }) => getClaims(signal) });

export function useClaims() {
  return useQuery(claimsQueryOptions());
}

/**
 * How many claims wait for a decision here (the navigation's count); null until known. A claim
 * whose approval is already proposed waits under Proposals (counted there), not here.
 */
export function useClaimsWaitingCount(): number | null {
  const query = useQuery({ ...claimsQueryOptions(), refetchInterval: 60_000 });
  return query.data ? query.data.filter((c) => c.proposalId === null).length : null;
}
