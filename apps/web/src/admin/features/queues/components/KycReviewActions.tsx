import { Button, Group, Stack } from '@mantine/core';
import type { KycQueueItem } from '@oc/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { useDecideKyc } from '../api/decide-kyc';
import { KYC_DOCUMENT_LABELS } from '../../../../lib/labels';

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
  const intl = useIntl();
  const decide = useDecideKyc();
  const doc = intl.formatMessage(KYC_DOCUMENT_LABELS[item.document]);
  const useDocumentName = intl.formatMessage({
    id: 'admin.queues.kyc.useDocumentName',
    defaultMessage: "Use the document's name",
  });
  const askUseName = () =>
    confirmAction({
      title: useDocumentName,
      message: intl.formatMessage(
        {
          id: 'admin.queues.kyc.useNameConfirm',
          defaultMessage:
            "The legal name of the account <b>{account}</b> becomes <b>{nameOnDocument}</b> (now {nameOnAccount}), the name on the {document}. The operator's next {document} try will match.",
        },
        {
          account: item.accountName,
          nameOnDocument: item.nameOnDocument,
          nameOnAccount: item.nameOnAccount,
          document: doc,
          b: (chunks: ReactNode[]) => <b>{chunks}</b>,
        },
      ),
      confirmLabel: intl.formatMessage({
        id: 'admin.queues.kyc.useThisName',
        defaultMessage: 'Use this name',
      }),
      onConfirm: () =>
        decide.mutate(
          { accountId: item.accountId, document: item.document, decision: 'USE_DOCUMENT_NAME' },
          {
            onSuccess: () =>
              showToast({
                kind: 'success',
                id: kycToastId(item),
                message: intl.formatMessage(
                  {
                    id: 'admin.queues.kyc.nameUsed',
                    defaultMessage: 'The legal name of {account} is now {nameOnDocument}.',
                  },
                  { account: item.accountName, nameOnDocument: item.nameOnDocument },
                ),
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
        aria-label={intl.formatMessage(
          { id: 'admin.queues.kyc.useNameFor', defaultMessage: "Use the {document}'s name for {account}" },
          { document: doc, account: item.accountName },
        )}
      >
        {useDocumentName}
      </Button>
      <Button
        size={fullWidth ? 'sm' : 'xs'}
        variant="default"
        onClick={() => onDismiss(item)}
        disabled={decide.isPending}
        aria-label={intl.formatMessage(
          { id: 'admin.queues.kyc.dismissFor', defaultMessage: 'Dismiss the {document} review of {account}' },
          { document: doc, account: item.accountName },
        )}
      >
        {intl.formatMessage({ id: 'admin.queues.kyc.dismiss', defaultMessage: 'Dismiss' })}
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
