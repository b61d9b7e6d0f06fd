import { qualityEndpoints, type RatingsBody } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { feedbackKeys } from './keys';

/** POST /mg/user/fetchRatings {rc, fromDate, toDate}: a read, so a query (the server does the maths). */
export function getRatings(body: RatingsBody, signal?: AbortSignal) {
  return callEndpoint(qualityEndpoints.ratings, { body, ...(signal ? { signal } : {}) });
}

export const ratingsQueryOptions = (body: RatingsBody) =>
  queryOptions({
    queryKey: feedbackKeys.ratings(body),
    queryFn: ({ signal }) => getRatings(body, signal),
    staleTime: 60_000,
  });

export function useRatings(body: RatingsBody | null) {
  return useQuery({
    ...ratingsQueryOptions(body ?? { rc: [], fromDate: 0, toDate: 0 }),
    enabled: body !== null,
  });
}
