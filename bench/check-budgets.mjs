// `npm run bench` (issue 18; docs/performance.md): every performance figure of the product printed
// with its anchor and budget, one part after another so they do not disturb each other. Each part
// is its own script that prints its lines and exits non-zero when it misses a budget.
//   npm run bench                 every part
//   npm run bench -- api web      only the named parts (api, grid, web, lighthouse, tables, start, webhooks,
//                                 ingest)
// Arguments after `--` that start with `--` go to every part (e.g. --duration=4 for the API part).
// Not part of `npm test`: the figures need a quiet machine; the test command stays a pass/fail gate.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The parts, in the order they run; `args` are fixed arguments of the script. */
const PARTS = [
  { id: 'api', title: 'API throughput and latency (PostgreSQL, PGlite)', file: 'bench/api.mjs' },
  {
    id: 'grid',
    title: 'Commission grid answer at scale (500 services × 14 days)',
    file: 'bench/commission-grid.ts',
  },
  {
    id: 'web',
    title: 'Web: JavaScript and CSS before first paint',
    file: 'bench/web-bundle.mjs',
    args: ['--check'],
  },
  { id: 'lighthouse', title: 'Web: Lighthouse (desktop and mobile)', file: 'bench/lighthouse.mjs' },
  { id: 'tables', title: 'Tables at scale in Chromium', file: 'bench/tables.mjs' },
  { id: 'start', title: 'Start: npm start on a fresh clone, and again', file: 'bench/start.mjs' },
  {
    id: 'webhooks',
    title: 'Webhook dispatcher: 5,000 signed deliveries to a local receiver',
    file: 'bench/webhooks.ts',
  },
  {
    id: 'ingest',
    title: 'Ingestion: bookings in batches of 500 vs a bare prepared INSERT (PostgreSQL)',
    file: 'bench/ingest.ts',
  },
];

const argv = process.argv.slice(2);
const named = argv.filter((a) => !a.startsWith('-'));
const passOn = argv.filter((a) => a.startsWith('--'));
for (const n of named)
  if (!PARTS.some((p) => p.id === n)) {
    console.error(`Unknown part "${n}"; choose from: ${PARTS.map((p) => p.id).join(', ')}`);
    process.exit(2);
  }

await buildIfNeeded();
const summary = [];
for (const part of PARTS) {
  if (named.length > 0 && !named.includes(part.id)) continue;
  if (!existsSync(path.join(ROOT, part.file))) {
    summary.push({ part, status: 'missing' });
    continue;
  }
  console.log(`\n▶ ${part.title}  (${part.file})\n`);
  const isTs = part.file.endsWith('.ts');
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [...(isTs ? ['--import', 'tsx'] : []), path.join(ROOT, part.file), ...(part.args ?? []), ...passOn],
    { cwd: ROOT, stdio: 'inherit' },
  );
  summary.push({ part, status: r.status === 0 ? 'ok' : 'missed', seconds: (Date.now() - started) / 1000 });
}

console.log('\n── Budgets ──────────────────────────────────────────────');
for (const s of summary)
  console.log(
    `  ${s.part.id.padEnd(11)} ${s.status === 'ok' ? 'every budget held' : s.status === 'missing' ? 'not measured (script missing)' : 'budget missed (see above)'}${s.seconds ? `  ${s.seconds.toFixed(0)} s` : ''}`,
  );
process.exitCode = summary.some((s) => s.status !== 'ok') ? 1 : 0;
