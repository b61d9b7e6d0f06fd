import { queuesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

/**
 * GET /api/admin/v1/queues/bank-proofs/:accountId/file: a waiting bank proof's file (with the
 * staff bearer, so read into a Blob for the preview, never linked to directly).
 */
export function getBankProofFile(accountId: string, signal?: AbortSignal) {
  return downloadStaff(queuesEndpoints.bankProofFile, {
    params: { accountId },
    fallbackFilename: 'bank-proof',
    ...(signal ? { signal } : {}),
  });
}

export const bankProofFileQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queueKeys.bankProofFile(accountId),
    queryFn: ({ signal }) => getBankProofFile(accountId, signal),
    // The file of a waiting proof does not change; kept only while a preview shows it.
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** `enabled` false: a proof without a file (nothing to read). */
export function useBankProofFile(accountId: string, enabled = true) {
  return useQuery({ ...bankProofFileQueryOptions(accountId), enabled });
}
