import { cabEndpoints } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { cityKeys } from './keys';

/**
 * GET {prefix}/cities/stations?type={text}: cities whose name contains the text (part 2 §7), the
 * type-ahead of the trips filter and of the fleet payment summary (`components/CityPicker`).
 */
export function getCities(text: string, signal?: AbortSignal) {
  return callEndpoint(cabEndpoints.cities, { query: { type: text }, ...(signal ? { signal } : {}) });
}

export const citiesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: cityKeys.search(text),
    queryFn: ({ signal }) => getCities(text, signal),
    staleTime: 10 * 60_000,
  });

export function useCities(text: string, enabled = true) {
  return useQuery({ ...citiesQueryOptions(text.trim()), enabled, placeholderData: keepPreviousData });
}
