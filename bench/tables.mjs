// Table budgets in Chromium (issue 18 §1 "Tables"): with the scale seed (npm run seed:scale, on a
// fresh PGlite data directory), for each unpaginated list screen, measured in the page:
//   - data to first rows painted: the list call's response end (Resource Timing) to the frame after
//     the first rows are in the DOM (two requestAnimationFrames) ≤ 300 ms;
//   - rows in the DOM once the screen has settled ≤ 150;
//   - sort or filter (where the screen has one): the click to the frame after the table changed ≤ 100 ms.
// Prints one line per figure with its budget; exit code 1 when one is missed. Not a test.
//   node bench/tables.mjs            (builds nothing: run `node scripts/build-if-needed.mjs` first)
// `measureTables()` is exported for bench/check-budgets.mjs.
/* global window, document, requestAnimationFrame, MutationObserver -- page functions run in Chromium */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const JWT_SECRET = 'b'.repeat(64);
const HASH_SECRET = 'c'.repeat(64);
const OPERATOR = '9000000099';
const MG = '9000000098';
const CAB = '9000000097';
export const TABLE_BUDGETS = { paintMs: 300, rows: 150, sortMs: 100 };
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The screens: who opens it, the list call it waits for (a substring of the URL), what a row is,
 * and the sort or filter control (a selector clicked), if any.
 */
const SCREENS = [
  {
    name: 'Offline Commission grid (500 services × 14 days)',
    user: OPERATOR,
    path: '/offlineCommission',
    api: '/commission/services',
    row: '[data-service-id]',
  },
  {
    name: 'Offline Seat Fare grid (500 services × 14 days)',
    user: OPERATOR,
    path: '/seatFare',
    api: '/commission/services',
    row: '[data-service-id]',
  },
  {
    name: 'Trips and Revenue (a year)',
    user: MG,
    path: '/tripsRevenue',
    api: '/tripRevenue',
    row: '[data-service-id]',
  },
  {
    name: 'Wallet transactions',
    user: OPERATOR,
    path: '/wallet',
    api: '/user/trasactions',
    row: '[aria-label="Transactions"] tbody tr, [aria-label="Transactions"] [role="listitem"]',
  },
  {
    name: 'Inspection data',
    user: MG,
    path: '/inspectionDataDetails',
    api: '/fetchInspectionData',
    row: 'table tbody tr',
    sort: 'th[aria-sort] button',
  },
  {
    name: 'Cab trips',
    user: CAB,
    path: '/trips',
    api: '/trips',
    row: '[data-trip]',
  },
];

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

function cleanEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|TEST_|SMS_|MSG91_|CAPTCHA_|RECAPTCHA_)/.test(k),
    ),
  );
}

async function startServer(dataDir) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...cleanEnv(),
      APP_MODE: 'demo',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      JWT_SECRET,
      HASH_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TEST_NUMBERS: [OPERATOR, MG, CAB].map((m) => `${m}:1234`).join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 90 s');
}

async function login(baseUrl, mobileNo) {
  const post = async (p, body) => {
    const r = await fetch(`${baseUrl}${p}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`POST ${p}: ${r.status} ${text}`);
    return JSON.parse(text).data;
  };
  const { token } = await post('/api/v1/captcha/sandbox');
  await post('/api/v1/user/login', { mobileNo, captchaValue: token });
  return post('/api/v1/user/verifyOtp', { mobileNo, otp: '1234' });
}

/** Installed before the app: records when the first row is in the DOM and painted. */
function observeRows(rowSelector) {
  const w = window;
  w.__rows = { firstPainted: null };
  const check = () => {
    if (w.__rows.firstPainted !== null || !document.querySelector(rowSelector)) return false;
    w.__rows.firstPainted = -1;
    requestAnimationFrame(() => requestAnimationFrame(() => (w.__rows.firstPainted = performance.now())));
    return true;
  };
  new MutationObserver((_, obs) => {
    if (check()) obs.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function measureScreen(browser, baseUrl, tokens, screen) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((t) => {
      localStorage.setItem('idToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await page.addInitScript(observeRows, screen.row);
    await page.goto(`${baseUrl}${screen.path}`);
    await page.waitForFunction(() => (window.__rows?.firstPainted ?? -1) > 0, null, { timeout: 120_000 });
    await page.waitForTimeout(1_000);
    const result = await page.evaluate(
      ({ api, row }) => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(api) && e.name.includes('/api/'));
        const data = entries.length > 0 ? Math.min(...entries.map((e) => e.responseEnd)) : NaN;
        return {
          paintMs: window.__rows.firstPainted - data,
          rows: document.querySelectorAll(row).length,
        };
      },
      { api: screen.api, row: screen.row },
    );
    if (screen.sort) {
      result.sortMs = await page.evaluate(
        ({ sort, row }) =>
          new Promise((resolve, reject) => {
            const control = document.querySelector(sort);
            const first = document.querySelector(row);
            if (!control || !first) return reject(new Error(`no ${sort} or ${row}`));
            const body = first.parentElement ?? document.body;
            const t0 = performance.now();
            new MutationObserver((_, obs) => {
              obs.disconnect();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
            }).observe(body, { childList: true, subtree: true, characterData: true });
            control.click();
          }),
        { sort: screen.sort, row: screen.row },
      );
    }
    return result;
  } finally {
    await context.close();
  }
}

/** Seeds a fresh data directory, starts the server, measures every screen; returns the figures. */
export async function measureTables({ log = console.log } = {}) {
  // TABLES_DATA_DIR: a data directory already holding the scale seed (kept); else a fresh one.
  // Each run logs the three accounts in: the server's OTP rule (5 sends an hour per number) allows
  // five runs an hour on one directory.
  const given = process.env.TABLES_DATA_DIR;
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'oc-tables-'));
  let server;
  let browser;
  try {
    const t0 = Date.now();
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'src', 'cli', 'seed-scale.ts')],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...cleanEnv(), APP_MODE: 'demo', DATA_DIR: dataDir, JWT_SECRET, HASH_SECRET },
      },
    );
    if (seeded.status !== 0) throw new Error(`seed:scale failed: ${seeded.stdout}\n${seeded.stderr}`);
    log(`tables: scale data ready in ${Date.now() - t0} ms (${dataDir})`);
    server = await startServer(dataDir);
    const tokens = {};
    for (const m of [OPERATOR, MG, CAB]) tokens[m] = await login(server.baseUrl, m);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    const figures = [];
    // TABLES_ONLY: a substring of the screen names to measure (default all).
    const only = process.env.TABLES_ONLY;
    for (const screen of SCREENS.filter((x) => !only || x.name.includes(only))) {
      let r;
      try {
        r = await measureScreen(browser, server.baseUrl, tokens[screen.user], screen);
      } catch (err) {
        log(`tables: ${screen.name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        r = { paintMs: NaN, rows: NaN, ...(screen.sort ? { sortMs: NaN } : {}) };
      }
      figures.push({
        screen: screen.name,
        metric: 'data to first rows painted',
        unit: 'ms',
        value: r.paintMs,
        budget: TABLE_BUDGETS.paintMs,
      });
      figures.push({
        screen: screen.name,
        metric: 'rows in the DOM',
        unit: '',
        value: r.rows,
        budget: TABLE_BUDGETS.rows,
      });
      if (r.sortMs !== undefined)
        figures.push({
          screen: screen.name,
          metric: 'sort',
          unit: 'ms',
          value: r.sortMs,
          budget: TABLE_BUDGETS.sortMs,
        });
    }
    return figures;
  } finally {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line per figure; true when every figure is within its budget. */
export function printFigures(figures, log = console.log) {
  let ok = true;
  for (const f of figures) {
    const pass = Number.isFinite(f.value) && f.value <= f.budget;
    if (!pass) ok = false;
    const value = f.unit === 'ms' ? `${Math.round(f.value)} ms` : String(f.value);
    log(
      `${pass ? 'ok  ' : 'FAIL'} tables: ${f.screen}: ${f.metric} ${value} (budget ${f.budget}${f.unit ? ` ${f.unit}` : ''})`,
    );
  }
  return ok;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const ok = printFigures(await measureTables());
    process.exitCode = ok ? 0 : 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
}
