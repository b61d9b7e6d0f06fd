import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' outlet (app/notifications.tsx loads it when the first toast is wanted). */
export default function NotificationsOutlet() {
  return <Notifications position="top-center" limit={3} />;
}
