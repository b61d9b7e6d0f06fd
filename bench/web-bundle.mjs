// Web bundle figures (issue 18; docs/performance.md): gzipped JS and CSS a route loads before its
// first paint, from the Vite manifest of apps/web/dist (npm run build -w apps/web first).
//   node bench/web-bundle.mjs [--json]
// A route's first paint needs the entry chunk, the route's screen chunk(s) and every chunk they
// import statically (transitively), and their CSS. Lazy chunks are measured one by one. /login is
// drawn without the router (src/app/Boot.tsx); home needs the router's chunk, the shell and home.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');

export function loadManifest(dist = DIST) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

const gzCache = new Map();
export function gzSize(file, dist = DIST) {
  const key = path.join(dist, file);
  let n = gzCache.get(key);
  if (n === undefined) {
    n = gzipSync(readFileSync(key), { level: 9 }).length;
    gzCache.set(key, n);
  }
  return n;
}

/** Static-import closure of manifest keys: the chunk files and CSS files they load. */
export function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The scripts a page's HTML loads itself, beside the entry (index.html's early reads' script). */
export function pageScripts(page, dist = DIST) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  return [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]);
}

export function routeFigures(manifest, screens, dist = DIST, page = 'login.html') {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const closed = closure(manifest, [entry, ...screens]);
  const js = [...new Set([...closed.js, ...pageScripts(page, dist)])];
  const { css } = closed;
  const sum = (files) => files.reduce((t, f) => t + gzSize(f, dist), 0);
  return { jsGz: sum(js), cssGz: sum(css), files: js.length };
}

export function webFigures(dist = DIST) {
  const manifest = loadManifest(dist);
  const login = routeFigures(manifest, ['src/features/auth/screens/LoginScreen.tsx'], dist);
  // Every page but /login loads the router's chunk (src/app/Boot.tsx) before the shell.
  const home = routeFigures(
    manifest,
    ['src/app/router.tsx', 'src/app/layouts/AppLayout.tsx', 'src/features/home/screens/HomeScreen.tsx'],
    dist,
    'index.html',
  );
  let largest = { file: '', gz: 0 };
  let charts = { file: '', gz: 0 };
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry || !chunk.file.endsWith('.js')) continue;
    const gz = gzSize(chunk.file, dist);
    if (chunk.name === 'charts') charts = { file: chunk.file, gz };
    else if (gz > largest.gz) largest = { file: chunk.file, gz };
  }
  return { login, home, largestLazy: largest, charts };
}

/**
 * Budgets (issue 18): gzipped JS before first paint of /login, and the largest lazy chunk; the
 * chart library's own chunk (issue 41: `charts`, vite.config.ts) has a budget of its own.
 */
export const WEB_BUDGETS = { loginJsGz: 110 * 1024, largestLazyGz: 60 * 1024, chartsGz: 140 * 1024 };

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * One line per figure with its budget (home has none: it is reported); answers whether every
 * budget holds. `npm run build -w apps/web` first.
 */
export function checkWebBundle({ dist = DIST, log = console.log } = {}) {
  statSync(path.join(dist, '.vite', 'manifest.json'));
  const f = webFigures(dist);
  const loginOk = f.login.jsGz <= WEB_BUDGETS.loginJsGz;
  const lazyOk = f.largestLazy.gz <= WEB_BUDGETS.largestLazyGz;
  const mark = (ok) => (ok ? 'ok  ' : 'FAIL');
  log(
    `${mark(loginOk)} web /login before first paint: JS ${kb(f.login.jsGz)} gz (budget ${kb(WEB_BUDGETS.loginJsGz)}), CSS ${kb(f.login.cssGz)} gz, ${f.login.files} chunks`,
  );
  log(
    `ok   web home after login before first paint: JS ${kb(f.home.jsGz)} gz (no budget), CSS ${kb(f.home.cssGz)} gz, ${f.home.files} chunks`,
  );
  log(
    `${mark(lazyOk)} web largest lazy chunk: ${f.largestLazy.file} ${kb(f.largestLazy.gz)} gz (budget ${kb(WEB_BUDGETS.largestLazyGz)})`,
  );
  const chartsOk = f.charts.gz > 0 && f.charts.gz <= WEB_BUDGETS.chartsGz;
  log(
    `${mark(chartsOk)} web chart library chunk: ${f.charts.file || '(none)'} ${kb(f.charts.gz)} gz (budget ${kb(WEB_BUDGETS.chartsGz)})`,
  );
  return { ok: loginOk && lazyOk && chartsOk, figures: f };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--json')) console.log(JSON.stringify(webFigures()));
  else if (!checkWebBundle().ok) process.exitCode = 1;
}
