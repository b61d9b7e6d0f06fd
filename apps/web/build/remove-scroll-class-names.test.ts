import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_MODULE } from './remove-scroll-class-names';
import { RemoveScroll } from './remove-scroll-class-names';

describe("the AppShell's react-remove-scroll stand-in", () => {
  it("gives the library's own class names", () => {
    expect(RemoveScroll.classNames).toEqual(library.classNames);
  });

  it('is all the AppShell parts use of the library', () => {
    const require = createRequire(import.meta.url);
    const core = path.dirname(require.resolve('@mantine/core/styles.css'));
    const dir = path.join(core, 'esm', 'components', 'AppShell');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
    const users = files.filter((f) =>
      readFileSync(path.join(dir, f), 'utf8').includes('react-remove-scroll'),
    );
    expect(users.length).toBeGreaterThan(0);
    for (const f of users) {
      const code = readFileSync(path.join(dir, f), 'utf8');
      // Every use of it other than the import is one of the two class names.
      const uses = [...code.matchAll(/\bRemoveScroll\b[\w.]*/g)].map((m) => m[0]);
      expect(
        uses.filter((u) => u === 'RemoveScroll'),
        f,
      ).toHaveLength(1); // import { RemoveScroll }
      expect(uses.length, f).toBeGreaterThan(1);
      for (const use of uses.filter((u) => u !== 'RemoveScroll'))
        expect(use, f).toMatch(/^RemoveScroll\.classNames\.(fullWidth|zeroRight)$/);
      // The build gives them the stand-in (vite.config.ts `appShellRemoveScroll`), no one else.
      expect(APP_SHELL_MODULE.test(path.join(dir, f)), f).toBe(true);
    }
    expect(APP_SHELL_MODULE.test(path.join(core, 'esm', 'components', 'ModalBase', 'ModalBase.mjs'))).toBe(
      false,
    );
  });
});
