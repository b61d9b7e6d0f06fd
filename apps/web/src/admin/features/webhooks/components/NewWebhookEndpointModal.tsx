import { Modal } from '@mantine/core';
import type { CreatedWebhookEndpoint } from '@oc/contract';
import { useState } from 'react';
import { isMobile } from '../../../../lib/device';
import { useAddWebhookEndpoint } from '../api/add-webhook-endpoint';
import { CreatedWebhookEndpointView } from './CreatedWebhookEndpoint';
import { WebhookEndpointForm } from './WebhookEndpointForm';

/**
 * 'Add endpoint' in a dialog: the form, then, once added, the signing secret this one time. While
 * the secret shows, only Done closes the dialog (no close button, no Escape, no click beside it),
 * so it is not lost by a slip before it is copied. The list is read again when the endpoint is added.
 */
export function NewWebhookEndpointModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddWebhookEndpoint();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  // Opened again: a fresh form, whether or not the last fade-out finished.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setCreated(null);
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // The secret stays on screen while the dialog fades out, and is forgotten once it is gone
      // (the page and the mutation's cached answer both).
      onExitTransitionEnd={() => {
        setCreated(null);
        add.reset();
      }}
      title={created ? 'Your endpoint’s signing secret' : 'New webhook endpoint'}
      centered
      radius="md"
      size="xl"
      fullScreen={isMobile}
      closeOnClickOutside={false}
      closeOnEscape={created === null}
      withCloseButton={created === null}
    >
      {created ? (
        <CreatedWebhookEndpointView created={created} onDone={onClose} />
      ) : opened ? (
        <WebhookEndpointForm add={add.mutateAsync} onCancel={onClose} onAdded={setCreated} />
      ) : null}
    </Modal>
  );
}
