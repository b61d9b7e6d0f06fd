import { Paper, SimpleGrid, Text } from '@mantine/core';
import { reimbursementTotals, type Reimbursement } from '@oc/contract';
import { formatInr } from '../../../lib/format';

/**
 * Totals above the table (beyond the spec): what the shown claims add up to — submitted (every
 * claim), approved (the approved amounts; rejected count 0) and pending (claims not decided yet).
 */
export function ReimbursementTotals({ rows }: { rows: readonly Reimbursement[] }) {
  const t = reimbursementTotals(rows);
  const cards = [
    {
      label: 'Submitted',
      value: t.submitted,
      note: `${t.count} claim${t.count === 1 ? '' : 's'}`,
      id: 'submitted',
    },
    { label: 'Approved', value: t.approved, note: 'by finance', id: 'approved' },
    {
      label: 'Pending',
      value: t.pending,
      note: `${t.pendingCount} claim${t.pendingCount === 1 ? '' : 's'} awaiting finance`,
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
