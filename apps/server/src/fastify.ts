import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors';
import { ANSWER_ENCODINGS, COMPRESS_MIN_BYTES } from './lib/answer-cache';
import { compiledSerializerCompiler, type SerializerStats } from './lib/serializer';
import { registerSecurityHeaders } from './security';

/**
 * The HTTP set-up of the server (docs/architecture.md "Server layout"): the Fastify instance with
 * its logger, request ids, compilers, error envelope and security headers ({@link createFastify}),
 * and the plugins every route runs behind ({@link registerHttpPlugins}).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The response writers' stats; `compileAll()` builds the writers not built yet (lib/serializer.ts). */
    serializers: SerializerStats & { compileAll: () => void };
  }
}

/** The Fastify instance {@link createFastify} makes (with the zod type provider). */
export type HttpApp = Awaited<ReturnType<typeof createFastify>>;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** What the logger redacts, wherever it appears in a logged object (`*` is any top-level key). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.cookie',
  '*.otp',
  '*.refreshToken',
  '*.accessToken',
  '*.aadhaarNumber',
  '*.password',
  '*.totp',
];

/**
 * The URL as the log writes it: a `token` in the query (a staff member's one-time set-password
 * link) is replaced, so the log never holds a live link.
 */
export function loggedUrl(url: string): string {
  return url.includes('token=') ? url.replace(/([?&]token=)[^&#]*/g, '$1[Redacted]') : url;
}

const asIs = (value: unknown) => value;

/**
 * One log line per request, when it completes (method, URL, address, status, time), instead of
 * Fastify's two ('incoming request' and 'request completed'): half the logging work per request.
 *
 * The 'request completed' line is built here from plain values and written through a child of the
 * app's logger (`lines`, set by createFastify) without redaction and without Fastify's request and
 * reply serializers: none of its fields is one a redaction path names, so redacting it changed
 * nothing and cost a walk of every key for the wildcard paths on every request, and the serializers
 * would read the request's getters again (docs/performance.md "The request line without the
 * redaction walk"). An errored request's line carries the error, so it keeps the redacting logger.
 */
class OneLinePerRequest extends LogController {
  lines: FastifyBaseLogger | null = null;

  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      // Fastify's serializers make the same req and res fields of the request and the reply.
      reply.log.error(
        {
          req: { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip },
          res: reply,
          err: error,
          responseTime: reply.elapsedTime,
        },
        'request errored',
      );
      return;
    }
    this.lines?.info(
      {
        reqId: request.id,
        req: { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/**
 * The Fastify instance every answer goes through, before any route: logger, request ids, compilers,
 * error envelope, the onSend headers and the security headers. `npm run bench` measures its
 * hello-world route on exactly this (bench/hello-server.ts).
 */
export async function createFastify(
  config: Config,
  opts: {
    checkResponses?: boolean;
    /** Tests: where the log lines go (standard output otherwise). */
    logStream?: FastifyLoggerOptions['stream'];
  } = {},
) {
  const requestLines = new OneLinePerRequest();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Timeouts (docs/security.md "Timeouts"): Node answers 408 and closes a connection whose headers
    // or whole request have not arrived in time (clientErrorHandler writes the envelope); the idle
    // timeout closes a connection on which nothing moves. Node checks the first two every
    // `connectionsCheckingInterval` (30 s by default), here a quarter of the shorter one, 1 s at most.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(config.http.headersTimeoutMs / 4))),
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // genReqId reads and checks x-request-id itself; with requestIdHeader set, Fastify would take any value as is.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    logController: requestLines,
    // While stopping (src/server.ts), a request the server reads is still served, with `Connection:
    // close`: it was sent before the stop (its bytes waited while the thread was busy) or on a
    // connection being drained. Fastify's default would answer it 503 outside the envelope.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Its fields are plain values already: no redaction, and Fastify's `req`/`res` serializers (which
  // expect the request and the reply) replaced by the identity.
  requestLines.lines = app.log.child({}, { redact: [], serializers: { req: asIs, res: asIs } });

  app.setValidatorCompiler(validatorCompiler);
  const stats: SerializerStats = { compiled: 0, zod: [] };
  const serializerCompiler = compiledSerializerCompiler({ check: opts.checkResponses ?? false, stats });
  app.decorate('serializers', Object.assign(stats, { compileAll: serializerCompiler.compileAll }));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Answered before the body was read (a 401 from onRequest, a 413 partway through an upload):
    // Node would otherwise read and discard the rest of the body to keep the connection, for as long
    // as the client keeps sending it. `Connection: close` makes Node close it once the answer is out.
    if (!request.raw.complete) void reply.header('connection', 'close');
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
  });
  registerSecurityHeaders(app, config);
  return app;
}

/**
 * The plugins every route runs behind: the request decorations of the auth guard, multipart
 * uploads, the OpenAPI document and its page (/api/docs), and compression of JSON answers.
 */
export async function registerHttpPlugins(app: HttpApp): Promise<void> {
  app.decorateRequest('claims', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('apiKey', null);

  // Uploads: each upload call reads its parts within its feature's limits (modules/files/http.ts);
  // these are the ceilings for any multipart request.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 11, fieldSize: 4096, headerPairs: 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Operator Console API',
        version: '1.0.0',
        description:
          'Every answer is `{ statusCode, data }`. Paths under /mg, /electric and /cabOperator act for that business model.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page gets its own policy: Swagger UI sets inline styles; no upgrade-insecure-requests on plain-HTTP hosts.
    staticCSP:
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });

  // JSON answers of 1 KB and more go compressed to clients that accept it (brotli at quality 4,
  // else gzip): a 74 KB trip list is about 6 KB on an operator's phone. Kept answers are compressed
  // once (lib/answer-cache.ts) and carry their Content-Encoding, which this plugin leaves alone; the
  // built web files have theirs already (precompressed). Compressed request bodies are not taken.
  await app.register(compress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: /^application\/json|^text\//,
    globalDecompression: false,
  });
}
