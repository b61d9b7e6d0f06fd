import { contractsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { revenueKeys } from './keys';

/**
 * GET /mg/user/tripRevenue for a trip-date window (epoch ms): one revenue row per trip. The MG home
 * asks the same call without a window (its last 7 days, features/home/api/get-trip-revenue.ts).
 */
export function getTripRevenueWindow(fromDate: number, toDate: number, signal?: AbortSignal) {
  return callEndpoint(contractsEndpoints.tripRevenue, {
    query: { fromDate, toDate },
    ...(signal ? { signal } : {}),
  });
}

export const tripRevenueWindowQueryOptions = (fromDate: number, toDate: number) =>
  queryOptions({
    queryKey: revenueKeys.window(fromDate, toDate),
    queryFn: ({ signal }) => getTripRevenueWindow(fromDate, toDate, signal),
  });

export function useTripRevenueWindow(fromDate: number, toDate: number) {
  return useQuery(tripRevenueWindowQueryOptions(fromDate, toDate));
}
