import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Checks over the web build's files (apps/web/dist) for the messages compiled at build time
 * (build/precompile-messages.ts): the page carries no ICU parser and one copy of FormatJS, and the
 * catalogues arrive compiled. Without a build they are skipped, and say so in their name.
 */
const ASSETS = new URL('../dist/assets/', import.meta.url);
const built = existsSync(ASSETS);

describe.skipIf(!built)(
  `the web build's messages${built ? '' : ' (skipped: no build, run npm run build)'}`,
  () => {
    const files = built ? readdirSync(ASSETS) : [];
    /** Every module the built scripts were made of (their source maps' sources). */
    const sources = files
      .filter((f) => f.endsWith('.js.map'))
      .flatMap((f) => (JSON.parse(readFileSync(new URL(f, ASSETS), 'utf8')) as { sources: string[] }).sources)
      .map((s) => s.replace(/^(\.\.\/)+/, ''));

    it('ships no ICU parser, and one copy of each FormatJS package', () => {
      const formatjs = sources.filter((s) => /\/(@formatjs\/[^/]+|intl-messageformat|react-intl)\//.test(s));
      // The parser package only as its no-parser build; no skeleton parser (the parser's own import).
      expect(formatjs.filter((s) => s.includes('/icu-messageformat-parser/'))).toEqual([
        expect.stringMatching(/\/icu-messageformat-parser\/no-parser\.js$/),
      ]);
      expect(formatjs.filter((s) => s.includes('/icu-skeleton-parser/'))).toEqual([]);
      // Each package from one folder (npm installs identical copies under react-intl and @formatjs/intl).
      const packageOf = (s: string) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s)?.[1] ?? s;
      const folders = new Map<string, Set<string>>();
      for (const s of formatjs) {
        const folder = s.slice(0, s.lastIndexOf(`/${packageOf(s)}/`));
        folders.set(packageOf(s), (folders.get(packageOf(s)) ?? new Set()).add(folder));
      }
      expect([...folders].filter(([, set]) => set.size > 1)).toEqual([]);
      expect([...folders.keys()]).toContain('intl-messageformat');
    });

    it('compiles the catalogues: a message is its parsed form, not a text', () => {
      const manifest = JSON.parse(
        readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
      ) as Record<string, { file: string }>;
      const catalogues = Object.entries(manifest).filter(([key]) =>
        /packages\/i18n\/locales\/[^/]+\.json$/.test(key),
      );
      expect(catalogues.length).toBeGreaterThan(0);
      for (const [key, { file }] of catalogues) {
        const code = readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');
        // Each entry is `"id":[{type:…` (an array of elements), never `"id":"text"`.
        const entries = [...code.matchAll(/"[\w.-]+":(.)/g)].map((m) => m[1]);
        expect(entries.length, key).toBeGreaterThan(100);
        expect(
          entries.filter((c) => c !== '['),
          key,
        ).toEqual([]);
      }
    });
  },
);
