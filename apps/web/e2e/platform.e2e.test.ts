import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  apiLogin,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  startServer,
  type TestServer,
} from './support';

/** The login screen's heading: the desktop card and the mobile page word it differently. */
const LOGIN_HEADING = { desktop: 'Welcome Operator', mobile: 'Login to Operator Dashboard' } as const;

let server: TestServer;

/**
 * The built files the test servers serve: this run's snapshot of apps/web/dist (global-setup.ts),
 * which a rebuild during the run does not touch.
 */
function servedAssets(): URL {
  const { webDist } = inject('ocE2e');
  return webDist ? pathToFileURL(`${webDist}/assets/`) : new URL('../dist/assets/', import.meta.url);
}

/** The paths under /assets/ the page asks for from now on (filled as it asks). */
function requestedAssets(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/')) requested.add(pathname);
  });
  return requested;
}

/**
 * Holds back the answer for the lazily loaded chunk `name` (ShellOverlays: the shell's overlays;
 * ModalsOutlet: the dialogs' provider) until
 * `release` is called: what the page does while that code is still on its way.
 */
async function holdChunk(page: Page, name: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Home opened signed in (demo GDS operator) with `name`'s chunk held back; home drawn in full. */
async function homeWithout(device: (typeof DEVICES_UNDER_TEST)[number], name: string) {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  await loginInBrowser(page, server.baseUrl, '9000000001');
  const chunk = await holdChunk(page, name);
  await page.goto('/');
  await page.getByTestId('sales-updated').waitFor();
  return { page, ...chunk };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

describe('platform (API from the outside)', () => {
  it('answers /api/health', async () => {
    const r = await fetch(`${server.baseUrl}/api/health`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ statusCode: 200, data: { status: 'ok', database: 'up', mode: 'demo' } });
  });

  // Mantine's rules kept and purged in the build's CSS: apps/web/build/bundle.test.ts (Node, over dist).
  it('serves the API docs', async () => {
    const r = await fetch(`${server.baseUrl}/api/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('logs a demo user in through the API fixture', async () => {
    const { accessToken, refreshToken } = await apiLogin(server.baseUrl, '9000000001');
    expect(refreshToken).toBeTruthy();
    const me = await fetch(`${server.baseUrl}/api/v1/user/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { user: { mobileNo: '9000000001' } } });
  });
});

describe.each(DEVICES_UNDER_TEST)('platform on %s', (device) => {
  onMainDevice(device)('renders the login screen', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await page.goto('/login');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(LOGIN_HEADING[device]);
    expect(await page.title()).toBe('Operator Console');
    await screenshot(page, `platform-login-${device}`);
  });

  onMainDevice(device)("shows 'Not Found' for an unknown path", async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200); // the SPA answers every page address; the router decides
    await expect.poll(() => page.getByRole('heading', { name: 'Not Found' }).count()).toBe(1);
    // Routes match exactly, case included (part 1 §2).
    for (const path of ['/Profile', '/operatorDealsDetails/a/b', '/dealsX']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Not Found' }).count(), { message: path })
        .toBe(1);
    }
  });

  onMainDevice(device)('sends a visitor without a login to /login', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await page.goto('/');
    await page.waitForURL('**/login');
  });

  onMainDevice(device)('opens the app signed in with loginInBrowser', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await screenshot(page, `platform-home-${device}`);
  });

  onMainDevice(device)(
    "asks for the shell's and home's code with the page, and only code home uses",
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await loginInBrowser(page, server.baseUrl, '9000000001');
      const requested = requestedAssets(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const html = await (await page.request.get('/')).text();
      const hrefs = (rel: string) =>
        [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map((m) => m[1] ?? '');
      const modules = hrefs('modulepreload');
      // The router's, the shell's and home's chunks (vite.config.ts, prerenderLogin).
      for (const name of ['router', 'AppLayout', 'HomeScreen'])
        expect(
          modules.some((href) => href.startsWith(`/assets/${name}-`)),
          name,
        ).toBe(true);
      // Nothing preloaded that home does not load.
      for (const href of [...modules, ...hrefs('preload')]) expect(requested, href).toContain(href);
      // The login page loads none of it before its first paint.
      expect(await (await page.request.get('/login')).text()).not.toContain('modulepreload');
    },
  );

  onMainDevice(device)(
    "asks for the first paint's reads from the early script, while the code downloads, once each",
    async () => {
      /** Each API call the page makes: its path and the script that asked for it. */
      const apiCalls = async (page: Page) => {
        const calls: { path: string; by: string }[] = [];
        const cdp = await page.context().newCDPSession(page);
        cdp.on('Network.requestWillBeSent', (e) => {
          const { pathname, origin } = new URL(e.request.url);
          if (origin !== server.baseUrl || !pathname.startsWith('/api/')) return;
          const by = e.initiator.stack?.callFrames[0]?.url ?? e.initiator.type;
          calls.push({ path: pathname, by: by.startsWith('http') ? new URL(by).pathname : by });
        });
        await cdp.send('Network.enable');
        return calls;
      };
      const early = /^\/assets\/early-reads-[\w-]+\.js$/;
      const cases = [
        // GDS home: the shell's /user/me and home's summary; MG's: its summary and trip revenue.
        {
          mobile: '9000000001',
          path: '/',
          ready: 'sales-updated',
          reads: ['/api/v1/user/me', '/api/v1/user/'],
        },
        {
          mobile: '9000000002',
          path: '/',
          ready: 'mg-revenue',
          reads: ['/api/v1/mg/user/me', '/api/v1/mg/user/revenueDetails', '/api/v1/mg/user/tripRevenue'],
        },
        // Any other screen: the shell's read only (the screen's own come with its code).
        { mobile: '9000000001', path: '/wallet', ready: null, reads: ['/api/v1/user/me'] },
      ];
      for (const c of cases) {
        const page = await newPage({ device, baseUrl: server.baseUrl });
        await loginInBrowser(page, server.baseUrl, c.mobile);
        const calls = await apiCalls(page);
        await page.goto(c.path);
        if (c.ready) await page.getByTestId(c.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const read of c.reads) {
          // Once: the app took the early answer instead of asking again.
          const asked = calls.filter((x) => x.path === read);
          expect(asked, `${c.path} ${read}`).toHaveLength(1);
          expect(asked[0]?.by, `${c.path} ${read}`).toMatch(early);
        }
        // The early script asks for nothing else.
        expect(
          calls.filter((x) => /early-reads/.test(x.by)).map((x) => x.path),
          c.path,
        ).toEqual(c.reads);
        await page.close();
      }
      // Signed out, it asks for nothing; the login pages do not load it.
      const visitor = await newPage({ device, baseUrl: server.baseUrl });
      const visitorCalls = await apiCalls(visitor);
      await visitor.goto('/');
      await visitor.waitForURL('**/login');
      await visitor.waitForLoadState('networkidle');
      expect(visitorCalls.filter((x) => /early-reads/.test(x.by))).toEqual([]);
      expect(await (await visitor.request.get('/login')).text()).not.toContain('early-reads');
      await visitor.close();
    },
  );

  it("keeps the dialogs' scroll lock off home's first paint; a dialog still locks the page's scroll", async () => {
    const assets = servedAssets();
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    // The scripts index.html loads before the first paint: its own and the preloaded chunks.
    const firstPaint = [
      ...html.matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="\/assets\/([^"]+\.js)"/g),
    ].map((m) => m[1] ?? '');
    expect(firstPaint.length).toBeGreaterThan(3);
    for (const file of firstPaint) {
      const { sources } = JSON.parse(readFileSync(new URL(`${file}.map`, assets), 'utf8')) as {
        sources: string[];
      };
      expect(
        sources.filter((s) => s.includes('/react-remove-scroll/')),
        file,
      ).toEqual([]);
    }
    // The menu (mobile) or the avatar's menu (desktop): the mobile drawer locks the scroll, with the
    // header marked as the library marks it (the AppShell's class names, build/remove-scroll-class-names.ts).
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/');
    await page.getByTestId('sales-updated').waitFor();
    if (device === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Operator Console' }).waitFor({ state: 'visible' });
      await expect
        .poll(() => page.evaluate(() => document.body.hasAttribute('data-scroll-locked')))
        .toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    }
    expect(await page.locator('header.right-scroll-bar-position').count()).toBe(1);
    await page.close();
  });

  onMainDevice(device)(
    "keeps zod's classic build off the login and off home's first paint (zod/mini there)",
    async () => {
      const assets = servedAssets();
      /** The packages of zod a served script was built from (its source map's `sources`). */
      const zodBuilds = (pathname: string) => {
        const map = JSON.parse(
          readFileSync(new URL(`${pathname.slice('/assets/'.length)}.map`, assets), 'utf8'),
        ) as { sources: string[] };
        return map.sources.flatMap((s) => /node_modules\/zod\/v4\/(\w+)\//.exec(s)?.[1] ?? []);
      };
      // The login page, its captcha settings read and parsed (the login's calls are declared with zod/mini).
      const login = await newPage({ device, baseUrl: server.baseUrl });
      const loginAssets = requestedAssets(login);
      await login.goto('/login');
      await login.waitForLoadState('networkidle');
      // Home drawn in full: its summary parsed with its declared schema.
      const home = await newPage({ device, baseUrl: server.baseUrl });
      await loginInBrowser(home, server.baseUrl, '9000000001');
      const homeAssets = requestedAssets(home);
      await home.goto('/');
      await home.getByTestId('sales-updated').waitFor();
      for (const seen of [loginAssets, homeAssets]) {
        const builds = new Set([...seen].filter((p) => p.endsWith('.js')).flatMap(zodBuilds));
        expect(builds).toContain('mini');
        expect(builds).not.toContain('classic');
      }
      await login.close();
      await home.close();
    },
  );

  onMainDevice(device)(
    "draws home without the shell's overlays; the avatar pressed before their code is here opens its menu when it arrives",
    async () => {
      const { page, release, asked } = await homeWithout(device, 'ShellOverlays');
      const avatar = page.getByRole('button', { name: 'Account menu of Rajesh Kumar' });
      await avatar.click();
      // The press asked for the code (if the idle preload had not already); nothing opens without it.
      await expect.poll(asked).toBe(true);
      expect(await page.getByRole('menu').count()).toBe(0);
      release();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      expect(await menu.getByRole('menuitem', { name: 'Account Details' }).count()).toBe(1);
    },
  );

  onMainDevice(device)(
    'gives focus back to the avatar when its menu, opened from the keyboard before its code was here, closes',
    async () => {
      const { page, release, asked } = await homeWithout(device, 'ShellOverlays');
      const avatar = page.getByRole('button', { name: 'Account menu of Rajesh Kumar' });
      await avatar.focus();
      await page.keyboard.press('Enter');
      await expect.poll(asked).toBe(true);
      release();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
        .toBe('Account menu of Rajesh Kumar');
    },
  );

  onMainDevice(device)(
    "opens the avatar's menu when its code arrives between the button's press and release",
    async () => {
      const { page, release, asked } = await homeWithout(device, 'ShellOverlays');
      const box = await page.getByRole('button', { name: 'Account menu of Rajesh Kumar' }).boundingBox();
      if (!box) throw new Error('no avatar');
      // Hovering asks for the code; it arrives while the button is held down, so the look-alike is
      // replaced under the pointer and the release's click lands on no button.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(asked).toBe(true);
      await page.mouse.down();
      release();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      await page.mouse.up();
      await page.waitForTimeout(300);
      expect(await menu.isVisible()).toBe(true);
    },
  );

  /** Touches through Chromium's input (real touches: pointer, touch and gesture events). */
  async function touchscreen(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    return (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  }

  /** The look-alike avatar until the overlays' code is here; then the menu's own (it has an id). */
  const realAvatar = (page: Page) => page.locator('button[aria-label="Account menu of Rajesh Kumar"][id]');

  it.runIf(device === 'mobile')(
    "opens the avatar's menu on a tap during which its code arrives; a scroll started on it opens nothing",
    async () => {
      const { page, release, asked } = await homeWithout(device, 'ShellOverlays');
      const box = await page.getByRole('button', { name: 'Account menu of Rajesh Kumar' }).boundingBox();
      if (!box) throw new Error('no avatar');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // A tap: the finger goes down, the code arrives, the finger lifts: the menu is open.
      const touch = await touchscreen(page);
      await touch('touchStart', x, y);
      await expect.poll(asked).toBe(true);
      release();
      await realAvatar(page).waitFor();
      await touch('touchEnd', x, y);
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      // A scroll that starts on the avatar, on a fresh page whose code arrives mid-gesture.
      const again = await homeWithout(device, 'ShellOverlays');
      const touchAgain = await touchscreen(again.page);
      await touchAgain('touchStart', x, y);
      await expect.poll(again.asked).toBe(true);
      again.release();
      await realAvatar(again.page).waitFor();
      for (let dy = 10; dy <= 120; dy += 10) await touchAgain('touchMove', x, y + dy);
      await touchAgain('touchEnd', x, y + 120);
      await again.page.waitForTimeout(500);
      expect(await again.page.getByRole('menu').count()).toBe(0);
    },
  );

  it(`opens the ${device === 'desktop' ? 'business model switcher' : 'mobile menu'} pressed before the overlays' code is here, when it arrives`, async () => {
    const { page, release, asked } = await homeWithout(device, 'ShellOverlays');
    if (device === 'desktop') {
      // A read-only look-alike of the Select, with the same name and value.
      const switcher = page.getByRole('combobox', { name: 'Business Model' });
      expect(await switcher.inputValue()).toBe('GDS');
      await switcher.click();
      await expect.poll(asked).toBe(true);
      expect(await page.getByRole('option').count()).toBe(0);
      release();
      await page.getByRole('option', { name: 'MG', exact: true }).waitFor({ state: 'visible' });
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(asked).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      const drawer = page.getByRole('dialog', { name: 'Operator Console' });
      await drawer.waitFor({ state: 'visible' });
      expect(await drawer.getByRole('combobox', { name: 'Business Model' }).count()).toBe(1);
    }
  });

  it("shows a confirmation asked for before the dialogs' code is here, once it arrives", async () => {
    const { page, release, asked } = await homeWithout(device, 'ModalsOutlet');
    if (device === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Business Model' }).click();
    await page.getByRole('option', { name: 'MG', exact: true }).click();
    // The dialogs' code was asked for (by the choice, or the idle preload) and is held back.
    await expect.poll(asked).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Switch business model' });
    expect(await dialog.count()).toBe(0);
    release();
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Cancelled: still GDS, still home.
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
