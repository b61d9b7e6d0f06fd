import { Code, Paper, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@oc/contract';
import { CardFields } from '../../../../components/CardFields';
import { formatDateTime } from '../../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { RetryDeliveryButton } from './RetryDeliveryButton';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = {
  event: 'Event',
  account: 'Account',
  endpoint: 'Endpoint',
  attempts: 'Attempts',
  lastError: 'Last error',
  time: 'Time',
  actions: 'Actions',
} as const;

/** The account an event is about: its name and business model, or that it is about none. */
function accountText(d: WebhookDelivery): string {
  if (d.accountId === null) return '—';
  if (d.accountName === null) return 'Account removed';
  return d.accountType ? `${d.accountName} (${accountTypeLabel(d.accountType)})` : d.accountName;
}

/** The receiver's last answer: its status and our words for it, or why there was none. */
const lastError = (d: WebhookDelivery) =>
  d.lastError ?? (d.lastStatus === null ? '—' : `HTTP ${d.lastStatus}`);

interface ListProps {
  /** Newest first, as the server answers. */
  rows: WebhookDelivery[];
}

/** Desktop: one row per dead delivery, "Send again" at the row's end. */
export function DeadLetterTable({ rows }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label="Dead letters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COLUMNS.event}</Table.Th>
            <Table.Th>{COLUMNS.account}</Table.Th>
            <Table.Th>{COLUMNS.endpoint}</Table.Th>
            <Table.Th ta="right">{COLUMNS.attempts}</Table.Th>
            <Table.Th>{COLUMNS.lastError}</Table.Th>
            <Table.Th>{COLUMNS.time}</Table.Th>
            <Table.Th ta="right">{COLUMNS.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id} data-testid="dead-letter" style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Code style={{ whiteSpace: 'nowrap' }}>{d.eventType}</Code>
              </Table.Td>
              <Table.Td miw={160} maw={240} data-testid="dead-letter-account">
                {accountText(d)}
              </Table.Td>
              <Table.Td miw={180} maw={280} style={{ overflowWrap: 'anywhere' }}>
                {d.endpointUrl}
              </Table.Td>
              <Table.Td ta="right" data-testid="dead-letter-attempts">
                {d.attempts}
              </Table.Td>
              <Table.Td
                miw={160}
                maw={260}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="dead-letter-error"
              >
                {lastError(d)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="dead-letter-time">
                {formatDateTime(d.eventAt)}
              </Table.Td>
              <Table.Td ta="right">
                <RetryDeliveryButton delivery={d} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per dead delivery, "Send again" at its foot. */
export function DeadLetterCards({ rows }: ListProps) {
  return (
    <Stack gap="sm" role="list" aria-label="Dead letters">
      {rows.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="sm" role="listitem" data-testid="dead-letter">
          <Stack gap={8}>
            <Code style={{ alignSelf: 'flex-start' }}>{d.eventType}</Code>
            <Text size="sm" fw={600} data-testid="dead-letter-account">
              {accountText(d)}
            </Text>
            <CardFields
              fields={[
                {
                  label: COLUMNS.endpoint,
                  value: <span style={{ overflowWrap: 'anywhere' }}>{d.endpointUrl}</span>,
                },
                {
                  label: COLUMNS.attempts,
                  value: String(d.attempts),
                  valueProps: { 'data-testid': 'dead-letter-attempts' },
                },
                {
                  label: COLUMNS.lastError,
                  value: lastError(d),
                  valueProps: { 'data-testid': 'dead-letter-error' },
                },
                {
                  label: COLUMNS.time,
                  value: formatDateTime(d.eventAt),
                  valueProps: { 'data-testid': 'dead-letter-time' },
                },
              ]}
            />
            <RetryDeliveryButton delivery={d} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
