import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useOnline } from '../../lib/use-online';

/**
 * The offline state (issue 41; docs/ui.md "States"): while the browser has no network, a line above
 * the screen says so. What is on screen was loaded before; reads wait and are asked again when the
 * network is back; a change is refused before it is sent (lib/api/send.ts), never queued.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconWifiOff size={18} aria-hidden />}
      title={intl.formatMessage({ id: 'app.offline.title', defaultMessage: 'You are offline' })}
      role="status"
      data-testid="offline-banner"
    >
      {intl.formatMessage({
        id: 'app.offline.detail',
        defaultMessage:
          'What was loaded before stays on screen; the rest loads by itself when you are back online. Changes cannot be sent until then.',
      })}
    </Alert>
  );
}
