import { Code } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@oc/contract';
import { listText } from '../../../../lib/labels';
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
  const { secret, endpoint } = created;
  return (
    <ShownOnce
      testId="created-webhook-endpoint"
      about={
        <>
          <b>{endpoint.url}</b> is sent: {listText(inEventOrder(endpoint.events))}.
        </>
      }
      label="Signing secret"
      value={secret}
      note={
        <>
          The receiver checks each request&apos;s <Code>X-Signature</Code> with it.
        </>
      }
      onDone={onDone}
    />
  );
}
