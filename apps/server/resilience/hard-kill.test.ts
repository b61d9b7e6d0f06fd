import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServer } from '../test/fakes/http-fake';
import {
  RAZORPAY_KEY_SECRET,
  fakeRazorpay,
  pay,
  razorpayEnv,
  signWebhook,
  webhookBody,
  type FakeLink,
} from '../test/fakes/razorpay-fake';
import { testDbKind } from '../test/support';
import {
  createServerDatabase,
  healthStatus,
  httpLogin,
  sleep,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../test/support/server-process';
import { callbackSignature } from '../src/providers/payments/payments';
import { HttpClient, dataOf, dealBody, quantile, type Answer } from './http-client';

/**
 * Faults (issue 19 item 4): the server killed with SIGKILL in the middle of payment callbacks, and
 * (PGlite) its embedded data directory after a hard kill. The built server runs as its own process
 * on a seeded database of the run's kind (PostgreSQL database, or a PGlite directory).
 */

const API = '/api/v1';
const onPglite = testDbKind() === 'pglite';

function shuffle<T>(items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Runs `fn` over `items` with `width` at a time until done or `stop()` says so. */
async function pool<T>(
  items: readonly T[],
  width: number,
  fn: (item: T) => Promise<void>,
  stop = () => false,
) {
  let next = 0;
  const lane = async () => {
    while (!stop() && next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

interface Order {
  orderId: string;
  owner: number; // index of the token
  amountPaise: number;
  paymentId: string;
  /** The webhook body and X-Razorpay-Signature. */
  webhook: { body: string; signature: string };
  /** The signed callback query for GET /user/transactionStatus. */
  callback: string;
}

describe(`kill -9 in the middle of payment callbacks (${onPglite ? 'PGlite directory' : 'PostgreSQL'})`, () => {
  const ORDERS = 120;
  /** Each round is cut by SIGKILL once this share of its deliveries has been answered. */
  const KILL_AT = [0.2, 0.5, 0.8];
  const WIDTH = 12;

  const links = new Map<string, FakeLink>();
  let fake: FakeServer | undefined;
  let sdb: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  let http: HttpClient | undefined;

  const start = async () => {
    http?.close();
    server = await startServerProcess({
      databaseUrl: sdb!.databaseUrl,
      dataDir: sdb!.dataDir,
      env: razorpayEnv(fake!.url),
    });
    http = new HttpClient(server.url);
    return server;
  };

  beforeAll(async () => {
    fake = await fakeRazorpay(links);
    sdb = await createServerDatabase();
  });
  afterAll(async () => {
    http?.close();
    await server?.stop();
    await fake?.close();
    await sdb?.close();
  });

  it('credits every paid order exactly once after kills and a full redelivery', async () => {
    const db = sdb!;
    const before = new Map(
      (
        await db.query<{ account_id: string; balance_paise: string }>(
          'select account_id, balance_paise from wallets',
        )
      ).map((r) => [r.account_id, Number(r.balance_paise)]),
    );
    await start();
    const tokens = [
      (await httpLogin(server!.url, '9000000001')).accessToken,
      (await httpLogin(server!.url, '9000000006')).accessToken,
    ];

    // Orders, each paid at the gateway: what the gateway will deliver (webhook, browser callback).
    const orders: Order[] = [];
    await pool(
      Array.from({ length: ORDERS }, (_, i) => i),
      6,
      async (i) => {
        const owner = i % 2;
        const amount = 100 + i;
        const { orderId } = dataOf(
          await http!.request({
            path: `${API}/user/addMoney`,
            token: tokens[owner],
            body: { mobileNo: '9000000001', amount },
          }),
          'addMoney',
        ) as { orderId: string };
        const link = [...links.values()].find((l) => l.reference_id === orderId)!;
        const paymentId = pay(links, link.id);
        const body = webhookBody(link, paymentId);
        const q = new URLSearchParams({
          orderId,
          razorpay_payment_id: paymentId,
          razorpay_payment_link_id: link.id,
          razorpay_payment_link_reference_id: orderId,
          razorpay_payment_link_status: 'paid',
          razorpay_signature: callbackSignature(RAZORPAY_KEY_SECRET, {
            linkId: link.id,
            referenceId: orderId,
            status: 'paid',
            paymentId,
          }),
        });
        orders.push({
          orderId,
          owner,
          amountPaise: amount * 100,
          paymentId,
          webhook: { body, signature: signWebhook(body) },
          callback: q.toString(),
        });
      },
    );
    expect(orders.length).toBe(ORDERS);

    type Delivery = { order: Order; kind: 'webhook' | 'callback' };
    const deliver = (d: Delivery): Promise<Answer> =>
      d.kind === 'webhook'
        ? http!.request({
            path: `${API}/payments/webhook/razorpay`,
            body: d.order.webhook.body,
            contentType: 'application/json',
            headers: { 'x-razorpay-signature': d.order.webhook.signature },
            timeoutMs: 10_000,
          })
        : http!.request({
            path: `${API}/user/transactionStatus?${d.order.callback}`,
            token: tokens[d.order.owner],
            timeoutMs: 10_000,
          });
    const bad: string[] = [];
    const check = (d: Delivery, a: Answer) => {
      const expected = d.kind === 'webhook' ? 'ok' : 'SUCCESS';
      if (a.status !== 200) bad.push(`${d.kind} ${d.order.orderId}: ${a.status} ${a.body.toString()}`);
      else if (dataOf(a, d.kind) !== expected) bad.push(`${d.kind} ${d.order.orderId}: ${a.body.toString()}`);
    };

    // Rounds: every order's delivery (webhook for even, browser callback for odd orders) in a new
    // order, cut by SIGKILL part-way; then a restart on the same database.
    const kills: {
      answered: number;
      inFlight: number;
      ms: number;
      creditedAtKill: number | null;
      restartMs: number;
    }[] = [];
    let sent = 0;
    for (const share of KILL_AT) {
      const list: Delivery[] = shuffle(orders).map((order) => ({
        order,
        kind: order.owner === 0 ? 'webhook' : 'callback',
      }));
      const target = Math.floor(list.length * share);
      let answered = 0;
      let inFlight = 0;
      let killed = false;
      let killInfo = { answered: 0, inFlight: 0, ms: 0 };
      const roundStart = performance.now();
      const victim = server!;
      await pool(
        list,
        WIDTH,
        async (d) => {
          inFlight++;
          sent++;
          try {
            const a = await deliver(d);
            if (!killed) {
              check(d, a);
              answered++;
              if (answered >= target) {
                killed = true;
                killInfo = { answered, inFlight: inFlight - 1, ms: performance.now() - roundStart };
                void victim.kill9();
              }
            }
          } catch {
            // Cut by the kill (connection reset or refused): the gateway will deliver it again.
            if (!killed) bad.push(`${d.kind} ${d.order.orderId}: failed before the kill`);
          } finally {
            inFlight--;
          }
        },
        () => killed,
      );
      const exit = await victim.kill9();
      expect(exit.signal).toBe('SIGKILL');
      let creditedAtKill: number | null = null;
      if (db.kind === 'postgres') {
        const [row] = await db.query<{ n: number }>(
          'select count(*)::int as n from wallet_entries where order_id = any($1)',
          [orders.map((o) => o.orderId)],
        );
        creditedAtKill = row!.n;
      } else {
        // The embedded database's lock names the killed process; the next server takes it over.
        const lock = path.join(db.dataDir, 'pglite.lock');
        expect(existsSync(lock)).toBe(true);
        expect((JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid).toBe(victim.child.pid);
      }
      const restartAt = performance.now();
      await start();
      kills.push({ ...killInfo, creditedAtKill, restartMs: performance.now() - restartAt });
    }
    expect(bad, bad.slice(0, 10).join('\n')).toEqual([]);

    // The gateway delivers everything again: the webhook and the browser callback of every order.
    const all: Delivery[] = shuffle(
      orders.flatMap((order) => [
        { order, kind: 'webhook' as const },
        { order, kind: 'callback' as const },
      ]),
    );
    await pool(all, WIDTH, async (d) => {
      sent++;
      check(d, await deliver(d));
    });
    expect(bad, bad.slice(0, 10).join('\n')).toEqual([]);
    const graceful = await server!.stop();
    expect(graceful.code).toBe(0);

    // Exactly once: one credit per order, of its amount; each wallet moved by exactly its orders.
    const rows = await db.query<{
      id: string;
      status: string;
      gateway_payment_id: string;
      n: number;
      sum: string;
    }>(
      `select o.id, o.status, o.gateway_payment_id, count(e.id)::int as n, coalesce(sum(e.amount_paise), 0)::text as sum
         from payment_orders o left join wallet_entries e on e.order_id = o.id
        where o.id = any($1) group by o.id`,
      [orders.map((o) => o.orderId)],
    );
    expect(rows.length).toBe(ORDERS);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const o of orders) {
      const r = byId.get(o.orderId)!;
      expect({
        id: o.orderId,
        status: r.status,
        payment: r.gateway_payment_id,
        credits: r.n,
        sum: Number(r.sum),
      }).toEqual({
        id: o.orderId,
        status: 'SUCCESS',
        payment: o.paymentId,
        credits: 1,
        sum: o.amountPaise,
      });
    }
    const after = await db.query<{
      account_id: string;
      balance_paise: string;
      ledger: string;
      last: string | null;
    }>(
      `select w.account_id, w.balance_paise,
              (select coalesce(sum(case when e.type = 'CREDIT' then e.amount_paise else -e.amount_paise end), 0)
                 from wallet_entries e where e.account_id = w.account_id)::text as ledger,
              (select e.closing_balance_paise from wallet_entries e where e.account_id = w.account_id
                order by e.created_at desc, e.closing_balance_paise desc limit 1)::text as last
         from wallets w`,
    );
    const credited = new Map<string, number>();
    const [acc0] = await db.query<{ account_id: string }>(
      'select account_id from payment_orders where id = $1',
      [orders.find((o) => o.owner === 0)!.orderId],
    );
    const [acc1] = await db.query<{ account_id: string }>(
      'select account_id from payment_orders where id = $1',
      [orders.find((o) => o.owner === 1)!.orderId],
    );
    for (const o of orders) {
      const acc = o.owner === 0 ? acc0!.account_id : acc1!.account_id;
      credited.set(acc, (credited.get(acc) ?? 0) + o.amountPaise);
    }
    for (const w of after) {
      // The ledger and the balance agree for every wallet.
      expect(Number(w.ledger), w.account_id).toBe(Number(w.balance_paise));
      expect(Number(w.balance_paise) - (before.get(w.account_id) ?? 0), w.account_id).toBe(
        credited.get(w.account_id) ?? 0,
      );
    }

    console.log(
      `[faults: kill -9 in payment callbacks, ${db.kind}] ${ORDERS} paid orders, ${sent} deliveries ` +
        `(${KILL_AT.length} rounds cut by SIGKILL, then every webhook and callback again); kill points: ` +
        kills
          .map(
            (k) =>
              `after ${k.answered} answers at ${k.ms.toFixed(0)} ms with ${k.inFlight} in flight` +
              (k.creditedAtKill === null ? '' : `, ${k.creditedAtKill}/${ORDERS} credited`) +
              `, restart ${(k.restartMs / 1000).toFixed(1)} s`,
          )
          .join('; ') +
        `; result: ${ORDERS} orders SUCCESS, each credited once (0 lost, 0 doubled), balances = ledger`,
    );
  }, 280_000);
});

describe.skipIf(!onPglite)('the PGlite data directory after a hard kill (PGlite run only)', () => {
  const CYCLES = 3;
  let sdb: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  let http: HttpClient | undefined;

  beforeAll(async () => {
    sdb = await createServerDatabase();
  });
  afterAll(async () => {
    http?.close();
    await server?.stop();
    await sdb?.close();
  });

  it('opens after SIGKILL mid-writes (stale lock taken over), health OK, every answered write present', async () => {
    const db = sdb!;
    const start = async () => {
      http?.close();
      server = await startServerProcess({ dataDir: db.dataDir });
      http = new HttpClient(server.url);
      return server;
    };
    await start();
    const token = (await httpLogin(server!.url, '9000000001')).accessToken;
    const serviceIds = (
      dataOf(await http!.request({ path: `${API}/user/services`, token }), 'services') as { _id: string }[]
    ).map((s) => s._id);

    const campaigns: string[] = [];
    const orders: string[] = [];
    const cycles: { writes: number; inFlight: number; restartMs: number }[] = [];
    let n = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const victim = server!;
      const client = http!;
      let killed = false;
      let inFlight = 0;
      let writes = 0;
      const bad: string[] = [];
      const one = async () => {
        const i = n++;
        inFlight++;
        try {
          const a =
            i % 2 === 0
              ? await client.request({
                  path: `${API}/user/publishDeal`,
                  token,
                  body: dealBody(serviceIds[i % serviceIds.length], 'Hard Kill'),
                })
              : await client.request({
                  path: `${API}/user/addMoney`,
                  token,
                  body: { mobileNo: '9000000001', amount: 100 + i },
                });
          if (a.status !== 200) {
            if (!killed) bad.push(`${a.status} ${a.body.toString()}`);
            return;
          }
          writes++;
          if (i % 2 === 0) campaigns.push((dataOf(a, 'publishDeal') as { _id: string }[])[0]!._id);
          else orders.push((dataOf(a, 'addMoney') as { orderId: string }).orderId);
        } catch {
          if (!killed) bad.push('failed before the kill');
        } finally {
          inFlight--;
        }
      };
      const lanes = Array.from({ length: 6 }, async () => {
        while (!killed) await one();
      });
      await sleep(1_500 + cycle * 700);
      const atKill = inFlight;
      killed = true;
      await victim.kill9();
      await Promise.all(lanes);
      expect(bad).toEqual([]);
      expect(atKill).toBeGreaterThan(0);
      const lock = path.join(db.dataDir, 'pglite.lock');
      expect(existsSync(lock)).toBe(true);
      const restartAt = performance.now();
      await start();
      cycles.push({ writes, inFlight: atKill, restartMs: performance.now() - restartAt });
      expect(await healthStatus(server!.url)).toBe(200);

      // Every write answered 200 so far is there.
      const deals = dataOf(await http!.request({ path: `${API}/user/fetchDeals`, token }), 'fetchDeals') as {
        _id: string;
      }[];
      const ids = new Set(deals.map((d) => d._id));
      expect(campaigns.filter((c) => !ids.has(c))).toEqual([]);
      for (const orderId of orders) {
        const a = await http!.request({ path: `${API}/user/transactionStatus?orderId=${orderId}`, token });
        expect(a.status, `${orderId}: ${a.body.toString()}`).toBe(200);
      }
    }
    expect((await server!.stop()).code).toBe(0);
    expect(existsSync(path.join(db.dataDir, 'pglite.lock'))).toBe(false);
    const [stored] = await db.query<{ deals: number; orders: number }>(
      `select (select count(*)::int from campaigns where id = any($1::uuid[])) as deals,
              (select count(*)::int from payment_orders where id = any($2)) as orders`,
      [campaigns, orders],
    );
    expect(stored).toEqual({ deals: campaigns.length, orders: orders.length });
    console.log(
      `[faults: PGlite hard kill] ${CYCLES} SIGKILLs mid-writes (${cycles.map((c) => c.inFlight).join(', ')} requests in flight); ` +
        `restart with the stale lock taken over in ${cycles.map((c) => (c.restartMs / 1000).toFixed(1)).join(', ')} s ` +
        `(p50 ${(
          quantile(
            cycles.map((c) => c.restartMs),
            0.5,
          ) / 1000
        ).toFixed(
          1,
        )} s); health 200 each time; ${campaigns.length} deals and ${orders.length} orders answered 200, all present`,
    );
  }, 280_000);
});
