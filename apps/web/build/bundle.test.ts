import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Checks over the web build's files (apps/web/dist, made by `npm run build`; npm test builds before
 * its test steps). Without a build they are skipped, and say so in their name.
 */
const ASSETS = new URL('../dist/assets/', import.meta.url);
const built = existsSync(ASSETS);

describe.skipIf(!built)(
  `the web build's files${built ? '' : ' (skipped: no build, run npm run build)'}`,
  () => {
    it("keeps Mantine's rules of every component the app draws, and not the others'", () => {
      const classes = (text: string) => new Set(text.match(/\bm_[0-9a-f]{6,8}\b/g) ?? []);
      const files = readdirSync(ASSETS);
      const read = (ext: string) =>
        files
          .filter((f) => f.endsWith(ext))
          .map((f) => readFileSync(new URL(f, ASSETS), 'utf8'))
          .join('\n');
      const named = classes(read('.js'));
      const served = classes(read('.css'));
      const require = createRequire(import.meta.url);
      const styled = classes(
        ['core', 'dates', 'notifications']
          .map((p) => readFileSync(require.resolve(`@mantine/${p}/styles.css`), 'utf8'))
          .join('\n'),
      );
      // Every class the built code names and Mantine styles still has its rules.
      const drawn = [...named].filter((c) => styled.has(c));
      expect(drawn.length).toBeGreaterThan(100);
      expect(drawn.filter((c) => !served.has(c))).toEqual([]);
      // The rules of components the app never draws are gone (a few kept: alternatives in :is()).
      const never = [...styled].filter((c) => !named.has(c));
      expect(never.length).toBeGreaterThan(150);
      expect(never.filter((c) => served.has(c)).length).toBeLessThan(never.length / 10);
    });
  },
);
