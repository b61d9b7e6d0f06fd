import { amountApproved, istDateOf, reimbursementDateOf, type Reimbursement } from '@oc/contract';
import { formatInr, formatShortDate } from '../../../lib/format';

/** Part 2 §3 display rules of a claim: dates DD/MM/YY (IST), the range as 'start - end'. */

export const shortDateOfMs = (ms: number) => formatShortDate(istDateOf(new Date(ms)));

export function dateRangeText(r: Pick<Reimbursement, 'startDate' | 'endDate'>): string {
  return `${formatShortDate(reimbursementDateOf(r.startDate))} - ${formatShortDate(reimbursementDateOf(r.endDate))}`;
}

/** 0 if REJECTED, the approved amount if APPROVED, otherwise 'NA'. */
export function amountApprovedText(r: Reimbursement): string {
  const v = amountApproved(r);
  return v === 'NA' ? 'NA' : formatInr(v);
}

/** 'NA' when absent. */
export function approvedOnText(r: Reimbursement): string {
  return r.approvedOnDate === null ? 'NA' : shortDateOfMs(r.approvedOnDate);
}
