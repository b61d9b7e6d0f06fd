import type { KycQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { KYC_DOCUMENT_LABELS } from '../../../../lib/labels';
import { kycDismissalSchema } from '../lib/reasons';

type Dismiss = (vars: Pick<KycQueueItem, 'accountId' | 'document'> & { reason: string }) => Promise<unknown>;
type Item = Pick<KycQueueItem, 'accountId' | 'accountName' | 'document' | 'nameOnDocument' | 'nameOnAccount'>;

const MESSAGES = defineMessages({
  summary: {
    id: 'admin.queues.kyc.dismissSummary',
    defaultMessage:
      "The {document} of <b>{account}</b>: the name on it, {nameOnDocument}, does not match the account's, {nameOnAccount}. The legal name stays as it is; the operator reads this reason in Activity.",
  },
  label: { id: 'admin.queues.kyc.dismissTitle', defaultMessage: 'Dismiss KYC review' },
  reasonLabel: { id: 'admin.queues.kyc.dismissReason', defaultMessage: 'Why is it dismissed?' },
  submitLabel: { id: 'admin.queues.kyc.dismiss', defaultMessage: 'Dismiss' },
});

const summaryOf = (intl: IntlShape, item: Item) =>
  intl.formatMessage(MESSAGES.summary, {
    document: intl.formatMessage(KYC_DOCUMENT_LABELS[item.document]),
    account: item.accountName,
    nameOnDocument: item.nameOnDocument,
    nameOnAccount: item.nameOnAccount,
    b: (chunks: ReactNode[]) => <b>{chunks}</b>,
  });

/** The form's words: its name, the reason's label and the submit button. */
const formOf = (intl: IntlShape) => ({
  label: intl.formatMessage(MESSAGES.label),
  reasonLabel: intl.formatMessage(MESSAGES.reasonLabel),
  submitLabel: intl.formatMessage(MESSAGES.submitLabel),
});

/** 'Dismiss KYC review': the reason the operator reads (required, `kycReviewDecisionSchema`'s rule). */
export function DismissKycModal({
  item,
  onClose,
  dismiss,
}: {
  item: KycQueueItem | null;
  onClose: () => void;
  dismiss: Dismiss;
}) {
  const intl = useIntl();
  return (
    <ReasonModal
      opened={item !== null}
      title={intl.formatMessage(MESSAGES.label)}
      {...formOf(intl)}
      schema={kycDismissalSchema(item?.document ?? 'PAN')}
      onClose={onClose}
      send={(reason) =>
        item ? dismiss({ accountId: item.accountId, document: item.document, reason }) : Promise.resolve()
      }
      summary={item ? summaryOf(intl, item) : null}
    />
  );
}

export function DismissKycForm({
  item,
  onClose,
  dismiss,
}: {
  item: Item;
  onClose: () => void;
  dismiss: Dismiss;
}) {
  const intl = useIntl();
  return (
    <ReasonForm
      {...formOf(intl)}
      schema={kycDismissalSchema(item.document)}
      onClose={onClose}
      send={(reason) => dismiss({ accountId: item.accountId, document: item.document, reason })}
      summary={summaryOf(intl, item)}
    />
  );
}
