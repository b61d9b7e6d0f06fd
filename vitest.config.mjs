// Unit and API tests of every workspace: `npx vitest` here, or `npm test` for everything.
// Browser tests have their own config (apps/web/e2e/vitest.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Server unit + API tests; TEST_DB=postgres runs its API suite on PostgreSQL.
      'apps/server/vitest.config.ts',
      {
        test: {
          name: 'unit',
          root: '.',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            // The browser run's own helpers (the files' order).
            'apps/web/e2e/support/*.test.ts',
            // The lint rules run (scripts/lint-rules.test.ts).
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      // Web component tests: a component rendered in jsdom with Testing Library, next to the
      // component (`*.test.tsx`): form and input behaviour (docs/testing.md).
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web components',
          root: '.',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/dom-setup.ts'],
        },
      },
    ],
    maxWorkers: 2,
  },
});
