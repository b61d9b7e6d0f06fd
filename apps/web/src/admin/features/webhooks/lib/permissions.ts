import { webhooksEndpoints, type StaffMember } from '@oc/contract';

/** Whether the member may see and manage webhooks (the endpoints' role rule: admin only). */
export function canManageWebhooks(member: Pick<StaffMember, 'role'> | null): boolean {
  return member !== null && (webhooksEndpoints.list.roles as readonly string[]).includes(member.role);
}
