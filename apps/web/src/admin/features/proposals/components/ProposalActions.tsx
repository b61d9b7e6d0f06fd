import { Button, Group, Stack, Text } from '@mantine/core';
import { PROPOSAL_KIND_LABELS, type Proposal, type StaffMember } from '@oc/contract';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { formatInr } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useApproveProposal } from '../api/approve-proposal';
import { useWithdrawProposal } from '../api/withdraw-proposal';
import { proposalActions } from '../lib/permissions';
import { inSentence, withoutStop } from '../lib/text';

const toastId = (p: Proposal) => `proposal-${p.id}`;

/**
 * A waiting proposal's actions (any kind) for the signed-in member: Approve (asks first) and Reject
 * for someone else's; for their own, Approve disabled with 'You proposed this' and Withdraw. Support,
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
  const kind = inSentence(PROPOSAL_KIND_LABELS[proposal.kind]);
  // The server's words for what it changes ('Debit ₹1,250.00 from the … wallet'), and for whom.
  const what = `${withoutStop(proposal.summary)} (${proposal.accountName}, ${proposal.mobileNo})`;
  const failed = (err: unknown) =>
    showToast({ kind: 'error', id: toastId(proposal), message: errorMessage(err) });

  const askApprove = () =>
    confirmAction({
      title: 'Approve proposal',
      message: `Approve this ${kind}: ${what}? It applies at once.`,
      confirmLabel: 'Approve',
      onConfirm: () =>
        // The toast is the page's, not this row's: the row leaves the waiting list once applied.
        void approve.mutateAsync(proposal.id).then(
          (applied) =>
            showToast({
              kind: 'success',
              id: toastId(proposal),
              message: `Applied: ${PROPOSAL_KIND_LABELS[applied.kind]} of ${formatInr(applied.amount)}${applied.resultRef ? ` (${applied.resultRef})` : ''}.`,
            }),
          failed,
        ),
    });

  const askWithdraw = () =>
    confirmAction({
      title: 'Withdraw proposal',
      message: `Withdraw your ${kind} proposal: ${what}? Nothing changes.`,
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
          aria-label={`Approve the ${kind} of ${formatInr(proposal.amount)} for ${proposal.accountName}`}
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
