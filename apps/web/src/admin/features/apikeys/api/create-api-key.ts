import { apiKeysEndpoints, type ApiKeyCreate, type createdApiKeySchema } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callStaff } from '../../../lib/staff-api';
import { apiKeyKeys } from './keys';

/** A creation's answer: the key itself (shown only this once) and its row of the list. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/**
 * POST /api/admin/v1/api-keys {name, scopes}: a key for the record kinds named; the answer holds
 * the key itself, this once (the server keeps only its hash and first characters).
 */
export function createApiKey(body: ApiKeyCreate): Promise<CreatedApiKey> {
  return callStaff(apiKeysEndpoints.create, { body });
}

/** Makes a key; the list is read again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() }),
  });
}
