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

/**
 * The declared shared places of web features (docs/architecture.md "Boundaries"): the buses' RCs,
 * the one RC picker of every part 2 screen (docs/architecture.md "Buses"); the cab group's cities
 * type-ahead of the cab trips and the fleet payment summary; the profile (kyc.details), read by KYC
 * and the account screen under one query key.
 */
const SHARED_FEATURE_PLACES = ['./buses/api', './cab/api', './kyc/api'];

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
      // Without these, import-x parses only .js/.mjs/.cjs files when it follows an import, so
      // no-cycle and the other rules that read the imported module skip every TypeScript file.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
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
          basePath: import.meta.dirname,
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
    // Repositories hold the SQL: a service cannot build a query (no query builder, no `sql`, no
    // table), it calls its repository. Types of rows and transactions stay importable.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Services build no SQL: move the query into the repository.',
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
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                'Use zodResolver from lib/forms: it shows the contract\'s messages in the page\'s language (docs/ui.md "Languages").',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            // A feature imports another feature only through a declared shared place; everything else
            // shared lives in components/ or lib/. Written over the folder list, so a new or renamed
            // feature is covered as it is.
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`, ...SHARED_FEATURE_PLACES],
              message: `Features import each other only through ${SHARED_FEATURE_PLACES.join(', ')}; move shared code to components/ or lib/.`,
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message:
                'components/ and lib/ serve every feature and import none: move the code here, or pass it in.',
            },
            // The staff console (admin/) is its own lazy chunk tree: the operator's code imports none
            // of it, so operators never download it. app/router.tsx's lazy /admin/* route is the one
            // door (checked over the build by apps/web/build/bundle.test.ts).
            {
              target: [
                './apps/web/src/app',
                './apps/web/src/components',
                './apps/web/src/features',
                './apps/web/src/lib',
              ],
              from: './apps/web/src/admin',
              message:
                "The operator's app imports nothing of the staff console (admin/): only app/router.tsx's lazy /admin/* route loads it.",
            },
          ],
        },
      ],
    },
  },
);
