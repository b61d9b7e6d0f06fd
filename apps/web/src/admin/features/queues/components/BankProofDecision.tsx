import { Button, Group, Text } from '@mantine/core';
import type { BankProofQueueItem } from '@oc/contract';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { accountTypeLabel } from '../../../lib/labels';
import { useDecideBankProof } from '../api/decide-bank-proof';

export const bankProofToastId = (item: Pick<BankProofQueueItem, 'accountId'>) =>
  `bank-proof-${item.accountId}`;

/**
 * A waiting bank proof's decision for finance and admin: Approve (asks first) and Reject (the
 * reason's dialog, the screen's); support reads why they have none.
 */
export function BankProofDecision({
  item,
  mayDecide,
  onReject,
  onDecided,
  fullWidth = false,
}: {
  item: BankProofQueueItem;
  mayDecide: boolean;
  onReject: (item: BankProofQueueItem) => void;
  onDecided: () => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  const decide = useDecideBankProof();
  if (!mayDecide)
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage({
          id: 'admin.queues.bankProofs.onlyFinance',
          defaultMessage: 'Only finance or admin decide bank proofs.',
        })}
      </Text>
    );
  const approve = intl.formatMessage({ id: 'admin.queues.approve', defaultMessage: 'Approve' });
  const askApprove = () =>
    confirmAction({
      title: intl.formatMessage({
        id: 'admin.queues.bankProofs.approveTitle',
        defaultMessage: 'Approve bank proof',
      }),
      message: intl.formatMessage(
        {
          id: 'admin.queues.bankProofs.approveConfirm',
          defaultMessage:
            "Approve the cancelled cheque of {account} ({type}, {user})? These bank details are then used for the operator's payments.",
        },
        { account: item.accountName, type: accountTypeLabel(item.accountType), user: item.userName },
      ),
      confirmLabel: approve,
      onConfirm: () =>
        decide.mutate(
          { accountId: item.accountId, decision: 'APPROVED' },
          {
            onSuccess: () => {
              onDecided();
              showToast({
                kind: 'success',
                id: bankProofToastId(item),
                message: intl.formatMessage(
                  {
                    id: 'admin.queues.bankProofs.approved',
                    defaultMessage: 'Bank proof of {account} approved.',
                  },
                  { account: item.accountName },
                ),
              });
            },
            onError: (err) =>
              showToast({ kind: 'error', id: bankProofToastId(item), message: errorMessage(err) }),
          },
        ),
    });
  return (
    <Group gap="xs" wrap="nowrap" grow={fullWidth} justify="flex-end">
      <Button
        onClick={askApprove}
        loading={decide.isPending}
        aria-label={intl.formatMessage(
          { id: 'admin.queues.bankProofs.approveFor', defaultMessage: 'Approve the bank proof of {account}' },
          { account: item.accountName },
        )}
      >
        {approve}
      </Button>
      <Button
        variant="default"
        onClick={() => onReject(item)}
        disabled={decide.isPending}
        aria-label={intl.formatMessage(
          { id: 'admin.queues.bankProofs.rejectFor', defaultMessage: 'Reject the bank proof of {account}' },
          { account: item.accountName },
        )}
      >
        {intl.formatMessage({ id: 'admin.queues.reject', defaultMessage: 'Reject' })}
      </Button>
    </Group>
  );
}
