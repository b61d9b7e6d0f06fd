import { authEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** GET {prefix}/user/me: the caller and the account acting in the current business model. */
export function getMe(signal?: AbortSignal) {
  return callEndpoint(authEndpoints.me, { ...(signal ? { signal } : {}) });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });

/** The shell asks once per business model; a 403 'not registered in this model' is its answer too. */
export function useMe() {
  return useQuery(meQueryOptions());
}
