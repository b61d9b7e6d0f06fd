import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineClassesIn, purgeMantineCss, requiredClasses } from './purge-mantine-css';

const BUTTON = 'm_77c9d27d';
const LOADER = 'm_5ae2e3c';
const UNUSED = 'm_0000ffff';

describe("Mantine's stylesheets without the rules no element can match", () => {
  it('names the classes a rule needs, leaving out those under :not()', () => {
    expect(requiredClasses(`.${BUTTON}:where([data-loading])`)).toEqual([BUTTON]);
    expect(requiredClasses(`.${BUTTON} .${UNUSED}`)).toEqual([BUTTON, UNUSED]);
    expect(requiredClasses(`.${BUTTON}:not(.${UNUSED})`)).toEqual([BUTTON]);
    expect(requiredClasses(`:where(.${BUTTON}[data-x]:not(:first-child))`)).toEqual([BUTTON]);
    expect(requiredClasses(':root, body')).toEqual([]);
    // Alternatives inside :is()/:where(): not told apart, kept.
    expect(requiredClasses(`:is(.${BUTTON}, .${UNUSED}) span`)).toBeNull();
    expect(requiredClasses(`.${UNUSED}:where([data-a='x'], [data-a='y'])`)).toEqual([UNUSED]);
    // Nested, upper-case, attribute values, selector arguments of other pseudo-classes.
    expect(requiredClasses(`.${BUTTON}:not(:where(.${UNUSED}:not(.y)))`)).toEqual([BUTTON]);
    expect(requiredClasses(`.${BUTTON}:NOT(.${UNUSED})`)).toEqual([BUTTON]);
    expect(requiredClasses(`:where(.${BUTTON}, :is(:where(.${UNUSED})))`)).toBeNull();
    expect(requiredClasses(`.${BUTTON}[data-x="${UNUSED}"]`)).toEqual([BUTTON]);
    expect(requiredClasses(`:nth-child(2 of .${UNUSED}, .x)`)).toBeNull();
    expect(requiredClasses(`:-webkit-any(.${UNUSED}, .x)`)).toBeNull();
    expect(requiredClasses(`.${BUTTON}:has(> .${UNUSED})`)).toEqual([BUTTON, UNUSED]);
  });

  it('drops the rules and selectors that need an unused class, keeps everything else', () => {
    const css = [
      ':root { --mantine-color-red-6: #fa5252; }',
      `.${BUTTON} { color: red; }`,
      `.${UNUSED} { color: blue; }`,
      `.${BUTTON}, .${UNUSED} .x { margin: 0; }`,
      `.${BUTTON}:not(.${UNUSED}) { padding: 0; }`,
      `@media (min-width: 48em) { .${UNUSED} { display: none; } }`,
      `@media (min-width: 62em) { .${BUTTON} { display: block; } }`,
      `@keyframes ${UNUSED} { from { opacity: 0; } to { opacity: 1; } }`,
      '.mantine-focus-auto:focus-visible { outline: 2px solid; }',
      '@layer base, components;',
      '@layer empty {}',
      `@supports (display: grid) { @media (min-width: 1em) { .${UNUSED} { display: grid; } } }`,
    ].join('\n');
    const out = purgeMantineCss(css, new Set([BUTTON]));
    expect(out).toContain('--mantine-color-red-6');
    expect(out).toContain(`.${BUTTON} { color: red; }`);
    expect(out).not.toContain(`.${UNUSED} { color: blue; }`);
    expect(out).toContain(`.${BUTTON} { margin: 0; }`);
    expect(out).toContain(`.${BUTTON}:not(.${UNUSED}) { padding: 0; }`);
    expect(out).not.toContain('48em');
    expect(out).toContain('@media (min-width: 62em)');
    expect(out).toContain('@keyframes');
    expect(out).toContain('.mantine-focus-auto');
    // At-rules the purge left empty go, with those around them; the others stay.
    expect(out).not.toContain('@supports');
    expect(out).toContain('@layer base, components;');
    expect(out).toContain('@layer empty {}');
  });

  it("keeps Button's and Loader's rules of the real stylesheet and drops the others'", () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
    const all = mantineClassesIn(css);
    expect(all.has(BUTTON)).toBe(true);
    const out = purgeMantineCss(css, new Set([BUTTON, LOADER]));
    const left = mantineClassesIn(out);
    expect(left.has(BUTTON)).toBe(true);
    // Only the two components' classes are left, and far fewer bytes.
    expect(
      [...left].every((name) => name === BUTTON || name === LOADER || out.includes(`@keyframes ${name}`)),
    ).toBe(true);
    expect(out.length).toBeLessThan(css.length / 2);
  });
});
