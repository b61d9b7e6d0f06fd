import { ACCOUNT_HEADER, FIRST_READ_PATHS, ROUTES, type UserType } from '@oc/contract/constants';
import { homeViewOf, type HomeView } from './home-view';
import { apiPath } from './api-path';
import { accountHeaderValue, decodeToken, getIdToken, resolveUserType } from './session';

/**
 * Reads before the code (docs/performance.md "Reads before the code"). An app address's first paint
 * shows the shell's `GET {prefix}/user/me` and, at /, home's reads. The app asks for them once its
 * code has arrived and run (app/router.tsx `prefetchRoute`); on a slow connection that is one more
 * round trip after a download of 170 KB. A script of its own (1.7 KB gz)
 * (src/early-reads-entry.ts, built apart by vite.config.ts and linked first in index.html) asks for
 * the same calls while the code downloads, and the api client (lib/api/send.ts) takes each answer in
 * place of its own request when the request is the same: same URL, same access token, same
 * acting account. Nothing else changes: the answer goes through the client's refresh-on-401,
 * checks and schema as if it had asked for it; a read that failed to arrive or that nobody takes
 * is asked for again as usual.
 */

/** The paths (under the model's prefix) home's first paint reads, per home (features/home/api/prefetch.ts). */
const HOME_FIRST_READS: Record<HomeView, readonly string[]> = {
  operator: [FIRST_READ_PATHS.homeSummary],
  mg: [FIRST_READ_PATHS.mgSummary, FIRST_READ_PATHS.tripRevenue],
  cab: [],
};

/** The shell's read on every app address (app/layouts/api/get-me.ts). */
const SHELL_FIRST_READ = FIRST_READ_PATHS.me;

/** How long an answer asked for early waits to be taken: past it, the app's own request goes. */
export const EARLY_READ_TTL_MS = 20_000;

/**
 * The paths an app address's first paint reads for a business model (none at /login, and none in
 * the staff console, /admin/…, which reads nothing of the operator's session).
 */
export function firstReadPaths(pathname: string, type: UserType): string[] {
  if (pathname === ROUTES.login || pathname === '/admin' || pathname.startsWith('/admin/')) return [];
  return [SHELL_FIRST_READ, ...(pathname === ROUTES.home ? HOME_FIRST_READS[homeViewOf(type)] : [])];
}

interface EarlyRead {
  readonly at: number;
  readonly response: Promise<Response>;
}

/** Where the early script leaves its requests for the app (one page, one map). */
const GLOBAL_KEY = '__ocEarlyReads';
type WithReads = typeof globalThis & { [GLOBAL_KEY]?: Map<string, EarlyRead> };

/** A GET is the same call when its URL, its access token and its acting account are. */
function readKey(url: string, authorization: string | null, account: string | null): string {
  return JSON.stringify([url, authorization ?? '', account ?? '']);
}

/**
 * The early script's work: the first reads of the opened address, asked for with the stored
 * session, as the api client would ask for them. Nothing without a decodable token, or with one
 * that has expired (the client's own request gets the 401 and refreshes).
 */
export function startEarlyReads(now = Date.now()): void {
  const g = globalThis as WithReads;
  if (g[GLOBAL_KEY]) return;
  const token = getIdToken();
  const payload = decodeToken(token);
  if (!token || !payload || (payload.exp !== undefined && payload.exp * 1000 <= now)) return;
  const type = resolveUserType(payload);
  const account = accountHeaderValue(type, payload);
  const reads = new Map<string, EarlyRead>();
  for (const path of firstReadPaths(window.location.pathname, type)) {
    const url = apiPath(type, path);
    const authorization = `Bearer ${token}`;
    const headers: Record<string, string> = { accept: 'application/json', authorization };
    if (account) headers[ACCOUNT_HEADER] = account;
    const response = fetch(url, { method: 'GET', headers, credentials: 'same-origin' });
    // Taken or not, a failed request is no unhandled rejection.
    response.catch(() => undefined);
    reads.set(readKey(url, authorization, account), { at: now, response });
  }
  g[GLOBAL_KEY] = reads;
}

/**
 * The answer the early script asked for, for a GET the api client is about to send with these
 * headers: taken once (a second identical request goes to the server). Undefined when there is none.
 */
export function takeEarlyRead(
  url: string,
  headers: Headers,
  now = Date.now(),
): Promise<Response> | undefined {
  const reads = (globalThis as WithReads)[GLOBAL_KEY];
  if (!reads || reads.size === 0) return undefined;
  const key = readKey(url, headers.get('authorization'), headers.get(ACCOUNT_HEADER));
  const read = reads.get(key);
  if (!read) return undefined;
  reads.delete(key);
  return now - read.at <= EARLY_READ_TTL_MS ? read.response : undefined;
}

/** A change is being sent: answers read before it are not handed out after it. */
export function dropEarlyReads(): void {
  (globalThis as WithReads)[GLOBAL_KEY]?.clear();
}
