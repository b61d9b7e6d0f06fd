import { Modal, type ModalProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isMobile } from '../../lib/device';

/**
 * A form in a dialog that, once it has made something, shows its secret this one time (an API key,
 * a webhook's signing secret). While the secret shows, only Done closes the dialog (no close
 * button, no Escape, no click beside it), so it is not lost by a slip before it is copied. It
 * stays on screen while the dialog fades out, and is forgotten once it is gone (the page's state
 * and, through `forget`, the mutation's cached answer).
 */
export function SecretOnceModal<T>({
  opened,
  onClose,
  titles,
  size,
  forget,
  form,
  shown,
}: {
  opened: boolean;
  onClose: () => void;
  titles: { form: string; shown: string };
  size: ModalProps['size'];
  /** Forgets the mutation's answer (its `reset`). */
  forget: () => void;
  /** The form; it calls `made` with what the server answered. */
  form: (made: (created: T) => void) => ReactNode;
  /** The secret, shown once, with Done. */
  shown: (created: T) => ReactNode;
}) {
  const [created, setCreated] = useState<T | null>(null);
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
      onExitTransitionEnd={() => {
        setCreated(null);
        forget();
      }}
      title={created ? titles.shown : titles.form}
      centered
      radius="md"
      size={size}
      fullScreen={isMobile}
      closeOnClickOutside={false}
      closeOnEscape={created === null}
      withCloseButton={created === null}
    >
      {created ? shown(created) : opened ? form(setCreated) : null}
    </Modal>
  );
}
