import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUserX } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { KYC_TEXTS, SUCCESS_DOCUMENTS } from '../lib/messages';
import type { KycOutcome } from '../lib/outcome';

/** The Verification Successful, Name Mismatch and Verification Failed dialogs (part 1 §8). */
export function ResultDialog({ outcome, onClose }: { outcome: KycOutcome | null; onClose: () => void }) {
  const intl = useIntl();
  const view = outcome ? describe(intl, outcome) : null;
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
            {intl.formatMessage({ id: 'kyc.result.ok', defaultMessage: 'OK' })}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}

function describe(intl: IntlShape, outcome: KycOutcome) {
  switch (outcome.kind) {
    case 'success':
      return {
        title: intl.formatMessage(KYC_TEXTS.successTitle),
        body: intl.formatMessage(KYC_TEXTS.successBody, {
          doc: intl.formatMessage(SUCCESS_DOCUMENTS[outcome.document]),
        }),
        color: 'green',
        icon: <IconCircleCheck size={32} />,
      };
    case 'mismatch':
      return {
        title: intl.formatMessage(KYC_TEXTS.mismatchTitle),
        body: intl.formatMessage(KYC_TEXTS.nameMismatch),
        color: 'orange',
        icon: <IconUserX size={30} />,
      };
    case 'failure':
      return {
        title: intl.formatMessage(KYC_TEXTS.failureTitle),
        // The server's or the provider's message, or the contract's default: in the page's language.
        body: apiText(outcome.message),
        color: 'red',
        icon: <IconAlertTriangle size={30} />,
      };
  }
}
