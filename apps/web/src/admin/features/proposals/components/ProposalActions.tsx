import { Button, Group, Stack, Text } from '@mantine/core';
import type { Proposal, StaffMember } from '@oc/contract';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../../../components/confirm';
import { apiText } from '../../../../i18n/language';
import { errorMessage } from '../../../../lib/api/errors';
import { formatInr } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useApproveProposal } from '../api/approve-proposal';
import { useWithdrawProposal } from '../api/withdraw-proposal';
import { proposalActions } from '../lib/permissions';
import { PROPOSAL_KIND_IN_SENTENCE, PROPOSAL_KIND_LABELS, withoutStop } from '../lib/text';

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
  const intl = useIntl();
  const approve = useApproveProposal();
  const withdraw = useWithdrawProposal();
  const allowed = proposalActions(proposal, member);
  if (!allowed.decide && !allowed.withdraw) return null;
  const kind = intl.formatMessage(PROPOSAL_KIND_IN_SENTENCE[proposal.kind]);
  // The server's words for what it changes ('Debit ₹1,250.00 from the … wallet'), and for whom.
  const what = intl.formatMessage(
    { id: 'admin.proposals.actions.what', defaultMessage: '{summary} ({account}, {mobileNo})' },
    {
      summary: withoutStop(apiText(proposal.summary)),
      account: proposal.accountName,
      mobileNo: proposal.mobileNo,
    },
  );
  const failed = (err: unknown) =>
    showToast({ kind: 'error', id: toastId(proposal), message: errorMessage(err) });

  const askApprove = () =>
    confirmAction({
      title: intl.formatMessage({
        id: 'admin.proposals.actions.approveTitle',
        defaultMessage: 'Approve proposal',
      }),
      message: intl.formatMessage(
        {
          id: 'admin.proposals.actions.approveMessage',
          defaultMessage: 'Approve this {kind}: {what}? It applies at once.',
        },
        { kind, what },
      ),
      confirmLabel: intl.formatMessage({ id: 'admin.proposals.actions.approve', defaultMessage: 'Approve' }),
      onConfirm: () =>
        // The toast is the page's, not this row's: the row leaves the waiting list once applied.
        void approve.mutateAsync(proposal.id).then(
          (applied) =>
            showToast({
              kind: 'success',
              id: toastId(proposal),
              message: applied.resultRef
                ? intl.formatMessage(
                    {
                      id: 'admin.proposals.actions.appliedWithRef',
                      defaultMessage: 'Applied: {kind} of {amount} ({ref}).',
                    },
                    {
                      kind: intl.formatMessage(PROPOSAL_KIND_LABELS[applied.kind]),
                      amount: formatInr(applied.amount),
                      ref: applied.resultRef,
                    },
                  )
                : intl.formatMessage(
                    { id: 'admin.proposals.actions.applied', defaultMessage: 'Applied: {kind} of {amount}.' },
                    {
                      kind: intl.formatMessage(PROPOSAL_KIND_LABELS[applied.kind]),
                      amount: formatInr(applied.amount),
                    },
                  ),
            }),
          failed,
        ),
    });

  const askWithdraw = () =>
    confirmAction({
      title: intl.formatMessage({
        id: 'admin.proposals.actions.withdrawTitle',
        defaultMessage: 'Withdraw proposal',
      }),
      message: intl.formatMessage(
        {
          id: 'admin.proposals.actions.withdrawMessage',
          defaultMessage: 'Withdraw your {kind} proposal: {what}? Nothing changes.',
        },
        { kind, what },
      ),
      confirmLabel: intl.formatMessage({
        id: 'admin.proposals.actions.withdraw',
        defaultMessage: 'Withdraw',
      }),
      onConfirm: () =>
        void withdraw.mutateAsync(proposal.id).then(
          () =>
            showToast({
              kind: 'success',
              id: toastId(proposal),
              message: intl.formatMessage({
                id: 'admin.proposals.actions.withdrawn',
                defaultMessage: 'Proposal withdrawn.',
              }),
            }),
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
          aria-label={intl.formatMessage(
            {
              id: 'admin.proposals.actions.approveLabel',
              defaultMessage: 'Approve the {kind} of {amount} for {account}',
            },
            { kind, amount: formatInr(proposal.amount), account: proposal.accountName },
          )}
        >
          {intl.formatMessage({ id: 'admin.proposals.actions.approve', defaultMessage: 'Approve' })}
        </Button>
        {allowed.decide ? (
          <Button size="xs" variant="default" onClick={() => onReject(proposal)} disabled={busy}>
            {intl.formatMessage({ id: 'admin.proposals.actions.reject', defaultMessage: 'Reject' })}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={askWithdraw}
            disabled={busy}
            loading={withdraw.isPending}
          >
            {intl.formatMessage({ id: 'admin.proposals.actions.withdraw', defaultMessage: 'Withdraw' })}
          </Button>
        )}
      </Group>
      {allowed.own ? (
        <Text size="xs" c="dimmed" ta={fullWidth ? 'left' : 'right'}>
          {intl.formatMessage({ id: 'admin.proposals.actions.own', defaultMessage: 'You proposed this' })}
        </Text>
      ) : null}
    </Stack>
  );
}
