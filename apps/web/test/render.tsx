import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '../src/app/theme';
import { I18nProvider } from '../src/i18n/I18nProvider';

/**
 * Renders a component inside the app's providers (the page's language, English unless a test sets
 * another with `setLanguage`, and Mantine's theme); answers the screen and a user-event session.
 */
export function renderUi(ui: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nProvider>
        <MantineProvider theme={theme}>{ui}</MantineProvider>
      </I18nProvider>,
    ),
  };
}
