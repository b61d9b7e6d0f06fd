import { queuesEndpoints, type StaffMember } from '@oc/contract';

/** Whether the member may approve or reject a bank proof (the decision's role rule: finance, admin). */
export function canDecideBankProof(member: Pick<StaffMember, 'role'> | null): boolean {
  const roles: readonly string[] = queuesEndpoints.decideBankProof.roles;
  return member !== null && roles.includes(member.role);
}
