import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { PROPOSAL_STATUSES, type Proposal, type ProposalStatus } from '@oc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { showToast } from '../../../../lib/toast';
import { PROPOSAL_STATUS_LABELS, STAFF_ROLE_LABELS } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useProposals } from '../api/get-proposals';
import { useRejectProposal } from '../api/reject-proposal';
import { ProposalCards, ProposalTable } from '../components/ProposalList';
import { RejectModal } from '../components/RejectModal';
import { WalletDebitModal } from '../components/WalletDebitModal';
import { canMoveMoney } from '../lib/permissions';

const ALL = 'ALL';
const STATUS_OPTIONS = [
  ...PROPOSAL_STATUSES.map((s) => ({ value: s, label: PROPOSAL_STATUS_LABELS[s] })),
  { value: ALL, label: 'All' },
];

const isStatus = (v: string | null): v is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly unknown[]).includes(v);

/** The list's filter, kept in the address (`?status=`): default the waiting ones. */
function useStatusFilter(): [ProposalStatus | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === ALL ? null : isStatus(raw) ? raw : 'PROPOSED';
  const set = (value: string | null) =>
    setParams(
      (p) => {
        if (!value || value === 'PROPOSED') p.delete('status');
        else p.set('status', value);
        return p;
      },
      { replace: true },
    );
  return [status, set];
}

/**
 * /admin/proposals: money waiting for a checker (maker-checker), and what was decided. Finance and
 * admin propose a wallet debit and decide others' proposals; support sees the list only.
 */
export default function ProposalsScreen() {
  const member = useStaffMe();
  const [status, setStatus] = useStatusFilter();
  const proposals = useProposals(status);
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const mayAct = canMoveMoney(member);
  const what = status ? `${PROPOSAL_STATUS_LABELS[status].toLowerCase()} proposals` : 'proposals';

  let content;
  if (proposals.isPending) content = <LoadingState label="Loading proposals" />;
  else if (proposals.isError) content = <QueryError query={proposals} what="the proposals" />;
  else if (proposals.data.length === 0)
    content = (
      <EmptyState message={status === 'PROPOSED' ? 'Nothing is waiting for approval.' : `No ${what}.`} />
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
        {mayAct ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setProposing(true)}
            fullWidth={isMobile}
          >
            New wallet debit
          </Button>
        ) : null}
      </Group>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status ?? ALL}
        onChange={setStatus}
        allowDeselect={false}
        w={isMobile ? '100%' : 220}
        comboboxProps={{ withinPortal: true }}
      />
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
