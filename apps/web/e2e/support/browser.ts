import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { it } from 'vitest';
import { CHROMIUM, SCREENSHOTS_DIR } from './paths';

export type Device = 'desktop' | 'mobile';
export const DEVICES_UNDER_TEST: readonly Device[] = ['desktop', 'mobile'];

/**
 * The layout a flow runs on when its checks are the same on both (docs/testing.md): desktop, where
 * the tables are. The phone keeps the checks that differ by layout (shell and menu, drawers and
 * bottom sheets, cards instead of tables, widths at 360 px).
 */
export const MAIN_DEVICE: Device = 'desktop';

type TestFn = (name: string, fn: () => Promise<void>, timeout?: number) => void;
const notRegistered: TestFn = () => undefined;

/**
 * `it` for a flow whose checks do not differ by layout, inside a `describe.each(DEVICES_UNDER_TEST)`:
 * registered on {@link MAIN_DEVICE} only, so it runs once.
 */
export function onMainDevice(device: Device): TestFn {
  return device === MAIN_DEVICE ? it : notRegistered;
}

/** The two user agents the app is tested with (Chrome on a laptop, Chrome on an Android phone). */
export const DEVICES: Record<Device, BrowserContextOptions> = {
  desktop: {
    viewport: { width: 1366, height: 800 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
  mobile: {
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};

/** The flags this machine needs: no sandbox as root, no GPU, no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

let browser: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();

/** One Chromium per spec file, started on first use (Playwright gives it a fresh --user-data-dir). */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  return browser;
}

/**
 * A page in a new browser context (own cookies and storage) with the device's viewport and user
 * agent. With `baseUrl`, `page.goto('/login')` is relative to it.
 */
export async function newPage(opts: {
  device: Device;
  baseUrl?: string;
  locale?: string;
  /** false: a browser that runs no script (the prerendered login page). */
  javaScriptEnabled?: boolean;
  /**
   * 'allow': the installable app's service worker may install (pwa.e2e.test.ts). Blocked by
   * default, so every other test sees the network as a first visit does.
   */
  serviceWorkers?: 'allow' | 'block';
}): Promise<Page> {
  const context = await (
    await getBrowser()
  ).newContext({
    ...DEVICES[opts.device],
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    serviceWorkers: opts.serviceWorkers ?? 'block',
    locale: opts.locale ?? 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}),
  });
  context.setDefaultTimeout(15_000);
  contexts.add(context);
  context.once('close', () => contexts.delete(context));
  return context.newPage();
}

/** Screenshots are taken only on demand: `SCREENSHOTS=1 npm test -- e2e` (they cost time and check nothing). */
export const SCREENSHOTS_ON = process.env.SCREENSHOTS === '1';

/**
 * With SCREENSHOTS=1, saves a PNG to screenshots/<name>.png (git-ignored) and answers its path: the
 * full page, or with `{ fullPage: false }` the viewport only. A full-page shot resizes the viewport
 * for a moment, which moves an open popover (Floating UI repositions it); shots of open menus take
 * the viewport. Without SCREENSHOTS=1 it does nothing and answers null.
 */
export async function screenshot(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<string | null> {
  if (!SCREENSHOTS_ON) return null;
  const file = path.join(SCREENSHOTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // Web fonts (Hindi's Devanagari) swap in when loaded: the shot waits for them. A weight not yet
  // used (the bold of a heading drawn later) is asked for first, else it would show as boxes.
  await page.evaluate(async () => {
    if (/[\u0900-\u097F]/.test(document.body.innerText))
      await Promise.all(
        [400, 600, 700].map((w) =>
          document.fonts.load(`${w} 16px "Noto Sans Devanagari"`, 'क').catch(() => []),
        ),
      );
    await document.fonts.ready;
  });
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
  return file;
}

/**
 * Runs in the page: resolves once nothing moves — no finite CSS transition or animation running
 * anywhere, and `el`'s box, opacity and transform (when given) and the page's height unchanged over
 * four samples two frames apart (so a transition that starts a frame after its element appears,
 * as Mantine's do, is not mistaken for rest). Rejects after `timeoutMs`.
 */
async function stillInPage({ el, timeoutMs }: { el: Element | null; timeoutMs: number }): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = '';
  let quiet = 0;
  while (quiet < 4) {
    if (performance.now() > deadline) throw new Error(`still moving after ${timeoutMs} ms: ${last}`);
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length;
    const box = el?.getBoundingClientRect();
    const style = el ? getComputedStyle(el) : null;
    const now = JSON.stringify([
      running,
      box ? [box.x, box.y, box.width, box.height] : null,
      style?.opacity,
      style?.transform,
      document.documentElement.scrollHeight,
    ]);
    quiet = running === 0 && now === last ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * Waits until the page has stopped moving (a dialog's or drawer's opening transition, a collapse,
 * a toast leaving) — before a screenshot, or before reading what a transition reveals. With
 * `target`, it must be attached and its own box, opacity and transform at rest as well.
 */
export async function settled(page: Page, target?: Locator, timeoutMs = 10_000): Promise<void> {
  const el = target ? await target.elementHandle() : null;
  try {
    await page.evaluate(stillInPage, { el, timeoutMs });
  } finally {
    await el?.dispose();
  }
}

/** The browser contexts open now (setup.ts closes, after each test, those the test opened). */
export function openContexts(): BrowserContext[] {
  return [...contexts];
}

/** Closes the given contexts (their pages with them). */
export async function closeContexts(list: readonly BrowserContext[]): Promise<void> {
  await Promise.allSettled(list.map((c) => c.close()));
}

/** Closes every context and the browser (setup.ts does it after each spec file). */
export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  await closeContexts(openContexts());
  if (b) await (await b).close();
}
