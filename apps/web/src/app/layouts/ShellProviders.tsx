import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useEffect, type ReactNode } from 'react';
import { wantNotifications } from '../notifications';

/**
 * The providers only the guarded screens use, loaded with the shell (not on the login page): date
 * pickers, confirm dialogs, and the toasts' outlet.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  useEffect(() => wantNotifications(), []);
  return (
    /* Date pickers: weeks start on Monday; Sunday is the weekend (business dates are IST). */
    <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1, weekendDays: [0] }}>
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
