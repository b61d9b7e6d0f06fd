import { ACCOUNT_HEADER } from '@oc/contract/constants';
import { apiPath } from '../api-path';
import { accountHeaderValue, getTokenPayload, resolveUserType } from '../session';
import type { EnvelopeSchema } from './errors';
import type { SessionRefresh } from './refresh';

/**
 * What every call of the api client is made of (docs/architecture.md "Web client"):
 *
 * - URL: `/api/v1` + the business-model prefix of the current user type (`/mg`, `/electric`,
 *   `/cabOperator`, none for GDS) for user-scoped calls; `scoped: false` skips the prefix
 *   (login, captcha, token refresh, logout).
 * - Headers: `Authorization: Bearer <idToken>`; `x-user-id` = mgId (BUSOWNER) or electricId (ELECTRIC).
 * - A call of another session ({@link ApiSession}: the staff console's) goes to that session's API
 *   base with that session's token, without the prefix or `x-user-id`.
 */

/**
 * A session other than the operator's: the staff console's (`admin/lib/staff-session.ts`). Its
 * calls go to its own API base (`/api/admin/v1`) with its own tokens and refresh, so its token is
 * never sent to `/api/v1` and the operator's never to its base (lib/endpoint.ts: a staff endpoint
 * is called only with it, any other only without it).
 */
export interface ApiSession {
  /** The API base of its calls: the contract's `apiBaseOf` of its endpoints. */
  readonly base: string;
  /** Stores a token pair an answer carries (its sign-in). */
  storeTokens(accessToken: string, refreshToken: string): void;
  /** Its retry-after-refresh path (lib/api/refresh.ts `sessionRefresh`). */
  readonly withRefresh: SessionRefresh;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** The contract's envelope schema of the answer; without it `data` is returned unchecked. */
  schema?: EnvelopeSchema<T>;
  /** Add the business-model prefix and `x-user-id` (default true). */
  scoped?: boolean;
  /** Send the stored access token (default true). */
  auth?: boolean;
  /** Use this bearer instead of the stored access token (token refresh, logout). */
  bearer?: string;
  /** The call belongs to another session than the operator's (see {@link ApiSession}). */
  session?: ApiSession;
  signal?: AbortSignal;
}

/** Transfer progress: bytes sent or received of the total (0 when unknown). */
export interface TransferProgress {
  loaded: number;
  total: number;
}

/** `/api/v1` + prefix + path (or the session's base + path), with the query string. */
export function apiUrl(
  path: string,
  opts: { scoped?: boolean; query?: Record<string, QueryValue>; session?: ApiSession } = {},
) {
  const url = opts.session
    ? `${opts.session.base}${path}`
    : apiPath(opts.scoped === false ? null : resolveUserType(), path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The headers of a call: accept, content type of a JSON body, the bearer and the account header. */
export function buildHeaders<T>(opts: ApiOptions<T>, token: string | null): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (opts.body !== undefined && !(opts.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  const bearer = opts.bearer ?? (opts.auth === false ? null : token);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  if (opts.scoped !== false && !opts.session) {
    const payload = getTokenPayload();
    const account = accountHeaderValue(resolveUserType(payload), payload);
    if (account) headers.set(ACCOUNT_HEADER, account);
  }
  return headers;
}
