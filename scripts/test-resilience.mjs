// npm run test:resilience: the long reliability and security runs (docs/security.md), not part of npm test.
// Full-size schema fuzzing, faults and load, on PGlite and then on PostgreSQL (TEST_DATABASE_URL or
// 127.0.0.1:5432). `npm run test:resilience -- pglite` or `-- postgres` runs one database only; further
// arguments go to vitest (a file name filter, -t NAME). Exit code 1 when anything failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIfNeeded } from './build-if-needed.mjs';

const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const args = process.argv.slice(2);
const dbs = ['pglite', 'postgres'].filter((d) => args.includes(d));
const rest = args.filter((a) => a !== 'pglite' && a !== 'postgres');

function run(db) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [VITEST, 'run', '--config', 'apps/server/vitest.resilience.config.ts', ...rest],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_DB: db } },
    );
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

await buildIfNeeded();
let failed = 0;
for (const db of dbs.length > 0 ? dbs : ['pglite', 'postgres']) {
  console.log(`\n▶ resilience on ${db}\n`);
  if ((await run(db)) !== 0) failed += 1;
}
console.log(failed === 0 ? '\nresilience: all passed' : `\nresilience: ${failed} run(s) failed`);
process.exit(failed === 0 ? 0 : 1);
