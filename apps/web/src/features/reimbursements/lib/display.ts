import {
  amountApproved,
  istDateOf,
  reimbursementDateOf,
  type Reimbursement,
  type ReimbursementStatus,
} from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { currentIntl } from '../../../i18n/language';
import { formatInr, formatShortDate } from '../../../lib/format';

/** Part 2 §3 display rules of a claim: dates DD/MM/YY (IST), the range as 'start - end'. */

export const shortDateOfMs = (ms: number) => formatShortDate(istDateOf(new Date(ms)));

export function dateRangeText(r: Pick<Reimbursement, 'startDate' | 'endDate'>): string {
  return `${formatShortDate(reimbursementDateOf(r.startDate))} - ${formatShortDate(reimbursementDateOf(r.endDate))}`;
}

/** A claim's finance status as it reads ('Pending', 'Approved', 'Rejected'). */
export const STATUS_TEXT: Record<ReimbursementStatus, Message> = defineMessages({
  PENDING: { id: 'reimbursements.status.pending', defaultMessage: 'Pending' },
  APPROVED: { id: 'reimbursements.status.approved', defaultMessage: 'Approved' },
  REJECTED: { id: 'reimbursements.status.rejected', defaultMessage: 'Rejected' },
});

/** 'NA' in the page's language. */
const naText = () => currentIntl().formatMessage({ id: 'reimbursements.na', defaultMessage: 'NA' });

/** 0 if REJECTED, the approved amount if APPROVED, otherwise 'NA'. */
export function amountApprovedText(r: Reimbursement): string {
  const v = amountApproved(r);
  return v === 'NA' ? naText() : formatInr(v);
}

/** 'NA' when absent. */
export function approvedOnText(r: Reimbursement): string {
  return r.approvedOnDate === null ? naText() : shortDateOfMs(r.approvedOnDate);
}
