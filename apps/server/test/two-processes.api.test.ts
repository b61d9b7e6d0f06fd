import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MESSAGES } from '@oc/contract';
import { SERVER_ROOT } from '../src/config';
import { DEMO_API_KEY } from '../src/db/seed';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp-server';
import { TEST_HASH_SECRET, TEST_JWT_SECRET, createTestDatabase, testDbKind } from './support';

/**
 * Two API server processes (src/server.ts, each its own Node process and connection pool) on one
 * PostgreSQL database share every limit and every once-only rule, because all of them live in the
 * database: the OTP limits, refresh-token families, the paid-call rate limits and payment
 * idempotency. PGlite is embedded in one process and cannot be opened by two, so this runs on the
 * PostgreSQL run only.
 */

const onPostgres = testDbKind() === 'postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}

interface Answer {
  status: number;
  data: unknown;
  retryAfter: string | null;
  location: string | null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
}

async function startServer(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `oc-two-${name}-`));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'server.ts')], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      APP_MODE: 'demo',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      HASH_SECRET: TEST_HASH_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The test is the proxy: it names each request's client address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return { name, base: `http://127.0.0.1:${port}`, child, output: () => output, dataDir };
}

async function waitUntilUp(s: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${s.base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (s.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server ${s.name} did not start: ${s.output()}`);
    await sleep(250);
  }
}

async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode === null) {
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await exited;
  }
  rmSync(s.dataDir, { recursive: true, force: true });
}

async function send(
  s: Server,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: object | string; token?: string; ip?: string; form?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const r = await fetch(`${s.base}${url}`, { method, headers, body, redirect: 'manual' });
  const text = await r.text();
  let data: unknown = text;
  try {
    data = (JSON.parse(text) as { data: unknown }).data;
  } catch {
    // not JSON (a page)
  }
  return {
    status: r.status,
    data,
    retryAfter: r.headers.get('retry-after'),
    location: r.headers.get('location'),
  };
}

async function captcha(s: Server): Promise<string> {
  return ((await send(s, 'POST', '/api/v1/captcha/sandbox')).data as { token: string }).token;
}

const requestOtp = async (s: Server, mobileNo: string, ip: string) =>
  send(s, 'POST', '/api/v1/user/login', { body: { mobileNo, captchaValue: await captcha(s) }, ip });
const verifyOtp = (s: Server, mobileNo: string, otp: string, ip: string) =>
  send(s, 'POST', '/api/v1/user/verifyOtp', { body: { mobileNo, otp }, ip });

/** A demo test number's login (OTP 1234), its OTP asked for on `a` and entered on `b`. */
async function login(a: Server, b: Server, mobileNo: string, ip: string) {
  const sent = await requestOtp(a, mobileNo, ip);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  const r = await verifyOtp(b, mobileNo, '1234', ip);
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  return r.data as { accessToken: string; refreshToken: string };
}

describe.skipIf(!onPostgres)(
  'two API processes on one PostgreSQL database (PostgreSQL run only: two processes cannot share an embedded PGlite)',
  () => {
    let A: Server;
    let B: Server;
    let db: pg.Client;
    let smtp: FakeSmtp | undefined;
    /** The MG owner whose digest both processes would send: Hindi, by e-mail, subscribed before they start. */
    let digestAccount = '';
    let closeDb: (() => Promise<void>) | undefined;
    const servers: Server[] = [];
    const clients: pg.Client[] = [];

    beforeAll(async () => {
      const testDb = await createTestDatabase({ seed: true });
      closeDb = () => testDb.close();
      db = new pg.Client({ connectionString: testDb.url! });
      clients.push(db);
      await db.connect();
      smtp = await startFakeSmtp();
      const { rows } = await db.query<{ id: string }>(
        `update users set language = 'hi' where mobile_no = '9000000002'
          returning (select a.id from accounts a where a.user_id = users.id and a.type = 'BUSOWNER' limit 1) as id`,
      );
      digestAccount = rows[0]!.id;
      await db.query(
        `insert into digest_subscriptions (account_id, channel, email, unsubscribe_token)
         values ($1, 'email', 'mg-owner@example.in', 'two-processes-token-0123456789')`,
        [digestAccount],
      );
      // Both send the day's digests from 00:00 IST (any time of day the test runs), by SMTP.
      const mail = {
        EMAIL_PROVIDER: 'smtp',
        EMAIL_FROM: 'Operator Console <digest@console.test>',
        SMTP_URL: smtp.url,
        DIGEST_HOUR_IST: '0',
      };
      A = await startServer('A', testDb.url!, mail);
      servers.push(A);
      B = await startServer('B', testDb.url!, mail);
      servers.push(B);
      await Promise.all([waitUntilUp(A), waitUntilUp(B)]);
    }, 120_000);
    afterAll(async () => {
      // Each step runs even if beforeAll stopped half-way (no child process is left behind).
      await Promise.all(servers.map(stopServer));
      for (const c of clients) await c.end();
      await smtp?.close();
      await closeDb?.();
    });

    it('share the OTP limits: the number-wide gap, the per-address budget and the wrong tries of an OTP', async () => {
      // A send through A holds the number for 30 s on B too.
      expect((await requestOtp(A, '9000000001', '198.51.100.1')).status).toBe(200);
      const onB = await requestOtp(B, '9000000001', '198.51.100.2');
      expect(onB.status).toBe(429);
      expect(onB.data).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);

      // Five wrong tries split across both (3 on A, 2 on B) kill the OTP on both: the right one fails.
      for (const [i, s] of [A, B, A, B, A].entries())
        expect((await verifyOtp(s, '9000000001', `000${i}`, '198.51.100.3')).data).toBe('invalid otp');
      expect((await verifyOtp(B, '9000000001', '1234', '198.51.100.4')).data).toBe('invalid otp');
      expect((await verifyOtp(A, '9000000001', '1234', '198.51.100.4')).data).toBe('invalid otp');

      // One address's 30 requests an hour, alternating between the processes: the 31st is refused.
      const statuses: string[] = [];
      for (let i = 0; i < 31; i++) {
        const s = i % 2 === 0 ? A : B;
        const r = await requestOtp(s, `91234${String(i).padStart(5, '0')}`, '203.0.113.50');
        statuses.push(`${s.name}${r.status}`);
      }
      expect(statuses.slice(0, 30).filter((x) => x === 'A404')).toHaveLength(15);
      expect(statuses.slice(0, 30).filter((x) => x === 'B404')).toHaveLength(15);
      expect(statuses[30]).toBe('A429');
      expect((await requestOtp(B, '9123499999', '203.0.113.50')).status).toBe(429);
    }, 60_000);

    it('share refresh-token families: a token rotated on A and presented again on B revokes the login', async () => {
      const first = await login(A, B, '9000000002', '198.51.100.10');
      const rotated = await send(A, 'GET', '/api/v1/user/updateToken', { token: first.refreshToken });
      expect(rotated.status).toBe(200);
      const second = rotated.data as { accessToken: string; refreshToken: string };
      // The spent token again, on the other process: reuse, the whole login is revoked.
      const replay = await send(B, 'GET', '/api/v1/user/updateToken', { token: first.refreshToken });
      expect(replay.status).toBe(401);
      const afterTheft = await send(A, 'GET', '/api/v1/user/updateToken', { token: second.refreshToken });
      expect(afterTheft.status).toBe(401);
      expect((await send(B, 'GET', '/api/v1/user/updateToken', { token: second.refreshToken })).status).toBe(
        401,
      );
      const { rows } = await db.query<{ live: string }>(
        `select count(*) filter (where revoked_at is null) as live from refresh_tokens
          where family_id = (select family_id from refresh_tokens order by issued_at desc limit 1)`,
      );
      expect(Number(rows[0]!.live)).toBe(0);
    }, 60_000);

    it('share the paid-call rate limits: 20 KYC look-ups an hour per account, split across both', async () => {
      const { accessToken } = await login(B, A, '9000000006', '198.51.100.20');
      const statuses: string[] = [];
      for (let i = 0; i < 21; i++) {
        const s = i % 2 === 0 ? A : B;
        const r = await send(s, 'POST', '/api/v1/user/kycVerify', {
          body: { pan: 'ACUPA7085R' },
          token: accessToken,
          ip: `198.51.100.${30 + i}`,
        });
        statuses.push(`${s.name}${r.status}`);
      }
      expect(statuses.slice(0, 20).filter((x) => x === 'A200')).toHaveLength(10);
      expect(statuses.slice(0, 20).filter((x) => x === 'B200')).toHaveLength(10);
      expect(statuses[20]).toBe('A429');
      const onB = await send(B, 'POST', '/api/v1/user/kycVerify', {
        body: { pan: 'ACUPA7085R' },
        token: accessToken,
        ip: '198.51.100.99',
      });
      expect(onB.status).toBe(429);
      expect(onB.data).toMatch(/^Too many verification attempts\. Try again in \d+ minutes?\.$/);
      expect(Number(onB.retryAfter)).toBeGreaterThan(0);
    }, 60_000);

    it('share payment idempotency: one paid callback delivered 20 times at once to both credits once', async () => {
      const { accessToken } = await login(A, B, '9000000005', '198.51.100.40');
      const top = await send(A, 'POST', '/api/v1/user/addMoney', {
        body: { mobileNo: '9999999999', amount: 777 },
        token: accessToken,
      });
      expect(top.status, JSON.stringify(top.data)).toBe(200);
      const { orderId, paymentUrl } = top.data as { orderId: string; paymentUrl: string };
      // The sandbox checkout lives in the process that created it (A); its signed result is
      // verifiable by both.
      expect((await send(A, 'GET', paymentUrl)).status).toBe(200);
      const paid = await send(A, 'POST', paymentUrl, { body: 'outcome=pay', form: true });
      expect(paid.status).toBe(303);
      const q = new URL(paid.location!, 'http://x').searchParams;
      q.set('orderId', q.get('order_id') ?? '');
      q.delete('order_id');
      const balance = async () =>
        Number(
          (
            await db.query<{ b: string }>(
              `select w.balance_paise as b from wallets w join payment_orders o on o.account_id = w.account_id
                where o.id = $1`,
              [orderId],
            )
          ).rows[0]?.b ?? 0,
        );
      const before = await balance();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(i % 2 === 0 ? A : B, 'GET', `/api/v1/user/transactionStatus?${q.toString()}`, {
            token: accessToken,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.map((a) => a.data)).toEqual(Array(20).fill('SUCCESS'));
      const entries = await db.query<{ n: string }>(
        'select count(*) as n from wallet_entries where order_id = $1',
        [orderId],
      );
      expect(Number(entries.rows[0]!.n)).toBe(1);
      expect((await balance()) - before).toBe(77_700);
    }, 60_000);

    it('share the ingestion ledger and API keys: a batch sent to A is unchanged on B; a revoked key is refused by both at once', async () => {
      const records = [1, 2, 3].map((n) => ({
        externalId: `TWO-${n}`,
        account: { mobileNo: '9000000001', type: 'OPERATOR' },
        pnr: `TWOPROC${n}`,
        service: 'Delhi - Manali 17:30',
        tripDate: '2026-12-01',
        passengerName: `Passenger ${n}`,
        passengerMobile: '9876543210',
        seatType: 'SEATER',
        seats: 1,
        farePaise: 90_000,
        status: 'CONFIRMED',
        channel: 'APP',
        bookedAt: new Date().toISOString(),
      }));
      const ingest = (s: Server) =>
        send(s, 'POST', '/api/ingest/v1/bookings', { body: { records }, token: DEMO_API_KEY });
      expect((await ingest(A)).data).toEqual({ accepted: 3, unchanged: 0, refused: [] });
      expect((await ingest(B)).data).toEqual({ accepted: 0, unchanged: 3, refused: [] });
      await db.query(`update api_keys set revoked_at = now() where name = 'Demo simulator'`);
      for (const s of [A, B]) {
        const refused = await ingest(s);
        expect(refused.status, s.name).toBe(401);
        expect(refused.data).toBe(INGEST_MESSAGES.keyRefused);
      }
    });

    it("send a subscribed operator's morning digest once: in Hindi, to the local SMTP server", async () => {
      // Each process ran the job when it became ready, and runs it every minute.
      const deadline = Date.now() + 30_000;
      while (smtp!.messages.length === 0 && Date.now() < deadline) await sleep(200);
      // Both have had their first step by now (they were up before the test began); give a late one time.
      await sleep(2_000);
      expect(smtp!.messages).toHaveLength(1);
      expect(smtp!.recipients[0]).toEqual(['mg-owner@example.in']);
      const mail = smtp!.messages[0]!;
      expect(mail.subject).toMatch(/ का आपका सारांश$/);
      expect(mail.text).toMatch(/^बिक्री: /);
      expect(mail.text).toContain('ये सारांश बंद करें: ');
      expect(mail.text).toContain('/unsubscribe?token=two-processes-token-0123456789');
      const { rows } = await db.query<{ status: string; attempts: number }>(
        'select status, attempts from digest_sends where account_id = $1',
        [digestAccount],
      );
      expect(rows).toEqual([{ status: 'sent', attempts: 1 }]);
    }, 60_000);
  },
);
