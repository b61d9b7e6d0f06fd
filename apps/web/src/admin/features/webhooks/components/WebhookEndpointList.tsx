import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { inEventOrder } from '../lib/list';
import { DisableWebhookEndpointButton } from './DisableWebhookEndpointButton';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  url: { id: 'admin.webhooks.list.url', defaultMessage: 'URL' },
  events: { id: 'admin.webhooks.list.events', defaultMessage: 'Events' },
  created: { id: 'admin.webhooks.list.added', defaultMessage: 'Added' },
  status: { id: 'admin.webhooks.list.status', defaultMessage: 'Status' },
  actions: { id: 'admin.webhooks.list.actions', defaultMessage: 'Actions' },
});

const LIST_LABEL = { id: 'admin.webhooks.list.label', defaultMessage: 'Webhook endpoints' };

/** A disabled endpoint's row or card: drawn dimmed, after the enabled ones. */
const DISABLED_OPACITY = 0.6;

function Events({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <Group gap={4} data-testid="webhook-endpoint-events">
      {inEventOrder(endpoint.events).map((e) => (
        <Code key={e} style={{ whiteSpace: 'nowrap' }}>
          {e}
        </Code>
      ))}
    </Group>
  );
}

/**
 * The endpoint's status; a disabled one's time under its badge (the table) or beside it (`inline`,
 * the cards, where the badge sits on a line of its own under the URL).
 */
function Status({ endpoint, inline = false }: { endpoint: WebhookEndpoint; inline?: boolean }) {
  const intl = useIntl();
  const enabled = endpoint.disabledAt === null;
  const badge = (
    <StatusBadge tone={enabled ? 'positive' : 'neutral'} miw="max-content">
      {enabled
        ? intl.formatMessage({ id: 'admin.webhooks.list.enabled', defaultMessage: 'Enabled' })
        : intl.formatMessage({ id: 'admin.webhooks.list.disabled', defaultMessage: 'Disabled' })}
    </StatusBadge>
  );
  const at =
    endpoint.disabledAt === null ? null : (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(
          { id: 'admin.webhooks.list.at', defaultMessage: 'at {time}' },
          { time: formatDateTime(endpoint.disabledAt) },
        )}
      </Text>
    );
  if (inline)
    return (
      <Group gap={6} data-testid="webhook-endpoint-status">
        {badge}
        {at}
      </Group>
    );
  return (
    <Stack gap={2} align="flex-start" data-testid="webhook-endpoint-status">
      {badge}
      {at}
    </Stack>
  );
}

interface ListProps {
  /** In the order to show: the enabled endpoints first (lib/list.ts `enabledFirst`). */
  rows: WebhookEndpoint[];
}

/** Desktop: one row per endpoint; an enabled endpoint's Disable at the row's end. */
export function WebhookEndpointTable({ rows }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped verticalSpacing="sm" aria-label={intl.formatMessage(LIST_LABEL)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.url)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.events)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.created)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.status)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <Table.Tr
              key={e.id}
              data-testid="webhook-endpoint"
              data-status={e.disabledAt === null ? 'enabled' : 'disabled'}
              style={{ verticalAlign: 'top', opacity: e.disabledAt === null ? undefined : DISABLED_OPACITY }}
            >
              <Table.Td miw={200} maw={320} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {e.url}
              </Table.Td>
              <Table.Td miw={200} maw={360}>
                <Events endpoint={e} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.createdBy}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Status endpoint={e} />
              </Table.Td>
              <Table.Td ta="right">
                {e.disabledAt === null ? <DisableWebhookEndpointButton endpoint={e} /> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Phone: one card per endpoint, its URL on top across the card's width (beside the status, a URL
 * broke inside its host name at 360 px), the status under it, Disable at its foot.
 */
export function WebhookEndpointCards({ rows }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST_LABEL)}>
      {rows.map((e) => (
        <Paper
          key={e.id}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          data-testid="webhook-endpoint"
          data-status={e.disabledAt === null ? 'enabled' : 'disabled'}
          style={{ opacity: e.disabledAt === null ? undefined : DISABLED_OPACITY }}
        >
          <Stack gap={8}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {e.url}
            </Text>
            <Status endpoint={e} inline />
            <Events endpoint={e} />
            <CardFields
              fields={[
                {
                  label: intl.formatMessage(COLUMNS.created),
                  value: `${e.createdBy}, ${formatDateTime(e.createdAt)}`,
                },
              ]}
            />
            {e.disabledAt === null ? <DisableWebhookEndpointButton endpoint={e} fullWidth /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
