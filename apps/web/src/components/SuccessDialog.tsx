import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface DialogAction {
  label: string;
  onClick: () => void;
}

/**
 * The one success dialog (docs/ui.md, Dialogs and confirmations): a check, the title ('Your Custom
 * Offer has been activated', 'Your Deal has been extended', …), the key value in a box with its
 * label and a copy button (the campaign code), one line of detail, then one primary action (filled,
 * full width) and at most one secondary action (subtle, below it). It closes only through its
 * actions or Escape, never by a click beside it.
 */
export function SuccessDialog({
  opened,
  title,
  value,
  detail,
  primary,
  secondary,
  onClose,
  onExited,
}: {
  opened: boolean;
  title: string;
  /** The key value: its label ('Campaign Code') and the value, copyable. */
  value?: { label: string; value: string } | undefined;
  detail?: ReactNode;
  primary: DialogAction;
  secondary?: DialogAction | undefined;
  /** Escape: usually what the primary action does. */
  onClose: () => void;
  /** Once the dialog has finished closing (e.g. to put the focus back where the flow began). */
  onExited?: (() => void) | undefined;
}) {
  const titleId = useId();
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      withCloseButton={false}
      centered
      radius="lg"
      size="sm"
      closeOnClickOutside={false}
      aria-labelledby={titleId}
      {...(onExited ? { onExitTransitionEnd: onExited } : {})}
    >
      <Stack align="center" gap="md" py="sm" ta="center" data-testid="success-dialog">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCheck size={36} stroke={2.2} aria-hidden />
        </ThemeIcon>
        <Text id={titleId} fw={700} fz="lg" data-testid="success-title">
          {title}
        </Text>
        {value ? (
          <Paper withBorder radius="md" px="md" py="sm" w="100%" bg="var(--oc-muted-bg)">
            <Text size="xs" c="dimmed" fw={600} data-testid="success-value-label">
              {value.label}
            </Text>
            <Group justify="center" gap={6} wrap="nowrap">
              <Text fw={700} fz={22} ff="monospace" data-testid="success-value">
                {value.value}
              </Text>
              <CopyButton value={value.value}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={
                      copied
                        ? intl.formatMessage({ id: 'common.successDialog.copied', defaultMessage: 'Copied' })
                        : intl.formatMessage({ id: 'common.successDialog.copy', defaultMessage: 'Copy' })
                    }
                    withArrow
                  >
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={intl.formatMessage(
                        { id: 'common.successDialog.copyValue', defaultMessage: 'Copy {label}' },
                        { label: value.label },
                      )}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Paper>
        ) : null}
        {detail ? (
          <Text size="sm" c="dimmed" data-testid="success-detail">
            {detail}
          </Text>
        ) : null}
        <Stack gap="xs" w="100%">
          <Button fullWidth onClick={primary.onClick} data-autofocus>
            {primary.label}
          </Button>
          {secondary ? (
            <Button fullWidth variant="subtle" onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Modal>
  );
}
