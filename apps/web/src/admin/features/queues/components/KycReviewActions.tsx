import { Button, Group, Stack } from '@mantine/core';
import type { KycQueueItem } from '@oc/contract';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { useDecideKyc } from '../api/decide-kyc';
import { KYC_DOCUMENT_LABELS } from '../lib/labels';

/** One review per account and document. */
export const kycReviewKey = (item: Pick<KycQueueItem, 'accountId' | 'document'>) =>
  `${item.accountId}:${item.document}`;

export const kycToastId = (item: Pick<KycQueueItem, 'accountId' | 'document'>) => `kyc-${kycReviewKey(item)}`;

/**
 * A KYC review's decision (every staff role): "Use the document's name" (asks first: the account's
 * legal name becomes the registry's, so the operator's next try matches) and Dismiss (the reason's
 * dialog, the screen's).
 */
export function KycReviewActions({
  item,
  onDismiss,
  fullWidth = false,
  stacked = false,
}: {
  item: KycQueueItem;
  onDismiss: (item: KycQueueItem) => void;
  fullWidth?: boolean;
  /** One button under the other (a table's narrow cell). */
  stacked?: boolean;
}) {
  const decide = useDecideKyc();
  const doc = KYC_DOCUMENT_LABELS[item.document];
  const askUseName = () =>
    confirmAction({
      title: "Use the document's name",
      message: (
        <>
          The legal name of the account <b>{item.accountName}</b> becomes <b>{item.nameOnDocument}</b> (now{' '}
          {item.nameOnAccount}), the name on the {doc}. The operator&apos;s next {doc} try will match.
        </>
      ),
      confirmLabel: 'Use this name',
      onConfirm: () =>
        decide.mutate(
          { accountId: item.accountId, document: item.document, decision: 'USE_DOCUMENT_NAME' },
          {
            onSuccess: () =>
              showToast({
                kind: 'success',
                id: kycToastId(item),
                message: `The legal name of ${item.accountName} is now ${item.nameOnDocument}.`,
              }),
            onError: (err) => showToast({ kind: 'error', id: kycToastId(item), message: errorMessage(err) }),
          },
        ),
    });
  const buttons = (
    <>
      <Button
        size={fullWidth ? 'sm' : 'xs'}
        onClick={askUseName}
        loading={decide.isPending}
        aria-label={`Use the ${doc}'s name for ${item.accountName}`}
      >
        Use the document&apos;s name
      </Button>
      <Button
        size={fullWidth ? 'sm' : 'xs'}
        variant="default"
        onClick={() => onDismiss(item)}
        disabled={decide.isPending}
        aria-label={`Dismiss the ${doc} review of ${item.accountName}`}
      >
        Dismiss
      </Button>
    </>
  );
  if (stacked)
    return (
      <Stack gap={6} align="stretch" w={fullWidth ? '100%' : 'fit-content'} ml="auto">
        {buttons}
      </Stack>
    );
  return (
    <Group gap="xs" wrap="wrap" grow={fullWidth} justify="flex-end">
      {buttons}
    </Group>
  );
}
