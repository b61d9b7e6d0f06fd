import type { KycQueueItem } from '@oc/contract';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { KYC_DOCUMENT_LABELS } from '../lib/labels';
import { kycDismissalSchema } from '../lib/reasons';

type Dismiss = (vars: Pick<KycQueueItem, 'accountId' | 'document'> & { reason: string }) => Promise<unknown>;
type Item = Pick<KycQueueItem, 'accountId' | 'accountName' | 'document' | 'nameOnDocument' | 'nameOnAccount'>;

const summaryOf = (item: Item) => (
  <>
    The {KYC_DOCUMENT_LABELS[item.document]} of <b>{item.accountName}</b>: the name on it,{' '}
    {item.nameOnDocument}, does not match the account&apos;s, {item.nameOnAccount}. The legal name stays as it
    is; the operator reads this reason in Activity.
  </>
);

const FORM = {
  label: 'Dismiss KYC review',
  reasonLabel: 'Why is it dismissed?',
  submitLabel: 'Dismiss',
} as const;

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
  return (
    <ReasonModal
      opened={item !== null}
      title="Dismiss KYC review"
      {...FORM}
      schema={kycDismissalSchema(item?.document ?? 'PAN')}
      onClose={onClose}
      send={(reason) =>
        item ? dismiss({ accountId: item.accountId, document: item.document, reason }) : Promise.resolve()
      }
      summary={item ? summaryOf(item) : null}
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
  return (
    <ReasonForm
      {...FORM}
      schema={kycDismissalSchema(item.document)}
      onClose={onClose}
      send={(reason) => dismiss({ accountId: item.accountId, document: item.document, reason })}
      summary={summaryOf(item)}
    />
  );
}
