import { jwtDecode } from 'jwt-decode';
import { ROUTES, USER_TYPES, type UserType } from '@oc/contract/constants';
import type { TokenPayload } from '@oc/contract';

/** Local storage keys (part 1 §3): the spec's names, plus the saved post-login address. */
export const STORAGE_KEYS = {
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  userType: 'userType',
  postLoginPath: 'postLoginPath',
} as const;

/** What a broken login leaves in storage (part 1 §2 Guard). */
const SERVER_EXCEPTION = 'Server exception';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts this page only.
  }
}

export function getIdToken(): string | null {
  return read(STORAGE_KEYS.idToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  write(STORAGE_KEYS.idToken, accessToken);
  write(STORAGE_KEYS.refreshToken, refreshToken);
}

/** Logout and failed refresh: tokens and the business-model choice go. */
export function clearSession(): void {
  write(STORAGE_KEYS.idToken, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.userType, null);
}

const isUserType = (v: unknown): v is UserType => (USER_TYPES as readonly unknown[]).includes(v);
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isOptionalNumber = (v: unknown) => v === undefined || typeof v === 'number';

/**
 * Whether a decoded token carries our payload (part 1 §3): the checks of the contract's
 * `tokenPayloadSchema`, written out so the guard, which runs before the first paint of every route,
 * needs no schema library (docs/performance.md "Web"; session.test.ts holds them to the schema).
 */
export function isTokenPayload(v: unknown): v is TokenPayload {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    isUserType(p.userType) &&
    typeof p.isElectricUser === 'boolean' &&
    isStringOrNull(p.electricId) &&
    isStringOrNull(p.electricName) &&
    isStringOrNull(p.electricEmail) &&
    typeof p.isMGUser === 'boolean' &&
    isStringOrNull(p.mgId) &&
    isStringOrNull(p.mgName) &&
    typeof p.name === 'string' &&
    isStringOrNull(p.email) &&
    typeof p.mobileNo === 'string' &&
    isOptionalNumber(p.exp) &&
    isOptionalNumber(p.iat)
  );
}

/** The last token decoded and its payload: the first paint alone asks for it dozens of times. */
let lastDecoded: { token: string; payload: Readonly<TokenPayload> | null } | null = null;

/** Decodes a stored token; null when missing, 'Server exception', undecodable or not our payload. */
export function decodeToken(token: string | null): Readonly<TokenPayload> | null {
  if (!token || token === SERVER_EXCEPTION) return null;
  if (lastDecoded?.token === token) return lastDecoded.payload;
  let payload: Readonly<TokenPayload> | null = null;
  try {
    const decoded: unknown = jwtDecode(token);
    if (isTokenPayload(decoded)) payload = Object.freeze(decoded);
  } catch {
    // not a token of ours: null
  }
  lastDecoded = { token, payload };
  return payload;
}

/** The payload of the stored access token (not checked for expiry: the api client refreshes). */
export function getTokenPayload(): Readonly<TokenPayload> | null {
  return decodeToken(getIdToken());
}

export function getStoredUserType(): UserType | null {
  const stored = read(STORAGE_KEYS.userType);
  return isUserType(stored) ? stored : null;
}

export function setStoredUserType(type: UserType): void {
  write(STORAGE_KEYS.userType, type);
}

export function clearStoredUserType(): void {
  write(STORAGE_KEYS.userType, null);
}

/**
 * Part 1 §4/§6: the stored choice overrides the token's type; else the token's userType; an
 * electric flag implies ELECTRIC; default OPERATOR.
 */
export function resolveUserType(payload: TokenPayload | null = getTokenPayload()): UserType {
  const stored = getStoredUserType();
  if (stored) return stored;
  if (payload?.userType) return payload.userType;
  if (payload?.isElectricUser) return 'ELECTRIC';
  return 'OPERATOR';
}

/**
 * The account id sent in `x-user-id` for the resolved model: the MG group id for BUSOWNER, the
 * electric account id for ELECTRIC; none otherwise (the server then takes the first account).
 */
export function accountHeaderValue(type: UserType, payload: TokenPayload | null): string | null {
  if (!payload) return null;
  if (type === 'BUSOWNER') return payload.mgId;
  if (type === 'ELECTRIC') return payload.electricId;
  return null;
}

/**
 * The signed-in person's name (the avatar menu, the welcome line): the same in every business
 * model, so the avatar's letter never changes when the model is switched (docs/ui.md "Identity").
 */
export function personName(payload: TokenPayload | null): string {
  return payload?.name.trim() ?? '';
}

/**
 * The acting account's name as far as the token knows it (the MG or electric account); null for
 * GDS and cab, whose account name comes from the server (`GET /user/me`, the home summary).
 */
export function tokenAccountName(type: UserType, payload: TokenPayload | null): string | null {
  if (type === 'BUSOWNER') return payload?.mgName ?? null;
  if (type === 'ELECTRIC') return payload?.electricName ?? null;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Why the login screen opens: a login ended by the server (refused refresh) says so once.
// ---------------------------------------------------------------------------------------------

/** What the login screen says after the session ended without the user logging out. */
export const SIGNED_OUT_MESSAGE = 'You were signed out. Please log in again.';
/** Kept in this tab's sessionStorage: the tab that was signed out is the one that says so. */
const SIGNED_OUT_KEY = 'signedOut';

/** The login ended on its own (the refresh token was refused: reused, revoked or expired). */
export function markSignedOut(): void {
  try {
    window.sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // Without storage the login screen simply opens without the notice.
  }
}

/** Whether the login screen should say {@link SIGNED_OUT_MESSAGE} (read without clearing). */
export function wasSignedOut(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The notice was shown, or the user logged out deliberately: it is not shown (again). */
export function forgetSignedOut(): void {
  try {
    window.sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // nothing to forget
  }
}

/** Only same-origin app paths may be saved (no '//host', no protocol, never the login page). */
function isSafeAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname !== ROUTES.login;
}

/** Set by logout: the page is leaving for /login, so no address is saved for after the next login. */
let loggingOut = false;

/** Logout has begun: from now on the guard saves no post-login address (a render can still run). */
export function markLoggingOut(): void {
  loggingOut = true;
}

export function savePostLoginPath(path: string): void {
  if (!loggingOut && isSafeAppPath(path)) write(STORAGE_KEYS.postLoginPath, path);
}

/** Reads and clears the saved post-login address. */
export function takePostLoginPath(): string | null {
  const path = read(STORAGE_KEYS.postLoginPath);
  write(STORAGE_KEYS.postLoginPath, null);
  return path && isSafeAppPath(path) ? path : null;
}
