import { commissionEndpoints, istStartOfDay } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingFilters } from '../lib/filters';
import { callEndpoint } from '../../../lib/endpoint';
import { commissionKeys } from './keys';

/** fromDate/toDate go as epoch ms of the IST day's start (the contract's addition). */
export function windowQuery(f: Pick<PricingFilters, 'fromDate' | 'toDate'>) {
  return { fromDate: istStartOfDay(f.fromDate).getTime(), toDate: istStartOfDay(f.toDate).getTime() };
}

/** GET /commission/services: the account's services over the window, of a city pair or all. */
export function getCommissionServices(f: PricingFilters, signal?: AbortSignal) {
  return callEndpoint(commissionEndpoints.services, {
    query: {
      ...(f.fromCity ? { fromCitySelected: f.fromCity } : {}),
      ...(f.toCity ? { toCitySelected: f.toCity } : {}),
      ...windowQuery(f),
    },
    ...(signal ? { signal } : {}),
  });
}

export const commissionServicesQueryOptions = (f: PricingFilters) =>
  queryOptions({
    queryKey: commissionKeys.serviceWindow(f),
    queryFn: ({ signal }) => getCommissionServices(f, signal),
  });

/** The services of a search; the previous search's rows stay while the next one loads. */
export function useCommissionServices(f: PricingFilters) {
  return useQuery({ ...commissionServicesQueryOptions(f), placeholderData: (prev) => prev });
}
