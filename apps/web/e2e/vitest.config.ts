import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: `npx vitest run --config apps/web/e2e/vitest.config.ts` (npm test runs them last).
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/setup.ts'],
    // Each spec file has its own server and Chromium; two files at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
