import { busesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { busKeys } from './keys';

/** GET /mg/user/rc: the MG account's buses (RC, status, bus type), by RC. */
export function getBusRcs(signal?: AbortSignal) {
  return callEndpoint(busesEndpoints.rc, { ...(signal ? { signal } : {}) });
}

export const busRcsQueryOptions = () =>
  queryOptions({
    queryKey: busKeys.rcs(),
    queryFn: ({ signal }) => getBusRcs(signal),
    staleTime: 5 * 60_000,
  });

/** The account's buses; every RC filter of part 2 uses this one list. */
export function useBusRcs(enabled = true) {
  return useQuery({ ...busRcsQueryOptions(), enabled });
}
