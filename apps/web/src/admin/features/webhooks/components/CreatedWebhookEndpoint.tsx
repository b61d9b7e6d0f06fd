import { Code } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@oc/contract';
import { useIntl } from 'react-intl';
import { ShownOnce } from '../../../components/ShownOnce';
import { inEventOrder } from '../lib/list';

/** The one time an endpoint's signing secret is shown, after it is added, and what it checks. */
export function CreatedWebhookEndpointView({
  created,
  onDone,
}: {
  created: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { secret, endpoint } = created;
  return (
    <ShownOnce
      testId="created-webhook-endpoint"
      about={intl.formatMessage(
        { id: 'admin.webhooks.created.about', defaultMessage: '<b>{url}</b> is sent: {events}.' },
        { url: endpoint.url, events: intl.formatList(inEventOrder(endpoint.events)), b: (c) => <b>{c}</b> },
      )}
      label={intl.formatMessage({ id: 'admin.webhooks.created.secret', defaultMessage: 'Signing secret' })}
      value={secret}
      note={intl.formatMessage(
        {
          id: 'admin.webhooks.created.note',
          defaultMessage: "The receiver checks each request's {header} with it.",
        },
        { header: <Code>X-Signature</Code> },
      )}
      onDone={onDone}
    />
  );
}
