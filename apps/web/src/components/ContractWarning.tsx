import { Tooltip } from '@mantine/core';
import { contractExpiryOf } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { currentIntl } from '../i18n/language';
import { formatDate } from '../lib/format';
import { StatusBadge } from './StatusBadge';

const TEXT = defineMessages({
  expired: { id: 'common.contractWarning.expired', defaultMessage: 'Contract expired' },
  expiredTitle: {
    id: 'common.contractWarning.expiredTitle',
    defaultMessage: 'The contract ended on {date}: trips since then are not paid in the weekly statement.',
  },
  ends: { id: 'common.contractWarning.ends', defaultMessage: 'Contract ends {date}' },
  endsTitle: {
    id: 'common.contractWarning.endsTitle',
    defaultMessage: 'The contract ends on {date}: trips after that day are not paid in the weekly statement.',
  },
});

/**
 * What a service's contract ending `validTo` needs said today: 'Contract expired' (its trips since
 * are not paid by the weekly statement) or 'Contract ends DD/MM/YYYY' from 14 days before
 * (`contractExpiryOf`); null otherwise, in the page's language. Services and Contracts and Trips and
 * Revenue say it the same way.
 */
export function contractWarningOf(
  validTo: string | null | undefined,
  today: string,
): { tone: 'negative' | 'pending'; text: string; title: string } | null {
  if (!validTo) return null;
  const state = contractExpiryOf(validTo, today);
  const intl = currentIntl();
  const date = formatDate(validTo);
  if (state === 'EXPIRED')
    return {
      tone: 'negative',
      text: intl.formatMessage(TEXT.expired),
      title: intl.formatMessage(TEXT.expiredTitle, { date }),
    };
  if (state === 'EXPIRES_SOON')
    return {
      tone: 'pending',
      text: intl.formatMessage(TEXT.ends, { date }),
      title: intl.formatMessage(TEXT.endsTitle, { date }),
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
