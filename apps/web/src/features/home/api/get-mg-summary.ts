import { homeEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { HOME_REFRESH_MS, homeKeys } from './keys';

/** GET /mg/user/revenueDetails: the MG home's today's revenue, seats sold and cancelled seats. */
export function getMgSummary(signal?: AbortSignal) {
  return callEndpoint(homeEndpoints.mgSummary, { ...(signal ? { signal } : {}) });
}

export const mgSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.mgSummary(), queryFn: ({ signal }) => getMgSummary(signal) });

export function useMgSummary() {
  return useQuery({ ...mgSummaryQueryOptions(), refetchInterval: HOME_REFRESH_MS });
}
