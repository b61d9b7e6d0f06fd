// npm test (= npm run validate): checks and tests everything, ends with one line `N passed, N failed`.
//   0. side by side: lint (eslint), typecheck (tsc, every tsconfig.json), format check (prettier) —
//      scripts/checks.mjs — and the build of what is stale (web app, server bundle)
//   1. unit + API tests on PGlite          (vitest, vitest.config.mjs)
//   2. the API suite again on PostgreSQL   (TEST_DB=postgres; TEST_DATABASE_URL or 127.0.0.1:5432),
//      beside step 1 on a machine with 6 cores or more (TEST_SIDE_BY_SIDE=1|0 to decide)
//   3. browser tests in Debian's Chromium  (vitest, apps/web/e2e/vitest.config.ts)
// Each static check counts as one passed or failed; a failure anywhere makes the exit code 1.
// `npm test -- static unit pg e2e` runs only the named steps (default: all).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, buildIfNeeded } from './build-if-needed.mjs';
import { CHECKS, runCheck } from './checks.mjs';

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const TMP = path.join(ROOT, '.test-tmp');
// Per run, so two runs in one checkout do not read each other's reports.
const RESULTS = path.join(TMP, `results-${process.pid}`);
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const RUNNERS = [
  { id: 'unit', label: 'unit + API on PGlite', config: 'vitest.config.mjs', env: { TEST_DB: 'pglite' } },
  {
    id: 'pg',
    label: 'API on PostgreSQL',
    config: 'vitest.config.mjs',
    args: ['--project', 'server (PostgreSQL)'],
    env: { TEST_DB: 'postgres' },
  },
  { id: 'e2e', label: 'browser (Chromium)', config: 'apps/web/e2e/vitest.config.ts', env: {} },
];

const STEPS = ['static', ...RUNNERS.map((r) => r.id)];
const started = Date.now();
const selected = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const s of selected)
  if (!STEPS.includes(s)) {
    console.error(`Unknown step "${s}"; choose from: ${STEPS.join(', ')}`);
    process.exit(2);
  }
const wanted = (id) => selected.length === 0 || selected.includes(id);

/** Every child process running now (static checks, build, a test runner), stopped on a signal. */
const children = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
function heading(text) {
  console.log(`\n${bold(`▶ ${text}`)}\n`);
}

/** Old scratch of runs that died (the suites remove their own when they end). */
function cleanStaleTmp() {
  if (!existsSync(TMP)) return;
  for (const name of readdirSync(TMP)) {
    const p = path.join(TMP, name);
    if (Date.now() - statSync(p).mtimeMs > 3 * 60 * 60_000) rmSync(p, { recursive: true, force: true });
  }
}

/** Runs node with `args`; with `output` (an array), the child's output is kept there instead of printed. */
function run(args, env, output) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    children.add(child);
    child.on('error', (err) => {
      children.delete(child);
      console.error(err);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Counts from vitest's JSON report; errors outside tests (a file that fails to load) count as failures. */
function countResults(file, exitCode) {
  if (!existsSync(file))
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `no results: vitest exited with ${exitCode} before reporting`,
    };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  failed += brokenFiles.length;
  let note = brokenFiles.length > 0 ? `${brokenFiles.length} file(s) failed outside a test` : '';
  // Named in the summary, so the last lines of a CI log always say what failed and why.
  const failures = [];
  for (const f of report.testResults ?? []) {
    const where = path.relative(ROOT, f.name ?? '');
    for (const a of f.assertionResults ?? [])
      if (a.status === 'failed')
        failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (brokenFiles.includes(f)) failures.push(`${where}: ${firstLine(f.message)}`);
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited with ${exitCode} (an error outside the tests; see above)`;
  }
  return { passed, failed, skipped, note, failures };
}

/** The first non-empty line of a failure message, colour codes removed, at most 300 characters. */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '(no message)';
  return line.trim().slice(0, 300);
}

/** Is anything listening at the PostgreSQL URL's host and port? (Login problems are the suite's to report.) */
function probePostgres(url) {
  let host = '127.0.0.1';
  let port = 5432;
  try {
    const u = new URL(url);
    host = u.hostname || 'localhost';
    port = Number(u.port || 5432);
  } catch {
    return Promise.resolve({ where: url, error: 'not a valid URL' });
  }
  const where = `${host}:${port}`;
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve({ where, error: null });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ where, error: 'no answer within 3 s' });
    });
    socket.once('error', (err) => resolve({ where, error: err.code ?? err.message }));
  });
}

const rows = [];
const notes = [];
cleanStaleTmp();
mkdirSync(RESULTS, { recursive: true });

// Step 0: the static checks and the build side by side (two cores: eslint and tsc are single-threaded,
// the web build uses what is left). Each check's output is held and printed when it ends.
const needBuild = RUNNERS.some((r) => wanted(r.id));
const checks = wanted('static') ? CHECKS : [];
heading(
  [
    checks.length > 0 ? `static checks (${checks.map((c) => c.id).join(', ')})` : null,
    needBuild ? 'build (web app and server, when missing or older than their sources)' : null,
  ]
    .filter(Boolean)
    .join(' and '),
);
const checking = checks.map(async (check) => {
  const result = await runCheck(check, { children });
  if (!result.ok) console.log(`\n${bold(`✖ ${check.label}`)}\n${result.output}`);
  console.log(`› ${check.label}: ${result.text} (${seconds(result.ms)})`);
  return { check, result };
});
const building = (async () => {
  if (!needBuild) return null;
  const t0 = Date.now();
  const builds = await buildIfNeeded({ children });
  return { builds, ms: Date.now() - t0 };
})();
for (const { check, result } of await Promise.all(checking))
  rows.push({
    label: check.label,
    passed: result.ok ? 1 : 0,
    failed: result.ok ? 0 : 1,
    skipped: 0,
    ms: result.ms,
    text: result.text,
  });
if (!wanted('static'))
  rows.push({ label: 'static checks', passed: 0, failed: 0, skipped: 0, ms: 0, text: 'not selected' });
const built = await building;
if (built) {
  const buildText = built.builds
    .map((b) => `${b.name} ${b.built ? (b.ok ? 'built' : 'FAILED') : 'up to date'}`)
    .join(', ');
  console.log(`› build: ${buildText}`);
  rows.push({
    label: 'build',
    passed: 0,
    failed: built.builds.filter((b) => !b.ok).length,
    skipped: 0,
    ms: built.ms,
    text: buildText,
  });
}

/**
 * One test runner: its heading, vitest with a JSON report, its row and notes. With `held`, its
 * output is kept and printed once it ends (a runner beside another), else printed as it goes.
 */
async function runRunner(runner, { held = false } = {}) {
  const title = `${runner.label}  (vitest --config ${runner.config}${runner.args ? ` ${runner.args.join(' ')}` : ''})`;
  if (runner.id === 'pg') {
    const url = process.env.TEST_DATABASE_URL?.trim() || DEFAULT_PG_URL;
    const probe = await probePostgres(url);
    if (probe.error) {
      const line = `PostgreSQL run skipped: no server at ${probe.where} (${probe.error}). Start PostgreSQL or set TEST_DATABASE_URL.`;
      heading(runner.label);
      console.log(line);
      return {
        row: { label: runner.label, passed: 0, failed: 0, skipped: 0, ms: 0, text: 'SKIPPED (no server)' },
        notes: [line],
      };
    }
  }
  if (held) console.log(`\n${bold(`▶ ${title}`)} — side by side; its output follows when it ends\n`);
  else heading(title);
  const file = path.join(RESULTS, `${runner.id}.json`);
  rmSync(file, { force: true });
  const t0 = Date.now();
  const output = held ? [] : undefined;
  const code = await run(
    [
      VITEST,
      'run',
      '--config',
      runner.config,
      ...(runner.args ?? []),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    runner.env,
    output,
  );
  if (held) {
    heading(`${title} — output`);
    process.stdout.write(Buffer.concat(output));
  }
  const counts = countResults(file, code);
  const runnerNotes = [];
  if (counts.note) runnerNotes.push(`${runner.label}: ${counts.note}`);
  for (const f of (counts.failures ?? []).slice(0, 20)) runnerNotes.push(`${runner.label} FAILED ${f}`);
  if ((counts.failures?.length ?? 0) > 20)
    runnerNotes.push(`${runner.label}: and ${counts.failures.length - 20} more failures (see above)`);
  return { row: { label: runner.label, ...counts, ms: Date.now() - t0 }, notes: runnerNotes };
}

// The PGlite and PostgreSQL runs side by side when the machine has cores for both (each takes two
// workers, and PostgreSQL its own); on fewer cores they would only slow each other down.
// TEST_SIDE_BY_SIDE=1 or 0 decides it whatever the cores.
const SIDE_BY_SIDE =
  (process.env.TEST_SIDE_BY_SIDE ? process.env.TEST_SIDE_BY_SIDE === '1' : availableParallelism() >= 6) &&
  wanted('unit') &&
  wanted('pg');
for (const runner of RUNNERS) {
  if (interrupted) break;
  if (!wanted(runner.id)) {
    rows.push({ label: runner.label, passed: 0, failed: 0, skipped: 0, ms: 0, text: 'not selected' });
    continue;
  }
  if (SIDE_BY_SIDE && runner.id === 'pg') continue; // started beside the PGlite run
  const results =
    SIDE_BY_SIDE && runner.id === 'unit'
      ? await Promise.all([
          runRunner(runner),
          runRunner(
            RUNNERS.find((r) => r.id === 'pg'),
            { held: true },
          ),
        ])
      : [await runRunner(runner)];
  for (const r of results) {
    rows.push(r.row);
    notes.push(...r.notes);
  }
}

const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\n${bold('── Summary ──────────────────────────────────────────────')}`);
for (const r of rows) {
  const text = r.text ?? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(`  ${r.label.padEnd(24)} ${text.padEnd(44)} ${r.ms ? seconds(r.ms) : ''}`);
}
for (const n of notes) console.log(`  ${n}`);
if (interrupted) console.log('  interrupted: the remaining runners did not run');
console.log(`  total time ${seconds(Date.now() - started)}`);
rmSync(RESULTS, { recursive: true, force: true });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = interrupted ? 130 : total.failed > 0 ? 1 : 0;
