import { contractsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { homeKeys } from './keys';

/**
 * GET /mg/user/tripRevenue without a window: one revenue row per trip of the last 7 days. The same
 * call (and server query) as Trips and Revenue, which asks for a year (features/contracts).
 */
export function getTripRevenue(signal?: AbortSignal) {
  return callEndpoint(contractsEndpoints.tripRevenue, { ...(signal ? { signal } : {}) });
}

export const tripRevenueQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.tripRevenue(), queryFn: ({ signal }) => getTripRevenue(signal) });

export function useTripRevenue() {
  return useQuery(tripRevenueQueryOptions());
}
