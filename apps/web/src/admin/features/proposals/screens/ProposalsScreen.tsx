import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  PROPOSAL_KINDS,
  PROPOSAL_STATUSES,
  type Proposal,
  type ProposalKind,
  type ProposalStatus,
} from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { showToast } from '../../../../lib/toast';
import { ExportMenu } from '../../../components/ExportMenu';
import { PROPOSAL_STATUS_LABELS, STAFF_ROLE_MESSAGES } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { proposalsQuery, useProposals } from '../api/get-proposals';
import { useRejectProposal } from '../api/reject-proposal';
import { ProposalCards, ProposalTable } from '../components/ProposalList';
import { RejectModal } from '../components/RejectModal';
import { WalletDebitModal } from '../components/WalletDebitModal';
import { canMoveMoney } from '../lib/permissions';
import { PROPOSAL_KIND_IN_SENTENCE, PROPOSAL_KIND_LABELS } from '../lib/text';

const ALL = 'ALL';

/** A status inside a sentence ('No waiting proposals.'). */
const STATUS_IN_SENTENCE: Record<ProposalStatus, Message> = defineMessages({
  PROPOSED: { id: 'admin.proposals.screen.statusInSentence.proposed', defaultMessage: 'waiting' },
  APPLIED: { id: 'admin.proposals.screen.statusInSentence.applied', defaultMessage: 'applied' },
  REJECTED: { id: 'admin.proposals.screen.statusInSentence.rejected', defaultMessage: 'rejected' },
  WITHDRAWN: { id: 'admin.proposals.screen.statusInSentence.withdrawn', defaultMessage: 'withdrawn' },
});

const isStatus = (v: string | null): v is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly unknown[]).includes(v);
const isKind = (v: string | null): v is ProposalKind => (PROPOSAL_KINDS as readonly unknown[]).includes(v);

/**
 * The list's filters, kept in the address: `?status=` (default the waiting ones; `ALL` every
 * status) and `?kind=` (default every kind).
 */
function useProposalFilters(): {
  status: ProposalStatus | null;
  kind: ProposalKind | null;
  setStatus: (value: string | null) => void;
  setKind: (value: string | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === ALL ? null : isStatus(raw) ? raw : 'PROPOSED';
  const rawKind = params.get('kind');
  const kind = isKind(rawKind) ? rawKind : null;
  const set = (key: 'status' | 'kind', value: string | null, byDefault: string) =>
    setParams(
      (p) => {
        if (!value || value === byDefault) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );
  return {
    status,
    kind,
    setStatus: (value) => set('status', value, 'PROPOSED'),
    setKind: (value) => set('kind', value, ALL),
  };
}

/**
 * /admin/proposals: money waiting for a checker (maker-checker), and what was decided: wallet
 * debits, claim approvals, payouts and MG week closes, filtered by status and kind (in the address),
 * exportable with the same filters. Finance and admin propose a wallet debit here (payouts and week
 * closes from an operator's page) and decide others' proposals; support sees the list only.
 */
export default function ProposalsScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const { status, kind, setStatus, setKind } = useProposalFilters();
  const proposals = useProposals(status, kind);
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const mayAct = canMoveMoney(member);
  const statusOptions = [
    ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(PROPOSAL_STATUS_LABELS[s]) })),
    {
      value: ALL,
      label: intl.formatMessage({ id: 'admin.proposals.screen.allStatuses', defaultMessage: 'All' }),
    },
  ];
  const kindOptions = [
    {
      value: ALL,
      label: intl.formatMessage({ id: 'admin.proposals.screen.allKinds', defaultMessage: 'All kinds' }),
    },
    ...PROPOSAL_KINDS.map((k) => ({ value: k, label: intl.formatMessage(PROPOSAL_KIND_LABELS[k]) })),
  ];

  // 'No waiting wallet debit proposals.': the status and the kind in the sentence, when filtered.
  const statusWord = status ? intl.formatMessage(STATUS_IN_SENTENCE[status]) : null;
  const kindWord = kind ? intl.formatMessage(PROPOSAL_KIND_IN_SENTENCE[kind]) : null;
  let noneText;
  if (statusWord && kindWord)
    noneText = intl.formatMessage(
      { id: 'admin.proposals.screen.emptyStatusKind', defaultMessage: 'No {status} {kind} proposals.' },
      { status: statusWord, kind: kindWord },
    );
  else if (statusWord)
    noneText = intl.formatMessage(
      { id: 'admin.proposals.screen.emptyStatus', defaultMessage: 'No {status} proposals.' },
      { status: statusWord },
    );
  else if (kindWord)
    noneText = intl.formatMessage(
      { id: 'admin.proposals.screen.emptyKind', defaultMessage: 'No {kind} proposals.' },
      { kind: kindWord },
    );
  else noneText = intl.formatMessage({ id: 'admin.proposals.screen.empty', defaultMessage: 'No proposals.' });

  let content;
  if (proposals.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.proposals.screen.loading',
          defaultMessage: 'Loading proposals',
        })}
      />
    );
  else if (proposals.isError)
    content = (
      <QueryError
        query={proposals}
        what={intl.formatMessage({ id: 'admin.proposals.screen.what', defaultMessage: 'the proposals' })}
      />
    );
  else if (proposals.data.length === 0)
    content = (
      <EmptyState
        message={
          status === 'PROPOSED' && !kind
            ? intl.formatMessage({
                id: 'admin.proposals.screen.nothingWaiting',
                defaultMessage: 'Nothing is waiting for approval.',
              })
            : noneText
        }
      />
    );
  else {
    const props = { rows: proposals.data, member, withActions: mayAct, onReject: setRejecting };
    content = isMobile ? (
      <ProposalCards {...props} />
    ) : (
      <Paper withBorder radius="md" p="xs">
        <ProposalTable {...props} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage({ id: 'admin.proposals.screen.title', defaultMessage: 'Proposals' })}
          </Title>
          <Text size="sm" c="dimmed">
            {mayAct
              ? intl.formatMessage({
                  id: 'admin.proposals.screen.mayAct',
                  defaultMessage: 'Money moves only when a second finance or admin user approves.',
                })
              : intl.formatMessage(
                  {
                    id: 'admin.proposals.screen.mayNotAct',
                    defaultMessage: 'Your role ({role}) can see proposals but not propose or approve money.',
                  },
                  { role: intl.formatMessage(STAFF_ROLE_MESSAGES[member?.role ?? 'support']) },
                )}
          </Text>
        </Stack>
        <Group gap="sm" w={isMobile ? '100%' : undefined} grow={isMobile}>
          <ExportMenu
            list="proposals"
            filters={proposalsQuery(status, kind)}
            disabled={!proposals.data || proposals.data.length === 0}
          />
          {mayAct ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setProposing(true)}>
              {intl.formatMessage({
                id: 'admin.proposals.walletDebit.title',
                defaultMessage: 'New wallet debit',
              })}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" grow={isMobile}>
        <Select
          label={intl.formatMessage({ id: 'admin.proposals.list.status', defaultMessage: 'Status' })}
          data={statusOptions}
          value={status ?? ALL}
          onChange={setStatus}
          allowDeselect={false}
          w={isMobile ? undefined : 220}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={intl.formatMessage({ id: 'admin.proposals.screen.kind', defaultMessage: 'Kind' })}
          data={kindOptions}
          value={kind ?? ALL}
          onChange={setKind}
          allowDeselect={false}
          w={isMobile ? undefined : 220}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {content}
      <WalletDebitModal opened={proposing} onClose={() => setProposing(false)} />
      <RejectModal
        proposal={rejecting}
        onClose={() => setRejecting(null)}
        reject={async (vars) => {
          await reject.mutateAsync(vars);
          showToast({
            kind: 'success',
            id: `proposal-${vars.id}`,
            message: intl.formatMessage({
              id: 'admin.proposals.screen.rejected',
              defaultMessage: 'Proposal rejected.',
            }),
          });
        }}
      />
    </Stack>
  );
}
