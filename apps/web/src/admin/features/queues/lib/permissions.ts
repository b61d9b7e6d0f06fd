import { queuesEndpoints, type StaffMember } from '@oc/contract';

type Member = Pick<StaffMember, 'role'> | null;

/** Whether the member's role is one the endpoint's role rule names. */
function allowed(roles: readonly string[], member: Member): boolean {
  return member !== null && roles.includes(member.role);
}

/** Whether the member may approve or reject a bank proof (the decision's role rule: finance, admin). */
export function canDecideBankProof(member: Member): boolean {
  return allowed(queuesEndpoints.decideBankProof.roles, member);
}

/** Whether the member may approve or reject a reimbursement claim (finance, admin). */
export function canDecideClaim(member: Member): boolean {
  return allowed(queuesEndpoints.decideClaim.roles, member);
}

/** Whether the member may decide a KYC review (every staff role). */
export function canDecideKyc(member: Member): boolean {
  return allowed(queuesEndpoints.decideKyc.roles, member);
}
