import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DEALS_TEXT } from '../lib/messages';

/** A deals screen's title row: the back arrow, the title (and a line under it), actions on the right. */
export function PageHeader({
  title,
  subtitle,
  onBack,
  backLabel,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  onBack?: () => void;
  backLabel?: string;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" align="center" style={{ flex: 1, minWidth: 0 }}>
        {onBack ? (
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            aria-label={backLabel ?? intl.formatMessage(DEALS_TEXT.back)}
            onClick={onBack}
          >
            <IconArrowLeft size={22} stroke={1.8} />
          </ActionIcon>
        ) : null}
        <Stack gap={0} miw={0}>
          <Title order={2} fz={{ base: 20, sm: 26 }} lh={1.25}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {actions ? <Box style={{ flexShrink: 0 }}>{actions}</Box> : null}
    </Group>
  );
}
