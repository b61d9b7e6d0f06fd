import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api/errors';

/**
 * Reads (queries are GETs, so idempotent) get one quick retry for a glitch — a dropped connection,
 * a 5xx — and then show their error (docs/ui.md "States": within about a second, not after TanStack
 * Query's default three retries with backoff, about 7 s). Client errors (4xx) are answers, not
 * glitches: they are not retried. Mutations are never retried.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The pause before that one retry. */
const RETRY_DELAY_MS = 300;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay: RETRY_DELAY_MS,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

/**
 * The query cache, provided with the router (app/router.tsx): the login page, drawn without the
 * router when opened at /login (app/Boot.tsx), loads no TanStack Query (docs/performance.md "Web").
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
