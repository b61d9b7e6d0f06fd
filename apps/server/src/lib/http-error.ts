import type { FieldError } from '@oc/contract';

/**
 * An error a person can act on. Services throw it; the one error handler turns it into the
 * envelope `{ statusCode, data, errors? }` with the same HTTP status.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    /** The envelope's statusCode when the spec names a literal (e.g. 'error'); default the HTTP status. */
    readonly envelopeStatus?: number | string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const fieldError = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429 with Retry-After in whole seconds (RFC 9110 delay-seconds), rounded up, at least 1. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** 503 with Retry-After in whole seconds: the server cannot take the work now, the request may be sent again. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
