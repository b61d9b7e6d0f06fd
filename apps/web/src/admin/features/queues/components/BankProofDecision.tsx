import { Button, Group, Text } from '@mantine/core';
import type { BankProofQueueItem } from '@oc/contract';
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
  const decide = useDecideBankProof();
  if (!mayDecide)
    return (
      <Text size="sm" c="dimmed">
        Only finance or admin decide bank proofs.
      </Text>
    );
  const askApprove = () =>
    confirmAction({
      title: 'Approve bank proof',
      message: `Approve the cancelled cheque of ${item.accountName} (${accountTypeLabel(item.accountType)}, ${item.userName})? These bank details are then used for the operator's payments.`,
      confirmLabel: 'Approve',
      onConfirm: () =>
        decide.mutate(
          { accountId: item.accountId, decision: 'APPROVED' },
          {
            onSuccess: () => {
              onDecided();
              showToast({
                kind: 'success',
                id: bankProofToastId(item),
                message: `Bank proof of ${item.accountName} approved.`,
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
        aria-label={`Approve the bank proof of ${item.accountName}`}
      >
        Approve
      </Button>
      <Button
        variant="default"
        onClick={() => onReject(item)}
        disabled={decide.isPending}
        aria-label={`Reject the bank proof of ${item.accountName}`}
      >
        Reject
      </Button>
    </Group>
  );
}
