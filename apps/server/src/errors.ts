import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@oc/contract';
import { HttpError } from './lib/http-error';

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

/** The one place that turns errors into the envelope. Nothing a client sends becomes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
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
      return send(reply, 500, 'Something went wrong on our side. Please try again.');
    }
    const code = error.code;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_ERRORS[code] ?? (error.message || 'Bad request');
      return send(reply, status, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
