import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { weight } from './sequencer';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the browser files’ order (LongestFirst)', () => {
  it('weighs a file that runs a shared suite by the suite, as heavy as the suite it runs', () => {
    const suite = statSync(path.join(E2E, 'access.suite.ts')).size;
    for (const f of ['access.desktop.e2e.test.ts', 'access.mobile.e2e.test.ts'])
      expect(weight(path.join(E2E, f))).toBeGreaterThan(suite);
  });

  it('weighs any other file by its own size', () => {
    const file = path.join(E2E, 'home.e2e.test.ts');
    expect(weight(file)).toBe(statSync(file).size);
  });
});
