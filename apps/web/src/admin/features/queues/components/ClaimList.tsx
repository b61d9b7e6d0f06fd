import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { ClaimQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDate, formatDateTime, formatInr } from '../../../../lib/format';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  operator: { id: 'admin.queues.operator', defaultMessage: 'Operator' },
  mobile: { id: 'admin.queues.mobile', defaultMessage: 'Mobile' },
  rc: { id: 'admin.queues.claims.rc', defaultMessage: 'RC' },
  dates: { id: 'admin.queues.claims.dates', defaultMessage: 'Dates' },
  amount: { id: 'admin.queues.claims.amount', defaultMessage: 'Amount claimed' },
  filed: { id: 'admin.queues.claims.filed', defaultMessage: 'Filed at' },
  proof: { id: 'admin.queues.claims.proof', defaultMessage: 'Proof' },
});

const MESSAGES = defineMessages({
  list: { id: 'admin.queues.claims.title', defaultMessage: 'Reimbursement claims' },
  show: { id: 'admin.queues.show', defaultMessage: 'Show' },
});

/** The claim's period, as tables show business dates: '01/11/2026 – 15/11/2026'. */
export function claimDatesText(item: Pick<ClaimQueueItem, 'startDate' | 'endDate'>): string {
  return item.startDate === item.endDate
    ? formatDate(item.startDate)
    : `${formatDate(item.startDate)} – ${formatDate(item.endDate)}`;
}

/** A table cell's period: the start over the end, so the column stays narrow. */
function ClaimDates({ item }: { item: Pick<ClaimQueueItem, 'startDate' | 'endDate'> }) {
  if (item.startDate === item.endDate) return <>{formatDate(item.startDate)}</>;
  return (
    <>
      <div>{formatDate(item.startDate)} –</div>
      <div>{formatDate(item.endDate)}</div>
    </>
  );
}

/** A table cell's instant: the day over the time (IST). */
function FiledAt({ iso }: { iso: string }) {
  const [day, time] = formatDateTime(iso).split(' ');
  return (
    <>
      <div>{day}</div>
      <Text size="xs" c="dimmed">
        {time}
      </Text>
    </>
  );
}

/** 'Awaiting second approval': its approval is proposed and waits for a second person. */
function AwaitingBadge({ item }: { item: ClaimQueueItem }) {
  const intl = useIntl();
  if (item.proposalId === null) return null;
  return (
    <StatusBadge
      tone="info"
      size="sm"
      data-testid="claim-awaiting"
      // A narrow cell wraps the words rather than cutting them.
      styles={{
        root: { height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 },
      }}
    >
      {intl.formatMessage({ id: 'admin.queues.claims.awaiting', defaultMessage: 'Awaiting second approval' })}
    </StatusBadge>
  );
}

interface ListProps {
  rows: ClaimQueueItem[];
  selectedId: string | null;
  onSelect: (item: ClaimQueueItem) => void;
  /** Phone: what shows under the selected card (its proof and actions). */
  selectedContent?: ReactNode;
}

function ShowButton({
  item,
  selected,
  onSelect,
  fullWidth = false,
}: {
  item: ClaimQueueItem;
  selected: boolean;
  onSelect: (item: ClaimQueueItem) => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant={selected ? 'filled' : 'light'}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(item);
      }}
      aria-pressed={selected}
      aria-label={intl.formatMessage(
        { id: 'admin.queues.claims.showFor', defaultMessage: 'Show the claim of {account} for {rc}' },
        { account: item.accountName, rc: item.rc },
      )}
      fullWidth={fullWidth}
    >
      {intl.formatMessage(MESSAGES.show)}
    </Button>
  );
}

/**
 * Desktop: one row per waiting claim (the operator's account, user and mobile in its first cell);
 * Show puts its proof and actions beside the list.
 */
export function ClaimTable({ rows, selectedId, onSelect }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={580}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={intl.formatMessage(MESSAGES.list)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.operator)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.rc)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.dates)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.amount)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.filed)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.proof)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const selected = c.id === selectedId;
            return (
              <Table.Tr
                key={c.id}
                data-testid="claim-item"
                aria-selected={selected}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ verticalAlign: 'top', cursor: 'pointer' }}
                onClick={() => onSelect(c)}
              >
                <Table.Td miw={140}>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" fw={600}>
                      {c.accountName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.userName}, {c.mobileNo}
                    </Text>
                    <AwaitingBadge item={c} />
                  </Stack>
                </Table.Td>
                <Table.Td fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {c.rc}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <ClaimDates item={c} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatInr(c.amount)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <FiledAt iso={c.filedAt} />
                </Table.Td>
                <Table.Td ta="right">
                  <ShowButton item={c} selected={selected} onSelect={onSelect} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per waiting claim; the selected one opens its proof and actions in place. */
export function ClaimCards({ rows, selectedId, onSelect, selectedContent }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(MESSAGES.list)}>
      {rows.map((c) => {
        const selected = c.id === selectedId;
        return (
          <Paper key={c.id} withBorder radius="md" p="sm" role="listitem" data-testid="claim-item">
            <Stack gap={8}>
              <Stack gap={2} align="flex-start" miw={0}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {c.accountName}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.userName}
                </Text>
                <AwaitingBadge item={c} />
              </Stack>
              <CardFields
                fields={[
                  { label: intl.formatMessage(COLUMNS.mobile), value: c.mobileNo },
                  { label: intl.formatMessage(COLUMNS.rc), value: c.rc },
                  { label: intl.formatMessage(COLUMNS.dates), value: claimDatesText(c) },
                  { label: intl.formatMessage(COLUMNS.amount), value: formatInr(c.amount) },
                  { label: intl.formatMessage(COLUMNS.filed), value: formatDateTime(c.filedAt) },
                ]}
              />
              {selected ? (
                selectedContent
              ) : (
                <ShowButton item={c} selected={false} onSelect={onSelect} fullWidth />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
