import postcss, { type Root } from 'postcss';

/**
 * Mantine's stylesheets (`@mantine/core/styles.css` and the other packages') hold the rules of
 * every Mantine component, about a hundred, where the app draws about fifty: 87 of the 249 KB every
 * page loaded before its first paint were rules no element could match. Each component's rules
 * are written against its own hashed classes (`.m_77c9d27d` is Button's root, `.m_5ae2e3c` Loader's: six to eight hex digits), which its module
 * (`Button.module.mjs`) names in the JavaScript; so a rule that needs a class no module of the
 * build names is dropped, and everything else — variables, the baseline, the `mantine-*`
 * classes, keyframes — is kept (docs/performance.md "Mantine's rules the app never draws").
 */

/** Mantine's hashed class names in a piece of code or CSS. */
export const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** Every Mantine hashed class named in `code`. */
export function mantineClassesIn(code: string): Set<string> {
  return new Set(code.match(MANTINE_CLASS) ?? []);
}

/**
 * The Mantine classes an element must carry for `selector` to match it: those outside `:not()`.
 * Null when that cannot be told simply (a class inside `:is()`, `:where()`, `:has()` or `:matches()`
 * with alternatives): such a selector is kept.
 */
export function requiredClasses(selector: string): string[] | null {
  const outsideNot = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  const groups = outsideNot.match(/:(?:is|where|has|matches)\((?:[^()]|\([^()]*\))*\)/g) ?? [];
  if (groups.some((group) => group.includes(',') && new RegExp(MANTINE_CLASS.source).test(group)))
    return null;
  return outsideNot.match(MANTINE_CLASS) ?? [];
}

/** Drops from `root`, in place, the selectors that need a Mantine class not in `used`. */
export function purgeUnusedMantineRules(root: Root, used: ReadonlySet<string>): void {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      const needs = requiredClasses(selector);
      return needs === null || needs.every((name) => used.has(name));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules left empty (a media query whose rules were all dropped), nested ones included.
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      emptied = true;
    });
  }
}

/** `css` without the rules that need a Mantine class not in `used`. */
export function purgeMantineCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  purgeUnusedMantineRules(root, used);
  return root.toString();
}
