import { ROUTES } from '@oc/contract/constants';
import { apiPath } from '../api-path';
import {
  clearSession,
  getIdToken,
  getRefreshToken,
  markSignedOut,
  savePostLoginPath,
  storeTokens,
} from '../session';
import { forgetRotation, lastRotation, recordRotation } from '../token-relay';
import { ApiError, isTokenPair, readJson, toApiError } from './errors';

/**
 * Session refresh (docs/architecture.md "Web client"): the one retry-after-refresh path of JSON
 * calls, downloads and uploads. An answer 401 'failed with 401' refreshes the tokens once
 * (single-flight in this tab, and across tabs through the Web Locks API) and the call is tried once
 * more; a refused refresh ends the session and sends the browser to its sign-in page.
 *
 * Two sessions use it: the operator's (below: `/login`) and the staff console's
 * (`admin/lib/staff-session.ts`: its own tokens, `/admin/login`). Each is a {@link RefreshableSession}
 * and gets its own path with {@link sessionRefresh}.
 */

/** A session's tokens, how the server renews them and how it ends. */
export interface RefreshableSession {
  /** The Web Lock held while refreshing: one refresh at a time across this session's tabs. */
  readonly lock: string;
  /** The session's slot of the cross-tab relay (lib/token-relay.ts); default the operator's. */
  readonly relaySlot?: string;
  accessToken(): string | null;
  refreshToken(): string | null;
  storeTokens(accessToken: string, refreshToken: string): void;
  /** Asks the server for a new pair with the refresh token (the answer, read here). */
  exchange(refreshToken: string): Promise<Response>;
  /** The server refused the refresh: end the session and go to its sign-in page. */
  end(): void;
}

type RefreshOutcome = 'refreshed' | 'refused';

/**
 * Whether an answer is the 401 'failed with 401' (`isUnauthorizedAnswer`): its body when it is,
 * else null. A fetch Response reads a clone, so its body stays unread for the caller.
 */
export type UnauthorizedCheck<A> = (answer: A) => Promise<{ body: unknown } | null>;

/**
 * THE retry-after-refresh path of one session: `attempt` with the stored token; when
 * `unauthorized` finds the 401 'failed with 401', the tokens are refreshed once and `attempt` runs
 * again with the new token. A refused refresh, or a second such 401, ends the session and throws
 * the 401; a refresh that fails on the network or the server's side throws and keeps it.
 */
export type SessionRefresh = <A>(
  attempt: (token: string | null) => Promise<A>,
  unauthorized: UnauthorizedCheck<A>,
) => Promise<A>;

/** The retry-after-refresh path of `session`, with its own single flight. */
export function sessionRefresh(session: RefreshableSession): SessionRefresh {
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  async function refreshOnce(tokenAtStart: string | null): Promise<RefreshOutcome> {
    // Inside the lock: another tab (or call) may have rotated the tokens meanwhile; then reuse them.
    const current = session.accessToken();
    if (current && current !== tokenAtStart) return 'refreshed';
    const refreshToken = session.refreshToken();
    if (!refreshToken) return 'refused';
    // This tab's localStorage may lag behind another tab's rotation (token-relay.ts): if our refresh
    // token is the one just spent, take its successors instead of presenting it again.
    const rotation = await lastRotation(session.relaySlot);
    if (rotation?.rotatedFrom === refreshToken) {
      session.storeTokens(rotation.accessToken, rotation.refreshToken);
      return 'refreshed';
    }
    // A network failure throws (the session is kept); only an answered refusal logs out.
    const res = await session.exchange(refreshToken);
    const body = await readJson(res);
    const data = (body as { data?: unknown } | undefined)?.data;
    if (res.ok && isTokenPair(data)) {
      session.storeTokens(data.accessToken, data.refreshToken);
      await recordRotation(
        { rotatedFrom: refreshToken, accessToken: data.accessToken, refreshToken: data.refreshToken },
        session.relaySlot,
      );
      return 'refreshed';
    }
    // A server fault is not a refusal: keep the session, the call fails and can be tried again.
    if (res.status >= 500) throw toApiError(res.status, body);
    return 'refused';
  }

  /** Runs `run` holding the cross-tab lock; Web Locks exist in secure contexts (https, localhost). */
  async function withRefreshLock(run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return run(); // elsewhere this tab's single flight must do
    let outcome: RefreshOutcome = 'refused';
    await locks.request(session.lock, async () => {
      outcome = await run();
    });
    return outcome;
  }

  function refreshTokens(tokenAtStart: string | null): Promise<RefreshOutcome> {
    if (!refreshInFlight) {
      refreshInFlight = withRefreshLock(() => refreshOnce(tokenAtStart)).finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  return async (attempt, unauthorized) => {
    const token = session.accessToken();
    const answer = await attempt(token);
    const refused = await unauthorized(answer);
    if (!refused) return answer;
    let outcome: RefreshOutcome;
    try {
      outcome = await refreshTokens(token);
    } catch (err) {
      console.error('Token refresh failed', err);
      throw err instanceof ApiError ? err : toApiError(0, undefined);
    }
    if (outcome === 'refused') {
      session.end();
      throw toApiError(401, refused.body);
    }
    const again = await attempt(session.accessToken());
    const refusedAgain = await unauthorized(again);
    if (refusedAgain) {
      session.end();
      throw toApiError(401, refusedAgain.body);
    }
    return again;
  };
}

/**
 * Ends the operator's session and sends the browser to /login, remembering where the user was; the
 * login screen says 'You were signed out. Please log in again.' (not after a deliberate logout).
 */
export function endSessionAndGoToLogin(): void {
  clearSession();
  markSignedOut();
  void forgetRotation();
  const here = `${window.location.pathname}${window.location.search}`;
  savePostLoginPath(here);
  if (window.location.pathname !== ROUTES.login) window.location.assign(ROUTES.login);
}

/** The operator's session: the spec's token storage, `GET /user/updateToken` with the refresh token. */
const operatorSession: RefreshableSession = {
  lock: 'oc-token-refresh',
  accessToken: getIdToken,
  refreshToken: getRefreshToken,
  storeTokens,
  exchange: async (refreshToken) => {
    // The declaration is loaded when first needed (never on the login route's first paint).
    const { authEndpoints } = await import('@oc/contract/auth');
    return fetch(apiPath(null, authEndpoints.refresh.path), {
      headers: { accept: 'application/json', authorization: `Bearer ${refreshToken}` },
      credentials: 'same-origin',
    });
  },
  end: endSessionAndGoToLogin,
};

/** The operator's retry-after-refresh path ({@link SessionRefresh}). */
export const withSessionRefresh: SessionRefresh = sessionRefresh(operatorSession);
