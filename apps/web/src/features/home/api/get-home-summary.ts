import { homeEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { HOME_REFRESH_MS, homeKeys } from './keys';

/** GET /user/: the caller, today's figures of the acting account and the deal expiry counts. */
export function getHomeSummary(signal?: AbortSignal) {
  return callEndpoint(homeEndpoints.summary, { ...(signal ? { signal } : {}) });
}

export const homeSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.summary(), queryFn: ({ signal }) => getHomeSummary(signal) });

export function useHomeSummary() {
  return useQuery({ ...homeSummaryQueryOptions(), refetchInterval: HOME_REFRESH_MS });
}
