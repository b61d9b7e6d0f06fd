import { queuesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

/** GET /api/admin/v1/queues/bank-proofs: the bank proofs waiting for a decision, oldest first. */
export function getBankProofs(signal?: AbortSignal) {
  return callStaff(queuesEndpoints.bankProofs, signal ? { signal } : {});
}

export const bankProofsQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.bankProofList(), queryFn: ({ signal }) => getBankProofs(signal) });

export function useBankProofs() {
  return useQuery(bankProofsQueryOptions());
}

/** How many bank proofs wait for a decision (the navigation's count); null until known. */
export function useBankProofsWaitingCount(): number | null {
  const query = useQuery({ ...bankProofsQueryOptions(), refetchInterval: 60_000 });
  return query.data ? query.data.length : null;
}
