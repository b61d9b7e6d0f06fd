// Keyboard-only helpers (issue 40): move with Tab / Shift+Tab and read, never set, where the focus is.
// Nothing here clicks or focuses a product element: the page's own keyboard handling is what is tested.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has the focus, as a person reading the page would name it (for assertions' messages). */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labels = (el as HTMLInputElement).labels;
    const label =
      el.getAttribute('aria-label') ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      (el instanceof HTMLInputElement ? el.placeholder || el.type : null) ??
      el.textContent;
    const cell = el.getAttribute('data-cell');
    return `${role}${cell ? `[${cell}]` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

/** Whether `locator` (its first match) is the focused element. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 })
    .catch(() => false);
}

/** Waits until `locator` has the focus (a dialog closing returns it a few frames later). */
export async function focusLandsOn(
  page: Page,
  locator: Locator,
  what: string,
  timeout = 3_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await isFocused(locator)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`${what}: the focus is on ${await focusedName(page)}`);
}

/** Soft check: the focus is on `locator` (within `timeout`); the flow goes on either way. */
export async function expectFocusOn(page: Page, locator: Locator, what: string, timeout = 3_000) {
  let problem: string | null = null;
  try {
    await focusLandsOn(page, locator, what, timeout);
  } catch (err) {
    problem = (err as Error).message;
  }
  expect.soft(problem, what).toBeNull();
}

/** What Tab moves to: an element, one of several, or any element matching a CSS selector. */
export type TabTarget = Locator | Locator[] | string;

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, at most `max` times; fails naming every
 * element the focus passed through, so a control that Tab never reaches is named with its neighbours.
 */
export async function tabTo(
  page: Page,
  target: TabTarget,
  opts: { max?: number; back?: boolean; what?: string } = {},
): Promise<number> {
  const max = opts.max ?? 60;
  let reached: () => Promise<boolean>;
  if (typeof target === 'string') {
    await page.locator(target).first().waitFor({ state: 'attached' });
    reached = () => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, target);
  } else {
    const targets = Array.isArray(target) ? target : [target];
    await Promise.any(targets.map((t) => t.first().waitFor({ state: 'attached' })));
    reached = async () => {
      for (const t of targets) if (await isFocused(t)) return true;
      return false;
    };
  }
  const trail: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (await reached()) return i;
    if (i === max) break;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    trail.push(await focusedName(page));
  }
  throw new Error(
    `${opts.what ?? 'target'} not reached with ${max} ${opts.back ? 'Shift+Tab' : 'Tab'} presses; ` +
      `the focus went: ${trail.slice(-25).join(' → ')}`,
  );
}

export interface FocusLook {
  /** A visible indicator: an outline, a box-shadow or a border colour that the element shows only focused. */
  visible: boolean;
  focusVisible: boolean;
  detail: string;
}

/**
 * How the focused element shows its focus: its computed outline and box-shadow, and (for fields,
 * which Mantine marks with a border colour instead of an outline) its border colour compared with
 * an unfocused copy of it laid next to it for a moment.
 */
export async function focusLook(page: Page): Promise<FocusLook> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { visible: false, focusVisible: false, detail: 'nothing focused' };
    // A focus ring or border that fades in (a CSS transition) is read once it has: at most 1 s.
    await Promise.race([
      Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const copy = el.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    copy.tabIndex = -1;
    el.parentElement?.insertBefore(copy, el.nextSibling);
    const base = getComputedStyle(copy);
    const baseShadow = base.boxShadow;
    const baseBorder = base.borderColor;
    copy.remove();
    const shadow = s.boxShadow !== 'none' && s.boxShadow !== baseShadow;
    const border = s.borderColor !== baseBorder && parseFloat(s.borderTopWidth) > 0;
    return {
      visible: outline || shadow || border,
      focusVisible: el.matches(':focus-visible'),
      detail: `outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}; border: ${s.borderColor} (unfocused ${baseBorder})`,
    };
  });
}

/** Soft check: the focused element shows a visible focus indicator. */
export async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const look = await focusLook(page);
  const name = await focusedName(page);
  expect.soft(look.visible, `${step}: no visible focus indicator on ${name} (${look.detail})`).toBe(true);
}
