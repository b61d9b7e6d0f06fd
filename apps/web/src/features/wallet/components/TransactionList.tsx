import { Group, Modal, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@oc/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { defineMessages, type Message } from '@oc/i18n';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { VirtualCards } from '../../../components/tables/VirtualGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatInr } from '../../../lib/format';
import colors from './colors.module.css';

const TYPE_LABELS: Record<Transaction['transactionType'], Message> = defineMessages({
  CREDIT: { id: 'wallet.type.credit', defaultMessage: 'Credit' },
  DEBIT: { id: 'wallet.type.debit', defaultMessage: 'Debit' },
});

/** The table's columns and the detail dialog's labels. */
const FIELDS = defineMessages({
  code: { id: 'wallet.transactions.code', defaultMessage: 'Transaction Code' },
  time: { id: 'wallet.transactions.time', defaultMessage: 'Date & Time' },
  description: { id: 'wallet.transactions.description', defaultMessage: 'Description' },
  type: { id: 'wallet.transactions.type', defaultMessage: 'Type' },
  amount: { id: 'wallet.amount', defaultMessage: 'Amount' },
  closingBalance: { id: 'wallet.transactions.closingBalance', defaultMessage: 'Closing Balance' },
  transactions: { id: 'wallet.transactions.title', defaultMessage: 'Transactions' },
});

/** The table's columns as a file holds them (components/tables/TableExport): the same headings. */
export function useTransactionExportColumns(): ExportColumn<Transaction>[] {
  const intl = useIntl();
  const f = (m: Message) => intl.formatMessage(m);
  return [
    { label: f(FIELDS.code), value: (t) => t.transactionCode },
    { label: f(FIELDS.time), value: (t) => formatDateTime(t.transactionTime) },
    { label: f(FIELDS.description), value: (t) => t.description },
    { label: f(FIELDS.type), value: (t) => f(TYPE_LABELS[t.transactionType]) },
    {
      label: f(FIELDS.amount),
      kind: 'money',
      value: (t) => (t.transactionType === 'CREDIT' ? t.amount : -t.amount),
    },
    { label: f(FIELDS.closingBalance), kind: 'money', value: (t) => t.closingBalance },
  ];
}

function TypeBadge({ type }: { type: Transaction['transactionType'] }) {
  const intl = useIntl();
  return (
    <StatusBadge tone={type === 'CREDIT' ? 'positive' : 'negative'}>
      {intl.formatMessage(TYPE_LABELS[type])}
    </StatusBadge>
  );
}

function signed(t: Transaction): string {
  return `${t.transactionType === 'CREDIT' ? '+' : '−'} ${formatInr(t.amount)}`;
}

/** The amount's colour: teal in, red out (colors.module.css, AA in both schemes). */
function amountColor(t: Transaction): string | undefined {
  return t.transactionType === 'CREDIT' ? colors.credit : colors.debit;
}

/** A row's height before it is measured (one line of text, `verticalSpacing="sm"`). */
const ROW_ESTIMATE = 47;
const COLUMNS = 6;

/**
 * Where the table's body starts in the page (the virtualizer's `scrollMargin`), kept current when
 * what is above it changes height (the balance loading, a date-range message).
 */
function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/** An empty row that stands for rows out of view (`height`), or keeps the stripes' parity (0). */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={COLUMNS} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Desktop: the transactions table. Its rows are virtualized against the page's own scroll
 * (@tanstack/react-virtual, as the pricing grids and Trips and Revenue): only the rows in view,
 * plus a few, are in the DOM (docs/performance.md "Tables"); spacer rows stand for the others, so
 * the page is as tall and scrolls as before, and the stripes keep their order.
 */
export function TransactionTable({ rows }: { rows: Transaction[] }) {
  const intl = useIntl();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const offset = usePageOffset(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: offset,
    getItemKey: (i) => rows[i]?._id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const above = first ? first.start - offset : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  // Mantine stripes odd rows of the body (nth-of-type): the spacers above keep row 0, 2, 4, …
  // striped whichever row comes first.
  const spacersAbove = !first || first.index === 0 ? 0 : first.index % 2 === 1 ? 1 : 2;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={intl.formatMessage(FIELDS.transactions)}
        aria-rowcount={rows.length + 1}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(FIELDS.code)}</Table.Th>
            <Table.Th>{intl.formatMessage(FIELDS.time)}</Table.Th>
            <Table.Th>{intl.formatMessage(FIELDS.description)}</Table.Th>
            <Table.Th>{intl.formatMessage(FIELDS.type)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(FIELDS.amount)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(FIELDS.closingBalance)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {spacersAbove > 0 ? <SpacerRow height={above} /> : null}
          {spacersAbove > 1 ? <SpacerRow height={0} /> : null}
          {items.map((v) => {
            const t = rows[v.index];
            if (!t) return null;
            return (
              <Table.Tr
                key={v.key}
                data-index={v.index}
                aria-rowindex={v.index + 2}
                ref={virtualizer.measureElement}
              >
                <Table.Td ff="monospace" fz="sm">
                  {t.transactionCode}
                </Table.Td>
                <Table.Td>{formatDateTime(t.transactionTime)}</Table.Td>
                <Table.Td>{t.description}</Table.Td>
                <Table.Td>
                  <TypeBadge type={t.transactionType} />
                </Table.Td>
                <Table.Td ta="right" className={amountColor(t)} fw={600}>
                  {signed(t)}
                </Table.Td>
                <Table.Td ta="right">{formatInr(t.closingBalance)}</Table.Td>
              </Table.Tr>
            );
          })}
          {below > 0 ? <SpacerRow height={below} /> : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Mobile: a list of transactions; tapping one opens its detail dialog (part 1 §2). The cards are
 * virtualized against the page's scroll (`VirtualCards`, as Trips and Revenue on a phone).
 */
export function TransactionCards({ rows }: { rows: Transaction[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Transaction | null>(null);
  return (
    <>
      <VirtualCards
        rows={rows}
        estimate={85}
        label={intl.formatMessage(FIELDS.transactions)}
        render={(t) => (
          <UnstyledButton w="100%" onClick={() => setOpen(t)} aria-haspopup="dialog">
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
                <Text size="sm" fw={700} className={amountColor(t)} style={{ whiteSpace: 'nowrap' }}>
                  {signed(t)}
                </Text>
              </Group>
            </Paper>
          </UnstyledButton>
        )}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={intl.formatMessage({
          id: 'wallet.transactions.detailsTitle',
          defaultMessage: 'Transaction Details',
        })}
        centered
      >
        {open ? (
          <Stack gap="sm">
            {(
              [
                [FIELDS.code, open.transactionCode],
                [FIELDS.time, formatDateTime(open.transactionTime)],
                [FIELDS.type, <TypeBadge key="t" type={open.transactionType} />],
                [FIELDS.amount, formatInr(open.amount)],
                [FIELDS.closingBalance, formatInr(open.closingBalance)],
                [FIELDS.description, open.description],
              ] as const
            ).map(([label, value]) => (
              <Group key={label.id} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {intl.formatMessage(label)}
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
