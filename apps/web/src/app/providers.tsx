import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api';
import { theme } from './theme';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Date pickers: weeks start on Monday; Sunday is the weekend (business dates are IST). */}
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1, weekendDays: [0] }}>
          <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
            <Notifications position="top-center" limit={3} />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
