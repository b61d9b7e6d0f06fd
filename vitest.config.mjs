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
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            // The lint rules run (scripts/lint-rules.test.ts).
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
    maxWorkers: 2,
  },
});
