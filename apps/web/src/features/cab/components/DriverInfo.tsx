import { ActionIcon, Anchor, Button, CopyButton, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { ROUTES, hasDriver, isInsideAssignWindow, type CabTrip } from '@oc/contract';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';

export function tripDetailsHref(id: string): string {
  return `${ROUTES.tripDetails}?_id=${encodeURIComponent(id)}`;
}

function CopyLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {label}:
        </Text>{' '}
        <Text span fw={600} size="sm" ff={label === 'RC' ? 'monospace' : undefined}>
          {value}
        </Text>
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`Copy ${label}`}
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
  const open = isInsideAssignWindow(trip.startTime, now);
  if (!hasDriver(trip)) {
    if (!open)
      return (
        <Text size="sm" c="dimmed">
          N.A
        </Text>
      );
    return (
      <Button
        size="compact-sm"
        onClick={() => onAssign(trip)}
        aria-label={`Assign driver to ${trip.groupCode}`}
        data-assign-control
      >
        Assign
      </Button>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4} wrap="nowrap">
        <StatusBadge tone="positive">Assigned</StatusBadge>
        <Popover width={260} position="bottom" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Driver details of ${trip.groupCode}`}
              data-assign-control
            >
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4}>
              <CopyLine label="RC" value={trip.rcNumber ?? ''} />
              <CopyLine label="Mobile" value={trip.driverMobileNo ?? ''} />
              <CopyLine label="Name" value={trip.driverName ?? ''} />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <Anchor component={Link} to={tripDetailsHref(trip.id)} size="xs" style={{ whiteSpace: 'nowrap' }}>
        {open ? 'Edit/View Details' : 'View Details'}
      </Anchor>
    </Stack>
  );
}
