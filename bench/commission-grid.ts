/**
 * Benchmark: GET /commission/services for the scale account (500 services × 14 dates = 7,000
 * cells) on the embedded database (PGlite in memory), through the whole app (auth, tenant, query,
 * zod serialization) with `app.inject`. Prints one JSON line: p50/p95/max in ms over RUNS calls
 * after WARMUP, then one line with its budget (p95 ≤ 300 ms); exit code 1 when it is missed.
 *
 *   npx tsx bench/commission-grid.ts [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { addDaysToDate, istDateOf, istStartOfDay } from '@oc/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { SCALE_MOBILE, seedScaleAccount } from '../apps/server/src/db/seed/scale';

const RUNS = Number(process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 40);
const BUDGET_P95_MS = 300;
const WARMUP = 5;
const DAYS = 14;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-bench-'));
  const client = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite-instance', client });
  const now = new Date();
  await seedDemo(database.db, { now });
  const scale = await database.db.transaction((tx) => seedScaleAccount(tx, { now }));
  const config = loadConfig({
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    JWT_SECRET: 'b'.repeat(64),
    HASH_SECRET: 'c'.repeat(64),
    LOG_LEVEL: 'silent',
    TEST_NUMBERS: `${SCALE_MOBILE}:1234`,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  try {
    const post = async (url: string, payload?: object) => {
      const r = await app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      return r.json<{ data: unknown }>().data;
    };
    const { token } = (await post('/api/v1/captcha/sandbox')) as { token: string };
    await post('/api/v1/user/login', { mobileNo: SCALE_MOBILE, captchaValue: token });
    const { accessToken } = (await post('/api/v1/user/verifyOtp', {
      mobileNo: SCALE_MOBILE,
      otp: '1234',
    })) as {
      accessToken: string;
    };
    const today = istDateOf(now);
    const url =
      `/api/v1/commission/services?fromDate=${istStartOfDay(today).getTime()}` +
      `&toDate=${istStartOfDay(addDaysToDate(today, DAYS - 1)).getTime()}`;
    const times: number[] = [];
    let cells = 0;
    let bytes = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const r = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
      const ms = performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`GET ${url}: ${r.statusCode} ${r.body.slice(0, 300)}`);
      if (i === 0) {
        const data = r.json<{ data: { services: { tripDateWiseData: object }[] } }>().data;
        cells = data.services.reduce((n, s) => n + Object.keys(s.tripDateWiseData).length, 0);
        bytes = r.body.length;
      }
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    console.log(
      JSON.stringify({
        bench: 'commission-grid',
        database: 'pglite',
        services: scale.services,
        cells,
        bytes,
        runs: RUNS,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times[times.length - 1] ?? NaN),
        budgetP95Ms: BUDGET_P95_MS,
      }),
    );
    const p95 = percentile(times, 95);
    const ok = p95 <= BUDGET_P95_MS;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} pglite   GET /commission/services, ${scale.services} services × ${DAYS} days ` +
        `(${cells} cells, ${Math.round(bytes / 1024)} KB): p50 ${round(percentile(times, 50))} ms, ` +
        `p95 ${round(p95)} ms (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
