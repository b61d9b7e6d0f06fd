import { cabEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { cabKeys } from './keys';

/**
 * GET /cabOperator/trip/details?tripId=: [trip], or the word 'error' for a trip that is missing or
 * not the account's (part 2 §7) — the screen shows 'Trip doesn’t exist' then.
 */
export function getTrip(tripId: string, signal?: AbortSignal) {
  return callEndpoint(cabEndpoints.tripDetails, { query: { tripId }, ...(signal ? { signal } : {}) });
}

export const tripQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: cabKeys.trip(tripId), queryFn: ({ signal }) => getTrip(tripId, signal) });

export function useTrip(tripId: string) {
  return useQuery({ ...tripQueryOptions(tripId), enabled: tripId !== '' });
}
