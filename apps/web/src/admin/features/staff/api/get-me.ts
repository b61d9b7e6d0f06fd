import { staffEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { staffMember } from '../../../lib/staff-session';
import { staffKeys } from './keys';

/** GET /api/admin/v1/me: the signed-in staff member (name, e-mail, role). */
export function getStaffMe(signal?: AbortSignal) {
  return callStaff(staffEndpoints.me, signal ? { signal } : {});
}

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.me(), queryFn: ({ signal }) => getStaffMe(signal) });

/**
 * The signed-in member: the server's answer, and until it comes the token's own payload (so the
 * shell draws the name and role at once). Null only without a staff token.
 */
export function useStaffMe() {
  const query = useQuery(staffMeQueryOptions());
  return query.data ?? staffMember();
}

/** The member's saved language and colour scheme (undefined until the server answers). */
export function useStaffPreferences() {
  return useQuery(staffMeQueryOptions()).data?.preferences;
}
