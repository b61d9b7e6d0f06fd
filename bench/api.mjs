// API figures of `npm run bench` (issue 18; docs/performance.md): every authenticated list route of
// the product, three mutations, the product's one-query route (GET /api/health) and a hello-world
// route of the same Fastify build (bench/hello-server.ts), measured with autocannon in one run, on
// PostgreSQL and on PGlite. Each figure is printed with its anchor and its budget; the anchor is
// measured before and after every few figures (bracketed()), and each ratio is to those two.
//   node bench/api.mjs [--db=postgres|pglite] [--duration=8] [--warmup=2] [--connections=50]
//                      [--only=SUBSTRING] [--json=FILE] [--settle=0]
// Needs the built server (npm run build) and, for PostgreSQL, a server at TEST_DATABASE_URL or
// 127.0.0.1:5432 (a scratch database is created and dropped). Exit code 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const DURATION = Number(arg('duration', '8'));
const WARMUP = Number(arg('warmup', '2'));
const CONNECTIONS = Number(arg('connections', '50'));
const ONLY = arg('only', '');
const DBS = arg('db', 'postgres,pglite').split(',');
/** --settle=0: measure each figure right after the previous one, its writes' clean-up still running. */
const SETTLE = arg('settle', '1') !== '0';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Budgets (issue 18): ratios to the anchor, latency at 50 connections. */
export const API_BUDGETS = {
  postgres: { listRatio: 0.25, listP99Ms: 25, mutationRatio: 0.1 },
  pglite: { listRatioToOneQuery: 0.5 },
};

const SCALE_MOBILE = '9000000099';
const ENV = {
  APP_MODE: 'demo',
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
  HASH_SECRET: 'bench-hash-secret-0123456789abcdef012345678',
  TEST_NUMBERS: `${SCALE_MOBILE}:1234`,
  NODE_ENV: 'production',
};

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(base, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`not healthy after ${timeoutMs} ms`);
}

function start(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...ENV, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.lastErr = () => stderr;
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function json(base, method, url, { token, body } = {}) {
  const r = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

async function login(base, mobileNo) {
  const captcha = await json(base, 'POST', '/captcha/sandbox', { body: {} });
  const captchaValue = captcha.token ?? captcha.captchaValue;
  await json(base, 'POST', '/user/login', { body: { mobileNo, captchaValue } });
  const session = await json(base, 'POST', '/user/verifyOtp', { body: { mobileNo, otp: '1234' } });
  return session.accessToken ?? session.token;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** Warm-up, then the measured run: req/s, p50, p99, errors, non-2xx. */
async function measure(target) {
  const opts = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body || target.bodies ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
  };
  // A list of bodies: each request takes the next one (e.g. disjoint sets of services).
  if (target.bodies) {
    const bodies = target.bodies.map((b) => JSON.stringify(b));
    let next = 0;
    opts.body = bodies[0];
    opts.requests = [
      {
        setupRequest: (req) => {
          req.body = bodies[next++ % bodies.length];
          return req;
        },
      },
    ];
  }
  if (WARMUP > 0) await cannon({ ...opts, duration: WARMUP });
  const r = await cannon({ ...opts, duration: DURATION });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytes: r.throughput.average,
  };
}

const istDate = (offsetDays = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The product's authenticated list routes (part 1 and part 2), each as its screen calls it. */
async function listRoutes(base, tokens) {
  const now = Date.now();
  const day = 86_400_000;
  const cabTrips = await json(base, 'GET', '/cabOperator/trips', { token: tokens.cab });
  // The trip's id, as the Trip details screen sends it (a group code is answered 'error' at once).
  const tripId = (cabTrips.data ?? cabTrips.trips ?? cabTrips)[0]?.id;
  if (!tripId) throw new Error('the demo cab account has no trip to open');
  const details = await json(base, 'GET', `/cabOperator/trip/details?tripId=${tripId}`, {
    token: tokens.cab,
  });
  if (!Array.isArray(details)) throw new Error(`trip details answered ${JSON.stringify(details)}`);
  const mgWindow = `fromDate=${now - 13 * day}&toDate=${now}`;
  return [
    { name: 'GET /user/me', url: '/user/me', token: tokens.op },
    { name: 'GET /user/ (home)', url: '/user/', token: tokens.op },
    { name: 'GET /user/services', url: '/user/services', token: tokens.op },
    { name: 'GET /user/fetchDeals', url: '/user/fetchDeals', token: tokens.op },
    { name: 'GET /commission/services', url: '/commission/services', token: tokens.op },
    { name: 'GET /user/commission', url: '/user/commission', token: tokens.op },
    { name: 'GET /user/details', url: '/user/details', token: tokens.op },
    { name: 'GET /user/wallet', url: '/user/wallet', token: tokens.op },
    { name: 'GET /user/trasactions', url: '/user/trasactions', token: tokens.op },
    { name: 'GET /user/payout', url: '/user/payout', token: tokens.op },
    { name: 'GET /user/agreement', url: '/user/agreement', token: tokens.op },
    { name: 'GET /electric/user/trasactions', url: '/electric/user/trasactions', token: tokens.electric },
    { name: 'GET /mg/user/revenueDetails', url: '/mg/user/revenueDetails', token: tokens.mg },
    { name: 'GET /mg/user/rc', url: '/mg/user/rc', token: tokens.mg },
    { name: 'GET /mg/user/reimbursements', url: '/mg/user/reimbursements', token: tokens.mg },
    {
      name: 'GET /mg/user/fetchInspectionData',
      url: `/mg/user/fetchInspectionData?type=groupWork&name=INSPECTIONONE&${mgWindow}`,
      token: tokens.mg,
    },
    {
      name: 'GET /mg/user/fetchAuditData',
      url: `/mg/user/fetchAuditData?name=RegularAudit&${mgWindow}`,
      token: tokens.mg,
    },
    {
      name: 'POST /mg/user/fetchRatings',
      url: '/mg/user/fetchRatings',
      method: 'POST',
      body: { rc: [], fromDate: now - 13 * day, toDate: now },
      token: tokens.mg,
    },
    { name: 'GET /mg/user/service', url: '/mg/user/service', token: tokens.mg },
    { name: 'GET /mg/user/paymentSummary', url: '/mg/user/paymentSummary', token: tokens.mg },
    { name: 'GET /mg/user/tripRevenue', url: `/mg/user/tripRevenue?${mgWindow}`, token: tokens.mg },
    { name: 'GET /cabOperator/trips', url: '/cabOperator/trips', token: tokens.cab },
    {
      name: 'GET /cabOperator/trip/details',
      url: `/cabOperator/trip/details?tripId=${encodeURIComponent(tripId)}`,
      token: tokens.cab,
    },
    { name: 'GET /cabOperator/assetType', url: '/cabOperator/assetType', token: tokens.cab },
    {
      name: 'GET /cabOperator/fmlmPaymentSummary',
      url: '/cabOperator/fmlmPaymentSummary',
      token: tokens.cab,
    },
    { name: 'GET /cabOperator/cities/stations', url: '/cabOperator/cities/stations', token: tokens.cab },
  ];
}

async function mutations(base, tokens) {
  const services = await json(base, 'GET', '/user/services', { token: tokens.op });
  const list = Array.isArray(services) ? services : (services.services ?? []);
  const scale = await json(base, 'GET', '/commission/services', { token: tokens.scale });
  // The scale account's 500 services in 25 disjoint sets of 20: staff of one operator updating
  // different services at the same time (the same 20 rows from 50 connections would only measure
  // row-lock waits).
  const scaleServices = scale.services ?? scale;
  const sets = Array.from({ length: Math.floor(scaleServices.length / 20) }, (_, i) =>
    scaleServices.slice(i * 20, i * 20 + 20),
  );
  const days = Array.from({ length: 14 }, (_, i) => istDate(i));
  return [
    {
      name: 'POST /user/publishDeal',
      url: '/user/publishDeal',
      method: 'POST',
      token: tokens.op,
      body: {
        selectedSevices: list.slice(0, 2).map((s) => ({ _id: s._id ?? s.id })),
        startDate: `${istDate(1)}T00:00:00`,
        endDate: `${istDate(7)}T00:00:00`,
        dayIncluded: ['MON', 'FRI', 'SAT'],
        minSeatValue: 300,
        type: 'CUSTOM',
        discountType: 'ABSOLUTE',
        discountValue: 100,
      },
    },
    {
      name: 'POST /commission/services/update (20 × 14)',
      url: '/commission/services/update',
      method: 'POST',
      token: tokens.scale,
      // Round r gives every cell of every set the commission 10 + r % 5: taken in turn, each
      // request changes its 280 cells (saving the values already stored writes nothing at all).
      bodies: [0, 1, 2, 3, 4].flatMap((round) =>
        sets.map((set) => ({
          updateObj: set.map((s) => ({
            _id: s._id,
            tripDateWiseData: Object.fromEntries(days.map((d) => [d, { discount: 10 + round }])),
          })),
        })),
      ),
    },
    {
      name: 'POST /user/addMoney',
      url: '/user/addMoney',
      method: 'POST',
      token: tokens.op,
      body: { amount: 500 },
    },
  ];
}

const pad = (s, n) => String(s).padEnd(n);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const results = [];
let missed = 0;

function report(db, kind, name, m, { anchor, anchorName, budgetRatio, budgetP99 }) {
  const ratio = anchor ? m.rps / anchor.rps : null;
  const fails = [];
  if (budgetRatio !== undefined && ratio !== null && ratio < budgetRatio) fails.push('ratio');
  if (budgetP99 !== undefined && m.p99 > budgetP99) fails.push('p99');
  if (m.errors > 0) fails.push('errors');
  if (m.non2xx > 0) fails.push('non-2xx');
  if (fails.length > 0) missed++;
  const budget = [
    budgetRatio !== undefined ? `≥ ${budgetRatio} × ${anchorName}` : '',
    budgetP99 !== undefined ? `p99 ≤ ${budgetP99} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  // An anchor that moved more than ANCHOR_DRIFT even on the second try shows both its figures.
  const of = !anchor
    ? ''
    : anchor.drift > ANCHOR_DRIFT
      ? ` of ${fmt(anchor.before)}–${fmt(anchor.after)} (unsteady)`
      : ` of ${fmt(anchor.rps)}`.padEnd(10);
  console.log(
    `${fails.length > 0 ? 'FAIL' : 'ok  '} ${pad(db, 8)} ${pad(name, 44)} ${fmt(m.rps).padStart(7)} req/s` +
      `${ratio !== null ? ` ${ratio.toFixed(2).padStart(5)} × ${anchorName}${of}` : ''.padEnd(24)}` +
      `  p50 ${String(m.p50).padStart(3)} ms  p99 ${String(m.p99).padStart(4)} ms  errors ${m.errors}  non-2xx ${m.non2xx}` +
      `${budget ? `  (budget ${budget})` : ''}${fails.length > 0 ? `  missed: ${fails.join(', ')}` : ''}`,
  );
  results.push({
    db,
    kind,
    name,
    ...m,
    ratio,
    anchorName,
    anchorRps: anchor?.rps ?? null,
    anchorRange: anchor ? [anchor.before, anchor.after] : null,
    anchorDrift: anchor?.drift ?? null,
    budgetRatio,
    budgetP99,
    ok: fails.length === 0,
  });
}

/** Figures measured between two measurements of their anchor (ANCHOR_EVERY at a time). */
const ANCHOR_EVERY = 3;
/** Anchors before and after a group further apart than this: the group is measured once more. */
const ANCHOR_DRIFT = 0.2;

/**
 * The machines these run on are shared and change speed by up to 2× within minutes (hello world
 * 8,590 and 17,933 req/s a few minutes apart on 2026-11-27), so one anchor at the start would
 * divide a figure measured minutes later by a different machine's. Each group of figures is
 * measured between two measurements of its anchor, and each figure's ratio is to their mean; a
 * group whose anchor moved by more than ANCHOR_DRIFT while it ran is measured again, once.
 */
async function bracketed(figures, anchorLabel, measureAnchorOnce, onFigure, afterFigure = async () => {}) {
  const measureAnchor = async () => {
    const m = await measureAnchorOnce();
    console.log(
      `     ${pad(anchorLabel, 53)} ${fmt(m.rps).padStart(7)} req/s (anchor)${''.padEnd(14)}  p50 ${String(m.p50).padStart(3)} ms  p99 ${String(m.p99).padStart(4)} ms`,
    );
    return m;
  };
  const driftOf = (a, b) => Math.abs(a.rps - b.rps) / Math.max(a.rps, b.rps);
  let before = await measureAnchor();
  for (let i = 0; i < figures.length; i += ANCHOR_EVERY) {
    const group = figures.slice(i, i + ANCHOR_EVERY);
    for (let attempt = 1; ; attempt++) {
      const measured = [];
      for (const f of group) {
        measured.push(await measure(f));
        await afterFigure(f);
      }
      const after = await measureAnchor();
      const drift = driftOf(before, after);
      if (drift > ANCHOR_DRIFT && attempt === 1) {
        console.log(
          `     anchor moved ${fmt(before.rps)} → ${fmt(after.rps)} req/s while ${group.length} figure(s) ran: measuring them again`,
        );
        before = await measureAnchor();
        continue;
      }
      const anchor = { rps: (before.rps + after.rps) / 2, before: before.rps, after: after.rps, drift };
      group.forEach((f, k) => onFigure(f, measured[k], anchor));
      before = after;
      break;
    }
  }
}

/**
 * PostgreSQL's clean-up of earlier writes, done now rather than during the next figure: VACUUM
 * (ANALYZE) of the bench's database (what autovacuum would start on the dead rows) and a
 * CHECKPOINT (the dirty pages written back). Prints how long it took.
 */
async function settler(url) {
  const client = new pg.Client({ connectionString: url });
  // A connection the server drops between two settles fails the next one, not the process.
  client.on('error', (err) => console.error(`settle connection: ${err.message}`));
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  const settle = async (after) => {
    const started = Date.now();
    await client.query('VACUUM (ANALYZE)');
    // CHECKPOINT needs a superuser or the pg_checkpoint role; without either, VACUUM alone.
    const checkpoint = await client.query('CHECKPOINT').then(
      () => ' and CHECKPOINT',
      (err) => ` (CHECKPOINT refused: ${err.message})`,
    );
    console.log(`     settled after ${after}: VACUUM (ANALYZE)${checkpoint} in ${Date.now() - started} ms`);
  };
  return { settle, end: () => client.end() };
}

async function runDb(db) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'oc-bench-'));
  const dbName = `oc_bench_${process.pid}`;
  let dbEnv;
  let admin;
  if (db === 'postgres') {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    dbEnv = { DATABASE_URL: u.toString(), DATA_DIR: tmp };
  } else {
    dbEnv = { DATA_DIR: path.join(tmp, 'data') };
  }
  const children = [];
  let settling;
  try {
    // The scale account (500 services) for the commission update of 20 services × 14 days.
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-scale.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...ENV, ...dbEnv },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed:scale failed: ${seeded.stderr || seeded.stdout}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start([SERVER], { ...dbEnv, PORT: String(port) });
    children.push(server);
    await waitHealthy(base, server);
    const helloPort = await freePort();
    const hello = start(['--import', 'tsx', 'bench/hello-server.ts'], {
      DATA_DIR: tmp,
      PORT: String(helloPort),
    });
    children.push(hello);
    await waitHealthy(`http://127.0.0.1:${helloPort}`, hello).catch(() => undefined);

    const tokens = {
      op: await login(base, '9000000001'),
      mg: await login(base, '9000000002'),
      electric: await login(base, '9000000003'),
      cab: await login(base, '9000000004'),
      scale: await login(base, SCALE_MOBILE),
    };
    const helloUrl = `http://127.0.0.1:${helloPort}/api/hello`;
    const healthUrl = `${base}/api/health`;
    const b = API_BUDGETS[db];
    const routes = (await listRoutes(base, tokens)).map((r) => ({ ...r, kind: 'list' }));
    const writes = (await mutations(base, tokens)).map((r) => ({ ...r, kind: 'mutation' }));
    const figures = [...routes, ...writes]
      .filter((r) => !ONLY || r.name.includes(ONLY))
      .map((r) => ({ ...r, url: `${base}/api/v1${r.url}` }));
    if (db === 'postgres') {
      // The seed's and each mutation's writes leave PostgreSQL work behind (autovacuum of their
      // dead and new rows, dirty pages to write back) that would otherwise start at a time of its
      // own and run during a later figure or its anchor (a top-up once measured 0.06 × hello in a
      // full run, and 0.10–0.11 in the others). It is done, timed and printed before the first
      // figure and after each mutation: at fixed points rather than on autovacuum's schedule.
      if (SETTLE) settling = await settler(dbEnv.DATABASE_URL);
      const settle = settling?.settle ?? (async () => {});
      await settle('the seed');
      // Every figure against hello world; the one-query route first, as the stack's reference.
      const health = { kind: 'anchor', name: 'GET /api/health (one query)', url: healthUrl };
      await bracketed(
        [health, ...figures],
        'hello world (same Fastify build)',
        () => measure({ url: helloUrl }),
        (f, m, anchor) =>
          report(db, f.kind, f.name, m, {
            anchor,
            anchorName: 'hello',
            ...(f.kind === 'list' ? { budgetRatio: b.listRatio, budgetP99: b.listP99Ms } : {}),
            ...(f.kind === 'mutation' ? { budgetRatio: b.mutationRatio } : {}),
          }),
        (f) => (f.kind === 'mutation' ? settle(f.name) : Promise.resolve()),
      );
    } else {
      // Hello world once, for the record; every figure against the one-query route.
      report(db, 'anchor', 'hello world (same Fastify build)', await measure({ url: helloUrl }), {});
      await bracketed(
        figures,
        'GET /api/health (one query)',
        () => measure({ url: healthUrl }),
        (f, m, anchor) =>
          report(db, f.kind, f.name, m, {
            anchor,
            anchorName: 'one-query',
            ...(f.kind === 'list' ? { budgetRatio: b.listRatioToOneQuery } : {}),
          }),
      );
    }

    // Restart to healthy with the existing data directory (budget 3 s).
    await stop(server);
    const again = start([SERVER], { ...dbEnv, PORT: String(port) });
    children.push(again);
    const restartMs = await waitHealthy(base, again);
    const ok = restartMs <= 3000;
    if (!ok) missed++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${pad(db, 8)} restart to healthy with existing data: ${restartMs} ms (budget 3000 ms)`,
    );
    results.push({ db, kind: 'start', name: 'restart to healthy', ms: restartMs, ok });
  } catch (err) {
    missed++;
    console.error(`FAIL ${db}: ${err.stack ?? err}`);
    for (const c of children) if (c.lastErr()) console.error(c.lastErr());
  } finally {
    await Promise.all(children.map(stop));
    await settling?.end().catch(() => undefined);
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}

console.log(
  `API: autocannon, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s of warm-up, one route at a time`,
);
for (const db of DBS) await runDb(db);
const out = arg('json', '');
if (out) writeFileSync(out, JSON.stringify(results, null, 2));
console.log(missed === 0 ? 'API: every budget held' : `API: ${missed} budget(s) missed`);
process.exitCode = missed > 0 ? 1 : 0;
