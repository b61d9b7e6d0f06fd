import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The PostgreSQL run takes the API suite by name (`*.api.test.ts`, vitest.config.ts). A test file
 * that uses the database kit (test/support) under another name would run on PGlite only; one named
 * `.api` that does not would run twice for nothing. Both fail here. The support modules that hold
 * no database (`pdf`: reading a PDF's fonts; `zod-arbitrary`) are not the kit.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USES_KIT = /(?:test|\.)\/support(?:\/(?!(?:pdf|zod-arbitrary)['"])[\w-]+)?['"]/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(rel);
    return entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

describe('API test file names', () => {
  const files = [...testFiles('src'), ...testFiles('test')];

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('names every file that uses the database kit *.api.test.ts, and no other', () => {
    const misnamed = files.filter(
      (f) => USES_KIT.test(readFileSync(path.join(root, f), 'utf8')) !== f.endsWith('.api.test.ts'),
    );
    expect(misnamed).toEqual([]);
  });
});
