import { apiKeysEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { apiKeyKeys } from './keys';

/**
 * POST /api/admin/v1/api-keys/:id/revoke: every server refuses the key from its next request on
 * (404 unknown, 409 already revoked).
 */
export function revokeApiKey(id: string) {
  return callStaff(apiKeysEndpoints.revoke, { params: { id } });
}

/** Revokes; the list is read again, also after a 409 (someone else revoked it first). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}
