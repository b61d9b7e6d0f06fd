import { staffEndpoints } from '@oc/contract';
import { queryClient } from '../../../../app/queries';
import { ADMIN_ROUTES } from '../../../routes';
import { ADMIN_KEY } from '../../../lib/keys';
import { callStaff } from '../../../lib/staff-api';
import { clearStaffTokens, forgetStaffSignedOut, staffAccessToken } from '../../../lib/staff-session';

/**
 * Sign out: POST /api/admin/v1/logout revokes this sign-in's refresh tokens (best effort), then
 * the staff tokens and the console's cached reads go and the page reloads at /admin/login, so
 * nothing of this member stays in memory. Nothing is said there (a deliberate sign-out).
 */
export async function signOut(): Promise<void> {
  if (staffAccessToken()) {
    try {
      await callStaff(staffEndpoints.logout, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Best effort: an expired sign-in or a network failure must not keep the member signed in.
    }
  }
  forgetStaffSignedOut();
  clearStaffTokens();
  queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
  window.location.assign(ADMIN_ROUTES.login);
}
