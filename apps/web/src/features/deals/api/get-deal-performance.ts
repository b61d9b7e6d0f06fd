import { dealsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { dealKeys } from './keys';

/** GET /user/dealPerformance: bookings, seats, revenue and discount per deal, newest first (issue 41). */
export function getDealPerformance(signal?: AbortSignal) {
  return callEndpoint(dealsEndpoints.performance, { ...(signal ? { signal } : {}) });
}

export const dealPerformanceQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.performance(), queryFn: ({ signal }) => getDealPerformance(signal) });

export function useDealPerformance() {
  return useQuery(dealPerformanceQueryOptions());
}
