import { Group, Modal, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@oc/contract';
import { useState } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatInr } from '../../../lib/format';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/labels';

function TypeBadge({ type }: { type: Transaction['transactionType'] }) {
  return (
    <StatusBadge tone={type === 'CREDIT' ? 'positive' : 'negative'}>
      {TRANSACTION_TYPE_LABELS[type]}
    </StatusBadge>
  );
}

function signed(t: Transaction): string {
  return `${t.transactionType === 'CREDIT' ? '+' : '−'} ${formatInr(t.amount)}`;
}

/** Desktop: the transactions table. */
export function TransactionTable({ rows }: { rows: Transaction[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction Code</Table.Th>
            <Table.Th>Date &amp; Time</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Closing Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((t) => (
            <Table.Tr key={t._id}>
              <Table.Td ff="monospace" fz="sm">
                {t.transactionCode}
              </Table.Td>
              <Table.Td>{formatDateTime(t.transactionTime)}</Table.Td>
              <Table.Td>{t.description}</Table.Td>
              <Table.Td>
                <TypeBadge type={t.transactionType} />
              </Table.Td>
              <Table.Td ta="right" c={t.transactionType === 'CREDIT' ? 'teal.8' : 'red.8'} fw={600}>
                {signed(t)}
              </Table.Td>
              <Table.Td ta="right">{formatInr(t.closingBalance)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Mobile: a list of transactions; tapping one opens its detail dialog (part 1 §2). */
export function TransactionCards({ rows }: { rows: Transaction[] }) {
  const [open, setOpen] = useState<Transaction | null>(null);
  return (
    <>
      <Stack gap="xs" role="list" aria-label="Transactions">
        {rows.map((t) => (
          <UnstyledButton
            key={t._id}
            role="listitem"
            onClick={() => setOpen(t)}
            aria-label={`${t.transactionCode} details`}
          >
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {t.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(t.transactionTime)}
                  </Text>
                </Stack>
                <Text
                  size="sm"
                  fw={700}
                  c={t.transactionType === 'CREDIT' ? 'teal.8' : 'red.8'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {signed(t)}
                </Text>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Transaction Details" centered>
        {open ? (
          <Stack gap="sm">
            {(
              [
                ['Transaction Code', open.transactionCode],
                ['Date & Time', formatDateTime(open.transactionTime)],
                ['Type', <TypeBadge key="t" type={open.transactionType} />],
                ['Amount', formatInr(open.amount)],
                ['Closing Balance', formatInr(open.closingBalance)],
                ['Description', open.description],
              ] as const
            ).map(([label, value]) => (
              <Group key={label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {label}
                </Text>
                <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-word' }} component="div">
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
