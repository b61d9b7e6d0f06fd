import { proposalRejectRequestSchema, type Proposal } from '@oc/contract';
import { useIntl } from 'react-intl';
import { apiText } from '../../../../i18n/language';
import { formatInr } from '../../../../lib/format';
import { ReasonModal } from '../../../components/ReasonForm';
import { PROPOSAL_KIND_LABELS, withoutStop } from '../lib/text';

/** 'Reject proposal': the reason (required, the contract's `proposalRejectRequestSchema`). */
export function RejectModal({
  proposal,
  onClose,
  reject,
}: {
  proposal: Proposal | null;
  onClose: () => void;
  reject: (vars: { id: string; reason: string }) => Promise<unknown>;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.proposals.reject.title', defaultMessage: 'Reject proposal' });
  return (
    <ReasonModal
      opened={proposal !== null}
      title={title}
      label={title}
      schema={proposalRejectRequestSchema}
      onClose={onClose}
      send={(reason) => (proposal ? reject({ id: proposal.id, reason }) : Promise.resolve())}
      summary={
        proposal
          ? intl.formatMessage(
              {
                id: 'admin.proposals.reject.summary',
                defaultMessage:
                  '{kind} of <b>{amount}</b> for {account}: {summary}. Proposed by {name}. Nothing changes; the reason is kept with it.',
              },
              {
                kind: intl.formatMessage(PROPOSAL_KIND_LABELS[proposal.kind]),
                amount: formatInr(proposal.amount),
                account: proposal.accountName,
                summary: withoutStop(apiText(proposal.summary)),
                name: proposal.proposedBy.name,
                b: (chunks) => <b>{chunks}</b>,
              },
            )
          : null
      }
    />
  );
}
