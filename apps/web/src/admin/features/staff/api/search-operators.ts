import { staffEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { staffKeys } from './keys';

/** GET /api/admin/v1/operators?q=: by mobile number (or its start), name, account id or group id. */
export function searchOperators(q: string, signal?: AbortSignal) {
  return callStaff(staffEndpoints.searchOperators, { query: { q }, ...(signal ? { signal } : {}) });
}

export const operatorSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: staffKeys.search(q),
    queryFn: ({ signal }) => searchOperators(q, signal),
  });

/** The operators matching `q` (null: nothing to search yet); the last results stay while the next load. */
export function useOperatorSearch(q: string | null) {
  return useQuery({
    ...operatorSearchQueryOptions(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
