import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

/** The trip ID (group code) in monospace with a copy-to-clipboard button. */
export function TripIdCopy({ code }: { code: string }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" fw={700} data-testid="fleet-trip-id">
        {code}
      </Text>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied
                ? intl.formatMessage({ id: 'fleet.tripId.copied', defaultMessage: 'Copied' })
                : intl.formatMessage({ id: 'fleet.tripId.copy', defaultMessage: 'Copy' })
            }
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={intl.formatMessage(
                { id: 'fleet.tripId.copyLabel', defaultMessage: 'Copy trip ID {code}' },
                { code },
              )}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
