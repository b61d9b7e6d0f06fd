import '@mantine/dates/styles.css';
// The date pickers' month and weekday names in Hindi (dayjs has English built in).
import 'dayjs/locale/hi';
import { DatesProvider } from '@mantine/dates';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { whenIdle } from '../../lib/idle';
import { ModalsHost, whenModalsReady } from '../modals';
import { wantNotifications } from '../notifications';
import { wantShellOverlays } from './overlays';

/**
 * The providers only the guarded screens use, loaded with the shell (not on the login page): date
 * pickers, and the hosts of the dialogs and the toasts. The code of the shell's overlays, the
 * dialogs and the toasts is asked for once the page is idle after its first paint (each also loads
 * at once when first needed).
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  // The page's language as dayjs names it ('hi-IN' → 'hi'): the pickers' months and weekdays.
  const locale = useIntl().locale.split('-')[0] ?? 'en';
  useEffect(
    () =>
      whenIdle(() => {
        void wantShellOverlays();
        whenModalsReady().catch(() => undefined);
        wantNotifications();
      }),
    [],
  );
  return (
    /* Date pickers: weeks start on Monday; Sunday is the weekend (business dates are IST). */
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [0] }}>
      <ModalsHost />
      {children}
    </DatesProvider>
  );
}
