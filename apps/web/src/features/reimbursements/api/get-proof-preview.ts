import { reimbursementsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { reimbursementKeys } from './keys';

/** GET /mg/user/reimbursements/:id/proof: a 5-minute link (image, pdf) or the first rows (xlsx, csv). */
export function getProofPreview(id: string, signal?: AbortSignal) {
  return callEndpoint(reimbursementsEndpoints.proof, { params: { id }, ...(signal ? { signal } : {}) });
}

export const proofPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reimbursementKeys.proof(id),
    queryFn: ({ signal }) => getProofPreview(id, signal),
    // The link expires in 5 minutes: ask again each time the modal opens.
    staleTime: 0,
    gcTime: 0,
  });

/** The preview of a claim's proof (null: nothing selected). */
export function useProofPreview(id: string | null) {
  return useQuery({ ...proofPreviewQueryOptions(id ?? ''), enabled: id !== null });
}
