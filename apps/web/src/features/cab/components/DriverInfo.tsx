import { ActionIcon, Anchor, Button, CopyButton, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { ROUTES, hasDriver, isInsideAssignWindow, type CabTrip } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';

export function tripDetailsHref(id: string): string {
  return `${ROUTES.tripDetails}?_id=${encodeURIComponent(id)}`;
}

function CopyLine({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage({ id: 'cab.driver.copy', defaultMessage: 'Copy {label}' }, { label });
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {label}:
        </Text>{' '}
        <Text span fw={600} size="sm" ff={mono ? 'monospace' : undefined}>
          {value}
        </Text>
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied ? intl.formatMessage({ id: 'cab.driver.copied', defaultMessage: 'Copied' }) : copyLabel
            }
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copyLabel}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The trip row's Assign column (part 2 §4): 'Assigned' with an info tooltip (RC, mobile and name,
 * each with a copy button) and 'Edit/View Details', or an 'Assign' button, while start + 4 hours is
 * in the future; afterwards 'Assigned' with its details, or N.A for an unassigned trip.
 */
export function AssignCell({
  trip,
  now,
  onAssign,
}: {
  trip: CabTrip;
  now: number;
  onAssign: (trip: CabTrip) => void;
}) {
  const intl = useIntl();
  const open = isInsideAssignWindow(trip.startTime, now);
  if (!hasDriver(trip)) {
    if (!open)
      return (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="cab.na" defaultMessage="N.A" />
        </Text>
      );
    return (
      <Button
        size="compact-sm"
        onClick={() => onAssign(trip)}
        aria-label={intl.formatMessage(
          { id: 'cab.driver.assignTo', defaultMessage: 'Assign driver to {trip}' },
          { trip: trip.groupCode },
        )}
        data-assign-control
      >
        <FormattedMessage id="cab.assign.assign" defaultMessage="Assign" />
      </Button>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4} wrap="nowrap">
        <StatusBadge tone="positive">
          <FormattedMessage id="cab.driver.assigned" defaultMessage="Assigned" />
        </StatusBadge>
        <Popover width={260} position="bottom" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={intl.formatMessage(
                { id: 'cab.driver.detailsOf', defaultMessage: 'Driver details of {trip}' },
                { trip: trip.groupCode },
              )}
              data-assign-control
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4}>
              <CopyLine
                label={intl.formatMessage({ id: 'cab.driver.rc', defaultMessage: 'RC' })}
                value={trip.rcNumber ?? ''}
                mono
              />
              <CopyLine
                label={intl.formatMessage({ id: 'cab.driver.mobile', defaultMessage: 'Mobile' })}
                value={trip.driverMobileNo ?? ''}
              />
              <CopyLine
                label={intl.formatMessage({ id: 'cab.driver.name', defaultMessage: 'Name' })}
                value={trip.driverName ?? ''}
              />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <Anchor component={Link} to={tripDetailsHref(trip.id)} size="xs" style={{ whiteSpace: 'nowrap' }}>
        {open
          ? intl.formatMessage({ id: 'cab.driver.editOrView', defaultMessage: 'Edit/View Details' })
          : intl.formatMessage({ id: 'cab.trips.viewDetails', defaultMessage: 'View Details' })}
      </Anchor>
    </Stack>
  );
}
