// Lighthouse figures of the web (issue 18; docs/performance.md "Web"): /login and the home screen
// after login, desktop and mobile presets, the median of 3 runs each, against the built app served
// by the product server (demo mode, a temporary data directory), in Debian's Chromium.
// The budgets apply to the pages as operators get them: through TLS with HTTP/2, the way the
// README's production notes deploy the server (bench/tls-terminator.mjs in front of its port).
// The same pages from the server's own port (plain HTTP/1.1, six connections) are measured too and
// printed for reference, without a budget (docs/performance.md "Lighthouse as deployed").
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--json]
// Each run gets a fresh browser profile (cold cache); for home the session is put into
// localStorage first, the way apps/web/e2e/support/auth.ts does, and Lighthouse keeps it
// (disableStorageReset). Exit code 1 when a budget is missed. Timing figures depend on the
// machine's load: run it on a quiet machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startTlsTerminator } from './tls-terminator.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// OC_SERVER_ENTRY measures another checkout's build (its server serves its own apps/web/dist).
const SERVER_ENTRY = process.env.OC_SERVER_ENTRY ?? path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const CHROMIUM = '/usr/bin/chromium';
const DEMO_NUMBER = '9000000001';
const DEMO_OTP = '1234';

/** Budgets (issue 18). Desktop: LCP only; mobile: LCP, TBT, CLS and the performance score. */
export const LIGHTHOUSE_BUDGETS = {
  desktop: { lcpMs: 1000 },
  mobile: { lcpMs: 2000, tbtMs: 100, cls: 0.05, score: 95 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `node apps/server/dist/server.js` in demo mode over a temporary data directory. */
async function startServer() {
  statSync(SERVER_ENTRY);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oc-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !/^(DATABASE_URL|TEST_|SMS_|MSG91_|CAPTCHA_|RECAPTCHA_|WEB_DIST|PUBLIC_URL|TRUST_PROXY)/.test(k),
    ),
  );
  const secret = () => randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...env,
      APP_MODE: 'demo',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      JWT_SECRET: secret(),
      HASH_SECRET: secret(),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy within 180 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, port, stop };
}

async function post(baseUrl, route, body) {
  const r = await fetch(`${baseUrl}/api/v1${route}`, {
    method: 'POST',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`POST ${route} answered ${r.status} ${text}`);
  return JSON.parse(text).data;
}

/** The demo login through the API: sandbox captcha → login → verifyOtp. */
async function apiLogin(baseUrl) {
  const { token } = await post(baseUrl, '/captcha/sandbox');
  await post(baseUrl, '/user/login', { mobileNo: DEMO_NUMBER, captchaValue: token });
  return post(baseUrl, '/user/verifyOtp', { mobileNo: DEMO_NUMBER, otp: DEMO_OTP });
}

/**
 * The session home's runs start with: logged in again once it is 10 minutes old, so that no run
 * starts near the access token's 15 minutes (the page would refresh it inside the measured load,
 * and a later run handing the same refresh token back would find its login revoked as a reuse).
 * A login within 30 s of the last one is refused (429, the OTP resend gap): it waits and tries again.
 */
function freshSession(baseUrl) {
  let tokens = null;
  let at = 0;
  return async () => {
    if (tokens && Date.now() - at < 10 * 60_000) return tokens;
    for (let attempt = 1; ; attempt++) {
      try {
        tokens = await apiLogin(baseUrl);
        at = Date.now();
        return tokens;
      } catch (err) {
        if (attempt >= 3 || !/ 429 /.test(err.message)) throw err;
        await new Promise((r) => setTimeout(r, 31_000));
      }
    }
  };
}

/** Puts the session into the app origin's localStorage (apps/web/src/lib/session.ts keys). */
async function storeSession(port, baseUrl, tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((t) => {
      localStorage.setItem('idToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in a fresh browser: LCP, TBT, CLS, FCP and the performance score. */
async function auditOnce(url, preset, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The terminator's certificate is self-signed, made for the run.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    if (session) await storeSession(chrome.port, session.baseUrl, await session.tokens());
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
    if (session && new URL(finalUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${finalUrl}: the session was not kept`);
    const n = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const document = lhr.audits['network-requests']?.details?.items?.find(
      (item) => item.resourceType === 'Document',
    );
    return {
      protocol: document?.protocol ?? 'unknown',
      lcpMs: n('largest-contentful-paint'),
      tbtMs: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
      fcpMs: n('first-contentful-paint'),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP: "Please run Lighthouse
 * again", seen on a loaded machine) is run again, up to twice; any other failure stops the bench.
 */
async function auditWithRetry(url, preset, session, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, preset, session);
    } catch (err) {
      if (attempt > 2 || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(err.message)) throw err;
      log(`     lighthouse ${preset} ${url}: ${err.message.split('. ')[0]}; run again`);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const FIGURES = ['lcpMs', 'tbtMs', 'cls', 'fcpMs', 'score'];

/** `runs` audits of one page; the median of each figure, and every run's. */
async function auditPage(page, preset, runs, log) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await auditWithRetry(page.url, preset, page.session, log));
  const medians = {};
  for (const key of FIGURES) medians[key] = median(all.map((r) => r[key]));
  return { median: medians, runs: all };
}

/**
 * Runs every audit; one line per figure with its budget for the pages through TLS and HTTP/2, one
 * line of reference figures for the same page from the server's own port. Answers { ok, figures }.
 */
export async function checkLighthouse({ runs = 3, log = console.log } = {}) {
  const server = await startServer();
  let terminator = null;
  const figures = {};
  let ok = true;
  try {
    terminator = await startTlsTerminator(server.port);
    const sessionTokens = freshSession(server.baseUrl);
    const pagesOf = (baseUrl) => [
      { name: '/login', url: `${baseUrl}/login`, session: null },
      { name: 'home', url: `${baseUrl}/`, session: { baseUrl, tokens: sessionTokens } },
    ];
    const deployed = pagesOf(terminator.origin);
    const direct = pagesOf(server.baseUrl);
    for (const preset of ['desktop', 'mobile']) {
      for (const [i, p] of deployed.entries()) {
        const result = await auditPage(p, preset, runs, log);
        const fig = result.median;
        figures[`${preset} ${p.name}`] = result;
        const protocols = [...new Set(result.runs.map((r) => r.protocol))];
        if (protocols.join() !== 'h2') {
          ok = false;
          log(`FAIL lighthouse ${preset} ${p.name}: loaded over ${protocols.join(', ')}, not HTTP/2`);
        }
        const budgets = LIGHTHOUSE_BUDGETS[preset];
        const line = (label, value, text, budget, holds) => {
          if (budget !== undefined && !holds) ok = false;
          const mark = budget === undefined ? 'ok  ' : holds ? 'ok  ' : 'FAIL';
          log(
            `${mark} lighthouse ${preset} ${p.name} ${label}: ${text} (median of ${runs}: ${result.runs
              .map((r) => (label === 'CLS' ? r.cls.toFixed(3) : Math.round(r[value])))
              .join(', ')}; ${budget === undefined ? 'no budget' : `budget ${budget}`})`,
          );
        };
        line(
          'LCP',
          'lcpMs',
          `${Math.round(fig.lcpMs)} ms`,
          budgets.lcpMs && `≤ ${budgets.lcpMs} ms`,
          fig.lcpMs <= budgets.lcpMs,
        );
        line(
          'TBT',
          'tbtMs',
          `${Math.round(fig.tbtMs)} ms`,
          budgets.tbtMs && `≤ ${budgets.tbtMs} ms`,
          fig.tbtMs <= budgets.tbtMs,
        );
        line('CLS', 'cls', fig.cls.toFixed(3), budgets.cls && `≤ ${budgets.cls}`, fig.cls <= budgets.cls);
        line(
          'score',
          'score',
          String(fig.score),
          budgets.score && `≥ ${budgets.score}`,
          fig.score >= budgets.score,
        );
        line('FCP', 'fcpMs', `${Math.round(fig.fcpMs)} ms`, undefined, true);

        const plain = await auditPage(direct[i], preset, runs, log);
        figures[`${preset} ${p.name} (server's own port)`] = plain;
        const m = plain.median;
        log(
          `info lighthouse ${preset} ${p.name} from the server's own port (HTTP/1.1, no TLS): ` +
            `LCP ${Math.round(m.lcpMs)} ms (${plain.runs.map((r) => Math.round(r.lcpMs)).join(', ')}), ` +
            `FCP ${Math.round(m.fcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, ` +
            `score ${m.score} (median of ${runs}; for reference, no budget)`,
        );
      }
    }
  } finally {
    await terminator?.close();
    await server.stop();
  }
  return { ok, figures };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--runs');
  const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
  const json = process.argv.includes('--json');
  const { ok, figures } = await checkLighthouse({ runs, log: json ? () => {} : console.log });
  if (json) console.log(JSON.stringify(figures));
  process.exitCode = ok ? 0 : 1;
}
