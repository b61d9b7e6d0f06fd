import { dropEarlyReads, takeEarlyRead } from '../early-reads';
import { storeTokens } from '../session';
import { isOffline } from '../use-online';
import {
  envelopeData,
  isTokenPair,
  isUnauthorizedAnswer,
  offlineRefusal,
  readJson,
  refusalOf,
  toApiError,
} from './errors';
import { withSessionRefresh } from './refresh';
import { apiUrl, buildHeaders, type ApiOptions } from './request';

/**
 * Sending a call with fetch (docs/architecture.md "Web client"): JSON calls ({@link api}) and the
 * downloads' request ({@link send}).
 *
 * - Answers: the envelope `{statusCode, data, errors?}`; `data` is returned, parsed with the
 *   contract's envelope schema when one is given. When `data` carries accessToken and refreshToken
 *   both are stored.
 * - HTTP 401 with data 'failed with 401': one refresh and retry (`withSessionRefresh`, refresh.ts;
 *   a staff call: its session's own).
 * - Anything else that is not 2xx throws an `ApiError` (errors.ts).
 */

async function fetchOnce<T>(path: string, opts: ApiOptions<T>, token: string | null): Promise<Response> {
  const headers = buildHeaders(opts, token);
  const init: RequestInit = {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    credentials: 'same-origin',
    signal: opts.signal ?? null,
  };
  if (opts.body !== undefined) {
    init.body = opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body);
  }
  const url = apiUrl(path, opts);
  if (init.method === 'GET') {
    // The same read asked for by the early script while the code downloaded (lib/early-reads.ts).
    const early = opts.signal?.aborted ? undefined : takeEarlyRead(url, headers);
    if (early) {
      try {
        return await untilAborted(early, opts.signal);
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') throw err;
        // It did not arrive: asked for again below.
      }
    }
  } else {
    // A change made offline is refused here, before anything is sent (offlineRefusal's rule).
    if (isOffline()) throw offlineRefusal();
    // A change: an answer read before it is not kept for later.
    dropEarlyReads();
  }
  try {
    return await fetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    console.error('Request failed', path, err);
    throw toApiError(0, undefined);
  }
}

/** `answer`, or an AbortError as `fetch` throws when `signal` aborts first. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A Response's 401 'failed with 401', read from a clone (the body stays unread). */
async function unauthorizedResponse(res: Response): Promise<{ body: unknown } | null> {
  if (res.status !== 401) return null;
  const body = await readJson(res.clone());
  return isUnauthorizedAnswer(res.status, body) ? { body } : null;
}

/**
 * Sends a call, with the refresh-and-retry when it uses the stored token. Answers the final 2xx
 * Response with its body unread; any other answer throws its ApiError.
 */
export async function send<T>(path: string, opts: ApiOptions<T>): Promise<Response> {
  const usesStoredToken = opts.auth !== false && opts.bearer === undefined;
  const withRefresh = opts.session?.withRefresh ?? withSessionRefresh;
  const res = usesStoredToken
    ? await withRefresh((token) => fetchOnce(path, opts, token), unauthorizedResponse)
    : await fetchOnce(path, opts, null);
  if (!res.ok) {
    const body = await readJson(res);
    throw refusalOf(path, { status: res.status, body, requestId: res.headers.get('x-request-id') });
  }
  return res;
}

/** A JSON call: answers the envelope's data (parsed with `schema` when given). */
export async function api<T = unknown>(path: string, opts: ApiOptions<T> = {}): Promise<T> {
  const res = await send(path, opts);
  const body = await readJson(res);
  const data = envelopeData(
    path,
    { status: res.status, body, requestId: res.headers.get('x-request-id') },
    opts.schema,
  );
  // Part 1 §7: an answer carrying both tokens (login, OTP verification) stores them, in the
  // session the call belongs to (the staff sign-in's in the staff console's).
  if (isTokenPair(data)) (opts.session?.storeTokens ?? storeTokens)(data.accessToken, data.refreshToken);
  return data;
}
