import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, authEndpoints, dealsEndpoints, walletEndpoints } from '@oc/contract';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SERVER_ROOT } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/unavailable';
import { FakeClock } from '../src/lib/clock';
import { rateEvents } from '../src/db/schema';
import { dealBody } from './support/deal-body';
import {
  TEST_HASH_SECRET,
  TEST_JWT_SECRET,
  authHeaders,
  createTestApp,
  createTestDatabase,
  loginAs,
  testConfig,
  testDbKind,
  type TestContext,
} from './support';

/**
 * The server survives its database (PostgreSQL): connections terminated under load, the database
 * unreachable for a while, a real server process. PGlite runs in the process and has no connection
 * to lose, so these run on the PostgreSQL run only; the last block (a server nothing listens on)
 * runs on both.
 */

const TERMINATE =
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const onPostgres = testDbKind() === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL connections terminated under load', () => {
  let ctx: TestContext;
  let token: string;
  let serviceIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
    token = (await loginAs(ctx, '9000000001')).accessToken;
    const r = await ctx.app.inject({
      method: 'GET',
      url: API_BASE + dealsEndpoints.services.path,
      headers: authHeaders(token),
    });
    expect(r.statusCode, r.body).toBe(200);
    serviceIds = r.json<{ data: { _id: string }[] }>().data.map((s) => s._id);
    expect(serviceIds.length).toBeGreaterThan(0);
  });
  afterAll(async () => ctx.close());

  const publishBody = (n: number) => dealBody(serviceIds[n % serviceIds.length], 'Outage Test');

  it('answers 503 (never 500) while connections die, recovers without a restart, and loses no committed write', async () => {
    const url = ctx.config.database.kind === 'postgres' ? ctx.config.database.url : '';
    const statuses = new Map<number, number>();
    const bodies503 = new Set<string>();
    const retryAfters = new Set<string>();
    const orders: string[] = [];
    const campaigns: string[] = [];
    let stop = false;
    let n = 0;

    const one = async (): Promise<void> => {
      const i = n++;
      const op = i % 4;
      const r =
        op === 0
          ? await ctx.app.inject({
              method: 'POST',
              url: API_BASE + walletEndpoints.addMoney.path,
              headers: authHeaders(token),
              payload: { mobileNo: '9000000001', amount: 100 + (i % 50) },
            })
          : op === 1
            ? await ctx.app.inject({
                method: 'POST',
                url: API_BASE + dealsEndpoints.publish.path,
                headers: authHeaders(token),
                payload: publishBody(i),
              })
            : op === 2
              ? await ctx.app.inject({
                  method: 'GET',
                  url: API_BASE + walletEndpoints.wallet.path,
                  headers: authHeaders(token),
                })
              : await ctx.app.inject({
                  method: 'GET',
                  url: API_BASE + dealsEndpoints.list.path,
                  headers: authHeaders(token),
                });
      statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
      if (r.statusCode === 503) {
        bodies503.add(r.body);
        retryAfters.add(String(r.headers['retry-after']));
      } else if (r.statusCode === 200 && op === 0) {
        orders.push(r.json<{ data: { orderId: string } }>().data.orderId);
      } else if (r.statusCode === 200 && op === 1) {
        campaigns.push(r.json<{ data: { _id: string }[] }>().data[0]!._id);
      } else if (r.statusCode === 429 && op < 2) {
        // More top-ups and deals than an account is allowed (lib/creation-limits.ts): a 429 wrote
        // nothing; the allowance is given back so the workload keeps writing.
        await ctx.db
          .delete(rateEvents)
          .where(like(rateEvents.bucket, 'create:%'))
          .catch(() => undefined);
      } else if (r.statusCode !== 200) {
        throw new Error(`op ${op} answered ${r.statusCode}: ${r.body}`);
      }
    };
    const worker = async () => {
      while (!stop) await one();
    };

    const workers = Array.from({ length: 4 }, () => worker());
    let terminated = 0;
    try {
      for (let round = 0; round < 8; round++) {
        await sleep(150 + (round % 3) * 70);
        terminated += await withClient(url, async (c) => (await c.query(TERMINATE)).rowCount ?? 0);
      }
      await sleep(300);
    } finally {
      stop = true;
      await Promise.all(workers);
    }

    expect(terminated).toBeGreaterThan(0);
    // Only successes and "try again" answers (429: the allowance, given back above): a lost
    // connection is never a 500, and nothing crashed.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503 && s !== 429)).toEqual([]);
    for (const body of bodies503)
      expect(JSON.parse(body)).toEqual({ statusCode: 503, data: DATABASE_UNAVAILABLE_MESSAGE });
    for (const v of retryAfters) expect(v).toMatch(/^\d+$/);
    expect(statuses.get(200)).toBeGreaterThan(20);

    // Back to normal at once, without a restart: the pool opened new connections.
    const stopAt = n;
    while (n < stopAt + 20) await one();
    expect(statuses.get(200)).toBeGreaterThan(20);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    // Every write answered 200 is in the database.
    expect(orders.length).toBeGreaterThan(0);
    expect(campaigns.length).toBeGreaterThan(0);
    await withClient(url, async (c) => {
      const o = await c.query<{ n: number }>(
        'select count(*)::int as n from payment_orders where id = any($1)',
        [orders],
      );
      expect(o.rows[0]!.n).toBe(orders.length);
      const k = await c.query<{ n: number }>(
        'select count(*)::int as n from campaigns where id = any($1::uuid[])',
        [campaigns],
      );
      expect(k.rows[0]!.n).toBe(campaigns.length);
    });
    console.log(
      `[outage] ${n} requests, ${terminated} connections terminated; answers: ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `${orders.length} top-up orders and ${campaigns.length} deals answered 200, all stored`,
    );
  }, 60_000);

  it('gives back a connection lost as a transaction begins, so the pool never runs out', async () => {
    const url = ctx.config.database.kind === 'postgres' ? ctx.config.database.url : '';
    const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
    let failed = 0;
    await withClient(url, async (admin) => {
      for (let i = 0; i < 100 && failed < 12; i++) {
        await ctx.db.execute('select 1').catch(() => undefined); // an idle connection in the pool
        await admin.query(TERMINATE); // its backend is told to go; the pool has not heard yet
        // The transaction gets that connection, and its BEGIN fails. Drizzle does not release a
        // client whose BEGIN failed: without the pool's error handling each one keeps a slot.
        await ctx.db.transaction(async (tx) => tx.execute('select 1')).catch(() => failed++);
      }
    });
    expect(failed).toBeGreaterThanOrEqual(12);
    // More failures than `max` (10) slots: were any kept, these would wait for a free one and time out.
    for (let i = 0; i < 12; i++) await ctx.db.transaction(async (tx) => tx.execute('select 1'));
    expect(pool.totalCount).toBeLessThanOrEqual(2);
    expect(pool.waitingCount).toBe(0);
  }, 60_000);
});

/** A TCP hop between the server and PostgreSQL that can be cut and restored. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections (ECONNREFUSED) and cuts the open ones. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!onPostgres)('PostgreSQL unreachable for a while', () => {
  let app: FastifyInstance;
  let database: Database;
  let proxy: CuttableProxy;
  let closeTestDb: () => Promise<void>;
  let dataDir: string;
  const clock = new FakeClock(new Date());

  beforeAll(async () => {
    const testDb = await createTestDatabase({ seed: true });
    closeTestDb = () => testDb.close();
    const target = new URL(testDb.url!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.up();
    const viaProxy = new URL(testDb.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() }, { migrate: false });
    dataDir = mkdtempSync(path.join(tmpdir(), 'oc-outage-'));
    const config = testConfig(dataDir, { DATABASE_URL: viaProxy.toString() });
    app = await buildApp(config, { database, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.down();
    await closeTestDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a whole-second Retry-After while it is down, and 200 again once it is back', async () => {
    const ctx = { app, db: database.db, clock } as unknown as TestContext;
    const { accessToken } = await loginAs(ctx, '9000000001');
    const wallet = () =>
      app.inject({
        method: 'GET',
        url: API_BASE + walletEndpoints.wallet.path,
        headers: authHeaders(accessToken),
      });
    expect((await wallet()).statusCode).toBe(200);

    await proxy.down();
    for (let i = 0; i < 3; i++) {
      const r = await wallet();
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ statusCode: 503, data: DATABASE_UNAVAILABLE_MESSAGE });
      expect(r.headers['retry-after']).toBe('5');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ data: { status: 'degraded', database: 'down' } });

    await proxy.up();
    const back = await wallet();
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);
});

describe.skipIf(!onPostgres)('a real server process', () => {
  let child: ChildProcess | undefined;
  let closeTestDb: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await closeTestDb?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps running and answering after its connections are terminated', async () => {
    const testDb = await createTestDatabase({ seed: true });
    closeTestDb = () => testDb.close();
    const url = testDb.url!;
    dataDir = mkdtempSync(path.join(tmpdir(), 'oc-outage-proc-'));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'server.ts')], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        APP_MODE: 'demo',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        HASH_SECRET: TEST_HASH_SECRET,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const health = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
      } catch {
        return 0;
      }
    };
    const healthy = async (what: string, ms: number) => {
      const deadline = Date.now() + ms;
      while ((await health()) !== 200) {
        if (child!.exitCode !== null || Date.now() > deadline) throw new Error(`${what}: ${output}`);
        await sleep(100);
      }
    };
    await healthy('server did not start', 60_000);

    for (let round = 0; round < 3; round++) {
      // A 200 first: the pool holds a connection (idle for 30 s at most), so there is one to end.
      // Without it, on a loaded machine the round's requests could still be opening theirs
      // (not yet in pg_stat_activity under this database) when the terminate ran: nothing to end.
      await healthy(`no 200 before round ${round}`, 30_000);
      const load = Array.from({ length: 6 }, () => health());
      const killed = await withClient(url, async (c) => (await c.query(TERMINATE)).rowCount ?? 0);
      expect(killed).toBeGreaterThan(0);
      const codes = await Promise.all(load);
      expect(
        codes.every((c) => c === 200 || c === 503),
        `answers ${codes.join(',')}`,
      ).toBe(true);
    }
    expect(child.exitCode, output).toBeNull();
    expect(await health()).toBe(200);
    expect(output).toContain('database connection lost');
    // Each such line names the error, not the whole connection object pg-pool hangs on it. An idle
    // connection hears the server's 57P01 (admin_shutdown: pg_terminate_backend); one in use has
    // that error go to its query, and then hears its socket close ("Connection terminated
    // unexpectedly") or, writing to it, a reset.
    const lost = /^(57P01|ECONNRESET|EPIPE)$|^Connection terminated unexpectedly$/;
    for (const line of output.split('\n').filter((l) => l.includes('database connection lost'))) {
      const { err } = JSON.parse(line) as { err?: { message?: string; code?: string } };
      expect(lost.test(err?.code ?? '') || lost.test(err?.message ?? ''), line).toBe(true);
      expect(line).not.toContain('connectionParameters');
      expect(line.length).toBeLessThan(3000);
    }
  }, 120_000);
});

describe('a PostgreSQL server that cannot be reached (both runs: nothing listens on the port)', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    const url = 'postgres://nobody@127.0.0.1:1/nothing';
    // The pool connects on first use: opening without migrations succeeds.
    database = await openDatabase({ kind: 'postgres', url }, { migrate: false });
    dataDir = mkdtempSync(path.join(tmpdir(), 'oc-unreachable-'));
    const config = testConfig(dataDir, { DATABASE_URL: url });
    app = await buildApp(config, { database, clock: new FakeClock(new Date()) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in the envelope with Retry-After, and health says the database is down', async () => {
    const r = await app.inject({
      method: 'POST',
      url: API_BASE + authEndpoints.login.path,
      payload: { mobileNo: '9000000001', captchaValue: 'token' },
    });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ statusCode: 503, data: DATABASE_UNAVAILABLE_MESSAGE });
    expect(r.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ statusCode: 503, data: { status: 'degraded', database: 'down' } });
  });
});
