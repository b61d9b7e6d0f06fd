import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * `npm run test:resilience` (scripts/test-resilience.mjs): the long evidence runs that are not part of
 * `npm test` — full-size schema fuzzing, faults and load. Files in `resilience/` run only here; test files
 * of the normal suite named in RESILIENCE_ALSO run here again at full size (FUZZ_RUNS).
 * TEST_DB chooses PGlite or PostgreSQL as in the normal suite.
 */
const testDb = (process.env.TEST_DB ?? 'pglite').toLowerCase();
if (testDb !== 'pglite' && testDb !== 'postgres')
  throw new Error(`TEST_DB must be "pglite" or "postgres", not "${testDb}"`);

/** Normal-suite files that read FUZZ_RUNS and run again here at full size. */
const RESILIENCE_ALSO: string[] = ['test/schema-fuzz.api.test.ts'];

export default defineConfig({
  test: {
    name: `resilience (${testDb === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    root,
    include: ['resilience/**/*.test.ts', ...RESILIENCE_ALSO],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    env: { TEST_DB: testDb, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000' },
  },
});
