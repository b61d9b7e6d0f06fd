import { apiKeysEndpoints, type StaffMember } from '@oc/contract';

/** Whether the member may see, make and revoke API keys (the endpoints' role rule: admin only). */
export function canManageApiKeys(member: Pick<StaffMember, 'role'> | null): boolean {
  return member !== null && (apiKeysEndpoints.list.roles as readonly string[]).includes(member.role);
}
