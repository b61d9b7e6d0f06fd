import { Modal } from '@mantine/core';
import { useState } from 'react';
import { isMobile } from '../../../../lib/device';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { ApiKeyForm } from './ApiKeyForm';
import { CreatedApiKeyView } from './CreatedApiKey';

/**
 * 'New API key' in a dialog: the form, then, once made, the key itself this one time. While the
 * key shows, only Done closes the dialog (no close button, no Escape, no click beside it), so the
 * key is not lost by a slip before it is copied. The list is read again when the key is made.
 */
export function NewApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
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
      // The key stays on screen while the dialog fades out, and is forgotten once it is gone
      // (the page and the mutation's cached answer both).
      onExitTransitionEnd={() => {
        setCreated(null);
        create.reset();
      }}
      title={created ? 'Your new API key' : 'New API key'}
      centered
      radius="md"
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
      closeOnEscape={created === null}
      withCloseButton={created === null}
    >
      {created ? (
        <CreatedApiKeyView created={created} onDone={onClose} />
      ) : opened ? (
        <ApiKeyForm create={create.mutateAsync} onCancel={onClose} onCreated={setCreated} />
      ) : null}
    </Modal>
  );
}
