import { bankProofRejectionSchema, type BankProofQueueItem } from '@oc/contract';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { accountTypeLabel } from '../../../lib/labels';

type Reject = (vars: { accountId: string; reason: string }) => Promise<unknown>;
type Item = Pick<BankProofQueueItem, 'accountId' | 'accountName' | 'accountType' | 'userName'>;

const summaryOf = (item: Item) => (
  <>
    The cancelled cheque of <b>{item.accountName}</b> ({accountTypeLabel(item.accountType)}, {item.userName}).
    The operator sees this reason and uploads a new one.
  </>
);

/** 'Reject bank proof': the reason the operator sees (required, the contract's rule). */
export function RejectBankProofModal({
  item,
  onClose,
  reject,
}: {
  item: BankProofQueueItem | null;
  onClose: () => void;
  reject: Reject;
}) {
  return (
    <ReasonModal
      opened={item !== null}
      title="Reject bank proof"
      label="Reject bank proof"
      schema={bankProofRejectionSchema}
      onClose={onClose}
      send={(reason) => (item ? reject({ accountId: item.accountId, reason }) : Promise.resolve())}
      summary={item ? summaryOf(item) : null}
    />
  );
}

export function RejectBankProofForm({
  item,
  onClose,
  reject,
}: {
  item: Item;
  onClose: () => void;
  reject: Reject;
}) {
  return (
    <ReasonForm
      label="Reject bank proof"
      schema={bankProofRejectionSchema}
      onClose={onClose}
      send={(reason) => reject({ accountId: item.accountId, reason })}
      summary={summaryOf(item)}
    />
  );
}
