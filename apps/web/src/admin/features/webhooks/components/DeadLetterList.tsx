import { Code, Paper, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { formatDateTime } from '../../../../lib/format';
import { accountTypeLabel } from '../../../lib/labels';
import { RetryDeliveryButton } from './RetryDeliveryButton';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  event: { id: 'admin.webhooks.deadLetters.event', defaultMessage: 'Event' },
  account: { id: 'admin.webhooks.deadLetters.account', defaultMessage: 'Account' },
  endpoint: { id: 'admin.webhooks.deadLetters.endpoint', defaultMessage: 'Endpoint' },
  attempts: { id: 'admin.webhooks.deadLetters.attempts', defaultMessage: 'Attempts' },
  lastError: { id: 'admin.webhooks.deadLetters.lastError', defaultMessage: 'Last error' },
  time: { id: 'admin.webhooks.deadLetters.time', defaultMessage: 'Time' },
  actions: { id: 'admin.webhooks.deadLetters.actions', defaultMessage: 'Actions' },
});

const LIST_LABEL = { id: 'admin.webhooks.deadLetters.label', defaultMessage: 'Dead letters' };

/** The account an event is about: its name and business model, or that it is about none. */
function accountText(d: WebhookDelivery, intl: IntlShape): string {
  if (d.accountId === null) return '—';
  if (d.accountName === null)
    return intl.formatMessage({
      id: 'admin.webhooks.deadLetters.accountRemoved',
      defaultMessage: 'Account removed',
    });
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
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={intl.formatMessage(LIST_LABEL)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.event)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.account)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.endpoint)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.attempts)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.lastError)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.time)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id} data-testid="dead-letter" style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Code style={{ whiteSpace: 'nowrap' }}>{d.eventType}</Code>
              </Table.Td>
              <Table.Td miw={160} maw={240} data-testid="dead-letter-account">
                {accountText(d, intl)}
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
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST_LABEL)}>
      {rows.map((d) => (
        <Paper key={d.id} withBorder radius="md" p="sm" role="listitem" data-testid="dead-letter">
          <Stack gap={8}>
            <Code style={{ alignSelf: 'flex-start' }}>{d.eventType}</Code>
            <Text size="sm" fw={600} data-testid="dead-letter-account">
              {accountText(d, intl)}
            </Text>
            <CardFields
              fields={[
                {
                  label: intl.formatMessage(COLUMNS.endpoint),
                  value: <span style={{ overflowWrap: 'anywhere' }}>{d.endpointUrl}</span>,
                },
                {
                  label: intl.formatMessage(COLUMNS.attempts),
                  value: String(d.attempts),
                  valueProps: { 'data-testid': 'dead-letter-attempts' },
                },
                {
                  label: intl.formatMessage(COLUMNS.lastError),
                  value: lastError(d),
                  valueProps: { 'data-testid': 'dead-letter-error' },
                },
                {
                  label: intl.formatMessage(COLUMNS.time),
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
