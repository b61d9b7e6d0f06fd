import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const INCLUDE = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** TEST_DB=pglite (default) runs every test; TEST_DB=postgres runs the API suite again on PostgreSQL. */
const testDb = (process.env.TEST_DB ?? 'pglite').toLowerCase();
if (testDb !== 'pglite' && testDb !== 'postgres')
  throw new Error(`TEST_DB must be "pglite" or "postgres", not "${testDb}"`);

/**
 * The API suite: files named `*.api.test.ts` (they build the app over a database with test/support).
 * Pure unit tests (`*.test.ts` without `.api`) run once, on PGlite's run.
 */
const API_TESTS = ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'];

export default defineConfig({
  test: {
    name: testDb === 'postgres' ? 'server (PostgreSQL)' : 'server',
    root,
    include: testDb === 'postgres' ? API_TESTS : INCLUDE,
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    // Two worker processes (two cores), each running test files one after another: every API
    // file builds its own app over its own database (createTestDatabase), so files share no rows;
    // what they share is the module cache, so the app's modules and PGlite's WebAssembly are
    // loaded and compiled, and the seeded tarball read, once per worker instead of once per file
    // (server project alone: PGlite 193 -> 141 s, PostgreSQL 112 -> 81 s; docs/performance.md
    // "The API tests' module cache kept per worker").
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    env: { TEST_DB: testDb },
  },
});
