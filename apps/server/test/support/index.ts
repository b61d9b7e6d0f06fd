import type { Actor } from '../../src/modules/audit/audit';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, type Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOverrides } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { otpSendBucket } from '../../src/modules/auth/auth.service';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { rateEvents } from '../../src/db/schema';
import { FakeClock } from '../../src/lib/clock';
import { createDatabase, databaseUrl, dropDatabase, withAdmin } from './postgres';
import './provided';
import { seedDemoAt } from './seed';

/** Fixed secrets (64 hex characters each) so tokens are reproducible across test runs. */
export const TEST_JWT_SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
export const TEST_HASH_SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The OTP of the demo test numbers (9000000001 … 9000000007) in demo mode. */
export const TEST_OTP = '1234';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  config: Config;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  close(): Promise<void>;
}

const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

/** Which database the suite runs on (TEST_DB=pglite|postgres, chosen for the whole run). */
export function testDbKind(): 'pglite' | 'postgres' {
  return inject('ocTestDb').kind;
}

/**
 * PostgreSQL: one connection runs one query at a time. node-postgres queues a query sent to a
 * client that is still running another (a transaction's reads put in one Promise.all); pg 8
 * deprecates it and says pg 9 will remove it. Every pg client of this process is watched (server
 * processes a test starts are not); a test database's close() fails, naming the SQL of the first
 * such query since the last check.
 */
const overlappingQueries: string[] = [];
let watchingQueries = false;
function watchOverlappingQueries(): void {
  if (watchingQueries) return;
  // The client's own state (pg 8): the running query and the queue behind it. A pg release that
  // renames them would turn the check off unseen, so their presence is checked first.
  type ClientState = {
    query: (...args: unknown[]) => unknown;
    _activeQuery?: unknown;
    _queryQueue?: unknown[];
    pipeline?: unknown;
  };
  const probe = new pg.Client() as unknown as ClientState;
  if (!('_activeQuery' in probe) || !Array.isArray(probe._queryQueue))
    throw new Error('pg.Client no longer has _activeQuery and _queryQueue: update watchOverlappingQueries');
  watchingQueries = true;
  const proto = pg.Client.prototype as unknown as ClientState;
  const query = proto.query;
  proto.query = function (this: ClientState, ...args: unknown[]) {
    if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
      overlappingQueries.push(String(text).replace(/\s+/g, ' ').slice(0, 300));
    }
    return query.apply(this, args);
  };
}
function checkOverlappingQueries(): void {
  if (overlappingQueries.length === 0) return;
  const where = overlappingQueries.splice(0);
  throw new Error(
    `${where.length} queries were sent to a PostgreSQL connection still running another (in a transaction, send its queries one after another); the first: ${where[0] ?? ''}`,
  );
}

/**
 * A fresh, migrated database of its own, cloned from the run's template (PGlite: a copy of a
 * dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE, dropped again by close()).
 * `seed` gives the demo data, seeded at the start of the run, or at `now` when given.
 */
export async function createTestDatabase(
  opts: { seed?: boolean; now?: Date; logger?: Logger } = {},
): Promise<TestDatabase & { url?: string }> {
  const info = inject('ocTestDb');
  // Demo data is relative to "today": a test with its own clock gets it seeded at that time.
  const seedAt = opts.seed && opts.now ? opts.now : undefined;
  const fromSeeded = opts.seed === true && seedAt === undefined;

  if (info.kind === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: tarball(fromSeeded ? info.seededFile : info.templateFile),
    });
    const database = await openDatabase(
      { kind: 'pglite-instance', client },
      { migrate: false, ...(opts.logger ? { logger: opts.logger } : {}) },
    );
    if (seedAt) await seedDemoAt(database.db, { now: seedAt });
    return { database, close: once(() => database.close()) };
  }

  watchOverlappingQueries();
  const name = `oc_test_${info.runId}_${randomBytes(4).toString('hex')}`;
  await withAdmin(info.adminUrl, (c) =>
    createDatabase(c, name, fromSeeded ? info.seededName : info.templateName),
  );
  const url = databaseUrl(info.adminUrl, name);
  const drop = () => withAdmin(info.adminUrl, (c) => dropDatabase(c, name));
  let database: Database;
  try {
    database = await openDatabase(
      { kind: 'postgres', url },
      { migrate: false, ...(opts.logger ? { logger: opts.logger } : {}) },
    );
    if (seedAt) await seedDemoAt(database.db, { now: seedAt });
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    database,
    url,
    close: once(async () => {
      try {
        await database.close();
        await drop();
      } finally {
        // Reported by this file, even when closing failed (else the next file would report it).
        checkOverlappingQueries();
      }
    }),
  };
}

/**
 * The whole app (buildApp) over a fresh database, in demo mode with fixed secrets, silent logs
 * and a FakeClock at `now` (default: the real time). Use `app.inject`; call close() in afterAll.
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    now?: Date;
    env?: Record<string, string>;
    overrides?: Omit<AppOverrides, 'database' | 'clock'>;
  } = {},
): Promise<TestContext> {
  const clock = new FakeClock(opts.now ?? new Date());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let testDb: TestDatabase & { url?: string };
  try {
    testDb = await createTestDatabase({ seed: opts.seed ?? false, ...(opts.now ? { now: opts.now } : {}) });
  } catch (err) {
    removeDataDir();
    throw err;
  }
  try {
    const config = testConfig(dataDir, {
      // Only describes the database (the app gets the open one below).
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      ...opts.env,
    });
    // The jobs do not run on their timers (a test ticks them after moving the clock): no job
    // writes in the middle of a test's requests.
    const app = await buildApp(config, {
      checkResponses: true,
      timedJobs: false,
      ...opts.overrides,
      database: testDb.database,
      clock,
    });
    await app.ready();
    // The first steps a server takes when ready (home's snapshots of the accounts due, the weekly
    // summaries due, the sweep), taken here before the file's first request.
    await app.homeSnapshots.tick();
    await app.weeklySummaries.tick();
    await app.sweeps.tick();
    return {
      app,
      db: testDb.database.db,
      clock,
      config,
      close: once(async () => {
        try {
          await app.close();
        } finally {
          await testDb.close();
          removeDataDir();
        }
      }),
    };
  } catch (err) {
    await testDb.close();
    removeDataDir();
    throw err;
  }
}

/**
 * The configuration an in-process test app runs with: demo mode, the test secrets, no log output,
 * over `dataDir`; `env` adds settings or replaces these.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    HASH_SECRET: TEST_HASH_SECRET,
    LOG_LEVEL: 'silent',
    ...env,
  });
}

let loginCount = 0;

/**
 * Logs a demo test number in through the API (sandbox captcha, login, verifyOtp with OTP 1234).
 * A fixture, not a test of the OTP limits: it moves the clock 31 s on first (the 30 s resend rule),
 * forgets the number's earlier login OTP sends (the number-wide gaps), and sends from an address of its own
 * each time (10.250.x.y), so logins never count towards a per-IP limit that a test exercises.
 */
export async function loginAs(
  ctx: TestContext,
  mobileNo: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  ctx.clock.advance(31_000);
  await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, otpSendBucket('login', mobileNo)));
  const n = loginCount++;
  const remoteAddress = `10.250.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const call = async (url: string, payload?: object) => {
    const r = await ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode !== 200)
      throw new Error(`loginAs(${mobileNo}): POST ${url} answered ${r.statusCode} ${r.body}`);
    return r.json<{ data: unknown }>().data;
  };
  const { token } = (await call('/api/v1/captcha/sandbox')) as { token: string };
  await call('/api/v1/user/login', { mobileNo, captchaValue: token });
  return (await call('/api/v1/user/verifyOtp', { mobileNo, otp: TEST_OTP })) as {
    accessToken: string;
    refreshToken: string;
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
export { multipartForm } from './multipart';
export {
  apiCaller,
  authHeaders,
  endpointUrl,
  toAnswer,
  type Answer,
  type ApiCaller,
  type CallInput,
} from './call';
export { createStaff, staffLogin, type TestStaff } from './staff';

/** The audit trail's actor of a service called straight from a test (not through a route). */
export const TEST_ACTOR = { kind: 'system', id: null, name: 'test', role: null } as const satisfies Actor;
