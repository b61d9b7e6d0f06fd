// The docs are maps: every file or folder they name in code (`apps/web/src/lib/forms.ts`,
// `src/db/seed/`, `modules/home`) must exist. A path is matched by its ending, so docs may name a file
// relative to its app or package. Names with placeholders (`<feature>`, `*`, `{…}`) are not paths;
// what the build or a run makes (`dist/`, `data/`, `.test-tmp/`, `DATA_DIR/…`, `*.html`) and package files
// (`@mantine/…`) are not checked; `../shared/…` is checked on disk.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = tracked.map((f) => `/${f}`);
const folders = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(1, -1)
      .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}/`),
  ),
);

const DOCS = tracked.filter(
  (f) =>
    /^(docs\/.*|README|apps\/[^/]+\/README|packages\/[^/]+\/README)\.md$/.test(f) || /^docs\/.*\.md$/.test(f),
);

/** A code span or a fenced block's first word that reads as a path into this repository. */
const FILE = /^(?:\.\/)?[\w@.-]+(?:\/[\w@.[\]-]+)*\.(?:ts|tsx|mjs|cjs|js|json|md|css|sql|html)$/;
const FOLDER = /^(?:\.\/)?(?:[\w@.-]+\/)+$/;
const WORDS = /^(?:e\.g\.|i\.e\.)$/;
const NOT_IN_GIT = /(?:^|\/)dist\/|^(?:\.\/)?(?:data|screenshots|\.test-tmp)\/|^[A-Z_]+\/|^@[\w-]+\/|\.html$/;

function namesIn(markdown: string): string[] {
  const names: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      const first = line.trim().split(/\s+/)[0] ?? '';
      if (first.includes('/')) names.push(first);
      continue;
    }
    for (const m of line.matchAll(/`([^`\s]+)`/g)) names.push(m[1] ?? '');
  }
  return names.filter((n) => !WORDS.test(n) && (FILE.test(n) || (FOLDER.test(n) && n.includes('/'))));
}

function exists(name: string): boolean {
  if (NOT_IN_GIT.test(name)) return true;
  if (name.startsWith('../')) return existsSync(path.join(ROOT, name));
  const n = `/${name.replace(/^\.\//, '')}`;
  if (n.endsWith('/')) return [...folders].some((f) => f.endsWith(n));
  return files.some((f) => f.endsWith(n)) || [...folders].some((f) => f.endsWith(`${n}/`));
}

describe('docs name only what exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const missing = [...new Set(namesIn(readFileSync(path.join(ROOT, doc), 'utf8')))].filter(
      (n) => !exists(n),
    );
    expect(missing, `${doc} names files that do not exist`).toEqual([]);
  });
});

/** The maps stay short enough to read whole (issue 37): history goes to git, choices to docs/decisions/. */
const MAX_LINES: Record<string, number> = {
  'docs/architecture.md': 400,
  'docs/performance.md': 300,
  'docs/security.md': 300,
  'docs/ui.md': 400,
};

describe('docs stay within their lengths', () => {
  it.each(Object.entries(MAX_LINES))('%s ≤ %i lines', (doc, max) => {
    const lines = readFileSync(path.join(ROOT, doc), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(max);
  });
});
