import { Stack, Text } from '@mantine/core';
import type { Reimbursement, ReimbursementStatus as Status } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';
import { STATUS_TEXT } from '../lib/display';

const TONE: Record<Status, StatusTone> = { PENDING: 'pending', APPROVED: 'positive', REJECTED: 'negative' };

/** The claim's finance status as a badge ('Pending', 'Approved', 'Rejected'). */
export function ReimbursementStatus({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={TONE[status]} data-testid="reimbursement-status">
      {intl.formatMessage(STATUS_TEXT[status])}
    </StatusBadge>
  );
}

/** Why finance rejected the claim ('Reason: …', under the Rejected badge), when it has one; else nothing. */
export function RejectionReason({
  claim,
  maw,
}: {
  claim: Pick<Reimbursement, 'financeStatus' | 'decisionReason'>;
  maw?: number;
}) {
  if (claim.financeStatus !== 'REJECTED' || !claim.decisionReason) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      maw={maw}
      style={{ overflowWrap: 'anywhere' }}
      data-testid="reimbursement-reason"
    >
      <FormattedMessage
        id="reimbursements.reason"
        defaultMessage="Reason: {reason}"
        values={{ reason: claim.decisionReason }}
      />
    </Text>
  );
}

/** The status badge with the rejection's reason under it (the table's Status cell). */
export function ReimbursementStatusCell({ claim }: { claim: Reimbursement }) {
  return (
    <Stack gap={4} align="flex-start">
      <ReimbursementStatus status={claim.financeStatus} />
      <RejectionReason claim={claim} maw={240} />
    </Stack>
  );
}
