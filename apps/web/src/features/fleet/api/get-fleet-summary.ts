import { fleetEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import type { FleetQuery } from '../lib/filters';
import { fleetKeys } from './keys';

/** GET /cabOperator/fmlmPaymentSummary: the trip contracts of the range and their figures. */
export function getFleetSummary(query: FleetQuery, signal?: AbortSignal) {
  return callEndpoint(fleetEndpoints.summary, { query, ...(signal ? { signal } : {}) });
}

export const fleetSummaryQueryOptions = (query: FleetQuery) =>
  queryOptions({
    queryKey: fleetKeys.summary(query),
    queryFn: ({ signal }) => getFleetSummary(query, signal),
  });

/** The summary of the applied filters; the previous answer stays on screen while the next loads. */
export function useFleetSummary(query: FleetQuery) {
  return useQuery({ ...fleetSummaryQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * Marks every cached summary stale without refetching the one on screen: the next filters applied
 * (Search, Reset, Apply Filters, a chip removed) are fetched afresh, as the spec's "reloads" says.
 */
export function useMarkSummariesStale() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetKeys.summaries(), refetchType: 'none' });
}
