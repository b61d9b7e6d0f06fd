// Start figures of `npm run bench` (issue 18; docs/performance.md "Start"): `npm start` on a fresh
// clone after its install, build included, to the first healthy answer (budget 60 s), with an empty
// data directory (embedded database: migrations and the demo seed run), then a restart on that data
// (budget 3 s; bench/api.mjs measures it on both databases too).
//   node bench/start.mjs [--keep]
// The clone is of this checkout's HEAD (commit what you want measured); `npm ci` in it is not timed.
// Exit code 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_FRESH_MS = 60_000;
const BUDGET_RESTART_MS = 3_000;
const keep = process.argv.includes('--keep');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

/** `npm start` in `dir` until GET /api/health answers 200: the elapsed ms and the running child. */
async function startUntilHealthy(dir, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - started > 5 * BUDGET_FRESH_MS)
      throw new Error(`not healthy after 5 minutes: ${stderr}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return { ms: performance.now() - started, child };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** Stops npm and the server under it, and waits until the server has let go of the data directory. */
async function stop(child, dataDir) {
  const done = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([done, sleep(10_000)]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  const lock = path.join(dataDir, 'pglite.lock');
  for (let waited = 0; existsSync(lock) && waited < 15_000; waited += 100) await sleep(100);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'oc-start-'));
const clone = path.join(tmp, 'clone');
const env = { DATA_DIR: path.join(tmp, 'data'), APP_MODE: 'demo', LOG_LEVEL: 'warn' };
let missed = 0;
const line = (ok, text) => {
  if (!ok) missed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
};
try {
  run('git', ['clone', '--quiet', ROOT, clone], tmp);
  const installStarted = performance.now();
  run('npm', ['ci', '--no-audit', '--no-fund'], clone);
  console.log(
    `     (npm ci in the clone, not timed: ${((performance.now() - installStarted) / 1000).toFixed(1)} s)`,
  );
  const fresh = await startUntilHealthy(clone, env);
  await stop(fresh.child, env.DATA_DIR);
  line(
    fresh.ms <= BUDGET_FRESH_MS,
    `npm start on a fresh clone (build, migrations, demo seed) to healthy: ${(fresh.ms / 1000).toFixed(1)} s (budget ${BUDGET_FRESH_MS / 1000} s)`,
  );
  const again = await startUntilHealthy(clone, env);
  await stop(again.child, env.DATA_DIR);
  line(
    again.ms <= BUDGET_RESTART_MS,
    `npm start again on the same data (nothing to build) to healthy: ${Math.round(again.ms)} ms (budget ${BUDGET_RESTART_MS} ms)`,
  );
} catch (err) {
  missed++;
  console.error(`FAIL start: ${err.stack ?? err}`);
} finally {
  if (keep) console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
console.log(missed === 0 ? 'Start: every budget held' : `Start: ${missed} budget(s) missed`);
process.exitCode = missed > 0 ? 1 : 0;
