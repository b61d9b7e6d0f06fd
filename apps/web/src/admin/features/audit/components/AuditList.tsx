import { Anchor, Code, Paper, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl, type IntlShape } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { formatDateTime } from '../../../../lib/format';
import { ACTOR_KIND_LABELS, STAFF_ROLE_MESSAGES } from '../../../lib/labels';
import { changesOf } from '../lib/changes';

/** The columns, word for word the cards' labels. */
const COLUMNS = defineMessages({
  when: { id: 'admin.audit.list.when', defaultMessage: 'When' },
  who: { id: 'admin.audit.list.who', defaultMessage: 'Who' },
  what: { id: 'admin.audit.list.what', defaultMessage: 'What' },
  account: { id: 'admin.audit.list.account', defaultMessage: 'Account' },
  change: { id: 'admin.audit.list.change', defaultMessage: 'Change' },
});

const LIST_LABEL = { id: 'admin.audit.list.label', defaultMessage: 'Audit trail' };

function actorText(e: AuditEvent, intl: IntlShape): string {
  const role =
    e.actorRole && e.actorRole in STAFF_ROLE_MESSAGES
      ? intl.formatMessage(STAFF_ROLE_MESSAGES[e.actorRole as keyof typeof STAFF_ROLE_MESSAGES])
      : e.actorRole;
  return [intl.formatMessage(ACTOR_KIND_LABELS[e.actorKind]), role].filter(Boolean).join(' · ');
}

/** `key: old → new`, one line each. */
export function Changes({ event }: { event: AuditEvent }) {
  const changes = changesOf(event.before, event.after);
  if (changes.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Text key={c.key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {c.key ? <b>{c.key}: </b> : null}
          {c.from !== undefined ? <span>{c.from}</span> : null}
          {c.from !== undefined && c.to !== undefined ? ' → ' : null}
          {c.to !== undefined ? <span>{c.to}</span> : null}
        </Text>
      ))}
    </Stack>
  );
}

/** An account id, short, as a link that filters the trail by it. */
function AccountLink({ event, onAccount }: { event: AuditEvent; onAccount: (id: string) => void }) {
  if (!event.accountId) return <Text c="dimmed">—</Text>;
  const id = event.accountId;
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      ff="monospace"
      onClick={() => onAccount(id)}
      title={id}
    >
      {id.slice(0, 8)}…
    </Anchor>
  );
}

interface ListProps {
  rows: AuditEvent[];
  onAccount: (accountId: string) => void;
}

/** Desktop: one row per event, newest first. */
export function AuditTable({ rows, onAccount }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label={intl.formatMessage(LIST_LABEL)}>
        <Table.Thead>
          <Table.Tr>
            {Object.values(COLUMNS).map((c) => (
              <Table.Th key={c.id}>{intl.formatMessage(c)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((e) => (
            <Table.Tr key={e.id} style={{ verticalAlign: 'top' }} data-testid="audit-event">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
              <Table.Td>
                <Text size="sm">{e.actorName}</Text>
                <Text size="xs" c="dimmed">
                  {actorText(e, intl)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Code fz="xs">{e.kind}</Code>
                <Text size="xs" c="dimmed">
                  {e.entity}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccountLink event={e} onAccount={onAccount} />
              </Table.Td>
              <Table.Td maw={380}>
                <Changes event={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per event with the same fields. */
export function AuditCards({ rows, onAccount }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST_LABEL)}>
      {rows.map((e) => (
        <Paper key={e.id} withBorder radius="md" p="sm" role="listitem" data-testid="audit-event">
          <Stack gap={6}>
            <Code fz="xs" w="fit-content" style={{ overflowWrap: 'anywhere' }}>
              {e.kind}
            </Code>
            <CardFields
              fields={[
                { label: intl.formatMessage(COLUMNS.when), value: formatDateTime(e.at) },
                { label: intl.formatMessage(COLUMNS.who), value: `${e.actorName} (${actorText(e, intl)})` },
                {
                  label: intl.formatMessage(COLUMNS.account),
                  value: <AccountLink event={e} onAccount={onAccount} />,
                },
              ]}
            />
            {changesOf(e.before, e.after).length > 0 ? <Changes event={e} /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
