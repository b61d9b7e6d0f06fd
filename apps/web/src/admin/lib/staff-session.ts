import { STAFF_API_BASE } from '@oc/contract/constants';
import { apiBaseOf } from '@oc/contract/endpoint';
import { staffEndpoints, staffMemberSchema, type StaffMember } from '@oc/contract';
import { jwtDecode } from 'jwt-decode';
import { sessionRefresh, type RefreshableSession } from '../../lib/api/refresh';
import type { ApiSession } from '../../lib/api/request';
import { forgetRotation } from '../../lib/token-relay';
import { ADMIN_ROUTES } from '../routes';

/**
 * The staff member's session in the console, apart from the operator's (lib/session.ts): its own
 * storage keys, its own refresh (`POST /api/admin/v1/refresh` with the refresh token in the body)
 * and its own sign-in page. Calls go through lib/endpoint.ts with {@link staffSession}
 * (admin/lib/staff-api.ts), so a staff token only ever goes to `/api/admin/v1`.
 */

/** localStorage keys: never the operator's `idToken` / `refreshToken`. */
export const STAFF_STORAGE_KEYS = {
  accessToken: 'staffAccessToken',
  refreshToken: 'staffRefreshToken',
} as const;

/** sessionStorage (this tab): the sign-in ended by the server, and where the member was. */
const SIGNED_OUT_KEY = 'staffSignedOut';
const RETURN_KEY = 'staffReturnPath';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Without storage the sign-in lasts this page only.
  }
}

const local = () => window.localStorage;
const tab = () => window.sessionStorage;

export function staffAccessToken(): string | null {
  return read(local, STAFF_STORAGE_KEYS.accessToken);
}

function staffRefreshToken(): string | null {
  return read(local, STAFF_STORAGE_KEYS.refreshToken);
}

export function storeStaffTokens(accessToken: string, refreshToken: string): void {
  write(local, STAFF_STORAGE_KEYS.accessToken, accessToken);
  write(local, STAFF_STORAGE_KEYS.refreshToken, refreshToken);
}

export function clearStaffTokens(): void {
  write(local, STAFF_STORAGE_KEYS.accessToken, null);
  write(local, STAFF_STORAGE_KEYS.refreshToken, null);
  void forgetRotation(RELAY_SLOT);
}

let lastDecoded: { token: string; member: StaffMember | null } | null = null;

/**
 * The staff member of the stored access token (its payload: id, e-mail, name, role), or null when
 * there is none or it is not a staff token. Not checked for expiry: the calls refresh it.
 */
export function staffMember(): StaffMember | null {
  const token = staffAccessToken();
  if (!token) return null;
  if (lastDecoded?.token === token) return lastDecoded.member;
  let member: StaffMember | null = null;
  try {
    const parsed = staffMemberSchema.safeParse(jwtDecode(token));
    if (parsed.success) member = parsed.data;
  } catch {
    // not a token: null
  }
  lastDecoded = { token, member };
  return member;
}

/** Only console addresses are kept for after the sign-in (never the sign-in page, never another host). */
function isReturnPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return (
    !path.startsWith('//') &&
    (pathname === ADMIN_ROUTES.home || pathname.startsWith(`${ADMIN_ROUTES.home}/`)) &&
    pathname !== ADMIN_ROUTES.login &&
    pathname !== ADMIN_ROUTES.setPassword
  );
}

/** Where the member was when the console sent them to the sign-in (the guard, a refused refresh). */
export function saveReturnPath(path: string): void {
  if (isReturnPath(path)) write(tab, RETURN_KEY, path);
}

/** Reads and clears the saved address. */
export function takeReturnPath(): string | null {
  const path = read(tab, RETURN_KEY);
  write(tab, RETURN_KEY, null);
  return path && isReturnPath(path) ? path : null;
}

/** Whether the sign-in page should say the session ended (`STAFF_MESSAGES.sessionExpired`). */
export function wasStaffSignedOut(): boolean {
  return read(tab, SIGNED_OUT_KEY) === '1';
}

export function forgetStaffSignedOut(): void {
  write(tab, SIGNED_OUT_KEY, null);
}

/**
 * The server refused the refresh (expired, revoked or reused): the tokens go, the tab is marked so
 * the sign-in page says 'Session expired. Please sign in again.', and the browser goes there.
 */
export function endStaffSession(): void {
  clearStaffTokens();
  write(tab, SIGNED_OUT_KEY, '1');
  saveReturnPath(`${window.location.pathname}${window.location.search}`);
  if (window.location.pathname !== ADMIN_ROUTES.login) window.location.assign(ADMIN_ROUTES.login);
}

/** The cross-tab relay's slot and the Web Lock of the staff refresh (not the operator's). */
const RELAY_SLOT = 'staff';

const refreshable: RefreshableSession = {
  lock: 'oc-staff-token-refresh',
  relaySlot: RELAY_SLOT,
  accessToken: staffAccessToken,
  refreshToken: staffRefreshToken,
  storeTokens: storeStaffTokens,
  exchange: (refreshToken) =>
    fetch(`${apiBaseOf(staffEndpoints.refresh)}${staffEndpoints.refresh.path}`, {
      method: staffEndpoints.refresh.method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      credentials: 'same-origin',
    }),
  end: endStaffSession,
};

/** The staff session of the api client (lib/api/request.ts `ApiSession`). */
export const staffSession: ApiSession = {
  base: STAFF_API_BASE,
  storeTokens: storeStaffTokens,
  withRefresh: sessionRefresh(refreshable),
};
