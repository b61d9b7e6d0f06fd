import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { FLEET_TEXTS, type TripContract } from '@oc/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { apiText } from '../../../i18n/language';
import { formatInr } from '../../../lib/format';
import colors from './colors.module.css';

/** A status in the figure's place, with its reason in an info tooltip. */
function StatusWithReason({
  text,
  reason,
  className,
  justify,
}: {
  text: string;
  reason: string;
  /** Its colour (colors.module.css, light and dark). */
  className: string | undefined;
  justify?: 'flex-end' | 'flex-start';
}) {
  return (
    <Group gap={4} wrap="nowrap" justify={justify}>
      <Text
        size="sm"
        className={className}
        fw={600}
        data-testid="fleet-amount"
        style={{ whiteSpace: 'nowrap' }}
      >
        {text}
      </Text>
      <Tooltip
        label={reason}
        withArrow
        multiline
        maw={260}
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={reason}>
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * A trip's Amount (part 2 §2): 'Trip Not Started' when the start is in the future, else 'Contract
 * Invalid' with the tooltip 'Contact Admin team for Assistance' when the contract is expired, else
 * the supply cost in rupees — or 'No driver recorded' (with its reason) in the figure's place when
 * the started trip never had a driver. The server decides (`amountStatus`), with its clock.
 */
export function AmountCell({ trip, justify }: { trip: TripContract; justify?: 'flex-end' | 'flex-start' }) {
  if (trip.amountStatus === 'NOT_STARTED')
    return (
      <Text size="sm" c="dimmed" data-testid="fleet-amount">
        {apiText(FLEET_TEXTS.notStarted)}
      </Text>
    );
  if (trip.amountStatus === 'CONTRACT_INVALID')
    return (
      <StatusWithReason
        text={apiText(FLEET_TEXTS.contractInvalid)}
        reason={apiText(FLEET_TEXTS.contactAdmin)}
        className={colors.contractInvalid}
        justify={justify}
      />
    );
  if (trip.amountStatus === 'NO_DRIVER')
    return (
      <StatusWithReason
        text={apiText(FLEET_TEXTS.noDriver)}
        reason={apiText(FLEET_TEXTS.noDriverReason)}
        className={colors.noDriver}
        justify={justify}
      />
    );
  return (
    <Text size="sm" fw={600} data-testid="fleet-amount">
      {formatInr(trip.supplyCost)}
    </Text>
  );
}
