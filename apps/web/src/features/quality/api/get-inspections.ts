import { qualityEndpoints, type InspectionQuery } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { inspectionKeys } from './keys';

/** GET /mg/user/fetchInspectionData?type=groupWork&rc&name&fromDate&toDate. */
export function getInspections(query: InspectionQuery, signal?: AbortSignal) {
  return callEndpoint(qualityEndpoints.inspections, { query, ...(signal ? { signal } : {}) });
}

/**
 * The records carry attachment links signed for 5 minutes: the list is refreshed every 4 so a
 * link opened later still works.
 */
export const inspectionsQueryOptions = (query: InspectionQuery) =>
  queryOptions({
    queryKey: inspectionKeys.list(query),
    queryFn: ({ signal }) => getInspections(query, signal),
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });

export function useInspections(query: InspectionQuery | null) {
  return useQuery({
    ...inspectionsQueryOptions(query ?? { fromDate: 0, toDate: 0 }),
    enabled: query !== null,
  });
}
