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

    it("keeps the staff console out of every chunk an operator's page can load", () => {
      interface Chunk {
        file: string;
        isEntry?: boolean;
        imports?: string[];
        dynamicImports?: string[];
      }
      const manifest = JSON.parse(
        readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
      ) as Record<string, Chunk>;
      const chunk = (key: string) => {
        const found = manifest[key];
        if (!found) throw new Error(`no ${key} in the manifest`);
        return found;
      };
      const text = (key: string) =>
        readFileSync(new URL(`../dist/${chunk(key).file}`, import.meta.url), 'utf8');
      /** The console's own modules (src/admin/): the router loads them only at /admin/…. */
      const isConsole = (key: string) => key.startsWith('src/admin/');
      /** Every chunk `from` can load, statically or lazily, without entering the console's modules. */
      const reach = (from: string[], skip: (key: string) => boolean) => {
        const seen = new Set<string>();
        const visit = (key: string) => {
          if (seen.has(key) || skip(key)) return;
          seen.add(key);
          for (const next of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])])
            visit(next);
        };
        from.forEach(visit);
        return seen;
      };
      const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
      expect(entries).toEqual(['index.html']);
      const operator = reach(entries, isConsole);
      const staffConsole = reach(Object.keys(manifest).filter(isConsole), (key) => operator.has(key));
      // The console is a chunk tree of its own, entered only by the router's /admin/* route.
      expect(staffConsole.has('src/admin/AdminApp.tsx')).toBe(true);
      const doors = [...operator].filter((k) => (chunk(k).dynamicImports ?? []).some(isConsole));
      expect(doors).toEqual(['src/app/router.tsx']);
      expect((chunk('src/app/router.tsx').imports ?? []).filter(isConsole)).toEqual([]);

      // Texts only the console's code holds: its screens, its session's storage key.
      const CONSOLE_TEXTS = ['Approve proposal', 'Staff sign-in', 'New wallet debit', 'staffAccessToken'];
      const inConsole = [...staffConsole].map(text).join('\n');
      expect(CONSOLE_TEXTS.filter((t) => !inConsole.includes(t))).toEqual([]);
      const leaks = [...operator].flatMap((key) =>
        CONSOLE_TEXTS.filter((t) => text(key).includes(t)).map((t) => `${chunk(key).file}: ${t}`),
      );
      expect(leaks).toEqual([]);

      // Neither the app's page nor the login pages ask for a console chunk ahead (modulepreload).
      const consoleFiles = [...staffConsole].map((k) => chunk(k).file);
      for (const page of ['index.html', 'login.html', 'login-mobile.html']) {
        const html = readFileSync(new URL(`../dist/${page}`, import.meta.url), 'utf8');
        expect(
          consoleFiles.filter((f) => html.includes(f)),
          page,
        ).toEqual([]);
      }
    });
  },
);
