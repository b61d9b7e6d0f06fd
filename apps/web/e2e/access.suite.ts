// The access browser tests (issue 3), defined once and run per device by access.desktop.e2e.test.ts
// and access.mobile.e2e.test.ts: one file (and so one server, one Chromium) per user agent, which
// keeps each file's OTP sends well inside the server's real limits (one OTP per number per 30 s,
// five per hour, thirty requests per IP per hour) and lets the two devices run in parallel.
import type { BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  MAIN_DEVICE,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type Device,
  type TestServer,
  type Tokens,
} from './support';

type UserType = 'OPERATOR' | 'BUSOWNER' | 'ELECTRIC' | 'CABOWNER';
/** A navigation entry as the test reads it: label and link target (null for a group or Logout). */
type Entry = [label: string, to: string | null];

interface DemoUser {
  mobileNo: string;
  name: string;
  email: string;
  type: UserType;
  /** The name the header shows: the person's, in every business model (issue 12). */
  shown: string;
}

/** The seven demo users (apps/server/src/db/seed/users.ts); the type is what the token resolves to. */
const USERS: DemoUser[] = [
  {
    mobileNo: '9000000001',
    name: 'Rajesh Kumar',
    email: 'rajesh@shivshakti-travels.in',
    type: 'OPERATOR',
    shown: 'Rajesh Kumar',
  },
  {
    mobileNo: '9000000002',
    name: 'Gurpreet Singh',
    email: 'gurpreet@punjabroadlines.in',
    type: 'BUSOWNER',
    shown: 'Gurpreet Singh',
  },
  {
    mobileNo: '9000000003',
    name: 'Ananya Iyer',
    email: 'ananya@greenwheels.in',
    type: 'ELECTRIC',
    shown: 'Ananya Iyer',
  },
  {
    mobileNo: '9000000004',
    name: 'Mohammed Irfan',
    email: 'irfan@cityridecabs.in',
    type: 'CABOWNER',
    shown: 'Mohammed Irfan',
  },
  {
    mobileNo: '9000000005',
    name: 'Priya Sharma',
    email: 'priya@sharmatravels.co.in',
    type: 'OPERATOR',
    shown: 'Priya Sharma',
  },
  {
    mobileNo: '9000000006',
    name: 'Venkatesh Reddy',
    email: 'venkatesh@srisaibus.in',
    type: 'OPERATOR',
    shown: 'Venkatesh Reddy',
  },
  {
    mobileNo: '9000000007',
    name: 'Kiran Desai',
    email: 'kiran@kaveritravels.in',
    type: 'OPERATOR',
    shown: 'Kiran Desai',
  },
];

const HOME: Entry = ['Home', '/'];
const ACCOUNT: Entry = ['Account', '/profile'];
const LOGOUT: Entry = ['Logout', null];

/** Part 1 §2 'Navigation by user type', desktop side navigation (the MG dropdown opened). */
const DESKTOP_NAV: Record<UserType, Entry[]> = {
  OPERATOR: [
    HOME,
    ['Operator Deals', '/operatorDealsDetails'],
    ['Offline Commission', '/offlineCommission'],
    ['Offline Seat Fare', '/seatFare'],
    ['Payouts', '/payouts'],
    ['KYC', '/kyc'],
    ['Wallet', '/wallet'],
  ],
  BUSOWNER: [
    HOME,
    ['Inspection Data', '/inspectionDataDetails'],
    ['Audit Data', '/auditDataDetails'],
    ['Feedback', '/feedbackDetails'],
    ['Reimbursements', '/reimbursements'],
    ['My Buses & Payments', null],
    ['My Buses', '/myBuses'],
    ['Service Contracts', '/serviceContracts'],
    ['Payment Summary', '/paymentSummary'],
    ['Trips & Revenue', '/tripsRevenue'],
  ],
  ELECTRIC: [HOME, ['Wallet', '/wallet']],
  CABOWNER: [HOME, ['Trips', '/trips'], ['Payment Summary', '/fmlmPaymentSummary']],
};

/**
 * The mobile hamburger menu: for default operators the spec's mobile row (Account, Operator Deals,
 * the Offline Pricing section with Offline Commission and B2B Flat Fare → /seatFare, Logout) plus
 * Home, Payouts, KYC and Wallet, one entry per screen (issue 12); the other user types get their own
 * table's entries and Logout.
 */
const MOBILE_NAV: Record<UserType, Entry[]> = {
  OPERATOR: [
    HOME,
    ACCOUNT,
    ['Operator Deals', '/operatorDealsDetails'],
    ['Offline Pricing', null],
    ['Offline Commission', '/offlineCommission'],
    ['B2B Flat Fare', '/seatFare'],
    ['Payouts', '/payouts'],
    ['KYC', '/kyc'],
    ['Wallet', '/wallet'],
    LOGOUT,
  ],
  BUSOWNER: [...DESKTOP_NAV.BUSOWNER, LOGOUT],
  ELECTRIC: [...DESKTOP_NAV.ELECTRIC, LOGOUT],
  CABOWNER: [...DESKTOP_NAV.CABOWNER, LOGOUT],
};

const LOGIN_TEXT = {
  desktop: { heading: 'Welcome Operator', sub: 'Easy Login With Otp', prompt: 'Enter Registered Number' },
  mobile: {
    heading: 'Login to Operator Dashboard',
    sub: null,
    prompt: 'Please enter your registered mobile number',
  },
} as const;

const NOT_REGISTERED_TEXT = "You've not registered with us in this model. Please reach out to your POC.";
const UNREGISTERED_NUMBER = '9876543210';

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's address (path + query) is `path`. */
async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Pauses the page's installed fake clock about now. The page's clock runs on while the test reads it
 * and asks for the pause: on a loaded machine that can take longer than the margin, and Playwright
 * refuses a pause in the past ("Cannot fast-forward to the past"); then it reads the clock again.
 */
async function pauseClockNow(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (err) {
      if (attempt >= 5 || !/fast-forward to the past/i.test(String(err))) throw err;
    }
  }
}

/**
 * The countdown's seconds once its last tick has been drawn: React draws on its own scheduler, which
 * the page's fake clock does not hold, so it is read until two reads 150 ms apart agree.
 */
async function settledSecondsLeft(countdown: Locator): Promise<number> {
  const read = async () => Number(/(\d+)s$/.exec((await countdown.textContent()) ?? '')?.[1]);
  let seconds = await read();
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = await read();
    if (again === seconds) return seconds;
    seconds = again;
  }
  return seconds;
}

async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    idToken: localStorage.getItem('idToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    userType: localStorage.getItem('userType'),
    postLoginPath: localStorage.getItem('postLoginPath'),
  }));
}

/** No horizontal scrolling: the page fits its viewport's width (a 360 px phone). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The visible Mantine NavLinks inside `root`, in order, with their link targets. */
async function readEntries(root: Locator): Promise<Entry[]> {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('.mantine-NavLink-root')]
      .filter((n) => n.checkVisibility())
      .map((n): [string, string | null] => {
        const label = n.querySelector('.mantine-NavLink-label')?.textContent.trim() ?? '';
        const href = n.getAttribute('href');
        return [label, href ? new URL(href, location.href).pathname : null];
      }),
  );
}

export function defineAccessSuite(device: Device): void {
  const text = LOGIN_TEXT[device];
  /** Logins made through the form, reused by the session tests (the OTP limits are real). */
  const sessions = new Map<string, Tokens>();
  let formServer: TestServer;
  let server: TestServer;

  beforeAll(async () => {
    [formServer, server] = await Promise.all([startServer(), startServer()]);
  });
  afterAll(async () => {
    await Promise.all([formServer.stop(), server.stop()]);
  });

  // ---------------------------------------------------------------------------------------------
  // Helpers bound to the device
  // ---------------------------------------------------------------------------------------------

  const mobileField = (page: Page) => page.getByRole('textbox', { name: text.prompt });
  const captchaBox = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send OTP' });
  const verifyButton = (page: Page) => page.getByRole('button', { name: /^(Verify OTP|Retry)$/ });
  const otpBoxes = (page: Page) => page.getByRole('textbox', { name: 'OTP digit' });
  const desktopOtp = (page: Page) => page.getByRole('textbox', { name: 'Enter OTP' });
  const countdown = (page: Page) => page.getByText(/^Resend OTP in \d+s$/);
  const resendLink = (page: Page) => page.getByRole('button', { name: 'Resend OTP', exact: true });

  async function tickCaptcha(page: Page): Promise<void> {
    const box = await visible(captchaBox(page));
    if (!(await box.isChecked())) await box.click();
    await expect.poll(() => captchaBox(page).isChecked()).toBe(true);
  }

  async function sendOtp(page: Page, mobileNo: string): Promise<void> {
    await (await visible(mobileField(page))).fill(mobileNo);
    await tickCaptcha(page);
    await sendButton(page).click();
    await visible(page.getByText(`+91 ${mobileNo}`, { exact: true }));
  }

  async function typeOtp(page: Page, otp: string): Promise<void> {
    if (device === 'desktop') {
      await desktopOtp(page).fill(otp);
    } else {
      await otpBoxes(page).first().click();
      await page.keyboard.type(otp);
    }
  }

  /** The whole login through the form; answers the tokens the app stored. */
  async function formLogin(page: Page, mobileNo: string, landing: string): Promise<Tokens> {
    await sendOtp(page, mobileNo);
    await typeOtp(page, '1234');
    await verifyButton(page).click();
    await waitForPath(page, landing);
    const s = await storage(page);
    expect(s.idToken).toBeTruthy();
    expect(s.refreshToken).toBeTruthy();
    const tokens = { accessToken: s.idToken ?? '', refreshToken: s.refreshToken ?? '' };
    sessions.set(mobileNo, tokens);
    return tokens;
  }

  /** A login of `mobileNo` on the main server: the form login's, else a fresh one via the API. */
  async function tokensOf(mobileNo: string, opts: { take?: boolean } = {}): Promise<Tokens> {
    const known = sessions.get(mobileNo);
    if (opts.take) sessions.delete(mobileNo);
    return known ?? apiLogin(server.baseUrl, mobileNo, { fresh: true });
  }

  /** Puts tokens (and optionally a business-model choice) into the context's storage. */
  async function storeSession(page: Page, tokens: Tokens, userType?: UserType): Promise<void> {
    await page.goto('/api/health');
    await page.evaluate(
      ({ t, type }) => {
        localStorage.setItem('idToken', t.accessToken);
        localStorage.setItem('refreshToken', t.refreshToken);
        if (type) localStorage.setItem('userType', type);
      },
      { t: tokens, type: userType ?? null },
    );
  }

  async function signedInPage(mobileNo: string, at = '/', opts: { take?: boolean } = {}): Promise<Page> {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await storeSession(page, await tokensOf(mobileNo, opts));
    await page.goto(at);
    await visible(page.getByRole('banner'));
    return page;
  }

  /** Opens the mobile hamburger menu; answers the drawer. */
  async function openMenu(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return visible(page.getByRole('dialog', { name: 'Operator Console' }));
  }

  /** The navigation as shown: desktop side navigation (groups opened) or the mobile menu. */
  async function navigation(page: Page): Promise<Entry[]> {
    const root =
      device === 'desktop'
        ? await visible(page.getByRole('navigation', { name: 'Main' }))
        : await openMenu(page);
    // Open every dropdown group so its entries count too.
    const groups = root.locator('button.mantine-NavLink-root[aria-expanded="false"]');
    while ((await groups.count()) > 0) {
      await groups.first().click();
    }
    await expect.poll(async () => (await readEntries(root)).length).toBeGreaterThan(0);
    return readEntries(root);
  }

  async function switcher(page: Page): Promise<Locator> {
    if (device === 'mobile') await openMenu(page);
    return visible(page.getByRole('combobox', { name: 'Business Model' }));
  }

  async function chooseModel(page: Page, option: 'MG' | 'Electric' | 'GDS'): Promise<Locator> {
    await (await switcher(page)).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    return visible(page.getByRole('dialog', { name: 'Switch business model' }));
  }

  async function openAvatarMenu(page: Page, name: string): Promise<Locator> {
    await page.getByRole('button', { name: `Account menu of ${name}` }).click();
    return visible(page.getByRole('menu'));
  }

  // ---------------------------------------------------------------------------------------------
  // The login form (its own server: its OTP sends do not count against the users' logins)
  // ---------------------------------------------------------------------------------------------

  describe(`login form on ${device}`, () => {
    const open = async (opts: { clock?: boolean } = {}) => {
      const page = await newPage({ device, baseUrl: formServer.baseUrl });
      if (opts.clock) await page.clock.install();
      await page.goto('/login');
      await visible(mobileField(page));
      // The page is drawn before its script runs (prerendered): the captcha box appears once the
      // script has taken over, and only then do presses do anything.
      await visible(captchaBox(page));
      return page;
    };

    it('is drawn before any script runs: the server sends the prerendered page for /login only', async () => {
      const page = await newPage({ device, baseUrl: formServer.baseUrl });
      const login = await (await page.request.get('/login?from=%2Fkyc')).text();
      expect(login).toContain(`<div id="root" data-prerendered="${device}">`);
      expect(login).toMatch(new RegExp(`<h1[^>]*>${text.heading}</h1>`));
      expect(login).toMatch(/<input[^>]*name="mobileNo"/);
      expect(login).toMatch(/>Send OTP</);
      const app = await (await page.request.get('/')).text();
      expect(app).toContain('<div id="root"></div>');
      expect(app).not.toContain(text.heading);

      // A browser that runs no script shows the login as it will be, styled.
      const still = await newPage({ device, baseUrl: formServer.baseUrl, javaScriptEnabled: false });
      await still.goto('/login');
      expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe(text.heading);
      await visible(mobileField(still));
      const send = await visible(sendButton(still));
      // Mantine's stylesheet and the theme's colour, and the screen's own stylesheet (the page's
      // box fills the window).
      expect(await send.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(188, 61, 68)');
      const [pageHeight, windowHeight] = await still.evaluate(() => [
        document.querySelector('#root > div')?.getBoundingClientRect().height ?? 0,
        window.innerHeight,
      ]);
      expect(pageHeight).toBeGreaterThanOrEqual(windowHeight);
      await screenshot(still, `access-login-prerendered-${device}`);
    });

    it('hydrates the prerendered page: same nodes, digits typed before kept, no console message', async () => {
      const page = await newPage({ device, baseUrl: formServer.baseUrl });
      const messages: string[] = [];
      page.on('console', (m) => {
        // The harness's own line: browser tests block the app's service worker (support/browser.ts).
        if (m.text().startsWith('Service Worker registration blocked by Playwright')) return;
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      // Hold the entry script until the drawn page has been used.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const field = await visible(mobileField(page));
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        w.ocHeading = document.querySelector('h1');
        w.ocField = document.querySelector('input[name="mobileNo"]');
      });
      await field.pressSequentially('98765');
      // A press on Send before the script runs does nothing (no reload with the number).
      await sendButton(page).click();
      expect(new URL(page.url()).search).toBe('');
      release();

      await visible(captchaBox(page));
      expect(
        await page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          return (
            w.ocHeading === document.querySelector('h1') &&
            w.ocField === document.querySelector('input[name="mobileNo"]')
          );
        }),
      ).toBe(true);
      expect(await field.inputValue()).toBe('98765');
      // The focus is on Send: back to the end of the number, and on typing.
      await field.press('End');
      await field.pressSequentially('43210');
      expect(await field.inputValue()).toBe('9876543210');
      await tickCaptcha(page);
      expect(messages).toEqual([]);
    });

    it("shows the device's texts, the +91 prefix and 'Send OTP'", async () => {
      const page = await open();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text.heading);
      if (text.sub) await visible(page.getByText(text.sub, { exact: true }));
      else expect(await page.getByText('Easy Login With Otp').count()).toBe(0);
      await visible(page.getByText('+91', { exact: true }));
      await visible(sendButton(page));
      await visible(captchaBox(page));
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-login-phone-${device}`);
    });

    it("keeps digits only, at most 10, and asks for the number: 'Mobile Number is required'", async () => {
      const page = await open();
      const field = mobileField(page);
      await field.pressSequentially('98a7-6 54x3210999');
      expect(await field.inputValue()).toBe('9876543210');
      // A pasted number with its country code is read as the 10-digit number.
      await field.fill('+91 98765 43210');
      expect(await field.inputValue()).toBe('9876543210');
      await field.fill('');
      await sendButton(page).click();
      await visible(page.getByText('Mobile Number is required', { exact: true }));
      await field.fill('98765');
      // Typing clears the message; sending a short number shows it again.
      await expect.poll(() => page.getByText('Mobile Number is required').count()).toBe(0);
      await sendButton(page).click();
      await visible(page.getByText('Mobile Number is required', { exact: true }));
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-login-error-${device}`);
    });

    onMainDevice(device)("refuses to send without the captcha: 'ReCAPTCHA verification failed'", async () => {
      const page = await open();
      await mobileField(page).fill('9000000001');
      await sendButton(page).click();
      await visible(page.getByText('ReCAPTCHA verification failed', { exact: true }));
      expect(await page.getByText('Edit Number').count()).toBe(0);
    });

    onMainDevice(device)("answers an unregistered number with 'User Not Registered'", async () => {
      const page = await open();
      await mobileField(page).fill(UNREGISTERED_NUMBER);
      await tickCaptcha(page);
      await sendButton(page).click();
      await visible(page.getByText('User Not Registered', { exact: true }));
      expect(await page.getByText('Edit Number').count()).toBe(0);
    });

    it('walks the OTP step: countdown, empty and wrong OTP, Retry, resend, Edit Number, login', async () => {
      const page = await open({ clock: true });
      await sendOtp(page, '9000000006');
      await visible(page.getByRole('button', { name: 'Edit Number' }));
      await visible(countdown(page));
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-login-otp-${device}`);

      // The 30 s countdown, on the page's fake clock.
      // The countdown draws the time of its last tick (every 250 ms), so right after the pause it
      // may still show a second that has just gone. A jump runs its tick once, at the new time:
      // from here on the figure is the clock's own.
      await pauseClockNow(page);
      await page.clock.fastForward(1_000);
      const left = await settledSecondsLeft(countdown(page));
      expect(left).toBeGreaterThanOrEqual(27);
      expect(left).toBeLessThanOrEqual(30);
      await page.clock.fastForward(10_000);
      await expect.poll(() => countdown(page).textContent()).toBe(`Resend OTP in ${left - 10}s`);
      expect(await resendLink(page).count()).toBe(0);

      // Empty OTP.
      await verifyButton(page).click();
      await visible(page.getByText('Please enter OTP', { exact: true }));

      // The OTP field(s): four boxes on mobile (auto-advance, paste fills all), one box on desktop.
      if (device === 'mobile') {
        expect(await otpBoxes(page).count()).toBe(4);
        await otpBoxes(page).first().click();
        await page.keyboard.type('9');
        expect(
          await otpBoxes(page)
            .nth(1)
            .evaluate((el) => el === document.activeElement),
        ).toBe(true);
        await otpBoxes(page)
          .first()
          .evaluate((el) => {
            const data = new DataTransfer();
            data.setData('text/plain', '1111');
            el.dispatchEvent(
              new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
            );
          });
        await expect
          .poll(() => otpBoxes(page).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
          .toEqual(['1', '1', '1', '1']);
      } else {
        expect(await otpBoxes(page).count()).toBe(0);
        // One 4-character box: pasted '12 34' keeps its four digits; more never get in.
        await desktopOtp(page).fill('12 34');
        expect(await desktopOtp(page).inputValue()).toBe('1234');
        await desktopOtp(page).fill('');
        await desktopOtp(page).pressSequentially('1a1-1 1 9');
        expect(await desktopOtp(page).inputValue()).toBe('1111');
      }
      await expect.poll(() => page.getByText('Please enter OTP').count()).toBe(0);

      // Wrong OTP: 'Retry', and 'WRONG OTP ENTERED' in place of the resend link / countdown.
      await verifyButton(page).click();
      await visible(page.getByRole('button', { name: 'Retry' }));
      await visible(page.getByText('WRONG OTP ENTERED', { exact: true }));
      expect(await countdown(page).count()).toBe(0);
      expect(await resendLink(page).count()).toBe(0);
      expect(pathOf(page)).toBe('/login');
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-login-wrong-otp-${device}`);

      // Editing the OTP leaves the error state; the countdown runs out into 'Resend OTP'.
      if (device === 'desktop') await desktopOtp(page).fill('');
      await typeOtp(page, '1234');
      await visible(page.getByRole('button', { name: 'Verify OTP' }));
      expect(await page.getByText('WRONG OTP ENTERED').count()).toBe(0);
      await visible(countdown(page));
      await page.clock.fastForward((left - 10) * 1000);
      await visible(resendLink(page));
      expect(await countdown(page).count()).toBe(0);
      await page.clock.resume();

      // Resend restarts the countdown. The server's own 30 s rule runs on real time, so its answer
      // is stubbed here; the API tests cover the rule.
      let sends = 0;
      await page.route('**/api/v1/user/login', async (route) => {
        sends += 1;
        await route.fulfill({ json: { statusCode: 200, data: 'otp sent' } });
      });
      await resendLink(page).click();
      await expect.poll(() => countdown(page).textContent()).toMatch(/^Resend OTP in (30|29)s$/);
      expect(sends).toBe(1);

      // 'Edit Number' returns to the phone entry with the number kept.
      await page.getByRole('button', { name: 'Edit Number' }).click();
      await visible(sendButton(page));
      expect(await mobileField(page).inputValue()).toBe('9000000006');
      await sendButton(page).click();
      await visible(page.getByRole('button', { name: 'Edit Number' }));
      expect(sends).toBe(2);
      await page.unroute('**/api/v1/user/login');

      // The right OTP (the first one sent is still valid) logs in.
      await typeOtp(page, '1234');
      await verifyButton(page).click();
      await waitForPath(page, '/');
    });

    onMainDevice(device)('sends a signed-out deep link to /login and back to it after login', async () => {
      const page = await newPage({ device, baseUrl: formServer.baseUrl });
      const deepLink = '/operatorDealsDetails?status=ACTIVE';
      await page.goto(deepLink);
      await waitForPath(page, '/login');
      expect((await storage(page)).postLoginPath).toBe(deepLink);
      await formLogin(page, '9000000001', deepLink);
      expect((await storage(page)).postLoginPath).toBeNull();
      await visible(page.getByRole('heading', { name: 'Operator Deals' }));
      sessions.delete('9000000001'); // a login on the form server, not the main one
    });

    onMainDevice(device)(
      "treats a missing, undecodable or 'Server exception' token as signed out",
      async () => {
        const page = await newPage({ device, baseUrl: formServer.baseUrl });
        for (const token of [null, 'Server exception', 'not-a-token']) {
          await page.goto('/api/health');
          await page.evaluate((t) => {
            if (t === null) localStorage.removeItem('idToken');
            else localStorage.setItem('idToken', t);
          }, token);
          await page.goto('/kyc');
          await waitForPath(page, '/login');
          expect((await storage(page)).postLoginPath).toBe('/kyc');
        }
      },
    );
  });

  // ---------------------------------------------------------------------------------------------
  // Each demo user: login through the form, landing page, navigation
  // ---------------------------------------------------------------------------------------------

  describe(`demo users on ${device}`, () => {
    // The phone's shell and menu depend on the user type only: one user of each type there
    // (desktop takes all seven, and walks every entry of their menus).
    const users =
      device === MAIN_DEVICE
        ? USERS
        : USERS.filter((u, i) => USERS.findIndex((v) => v.type === u.type) === i);
    for (const user of users) {
      const landing = user.type === 'CABOWNER' ? '/trips' : '/';
      it(`${user.mobileNo} (${user.type}) lands on ${landing} with exactly its navigation`, async () => {
        const page = await newPage({ device, baseUrl: server.baseUrl });
        await page.goto('/');
        await waitForPath(page, '/login');
        await formLogin(page, user.mobileNo, landing);

        // The landing screen loaded (screenshots show it, not its loader).
        await page.waitForLoadState('networkidle');
        // Header: initial-letter avatar; the switcher for everyone but CABOWNER.
        const avatar = await visible(page.getByRole('button', { name: `Account menu of ${user.shown}` }));
        expect((await avatar.textContent())?.trim()).toBe(user.shown.charAt(0));
        if (device === 'desktop') {
          expect(await page.getByRole('combobox', { name: 'Business Model' }).count()).toBe(
            user.type === 'CABOWNER' ? 0 : 1,
          );
          await screenshot(page, `access-shell-${user.type}-${user.mobileNo}-desktop`);
        } else {
          await expectNoHorizontalScroll(page);
          await screenshot(page, `access-shell-${user.type}-${user.mobileNo}-mobile`);
        }

        const nav = await navigation(page);
        expect(nav).toEqual(device === 'desktop' ? DESKTOP_NAV[user.type] : MOBILE_NAV[user.type]);
        if (device === 'mobile') {
          const drawer = page.getByRole('dialog', { name: 'Operator Console' });
          expect(await drawer.getByRole('combobox', { name: 'Business Model' }).count()).toBe(
            user.type === 'CABOWNER' ? 0 : 1,
          );
          await expectNoHorizontalScroll(page);
          await settled(page, drawer); // the drawer's opening and the opened groups' collapse transitions
          await screenshot(page, `access-shell-${user.type}-${user.mobileNo}-mobile-menu`);
        } else {
          // No entry leads to 'Not Found'.
          for (const [label, to] of nav) {
            if (!to) continue;
            await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
            await waitForPath(page, to);
            expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
          }
        }
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Signed in: avatar menu, business-model switcher, logout, token refresh
  // ---------------------------------------------------------------------------------------------

  describe(`session on ${device}`, () => {
    it("shows the avatar menu: initial, name, mobile, email, 'Account Details' → /profile", async () => {
      const page = await signedInPage('9000000001');
      // The home's cards load under the menu: let them land first so the open menu stays put.
      await visible(page.getByText("Today's Sales").first());
      await settled(page);
      const menu = await openAvatarMenu(page, 'Rajesh Kumar');
      await settled(page, menu);
      expect(
        (await page.getByRole('button', { name: 'Account menu of Rajesh Kumar' }).textContent())?.trim(),
      ).toBe('R');
      await visible(menu.getByText('Rajesh Kumar', { exact: true }));
      await visible(menu.getByText('+91 9000000001'));
      await visible(menu.getByText('rajesh@shivshakti-travels.in', { exact: true }));
      await visible(menu.getByRole('menuitem', { name: 'Logout' }));
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      // The viewport only: a full-page shot resizes it, and the menu moves while it is repositioned.
      await screenshot(page, `access-avatar-menu-${device}`, { fullPage: false });
      await settled(page, menu);
      await menu.getByRole('menuitem', { name: 'Account Details' }).click();
      await waitForPath(page, '/profile');
    });

    it('switches 9000000005 to MG after a confirmation and reloads at / with the MG navigation', async () => {
      const page = await signedInPage('9000000005', '/payouts');
      // Cancel keeps the model.
      let dialog = await chooseModel(page, 'Electric');
      await visible(dialog.getByText(/Switch to the Electric business model\?/));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await storage(page)).userType).toBeNull();
      expect(pathOf(page)).toBe('/payouts');
      if (device === 'mobile') await page.keyboard.press('Escape');

      dialog = await chooseModel(page, 'MG');
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-switch-confirm-${device}`);
      const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/mg/user/me'));
      await dialog.getByRole('button', { name: 'Switch to MG' }).click();
      const answer = await me;
      expect(answer.status()).toBe(200);
      expect(await answer.request().headerValue('x-user-id')).toBe('MG-SFP-1002');
      await waitForPath(page, '/');
      expect((await storage(page)).userType).toBe('BUSOWNER');
      await visible(page.getByRole('button', { name: 'Account menu of Priya Sharma' }));
      expect(await navigation(page)).toEqual(
        device === 'desktop' ? DESKTOP_NAV.BUSOWNER : MOBILE_NAV.BUSOWNER,
      );
      expect(await page.getByText(NOT_REGISTERED_TEXT).count()).toBe(0);
    });

    it("shows 9000000001 the 'not registered in this model' notice in a model without an account", async () => {
      const page = await signedInPage('9000000001');
      const failures: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
      });
      const dialog = await chooseModel(page, 'MG');
      await dialog.getByRole('button', { name: 'Switch to MG' }).click();
      await waitForPath(page, '/');
      await visible(page.getByText(NOT_REGISTERED_TEXT, { exact: true }));
      expect((await storage(page)).userType).toBe('BUSOWNER');
      if (device === 'mobile') await expectNoHorizontalScroll(page);
      await screenshot(page, `access-not-registered-${device}`);
      // Every screen of the model shows the notice, not an error; the session is kept.
      if (device === 'desktop') {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
      } else {
        await (await openMenu(page)).getByRole('link', { name: 'Feedback' }).click();
      }
      await waitForPath(page, '/feedbackDetails');
      await visible(page.getByText(NOT_REGISTERED_TEXT, { exact: true }));
      expect(await page.getByText(/something went wrong/i).count()).toBe(0);
      expect(failures).toEqual([]);
      // Back to GDS: the operator's own screens again.
      await (await chooseModel(page, 'GDS')).getByRole('button', { name: 'Switch to GDS' }).click();
      await waitForPath(page, '/');
      await expect.poll(() => storage(page).then((s) => s.userType)).toBe('OPERATOR');
      await visible(page.getByRole('heading', { name: 'Home' }));
      expect(await page.getByText(NOT_REGISTERED_TEXT).count()).toBe(0);
    });

    it('logs out: clears tokens and user type, revokes the login on the server, back to /login', async () => {
      const tokens = await tokensOf('9000000002', { take: true });
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await storeSession(page, tokens, 'BUSOWNER');
      await page.goto('/');
      const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/logout'));
      if (device === 'desktop') {
        await (
          await openAvatarMenu(page, 'Gurpreet Singh')
        )
          .getByRole('menuitem', { name: 'Logout' })
          .click();
      } else {
        await (await openMenu(page)).getByRole('button', { name: 'Logout' }).click();
      }
      expect((await logoutCall).method()).toBe('POST');
      await waitForPath(page, '/login');
      await visible(mobileField(page));
      expect(await storage(page)).toEqual({
        idToken: null,
        refreshToken: null,
        userType: null,
        postLoginPath: null,
      });
      // The old refresh token is dead on the server.
      const r = await fetch(`${server.baseUrl}/api/v1/user/updateToken`, {
        headers: { authorization: `Bearer ${tokens.refreshToken}` },
      });
      expect(r.status).toBe(401);
      expect(await r.json()).toMatchObject({ statusCode: 'error' });
      // And the guard sends the user to login again.
      await page.goto('/');
      await waitForPath(page, '/login');
    });

    it('logs out after the access token expired: refreshes, then revokes the new login on the server', async () => {
      const tokens = await tokensOf('9000000004', { take: true });
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await storeSession(page, tokens);
      await page.goto('/');
      await visible(page.getByRole('button', { name: 'Account menu of Mohammed Irfan' }));
      // Nothing in flight, so the only refresh is the one logout makes.
      await page.waitForLoadState('networkidle');
      // The refresh's answer, read on its way through (the page leaves right after).
      let fresh: Tokens | null = null;
      let refreshes = 0;
      await page.route('**/api/v1/user/updateToken', async (route) => {
        refreshes += 1;
        const res = await route.fetch();
        const body = (await res.json()) as { data: Tokens };
        fresh = body.data;
        await route.fulfill({ response: res, json: body });
      });
      // The access token goes bad while the page sits idle (decodable, wrong signature: a 401).
      const [header, payload] = tokens.accessToken.split('.');
      const expired = `${header}.${payload}.${'A'.repeat(43)}`;
      await page.evaluate((t) => localStorage.setItem('idToken', t), expired);
      // The first try is refused (401); the retry after the refresh goes through.
      const logoutAnswers: number[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/v1/user/logout')) logoutAnswers.push(r.status());
      });
      const loggedOut = page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/user/logout') && r.status() === 200,
      );
      const menu = device === 'desktop' ? await openAvatarMenu(page, 'Mohammed Irfan') : await openMenu(page);
      await menu.getByRole(device === 'desktop' ? 'menuitem' : 'button', { name: 'Logout' }).click();
      await loggedOut;
      expect(logoutAnswers).toEqual([401, 200]);
      expect(refreshes).toBe(1);
      await waitForPath(page, '/login');
      expect((await storage(page)).idToken).toBeNull();
      // The login the refresh continued is revoked on the server.
      const r = await fetch(`${server.baseUrl}/api/v1/user/updateToken`, {
        headers: { authorization: `Bearer ${(fresh as Tokens | null)?.refreshToken ?? 'none'}` },
      });
      expect(fresh).not.toBeNull();
      expect(r.status).toBe(401);
    });

    onMainDevice(device)(
      'makes exactly one refresh call when two tabs get a 401 at the same time',
      async () => {
        const tokens = await tokensOf('9000000003', { take: true });
        const [header, payload] = tokens.accessToken.split('.');
        const badToken = `${header}.${payload}.${'A'.repeat(43)}`; // decodable, wrong signature
        const first = await newPage({ device, baseUrl: server.baseUrl });
        const context: BrowserContext = first.context();
        await storeSession(first, { accessToken: badToken, refreshToken: tokens.refreshToken });

        const refreshCalls: Request[] = [];
        const meAnswers: Response[] = [];
        let bothRefused: () => void = () => undefined;
        const twoUnauthorized = new Promise<void>((resolve) => (bothRefused = resolve));
        context.on('request', (r) => {
          if (r.url().includes('/user/updateToken')) refreshCalls.push(r);
        });
        context.on('response', (r) => {
          if (!r.url().endsWith('/user/me')) return;
          meAnswers.push(r);
          if (meAnswers.filter((a) => a.status() === 401).length >= 2) bothRefused();
        });
        // Hold the refresh until both tabs have been refused, so the two 401s overlap for sure.
        await context.route('**/api/v1/user/updateToken', async (route) => {
          await twoUnauthorized;
          await route.continue();
        });

        const second = await context.newPage();
        await Promise.all([first.goto('/'), second.goto('/wallet')]);
        await Promise.all([
          visible(first.getByRole('heading', { name: 'Home' })),
          visible(second.getByRole('heading', { name: 'Wallet' })),
        ]);
        expect(refreshCalls).toHaveLength(1);
        expect(meAnswers.map((a) => a.status()).sort()).toEqual([200, 200, 401, 401]);
        const s = await storage(second);
        expect(s.idToken).not.toBe(badToken);
        expect(s.refreshToken).not.toBe(tokens.refreshToken);
        expect(pathOf(first)).toBe('/');
        expect(pathOf(second)).toBe('/wallet');
      },
    );
  });
}
