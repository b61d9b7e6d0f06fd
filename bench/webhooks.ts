/**
 * Benchmark (issue 39 item 5): the webhook dispatcher delivering to a local receiver. A scratch
 * database is migrated and given ACCOUNTS accounts, one endpoint and N pending deliveries (N / ACCOUNTS
 * events per account, so ACCOUNTS streams each sent in order); a receiver on 127.0.0.1 (keep-alive,
 * the signature of every request verified) answers 200; the dispatcher's runs (its production
 * settings: 32 streams at once) go until nothing waits. Prints one JSON line per database and one
 * line with the budget (≥ 500 events/s); exit code 1 when it is missed.
 *
 *   npx tsx bench/webhooks.ts [--db=postgres,pglite] [--events=5000] [--accounts=50]
 *
 * PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432 (a scratch database is created and dropped);
 * skipped, with a note, when no server answers there.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/lib/clock';
import { WebhookDispatcher } from '../apps/server/src/modules/webhooks/dispatcher';
import { WebhooksService } from '../apps/server/src/modules/webhooks/webhooks.service';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const EVENTS = Number(arg('events', '5000'));
const ACCOUNTS = Number(arg('accounts', '50'));
const DBS = arg('db', 'postgres,pglite').split(',');
const BUDGET_EVENTS_PER_S = 500;
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Receiver {
  url: string;
  received: number;
  badSignatures: number;
  secret: string;
  close(): Promise<void>;
}

/** The provider's receiver: checks `X-Signature` (HMAC-SHA256 of "<t>.<body>"), answers 200. */
async function startReceiver(): Promise<Receiver> {
  const r = { received: 0, badSignatures: 0, secret: '' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers['x-signature'] ?? ''));
      const [, t, v1] = m ?? [];
      const mac = t && v1 ? createHmac('sha256', r.secret).update(`${t}.${body}`).digest() : null;
      if (!mac || !v1 || !timingSafeEqual(mac, Buffer.from(v1, 'hex'))) r.badSignatures++;
      r.received++;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(r, {
    url: `http://127.0.0.1:${port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

/** ACCOUNTS operator accounts, one endpoint, and EVENTS pending deliveries (round-robin over the accounts). */
async function fill(database: Database, receiver: Receiver): Promise<void> {
  const db = database.db;
  const { secret } = await new WebhooksService({ db, clock: systemClock }).add(
    { url: receiver.url, events: ['deal.published'] },
    { kind: 'command', id: null, name: 'bench', role: null },
  );
  receiver.secret = secret;
  await db.execute(sql`
    with u as (
      insert into users (mobile_no, name)
      select '98' || lpad(g::text, 8, '0'), 'Bench operator ' || g from generate_series(1, ${ACCOUNTS}) g
      returning id, name
    )
    insert into accounts (user_id, type, name) select id, 'OPERATOR', name from u`);
  const now = new Date().toISOString();
  const dayLater = new Date(Date.now() + 86_400_000).toISOString();
  await db.execute(sql`
    with a as (select id, row_number() over (order by id) - 1 as n from accounts where name like 'Bench operator %'),
    ev as (select g, gen_random_uuid() as id from generate_series(0, ${EVENTS - 1}) g),
    e as (
      insert into outbox_events (event_id, type, account_id, payload, created_at)
      select ev.id, 'deal.published', a.id,
             jsonb_build_object('id', ev.id, 'type', 'deal.published', 'createdAt', ${now}::text,
                                'accountId', a.id, 'data', jsonb_build_object('campaignId', gen_random_uuid(), 'n', ev.g)),
             ${now}::timestamptz
      from ev join a on a.n = ev.g % ${ACCOUNTS}
      order by ev.g
      returning seq, account_id
    )
    insert into webhook_deliveries (seq, endpoint_id, account_id, status, attempts, next_attempt_at, give_up_at)
    select e.seq, w.id, e.account_id, 'PENDING', 0, ${now}::timestamptz, ${dayLater}::timestamptz
    from e cross join webhook_endpoints w`);
}

async function pending(database: Database): Promise<number> {
  const r = await database.db.execute(
    sql`select count(*)::int as n from webhook_deliveries where status = 'PENDING'`,
  );
  return (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function measure(kind: 'postgres' | 'pglite'): Promise<boolean | null> {
  let database: Database;
  let drop: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const name = `oc_bench_webhooks_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    try {
      await admin.connect();
    } catch (err) {
      console.log(`skip postgres: no server at ${PG_URL} (${(err as Error).message})`);
      return null;
    }
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    drop = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite-instance', client: await PGlite.create() });
  }
  const receiver = await startReceiver();
  try {
    await fill(database, receiver);
    const waiting = await pending(database);
    const dispatcher = new WebhookDispatcher({ db: database.db, clock: systemClock });
    let runs = 0;
    const t0 = performance.now();
    while ((await pending(database)) > 0 && runs < 1000) {
      await dispatcher.run();
      runs++;
    }
    const seconds = (performance.now() - t0) / 1000;
    const left = await pending(database);
    const perS = Math.round(receiver.received / seconds);
    const ok =
      left === 0 &&
      receiver.badSignatures === 0 &&
      receiver.received === waiting &&
      perS >= BUDGET_EVENTS_PER_S;
    console.log(
      JSON.stringify({
        bench: 'webhooks',
        database: kind,
        events: waiting,
        streams: ACCOUNTS,
        runs,
        received: receiver.received,
        badSignatures: receiver.badSignatures,
        left,
        seconds: Math.round(seconds * 100) / 100,
        eventsPerS: perS,
        budgetEventsPerS: BUDGET_EVENTS_PER_S,
      }),
    );
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${kind.padEnd(8)} webhook dispatcher: ${receiver.received} of ${waiting} events ` +
        `(${ACCOUNTS} accounts, signatures checked) in ${seconds.toFixed(2)} s: ${perS} events/s ` +
        `(budget ≥ ${BUDGET_EVENTS_PER_S} events/s)`,
    );
    return ok;
  } finally {
    await receiver.close();
    await database.close();
    await drop?.();
  }
}

let failed = false;
for (const kind of DBS) {
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`--db: postgres or pglite, not ${kind}`);
  if ((await measure(kind)) === false) failed = true;
}
process.exitCode = failed ? 1 : 0;
