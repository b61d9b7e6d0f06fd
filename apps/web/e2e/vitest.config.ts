import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/sequencer.ts';

// Browser tests: `npx vitest run --config apps/web/e2e/vitest.config.ts` (npm test runs them last).
// `npm run test:a11y` (E2E_AUDIT=1) runs only the accessibility walk (`a11y.*.e2e.test.ts`), each
// screen in every language × theme pair; `npm test` runs it in two pairs per layout (a11y.suite.ts).
const AUDIT = process.env.E2E_AUDIT === '1';
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: AUDIT ? ['**/a11y.*.e2e.test.ts'] : ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/setup.ts'],
    // Longest files first, the access files (a shared suite) weighed by what they run.
    sequence: { sequencer: LongestFirst },
    // Each spec file has its own server and Chromium; two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    // expect.poll's own default is 1 s: a screen that loads a lazy chunk and its data on a loaded
    // two-core host can take longer (a menu walk failed its first try so). Locators wait 15 s.
    expect: { poll: { timeout: 10_000 } },
    // One retry: on a loaded two-core machine a browser step can miss its timeout once (a menu still
    // moving after a full-page screenshot). A real break fails both tries; the report names retried
    // tests ("retry x1") so a flaky one is seen and fixed rather than hidden.
    retry: 1,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
