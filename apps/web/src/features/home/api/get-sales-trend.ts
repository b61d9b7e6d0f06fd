import { homeEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { HOME_REFRESH_MS, homeKeys } from './keys';

export type TrendDays = '7' | '30';

/** GET /user/salesTrend?days=: sales per IST day of the last 7 or 30 days (issue 41). */
export function getSalesTrend(days: TrendDays, signal?: AbortSignal) {
  return callEndpoint(homeEndpoints.salesTrend, { query: { days }, ...(signal ? { signal } : {}) });
}

export const salesTrendQueryOptions = (days: TrendDays) =>
  queryOptions({
    queryKey: homeKeys.salesTrend(days),
    queryFn: ({ signal }) => getSalesTrend(days, signal),
  });

/** Read again with Today's Sales; switching 7 ↔ 30 keeps the last chart on screen while the next comes. */
export function useSalesTrend(days: TrendDays) {
  return useQuery({
    ...salesTrendQueryOptions(days),
    refetchInterval: HOME_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
