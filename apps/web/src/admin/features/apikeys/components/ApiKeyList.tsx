import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ApiKey } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import { inScopeOrder, shownKey } from '../lib/list';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  name: { id: 'admin.apikeys.list.name', defaultMessage: 'Name' },
  scopes: { id: 'admin.apikeys.list.scopes', defaultMessage: 'Record kinds' },
  key: { id: 'admin.apikeys.list.key', defaultMessage: 'Key' },
  created: { id: 'admin.apikeys.list.created', defaultMessage: 'Created' },
  lastUsed: { id: 'admin.apikeys.list.lastUsed', defaultMessage: 'Last used' },
  status: { id: 'admin.apikeys.list.status', defaultMessage: 'Status' },
  actions: { id: 'admin.apikeys.list.actions', defaultMessage: 'Actions' },
});

const LIST_LABEL = { id: 'admin.apikeys.list.label', defaultMessage: 'API keys' };

/** A revoked key's row or card: drawn dimmed, after the active ones. */
const REVOKED_OPACITY = 0.6;

function Scopes({ apiKey }: { apiKey: ApiKey }) {
  const intl = useIntl();
  return (
    <Group gap={4} data-testid="api-key-scopes">
      {inScopeOrder(apiKey.scopes).map((s) => (
        <StatusBadge key={s} tone="info" size="sm">
          {intl.formatMessage(INGEST_SCOPE_LABELS[s])}
        </StatusBadge>
      ))}
    </Group>
  );
}

function Shown({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Code fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="api-key-shown">
      {shownKey(apiKey)}
    </Code>
  );
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  const intl = useIntl();
  if (apiKey.revokedAt === null)
    return (
      <StatusBadge tone="positive" miw="max-content" data-testid="api-key-status">
        {intl.formatMessage({ id: 'admin.apikeys.list.active', defaultMessage: 'Active' })}
      </StatusBadge>
    );
  return (
    <Stack gap={2} align="flex-start" data-testid="api-key-status">
      <StatusBadge tone="neutral" miw="max-content">
        {intl.formatMessage({ id: 'admin.apikeys.list.revoked', defaultMessage: 'Revoked' })}
      </StatusBadge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(
          { id: 'admin.apikeys.list.at', defaultMessage: 'at {time}' },
          { time: formatDateTime(apiKey.revokedAt) },
        )}
      </Text>
    </Stack>
  );
}

const lastUsed = (k: ApiKey, intl: IntlShape) =>
  k.lastUsedAt
    ? formatDateTime(k.lastUsedAt)
    : intl.formatMessage({ id: 'admin.apikeys.list.never', defaultMessage: 'Never' });

interface ListProps {
  /** In the order to show: the active keys first (lib/list.ts `activeFirst`). */
  rows: ApiKey[];
}

/** Desktop: one row per key; an active key's Revoke at the row's end. */
export function ApiKeyTable({ rows }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={intl.formatMessage(LIST_LABEL)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.scopes)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.key)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.created)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.lastUsed)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.status)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((k) => (
            <Table.Tr
              key={k.id}
              data-testid="api-key"
              data-status={k.revokedAt === null ? 'active' : 'revoked'}
              style={{ verticalAlign: 'top', opacity: k.revokedAt === null ? undefined : REVOKED_OPACITY }}
            >
              <Table.Td miw={160} maw={240} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {k.name}
              </Table.Td>
              <Table.Td miw={180} maw={300}>
                <Scopes apiKey={k} />
              </Table.Td>
              <Table.Td>
                <Shown apiKey={k} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{k.createdBy}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(k.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="api-key-last-used">
                {lastUsed(k, intl)}
              </Table.Td>
              <Table.Td>
                <Status apiKey={k} />
              </Table.Td>
              <Table.Td ta="right">
                {k.revokedAt === null ? <RevokeApiKeyButton apiKey={k} /> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per key, its name and status on top, Revoke at its foot. */
export function ApiKeyCards({ rows }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST_LABEL)}>
      {rows.map((k) => (
        <Paper
          key={k.id}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          data-testid="api-key"
          data-status={k.revokedAt === null ? 'active' : 'revoked'}
          style={{ opacity: k.revokedAt === null ? undefined : REVOKED_OPACITY }}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={600} lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {k.name}
              </Text>
              <Status apiKey={k} />
            </Group>
            <Scopes apiKey={k} />
            <CardFields
              fields={[
                { label: intl.formatMessage(COLUMNS.key), value: <Shown apiKey={k} /> },
                {
                  label: intl.formatMessage(COLUMNS.created),
                  value: `${k.createdBy}, ${formatDateTime(k.createdAt)}`,
                },
                {
                  label: intl.formatMessage(COLUMNS.lastUsed),
                  value: lastUsed(k, intl),
                  valueProps: { 'data-testid': 'api-key-last-used' },
                },
              ]}
            />
            {k.revokedAt === null ? <RevokeApiKeyButton apiKey={k} fullWidth /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
