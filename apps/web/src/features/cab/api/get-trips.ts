import { cabEndpoints, type CabTripsQuery } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { cabKeys } from './keys';

/** GET /cabOperator/trips with the default window or the applied filters (part 2 §7). */
export function getTrips(query: CabTripsQuery, signal?: AbortSignal) {
  return callEndpoint(cabEndpoints.trips, { query, ...(signal ? { signal } : {}) });
}

export const tripsQueryOptions = (query: CabTripsQuery) =>
  queryOptions({ queryKey: cabKeys.trips(query), queryFn: ({ signal }) => getTrips(query, signal) });

export function useTrips(query: CabTripsQuery) {
  return useQuery(tripsQueryOptions(query));
}
