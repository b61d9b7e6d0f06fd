import { PROPOSAL_KIND_LABELS, proposalRejectRequestSchema, type Proposal } from '@oc/contract';
import { formatInr } from '../../../../lib/format';
import { ReasonModal } from '../../../components/ReasonForm';
import { withoutStop } from '../lib/text';

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
  return (
    <ReasonModal
      opened={proposal !== null}
      title="Reject proposal"
      label="Reject proposal"
      schema={proposalRejectRequestSchema}
      onClose={onClose}
      send={(reason) => (proposal ? reject({ id: proposal.id, reason }) : Promise.resolve())}
      summary={
        proposal ? (
          <>
            {PROPOSAL_KIND_LABELS[proposal.kind]} of <b>{formatInr(proposal.amount)}</b> for{' '}
            {proposal.accountName}: {withoutStop(proposal.summary)}. Proposed by {proposal.proposedBy.name}.
            Nothing changes; the reason is kept with it.
          </>
        ) : null
      }
    />
  );
}
