import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyLoggerOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRERENDERED_LOGIN_FILES, ROUTES, deviceOf } from '@oc/contract/constants';
import type { Config } from './config';
import { startDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors';
import { systemClock, type Clock } from './lib/clock';
import { ANSWER_ENCODINGS, AnswerCache, COMPRESS_MIN_BYTES, versionReader } from './lib/answer-cache';
import { mountEndpoints } from './lib/endpoints';
import { HttpError } from './lib/http-error';
import { AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { busesRoutes } from './modules/buses/buses.routes';
import { AccountService } from './modules/account/account.service';
import { restoreDemoFile } from './modules/account/demo-cheque';
import { restoreDemoProof } from './modules/reimbursements/demo-proofs';
import { reimbursementsRoutes } from './modules/reimbursements/reimbursements.routes';
import { ReimbursementsService } from './modules/reimbursements/reimbursements.service';
import { restoreQualityDemoFile } from './modules/quality/demo-media';
import { qualityRoutes } from './modules/quality/quality.routes';
import { QualityService } from './modules/quality/quality.service';
import { commissionRoutes } from './modules/commission/commission.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { ContractsService, WeeklySummaryJob } from './modules/contracts/contracts.service';
import { OfflineCommissionService } from './modules/commission/commission.service';
import { dealsRoutes } from './modules/deals/deals.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { HomeService, HomeSnapshotJob } from './modules/home/home.service';
import { filesRoutes } from './modules/files/files.routes';
import { FilesService } from './modules/files/files.service';
import { createFileStorage, type FileStorage } from './modules/files/storage';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { KycService } from './modules/kyc/kyc.service';
import { DealsService } from './modules/deals/deals.service';
import { Hasher, TokenSigner } from './modules/auth/tokens';
import { createKycProvider, type KycProvider } from './providers/kyc/kyc';
import { createCaptchaProvider, type CaptchaProvider } from './providers/captcha/captcha';
import { createSmsProvider, type SmsProvider } from './providers/sms/sms';
import { createTelephonyProvider, type TelephonyProvider } from './providers/telephony/telephony';
import { cabRoutes } from './modules/cab/cab.routes';
import { fleetRoutes } from './modules/fleet/fleet.routes';
import { FleetService } from './modules/fleet/fleet.service';
import { CabService } from './modules/cab/cab.service';
import { createPaymentGateway, type PaymentGateway } from './providers/payments/payments';
import { paymentWebhookRoutes, sandboxCheckoutRoutes } from './modules/payments/payments.routes';
import { PaymentsService } from './modules/payments/payments.service';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { PayoutsService } from './modules/payouts/payouts.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { WalletService } from './modules/wallet/wallet.service';
import { compiledSerializerCompiler, type SerializerStats } from './lib/serializer';
import { registerSecurityHeaders } from './security';
import { SweepJob } from './lib/sweep';

export interface AppOverrides {
  /** An open database; when absent, the one of `config.database` is opened (and seeded in demo mode). */
  database?: Database;
  clock?: Clock;
  sms?: SmsProvider;
  captcha?: CaptchaProvider;
  kyc?: KycProvider;
  telephony?: TelephonyProvider;
  payments?: PaymentGateway;
  /** Where uploads live (default: the configured STORAGE_PROVIDER). */
  fileStorage?: FileStorage;
  /** Tests: every answer is also written by the zod serializer and must agree (lib/serializer.ts). */
  checkResponses?: boolean;
  /** Tests: where the log lines go (standard output otherwise). */
  logStream?: FastifyLoggerOptions['stream'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Home's 2-hourly sales snapshots (tests call tick() after moving the clock). */
    homeSnapshots: HomeSnapshotJob;
    /** MG weekly payment summaries: closes each week (tests call tick() after moving the clock). */
    weeklySummaries: WeeklySummaryJob;
    /** The response writers' stats; `compileAll()` builds the writers not built yet (lib/serializer.ts). */
    serializers: SerializerStats & { compileAll: () => void };
    /** The hourly sweep of expired rows (lib/sweep.ts; tests call tick() after moving the clock). */
    sweeps: SweepJob;
    /** The answer cache of the heavy list routes (null when ANSWER_CACHE_MB=0). */
    answers: AnswerCache | null;
  }
}

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
];

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
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    this.lines?.info(
      {
        reqId: request.id,
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
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

/** Builds the whole server without listening: API, docs, sandbox pages and the built web app. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = await createFastify(config, {
    checkResponses: overrides.checkResponses ?? false,
    ...(overrides.logStream ? { logStream: overrides.logStream } : {}),
  });

  const clock = overrides.clock ?? systemClock;
  // The database opens (PGlite compiles and starts, migrations run) while the plugins and routes
  // below are registered; nothing queries it before `opening` has settled, at the end.
  let database: Database;
  let opening: Promise<void> | null = null;
  if (overrides.database) database = overrides.database;
  else {
    const started = startDatabase(config.database, { log: app.log });
    database = started.database;
    opening = started.ready;
    // Awaited at the end; until then a failure must not count as an unhandled rejection.
    opening.catch(() => undefined);
    app.addHook('onClose', async () => database.close());
  }
  try {
    await registerAll(app, config, overrides, database, clock);
    if (opening) {
      await opening;
      if (config.mode === 'demo') await seedIfEmpty(database.db, app.log, { now: clock.now() });
    }
  } catch (err) {
    // A database this call opened is closed again (its directory's lock released), whether it
    // was still opening or open.
    if (opening) {
      await opening.catch(() => undefined);
      await database.close().catch(() => undefined);
    }
    throw err;
  }
  return app;
}

/** The services, plugins, routes and the web app of {@link buildApp}, on its database. */
async function registerAll(
  app: Awaited<ReturnType<typeof createFastify>>,
  config: Config,
  overrides: AppOverrides,
  database: Database,
  clock: Clock,
): Promise<void> {
  const sms = overrides.sms ?? createSmsProvider(config, database.db, app.log);
  const captcha = overrides.captcha ?? createCaptchaProvider(config, clock);
  const auth = new AuthService({
    db: database.db,
    clock,
    sms,
    captcha,
    hasher: new Hasher(config.secrets.hash),
    signer: new TokenSigner(config.secrets.jwt),
    testNumbers: config.testNumbers,
    log: app.log,
  });
  const deals = new DealsService({ db: database.db, clock });
  const kyc = new KycService({
    db: database.db,
    clock,
    provider: overrides.kyc ?? createKycProvider(config),
    hasher: new Hasher(config.secrets.hash),
    log: app.log,
  });
  const home = new HomeService({ db: database.db, clock });
  const homeSnapshots = new HomeSnapshotJob(home, app.log);
  app.decorate('homeSnapshots', homeSnapshots);
  app.addHook('onReady', async () => homeSnapshots.start());
  app.addHook('onClose', async () => homeSnapshots.stop());
  const contracts = new ContractsService({ db: database.db, clock });
  const weeklySummaries = new WeeklySummaryJob(contracts, app.log);
  app.decorate('weeklySummaries', weeklySummaries);
  app.addHook('onReady', async () => weeklySummaries.start());
  app.addHook('onClose', async () => weeklySummaries.stop());
  const sweeps = new SweepJob(database.db, clock, app.log);
  app.decorate('sweeps', sweeps);
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('onClose', async () => sweeps.stop());
  const wallet = new WalletService({ db: database.db, clock });
  const payments = new PaymentsService({
    db: database.db,
    clock,
    gateway: overrides.payments ?? createPaymentGateway(config),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const payouts = new PayoutsService({ db: database.db, storageDir: config.storageDir });
  const files = new FilesService({
    db: database.db,
    storage: overrides.fileStorage ?? createFileStorage(config.fileStorage),
    hasher: new Hasher(config.secrets.hash),
    clock,
    // The demo data's files, written again when first read (cheque, quality media, reimbursement proofs).
    restore: async (file) =>
      (await restoreDemoFile(file)) ?? restoreQualityDemoFile(file) ?? (await restoreDemoProof(file)),
  });
  const commission = new OfflineCommissionService({ db: database.db, clock });
  const account = new AccountService({
    db: database.db,
    clock,
    kyc,
    files,
    publicUrl: config.publicUrlConfigured ? config.publicUrl : null,
  });
  const reimbursementsService = new ReimbursementsService({ db: database.db, clock, files });
  const cab = new CabService({
    db: database.db,
    clock,
    sms,
    telephony: overrides.telephony ?? createTelephonyProvider(config, app.log),
    log: app.log,
  });
  const fleet = new FleetService({ db: database.db, clock });

  app.decorateRequest('claims', null);
  app.decorateRequest('tenant', null);

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
  const answers =
    config.answerCacheBytes > 0
      ? new AnswerCache(versionReader(database.db), clock, config.answerCacheBytes)
      : null;
  app.decorate('answers', answers);
  await mountEndpoints(
    app,
    auth,
    [
      healthRoutes(database, config.mode),
      ...authRoutes(auth, captcha),
      homeRoutes(home),
      dealsRoutes(deals),
      commissionRoutes(commission),
      kycRoutes(kyc, account),
      walletRoutes({ wallet, payments }),
      paymentWebhookRoutes(payments),
      // The sandbox gateway's checkout page exists only with the sandbox gateway.
      ...(payments.gateway.name === 'sandbox' ? [sandboxCheckoutRoutes(payments)] : []),
      payoutsRoutes(payouts),
      filesRoutes(files),
      accountRoutes(account),
      busesRoutes(database.db),
      reimbursementsRoutes(reimbursementsService),
      cabRoutes(cab),
      fleetRoutes(fleet),
      qualityRoutes(new QualityService({ db: database.db, files })),
      contractsRoutes(contracts),
    ],
    answers,
  );

  await registerWebApp(app, config.webDist);
}

/**
 * The built SPA from the same port, with index.html for any other GET that wants HTML; GET /login
 * gets the login page the build drew (login.html or login-mobile.html, by the user agent's layout,
 * the web's own rule), which paints before any script has loaded and is hydrated
 * (docs/architecture.md "Access and navigation (web)").
 */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // A build without them (an older one) answers /login with index.html, as before.
  const hasLoginPages = Object.values(PRERENDERED_LOGIN_FILES).every((file) =>
    existsSync(path.join(webDist, file)),
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): sent to
      // browsers that accept them, with Content-Encoding and Vary (docs/performance.md "Web").
      preCompressed: true,
      // Found beside their file when it is asked for; not routes of their own (each file is two
      // routes, GET and HEAD, made at start: the copies were 182 of the 425 files).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing build file (a chunk of another build) is a 404: index.html in its place would be
    // refused by the browser as script and leave a blank page.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.header('cache-control', 'no-cache');
      if (hasLoginPages && request.url.split('?')[0] === ROUTES.login) {
        // The file depends on the user agent: caches must keep one answer per agent.
        const userAgent = request.headers['user-agent'];
        return reply
          .header('vary', 'user-agent')
          .sendFile(PRERENDERED_LOGIN_FILES[deviceOf(userAgent)], webDist, { cacheControl: false });
      }
      // `cacheControl: false`: the plugin would otherwise replace no-cache by its public, max-age=0.
      return reply.sendFile('index.html', webDist, { cacheControl: false });
    }
    throw new HttpError(404, `No such route: ${request.method} ${request.url.split('?')[0] ?? ''}`);
  });
}
