import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import type { Config } from './config';
import { startDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createFastify, registerHttpPlugins, type HttpApp } from './fastify';
import { registerJobs } from './jobs';
import type { AnswerCache } from './lib/answer-cache';
import { systemClock, type Clock } from './lib/clock';
import { mountEndpoints } from './lib/endpoints';
import { createServices, featureRoutesOf, type ServiceOverrides } from './services';
import { registerWebApp } from './web-app';

/**
 * The whole server, top-down (docs/architecture.md "Server layout"): the HTTP set-up
 * (fastify.ts), the database, the services and providers (services.ts), the scheduled jobs
 * (jobs/), every feature's routes, and the built web app (web-app.ts).
 */

export interface AppOverrides extends ServiceOverrides {
  /** An open database; when absent, the one of `config.database` is opened (and seeded in demo mode). */
  database?: Database;
  clock?: Clock;
  /** Tests: every answer is also written by the zod serializer and must agree (lib/serializer.ts). */
  checkResponses?: boolean;
  /** Tests: where the log lines go (standard output otherwise). */
  logStream?: FastifyLoggerOptions['stream'];
  /**
   * Tests: `false` makes the scheduled jobs without starting them (each runs only when the test
   * calls its `tick()`), so no job writes while a test watches what a request writes.
   */
  timedJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer cache of the heavy list routes (null when ANSWER_CACHE_MB=0). */
    answers: AnswerCache | null;
  }
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

/** The services, jobs, plugins, routes and the web app of {@link buildApp}, on its database. */
async function registerAll(
  app: HttpApp,
  config: Config,
  overrides: AppOverrides,
  database: Database,
  clock: Clock,
): Promise<void> {
  const services = createServices(config, overrides, database, clock, app.log);
  registerJobs(app, {
    db: database.db,
    clock,
    home: services.home,
    contracts: services.contracts,
    webhookDispatcher: services.webhookDispatcher,
    digest: services.digest,
    timed: overrides.timedJobs ?? true,
  });
  app.addHook('onClose', async () => services.email.close());
  await registerHttpPlugins(app);
  app.decorate('answers', services.answers);
  await mountEndpoints(
    app,
    {
      auth: services.auth,
      staff: services.staff,
      apiKeys: services.apiKeys,
      strictAudit: overrides.checkResponses ?? false,
    },
    featureRoutesOf(services, config.mode),
    services.answers,
  );
  await registerWebApp(app, config.webDist);
}
