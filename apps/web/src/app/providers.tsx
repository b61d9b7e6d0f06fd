import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { NotificationsHost } from './notifications';
import { cssVariablesResolver, theme } from './theme';

/** The colour scheme chosen in this browser ('auto' follows the system; docs/ui.md "Themes"). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'oc.theme' });

/**
 * The providers of every page, the login included: the language, the theme (light, dark or the
 * system's) and the toasts' host. The query cache comes with the router (app/queries.tsx); date
 * pickers and dialogs with the guarded shell (layouts/ShellProviders.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        <NotificationsHost />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
