import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  PROPOSAL_KINDS,
  PROPOSAL_KIND_LABELS,
  PROPOSAL_STATUSES,
  type Proposal,
  type ProposalKind,
  type ProposalStatus,
} from '@oc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { showToast } from '../../../../lib/toast';
import { ExportMenu } from '../../../components/ExportMenu';
import { PROPOSAL_STATUS_LABELS, STAFF_ROLE_LABELS } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { proposalsQuery, useProposals } from '../api/get-proposals';
import { useRejectProposal } from '../api/reject-proposal';
import { ProposalCards, ProposalTable } from '../components/ProposalList';
import { RejectModal } from '../components/RejectModal';
import { WalletDebitModal } from '../components/WalletDebitModal';
import { canMoveMoney } from '../lib/permissions';
import { inSentence } from '../lib/text';

const ALL = 'ALL';
const STATUS_OPTIONS = [
  ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: PROPOSAL_STATUS_LABELS[s] })),
  { value: ALL, label: 'All' },
];

const KIND_OPTIONS = [
  { value: ALL, label: 'All kinds' },
  ...PROPOSAL_KINDS.map((k) => ({ value: k, label: PROPOSAL_KIND_LABELS[k] })),
];

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
  const member = useStaffMe();
  const { status, kind, setStatus, setKind } = useProposalFilters();
  const proposals = useProposals(status, kind);
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const mayAct = canMoveMoney(member);
  const what = [
    status ? PROPOSAL_STATUS_LABELS[status].toLowerCase() : null,
    kind ? `${inSentence(PROPOSAL_KIND_LABELS[kind])} proposals` : 'proposals',
  ]
    .filter(Boolean)
    .join(' ');

  let content;
  if (proposals.isPending) content = <LoadingState label="Loading proposals" />;
  else if (proposals.isError) content = <QueryError query={proposals} what="the proposals" />;
  else if (proposals.data.length === 0)
    content = (
      <EmptyState
        message={status === 'PROPOSED' && !kind ? 'Nothing is waiting for approval.' : `No ${what}.`}
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
            Proposals
          </Title>
          <Text size="sm" c="dimmed">
            {mayAct
              ? 'Money moves only when a second finance or admin user approves.'
              : `Your role (${member ? STAFF_ROLE_LABELS[member.role] : 'Support'}) can see proposals but not propose or approve money.`}
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
              New wallet debit
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" grow={isMobile}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={setStatus}
          allowDeselect={false}
          w={isMobile ? undefined : 220}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Kind"
          data={KIND_OPTIONS}
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
          showToast({ kind: 'success', id: `proposal-${vars.id}`, message: 'Proposal rejected.' });
        }}
      />
    </Stack>
  );
}
