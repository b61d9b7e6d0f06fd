import { MONEY_ROLES, type Proposal, type StaffMember } from '@oc/contract';

/** Whether the member may propose and decide money (finance, admin; never support). */
export function canMoveMoney(member: Pick<StaffMember, 'role'> | null): boolean {
  return member !== null && (MONEY_ROLES as readonly string[]).includes(member.role);
}

/**
 * What the member may do with a proposal: approve or reject someone else's waiting one, withdraw
 * their own waiting one; `own` also says why Approve is disabled ('You proposed this').
 */
export function proposalActions(
  proposal: Pick<Proposal, 'status' | 'proposedBy'>,
  member: Pick<StaffMember, 'id' | 'role'> | null,
): { decide: boolean; withdraw: boolean; own: boolean } {
  const waiting = proposal.status === 'PROPOSED' && canMoveMoney(member);
  const own = member !== null && proposal.proposedBy.id === member.id;
  return { decide: waiting && !own, withdraw: waiting && own, own: waiting && own };
}
