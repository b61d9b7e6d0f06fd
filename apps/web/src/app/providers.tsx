import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotificationsHost } from './notifications';
import { theme } from './theme';

/**
 * The providers of every page, the login included: the theme and the toasts' host. The query
 * cache comes with the router (app/queries.tsx); date pickers and dialogs with the guarded shell
 * (layouts/ShellProviders.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
