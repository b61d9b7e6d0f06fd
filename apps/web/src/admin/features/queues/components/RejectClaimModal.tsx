import type { ClaimQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { formatRupees } from '../../../../lib/format';
import { claimRejectionSchema } from '../lib/reasons';
import { claimDatesText } from './ClaimList';

type Reject = (vars: { id: string; reason: string }) => Promise<unknown>;
type Item = Pick<ClaimQueueItem, 'id' | 'accountName' | 'rc' | 'startDate' | 'endDate' | 'amount'>;

const MESSAGES = defineMessages({
  title: { id: 'admin.queues.claims.reject', defaultMessage: 'Reject claim' },
  summary: {
    id: 'admin.queues.claims.rejectSummary',
    defaultMessage:
      'The claim of <b>{account}</b> for bus <b>{rc}</b>, {dates} ({amount}). The operator sees this reason on the claim.',
  },
});

const summaryOf = (intl: IntlShape, item: Item) =>
  intl.formatMessage(MESSAGES.summary, {
    account: item.accountName,
    rc: item.rc,
    dates: claimDatesText(item),
    amount: formatRupees(item.amount),
    b: (chunks: ReactNode[]) => <b>{chunks}</b>,
  });

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
  const intl = useIntl();
  return (
    <ReasonModal
      opened={item !== null}
      title={intl.formatMessage(MESSAGES.title)}
      label={intl.formatMessage(MESSAGES.title)}
      schema={claimRejectionSchema}
      onClose={onClose}
      send={(reason) => (item ? reject({ id: item.id, reason }) : Promise.resolve())}
      summary={item ? summaryOf(intl, item) : null}
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
  const intl = useIntl();
  return (
    <ReasonForm
      label={intl.formatMessage(MESSAGES.title)}
      schema={claimRejectionSchema}
      onClose={onClose}
      send={(reason) => reject({ id: item.id, reason })}
      summary={summaryOf(intl, item)}
    />
  );
}
