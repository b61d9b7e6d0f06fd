import { Button } from '@mantine/core';
import type { WebhookDelivery } from '@oc/contract';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { useRetryDelivery } from '../api/retry-delivery';

const toastId = (d: Pick<WebhookDelivery, 'id'>) => `webhook-delivery-${d.id}`;

/**
 * A dead letter's "Send again": waiting again at once (sent within seconds, retried for another
 * day); a toast says so, or the server's sentence (409: sent again already, or its endpoint disabled).
 */
export function RetryDeliveryButton({
  delivery,
  fullWidth = false,
}: {
  delivery: WebhookDelivery;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  const retry = useRetryDelivery();
  return (
    <Button
      size={fullWidth ? 'sm' : 'xs'}
      variant="default"
      fullWidth={fullWidth}
      loading={retry.isPending}
      aria-label={intl.formatMessage(
        { id: 'admin.webhooks.retry.label', defaultMessage: 'Send {event} of delivery {id} again' },
        { event: delivery.eventType, id: String(delivery.id) },
      )}
      onClick={() =>
        void retry.mutateAsync(delivery.id).then(
          () =>
            showToast({
              kind: 'success',
              id: toastId(delivery),
              message: intl.formatMessage(
                { id: 'admin.webhooks.retry.done', defaultMessage: '{event} is waiting to be sent again.' },
                { event: delivery.eventType },
              ),
            }),
          (err: unknown) => showToast({ kind: 'error', id: toastId(delivery), message: errorMessage(err) }),
        )
      }
    >
      {intl.formatMessage({ id: 'admin.webhooks.retry.button', defaultMessage: 'Send again' })}
    </Button>
  );
}
