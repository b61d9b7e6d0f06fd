// Every screen checked with axe-core and walked in Hindi (issue 40), defined once and run per device
// by a11y.desktop.e2e.test.ts and a11y.mobile.e2e.test.ts (one server and one Chromium each, the two
// run side by side): every operator screen of every business model (the navigation of
// access.suite.ts plus the detail screens, the deal wizard's steps, the dialogs that matter), the
// login's two steps and the staff console's pages for each role whose pages differ.
//
// Each screen is opened once per layout and checked without a reload: in the language the page
// has, then in the other language (the header's language menu, as a person would); in each, in the
// theme `PAIRED_THEME` gives (npm test) or light and dark (`npm run test:a11y`; the browser's colour
// scheme: the app follows the device's until a person chooses). In Hindi, the page's visible text is also read for English UI words left
// (support/a11y.ts `latinLeftovers`). A language switch draws the page anew from the top, so a
// state reached by clicks (an open dialog, a wizard step) is reached again in the other language.
//
// The walk runs in each group's beforeAll and records what it finds; each screen then has two tests
// that report its findings (axe; Hindi), so a failure names its screen and a retry costs nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  loginInBrowser,
  newPage,
  screenshot,
  startServer,
  type Device,
  type TestServer,
} from './support';
import {
  formatLeftover,
  formatViolation,
  latinLeftovers,
  runAxe,
  type AxeViolation,
  type Leftover,
} from './support/a11y';
import { anyLanguage } from './support/messages';
import { REPO_ROOT } from './support/paths';

type Language = 'en' | 'hi';
type Theme = 'light' | 'dark';

/**
 * `npm run test:a11y` (E2E_AUDIT=1) checks each screen in all four language × theme pairs on both
 * layouts. `npm test` checks two per layout, crossed so that every pair of layout, language and
 * theme is still seen (desktop: English light, Hindi dark; phone: English dark, Hindi light): half
 * the axe runs and theme switches.
 */
const EVERY_PAIR = process.env.E2E_AUDIT === '1';
const PAIRED_THEME: Record<Device, Record<Language, Theme>> = {
  desktop: { en: 'light', hi: 'dark' },
  mobile: { en: 'dark', hi: 'light' },
};
/** What a screen's axe test covers, in its name. */
const checkedIn = (device: Device): string =>
  EVERY_PAIR
    ? 'English and Hindi, light and dark'
    : `English ${PAIRED_THEME[device].en}, Hindi ${PAIRED_THEME[device].hi}; all four: npm run test:a11y`;
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
const other = (l: Language): Language => (l === 'en' ? 'hi' : 'en');

/** A part of the walk: a screen opened at `path`, or several reached from there one after another. */
interface Visit {
  /** The screens this visit shows, in order: each one's name in the report and its tests. */
  screens: string[];
  /** Where the visit starts; a function when it needs data read first. */
  path: string | (() => string);
  /** Opened with a full page load each time (the login page, drawn without the app's router). */
  fresh?: boolean;
  /**
   * From `path`, once ready: brings the page to each screen in turn and calls `at` on it. Without
   * one the visit is the page at `path` alone.
   */
  walk?: (page: Page, at: (screen: string) => Promise<void>) => Promise<void>;
  /**
   * What the visit's screens show in Hindi that uses English UI words but is data (a demo bus type
   * '… AC Sleeper (2+1)'): phrases and patterns cut from the text, or single words (support/a11y.ts
   * `latinLeftovers`). Each list says where its data comes from (DEMO_DATA).
   */
  allow?: (string | RegExp)[];
}

interface Group {
  name: string;
  /** Data every screen of the group shows (Visit `allow`): the signed-in member's name. */
  allow?: (string | RegExp)[];
  /** A page of the group's user (signed in, or not). */
  open: (server: TestServer, device: Device) => Promise<Page>;
  visits: (device: Device) => Visit[];
}

interface Findings {
  violations: AxeViolation[];
  leftovers: Leftover[];
  errors: string[];
}

// ---------------------------------------------------------------------------------------------
// The page: ready, theme, language, navigation
// ---------------------------------------------------------------------------------------------

/**
 * Runs in the page: resolves once the app has drawn something, nothing loads (a spinner, a
 * skeleton, a busy region) and nothing moves (a dialog's, a menu's or a colour's transition), three
 * samples in a row ~50 ms apart (one read can start as another ends); rejects after `timeoutMs`.
 */
async function calmInPage(timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let calm = 0;
  let why = '';
  while (calm < 3) {
    if (performance.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms: ${why}`);
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => setTimeout(r, 40));
    const drawn = (document.getElementById('root')?.innerText.trim().length ?? 0) > 0;
    const loading = [
      ...document.querySelectorAll(
        '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
      ),
    ].filter((el) => el.checkVisibility({ visibilityProperty: true })).length;
    const moving = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length;
    why = `${drawn ? 'drawn' : 'nothing drawn'}, ${loading} loading, ${moving} moving`;
    calm = drawn && loading === 0 && moving === 0 ? calm + 1 : 0;
  }
}

/** Waits until the screen has drawn its data and stopped moving (`calmInPage`). */
async function ready(page: Page): Promise<void> {
  await page.evaluate(calmInPage, 15_000);
}

/**
 * The colour scheme, as the device's (prefers-color-scheme): the app follows the device's scheme
 * until the person chooses one, and Mantine redraws at once; its transitions are waited out.
 */
async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (t) => document.documentElement.getAttribute('data-mantine-color-scheme') === t,
    theme,
    { timeout: 5_000 },
  );
  await ready(page);
}

async function languageOf(page: Page): Promise<Language> {
  return (await page.evaluate(() => document.documentElement.lang)) === 'hi' ? 'hi' : 'en';
}

/**
 * Shows the page in `language` as a person would: the header's language menu (signed in), the
 * login screen's language buttons, else (the staff console, which has neither) the stored choice
 * and a reload. The page is then drawn anew from the top.
 */
async function switchLanguage(page: Page, language: Language): Promise<void> {
  const menu = page.getByTestId('language-menu').filter({ visible: true });
  const buttons = page.getByTestId('language-switch').filter({ visible: true });
  if ((await menu.count()) > 0) {
    await menu.first().click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
  } else if ((await buttons.count()) > 0) {
    await buttons.first().getByRole('button', { name: LANGUAGE_NAMES[language] }).click();
  } else {
    await page.evaluate((l) => localStorage.setItem('oc.language', l), language);
    await page.reload();
  }
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
  await ready(page);
}

/**
 * Opens `path` in the app already loaded, as its own links do (the router's history: no reload,
 * so axe-core stays in the page), and waits until the screen that was shown has gone (not for the
 * new one's data: `check` does); a page without the app's router (the login page drawn alone)
 * loads it instead.
 */
async function navigate(page: Page, path: string): Promise<void> {
  const routed = await page.evaluate((target) => {
    const state = history.state as { idx?: unknown } | null;
    if (typeof state?.idx !== 'number') return false;
    const here = `${location.pathname}${location.search}`;
    if (here === target) return true;
    // What the screen shown now is made of: the new one has come once some of it has gone.
    const main = document.querySelector('main') ?? document.getElementById('root');
    (window as unknown as { a11yBefore: Element[] }).a11yBefore = [...(main?.querySelectorAll('*') ?? [])];
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: state.idx + 1 },
      '',
      target,
    );
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
    return true;
  }, path);
  if (!routed) {
    await page.goto(path);
    return;
  }
  const gone = await page
    .waitForFunction(
      () => {
        const before = (window as unknown as { a11yBefore?: Element[] }).a11yBefore;
        return !before || before.length === 0 || before.some((el) => !el.isConnected);
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  // A route that keeps its screen (the same one with other data): loaded anew instead.
  if (!gone) await page.goto(path);
  else await page.evaluate(() => delete (window as unknown as { a11yBefore?: Element[] }).a11yBefore);
}

// ---------------------------------------------------------------------------------------------
// The walk
// ---------------------------------------------------------------------------------------------

const STAFF = {
  admin: { email: 'admin@demo.test', secret: 'SCGDNWMLZOM43J46EVBA4GW5H5M7FJ6I' },
  support: { email: 'support@demo.test', secret: 'NLNSNGAKPEOMDJH4A2ROFM4CJZ7EV2IE' },
  finance: { email: 'finance@demo.test', secret: '3MM2FJ4VNXNO4PFDHTFHY7MPA4Z3SXFN' },
} as const;
const STAFF_PASSWORD = 'demo staff password';

const staffSessions = new Map<string, Promise<{ accessToken: string; refreshToken: string }>>();

/**
 * A staff member's tokens from POST /api/admin/v1/login: one sign-in per member and file (an
 * authenticator code is good once), shared by the pages that need it.
 */
function staffTokens(server: TestServer, member: keyof typeof STAFF) {
  const key = `${server.baseUrl} ${member}`;
  let tokens = staffSessions.get(key);
  if (!tokens) {
    tokens = staffSignIn(server, member);
    staffSessions.set(key, tokens);
  }
  return tokens;
}

async function staffSignIn(server: TestServer, member: keyof typeof STAFF) {
  const { email, secret } = STAFF[member];
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const r = await fetch(`${server.baseUrl}/api/admin/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD, totp: totp.generate() }),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`staff login of ${member} answered ${r.status}: ${text}`);
  return (JSON.parse(text) as { data: { accessToken: string; refreshToken: string } }).data;
}

async function staffPage(server: TestServer, device: Device, member: keyof typeof STAFF): Promise<Page> {
  const tokens = await staffTokens(server, member);
  const page = await newPage({ device, baseUrl: server.baseUrl });
  await page.goto('/api/health');
  await page.evaluate((t) => {
    localStorage.setItem('staffAccessToken', t.accessToken);
    localStorage.setItem('staffRefreshToken', t.refreshToken);
  }, tokens);
  return page;
}

async function operatorPage(server: TestServer, device: Device, mobileNo: string): Promise<Page> {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  await loginInBrowser(page, server.baseUrl, mobileNo);
  return page;
}

/** GET /api/v1{path} as a demo user: the data a detail screen's address needs. */
async function read<T>(server: TestServer, mobileNo: string, apiPath: string): Promise<T> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1${apiPath}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!r.ok) throw new Error(`GET /api/v1${apiPath} answered ${r.status}`);
  return ((await r.json()) as { data: T }).data;
}

/** Data read before the walk: the ids in the detail screens' addresses. */
const known = { dealId: '', tripId: '', operatorId: '' };

/** Opens the mobile shell's menu (a drawer), or the staff console's. */
async function openMenu(page: Page, id: 'app.shell.openMenu' | 'admin.shell.openMenu'): Promise<void> {
  await page.getByRole('button', { name: anyLanguage(id) }).click();
  await page.getByRole('dialog').waitFor();
}

/** A plain screen: the page at `path`. */
const at = (screen: string, path: Visit['path'], allow?: Visit['allow']): Visit => ({
  screens: [screen],
  path,
  ...(allow ? { allow } : {}),
});

/** A dialog or menu opened by `open` on the page at `path`. */
const opened = (
  screen: string,
  path: string,
  open: (page: Page) => Promise<void>,
  allow?: Visit['allow'],
): Visit => ({
  screens: [screen],
  path,
  ...(allow ? { allow } : {}),
  walk: async (page, here) => {
    await open(page);
    await here(screen);
  },
});

/** The first enabled day of the month an open date picker shows (`last`: its last one). */
async function pickDay(page: Page, field: RegExp, last: boolean): Promise<void> {
  await page.getByRole('button', { name: field }).click();
  const days = page
    .locator('.mantine-Popover-dropdown:visible')
    .locator('button[class*="-day"]:not([data-disabled]):not([data-outside]):not([disabled])');
  await days.first().waitFor();
  await (last ? days.last() : days.first()).click();
  await page.locator('.mantine-Popover-dropdown:visible').waitFor({ state: 'detached' });
}

/** The create-deal wizard, step by step to its review, without publishing. */
async function wizard(page: Page, here: (screen: string) => Promise<void>): Promise<void> {
  const next = page.getByRole('button', { name: anyLanguage('deals.create.nextStep') });
  await here('deal wizard, step 1 (offer)');
  await page.getByRole('radio', { name: anyLanguage('deals.offerType.custom', { start: true }) }).click();
  await page.getByRole('radio', { name: anyLanguage('deals.discountType.flat', { start: true }) }).click();
  const fields = page.getByRole('main').getByRole('textbox');
  await fields.nth(0).fill('100');
  await fields.nth(1).fill('500');
  await next.click();
  await page.getByRole('checkbox', { name: anyLanguage('deals.days.all') }).waitFor();
  await here('deal wizard, step 2 (validity)');
  await pickDay(page, anyLanguage('deals.field.startDate'), false);
  await pickDay(page, anyLanguage('deals.field.endDate'), true);
  await page.getByRole('checkbox', { name: anyLanguage('deals.days.all') }).check();
  await next.click();
  const all = page.getByRole('checkbox', { name: anyLanguage('deals.services.selectAll') }).first();
  await all.waitFor();
  await here('deal wizard, step 3 (services)');
  await all.check();
  await next.click();
  await page.getByRole('button', { name: anyLanguage('deals.create.publish') }).waitFor();
  await here('deal wizard, step 4 (review)');
}

/**
 * Demo data (apps/server/src/db/seed) that uses English UI words, let through the Hindi walk on the
 * screens that show it: names and titles people gave, not the UI's text.
 */
const DEMO_DATA = {
  /** Bus types: 'Volvo 9600 Multi-Axle AC Sleeper (2+1)', 'AC Seater / Sleeper (2+1)' (core.ts). */
  busTypes: /\b(?:Semi-)?(?:Seater|Sleeper)(?: \/ (?:Semi-)?(?:Seater|Sleeper))? \(\d\+\d\)/,
  /** Cab vehicle types: '4 Seater', '7 Seater' (cab.ts). */
  vehicleTypes: /\b\d+ Seater\b/,
  /** The cab trips' city (cab.ts); 'Bengaluru' is a UI word only in the agreement's legal text. */
  city: 'Bengaluru',
  /** The console's staff (staff.ts). */
  staff: ['Arjun Admin', 'Sunita Support', 'Farhan Finance', 'Fatima Finance'],
  /** Business names (users.ts). */
  companies: ['Sharma Fleet Partners', 'Sri Sai Bus Service'],
  /** The signed agreements' titles (account.ts). */
  agreements: [
    'GDS Operator Services Agreement',
    'Commission Addendum 2026',
    'Minimum Guarantee Fleet Agreement',
    'Revenue Share Addendum 2026',
  ],
  /** Service contracts named '<service> revenue share contract' (contracts.ts). */
  contracts: / (?:revenue share|minimum guarantee) contract\b/,
  /**
   * The wallets' ledger lines (wallet.ts), as the provider's ledger would name them. The server's
   * own top-up line, 'Wallet top-up via {gateway} ({orderId})', is an API text and is translated:
   * these seeded ones do not have its form.
   */
  ledger: [
    ...['Wallet top-up via UPI', 'Wallet top-up via net banking', 'Wallet top-up via card'],
    ...[
      'Deal discount settlement',
      'Offline agent commission',
      'Platform service fee',
      'GST on platform fee',
    ],
    ...['Charging station fee', 'Depot parking charges'],
  ],
  /** Who made the demo's API key (integration.ts). */
  keyMaker: 'demo data',
  /** Passengers' rating tags and comments (quality.ts). */
  feedback: [
    ...['Clean bus', 'On time', 'Polite staff', 'Comfortable seats', 'Smooth driving', 'Good AC'],
    ...['Late departure', 'Dirty washroom', 'AC not working', 'Rash driving', 'Rude staff'],
    ...['Great journey', 'Reached on time, thank you', 'Very clean bus', 'Staff were helpful'],
    ...['Bus left 40 minutes late', 'Washroom was not clean', 'AC was too weak', 'Driver braked hard'],
  ],
} as const;
const CONSOLE_DATA = [...DEMO_DATA.staff, ...DEMO_DATA.companies];

const GROUPS: Group[] = [
  {
    name: 'login',
    open: (server, device) => newPage({ device, baseUrl: server.baseUrl }),
    visits: () => {
      // Each language's OTP step needs an OTP of its own (a switch draws the phone step again):
      // a number each (one OTP per number per 30 s), more for a visit tried again.
      const numbers = ['9000000006', '9000000007', '9000000002', '9000000003'];
      return [
        {
          screens: ['login, phone step'],
          path: '/login',
          fresh: true,
          walk: async (page, here) => {
            // The script has taken over the prerendered page once the captcha box is there.
            await page.getByRole('checkbox').first().waitFor();
            await here('login, phone step');
          },
        },
        {
          screens: ['login, OTP step'],
          path: '/login',
          fresh: true,
          walk: async (page, here) => {
            const mobileNo = numbers.shift() ?? '9000000005';
            const box = page.getByRole('checkbox').first();
            await box.waitFor();
            await page.locator('input[name="mobileNo"]').fill(mobileNo);
            if (!(await box.isChecked())) await box.click();
            await page.locator('input[type="checkbox"]:checked').first().waitFor({ state: 'attached' });
            await page.locator('form button[type="submit"]').click();
            await page.getByText(`+91 ${mobileNo}`, { exact: true }).waitFor();
            await here('login, OTP step');
          },
        },
      ];
    },
  },
  {
    name: 'GDS operator (9000000001)',
    open: (server, device) => operatorPage(server, device, '9000000001'),
    visits: (device) => [
      at('home', '/'),
      at('operator deals', '/operatorDealsDetails'),
      at('deal detail', () => `/operatorDealsDetails/${known.dealId}`, [DEMO_DATA.busTypes]),
      {
        screens: [
          'deal wizard, step 1 (offer)',
          'deal wizard, step 2 (validity)',
          'deal wizard, step 3 (services)',
          'deal wizard, step 4 (review)',
        ],
        path: '/deals',
        walk: wizard,
        allow: [DEMO_DATA.busTypes],
      },
      at('offline commission', '/offlineCommission', [DEMO_DATA.busTypes]),
      at('offline seat fare', '/seatFare', [DEMO_DATA.busTypes]),
      at('payouts', '/payouts'),
      at('KYC', '/kyc'),
      at('wallet', '/wallet', [...DEMO_DATA.ledger]),
      opened(
        'wallet, top-up dialog',
        '/wallet',
        async (page) => {
          await page.getByRole('button', { name: anyLanguage('wallet.topUp.title') }).click();
          await page.getByRole('dialog').waitFor();
        },
        [...DEMO_DATA.ledger],
      ),
      at('profile', '/profile', [...DEMO_DATA.agreements, DEMO_DATA.city]),
      at('activity', '/activity'),
      device === 'desktop'
        ? opened('account menu', '/', async (page) => {
            await page.getByRole('button', { name: anyLanguage('app.shell.accountMenuOf') }).click();
            await page.getByRole('menu').waitFor();
          })
        : opened('menu', '/', (page) => openMenu(page, 'app.shell.openMenu')),
      {
        // 9000000001 has no MG account: a model without an account shows the notice instead.
        screens: ['not registered in this model'],
        path: '/',
        walk: async (page, here) => {
          await page.evaluate(() => localStorage.setItem('userType', 'BUSOWNER'));
          await page.reload();
          await ready(page);
          await here('not registered in this model');
          await page.evaluate(() => localStorage.removeItem('userType'));
          await page.goto('/');
          // Drawn before the next visit looks for what it replaces.
          await ready(page);
        },
      },
      at('not found', '/no-such-screen'),
    ],
  },
  {
    name: 'MG operator (9000000002)',
    open: (server, device) => operatorPage(server, device, '9000000002'),
    visits: () => [
      at('MG home', '/'),
      at('inspection data', '/inspectionDataDetails'),
      at('audit data', '/auditDataDetails'),
      at('feedback', '/feedbackDetails', [...DEMO_DATA.feedback]),
      at('reimbursements', '/reimbursements'),
      opened('reimbursements, new claim dialog', '/reimbursements', async (page) => {
        await page.getByTestId('add-reimbursement').click();
        await page.getByRole('dialog').waitFor();
      }),
      at('my buses', '/myBuses', [DEMO_DATA.busTypes]),
      at('service contracts', '/serviceContracts', [DEMO_DATA.busTypes, DEMO_DATA.contracts]),
      opened(
        'service contracts, a contract',
        '/serviceContracts',
        async (page) => {
          await page
            .getByRole('button', { name: anyLanguage('contracts.services.viewLabel') })
            .first()
            .click();
          await page.getByTestId('contract-details').waitFor();
        },
        [DEMO_DATA.busTypes, DEMO_DATA.contracts],
      ),
      at('payment summary', '/paymentSummary', [DEMO_DATA.busTypes, DEMO_DATA.contracts]),
      at('trips & revenue', '/tripsRevenue', [DEMO_DATA.busTypes, DEMO_DATA.contracts]),
      at('MG profile', '/profile', [...DEMO_DATA.agreements]),
    ],
  },
  {
    name: 'Electric operator (9000000003)',
    open: (server, device) => operatorPage(server, device, '9000000003'),
    visits: () => [
      at('Electric home', '/'),
      at('Electric wallet', '/wallet', [...DEMO_DATA.ledger]),
      at('Electric profile', '/profile', [...DEMO_DATA.agreements]),
    ],
  },
  {
    name: 'cab operator (9000000004)',
    open: (server, device) => operatorPage(server, device, '9000000004'),
    visits: () => {
      const cab = [DEMO_DATA.vehicleTypes, DEMO_DATA.city];
      return [
        at('trips', '/trips', cab),
        opened(
          'trips, assign driver',
          '/trips',
          async (page) => {
            await page
              .getByRole('button', { name: anyLanguage('cab.driver.assignTo') })
              .first()
              .click();
            await page.getByRole('dialog').waitFor();
          },
          cab,
        ),
        at('trip detail', () => `/trips/tripDetails?_id=${known.tripId}`, cab),
        at('cab payment summary', '/fmlmPaymentSummary', cab),
        at('cab home', '/', [DEMO_DATA.city]),
        at('cab profile', '/profile', [...DEMO_DATA.agreements, DEMO_DATA.city]),
      ];
    },
  },
  {
    name: 'operator of several models (9000000005)',
    open: (server, device) => operatorPage(server, device, '9000000005'),
    visits: (device) => [
      opened('switch business model dialog', '/', async (page) => {
        if (device === 'mobile') await openMenu(page, 'app.shell.openMenu');
        await page.getByRole('combobox', { name: anyLanguage('app.shell.businessModel') }).click();
        await page.getByRole('option', { name: 'MG', exact: true }).click();
        await page.getByRole('dialog', { name: anyLanguage('app.shell.switchTitle') }).waitFor();
      }),
    ],
  },
  {
    name: 'staff console, signed out',
    open: (server, device) => newPage({ device, baseUrl: server.baseUrl }),
    visits: () => [
      at('console sign-in', '/admin/login'),
      at('console set-password, spent link', '/admin/set-password?token=not-a-valid-token'),
    ],
  },
  {
    name: 'staff console as admin',
    open: (server, device) => staffPage(server, device, 'admin'),
    allow: CONSOLE_DATA,
    visits: (device) => [
      at('console proposals (admin)', '/admin/proposals'),
      opened('console new wallet debit dialog', '/admin/proposals', async (page) => {
        await page.getByRole('button', { name: anyLanguage('admin.proposals.walletDebit.title') }).click();
        await page.getByRole('dialog').waitFor();
      }),
      at('console operators, found', '/admin/operators?q=90000000'),
      at('console operator', () => `/admin/operators/${known.operatorId}`),
      at('console onboard operator', '/admin/operators/new'),
      at('console bank proofs', '/admin/queues/bank-proofs'),
      opened('console bank proofs, a proof open', '/admin/queues/bank-proofs', async (page) => {
        await page
          .getByRole('button', { name: anyLanguage('admin.queues.bankProofs.showFor') })
          .first()
          .click();
        await page.getByTestId('bank-proof-detail').waitFor();
      }),
      at('console claims (admin)', '/admin/queues/claims'),
      opened('console claims, a claim open', '/admin/queues/claims', async (page) => {
        await page
          .getByRole('button', { name: anyLanguage('admin.queues.claims.showFor') })
          .first()
          .click();
        await page.getByTestId('claim-detail').waitFor();
      }),
      at('console KYC review', '/admin/queues/kyc'),
      at('console audit trail', '/admin/audit'),
      at('console API keys (admin)', '/admin/api-keys', [DEMO_DATA.keyMaker]),
      at('console webhooks (admin)', '/admin/webhooks'),
      ...(device === 'mobile'
        ? [opened('console menu', '/admin/proposals', (page) => openMenu(page, 'admin.shell.openMenu'))]
        : []),
    ],
  },
  {
    name: 'staff console as support',
    open: (server, device) => staffPage(server, device, 'support'),
    allow: CONSOLE_DATA,
    visits: () => [
      at('console proposals (support)', '/admin/proposals'),
      at('console claims (support)', '/admin/queues/claims'),
      at('console API keys (support)', '/admin/api-keys'),
      at('console webhooks (support)', '/admin/webhooks'),
    ],
  },
  {
    name: 'staff console as finance',
    open: (server, device) => staffPage(server, device, 'finance'),
    allow: CONSOLE_DATA,
    visits: () => [at('console onboard operator (finance)', '/admin/operators/new')],
  },
];

/** Where the walk's findings go with A11Y_REPORT=1 (for a summary across the run), and its times. */
const REPORT_DIR = path.join(REPO_ROOT, '.test-tmp', 'a11y-report');

export function defineA11ySuite(device: Device): void {
  let server: TestServer;
  const findings = new Map<string, Findings>();
  const times: string[] = [];
  const spentIn = { axe: 0, hindi: 0, theme: 0, ready: 0 };
  const timed = async <T>(what: keyof typeof spentIn, fn: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await fn();
    } finally {
      spentIn[what] += Date.now() - started;
    }
  };

  beforeAll(async () => {
    server = await startServer();
    const [deals, trips, operators] = await Promise.all([
      read<{ _id: string }[]>(server, '9000000001', '/user/fetchDeals'),
      read<{ id: string }[]>(server, '9000000004', '/cabOperator/trips'),
      (async () => {
        const { accessToken } = await staffTokens(server, 'support');
        const r = await fetch(`${server.baseUrl}/api/admin/v1/operators?q=9000000005`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        return ((await r.json()) as { data: { userId: string }[] }).data;
      })(),
    ]);
    known.dealId = deals[0]?._id ?? '';
    known.tripId = trips[0]?.id ?? '';
    known.operatorId = operators[0]?.userId ?? '';
  });
  afterAll(async () => {
    await server.stop();
    const total = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
    console.log(
      `[a11y ${device}] seconds per visit (first language + second):\n${times.join('\n')}\n` +
        `in axe ${total(spentIn.axe)}, waiting for screens ${total(spentIn.ready)}, ` +
        `theme switches ${total(spentIn.theme)}, Hindi walk ${total(spentIn.hindi)}`,
    );
    if (process.env.A11Y_REPORT === '1') {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(
        path.join(REPORT_DIR, `${device}.json`),
        JSON.stringify(Object.fromEntries(findings), null, 2),
      );
    }
  });

  /** English UI words on the first screen read in English: proof that the walk sees them. */
  let englishProbe: Leftover[] | undefined;

  const of = (screen: string): Findings => {
    const f = findings.get(screen) ?? { violations: [], leftovers: [], errors: [] };
    findings.set(screen, f);
    return f;
  };

  /**
   * The axe runs on the screen shown (light and dark, or the one theme {@link PAIRED_THEME} gives this
   * layout and language), and in Hindi the walk for English words.
   */
  async function check(page: Page, screen: string, language: Language, allow: Visit['allow']): Promise<void> {
    await timed('ready', () => ready(page));
    const found = of(screen);
    // The scheme the page is in first (no switch), then the other one.
    const current = await page.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
    const themes: readonly Theme[] = !EVERY_PAIR
      ? [PAIRED_THEME[device][language]]
      : current === 'dark'
        ? ['dark', 'light']
        : ['light', 'dark'];
    for (const theme of themes) {
      if (theme !== current) await timed('theme', () => setTheme(page, theme));
      const label = `${screen} (${device}, ${language}, ${theme})`;
      found.violations.push(...(await timed('axe', () => runAxe(page, label))));
    }
    if (language === 'en' && !englishProbe)
      englishProbe = await latinLeftovers(page, `${screen} (${device}, English)`, { allow, language: 'en' });
    if (language === 'hi')
      found.leftovers.push(
        ...(await timed('hindi', () => latinLeftovers(page, `${screen} (${device})`, { allow }))),
      );
    await screenshot(page, `a11y-${device}-${screen}-${language}`, { fullPage: false });
  }

  /**
   * A visit in the page's language. A try that fails (a slow load on a busy machine) is made once
   * more from a fresh load of its address, its first try's findings dropped; a second failure is
   * recorded against its screens.
   */
  async function visit(page: Page, v: Visit, groupAllow: Visit['allow'] = []): Promise<void> {
    const target = typeof v.path === 'function' ? v.path() : v.path;
    const allow = [...groupAllow, ...(v.allow ?? [])];
    const language = await languageOf(page);
    for (let attempt = 1; ; attempt++) {
      const before = new Map(v.screens.map((s) => [s, structuredClone(of(s))]));
      try {
        if (v.fresh || attempt > 1) {
          await page.goto(target);
          await ready(page);
        } else {
          await navigate(page, target);
        }
        if (v.walk) await v.walk(page, (screen) => check(page, screen, language, allow));
        else await check(page, v.screens[0]!, language, allow);
        return;
      } catch (err) {
        for (const [screen, f] of before) findings.set(screen, f);
        const message = `${language}: ${err instanceof Error ? err.message.split('\n')[0]! : String(err)}`;
        console.error(`[a11y ${device}] ${v.screens.join(', ')}: try ${attempt} failed: ${message}`);
        await screenshot(page, `a11y-${device}-failed-${v.screens[0]}-${language}`);
        if (attempt >= 2) {
          for (const screen of v.screens) of(screen).errors.push(message);
          return;
        }
      }
    }
  }

  for (const group of GROUPS) {
    const visits = group.visits(device);
    describe(`${group.name} on ${device}`, () => {
      // Every visit in the language the page opens in, then, after one switch, in the other.
      beforeAll(async () => {
        const page = await group.open(server, device);
        const home = typeof visits[0]!.path === 'function' ? visits[0]!.path() : visits[0]!.path;
        await page.goto(home);
        await ready(page);
        const spent = visits.map(() => [] as number[]);
        for (const pass of [1, 2]) {
          if (pass === 2) {
            // From a fresh load: the last visit may have left a dialog or a menu open.
            await page.goto(home);
            await ready(page);
            await switchLanguage(page, other(await languageOf(page)));
          }
          for (const [i, v] of visits.entries()) {
            const started = Date.now();
            await visit(page, v, group.allow);
            spent[i]!.push((Date.now() - started) / 1000);
          }
        }
        for (const [i, v] of visits.entries())
          times.push(`${spent[i]!.map((t) => t.toFixed(1)).join(' + ')}  ${v.screens.join(', ')}`);
        await page.context().close();
      }, 600_000);

      for (const screen of visits.flatMap((v) => v.screens)) {
        it(`${screen}: no serious or critical axe violation (${checkedIn(device)})`, () => {
          const f = findings.get(screen);
          expect(f?.errors ?? ['not walked'], 'the screen could not be opened').toEqual([]);
          expect(f?.violations.map((v) => formatViolation(v)) ?? []).toEqual([]);
        });
        it(`${screen}: no English UI text left in Hindi`, () => {
          const f = findings.get(screen);
          expect(f?.errors ?? ['not walked'], 'the screen could not be opened').toEqual([]);
          expect(f?.leftovers.map(formatLeftover) ?? []).toEqual([]);
        });
      }
    });
  }

  describe(`the Hindi walk on ${device}`, () => {
    it('finds English UI words: many on the first screen read in English', () => {
      expect(englishProbe?.length ?? 0).toBeGreaterThan(5);
    });
  });
}
