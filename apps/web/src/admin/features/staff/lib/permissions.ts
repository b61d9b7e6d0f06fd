import { ONBOARDING_ROLES, type StaffMember } from '@oc/contract';

/** Whether the member may onboard operators (support, admin; finance keeps to money). */
export function canOnboard(member: Pick<StaffMember, 'role'> | null): boolean {
  return member !== null && (ONBOARDING_ROLES as readonly string[]).includes(member.role);
}
