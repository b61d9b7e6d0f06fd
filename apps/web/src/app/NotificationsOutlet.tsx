import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { isMobile } from '../lib/device';

/**
 * The toasts' outlet (app/notifications.tsx loads it when the first toast is wanted). Toasts sit at
 * the bottom (bottom-right on a desktop, bottom-centre on a phone), clear of the header, the page's
 * title and its filters; their layer is above dialogs (200) and below dropdowns (300 and up), so a
 * dropdown opened while a toast shows is never covered (docs/ui.md, Toasts).
 */
const TOAST_Z_INDEX = 250;

export default function NotificationsOutlet() {
  return (
    <Notifications position={isMobile ? 'bottom-center' : 'bottom-right'} limit={3} zIndex={TOAST_Z_INDEX} />
  );
}
