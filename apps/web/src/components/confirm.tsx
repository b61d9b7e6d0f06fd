import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { whenModalsReady } from '../app/modals';
import { currentIntl } from '../i18n/language';
import { showToast } from '../lib/toast';

/**
 * The one confirmation dialog (docs/ui.md, Dialogs and confirmations): a title, one sentence, and
 * two buttons — confirm in the theme's primary colour (filled), cancel as the neutral default
 * button — whatever the action does (turning a campaign on or off alike: no teal/red per action).
 * The caller gives its texts in the page's language; 'Cancel' is the default.
 */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}): void {
  const intl = currentIntl();
  const cancel = cancelLabel ?? intl.formatMessage({ id: 'common.confirm.cancel', defaultMessage: 'Cancel' });
  // The dialogs' provider may still be loading (app/modals.tsx): the dialog opens once it listens.
  // If its code cannot be loaded (offline), say so; nothing is done without the confirmation.
  whenModalsReady().then(
    () =>
      modals.openConfirmModal({
        title: <Text fw={600}>{title}</Text>,
        centered: true,
        radius: 'md',
        children: <Text size="sm">{message}</Text>,
        labels: { confirm: confirmLabel, cancel },
        confirmProps: { variant: 'filled' },
        cancelProps: { variant: 'default' },
        onConfirm,
      }),
    () =>
      showToast({
        kind: 'error',
        id: 'confirm-unavailable',
        message: intl.formatMessage({
          id: 'common.confirm.unavailable',
          defaultMessage: 'Could not open the confirmation. Check your connection and try again.',
        }),
      }),
  );
}
