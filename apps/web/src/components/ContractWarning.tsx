import { Tooltip } from '@mantine/core';
import { contractExpiryOf } from '@oc/contract';
import { formatDate } from '../lib/format';
import { StatusBadge } from './StatusBadge';

/**
 * What a service's contract ending `validTo` needs said today: 'Contract expired' (its trips since
 * are not paid by the weekly statement) or 'Contract ends DD/MM/YYYY' from 14 days before
 * (`contractExpiryOf`); null otherwise. Services and Contracts and Trips and Revenue say it the same way.
 */
export function contractWarningOf(
  validTo: string | null | undefined,
  today: string,
): { tone: 'negative' | 'pending'; text: string; title: string } | null {
  if (!validTo) return null;
  const state = contractExpiryOf(validTo, today);
  if (state === 'EXPIRED')
    return {
      tone: 'negative',
      text: 'Contract expired',
      title: `The contract ended on ${formatDate(validTo)}: trips since then are not paid in the weekly statement.`,
    };
  if (state === 'EXPIRES_SOON')
    return {
      tone: 'pending',
      text: `Contract ends ${formatDate(validTo)}`,
      title: `The contract ends on ${formatDate(validTo)}: trips after that day are not paid in the weekly statement.`,
    };
  return null;
}

/** The warning as a badge, its sentence in a tooltip (nothing when the contract needs none). */
export function ContractWarning({ validTo, today }: { validTo: string | null | undefined; today: string }) {
  const warning = contractWarningOf(validTo, today);
  if (!warning) return null;
  return (
    <Tooltip label={warning.title} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
      <StatusBadge
        tone={warning.tone}
        w="fit-content"
        data-testid="contract-warning"
        aria-description={warning.title}
      >
        {warning.text}
      </StatusBadge>
    </Tooltip>
  );
}
