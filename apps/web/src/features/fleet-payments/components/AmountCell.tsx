import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { FLEET_TEXTS, type TripContract } from '@oc/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatInr } from '../../../lib/format';

/**
 * A trip's Amount (part 2 §2): 'Trip Not Started' when the start is in the future, else 'Contract
 * Invalid' with the tooltip 'Contact Admin team for Assistance' when the contract is expired, else
 * the supply cost in rupees. The server decides (`amountStatus`), with its clock.
 */
export function AmountCell({ trip, justify }: { trip: TripContract; justify?: 'flex-end' | 'flex-start' }) {
  if (trip.amountStatus === 'NOT_STARTED')
    return (
      <Text size="sm" c="dimmed" data-testid="fleet-amount">
        {FLEET_TEXTS.notStarted}
      </Text>
    );
  if (trip.amountStatus === 'CONTRACT_INVALID')
    return (
      <Group gap={4} wrap="nowrap" justify={justify}>
        <Text size="sm" c="red" fw={600} data-testid="fleet-amount">
          {FLEET_TEXTS.contractInvalid}
        </Text>
        <Tooltip
          label={FLEET_TEXTS.contactAdmin}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={FLEET_TEXTS.contactAdmin}>
            <IconInfoCircle size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  return (
    <Text size="sm" fw={600} data-testid="fleet-amount">
      {formatInr(trip.supplyCost)}
    </Text>
  );
}
