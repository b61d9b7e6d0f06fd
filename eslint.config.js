// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every web feature folder (read, so a new feature is covered without editing this list). */
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    // What .gitignore leaves out (coverage reports, scratch files), and the generated migrations.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-tmp/**',
      'coverage/**',
      'screenshots/**',
      'apps/server/scratch/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests may assert non-null where a failing assertion would say more than a guard.
    files: ['**/*.test.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The contract is shared by server and web: no server, database or React imports.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'fastify*',
            '@fastify/*',
            'react*',
            'drizzle-orm*',
            '@oc/server',
            '@oc/web',
            '**/apps/**',
          ],
        },
      ],
    },
  },
  {
    // Server layers point one way: routes -> services -> repositories.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@oc/web', '**/apps/web/**', 'react*'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/**/*.repository.ts',
              from: ['./apps/server/src/**/*.service.ts', './apps/server/src/**/*.routes.ts'],
              message: 'Repositories hold SQL only.',
            },
            {
              target: './apps/server/src/**/*.service.ts',
              from: './apps/server/src/**/*.routes.ts',
              message: 'Services do not know about routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@oc/server', '**/apps/server/**', 'fastify*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
        },
      ],
      // Web features never import each other: shared pieces live in components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((f) => ({
            target: `./apps/web/src/features/${f}`,
            from: './apps/web/src/features',
            // Shared lists: the buses' RCs, the one RC picker of every part 2 screen (docs/architecture.md
            // "Buses"), and the cities type-ahead of the cab trips and the fleet payment summary.
            except: [`./${f}`, './buses/api', './cities/api'],
            message: 'Features do not import each other; move shared code to components/ or lib/.',
          })),
        },
      ],
    },
  },
);
