import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Proposal, StaffMember } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { StatusBadge } from '../../../../components/StatusBadge';
import { apiText } from '../../../../i18n/language';
import { formatDateTime, formatInr } from '../../../../lib/format';
import { PROPOSAL_STATUS_LABELS, PROPOSAL_STATUS_TONES, accountTypeLabel } from '../../../lib/labels';
import { PROPOSAL_KIND_LABELS } from '../lib/text';
import { ProposalActions } from './ProposalActions';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  account: { id: 'admin.proposals.list.account', defaultMessage: 'Account' },
  amount: { id: 'admin.proposals.list.amount', defaultMessage: 'Amount' },
  proposal: { id: 'admin.proposals.list.proposal', defaultMessage: 'Proposal' },
  status: { id: 'admin.proposals.list.status', defaultMessage: 'Status' },
  proposed: { id: 'admin.proposals.list.proposed', defaultMessage: 'Proposed' },
  decided: { id: 'admin.proposals.list.decided', defaultMessage: 'Decided' },
  result: { id: 'admin.proposals.list.result', defaultMessage: 'Result' },
  actions: { id: 'admin.proposals.list.actions', defaultMessage: 'Actions' },
});

const LIST_LABEL = { id: 'admin.proposals.list.label', defaultMessage: 'Proposals' };

function Status({ proposal }: { proposal: Proposal }) {
  const intl = useIntl();
  // Never cut short by a narrow column ('Waiti…'): at least as wide as its word.
  return (
    <StatusBadge tone={PROPOSAL_STATUS_TONES[proposal.status]} miw="max-content">
      {intl.formatMessage(PROPOSAL_STATUS_LABELS[proposal.status])}
    </StatusBadge>
  );
}

function Who({ name, at }: { name: string; at: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(at)}
      </Text>
    </>
  );
}

function Decided({ proposal }: { proposal: Proposal }) {
  const intl = useIntl();
  if (!proposal.decidedBy || !proposal.decidedAt) return <Text c="dimmed">—</Text>;
  return (
    <>
      <Who name={proposal.decidedBy.name} at={proposal.decidedAt} />
      {proposal.decisionReason ? (
        <Text size="xs" mt={2}>
          {intl.formatMessage(
            { id: 'admin.proposals.list.reason', defaultMessage: 'Reason: {reason}' },
            { reason: proposal.decisionReason },
          )}
        </Text>
      ) : null}
    </>
  );
}

function Result({ proposal }: { proposal: Proposal }) {
  return proposal.resultRef ? (
    <Code fw={700} data-testid="result-ref">
      {proposal.resultRef}
    </Code>
  ) : (
    <Text c="dimmed">—</Text>
  );
}

const walletOf = (p: Proposal) => `${accountTypeLabel(p.accountType)} · ${p.mobileNo}`;

/**
 * What the proposal is: its kind ('Wallet debit', 'Payout', …), what it changes in words (the
 * server's summary) and the reason or what it rests on, when that says more than the summary.
 */
function What({ proposal }: { proposal: Proposal }) {
  const intl = useIntl();
  const reason = proposal.reason.trim();
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge tone="info" data-testid="proposal-kind">
        {intl.formatMessage(PROPOSAL_KIND_LABELS[proposal.kind])}
      </StatusBadge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="proposal-summary">
        {apiText(proposal.summary)}
      </Text>
      {reason && reason !== proposal.summary ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

interface ListProps {
  rows: Proposal[];
  member: StaffMember | null;
  /** Whether the member may act on proposals at all (the Actions column). */
  withActions: boolean;
  onReject: (proposal: Proposal) => void;
}

/** Desktop: one row per proposal. */
export function ProposalTable({ rows, member, withActions, onReject }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={withActions ? 1020 : 900}>
      <Table striped verticalSpacing="sm" aria-label={intl.formatMessage(LIST_LABEL)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.account)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.amount)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.proposal)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.status)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.proposed)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.decided)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.result)}</Table.Th>
            {withActions ? <Table.Th ta="right">{intl.formatMessage(COLUMNS.actions)}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr
              key={p.id}
              data-testid="proposal"
              data-status={p.status}
              data-kind={p.kind}
              style={{ verticalAlign: 'top' }}
            >
              <Table.Td miw={180}>
                <Text size="sm" fw={600}>
                  {p.accountName}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {walletOf(p)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatInr(p.amount)}
              </Table.Td>
              <Table.Td miw={200} maw={280}>
                <What proposal={p} />
              </Table.Td>
              <Table.Td>
                <Status proposal={p} />
              </Table.Td>
              <Table.Td>
                <Who name={p.proposedBy.name} at={p.proposedAt} />
              </Table.Td>
              <Table.Td maw={200} style={{ overflowWrap: 'anywhere' }}>
                <Decided proposal={p} />
              </Table.Td>
              <Table.Td>
                <Result proposal={p} />
              </Table.Td>
              {withActions ? (
                <Table.Td>
                  <ProposalActions proposal={p} member={member} onReject={onReject} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per proposal with the same fields. */
export function ProposalCards({ rows, member, withActions, onReject }: ListProps) {
  const intl = useIntl();
  const field = (label: Message, value: ReactNode) => ({ label: intl.formatMessage(label), value });
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST_LABEL)}>
      {rows.map((p) => (
        <Paper
          key={p.id}
          withBorder
          radius="md"
          p="sm"
          role="listitem"
          data-testid="proposal"
          data-status={p.status}
          data-kind={p.kind}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {p.accountName}
                </Text>
                <Text size="xs" c="dimmed">
                  {walletOf(p)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={700}>{formatInr(p.amount)}</Text>
                <Status proposal={p} />
              </Stack>
            </Group>
            <What proposal={p} />
            <CardFields
              fields={[
                field(COLUMNS.proposed, `${p.proposedBy.name}, ${formatDateTime(p.proposedAt)}`),
                field(
                  COLUMNS.decided,
                  p.decidedBy && p.decidedAt ? `${p.decidedBy.name}, ${formatDateTime(p.decidedAt)}` : '—',
                ),
                ...(p.decisionReason
                  ? [
                      field(
                        { id: 'admin.proposals.list.decisionReason', defaultMessage: 'Decision reason' },
                        p.decisionReason,
                      ),
                    ]
                  : []),
                field(COLUMNS.result, <Result proposal={p} />),
              ]}
            />
            {withActions ? (
              <ProposalActions proposal={p} member={member} onReject={onReject} fullWidth />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
