import { dealsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { dealKeys } from './keys';

/** GET /user/fetchDeals?id=: one campaign (the answer's only item; another account's id is 404). */
export function getDeal(campaignId: string, signal?: AbortSignal) {
  return callEndpoint(dealsEndpoints.list, { query: { id: campaignId }, ...(signal ? { signal } : {}) });
}

export const dealQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: dealKeys.detail(campaignId),
    queryFn: ({ signal }) => getDeal(campaignId, signal),
  });

export function useDeal(campaignId: string) {
  return useQuery(dealQueryOptions(campaignId));
}
