import { homeEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { homeKeys } from './keys';

/** GET /mg/user/tripRevenue: revenue rows per service and trip date of the last 7 days. */
export function getTripRevenue(signal?: AbortSignal) {
  return callEndpoint(homeEndpoints.tripRevenue, { ...(signal ? { signal } : {}) });
}

export const tripRevenueQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.tripRevenue(), queryFn: ({ signal }) => getTripRevenue(signal) });

export function useTripRevenue() {
  return useQuery(tripRevenueQueryOptions());
}
