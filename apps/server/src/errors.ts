import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@oc/contract';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  CONCURRENT_CHANGE_MESSAGE,
  isConcurrentChange,
} from './db/unavailable';
import { HttpError, fieldError } from './lib/http-error';

/** Messages for the client errors Fastify raises itself, keyed by its error code. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_BAD_URL: 'The URL is not valid.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

/** At most this many field errors in one answer: a long bad array must not give a huge answer. */
export const MAX_FIELD_ERRORS = 50;

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: FieldError[],
  envelopeStatus?: number | string,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      errors && errors.length > 0
        ? { statusCode: envelopeStatus ?? status, data: message, errors: errors.slice(0, MAX_FIELD_ERRORS) }
        : { statusCode: envelopeStatus ?? status, data: message },
    );
}

function toFieldPath(instancePath: string, context: string | undefined): string {
  const p = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return p || context || 'body';
}

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/**
 * The keys down to the first string holding a NUL character ([] for the value itself), else null.
 * The path is put together only when one is found: this runs on every request's body.
 */
function nulKeys(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return [key];
    const found = nulKeys((value as Record<string, unknown>)[key], depth + 1);
    if (found !== null) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * Fastify's own routing errors (a malformed URL such as '/api/v1/%zz'), in the envelope. Passed as
 * the `frameworkErrors` option: they are answered before the error handler would see them.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, 400, FASTIFY_CLIENT_ERRORS[error.code] ?? 'Bad request');
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a body shorter than its
 * Content-Length, headers over the size limit, headers or a body that did not arrive within the
 * timeouts: 408): answered on the socket, in the envelope.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
        : [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify({ statusCode: status, data: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * The 500 answer: one plain sentence and the request id (also in the `x-request-id` header), never
 * the error's own text, which goes to the log line of that request id (docs/security.md "HTTP").
 */
export function serverFault(request: FastifyRequest): string {
  return `Something went wrong on our side. Please try again. Reference: ${request.id}`;
}

/**
 * Error codes of a request body that stopped arriving: the client went away mid-body (Node's
 * 'aborted', ECONNRESET), or Node's request timeout closed the connection of a body still trickling
 * in (answered 408 by clientErrorHandler first), as Fastify's body reader and stream helpers give them.
 */
const CUT_OFF_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_MP_PREMATURE_CLOSE',
]);

export const CUT_OFF_MESSAGE = 'The request was cut off before all of it arrived. Please try again.';

/** The connection of a request whose body had not all arrived is gone (aborted, or its socket destroyed). */
function bodyCutOff(request: FastifyRequest): boolean {
  const raw = request.raw;
  // Node detaches the socket from a finished request: null then, though its type says otherwise.
  const socket = raw.socket as Socket | null;
  return !raw.complete && (raw.readableAborted || raw.destroyed || socket?.destroyed === true);
}

/** The one place that turns errors into the envelope. Nothing a client sends becomes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  // A NUL character can reach no query: PostgreSQL text cannot hold one (it would be a 500).
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ];
    for (const [where, value] of parts) {
      const keys = nulKeys(value);
      if (keys !== null) throw fieldError(keys.join('.') || where, NUL_MESSAGE);
    }
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A body cut off by its client is the client's doing: logged at info (Fastify writes no request
    // line for an answer that cannot be sent), never as a fault of this server.
    const cutOff = () =>
      request.log.info(
        { err: { code: error.code, message: error.message } },
        'request cut off by the client',
      );
    if (error instanceof HttpError) {
      // An upload cut off mid-file comes here from readMultipart (modules/files/http.ts) as its 400.
      if (bodyCutOff(request)) cutOff();
      if (error.headers) void reply.headers(error.headers);
      return send(reply, error.status, error.message, error.errors, error.envelopeStatus);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: toFieldPath(v.instancePath, error.validationContext),
        message: v.message ?? 'Invalid value',
      }));
      return send(reply, 400, errors[0]?.message ?? 'Invalid request', errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(reply, 500, serverFault(request));
    }
    const code = error.code;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's body reader gives a stream's own error (ECONNRESET 'aborted': the client went away
      // mid-body, or the request timeout closed its connection) a 400 and no FST_ code: a client
      // error, however the body was cut. Only while the body was still arriving: once it has all
      // arrived, an error is not about reading it.
      if (
        !request.raw.complete &&
        (bodyCutOff(request) || (typeof code === 'string' && CUT_OFF_CODES.has(code)))
      ) {
        cutOff();
        return send(reply, status, CUT_OFF_MESSAGE);
      }
      // Fastify's and its plugins' own client errors (FST_…: a body too large, a multipart limit)
      // and http-errors' exposed ones (the static files' 416) are about the request. Any other
      // error that carries a 4xx status is a service's answer to this server (a storage SDK's 403
      // AccessDenied): a fault on our side, below, its text never sent.
      const exposed = (error as { expose?: unknown }).expose === true;
      if ((typeof code === 'string' && code.startsWith('FST_')) || exposed)
        return send(reply, status, FASTIFY_CLIENT_ERRORS[code] ?? (error.message || 'Bad request'));
    }
    // The database is down or a connection to it was cut: the pool reconnects by itself, so this
    // is "try again shortly", never a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    // Two requests changed the same thing at once (a unique key, a deadlock): try again, not a 500.
    if (isConcurrentChange(error)) {
      request.log.warn({ err: error }, 'concurrent change');
      return send(reply, 409, CONCURRENT_CHANGE_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, serverFault(request));
  });
}
