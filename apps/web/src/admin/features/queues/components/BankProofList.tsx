import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { BankProofQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { formatDateTime } from '../../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  account: { id: 'admin.queues.bankProofs.account', defaultMessage: 'Account' },
  user: { id: 'admin.queues.bankProofs.user', defaultMessage: 'User' },
  uploaded: { id: 'admin.queues.bankProofs.uploaded', defaultMessage: 'Uploaded' },
  file: { id: 'admin.queues.bankProofs.file', defaultMessage: 'File' },
  preview: { id: 'admin.queues.bankProofs.preview', defaultMessage: 'Preview' },
});

const MESSAGES = defineMessages({
  list: { id: 'admin.queues.bankProofs.title', defaultMessage: 'Bank proofs' },
  show: { id: 'admin.queues.show', defaultMessage: 'Show' },
});

interface ListProps {
  rows: BankProofQueueItem[];
  selectedId: string | null;
  onSelect: (item: BankProofQueueItem) => void;
  /** Phone: what shows under the selected card (its preview and actions). */
  selectedContent?: ReactNode;
}

function ShowButton({
  item,
  selected,
  onSelect,
  fullWidth = false,
}: {
  item: BankProofQueueItem;
  selected: boolean;
  onSelect: (item: BankProofQueueItem) => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant={selected ? 'filled' : 'light'}
      onClick={() => onSelect(item)}
      aria-pressed={selected}
      aria-label={intl.formatMessage(
        { id: 'admin.queues.bankProofs.showFor', defaultMessage: 'Show the bank proof of {account}' },
        { account: item.accountName },
      )}
      fullWidth={fullWidth}
    >
      {intl.formatMessage(MESSAGES.show)}
    </Button>
  );
}

/** Desktop: one row per waiting proof; Show puts it in the preview beside the list. */
export function BankProofTable({ rows, selectedId, onSelect }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={intl.formatMessage(MESSAGES.list)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.account)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.user)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.uploaded)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.file)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.preview)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => {
            const selected = p.accountId === selectedId;
            return (
              <Table.Tr
                key={p.accountId}
                data-testid="bank-proof-item"
                aria-selected={selected}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ verticalAlign: 'top', cursor: 'pointer' }}
                onClick={() => onSelect(p)}
              >
                <Table.Td miw={140}>
                  <Text size="sm" fw={600}>
                    {p.accountName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {accountTypeLabel(p.accountType)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.userName}</Text>
                  <Text size="xs" c="dimmed">
                    {p.mobileNo}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.uploadedAt)}</Table.Td>
                <Table.Td maw={160} style={{ overflowWrap: 'anywhere' }}>
                  {p.fileName ?? <Text c="dimmed">—</Text>}
                </Table.Td>
                <Table.Td ta="right">
                  <ShowButton item={p} selected={selected} onSelect={onSelect} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per waiting proof; the selected one opens its preview and actions in place. */
export function BankProofCards({ rows, selectedId, onSelect, selectedContent }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(MESSAGES.list)}>
      {rows.map((p) => {
        const selected = p.accountId === selectedId;
        return (
          <Paper
            key={p.accountId}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            data-testid="bank-proof-item"
          >
            <Stack gap={8}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {p.accountName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {accountTypeLabel(p.accountType)}
                  </Text>
                </Stack>
              </Group>
              <CardFields
                fields={[
                  { label: intl.formatMessage(COLUMNS.user), value: `${p.userName}, ${p.mobileNo}` },
                  { label: intl.formatMessage(COLUMNS.uploaded), value: formatDateTime(p.uploadedAt) },
                  { label: intl.formatMessage(COLUMNS.file), value: p.fileName ?? '—' },
                ]}
              />
              {selected ? (
                selectedContent
              ) : (
                <ShowButton item={p} selected={false} onSelect={onSelect} fullWidth />
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
