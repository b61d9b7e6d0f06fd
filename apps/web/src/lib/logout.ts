import { ROUTES } from '@oc/contract';
import { api } from './api';
import { clearSession, getIdToken, takePostLoginPath } from './session';

/**
 * Logout (part 1 §2): tells the server best-effort (POST /user/logout revokes this login's refresh
 * tokens), clears idToken, refreshToken and userType, and reloads at /login so no cached data of
 * this session survives.
 */
export async function logout(): Promise<void> {
  const token = getIdToken();
  if (token) {
    try {
      await api('/user/logout', {
        method: 'POST',
        scoped: false,
        bearer: token,
        signal: AbortSignal.timeout(3000),
      });
    } catch {
      // Best effort: an expired token or a network failure must not keep the user logged in.
    }
  }
  clearSession();
  takePostLoginPath();
  window.location.assign(ROUTES.login);
}
