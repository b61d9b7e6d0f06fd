import {
  addDaysToDate,
  istDateOf,
  type Campaign,
  type CommissionService,
  type CommissionServices,
  type DealService,
} from '@oc/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  type Device,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';
import { closeRangePicker, pickRangeStartOnly } from './support/range';

/**
 * Issue 12 items 4, 5 and part of 7 (docs/ui.md: Tables and grids, Labels and enumerations,
 * Dialogs and confirmations, Toasts): the commission and seat-fare grids on a 1440 px laptop
 * (pinned Edit, every date reachable, scroll shadows, a box as tall as its rows), the seat-fare
 * edit modal's heading, one label per enum value, one success-dialog pattern, confirmation buttons
 * in the product's colours, toasts that close when resolved and never cover the header, the
 * payment advice's file name and the offer the review step says will be published. Desktop runs at
 * 1440 × 900, the phone at 360 px.
 */

const OPERATOR = '9000000001';
const MG_OPERATOR = '9000000002';
const LAPTOP = { width: 1440, height: 900 };

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function call<T>(mobileNo: string, path: string, body?: object): Promise<T> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await r.json()) as { data: T };
  if (!r.ok) throw new Error(`${path} answered ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A logged-in page of the device; desktop at 1440 × 900 (a common laptop). */
async function open(device: Device, path: string, mobileNo = OPERATOR, on = server): Promise<Page> {
  const page = await newPage({ device, baseUrl: on.baseUrl });
  if (device === 'desktop') await page.setViewportSize(LAPTOP);
  await loginInBrowser(page, on.baseUrl, mobileNo);
  await page.goto(path);
  return page;
}

/** expect.poll with room for a slow first page load on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/** A full-page screenshot once nothing moves, and on a phone what the screen shows. */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  if ((page.viewportSize()?.width ?? 0) < 500) await screenshot(page, `${name}-view`, { fullPage: false });
}

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// ---------------------------------------------------------------------------------------------
// Item 4: wide grids on a laptop
// ---------------------------------------------------------------------------------------------

/** A route of the account with exactly two services (the 'two rows' case). */
async function twoServiceRoute(): Promise<{ from: string; to: string; services: CommissionService[] }> {
  const all = (await call<CommissionServices>(OPERATOR, '/commission/services')).services;
  const byRoute = new Map<string, CommissionService[]>();
  for (const s of all) {
    const key = `${s.fromCityName}|${s.toCityName}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), s]);
  }
  const [key, services] = [...byRoute].find(([, list]) => list.length === 2) ?? [];
  if (!key || !services) throw new Error('the demo data has no route with two services');
  const [from = '', to = ''] = key.split('|');
  return { from, to, services };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, from: string, to: string, count: number) {
  await pick(page, 'From City', from);
  await pick(page, 'To City', to);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect
    .poll(async () => {
      const texts = await page.locator('[data-service-id]').allInnerTexts();
      return texts.length === count && texts.every((t) => t.includes(from));
    })
    .toBe(true);
}

describe('Wide grids on a 1440 px laptop', () => {
  for (const screen of ['/offlineCommission', '/seatFare']) {
    const name = screen.slice(1);
    it(`${screen}: Edit pinned and visible, all 8 dates in view, the box as tall as its rows`, async () => {
      const page = await open('desktop', screen);
      const grid = page.getByRole('grid', { name: 'Services' });
      await page.locator('[data-service-id]').first().waitFor();
      const headers = grid.getByRole('columnheader');
      // Selection, the screen's columns, 8 dates (today … today + 7) and Action.
      const texts = await headers.allInnerTexts();
      expect(texts.at(-1)).toBe('Action');
      const today = istDateOf(new Date());
      const [, m, d] = today.split('-');
      const dateHeaders = texts.filter((t) => /^\d{2}\/\d{2}/.test(t));
      expect(dateHeaders).toHaveLength(8);
      expect(dateHeaders[0]).toContain(`${d}/${m}`);

      const gridBox = await box(grid);
      const inView = async (l: Locator) => {
        const b = await box(l);
        return b.x >= gridBox.x - 0.5 && b.x + b.width <= gridBox.x + gridBox.width + 0.5;
      };
      // Every date column and the Action column are in view without scrolling.
      expect(await inView(headers.last())).toBe(true);
      expect(await inView(headers.nth(texts.length - 2))).toBe(true);
      const firstEdit = page
        .locator('[data-service-id]')
        .first()
        .getByRole('button', { name: /^Edit / });
      expect(await inView(firstEdit)).toBe(true);
      expect(await grid.getAttribute('data-more-right')).toBeNull();
      await shot(page, `ui-grid-${name}-desktop`);

      // Two services: the box ends below the second row, no tall empty box.
      const route = await twoServiceRoute();
      await search(page, route.from, route.to, 2);
      await settled(page);
      const rows = page.locator('[data-service-id]');
      const lastRow = await box(rows.last());
      const boxNow = await box(grid);
      expect(boxNow.y + boxNow.height - (lastRow.y + lastRow.height)).toBeLessThanOrEqual(24);
      await shot(page, `ui-grid-${name}-two-rows-desktop`);
    });

    it(`${screen}: a narrower window scrolls the dates under the pinned Edit, with shadows`, async () => {
      const page = await open('desktop', screen);
      await page.setViewportSize({ width: 1180, height: 800 });
      const grid = page.getByRole('grid', { name: 'Services' });
      await page.locator('[data-service-id]').first().waitFor();
      await expect.poll(() => grid.getAttribute('data-more-right')).toBe('true');
      expect(await grid.getAttribute('data-more-left')).toBeNull();
      const gridBox = await box(grid);
      const edit = page
        .locator('[data-service-id]')
        .first()
        .getByRole('button', { name: /^Edit / });
      const editBox = await box(edit);
      expect(editBox.x + editBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width);
      await shot(page, `ui-grid-${name}-narrow-desktop`);

      // Scrolled to the end: the last date is in view, left of the pinned Action column.
      await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => grid.getAttribute('data-more-left')).toBe('true');
      expect(await grid.getAttribute('data-more-right')).toBeNull();
      const headers = grid.getByRole('columnheader');
      const lastDate = await box(headers.nth((await headers.count()) - 2));
      const action = await box(headers.last());
      expect(lastDate.x + lastDate.width).toBeLessThanOrEqual(action.x + 0.5);
      expect(lastDate.x).toBeGreaterThanOrEqual(gridBox.x);
      await shot(page, `ui-grid-${name}-narrow-scrolled-desktop`);
    });
  }

  it('Payment Summary at 1280 and 1440 px: Download in view, the week pinned while the table scrolls', async () => {
    const page = await open('desktop', '/paymentSummary', MG_OPERATOR);
    const table = page.getByRole('table', { name: 'Weekly payment summaries' });
    const row = table.locator('tbody tr').first();
    await row.waitFor();
    // The box that scrolls the table sideways (whatever component draws it).
    await table.evaluate((el) => {
      let at: HTMLElement | null = el.parentElement;
      while (at && !['auto', 'scroll'].includes(getComputedStyle(at).overflowX)) at = at.parentElement;
      at?.setAttribute('data-test-scroller', '');
    });
    const scroller = page.locator('[data-test-scroller]');
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
      await settled(page);
      const download = row.getByRole('button', { name: /^Download statement/ });
      const week = row.locator('[data-field="Week"]');
      const boxBox = await box(scroller);
      // The Download button is within the window and within the table's box, unscrolled.
      const d = await box(download);
      expect(d.x + d.width).toBeLessThanOrEqual(Math.min(width, boxBox.x + boxBox.width) + 0.5);
      // The table is wider than its box here (so the pinning matters), with a shadow on the right.
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await poll(() => scroller.getAttribute('data-more-right')).toBe('');
      const weekBefore = await box(week);
      await shot(page, `ui-payment-summary-${String(width)}-desktop`);

      // Scrolled sideways to the end: the week stays where it was, on top of the scrolled cells.
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await poll(() => scroller.getAttribute('data-more-left')).toBe('');
      const weekAfter = await box(week);
      expect(Math.abs(weekAfter.x - weekBefore.x)).toBeLessThanOrEqual(1);
      const topmost = await week.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(topmost).toBe(true);
      const after = await box(download);
      expect(after.x + after.width).toBeLessThanOrEqual(Math.min(width, boxBox.x + boxBox.width) + 0.5);
      await shot(page, `ui-payment-summary-${String(width)}-scrolled-desktop`);
    }
  });

  it('the seat-fare edit modal names the service once and its heading stays put', async () => {
    const page = await open('desktop', '/seatFare');
    const route = await twoServiceRoute();
    await page.locator('[data-service-id]').first().waitFor();
    await search(page, route.from, route.to, 2);
    const service = route.services[0]!;
    await page
      .locator(`[data-service-id="${service._id}"]`)
      .getByRole('button', { name: /^Edit / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Seat Fare').waitFor();
    await settled(page, dialog);
    const heading = dialog.getByTestId('modal-heading');
    const text = await heading.innerText();
    expect(text.split(service.startTime)).toHaveLength(2); // the time once
    expect(text).toContain(service.name);
    expect(text).toContain(service.b2cAssetTypeName);
    // Scroll the body to its end: the subtitle stays in the header, nothing slides under the title.
    const before = await box(dialog.getByTestId('modal-subtitle'));
    await dialog.getByRole('textbox').last().scrollIntoViewIfNeeded();
    await settled(page);
    const after = await box(dialog.getByTestId('modal-subtitle'));
    expect(after.y).toBe(before.y);
    const title = await box(dialog.getByText('Edit Seat Fare', { exact: true }));
    expect(overlaps(title, after)).toBe(false);
    const firstField = await box(dialog.getByRole('textbox').first());
    expect(firstField.y).toBeGreaterThanOrEqual(after.y + after.height);
    await shot(page, 'ui-seatfare-edit-desktop');
  });
});

describe('Wide grids on a phone', () => {
  it('the seat-fare edit modal names the service once, its heading fixed above the fields', async () => {
    const page = await open('mobile', '/seatFare');
    const first = page.locator('[data-service-id]').first();
    await first.waitFor();
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Seat Fare').waitFor();
    await settled(page, dialog);
    const heading = await dialog.getByTestId('modal-heading').innerText();
    const time = /\d{2}:\d{2}/.exec(heading)?.[0] ?? '';
    expect(time).not.toBe('');
    expect(heading.split(time)).toHaveLength(2);
    await dialog.getByRole('textbox').last().scrollIntoViewIfNeeded();
    await settled(page);
    const subtitle = await box(dialog.getByTestId('modal-subtitle'));
    const title = await box(dialog.getByText('Edit Seat Fare', { exact: true }));
    expect(overlaps(title, subtitle)).toBe(false);
    expect(subtitle.y).toBeGreaterThan(0);
    await shot(page, 'ui-seatfare-edit-mobile');
  });
});

// ---------------------------------------------------------------------------------------------
// Item 5: labels, dialogs, confirmations and toasts; item 7: file names and the published offer
// ---------------------------------------------------------------------------------------------

/** The theme's primary (brand shade 7, apps/web/src/app/theme.ts) as the browser reports it. */
const PRIMARY_RGB = 'rgb(188, 61, 68)';

/** The success dialog pattern: check, title, the key value with its label, one primary action. */
async function expectSuccessPattern(
  page: Page,
  expected: { title: string; valueLabel: string; primary: string },
): Promise<{ value: string; dialog: Locator }> {
  const dialog = page.getByTestId('success-dialog');
  await dialog.waitFor();
  await settled(page, dialog);
  expect(await dialog.getByTestId('success-title').innerText()).toBe(expected.title);
  expect(await dialog.getByTestId('success-value-label').innerText()).toBe(expected.valueLabel);
  const value = await dialog.getByTestId('success-value').innerText();
  expect(value).toMatch(/\S/);
  // One primary action: the only button with a background, in the theme's primary colour (the
  // pointer moved off the buttons first: a subtle button has a background while hovered).
  await page.mouse.move(0, 0);
  await settled(page, dialog);
  const buttons = await dialog
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((el) => ({ text: (el as HTMLElement).innerText, bg: getComputedStyle(el).backgroundColor })),
    );
  const filled = buttons.filter((b) => b.bg !== 'rgba(0, 0, 0, 0)' && b.bg !== 'transparent');
  expect(filled).toEqual([{ text: expected.primary, bg: PRIMARY_RGB }]);
  return { value, dialog };
}

/** 'D MMMM YYYY', the calendar day buttons' aria-label. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${d!} ${month} ${y!}`;
}

/** Opens a date picker by its label and picks a date (paging forward month by month). */
async function pickDate(page: Page, scope: Page | Locator, label: RegExp, date: string) {
  const open = () =>
    page
      .locator('.mantine-Popover-dropdown:visible')
      .filter({ has: page.getByRole('button', { name: 'Next month' }) });
  await poll(() => open().count()).toBe(0);
  await scope.getByLabel(label).first().click();
  const calendar = open().last();
  const next = calendar.getByRole('button', { name: 'Next month' });
  await next.waitFor({ state: 'visible' });
  const day = calendar.locator(`button[aria-label="${dayLabel(date)}"]:not([data-outside])`);
  for (let i = 0; i < 14 && (await day.count()) === 0; i++) await next.click();
  await day.click();
  await poll(() => open().count()).toBe(0);
}

async function typeDigits(page: Page, label: RegExp, value: string) {
  const input = page.getByLabel(label);
  await input.fill('');
  await input.pressSequentially(value);
  await input.blur();
}

describe.each(DEVICES_UNDER_TEST)('Labels, dialogs and confirmations on %s', (device) => {
  const t0 = () => istDateOf(new Date());
  const offset = device === 'desktop' ? 0 : 30;

  onMainDevice(device)(
    "Custom Offer + early bird: the review step names the offer published; the success dialog's pattern",
    async () => {
      const services = await call<DealService[]>(OPERATOR, '/user/services');
      const page = await open(device, '/deals');
      await poll(() => page.getByText('Step 1 of 4').count()).toBeGreaterThan(0);
      await page.getByRole('radio', { name: /Custom Offer/ }).click();
      await page.getByRole('radio', { name: /^Flat/ }).click();
      await typeDigits(page, /^Flat Discount/, '100');
      await typeDigits(page, /^Minimum Seat Price/, '200');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await poll(() => page.getByText('Step 2 of 4').count()).toBeGreaterThan(0);
      await pickDate(page, page, /^Start Date/, addDaysToDate(t0(), 3 + offset));
      await pickDate(page, page, /^End Date/, addDaysToDate(t0(), 12 + offset));
      for (const day of ['Sun', 'Fri', 'Sat']) await page.getByText(day, { exact: true }).click();
      // The switch says what it makes.
      await page.getByRole('switch', { name: 'Publish as an Early Bird Offer' }).check({ force: true });
      await typeDigits(page, /^Stop days before departure/, '2');
      await page.getByRole('button', { name: 'Next Step' }).click();
      await poll(() => page.getByText('Step 3 of 4').count()).toBeGreaterThan(0);
      await page.getByRole('checkbox', { name: services[0]!.name, exact: true }).check();
      await page.getByRole('button', { name: 'Next Step' }).click();
      await poll(() => page.getByText('Final Campaign Details').count()).toBeGreaterThan(0);

      // What will be published, in the name the list and the success dialog use.
      expect(await page.getByTestId('review-publishes').innerText()).toBe(
        'This will be published as Early Bird Offer (Custom Offer with an early-bird condition).',
      );
      expect(await page.getByTestId('review-offer').innerText()).toBe('Early Bird Offer');
      // Labels: the discount type and the days as everywhere else, in week order.
      const review = await page.locator('main').innerText();
      expect(review).toContain('Flat');
      expect(review).toContain('Fri, Sat, Sun');
      await shot(page, `ui-review-earlybird-${device}`);

      await page.getByRole('button', { name: 'Publish Deal' }).click();
      const { value: code } = await expectSuccessPattern(page, {
        title: 'Your Early Bird Offer has been activated',
        valueLabel: 'Campaign Code',
        primary: 'Done',
      });
      const stored = (await call<Campaign[]>(OPERATOR, '/user/fetchDeals')).find((c) => c.name === code);
      expect(stored?.operatorDeal.type).toBe('EARLYBIRD');
      expect(stored?.applicableDays).toEqual(['FRI', 'SAT', 'SUN']);
      await shot(page, `ui-success-create-${device}`);
    },
    90_000,
  );

  it('deal detail: Percentage and Fri, Sat, Sun; the extend and renew success dialogs share the pattern', async () => {
    const [service] = await call<DealService[]>(OPERATOR, '/user/services');
    const [made] = await call<Campaign[]>(OPERATOR, '/user/publishDeal', {
      selectedSevices: [{ _id: service!._id }],
      startDate: addDaysToDate(t0(), 1),
      endDate: addDaysToDate(t0(), 2),
      dayIncluded: ['SUN', 'FRI', 'SAT'],
      minSeatValue: 100,
      type: 'CUSTOM',
      discountType: 'PERCENTAGE',
      discountValue: 10,
      maxDiscount: 150,
      status: 'ACTIVE',
    });
    const page = await open(device, `/operatorDealsDetails/${made!._id}`);
    await poll(() => page.getByTestId('detail-code').textContent()).toBe(made!.name);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Percentage');
    expect(text).not.toContain('PERCENTAGE');
    expect(text).toContain('Fri, Sat, Sun');
    if (device === 'desktop') expect(await page.getByTestId('detail-status').innerText()).toBe('Active');

    await page.getByRole('button', { name: 'Extend Deal' }).first().click();
    const extend = page.getByRole('dialog');
    const newEnd = addDaysToDate(t0(), 9);
    await pickDate(page, extend, /^New End Date/, newEnd);
    await extend.getByRole('button', { name: 'Extend Deal' }).click();
    const extended = await expectSuccessPattern(page, {
      title: 'Your Deal has been extended',
      valueLabel: 'Campaign Code',
      primary: 'Done',
    });
    expect(extended.value).toBe(made!.name);
    const [y, m, d] = newEnd.split('-');
    expect(await extended.dialog.getByTestId('success-detail').innerText()).toBe(
      `Now ends on ${d}/${m}/${y!.slice(2)}`,
    );
    await shot(page, `ui-success-extend-${device}`);
    await extended.dialog.getByRole('button', { name: 'Done' }).click();
    await extended.dialog.waitFor({ state: 'detached' });

    const expired = (await call<Campaign[]>(OPERATOR, '/user/fetchDeals')).find((c) => c.isExpired);
    await page.goto(`/operatorDealsDetails/${expired!._id}`);
    await poll(() => page.getByTestId('detail-code').textContent()).toBe(expired!.name);
    if (device === 'desktop') expect(await page.getByTestId('detail-status').innerText()).toBe('Expired');
    await page.getByRole('button', { name: 'Renew Deal' }).first().click();
    const renew = page.getByRole('dialog');
    await pickDate(page, renew, /^Start Date/, addDaysToDate(t0(), 40 + offset));
    await pickDate(page, renew, /^End Date/, addDaysToDate(t0(), 45 + offset));
    await renew.getByRole('button', { name: 'Renew Deal' }).click();
    const renewed = await expectSuccessPattern(page, {
      title: 'Your deal has been renewed',
      valueLabel: 'New Campaign Code',
      primary: 'Done',
    });
    expect(renewed.value).not.toBe(expired!.name);
    await shot(page, `ui-success-renew-${device}`);
  }, 90_000);

  onMainDevice(device)(
    'the campaign switch asks with the primary colour for Yes and the neutral button for No',
    async () => {
      const deals = await call<Campaign[]>(OPERATOR, '/user/fetchDeals');
      const target = deals.find((c) => !c.isExpired && c.status === 'ACTIVE')!;
      const page = await open(device, '/operatorDealsDetails');
      const card = page.locator('[data-testid=deal-card]', {
        has: page.getByTestId('deal-code').getByText(target.name, { exact: true }),
      });
      await poll(() => card.count()).toBe(1);
      // Expired cards read 'Expired' in sentence case.
      const expired = deals.find((c) => c.isExpired);
      if (expired) {
        const e = page.locator('[data-testid=deal-card]', {
          has: page.getByTestId('deal-code').getByText(expired.name, { exact: true }),
        });
        await poll(() => e.getByText('Expired', { exact: true }).count()).toBe(1);
        expect(await e.getByText('Expired', { exact: true }).innerText()).toBe('Expired');
      }
      for (const turnOn of [false, true]) {
        await card.locator('.mantine-Switch-track').click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByText(`Are you sure that you want to turn ${turnOn ? 'on' : 'off'} this campaign`)
          .waitFor();
        await settled(page, dialog);
        const yes = dialog.getByRole('button', { name: 'Yes' });
        const no = dialog.getByRole('button', { name: 'No' });
        expect(await yes.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY_RGB);
        expect(await no.getAttribute('data-variant')).toBe('default');
        if (!turnOn) await shot(page, `ui-confirm-${device}`);
        await yes.click();
        await poll(() => card.getByRole('switch').isChecked()).toBe(turnOn);
      }
    },
    60_000,
  );

  it('wallet and payouts: Credit / Debit and Yes / No as written, and the advice saved with YYYY-MM-DD dates', async () => {
    const wallet = await open(device, '/wallet');
    if (device === 'desktop') {
      await wallet.locator('tbody .mantine-Badge-root').first().waitFor();
      const types = await wallet
        .getByRole('table', { name: 'Transactions' })
        .locator('tbody .mantine-Badge-root')
        .allInnerTexts();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['Credit', 'Debit']));
    } else {
      await wallet.getByRole('listitem').first().click();
      const detail = wallet.getByRole('dialog', { name: 'Transaction Details' });
      await settled(wallet, detail);
      expect(['Credit', 'Debit']).toContain(await detail.locator('.mantine-Badge-root').innerText());
    }

    const payouts = await open(device, '/payouts');
    const download = payouts.getByRole('button', { name: /^Download payment advice / }).first();
    await download.waitFor();
    if (device === 'desktop') {
      await payouts.locator('tbody .mantine-Badge-root').first().waitFor();
      const flags = await payouts
        .getByRole('table', { name: 'Payouts' })
        .locator('tbody .mantine-Badge-root')
        .allInnerTexts();
      expect(flags.every((f) => f === 'Yes' || f === 'No')).toBe(true);
    }
    const label = (await download.getAttribute('aria-label')) ?? '';
    const [from = '', to = ''] = [...label.matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g)].map(
      (m) => `${m[3]}-${m[2]}-${m[1]}`,
    );
    const [file] = await Promise.all([payouts.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`pnrwisereport_${from}_${to}.xlsx`);
    await shot(payouts, `ui-payouts-${device}`);
  }, 60_000);
});

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('Payment Summary range on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it('a half-picked range says what is missing; closed, the default range and its list', async () => {
    const page = await open(device, '/paymentSummary', MG_OPERATOR);
    await page.locator('[data-week]').first().waitFor();
    const field = page.getByTestId('summary-range');
    const weeks = await page.locator('[data-week]').count();
    const { before, note } = await pickRangeStartOnly(page, field);
    await shot(page, `ui-payment-summary-range-half-${device}`);
    await closeRangePicker(page, field, note);
    await poll(async () => field.textContent()).toBe(before);
    expect(await page.locator('[data-week]').count()).toBe(weeks);
  });
});

describe.each(DEVICES_UNDER_TEST)('Toasts on %s', (device) => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startServer(); // KYC documents lock once verified: a database of its own per device
  });
  afterAll(async () => own.stop());

  it("'Please enter MSME to verify' closes once MSME is verified; toasts stay clear of the header", async () => {
    const p = await open(device, '/kyc', OPERATOR, own);
    const msme = p.getByTestId('kyc-card-MSME');
    await msme.waitFor();
    // Status badges: sentence case as written, on screen too (no CSS capitals).
    expect(await p.getByTestId('kyc-status-MSME').innerText()).toBe('Pending');

    await msme.getByRole('button', { name: 'Verify' }).click();
    const toast = p.locator('.mantine-Notification-root', { hasText: 'Please enter MSME to verify' });
    await toast.waitFor();
    await settled(p, toast);
    // Below the header: not over it, the avatar or the menu button.
    const toastBox = await box(toast);
    const header = await box(p.locator('header').first());
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    for (const control of [
      p.getByRole('button', { name: device === 'desktop' ? /Business Model/ : 'Open menu' }).first(),
      p.locator('header').getByRole('button').last(),
    ]) {
      if ((await control.count()) > 0 && (await control.isVisible()))
        expect(overlaps(toastBox, await box(control))).toBe(false);
    }
    // Nor over the page's title: toasts sit at the bottom (right on a desktop), under nothing needed.
    const title = await box(p.getByRole('heading', { level: 2 }).first());
    expect(overlaps(toastBox, title)).toBe(false);
    const view = p.viewportSize() ?? { width: 0, height: 0 };
    expect(toastBox.y + toastBox.height / 2).toBeGreaterThan(view.height / 2);
    await shot(p, `ui-toast-${device}`);
    // A dropdown opened while a toast shows is drawn over it, never under it: the account menu.
    await p.locator('header').getByRole('button').last().click();
    const items = p.getByRole('menuitem');
    await items.first().waitFor();
    await settled(p, p.getByRole('menu'));
    for (const item of await items.all()) {
      const onTop = await item.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(onTop).toBe(true);
    }
    await p.keyboard.press('Escape');

    // A second empty attempt replaces the toast, it does not stack a copy.
    await msme.getByRole('button', { name: 'Verify' }).click();
    await settled(p);
    expect(await toast.count()).toBe(1);

    await msme.getByRole('textbox', { name: 'MSME' }).fill('UDYAM-MH-19-0012345');
    await msme.getByRole('button', { name: 'Verify' }).click();
    await p.getByTestId('kyc-result').waitFor();
    // Closed by the success, not by its own timer (6 s): gone within 2 s of the answer.
    await expect.poll(() => toast.count(), { timeout: 2_000, interval: 100 }).toBe(0);
    await p.getByTestId('kyc-result').getByRole('button', { name: 'OK' }).click();
    await poll(() => p.getByTestId('kyc-status-MSME').innerText()).toBe('Verified');
    expect(await p.locator('.mantine-Notification-root').count()).toBe(0);
    await shot(p, `ui-toast-resolved-${device}`);
  }, 60_000);
});
