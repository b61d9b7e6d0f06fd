import { bankProofRejectionSchema, type BankProofQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ReasonForm, ReasonModal } from '../../../components/ReasonForm';
import { accountTypeLabel } from '../../../lib/labels';

type Reject = (vars: { accountId: string; reason: string }) => Promise<unknown>;
type Item = Pick<BankProofQueueItem, 'accountId' | 'accountName' | 'accountType' | 'userName'>;

const MESSAGES = defineMessages({
  title: { id: 'admin.queues.bankProofs.reject', defaultMessage: 'Reject bank proof' },
  summary: {
    id: 'admin.queues.bankProofs.rejectSummary',
    defaultMessage:
      'The cancelled cheque of <b>{account}</b> ({type}, {user}). The operator sees this reason and uploads a new one.',
  },
});

const summaryOf = (intl: IntlShape, item: Item) =>
  intl.formatMessage(MESSAGES.summary, {
    account: item.accountName,
    type: accountTypeLabel(item.accountType),
    user: item.userName,
    b: (chunks: ReactNode[]) => <b>{chunks}</b>,
  });

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
  const intl = useIntl();
  return (
    <ReasonModal
      opened={item !== null}
      title={intl.formatMessage(MESSAGES.title)}
      label={intl.formatMessage(MESSAGES.title)}
      schema={bankProofRejectionSchema}
      onClose={onClose}
      send={(reason) => (item ? reject({ accountId: item.accountId, reason }) : Promise.resolve())}
      summary={item ? summaryOf(intl, item) : null}
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
  const intl = useIntl();
  return (
    <ReasonForm
      label={intl.formatMessage(MESSAGES.title)}
      schema={bankProofRejectionSchema}
      onClose={onClose}
      send={(reason) => reject({ accountId: item.accountId, reason })}
      summary={summaryOf(intl, item)}
    />
  );
}
