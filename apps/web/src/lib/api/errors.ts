import {
  NOT_REGISTERED_IN_MODEL,
  UNAUTHORIZED_MESSAGE,
  isNotInModelMessage,
  type FieldError,
} from '@oc/contract/constants';
import type { ErrorEnvelope, TokenPair } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { apiText, currentIntl } from '../../i18n/language';

/**
 * The api client's errors and envelope parsing (docs/architecture.md "Web client"): {@link ApiError},
 * the envelope's two shapes checked by hand, the data of an answer, and what a person is shown.
 */

/** A zod schema (structurally: only safeParse is needed, so web code need not import zod). */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** An envelope schema from the contract, e.g. `meResponseSchema = envelope(...)`. */
export type EnvelopeSchema<T> = Schema<{ statusCode: number | string; data: T }>;

/**
 * The web's own sentences for a failure (the constants below are their English, as tests and
 * callers know them); {@link errorMessage} and {@link withReference} answer them in the page's
 * language.
 */
const FAULT_TEXT = defineMessages({
  generic: { id: 'lib.errors.generic', defaultMessage: 'Something went wrong' },
  serverFault: {
    id: 'lib.errors.serverFault',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  },
  networkFault: {
    id: 'lib.errors.networkFault',
    defaultMessage: "We couldn't reach the server. Check your connection and try again.",
  },
  offline: {
    id: 'lib.errors.offline',
    defaultMessage: 'You are offline: nothing was sent. Try again when you are back online.',
  },
  withReference: { id: 'lib.errors.withReference', defaultMessage: '{sentence} Reference: {id}' },
});

/** The envelope status of a change refused before sending because the browser is offline. */
export const OFFLINE_STATUS = 'offline';

/**
 * The one rule for a change made offline (docs/ui.md "States"): it is refused before it is sent,
 * with a sentence that says so, and nothing is queued: what the person typed stays in the form.
 */
export function offlineRefusal(): ApiError {
  return new ApiError(0, FAULT_TEXT.offline.defaultMessage, [], OFFLINE_STATUS);
}

export const GENERIC_MESSAGE = FAULT_TEXT.generic.defaultMessage;

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
export const SERVER_FAULT_MESSAGE = FAULT_TEXT.serverFault.defaultMessage;
/** What it says when the server could not be reached. */
export const NETWORK_FAULT_MESSAGE = FAULT_TEXT.networkFault.defaultMessage;

/**
 * `sentence` with the call's request id for support ('… Reference: 3f2a…'), when the answer had one,
 * in the page's language (`sentence` itself is given as it is to be shown).
 */
export function withReference(sentence: string, err: unknown): string {
  const id = err instanceof ApiError ? err.requestId : null;
  return id && !sentence.includes(id)
    ? currentIntl().formatMessage(FAULT_TEXT.withReference, { sentence, id })
    : sentence;
}

/**
 * The message to show a person for any error thrown by the api client (a failed action or
 * download): a 4xx's own sentence, written for people (a validation message, a 409), as it is; a
 * network failure, a 500 or an unreadable answer as one plain sentence, with the request id when
 * there is one. A 502/503 of this server is a sentence written for people (an OTP not sent, the
 * database unavailable), shown with the request id; its reason phrase from a proxy is not.
 * `fallback` replaces the plain sentence of a 4xx without a readable message. The web's own
 * sentences come in the page's language.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  const intl = currentIntl();
  const otherwise = fallback ?? intl.formatMessage(FAULT_TEXT.generic);
  if (!(err instanceof ApiError)) return otherwise;
  const readable = err.message !== '' && !NOT_FOR_PEOPLE.test(err.message.trim());
  if (err.status === 0)
    return intl.formatMessage(
      err.statusCode === OFFLINE_STATUS ? FAULT_TEXT.offline : FAULT_TEXT.networkFault,
    );
  if (err.status >= 500) {
    // The server's sentence in the page's language before the reference is added to it.
    const sentence =
      err.status !== 500 && readable ? apiText(err.message) : intl.formatMessage(FAULT_TEXT.serverFault);
    return withReference(sentence, err);
  }
  // A 4xx's own sentence stays as the server wrote it: where it is shown (a toast, a form's
  // message line) it is read in the page's language (`apiText`).
  return readable ? err.message : otherwise;
}

// The two shapes every call may meet, checked by hand as the contract's `errorEnvelopeSchema` and
// `tokenPairSchema` do: the api client is on the login route's first paint, which loads no schema
// library (docs/performance.md "Web"; lib/session.test.ts holds them to the schemas).

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

/** The {@link ApiError} of an answer's status and body (status 0: the server was not reached). */
export function toApiError(status: number, body: unknown, requestId: string | null = null): ApiError {
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

/** The bare 401 of an expired or missing token (data 'failed with 401'): refresh and retry. */
export function isUnauthorizedAnswer(status: number, body: unknown): boolean {
  return (
    status === 401 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { data?: unknown }).data === UNAUTHORIZED_MESSAGE
  );
}

/** An answer as read: HTTP status, the body parsed as JSON (undefined when empty or not JSON), request id. */
export interface RawAnswer {
  status: number;
  body: unknown;
  requestId: string | null;
}

/** A body's text as JSON; undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A fetch Response's body as JSON (see {@link parseJson}). */
export async function readJson(res: Response): Promise<unknown> {
  return parseJson(await res.text());
}

/**
 * The error of a non-2xx answer, logged (part 1 §8 Transport: request errors go to the console;
 * screens decide what to show).
 */
export function refusalOf(path: string, { status, body, requestId }: RawAnswer): ApiError {
  const err = toApiError(status, body, requestId);
  (status >= 500 ? console.error : console.warn)(`API ${status}`, path, err.message);
  return err;
}

/**
 * The data of a 2xx answer's envelope, parsed with `schema` when given. An envelope whose
 * statusCode says error ('error', or a number ≥ 400) throws its {@link ApiError}; an answer the
 * schema refuses throws the generic one.
 */
export function envelopeData<T>(path: string, answer: RawAnswer, schema?: EnvelopeSchema<T>): T {
  const { status, body, requestId } = answer;
  const statusCode = (body as { statusCode?: unknown } | undefined)?.statusCode;
  if (statusCode === 'error' || (typeof statusCode === 'number' && statusCode >= 400)) {
    throw toApiError(typeof statusCode === 'number' ? statusCode : status, body, requestId);
  }
  if (!schema) return (body as { data?: unknown } | undefined)?.data as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error('Unexpected answer', path, parsed.error);
    throw new ApiError(status, GENERIC_MESSAGE);
  }
  return parsed.data.data;
}
