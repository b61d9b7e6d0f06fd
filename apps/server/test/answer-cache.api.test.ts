import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_ROOT } from '../src/config';
import { dealBody } from './support/deal-body';
import { createTestApp, loginAs, TEST_HASH_SECRET, TEST_JWT_SECRET, type TestContext } from './support';

/**
 * The answer cache (src/lib/answer-cache.ts, docs/performance.md "Answer cache"): repeated list
 * answers come from memory, and nothing is ever served after the data it was built from changed —
 * whether the change came through the API or straight into the database (another process, a
 * command, SQL by hand): the version triggers of migration 0014 see every statement.
 */

const DAY_MS = 86_400_000;

/** Tables migration 0014 leaves without version triggers, with the schema export that reads them. */
/** Tables with an account_id and no version triggers, and the schema symbol their readers use. */
const UNVERSIONED = new Map([
  ['payment_orders', 'paymentOrders'],
  ['proposals', 'proposals'],
  ['audit_events', 'auditEvents'],
  ['kyc_reviews', 'kycReviews'],
  ['ingest_records', 'ingestRecords'],
  ['outbox_events', 'outboxEvents'],
  ['webhook_deliveries', 'webhookDeliveries'],
  ['digest_subscriptions', 'digestSubscriptions'],
  ['digest_sends', 'digestSends'],
]);

describe('answer cache', () => {
  let ctx: TestContext;
  let operator: string;
  let otherOperator: string;
  let cab: string;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
    operator = (await loginAs(ctx, '9000000001')).accessToken;
    otherOperator = (await loginAs(ctx, '9000000006')).accessToken;
    cab = (await loginAs(ctx, '9000000004')).accessToken;
  });
  afterAll(() => ctx.close());

  const get = async (url: string, token: string) => {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(r.statusCode, r.body).toBe(200);
    return r;
  };
  const stats = () => ({ ...ctx.app.answers!.stats });
  const serviceNames = (body: string) =>
    (JSON.parse(body) as { data: { name: string }[] }).data.map((s) => s.name).sort();

  it('answers a repeated list from memory, byte for byte, with the same headers', async () => {
    const first = await get('/api/v1/user/fetchDeals', operator);
    const before = stats();
    const again = await get('/api/v1/user/fetchDeals', operator);
    expect(stats().hits).toBe(before.hits + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(again.body)).toMatchObject({ statusCode: 200 });
  });

  it('concurrent requests share the version reads, and each gets its own answer', async () => {
    const urls = ['/api/v1/user/fetchDeals', '/api/v1/user/services', '/api/v1/user/trasactions'];
    const callers = [operator, otherOperator];
    const calls = callers.flatMap((token) => urls.map((url) => ({ token, url })));
    const alone = await Promise.all(calls.map(async ({ url, token }) => (await get(url, token)).body));
    const reads = stats().versionReads;
    const together = await Promise.all(calls.map(async ({ url, token }) => (await get(url, token)).body));
    expect(together).toEqual(alone);
    expect(alone[0]).not.toBe(alone[urls.length]); // two accounts, two answers
    const sent = stats().versionReads - reads;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(calls.length);
  });

  it('keeps each account to its own answers', async () => {
    const mine = await get('/api/v1/user/services', operator);
    const theirs = await get('/api/v1/user/services', otherOperator);
    expect(theirs.body).not.toBe(mine.body);
    expect((await get('/api/v1/user/services', otherOperator)).body).toBe(theirs.body);
    expect((await get('/api/v1/user/services', operator)).body).toBe(mine.body);
  });

  it('shows a change made straight in the database on the next request', async () => {
    const before = serviceNames((await get('/api/v1/user/services', operator)).body);
    await get('/api/v1/user/services', operator); // kept
    const [renamed] = before;
    // Not through the API: what another process or a person in psql would do.
    await ctx.db.execute(
      sql`update services set name = ${`${renamed} (renamed)`} where name = ${renamed} and account_id = (select a.id from accounts a join users u on u.id = a.user_id where u.mobile_no = '9000000001' and a.type = 'OPERATOR' limit 1)`,
    );
    const misses = stats().misses;
    const after = serviceNames((await get('/api/v1/user/services', operator)).body);
    expect(stats().misses).toBe(misses + 1);
    expect(after).toContain(`${renamed} (renamed)`);
    expect(after).not.toContain(renamed);
  });

  it("keeps /user/me, and shows a change to the user's own row on the next request", async () => {
    const me = () =>
      get('/api/v1/user/me', operator).then((r) => r.json<{ data: { user: { name: string } } }>());
    const { name } = (await me()).data.user;
    const hits = stats().hits;
    await me();
    expect(stats().hits).toBe(hits + 1);
    // The users table carries no account_id: its triggers bump the versions of the user's accounts.
    await ctx.db.execute(sql`update users set name = ${`${name} (renamed)`} where mobile_no = '9000000001'`);
    const misses = stats().misses;
    expect((await me()).data.user.name).toBe(`${name} (renamed)`);
    expect(stats().misses).toBe(misses + 1);
    await ctx.db.execute(sql`update users set name = ${name} where mobile_no = '9000000001'`);
    expect((await me()).data.user.name).toBe(name);
  });

  it('shows a change made through the API on the next request', async () => {
    const services = (await get('/api/v1/user/services', operator)).json<{ data: { _id: string }[] }>().data;
    const before = (await get('/api/v1/user/fetchDeals', operator)).json<{ data: unknown[] }>().data;
    await get('/api/v1/user/fetchDeals', operator);
    const publish = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/publishDeal',
      headers: { authorization: `Bearer ${operator}` },
      payload: dealBody(services[0]!._id, 'Test'),
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const after = (await get('/api/v1/user/fetchDeals', operator)).json<{ data: unknown[] }>().data;
    expect(after).toHaveLength(before.length + 1);
  });

  it('keeps an answer built from the time of day (cab trips: now ± 12 h) at most 30 s', async () => {
    await get('/api/v1/cabOperator/trips', cab);
    ctx.clock.advance(29_000);
    const hits = stats().hits;
    await get('/api/v1/cabOperator/trips', cab);
    expect(stats().hits).toBe(hits + 1);
    ctx.clock.advance(2_000);
    const misses = stats().misses;
    await get('/api/v1/cabOperator/trips', cab);
    expect(stats().misses).toBe(misses + 1);
  });

  it("keeps a trip's details, and shows a driver assigned, a booking changed in SQL on the next request", async () => {
    type Trip = { id: string; startTime: number; driverName: string | null; bookings: { name: string }[] };
    const trips = (await get('/api/v1/cabOperator/trips', cab)).json<{ data: Trip[] }>().data;
    const now = ctx.clock.now().getTime();
    // One the driver can still be assigned to (until 4 h after its start), with a booking.
    const trip = trips.find((t) => t.startTime > now - 3_600_000 && t.bookings.length > 0)!;
    const other = trips.find((t) => t.id !== trip.id)!;
    const details = async (id: string) =>
      (await get(`/api/v1/cabOperator/trip/details?tripId=${id}`, cab)).json<{ data: Trip[] }>().data[0]!;

    const first = await details(trip.id);
    const hits = stats().hits;
    expect(await details(trip.id)).toEqual(first);
    expect(stats().hits).toBe(hits + 1);
    expect((await details(other.id)).id).toBe(other.id);

    const assigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cabOperator/assignCabDriver',
      headers: { authorization: `Bearer ${cab}` },
      payload: {
        _id: trip.id,
        driverMobileNo: 9876543210,
        driverName: 'Cache Check',
        rcNumber: 'KA01CC0001',
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await details(trip.id)).driverName).toBe('Cache Check');

    const booking = first.bookings[0]!.name;
    await ctx.db.execute(
      sql`update cab_bookings set name = ${`${booking} (renamed)`} where trip_id = ${trip.id} and name = ${booking}`,
    );
    const misses = stats().misses;
    expect((await details(trip.id)).bookings.map((b) => b.name)).toContain(`${booking} (renamed)`);
    expect(stats().misses).toBe(misses + 1);
  });

  it('keeps the station type-ahead, and shows a city renamed in SQL (reference data) on the next request', async () => {
    const names = async (text: string) =>
      (await get(`/api/v1/cabOperator/cities/stations?type=${text}`, cab))
        .json<{ data: { name: string }[] }>()
        .data.map((c) => c.name);
    const [city] = await names('');
    expect(city).toBeDefined();
    const hits = stats().hits;
    expect(await names('')).toContain(city);
    expect(stats().hits).toBe(hits + 1);
    // The cities table is the reference data of every account: its triggers bump the global version.
    await ctx.db.execute(sql`update cities set name = ${`${city} Junction`} where name = ${city}`);
    try {
      const misses = stats().misses;
      expect(await names('')).toContain(`${city} Junction`);
      expect(stats().misses).toBe(misses + 1);
    } finally {
      await ctx.db.execute(sql`update cities set name = ${city} where name = ${`${city} Junction`}`);
    }
    expect(await names('')).toContain(city);
  });

  it('keeps the wallet balance and the global commission, and shows a change made in SQL on the next request', async () => {
    const account = sql`(select a.id from accounts a join users u on u.id = a.user_id where u.mobile_no = '9000000001' and a.type = 'OPERATOR' limit 1)`;
    const balance = async () =>
      (await get('/api/v1/user/wallet', operator)).json<{ data: { walletBalance: number } }>().data
        .walletBalance;
    const global = async () =>
      (await get('/api/v1/user/commission', operator)).json<{ data: { globalCommission: number }[] }>()
        .data[0]!.globalCommission;

    const rupees = await balance();
    const commission = await global();
    const hits = stats().hits;
    expect(await balance()).toBe(rupees);
    expect(await global()).toBe(commission);
    expect(stats().hits).toBe(hits + 2);

    await ctx.db.execute(
      sql`update wallets set balance_paise = balance_paise + 100 where account_id = ${account}`,
    );
    expect(await balance()).toBe(rupees + 1);
    const next = commission === 50 ? 40 : 50;
    await ctx.db
      .execute(sql`insert into commission_settings (account_id, global_commission) values (${account}, ${next})
      on conflict (account_id) do update set global_commission = excluded.global_commission`);
    expect(await global()).toBe(next);
  });

  it('never keeps a refusal', async () => {
    const bad = async () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/user/trasactions?fromDate=yesterday',
        headers: { authorization: `Bearer ${operator}` },
      });
    const stored = stats().stored;
    expect((await bad()).statusCode).toBe(400);
    expect((await bad()).statusCode).toBe(400);
    expect(stats().stored).toBe(stored);
  });

  it('builds the answer again on a new IST day', async () => {
    // To 60 s before the next IST midnight; log in again (the move may outlast the access token).
    const IST_MS = 5.5 * 3_600_000;
    const now = ctx.clock.now().getTime();
    ctx.clock.advance(DAY_MS - ((now + IST_MS) % DAY_MS) - 60_000);
    const token = (await loginAs(ctx, '9000000001')).accessToken; // moves the clock 31 s
    await get('/api/v1/user/trasactions', token);
    const hits = stats().hits;
    await get('/api/v1/user/trasactions', token);
    expect(stats().hits).toBe(hits + 1);
    ctx.clock.advance(30_000); // past midnight, well within the 10 minutes an answer may be kept
    const misses = stats().misses;
    await get('/api/v1/user/trasactions', token);
    expect(stats().misses).toBe(misses + 1);
  });

  it('a transaction gives each scope it changes one new version, and a rolled-back one is given again', async () => {
    const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
    const accountOf = async (mobile: string) =>
      String(
        rows(
          await ctx.db.execute(
            sql`select a.id from accounts a join users u on u.id = a.user_id where u.mobile_no = ${mobile} and a.type = 'OPERATOR' limit 1`,
          ),
        )[0]!.id,
      );
    const [mine, theirs] = [await accountOf('9000000001'), await accountOf('9000000006')];
    type Tx = Parameters<Parameters<typeof ctx.db.transaction>[0]>[0];
    const version = async (db: Tx | typeof ctx.db, scope: string) =>
      Number(
        rows(
          await db.execute(
            sql`select coalesce(sum(version), 0) as v from data_versions where scope = ${scope}`,
          ),
        )[0]!.v,
      );
    const touch = (db: Tx, scope: string) =>
      db.execute(sql`update services set name = name where account_id = ${scope}`);
    const touchCampaigns = (db: Tx, scope: string) =>
      db.execute(sql`update campaigns set updated_at = now() where account_id = ${scope}`);

    const before = { mine: await version(ctx.db, mine), theirs: await version(ctx.db, theirs) };
    const seen: number[] = [];
    await ctx.db.transaction(async (tx) => {
      await touch(tx, mine);
      seen.push(await version(tx, mine));
      await touchCampaigns(tx, mine); // another table, same scope: no second number
      await touch(tx, mine);
      seen.push(await version(tx, mine));
      await touch(tx, theirs); // another scope: its own number
      seen.push(await version(tx, theirs));
    });
    expect(seen[0]).toBeGreaterThan(before.mine);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBeGreaterThan(before.theirs);
    expect(await version(ctx.db, mine)).toBe(seen[0]);

    // The next transaction draws again.
    await ctx.db.transaction((tx) => touch(tx, mine).then(() => undefined));
    const second = await version(ctx.db, mine);
    expect(second).toBeGreaterThan(seen[0]!);

    // A bump rolled back to its savepoint is undone with the mark that it was made: the change
    // after it draws a new number, so a committed change is never left without one.
    await ctx.db.transaction(async (tx) => {
      await tx
        .transaction(async (sp) => {
          await touch(sp, mine);
          sp.rollback();
        })
        .catch(() => undefined);
      expect(await version(tx, mine)).toBe(second);
      await touch(tx, mine);
    });
    expect(await version(ctx.db, mine)).toBeGreaterThan(second);
  });

  it('every table an answer is built from has its version triggers', async () => {
    const result: unknown = await ctx.db.execute(sql`
      select c.relname as "table", coalesce(array_agg(t.tgname::text order by t.tgname) filter (where t.tgname is not null), '{}') as triggers
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      left join pg_trigger t on t.tgrelid = c.oid and t.tgname like '%\_version%'
      where c.relkind = 'r'
        and (c.relname in ('accounts', 'users') or exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped))
      group by c.relname`);
    const list = (result as { rows: { table: string; triggers: string[] }[] }).rows;
    expect(list.length).toBeGreaterThan(30);
    for (const { table, triggers } of list)
      expect(triggers, table).toEqual(
        UNVERSIONED.has(table)
          ? []
          : [`${table}_version_del`, `${table}_version_ins`, `${table}_version_upd`],
      );
  });

  it('a table without version triggers is read only by features that cache no answer', () => {
    const modules = path.join(SERVER_ROOT, 'src', 'modules');
    const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const [table, symbol] of UNVERSIONED) {
      const readers = sources.filter((f) =>
        new RegExp(`\\b${symbol}\\b`).test(readFileSync(path.join(modules, f), 'utf8')),
      );
      expect(readers.length, table).toBeGreaterThan(0);
      for (const feature of new Set(readers.map((f) => f.split(path.sep)[0]!)))
        for (const r of readdirSync(path.join(modules, feature)).filter((f) => f.endsWith('.routes.ts')))
          expect(
            readFileSync(path.join(modules, feature, r), 'utf8'),
            `${feature}/${r} reads ${table}`,
          ).not.toMatch(/ANSWERS\./);
    }
  });
});

describe('answer cache: off', () => {
  it('ANSWER_CACHE_MB=0 turns it off; the lists answer the same', async () => {
    const ctx = await createTestApp({ seed: true, env: { ANSWER_CACHE_MB: '0' } });
    try {
      expect(ctx.app.answers).toBeNull();
      const { accessToken } = await loginAs(ctx, '9000000001');
      const r = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/user/fetchDeals',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(r.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('ANSWER_CACHE_MB must be a whole number of MB from 0 to 4096', () => {
    const env = { APP_MODE: 'demo', JWT_SECRET: TEST_JWT_SECRET, HASH_SECRET: TEST_HASH_SECRET };
    expect(loadConfig({ ...env, ANSWER_CACHE_MB: '16' }).answerCacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig(env).answerCacheBytes).toBe(64 * 1024 * 1024);
    for (const bad of ['-1', '1.5', 'lots', '5000'])
      expect(() => loadConfig({ ...env, ANSWER_CACHE_MB: bad }), bad).toThrow(ConfigError);
  });
});
