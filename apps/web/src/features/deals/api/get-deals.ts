import { dealsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { dealKeys } from './keys';

/** GET /user/fetchDeals: every campaign of the account, newest first. */
export function getDeals(signal?: AbortSignal) {
  return callEndpoint(dealsEndpoints.list, { ...(signal ? { signal } : {}) });
}

export const dealsQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.lists(), queryFn: ({ signal }) => getDeals(signal) });

export function useDeals() {
  return useQuery(dealsQueryOptions());
}
