import { reimbursementMsOf, type Reimbursement } from '@oc/contract';

/**
 * The claims of the same bus whose period shares a day with `from`…`to` (business dates), rejected
 * ones left out (finance has already said no to those): the Add form warns before it sends.
 */
export function overlappingClaims(
  claims: readonly Reimbursement[],
  rc: string,
  from: string,
  to: string,
): Reimbursement[] {
  const start = reimbursementMsOf(from);
  const end = reimbursementMsOf(to);
  return claims.filter(
    (c) => c.rc === rc && c.financeStatus !== 'REJECTED' && c.startDate <= end && c.endDate >= start,
  );
}
