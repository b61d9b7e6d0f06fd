import { Button, Group, Stack, Text } from '@mantine/core';
import type { Proposal, StaffMember } from '@oc/contract';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { formatInr } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { accountTypeLabel } from '../../../lib/labels';
import { useApproveProposal } from '../api/approve-proposal';
import { useWithdrawProposal } from '../api/withdraw-proposal';
import { proposalActions } from '../lib/permissions';

const toastId = (p: Proposal) => `proposal-${p.id}`;

/**
 * A waiting proposal's actions for the signed-in member: Approve (asks first) and Reject for
 * someone else's; for their own, Approve disabled with 'You proposed this' and Withdraw. Support,
 * and decided proposals, have none.
 */
export function ProposalActions({
  proposal,
  member,
  onReject,
  fullWidth = false,
}: {
  proposal: Proposal;
  member: StaffMember | null;
  onReject: (proposal: Proposal) => void;
  fullWidth?: boolean;
}) {
  const approve = useApproveProposal();
  const withdraw = useWithdrawProposal();
  const allowed = proposalActions(proposal, member);
  if (!allowed.decide && !allowed.withdraw) return null;
  const what = `${formatInr(proposal.amount)} from the ${accountTypeLabel(proposal.accountType)} wallet of ${proposal.accountName} (${proposal.mobileNo})`;
  const failed = (err: unknown) =>
    showToast({ kind: 'error', id: toastId(proposal), message: errorMessage(err) });

  const askApprove = () =>
    confirmAction({
      title: 'Approve proposal',
      message: `Debit ${what}? The money moves at once.`,
      confirmLabel: 'Approve',
      onConfirm: () =>
        // The toast is the page's, not this row's: the row leaves the waiting list once applied.
        void approve.mutateAsync(proposal.id).then(
          (applied) =>
            showToast({
              kind: 'success',
              id: toastId(proposal),
              message: `Applied: ${formatInr(applied.amount)} debited${applied.resultRef ? ` (${applied.resultRef})` : ''}.`,
            }),
          failed,
        ),
    });

  const askWithdraw = () =>
    confirmAction({
      title: 'Withdraw proposal',
      message: `Withdraw your proposal to debit ${what}? Nothing moves.`,
      confirmLabel: 'Withdraw',
      onConfirm: () =>
        void withdraw
          .mutateAsync(proposal.id)
          .then(
            () => showToast({ kind: 'success', id: toastId(proposal), message: 'Proposal withdrawn.' }),
            failed,
          ),
    });

  const busy = approve.isPending || withdraw.isPending;
  return (
    <Stack gap={4} align={fullWidth ? 'stretch' : 'flex-end'}>
      <Group gap="xs" wrap="nowrap" grow={fullWidth} justify="flex-end">
        <Button
          size="xs"
          onClick={askApprove}
          disabled={!allowed.decide || busy}
          loading={approve.isPending}
          aria-label={`Approve the debit of ${formatInr(proposal.amount)} from ${proposal.accountName}`}
        >
          Approve
        </Button>
        {allowed.decide ? (
          <Button size="xs" variant="default" onClick={() => onReject(proposal)} disabled={busy}>
            Reject
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={askWithdraw}
            disabled={busy}
            loading={withdraw.isPending}
          >
            Withdraw
          </Button>
        )}
      </Group>
      {allowed.own ? (
        <Text size="xs" c="dimmed" ta={fullWidth ? 'left' : 'right'}>
          You proposed this
        </Text>
      ) : null}
    </Stack>
  );
}
