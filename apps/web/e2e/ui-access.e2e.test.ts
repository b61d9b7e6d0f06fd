// Issue 12, items 2, 6 and 7 (access, identity, navigation, small ones) in the browser, on the
// desktop and the phone user agent: the signed-out notice, the 6-9 digit message, the login card
// that does not move, the desktop OTP placeholder, the person's name in every business model, one
// menu entry per screen with Wallet for GDS operators, and /processing's text at first paint.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  type Device,
  DEVICES_UNDER_TEST,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
  type Tokens,
} from './support';

const SIGNED_OUT = 'You were signed out. Please log in again.';
const REQUIRED = 'Mobile Number is required';
const ALL_DIGITS = 'Enter all 10 digits of your mobile number';

const LOGIN_PROMPT: Record<Device, string> = {
  desktop: 'Enter Registered Number',
  mobile: 'Please enter your registered mobile number',
};

async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** A decodable access token with a wrong signature: the server answers it with a 401. */
function spoiled(accessToken: string): string {
  const [header, payload] = accessToken.split('.');
  return `${header}.${payload}.${'A'.repeat(43)}`;
}

/** The element's box, rounded to the pixel. */
async function boxOf(locator: Locator): Promise<[number, number, number, number]> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no bounding box');
  return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
}

describe.each(DEVICES_UNDER_TEST)('access and identity on %s', (device: Device) => {
  // A server per device: each has its own OTP limits (one OTP per number per 30 s).
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.stop());

  async function signedIn(tokens: Tokens, at: string, userType?: string): Promise<Page> {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await page.goto('/api/health');
    await page.evaluate(
      ({ t, type }) => {
        localStorage.setItem('idToken', t.accessToken);
        localStorage.setItem('refreshToken', t.refreshToken);
        if (type) localStorage.setItem('userType', type);
      },
      { t: tokens, type: userType ?? null },
    );
    await page.goto(at);
    return page;
  }

  const mobileField = (page: Page) => page.getByRole('textbox', { name: LOGIN_PROMPT[device] });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send OTP' });

  async function openMenu(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Operator Console' }));
    await settled(page, drawer);
    return drawer;
  }

  async function openAvatarMenu(page: Page, name: string): Promise<Locator> {
    await (await visible(page.getByRole('button', { name: `Account menu of ${name}` }))).click();
    const menu = await visible(page.getByRole('menu'));
    await settled(page, menu);
    return menu;
  }

  // -------------------------------------------------------------------------------------------
  // Item 2: the login screen says why a login ended; the 6-9 digit message
  // -------------------------------------------------------------------------------------------

  onMainDevice(device)(
    "says 'You were signed out' after the server refused a reused refresh token, once",
    async () => {
      const tokens = await apiLogin(server.baseUrl, '9000000006', { fresh: true });
      const page = await signedIn(tokens, '/');
      await visible(page.getByRole('button', { name: 'Account menu of Venkatesh Reddy' }));
      // Someone else spends the stored refresh token: presenting it again is a reuse, and the server
      // revokes the whole login.
      const rotated = await fetch(`${server.baseUrl}/api/v1/user/updateToken`, {
        headers: { authorization: `Bearer ${tokens.refreshToken}` },
      });
      expect(rotated.status).toBe(200);
      // The access token runs out: the next call refreshes, and the refresh is refused.
      await page.evaluate((t) => localStorage.setItem('idToken', t), spoiled(tokens.accessToken));
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/updateToken'));
      await page.goto('/payouts');
      expect((await refused).status()).toBe(401);
      await waitForPath(page, '/login');
      const notice = await visible(page.getByText(SIGNED_OUT, { exact: true }));
      expect(await notice.isVisible()).toBe(true);
      await visible(mobileField(page));
      await settled(page);
      await screenshot(page, `ui-access-signed-out-${device}`);
      // Said once: opening the login page again shows it no more.
      await page.reload();
      await visible(mobileField(page));
      expect(await page.getByText(SIGNED_OUT).count()).toBe(0);
    },
  );

  it("does not say 'You were signed out' after a deliberate logout", async () => {
    const tokens = await apiLogin(server.baseUrl, '9000000001', { fresh: true });
    const page = await signedIn(tokens, '/');
    if (device === 'desktop') {
      await (await openAvatarMenu(page, 'Rajesh Kumar')).getByRole('menuitem', { name: 'Logout' }).click();
    } else {
      await (await openMenu(page)).getByRole('button', { name: 'Logout' }).click();
    }
    await waitForPath(page, '/login');
    await visible(mobileField(page));
    await settled(page);
    expect(await page.getByText(SIGNED_OUT).count()).toBe(0);
  });

  onMainDevice(device)(
    "asks for all 10 digits for 6 to 9 digits; 'Mobile Number is required' when empty or shorter",
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await page.goto('/login');
      const field = await visible(mobileField(page));
      // Drawn before its script runs (prerendered): Send works once the captcha box is there.
      await visible(page.getByRole('checkbox', { name: "I'm not a robot" }));
      await sendButton(page).click();
      await visible(page.getByText(REQUIRED, { exact: true }));
      for (const typed of ['9', '98765']) {
        await field.fill(typed);
        await sendButton(page).click();
        await visible(page.getByText(REQUIRED, { exact: true }));
        expect(await page.getByText(ALL_DIGITS).count(), typed).toBe(0);
      }
      for (const typed of ['987654', '9876543', '98765432', '987654321']) {
        await field.fill(typed);
        await sendButton(page).click();
        await visible(page.getByText(ALL_DIGITS, { exact: true }));
        expect(await page.getByText(REQUIRED).count(), typed).toBe(0);
      }
      await screenshot(page, `ui-access-login-digits-${device}`);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Item 7: the login card does not move; the desktop OTP placeholder reads normally
  // -------------------------------------------------------------------------------------------

  it('keeps the login card still when an error line appears (phone and OTP steps)', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await page.goto('/login');
    const field = await visible(mobileField(page));
    // The page is drawn before its script runs (prerendered): the captcha box appears once the
    // script has taken over, and only then does Send do anything.
    await visible(page.getByRole('checkbox', { name: "I'm not a robot" }));
    await settled(page);
    const send = sendButton(page);
    const before = await boxOf(send);
    // Client-side messages: empty, short, 6-9 digits; the captcha's.
    await send.click();
    await visible(page.getByText(REQUIRED, { exact: true }));
    expect(await boxOf(send)).toEqual(before);
    await field.fill('9876543');
    await send.click();
    await visible(page.getByText(ALL_DIGITS, { exact: true }));
    expect(await boxOf(send)).toEqual(before);
    await field.fill('9000000003');
    await send.click();
    await visible(page.getByText('ReCAPTCHA verification failed', { exact: true }));
    expect(await boxOf(send)).toEqual(before);
    await screenshot(page, `ui-access-login-error-${device}`);

    // The OTP step: no OTP, then a wrong one.
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: "I'm not a robot" }).isChecked()).toBe(true);
    await send.click();
    await visible(page.getByText('+91 9000000003', { exact: true }));
    const verify = page.getByRole('button', { name: /^(Verify OTP|Retry)$/ });
    await visible(verify);
    await settled(page);
    const otpBefore = await boxOf(verify);
    if (device === 'desktop') {
      // The placeholder reads as text: no spread letters, regular weight (the digits are spread).
      const otp = page.getByRole('textbox', { name: 'Enter OTP' });
      expect(await otp.getAttribute('placeholder')).toBe('4-digit OTP');
      const style = await otp.evaluate((el) => {
        const p = getComputedStyle(el, '::placeholder');
        return { placeholder: [p.letterSpacing, p.fontWeight], value: getComputedStyle(el).letterSpacing };
      });
      expect(style.placeholder).toEqual(['normal', '400']);
      expect(style.value).not.toBe('normal');
      await screenshot(page, `ui-access-otp-placeholder-${device}`);
    }
    await verify.click();
    await visible(page.getByText('Please enter OTP', { exact: true }));
    expect(await boxOf(verify)).toEqual(otpBefore);
    if (device === 'desktop') {
      await page.getByRole('textbox', { name: 'Enter OTP' }).fill('9999');
    } else {
      await page.getByRole('textbox', { name: 'OTP digit' }).first().click();
      await page.keyboard.type('9999');
    }
    await verify.click();
    await visible(page.getByText('WRONG OTP ENTERED', { exact: true }));
    expect(await boxOf(verify)).toEqual(otpBefore);
    await screenshot(page, `ui-access-otp-wrong-${device}`);
  });

  // -------------------------------------------------------------------------------------------
  // Item 6: the person's name in every model; one menu entry per screen; Wallet for GDS
  // -------------------------------------------------------------------------------------------

  /** The model switcher (in the drawer on a phone): choose, confirm, back at '/'. */
  async function switchModel(page: Page, option: RegExp, confirm: RegExp): Promise<void> {
    if (device === 'mobile') await openMenu(page);
    await (await visible(page.getByRole('combobox', { name: 'Business Model' }))).click();
    await page.getByRole('option', { name: option }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Switch business model' }));
    await dialog.getByRole('button', { name: confirm }).click();
    await waitForPath(page, '/');
  }

  async function expectIdentity(page: Page, account: string, shot: string): Promise<void> {
    const avatar = await visible(page.getByRole('button', { name: 'Account menu of Priya Sharma' }));
    expect((await avatar.textContent())?.trim()).toBe('P');
    await visible(page.getByTestId('welcome').getByText('Welcome, Priya Sharma', { exact: true }));
    await expect.poll(() => page.getByTestId('welcome-account').textContent()).toBe(account);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${shot}-home`);
    const menu = await openAvatarMenu(page, 'Priya Sharma');
    await visible(menu.getByText('Priya Sharma', { exact: true }));
    await expect.poll(() => menu.getByTestId('acting-account').textContent()).toBe(account);
    await screenshot(page, `${shot}-menu`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }

  onMainDevice(device)(
    "shows the person's name and initial in GDS, MG and electric, the acting account beneath",
    async () => {
      const tokens = await apiLogin(server.baseUrl, '9000000005', { fresh: true });
      const page = await signedIn(tokens, '/');
      await expectIdentity(page, 'Sharma Travels Pvt Ltd', `ui-access-identity-gds-${device}`);
      await switchModel(page, /^MG$/, /^Switch to MG$/);
      await expectIdentity(page, 'Sharma Fleet Partners', `ui-access-identity-mg-${device}`);
      await switchModel(page, /^electric$/i, /^Switch to electric$/i);
      await expectIdentity(page, 'Sharma E-Bus', `ui-access-identity-electric-${device}`);
    },
  );

  onMainDevice(device)('shows 9000000002 as Gurpreet Singh with Punjab Roadlines beneath', async () => {
    const tokens = await apiLogin(server.baseUrl, '9000000002', { fresh: true });
    const page = await signedIn(tokens, '/');
    const avatar = await visible(page.getByRole('button', { name: 'Account menu of Gurpreet Singh' }));
    expect((await avatar.textContent())?.trim()).toBe('G');
    await visible(page.getByText('Welcome, Gurpreet Singh', { exact: true }));
    const menu = await openAvatarMenu(page, 'Gurpreet Singh');
    await expect.poll(() => menu.getByTestId('acting-account').textContent()).toBe('Punjab Roadlines');
  });

  /** The menu's links (groups opened): label and path. */
  async function menuLinks(root: Locator): Promise<[string, string][]> {
    return root.evaluate((el) =>
      [...el.querySelectorAll<HTMLAnchorElement>('a.mantine-NavLink-root')]
        .filter((a) => a.checkVisibility())
        .map((a): [string, string] => [
          a.querySelector('.mantine-NavLink-label')?.textContent.trim() ?? '',
          new URL(a.href).pathname,
        ]),
    );
  }

  it('gives GDS operators one menu entry per screen, Wallet included', async () => {
    const tokens = await apiLogin(server.baseUrl, '9000000001');
    const page = await signedIn(tokens, '/');
    await visible(page.getByRole('button', { name: 'Account menu of Rajesh Kumar' }));
    const root =
      device === 'desktop'
        ? await visible(page.getByRole('navigation', { name: 'Main' }))
        : await openMenu(page);
    const links = await menuLinks(root);
    const paths = links.map(([, to]) => to);
    // One entry per screen: no two entries lead to the same place.
    expect(new Set(paths).size).toBe(paths.length);
    expect(links).toContainEqual(['Wallet', '/wallet']);
    if (device === 'mobile') {
      // The spec's labels: 'Offline Pricing' is the section of the two pricing screens.
      const section = root.getByRole('button', { name: 'Offline Pricing' });
      expect(await section.getAttribute('aria-expanded')).toBe('true');
      expect(links).toContainEqual(['Offline Commission', '/offlineCommission']);
      expect(links).toContainEqual(['B2B Flat Fare', '/seatFare']);
      expect(links.filter(([label]) => label === 'Offline Pricing')).toEqual([]);
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, `ui-access-menu-${device}`);
    // Each entry opens its own screen (its heading), never 'Not Found'.
    const drawer = page.getByRole('dialog', { name: 'Operator Console' });
    const headings = new Map<string, string>();
    let shown = '';
    for (const [label, to] of links) {
      let menu = page.getByRole('navigation', { name: 'Main' });
      if (device === 'mobile') menu = (await drawer.isVisible()) ? drawer : await openMenu(page);
      await menu.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(page, to);
      if (device === 'mobile') await drawer.waitFor({ state: 'hidden' });
      // The screen's own heading (not the one of the screen before, which may linger while it loads).
      const heading = page.getByRole('main').getByRole('heading').first();
      const previous = shown;
      await expect
        .poll(async () => ((await heading.isVisible()) ? ((await heading.textContent())?.trim() ?? '') : ''))
        .toSatisfy((text: string) => text !== '' && text !== previous);
      shown = (await heading.textContent())?.trim() ?? '';
      expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
      headings.set(to, shown);
    }
    expect(new Set(headings.values()).size).toBe(headings.size);
    expect(headings.get('/wallet')).toMatch(/wallet/i);
    // It opens every screen of the menu in turn (each its own code and reads): 8.5 s on mobile on a
    // quiet host, two to three times that while the suite's other browser runs beside it on a slow
    // one, close to the default 30 s. Its first try failed in two earlier full runs, which kept no
    // error (support/setup.ts now prints it): if it fails again, that error says whether it was time.
  }, 60_000);

  // -------------------------------------------------------------------------------------------
  // Item 7: /processing says 'Processing your payment...' from its first paint
  // -------------------------------------------------------------------------------------------

  onMainDevice(device)("shows 'Processing your payment...' in the page's first content", async () => {
    const tokens = await apiLogin(server.baseUrl, '9000000001');
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await page.goto('/api/health');
    await page.evaluate((t) => {
      localStorage.setItem('idToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);
    // Every change of the app's root is recorded before the browser can paint it.
    await page.addInitScript(() => {
      const seen: { at: number; text: string }[] = [];
      (window as unknown as { __rootTexts: typeof seen }).__rootTexts = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        const text = root?.innerText.trim() ?? '';
        if (text && seen.at(-1)?.text !== text) seen.push({ at: performance.now(), text });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/processing?order_id=order_unknown_0001');
    await visible(page.getByText('Processing your payment...', { exact: true }));
    const { texts, fcp } = await page.evaluate(() => ({
      texts: (window as unknown as { __rootTexts: { at: number; text: string }[] }).__rootTexts,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    expect(texts.length).toBeGreaterThan(0);
    // The first content the page ever had says it, and so does every state until the result.
    expect(texts[0]!.text).toContain('Processing your payment...');
    const result = texts.findIndex((t) => /Payment (Successful|Failed)!/.test(t.text));
    for (const t of result < 0 ? texts : texts.slice(0, result))
      expect(t.text).toContain('Processing your payment...');
    // It was there by the first contentful paint.
    if (fcp !== null) expect(texts[0]!.at).toBeLessThanOrEqual(fcp);
    // Then inside the shell, still saying it until the result.
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('main').getByText('Processing your payment...', { exact: true }));
    await screenshot(page, `ui-access-processing-${device}`);
  });
});
