// Runs the benchmarks and checks their budgets (ARCHITECTURE.md §6: budgets are checked by a
// script, not by timed tests). `node bench/check-budgets.mjs`; exit code 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLighthouse } from './lighthouse.mjs';
import { checkWebBundle } from './web-bundle.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCHES = [{ file: 'bench/commission-grid.ts', metric: 'p95Ms', budget: 300 }];

let failed = 0;
for (const b of BENCHES) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, b.file)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = (r.stdout ?? '').trim().split('\n').filter(Boolean).pop() ?? '';
  let result;
  try {
    result = JSON.parse(line);
  } catch {
    console.error(`${b.file}: no result (exit ${r.status})`);
    failed++;
    continue;
  }
  const value = result[b.metric];
  const ok = typeof value === 'number' && value <= b.budget;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${result.bench}: ${b.metric} ${value} ms (budget ${b.budget} ms) ${line}`,
  );
  if (!ok) failed++;
}
// Web: gzipped JS before first paint and the largest lazy chunk, from the built app's manifest.
try {
  if (!checkWebBundle().ok) failed++;
} catch (err) {
  console.error(`web bundle: no result (${err.message}); run npm run build -w apps/web first`);
  failed++;
}
// Web: Lighthouse on /login and home, desktop and mobile, median of 3 (needs the server build too).
try {
  if (!(await checkLighthouse()).ok) failed++;
} catch (err) {
  console.error(`lighthouse: no result (${err.message}); run npm run build first`);
  failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
