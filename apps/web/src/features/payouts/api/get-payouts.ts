import { payoutsEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { payoutKeys, type PayoutRange } from './keys';

/** GET /user/payout: the account's payouts, latest first; with a range those overlapping it. */
export function getPayouts(range: PayoutRange, signal?: AbortSignal) {
  return callEndpoint(payoutsEndpoints.list, { query: range, ...(signal ? { signal } : {}) });
}

export const payoutsQueryOptions = (range: PayoutRange = {}) =>
  queryOptions({ queryKey: payoutKeys.list(range), queryFn: ({ signal }) => getPayouts(range, signal) });

export function usePayouts(range: PayoutRange = {}) {
  return useQuery(payoutsQueryOptions(range));
}
