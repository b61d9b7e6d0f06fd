import type { ReimbursementStatus as Status } from '@oc/contract';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';
import { REIMBURSEMENT_STATUS_LABELS } from '../../../lib/labels';

const TONE: Record<Status, StatusTone> = { PENDING: 'pending', APPROVED: 'positive', REJECTED: 'negative' };

/** The claim's finance status as a badge ('Pending', 'Approved', 'Rejected'). */
export function ReimbursementStatus({ status }: { status: Status }) {
  return (
    <StatusBadge tone={TONE[status]} data-testid="reimbursement-status">
      {REIMBURSEMENT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
