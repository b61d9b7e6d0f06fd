import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api/errors';

/**
 * Reads (queries are GETs, so idempotent) are retried with back-off (docs/ui.md "States"): a 5xx
 * once, quickly; a read that did not reach the server (a weak network) up to 3 times, after 0.3,
 * 0.6 and 1.2 s, then its error shows. Client errors (4xx) are answers, not glitches: they are not
 * retried. Offline, TanStack Query pauses reads and asks again when the network is back. Mutations
 * are never retried.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.status === 0) return failureCount < 3;
  return failureCount < 1;
}

/** The pause before a retry: 0.3 s, doubled each time. */
const retryDelay = (attempt: number) => 300 * 2 ** attempt;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    // A change made offline runs, so the api client refuses it at once with its sentence
    // (lib/api/errors.ts `offlineRefusal`); TanStack Query's default would hold it, unsent and unsaid,
    // until the network is back.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The query cache, provided with the router (app/router.tsx): the login page, drawn without the
 * router when opened at /login (app/Boot.tsx), loads no TanStack Query (docs/performance.md "Web").
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
