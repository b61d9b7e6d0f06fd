import postcss, { type Container, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Mantine's stylesheets (`@mantine/core/styles.css` and the other packages') hold the rules of
 * every Mantine component, about a hundred, where the app draws about fifty: 99 of the 249 KB every
 * page loaded before its first paint were rules no element could match. Each component's rules
 * are written against its own hashed classes (`.m_77c9d27d` is Button's root, `.m_5ae2e3c`
 * Loader's: six to eight hex digits), which its module (`Button.module.mjs`) names in the
 * JavaScript; so a rule that needs a class no module of the build names is dropped, and everything
 * else — variables, the baseline, the `mantine-*` classes, keyframes — is kept
 * (docs/performance.md "Mantine's rules the app never draws").
 */

/** Mantine's hashed class names in a piece of code or CSS. */
export const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** Every Mantine hashed class named in `code`. */
export function mantineClassesIn(code: string): Set<string> {
  return new Set(code.match(MANTINE_CLASS) ?? []);
}

/** Pseudo-classes whose argument an element must match: a class there is needed (alone in it). */
const MATCHING_PSEUDOS = new Set([':is', ':where', ':has', ':matches', ':-webkit-any', ':-moz-any']);

/**
 * The Mantine classes an element must carry for `selector` to match it (parsed with
 * postcss-selector-parser): those outside `:not()`. Null when that cannot be told simply — a class
 * inside `:is()`, `:where()`, `:has()` with alternatives, or inside any other pseudo-class
 * (`:nth-child(2 of .x)`) — and such a selector is kept. Attribute values and strings are not
 * classes.
 */
export function requiredClasses(selector: string): string[] | null {
  const required: string[] = [];
  let unsure = false as boolean; // set in the walk below
  selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      if (!new RegExp(`^${MANTINE_CLASS.source}$`).test(node.value)) return;
      let negated = false;
      for (let parent = node.parent; parent; parent = parent.parent) {
        // A Selector's parent is a Pseudo (its argument) or the root.
        const pseudo = parent.parent;
        if (parent.type !== 'selector' || pseudo?.type !== 'pseudo') continue;
        const name = pseudo.value.toLowerCase();
        if (name === ':not') negated = true;
        else if (!MATCHING_PSEUDOS.has(name) || pseudo.nodes.length > 1) unsure = true;
      }
      if (!negated) required.push(node.value);
    });
  }).processSync(selector);
  return unsure ? null : required;
}

/** Drops from `root`, in place, the selectors that need a Mantine class not in `used`. */
export function purgeUnusedMantineRules(root: Root, used: ReadonlySet<string>): void {
  /** At-rules a dropped rule was in: removed too if that left them empty. */
  const emptied = new Set<Container>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      const needs = requiredClasses(selector);
      return needs === null || needs.every((name) => used.has(name));
    });
    if (kept.length === 0) {
      if (rule.parent && rule.parent !== root) emptied.add(rule.parent);
      rule.remove();
    } else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // A media query whose rules were all dropped, and the at-rules around it in turn.
  for (let parent of emptied) {
    while (parent !== root && parent.nodes?.length === 0) {
      const above = parent.parent;
      parent.remove();
      if (!above || above.type === 'document') break;
      parent = above as Container; // not the document: checked above
    }
  }
}

/** `css` without the rules that need a Mantine class not in `used`. */
export function purgeMantineCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  purgeUnusedMantineRules(root, used);
  return root.toString();
}
