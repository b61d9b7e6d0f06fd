import type { ClaimQueueItem } from '@oc/contract';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { formatRupees } from '../../../../lib/format';
import { claimRejectionSchema } from '../lib/reasons';
import { claimDatesText } from './ClaimList';

type Reject = (vars: { id: string; reason: string }) => Promise<unknown>;
type Item = Pick<ClaimQueueItem, 'id' | 'accountName' | 'rc' | 'startDate' | 'endDate' | 'amount'>;

const summaryOf = (item: Item) => (
  <>
    The claim of <b>{item.accountName}</b> for bus <b>{item.rc}</b>, {claimDatesText(item)} (
    {formatRupees(item.amount)}). The operator sees this reason on the claim.
  </>
);

/** 'Reject claim': the reason the operator sees (required, `claimDecisionSchema`'s rule). */
export function RejectClaimModal({
  item,
  onClose,
  reject,
}: {
  item: ClaimQueueItem | null;
  onClose: () => void;
  reject: Reject;
}) {
  return (
    <ReasonModal
      opened={item !== null}
      title="Reject claim"
      label="Reject claim"
      schema={claimRejectionSchema}
      onClose={onClose}
      send={(reason) => (item ? reject({ id: item.id, reason }) : Promise.resolve())}
      summary={item ? summaryOf(item) : null}
    />
  );
}

export function RejectClaimForm({
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
      label="Reject claim"
      schema={claimRejectionSchema}
      onClose={onClose}
      send={(reason) => reject({ id: item.id, reason })}
      summary={summaryOf(item)}
    />
  );
}
