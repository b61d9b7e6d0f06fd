// The architecture's lint rules really run (docs/architecture.md "Boundaries"): the project's own
// eslint.config.js, through the ESLint Node API, reports a cycle of TypeScript files and each
// boundary breach, and passes the clean counterpart of each. A cycle needs its files on disk (the
// rule reads the imported files), so its pair is written to a scratch folder under .test-tmp (which
// `npm run lint` ignores); a breach is linted as text at a path inside the tree, nothing written.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRATCH_REL = `.test-tmp/lint-probe-${process.pid}`;
const SCRATCH = path.join(ROOT, SCRATCH_REL);
/** The name of a breach linted as text (no such file exists). */
const PROBE = '__lint_probe__';

let eslint: ESLint;

beforeAll(() => {
  mkdirSync(SCRATCH, { recursive: true });
  eslint = new ESLint({
    cwd: ROOT,
    // The scratch folder is linted here although the project ignores .test-tmp.
    ignore: false,
    overrideConfig: [
      // Probes belong to no tsconfig: no type-aware rules for them (the rules under test need none).
      { files: [`${SCRATCH_REL}/**`, `**/${PROBE}*`], ...tseslint.configs.disableTypeChecked },
    ],
  });
});

afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/** The rule ids reported for `code` linted as the file `rel` (relative to the repository). */
async function rulesAt(rel: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, rel) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `(fatal) ${m.message}`);
}

/** A module of `feature` outside its api/ folder (imported by a probe of another feature). */
function privateModuleOf(feature: string): string | undefined {
  const dir = path.join(ROOT, 'apps/web/src/features', feature);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'))
    .filter((f) => !f.startsWith(`api${path.sep}`))
    .sort();
  return files[0]?.replace(/\.tsx?$/, '');
}

describe('eslint.config.js', () => {
  it('reports a cycle between TypeScript files (.ts and .tsx), not a chain', async () => {
    writeFileSync(path.join(SCRATCH, 'a.ts'), "import { b } from './b';\n\nexport const a = () => b;\n");
    writeFileSync(path.join(SCRATCH, 'b.tsx'), "import { a } from './a';\n\nexport const b = () => a;\n");
    writeFileSync(path.join(SCRATCH, 'c.ts'), "import { d } from './d';\n\nexport const c = () => d;\n");
    writeFileSync(path.join(SCRATCH, 'd.tsx'), 'export const d = () => 1;\n');
    const results = await eslint.lintFiles([SCRATCH]);
    const byFile = Object.fromEntries(
      results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
    );
    expect(byFile).toEqual({
      'a.ts': ['import-x/no-cycle'],
      'b.tsx': ['import-x/no-cycle'],
      'c.ts': [],
      'd.tsx': [],
    });
  });

  it('keeps components/ and lib/ from importing a feature', async () => {
    const feature = "import '../features/home/api/keys';\n";
    expect(await rulesAt(`apps/web/src/lib/${PROBE}.ts`, feature)).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesAt(`apps/web/src/lib/api/${PROBE}.ts`, "import '../../features/home/api/keys';\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesAt(`apps/web/src/components/${PROBE}.tsx`, feature)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesAt(`apps/web/src/lib/${PROBE}.ts`, "import './session';\n")).toEqual([]);
  });

  it('lets a feature import another only through a declared shared place', async () => {
    const features = readdirSync(path.join(ROOT, 'apps/web/src/features'));
    const other = features.find((f) => f !== 'home' && f !== 'buses' && privateModuleOf(f));
    const module = other && privateModuleOf(other);
    expect(module).toBeDefined();
    const probe = `apps/web/src/features/home/${PROBE}.ts`;
    expect(await rulesAt(probe, `import '../${other}/${module}';\n`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesAt(probe, "import '../buses/api/keys';\n")).toEqual([]);
    expect(await rulesAt(probe, "import './api/keys';\n")).toEqual([]);
  });

  it("keeps the staff console (admin/) out of the operator's code, the router's lazy route aside", async () => {
    const restricted = ['import-x/no-restricted-paths'];
    for (const rel of ['lib', 'components', 'features/home', 'app/layouts'])
      expect(
        await rulesAt(
          `apps/web/src/${rel}/${PROBE}.ts`,
          `import '${'../'.repeat(rel.split('/').length)}admin/routes';\n`,
        ),
      ).toEqual(restricted);
    // The console may use the operator app's shared code.
    expect(await rulesAt(`apps/web/src/admin/${PROBE}.ts`, "import '../lib/session';\n")).toEqual([]);
  });

  it('keeps SQL out of services: no query builder, no sql, no table (types may be imported)', async () => {
    const dir = 'apps/server/src/modules/reimbursements';
    const service = `${dir}/${PROBE}.service.ts`;
    const restricted = ['@typescript-eslint/no-restricted-imports'];
    expect(
      await rulesAt(service, "import { sql } from 'drizzle-orm';\n\nexport const q = sql`select 1`;\n"),
    ).toEqual(restricted);
    expect(
      await rulesAt(
        service,
        "import { reimbursements } from '../../db/schema';\n\nexport const t = reimbursements;\n",
      ),
    ).toEqual(restricted);
    expect(
      await rulesAt(service, "import type { SQL } from 'drizzle-orm';\n\nexport type Q = SQL;\n"),
    ).toEqual([]);
    expect(
      await rulesAt(
        `${dir}/${PROBE}.repository.ts`,
        "import { sql } from 'drizzle-orm';\n\nexport const q = sql`select 1`;\n",
      ),
    ).toEqual([]);
  });
});
