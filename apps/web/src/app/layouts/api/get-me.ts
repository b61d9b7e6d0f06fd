import { authEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** GET {prefix}/user/me: the caller and the account acting in the current business model. */
export function getMe(signal?: AbortSignal) {
  return callEndpoint(authEndpoints.me, { ...(signal ? { signal } : {}) });
}

/** How recent an error the shell, mounting, shows rather than asks again. */
const FRESH_ERROR_MS = 3_000;

/**
 * Asked when the app starts (app/router.tsx `prefetchRoute`), before the shell is drawn: when that
 * read has just failed (after its one retry), the shell drawn next shows the error, and Try again
 * asks again, instead of asking twice more as it mounts. An older error (the shell left and drawn
 * again later) is asked again as it mounts, as any read is.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
    retryOnMount: (query) => Date.now() - query.state.errorUpdatedAt > FRESH_ERROR_MS,
  });

/** The shell asks once per business model; a 403 'not registered in this model' is its answer too. */
export function useMe() {
  return useQuery(meQueryOptions());
}
