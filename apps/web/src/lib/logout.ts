import { ROUTES, authEndpoints } from '@oc/contract';
import { callEndpoint } from './endpoint';
import { clearSession, forgetSignedOut, getIdToken, markLoggingOut, takePostLoginPath } from './session';
import { forgetRotation } from './token-relay';

/**
 * Logout (part 1 §2): tells the server best-effort (POST /user/logout revokes this login's refresh
 * tokens, after a refresh when the access token has expired), clears idToken, refreshToken and userType, and reloads at /login so no cached data of
 * this session survives.
 */
export async function logout(): Promise<void> {
  if (getIdToken()) {
    try {
      // With the stored token, so an access token that expired while the page sat idle is
      // refreshed first (single-flight) and the login is still revoked on the server.
      await callEndpoint(authEndpoints.logout, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Best effort: an expired token or a network failure must not keep the user logged in.
    }
  }
  // A deliberate logout: the login screen opens without 'You were signed out', also when the
  // logout call's own refresh was refused on the way (that marks the tab as signed out).
  forgetSignedOut();
  await forgetRotation();
  // Renders may still run before the page leaves; without a token the guard would otherwise save
  // the current address for after the next login.
  markLoggingOut();
  clearSession();
  takePostLoginPath();
  window.location.assign(ROUTES.login);
}
