import {
  ACCOUNT_HEADER,
  NOT_REGISTERED_IN_MODEL,
  ROUTES,
  UNAUTHORIZED_MESSAGE,
  isNotInModelMessage,
  type FieldError,
} from '@oc/contract/constants';
import type { ErrorEnvelope, TokenPair } from '@oc/contract';
import { apiPath } from './api-path';
import { dropEarlyReads, takeEarlyRead } from './early-reads';
import {
  accountHeaderValue,
  clearSession,
  getIdToken,
  getRefreshToken,
  getTokenPayload,
  markSignedOut,
  resolveUserType,
  savePostLoginPath,
  storeTokens,
} from './session';
import { forgetRotation, lastRotation, recordRotation } from './token-relay';

/**
 * THE api client (ARCHITECTURE.md §3, part 1 §7): every call of the web app goes through here.
 *
 * - URL: `/api/v1` + the business-model prefix of the current user type (`/mg`, `/electric`,
 *   `/cabOperator`, none for GDS) for user-scoped calls; `scoped: false` skips the prefix
 *   (login, captcha, token refresh, logout).
 * - Headers: `Authorization: Bearer <idToken>`; `x-user-id` = mgId (BUSOWNER) or electricId (ELECTRIC).
 * - Answers: the envelope `{statusCode, data, errors?}`; `data` is returned, parsed with the
 *   contract's envelope schema when one is given. When `data` carries accessToken and refreshToken
 *   both are stored.
 * - HTTP 401 with data 'failed with 401': the tokens are refreshed once (single-flight in this tab,
 *   and across tabs through the Web Locks API), then the call is retried once. A refused refresh
 *   clears the session and sends the browser to /login.
 * - Anything else that is not 2xx throws an {@link ApiError}.
 */

/** A zod schema (structurally: only safeParse is needed, so web code need not import zod). */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** An envelope schema from the contract, e.g. `meResponseSchema = envelope(...)`. */
export type EnvelopeSchema<T> = Schema<{ statusCode: number | string; data: T }>;

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
  signal?: AbortSignal;
}

const GENERIC_MESSAGE = 'Something went wrong';

/** A non-2xx answer (or a transport failure, status 0). `message` is the envelope's `data`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** Field errors of a validation failure: show each at its field. */
    readonly errors: FieldError[] = [],
    /** The envelope's statusCode (a number, or a literal such as 'error'). */
    readonly statusCode: number | string = status,
    /** The answer's `x-request-id`: the server's log lines of this call carry it. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }

  /** 403 'not registered in this model': show {@link NotRegisteredNotice}. */
  get isNotRegistered(): boolean {
    return this.status === 403 && this.message === NOT_REGISTERED_IN_MODEL;
  }

  /**
   * 403 for a feature that is not part of the acting business model (the contract's
   * `notInModelMessage`): a neutral notice, not a failure (`QueryState`, docs/ui.md "States").
   */
  get isNotInModel(): boolean {
    return this.status === 403 && isNotInModelMessage(this.message);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** The first error of one field (validation errors). */
  fieldError(path: string): string | undefined {
    return this.errors.find((e) => e.path === path)?.message;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * Raw texts that are not for a person: HTTP reason phrases (a proxy's 'Bad Gateway', a server's
 * 'Internal Server Error'), the api client's generic fallback and the bare 401 answer.
 */
export const NOT_FOR_PEOPLE =
  /^(bad request|unauthorized|forbidden|not found|method not allowed|request timeout|conflict|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway timeout|something went wrong|failed with 401|network error\..*)$/i;

/** What a failed action or download says when the server failed (5xx) or answered nothing readable. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';
/** What it says when the server could not be reached. */
export const NETWORK_FAULT_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** `sentence` with the call's request id for support ('… Reference: 3f2a…'), when the answer had one. */
export function withReference(sentence: string, err: unknown): string {
  const id = err instanceof ApiError ? err.requestId : null;
  return id && !sentence.includes(id) ? `${sentence} Reference: ${id}` : sentence;
}

/**
 * The message to show a person for any error thrown by this module (a failed action or download):
 * a 4xx's own sentence, written for people (a validation message, a 409), as it is; a network
 * failure, a 500 or an unreadable answer as one plain sentence, with the request id when there is
 * one. A 502/503 of this server is a sentence written for people (an OTP not sent, the database
 * unavailable), shown with the request id; its reason phrase from a proxy is not. `fallback`
 * replaces the plain sentence of a 4xx without a readable message.
 */
export function errorMessage(err: unknown, fallback = GENERIC_MESSAGE): string {
  if (!(err instanceof ApiError)) return fallback;
  const readable = err.message !== '' && !NOT_FOR_PEOPLE.test(err.message.trim());
  if (err.status === 0) return NETWORK_FAULT_MESSAGE;
  if (err.status >= 500) {
    const sentence = err.status !== 500 && readable ? err.message : SERVER_FAULT_MESSAGE;
    return withReference(sentence, err);
  }
  return readable ? err.message : fallback;
}

/** `/api/v1` + prefix + path, with the query string. */
export function apiUrl(path: string, opts: { scoped?: boolean; query?: Record<string, QueryValue> } = {}) {
  const url = apiPath(opts.scoped === false ? null : resolveUserType(), path);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function buildHeaders<T>(opts: ApiOptions<T>, token: string | null): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (opts.body !== undefined && !(opts.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  const bearer = opts.bearer ?? (opts.auth === false ? null : token);
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  if (opts.scoped !== false) {
    const payload = getTokenPayload();
    const account = accountHeaderValue(resolveUserType(payload), payload);
    if (account) headers.set(ACCOUNT_HEADER, account);
  }
  return headers;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// The two shapes every call may meet, checked by hand as the contract's `errorEnvelopeSchema` and
// `tokenPairSchema` do: this module is on the login route's first paint, which loads no schema
// library (docs/performance.md "Web"; api.test.ts holds them to the schemas).

const isFieldError = (v: unknown): v is FieldError =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FieldError).path === 'string' &&
  typeof (v as FieldError).message === 'string';

/** `{ statusCode: number | string, data: string, errors?: FieldError[] }`. */
export function isErrorEnvelope(v: unknown): v is ErrorEnvelope {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    (typeof e.statusCode === 'number' || typeof e.statusCode === 'string') &&
    typeof e.data === 'string' &&
    (e.errors === undefined || (Array.isArray(e.errors) && e.errors.every(isFieldError)))
  );
}

/** `{ accessToken: string, refreshToken: string }`. */
export function isTokenPair(v: unknown): v is TokenPair {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as TokenPair).accessToken === 'string' &&
    typeof (v as TokenPair).refreshToken === 'string'
  );
}

function toApiError(status: number, body: unknown, requestId: string | null = null): ApiError {
  if (isErrorEnvelope(body)) {
    const errors = (body.errors ?? []).map(({ path, message }) => ({ path, message }));
    return new ApiError(status, body.data, errors, body.statusCode, requestId);
  }
  return new ApiError(
    status,
    status === 0 ? 'Network error. Check your connection.' : GENERIC_MESSAGE,
    [],
    status,
    requestId,
  );
}

function isUnauthorizedAnswer(status: number, body: unknown): boolean {
  return (
    status === 401 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { data?: unknown }).data === UNAUTHORIZED_MESSAGE
  );
}

/** Stores the tokens when an answer's data carries both (part 1 §7). */
function storeTokensIn(data: unknown): void {
  if (isTokenPair(data)) storeTokens(data.accessToken, data.refreshToken);
}

// ---------------------------------------------------------------------------------------------
// Token refresh: once, single-flight within the tab and across tabs (Web Locks API).
// ---------------------------------------------------------------------------------------------

const REFRESH_LOCK = 'oc-token-refresh';
type RefreshOutcome = 'refreshed' | 'refused';
let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function refreshOnce(tokenAtStart: string | null): Promise<RefreshOutcome> {
  // Inside the lock: another tab (or call) may have rotated the tokens meanwhile; then reuse them.
  const current = getIdToken();
  if (current && current !== tokenAtStart) return 'refreshed';
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'refused';
  // This tab's localStorage may lag behind another tab's rotation (token-relay.ts): if our refresh
  // token is the one just spent, take its successors instead of presenting it again.
  const rotation = await lastRotation();
  if (rotation?.rotatedFrom === refreshToken) {
    storeTokens(rotation.accessToken, rotation.refreshToken);
    return 'refreshed';
  }
  // A network failure throws (the session is kept); only an answered refusal logs out. The
  // declaration is loaded when first needed (never on the login route's first paint).
  const { authEndpoints } = await import('@oc/contract/auth');
  const res = await fetch(apiUrl(authEndpoints.refresh.path, { scoped: false }), {
    headers: { accept: 'application/json', authorization: `Bearer ${refreshToken}` },
    credentials: 'same-origin',
  });
  const body = await readJson(res);
  const data = (body as { data?: unknown } | undefined)?.data;
  if (res.ok && isTokenPair(data)) {
    const tokens = { accessToken: data.accessToken, refreshToken: data.refreshToken };
    storeTokens(tokens.accessToken, tokens.refreshToken);
    await recordRotation({ rotatedFrom: refreshToken, ...tokens });
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
  await locks.request(REFRESH_LOCK, async () => {
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

/**
 * Ends the session and sends the browser to /login, remembering where the user was; the login
 * screen says 'You were signed out. Please log in again.' (not after a deliberate logout).
 */
export function endSessionAndGoToLogin(): void {
  clearSession();
  markSignedOut();
  void forgetRotation();
  const here = `${window.location.pathname}${window.location.search}`;
  savePostLoginPath(here);
  if (window.location.pathname !== ROUTES.login) window.location.assign(ROUTES.login);
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

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

/**
 * Sends a call and handles the 401 refresh-and-retry. Answers the final Response; its body is
 * unread unless it is an error, in which case an ApiError is thrown.
 */
async function send<T>(path: string, opts: ApiOptions<T>): Promise<Response> {
  const usesStoredToken = opts.auth !== false && opts.bearer === undefined;
  const token = usesStoredToken ? getIdToken() : null;
  let res = await fetchOnce(path, opts, token);

  if (usesStoredToken && res.status === 401) {
    const body = await readJson(res.clone());
    if (isUnauthorizedAnswer(res.status, body)) {
      let outcome: RefreshOutcome;
      try {
        outcome = await refreshTokens(token);
      } catch (err) {
        console.error('Token refresh failed', err);
        throw err instanceof ApiError ? err : toApiError(0, undefined);
      }
      if (outcome === 'refused') {
        endSessionAndGoToLogin();
        throw toApiError(401, body);
      }
      res = await fetchOnce(path, opts, getIdToken());
      if (res.status === 401) {
        const again = await readJson(res.clone());
        if (isUnauthorizedAnswer(res.status, again)) {
          endSessionAndGoToLogin();
          throw toApiError(401, again);
        }
      }
    }
  }

  if (!res.ok) {
    const body = await readJson(res);
    const err = toApiError(res.status, body, res.headers.get('x-request-id'));
    // Part 1 §8 Transport: request errors are logged to the console; screens decide what to show.
    (res.status >= 500 ? console.error : console.warn)(`API ${res.status}`, path, err.message);
    throw err;
  }
  return res;
}

/** A JSON call: answers the envelope's data (parsed with `schema` when given). */
export async function api<T = unknown>(path: string, opts: ApiOptions<T> = {}): Promise<T> {
  const res = await send(path, opts);
  const body = await readJson(res);
  const statusCode = (body as { statusCode?: unknown } | undefined)?.statusCode;
  if (statusCode === 'error' || (typeof statusCode === 'number' && statusCode >= 400)) {
    throw toApiError(
      typeof statusCode === 'number' ? statusCode : res.status,
      body,
      res.headers.get('x-request-id'),
    );
  }
  let data: unknown;
  if (opts.schema) {
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      console.error('Unexpected answer', path, parsed.error);
      throw new ApiError(res.status, GENERIC_MESSAGE);
    }
    data = parsed.data.data;
  } else {
    data = (body as { data?: unknown } | undefined)?.data;
  }
  storeTokensIn(data);
  return data as T;
}

/** Upload progress: bytes sent of the request body's total. */
export interface TransferProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  form: FormData;
  schema?: EnvelopeSchema<T>;
  scoped?: boolean;
  signal?: AbortSignal;
  /** Called as the body is sent (XMLHttpRequest's upload events; fetch reports none). */
  onProgress?: (progress: TransferProgress) => void;
}

interface RawAnswer {
  status: number;
  body: unknown;
  requestId: string | null;
}

/** One multipart POST through XMLHttpRequest, so the browser reports the upload's progress. */
function xhrOnce<T>(path: string, opts: UploadOptions<T>, token: string | null): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const scope = opts.scoped === false ? { scoped: false } : {};
    xhr.open('POST', apiUrl(path, scope));
    buildHeaders({ body: opts.form, ...scope }, token).forEach((value, key) =>
      xhr.setRequestHeader(key, value),
    );
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body, requestId: xhr.getResponseHeader('x-request-id') });
    };
    xhr.onerror = () => {
      done();
      console.error('Upload failed', path);
      reject(toApiError(0, undefined));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(opts.form);
  });
}

/**
 * A multipart upload with progress: the same token handling (one refresh and retry on a 401) and
 * answers (the envelope's data, parsed with `schema`) as {@link api}.
 */
export async function apiUpload<T = unknown>(path: string, opts: UploadOptions<T>): Promise<T> {
  const token = getIdToken();
  let answer = await xhrOnce(path, opts, token);
  if (isUnauthorizedAnswer(answer.status, answer.body)) {
    let outcome: RefreshOutcome;
    try {
      outcome = await refreshTokens(token);
    } catch (err) {
      console.error('Token refresh failed', err);
      throw err instanceof ApiError ? err : toApiError(0, undefined);
    }
    if (outcome === 'refused') {
      endSessionAndGoToLogin();
      throw toApiError(401, answer.body);
    }
    answer = await xhrOnce(path, opts, getIdToken());
    if (isUnauthorizedAnswer(answer.status, answer.body)) {
      endSessionAndGoToLogin();
      throw toApiError(401, answer.body);
    }
  }
  const statusCode = (answer.body as { statusCode?: unknown } | undefined)?.statusCode;
  if (
    answer.status < 200 ||
    answer.status >= 300 ||
    statusCode === 'error' ||
    (typeof statusCode === 'number' && statusCode >= 400)
  ) {
    const err = toApiError(
      answer.status >= 300 ? answer.status : Number(statusCode) || 400,
      answer.body,
      answer.requestId,
    );
    (answer.status >= 500 ? console.error : console.warn)(`API ${answer.status}`, path, err.message);
    throw err;
  }
  if (!opts.schema) return (answer.body as { data?: unknown } | undefined)?.data as T;
  const parsed = opts.schema.safeParse(answer.body);
  if (!parsed.success) {
    console.error('Unexpected answer', path, parsed.error);
    throw new ApiError(answer.status, GENERIC_MESSAGE);
  }
  return parsed.data.data;
}

export interface Download {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ?? fallback;
}

/** Reads a response body chunk by chunk, reporting bytes received of Content-Length. */
async function readWithProgress(res: Response, onProgress: (p: TransferProgress) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  const total = Number(res.headers.get('content-length')) || 0;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total: total > 0 ? Math.max(total, loaded) : 0 });
  }
  return new Blob(chunks, { type });
}

/** The binary-download variant: answers the file and its name. */
export async function apiDownload(
  path: string,
  opts: Omit<ApiOptions<never>, 'schema'> & {
    fallbackFilename?: string;
    /** Called as the file arrives (total 0 when the server gives no Content-Length). */
    onProgress?: (progress: TransferProgress) => void;
  } = {},
): Promise<Download> {
  const res = await send(path, opts);
  const blob = opts.onProgress ? await readWithProgress(res, opts.onProgress) : await res.blob();
  const filename = filenameFromDisposition(
    res.headers.get('content-disposition'),
    opts.fallbackFilename ?? 'download',
  );
  return { blob, filename };
}

/** Hands a downloaded file to the browser. */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
