import { homeEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { HOME_REFRESH_MS, homeKeys } from './keys';

/** GET /user/actions: what needs the operator now, by business model (issue 41). */
export function getHomeActions(signal?: AbortSignal) {
  return callEndpoint(homeEndpoints.actions, { ...(signal ? { signal } : {}) });
}

export const homeActionsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.actions(), queryFn: ({ signal }) => getHomeActions(signal) });

/** Read again with the figures (every 15 s while the tab is visible): "within 2 hours" moves. */
export function useHomeActions() {
  return useQuery({ ...homeActionsQueryOptions(), refetchInterval: HOME_REFRESH_MS });
}
