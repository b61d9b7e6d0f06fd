import { reimbursementsEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { reimbursementKeys } from './keys';

/** GET /mg/user/reimbursements, or POST /mg/user/reimbursements {rc} for one bus (part 2 §7). */
export function getReimbursements(rc: string | null, signal?: AbortSignal) {
  const opts = signal ? { signal } : {};
  return rc === null
    ? callEndpoint(reimbursementsEndpoints.list, opts)
    : callEndpoint(reimbursementsEndpoints.filter, { body: { rc }, ...opts });
}

export const reimbursementsQueryOptions = (rc: string | null) =>
  queryOptions({
    queryKey: reimbursementKeys.list(rc),
    queryFn: ({ signal }) => getReimbursements(rc, signal),
  });

/** The account's claims, newest first; one bus's when `rc` is set (the previous list stays while it loads). */
export function useReimbursements(rc: string | null) {
  return useQuery({ ...reimbursementsQueryOptions(rc), placeholderData: keepPreviousData });
}
