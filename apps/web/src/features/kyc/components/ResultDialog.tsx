import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUserX } from '@tabler/icons-react';
import { DIALOG_TEXTS, verificationSuccessText, type KycOutcome } from '../lib/outcome';

/** The Verification Successful, Name Mismatch and Verification Failed dialogs (part 1 §8). */
export function ResultDialog({ outcome, onClose }: { outcome: KycOutcome | null; onClose: () => void }) {
  const view = outcome ? describe(outcome) : null;
  return (
    <Modal opened={outcome !== null} onClose={onClose} centered withCloseButton={false} size="sm">
      {view ? (
        <Stack align="center" gap="sm" py="sm" data-testid="kyc-result">
          <ThemeIcon size={56} radius="xl" variant="light" color={view.color}>
            {view.icon}
          </ThemeIcon>
          <Text fw={700} fz="lg" ta="center">
            {view.title}
          </Text>
          <Text ta="center" c="dimmed" size="sm">
            {view.body}
          </Text>
          <Button fullWidth mt="xs" onClick={onClose}>
            OK
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}

function describe(outcome: KycOutcome) {
  switch (outcome.kind) {
    case 'success':
      return {
        title: DIALOG_TEXTS.successTitle,
        body: verificationSuccessText(outcome.document),
        color: 'green',
        icon: <IconCircleCheck size={32} />,
      };
    case 'mismatch':
      return {
        title: DIALOG_TEXTS.mismatchTitle,
        body: DIALOG_TEXTS.mismatchBody,
        color: 'orange',
        icon: <IconUserX size={30} />,
      };
    case 'failure':
      return {
        title: DIALOG_TEXTS.failureTitle,
        body: outcome.message,
        color: 'red',
        icon: <IconAlertTriangle size={30} />,
      };
  }
}
