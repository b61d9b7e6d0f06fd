import { apiKeysEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { apiKeyKeys } from './keys';

/** GET /api/admin/v1/api-keys: the keys of the provider's systems, newest first, revoked ones too. */
export function getApiKeys(signal?: AbortSignal) {
  return callStaff(apiKeysEndpoints.list, signal ? { signal } : {});
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });

/** The list; `enabled` false for a role that may not read it (admin only): nothing is sent. */
export function useApiKeys(enabled = true) {
  return useQuery({ ...apiKeysQueryOptions(), enabled });
}
