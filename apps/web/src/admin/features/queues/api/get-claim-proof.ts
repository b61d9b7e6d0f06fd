import { queuesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

/**
 * GET /api/admin/v1/queues/claims/:id/proof: how to preview a waiting claim's proof (a 5-minute
 * signed link for an image or a PDF, the first rows of a sheet).
 */
export function getClaimProof(id: string, signal?: AbortSignal) {
  return callStaff(queuesEndpoints.claimProof, { params: { id }, ...(signal ? { signal } : {}) });
}

export const claimProofQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queueKeys.claimProof(id),
    queryFn: ({ signal }) => getClaimProof(id, signal),
    // The link expires in 5 minutes: ask again each time a claim is shown.
    staleTime: 0,
    gcTime: 0,
  });

/** `enabled` false: a claim without a proof (nothing to read). */
export function useClaimProof(id: string, enabled = true) {
  return useQuery({ ...claimProofQueryOptions(id), enabled });
}
