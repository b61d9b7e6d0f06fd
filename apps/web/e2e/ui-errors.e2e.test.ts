import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Device,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

/**
 * Issue 12 item 3 (docs/ui.md "States"): a failed read gets one quick retry and then the one error
 * state — part 1 §8's text where it names one, else "We couldn't load …" and a plain sentence, never
 * a status text — with a 'Try again' that works; a screen that is not part of the acting business
 * model shows the neutral notice, with no 'Try again' and no internal user type. Desktop runs at
 * 1440 × 900, the phone at 360 px.
 */

const OPERATOR = '9000000001';
const MG = '9000000002';
const ELECTRIC = '9000000003';
const CAB = '9000000004';
const LAPTOP = { width: 1440, height: 900 };
/**
 * One failed request, the retry after 300 ms, the second failure, the render: about a second, but
 * timed from this process through the browser's routing, and on a loaded 2-core machine once
 * 2.45 s. TanStack Query's default (three retries, 1 + 2 + 4 s apart) would take over 7 s; the
 * count of tries is checked on its own below.
 */
const ERROR_WITHIN_MS = 4_000;
const RAW = /Internal Server Error|Bad Gateway|Service Unavailable|statusCode|boom|at \w+ \(/;
const USER_TYPE_CODES = /BUSOWNER|CABOWNER|ELECTRIC|OPERATOR/;
const NOT_IN_MODEL_TITLE = 'This screen is not part of your business model';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function open(device: Device, mobileNo: string): Promise<Page> {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  if (device === 'desktop') await page.setViewportSize(LAPTOP);
  await loginInBrowser(page, server.baseUrl, mobileNo);
  return page;
}

/** What a failing route was asked, and when first. */
interface Failing {
  hits: Request[];
  firstAt: number | null;
  release: () => Promise<void>;
}

/**
 * Makes one API path fail until released: a 500 in the envelope with the raw status text as its
 * message (what some screens used to print), a proxy's HTML 'Bad Gateway', or no answer at all.
 */
async function failing(
  page: Page,
  url: string | RegExp,
  how: 'envelope500' | 'proxy502' | 'network',
): Promise<Failing> {
  const state: Failing = { hits: [], firstAt: null, release: () => page.unroute(url, handler) };
  async function handler(route: Route) {
    state.firstAt ??= Date.now();
    state.hits.push(route.request());
    if (how === 'network') return route.abort('failed');
    if (how === 'proxy502') {
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
      });
    }
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"data":"Internal Server Error"}',
    });
  }
  await page.route(url, handler);
  return state;
}

/**
 * How often each failing read (path and query) was really asked: a request the page itself
 * aborted does not count (React's StrictMode mounts twice in a development build, and the first
 * mount's fetch is cancelled).
 */
function answeredPerRead(fail: Failing): number[] {
  const counts = new Map<string, number>();
  for (const r of fail.hits) {
    if (r.failure()?.errorText === 'net::ERR_ABORTED') continue;
    const url = new URL(r.url());
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()];
}

function perReadCount(fail: Failing): number {
  return new Set(fail.hits.map((r) => r.url())).size;
}

async function bodyText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

interface ReadCase {
  name: string;
  path: string;
  /** The API path that fails (a Playwright glob, or a RegExp where a glob cannot say it). */
  url: string | RegExp;
  how: 'envelope500' | 'proxy502' | 'network';
  title: string;
  hint: string;
  /** What shows once the read works again. */
  recovered: (page: Page) => ReturnType<Page['getByText']>;
}

const CONNECTION = 'Check your connection and try again.';
const SERVER = 'Please try again in a moment.';

const READS: ReadCase[] = [
  {
    name: 'wallet-transactions',
    path: '/wallet',
    url: '**/api/v1/user/trasactions**',
    how: 'envelope500',
    title: "We couldn't load your transactions.",
    hint: SERVER,
    recovered: (page) => page.getByTestId('wallet-balance'),
  },
  {
    name: 'payouts',
    path: '/payouts',
    url: /\/api\/v1\/user\/payout(\?|$)/,
    how: 'proxy502',
    title: "We couldn't load your payouts.",
    hint: SERVER,
    recovered: (page) => page.getByText('Last Invoice'),
  },
  {
    // Part 1 §8: a failed deal fetch reads 'something went wrong'.
    name: 'deals',
    path: '/operatorDealsDetails',
    url: '**/api/v1/user/fetchDeals**',
    how: 'envelope500',
    title: 'something went wrong',
    hint: SERVER,
    recovered: (page) => page.getByTestId('deal-list'),
  },
  {
    name: 'kyc',
    path: '/kyc',
    url: '**/api/v1/user/details**',
    how: 'network',
    title: "We couldn't load your KYC details.",
    hint: CONNECTION,
    recovered: (page) => page.getByText('Operator Type', { exact: true }).first(),
  },
  {
    name: 'home',
    path: '/',
    // The home summary is '/user/' exactly.
    url: /\/api\/v1\/user\/$/,
    how: 'envelope500',
    title: "We couldn't load the home summary.",
    hint: SERVER,
    recovered: (page) => page.getByText("Today's Sales"),
  },
  {
    name: 'shell-me',
    path: '/payouts',
    url: '**/api/v1/user/me',
    how: 'envelope500',
    title: "We couldn't load your account.",
    hint: SERVER,
    recovered: (page) => page.getByText('Last Invoice'),
  },
];

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('errors on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it.each(READS)(
    'a failed read ($name) shows the error within 2 s, no status text, and Try again recovers',
    async (c) => {
      const page = await open(device, OPERATOR);
      const fail = await failing(page, c.url, c.how);
      await page.goto(c.path);
      const error = page.getByTestId('error-state').filter({ hasText: c.title });
      await error.waitFor();
      const shownAt = Date.now();
      expect(fail.firstAt).not.toBeNull();
      // No answer at all: 2.1 s of back-off more (app/queries.tsx), so 2 s more of bound.
      expect(shownAt - fail.firstAt!).toBeLessThan(ERROR_WITHIN_MS + (c.how === 'network' ? 2_000 : 0));
      // A 5xx: one quick retry, each failing read (path and query) asked twice. No answer at all (a
      // weak network): three retries with back-off (0.3, 0.6, 1.2 s), four tries (app/queries.tsx).
      const tries = c.how === 'network' ? 4 : 2;
      expect(answeredPerRead(fail)).toEqual(new Array<number>(perReadCount(fail)).fill(tries));

      expect(await error.getByText(c.hint).count()).toBe(1);
      const text = await bodyText(page);
      expect(text).not.toMatch(RAW);
      expect(text).not.toMatch(/some error occured/);
      await settled(page, error);
      await screenshot(page, `ui-errors-${c.name}-${device}`);
      // And no more once the error is on screen (a component mounting late would ask again).
      await page.waitForTimeout(700);
      expect(answeredPerRead(fail)).toEqual(new Array<number>(perReadCount(fail)).fill(tries));

      await fail.release();
      await error.getByRole('button', { name: 'Try again' }).click();
      await c.recovered(page).waitFor();
      expect(await page.getByTestId('error-state').count()).toBe(0);
    },
    60_000,
  );

  it('a balance that does not load is an error in its card, never ₹0.00', async () => {
    const page = await open(device, OPERATOR);
    const fail = await failing(page, '**/api/v1/user/wallet', 'envelope500');
    await page.goto('/wallet');
    const error = page.getByTestId('error-state').filter({ hasText: "We couldn't load your balance." });
    await error.waitFor();
    expect(await page.getByText('₹0.00').count()).toBe(0);
    await settled(page, error);
    await screenshot(page, `ui-errors-wallet-balance-${device}`);
    await fail.release();
    await error.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('wallet-balance').waitFor();
  });

  it('a download that fails on the server shows one plain sentence with the request id, never its text', async () => {
    const page = await open(device, OPERATOR);
    // The payment advice (a stored report or the PNR-wise report) answers a 500 carrying raw text.
    await page.route(/\/api\/v1\/user\/(payoutReport\/|weeklyReport)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'x-request-id': 'req-download-0042' },
        body: '{"statusCode":500,"data":"Download failed / PDFKit crashed at PDFDocument._write"}',
      }),
    );
    await page.goto('/payouts');
    await page
      .getByRole('button', { name: /^Download payment advice/ })
      .first()
      .click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Download failed' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain(
      'Something went wrong on our side. Please try again. Reference: req-download-0042',
    );
    expect(await bodyText(page)).not.toMatch(/PDFKit|PDFDocument/);
    await settled(page, toast);
    await screenshot(page, `ui-errors-download-${device}`);
  });

  const NOT_IN_MODEL: { who: string; mobileNo: string; path: string; message: string; api: string }[] = [
    {
      who: 'electric',
      mobileNo: ELECTRIC,
      path: '/kyc',
      message: 'The Electric business model does not include KYC.',
      api: '/user/details',
    },
    {
      who: 'cab',
      mobileNo: CAB,
      path: '/kyc',
      message: 'The Cab business model does not include KYC.',
      api: '/user/details',
    },
    {
      who: 'mg',
      mobileNo: MG,
      path: '/wallet',
      message: 'The MG business model does not include Wallet.',
      api: '/user/wallet',
    },
    {
      who: 'electric',
      mobileNo: ELECTRIC,
      path: '/payouts',
      message: 'The Electric business model does not include Payouts.',
      api: '/user/payout',
    },
    {
      who: 'mg',
      mobileNo: MG,
      path: '/offlineCommission',
      message: 'The MG business model does not include Offline commission.',
      api: '/commission/services',
    },
  ];

  it.each(NOT_IN_MODEL)(
    '$path as the $who user is a neutral notice: no Try again, no internal code',
    async (c) => {
      const page = await open(device, c.mobileNo);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
      });
      await page.goto(c.path);
      const notice = page.getByTestId('unavailable-state');
      await notice.getByText(NOT_IN_MODEL_TITLE).waitFor();
      expect(await notice.getByText(c.message, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await bodyText(page)).not.toMatch(USER_TYPE_CODES);
      expect(await page.locator('body').textContent()).not.toMatch(USER_TYPE_CODES);
      // The contract says the feature is not the model's: the screen does not even ask.
      expect(asked.filter((p) => p.endsWith(c.api))).toEqual([]);
      await settled(page, notice);
      await screenshot(page, `ui-errors-not-in-model-${c.who}-${c.path.slice(1)}-${device}`);
    },
    60_000,
  );
});
