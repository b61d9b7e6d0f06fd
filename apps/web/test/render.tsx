import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '../src/app/theme';

/** Renders a component inside the app's MantineProvider; answers the screen and a user-event session. */
export function renderUi(ui: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...render(<MantineProvider theme={theme}>{ui}</MantineProvider>) };
}
