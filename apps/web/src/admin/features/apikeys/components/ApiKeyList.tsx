import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ApiKey } from '@oc/contract';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import { inScopeOrder, shownKey } from '../lib/list';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = {
  name: 'Name',
  scopes: 'Record kinds',
  key: 'Key',
  created: 'Created',
  lastUsed: 'Last used',
  status: 'Status',
  actions: 'Actions',
} as const;

/** A revoked key's row or card: drawn dimmed, after the active ones. */
const REVOKED_OPACITY = 0.6;

function Scopes({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Group gap={4} data-testid="api-key-scopes">
      {inScopeOrder(apiKey.scopes).map((s) => (
        <StatusBadge key={s} tone="info" size="sm">
          {INGEST_SCOPE_LABELS[s]}
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
  if (apiKey.revokedAt === null)
    return (
      <StatusBadge tone="positive" miw="max-content" data-testid="api-key-status">
        Active
      </StatusBadge>
    );
  return (
    <Stack gap={2} align="flex-start" data-testid="api-key-status">
      <StatusBadge tone="neutral" miw="max-content">
        Revoked
      </StatusBadge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        at {formatDateTime(apiKey.revokedAt)}
      </Text>
    </Stack>
  );
}

const lastUsed = (k: ApiKey) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never');

interface ListProps {
  /** In the order to show: the active keys first (lib/list.ts `activeFirst`). */
  rows: ApiKey[];
}

/** Desktop: one row per key; an active key's Revoke at the row's end. */
export function ApiKeyTable({ rows }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label="API keys">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COLUMNS.name}</Table.Th>
            <Table.Th>{COLUMNS.scopes}</Table.Th>
            <Table.Th>{COLUMNS.key}</Table.Th>
            <Table.Th>{COLUMNS.created}</Table.Th>
            <Table.Th>{COLUMNS.lastUsed}</Table.Th>
            <Table.Th>{COLUMNS.status}</Table.Th>
            <Table.Th ta="right">{COLUMNS.actions}</Table.Th>
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
                {lastUsed(k)}
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
  return (
    <Stack gap="sm" role="list" aria-label="API keys">
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
                { label: COLUMNS.key, value: <Shown apiKey={k} /> },
                { label: COLUMNS.created, value: `${k.createdBy}, ${formatDateTime(k.createdAt)}` },
                {
                  label: COLUMNS.lastUsed,
                  value: lastUsed(k),
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
