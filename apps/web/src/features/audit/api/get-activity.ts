import { auditEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { activityKeys } from './keys';

/** GET {prefix}/user/activity: the acting account's changes, newest first (the last 100). */
export function getActivity(signal?: AbortSignal) {
  return callEndpoint(auditEndpoints.activity, { query: {}, ...(signal ? { signal } : {}) });
}

export const activityQueryOptions = () =>
  queryOptions({ queryKey: activityKeys.all(), queryFn: ({ signal }) => getActivity(signal) });

export function useActivity() {
  return useQuery(activityQueryOptions());
}
