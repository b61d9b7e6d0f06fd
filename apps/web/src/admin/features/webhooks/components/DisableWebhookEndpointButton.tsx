import { Button } from '@mantine/core';
import type { WebhookEndpoint } from '@oc/contract';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { useDisableWebhookEndpoint } from '../api/disable-webhook-endpoint';

const toastId = (e: Pick<WebhookEndpoint, 'id'>) => `webhook-endpoint-${e.id}`;

/**
 * An enabled endpoint's Disable: asks first (no new events; the waiting ones are given up), then
 * disables; a toast says how it went (a 409, already disabled, with the server's sentence).
 */
export function DisableWebhookEndpointButton({
  endpoint,
  fullWidth = false,
}: {
  endpoint: WebhookEndpoint;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  const disable = useDisableWebhookEndpoint();
  const ask = () =>
    confirmAction({
      title: intl.formatMessage({
        id: 'admin.webhooks.disable.title',
        defaultMessage: 'Disable webhook endpoint',
      }),
      message: intl.formatMessage(
        {
          id: 'admin.webhooks.disable.message',
          defaultMessage: '<b>{url}</b> is sent no more events; the ones still waiting are given up.',
        },
        { url: endpoint.url, b: (c) => <b>{c}</b> },
      ),
      confirmLabel: intl.formatMessage({ id: 'admin.webhooks.disable.button', defaultMessage: 'Disable' }),
      onConfirm: () =>
        void disable.mutateAsync(endpoint.id).then(
          () =>
            showToast({
              kind: 'success',
              id: toastId(endpoint),
              message: intl.formatMessage(
                { id: 'admin.webhooks.disable.done', defaultMessage: '{url} is disabled.' },
                { url: endpoint.url },
              ),
            }),
          (err: unknown) => showToast({ kind: 'error', id: toastId(endpoint), message: errorMessage(err) }),
        ),
    });
  return (
    <Button
      size={fullWidth ? 'sm' : 'xs'}
      variant="default"
      fullWidth={fullWidth}
      onClick={ask}
      loading={disable.isPending}
      aria-label={intl.formatMessage(
        { id: 'admin.webhooks.disable.label', defaultMessage: 'Disable {url}' },
        { url: endpoint.url },
      )}
    >
      {intl.formatMessage({ id: 'admin.webhooks.disable.button', defaultMessage: 'Disable' })}
    </Button>
  );
}
