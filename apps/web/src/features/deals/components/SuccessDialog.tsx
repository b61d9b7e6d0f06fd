import { ActionIcon, CopyButton, Group, Modal, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A deal success dialog: the headline ('Your Custom Offer has been activated', 'Your Deal has been
 * extended', …), optionally a code with its label ('Campaign Code', 'New Campaign Code') and actions.
 */
export function SuccessDialog({
  opened,
  title,
  codeLabel,
  code,
  children,
  actions,
  onClose,
}: {
  opened: boolean;
  title: string;
  codeLabel?: string;
  code?: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      withCloseButton={false}
      centered
      radius="lg"
      size="sm"
      closeOnClickOutside={false}
      aria-labelledby="deal-success-title"
    >
      <Stack align="center" gap="md" py="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCheck size={36} stroke={2.2} aria-hidden />
        </ThemeIcon>
        <Text id="deal-success-title" fw={700} fz="lg">
          {title}
        </Text>
        {code ? (
          <Paper withBorder radius="md" px="md" py="sm" w="100%" bg="gray.0">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
              {codeLabel}
            </Text>
            <Group justify="center" gap={6} wrap="nowrap">
              <Text fw={700} fz={22} ff="monospace" data-testid="campaign-code">
                {code}
              </Text>
              <CopyButton value={code}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label="Copy code"
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Paper>
        ) : null}
        {children}
        <Stack gap="xs" w="100%">
          {actions}
        </Stack>
      </Stack>
    </Modal>
  );
}
