import { Paper, SimpleGrid, Text } from '@mantine/core';
import { reimbursementTotals, type Reimbursement } from '@oc/contract';
import { useIntl } from 'react-intl';
import { formatInr } from '../../../lib/format';
import { STATUS_TEXT } from '../lib/display';

/**
 * Totals above the table (beyond the spec): what the shown claims add up to — submitted (every
 * claim), approved (the approved amounts; rejected count 0) and pending (claims not decided yet).
 */
export function ReimbursementTotals({ rows }: { rows: readonly Reimbursement[] }) {
  const intl = useIntl();
  const t = reimbursementTotals(rows);
  const cards = [
    {
      label: intl.formatMessage({ id: 'reimbursements.totals.submitted', defaultMessage: 'Submitted' }),
      value: t.submitted,
      note: intl.formatMessage(
        {
          id: 'reimbursements.totals.claims',
          defaultMessage: '{count, plural, one {# claim} other {# claims}}',
        },
        { count: t.count },
      ),
      id: 'submitted',
    },
    {
      label: intl.formatMessage(STATUS_TEXT.APPROVED),
      value: t.approved,
      note: intl.formatMessage({ id: 'reimbursements.totals.byFinance', defaultMessage: 'by finance' }),
      id: 'approved',
    },
    {
      label: intl.formatMessage(STATUS_TEXT.PENDING),
      value: t.pending,
      note: intl.formatMessage(
        {
          id: 'reimbursements.totals.awaiting',
          defaultMessage: '{count, plural, one {# claim} other {# claims}} awaiting finance',
        },
        { count: t.pendingCount },
      ),
      id: 'pending',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="reimbursement-totals">
      {cards.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="md" data-testid={`total-${c.id}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          <Text fw={700} fz="lg" data-testid={`total-${c.id}-value`}>
            {formatInr(c.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {c.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
