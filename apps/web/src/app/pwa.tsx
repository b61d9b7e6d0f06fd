import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';
import { currentIntl } from '../i18n/language';
import { wantNotifications } from './notifications';

const UPDATE_TOAST = 'app-update';

/**
 * The installable app (issue 41; docs/performance.md "Installable app"): the service worker the
 * build writes (vite-plugin-pwa, Workbox) keeps the app's first-paint files and every asset the app
 * has loaded, so a second visit opens without the network and says when it is offline
 * (components/states/OfflineBanner). A new version waits until the person chooses it: a toast says
 * a new version is ready, 'Reload' tells the waiting worker to take over (Workbox's SKIP_WAITING
 * message) and the page reloads once it controls it. Registered after the first paint (main.tsx).
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');
  const update = () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', () => {
    const intl = currentIntl();
    wantNotifications();
    notifications.show({
      id: UPDATE_TOAST,
      color: 'blue',
      autoClose: false,
      withCloseButton: true,
      title: intl.formatMessage({ id: 'app.update.title', defaultMessage: 'A new version is ready' }),
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">
            {intl.formatMessage({
              id: 'app.update.detail',
              defaultMessage: 'Save what you are doing, then reload to use it.',
            })}
          </Text>
          <Button size="xs" onClick={update} data-testid="app-update-reload">
            {intl.formatMessage({ id: 'app.update.reload', defaultMessage: 'Reload' })}
          </Button>
        </Group>
      ),
    });
  });
  // A browser that refuses service workers (a private window, a policy) runs the app as before.
  wb.register().catch(() => undefined);
}
