import { HOME_TEXTS, MONEY_MESSAGES, TOPUP_CONFIRM_FROM, istDateOf, type RevenueRow } from '@oc/contract';
import type { Locator, Page } from 'playwright-core';
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
 * Issue 12, item 1 "Money you can trust" (docs/ui.md "Money and dates", "Forms"): every money input
 * is the shared MoneyInput — a '.' typed or pasted is refused visibly and never turns '500.50' into
 * 50050, the amount shows '₹' with Indian grouping while typing, a large top-up asks first; and the
 * MG home labels its two definitions of today (bookings made today vs trips by travel date), its
 * chart in the product's colour and in the table's date order.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

/** The operator of each device (each its own, so the two never share a wallet or a fare). */
const OPERATOR: Record<Device, string> = { desktop: '9000000001', mobile: '9000000006' };

async function open(device: Device, mobileNo: string, path: string): Promise<Page> {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  await loginInBrowser(page, server.baseUrl, mobileNo);
  await page.goto(path);
  return page;
}

/** A real paste: the text on the clipboard, then Ctrl+V in the focused field. */
async function paste(page: Page, input: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input.focus();
  await page.keyboard.press('Control+V');
}

/** Types `text` key by key at the end of the field. */
async function typeAtEnd(input: Locator, text: string) {
  await input.focus();
  await input.press('End');
  await input.pressSequentially(text);
}

/** The message under a field (its accessible description includes the error). */
async function fieldMessage(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/**
 * The money field contract, on any MoneyInput: typing '500.50' keeps 500 and says why, pasting it
 * changes nothing and says why, grouping shows while typing, and a good edit clears the message.
 */
async function expectMoneyField(page: Page, input: Locator, opts: { big: boolean }) {
  await input.fill('');
  await typeAtEnd(input, '500.50');
  expect(await input.inputValue()).toBe('500');
  await expect.poll(() => fieldMessage(input)).toContain(MONEY_MESSAGES.wholeRupees);
  expect(await input.getAttribute('aria-invalid')).toBe('true');

  await input.fill('');
  await paste(page, input, '500.50');
  await expect.poll(() => fieldMessage(input)).toContain(MONEY_MESSAGES.wholeRupees);
  expect(await input.inputValue()).toBe('');

  // Grouping while typing (Indian: 1,00,000), and the message goes with a good edit.
  const digits = opts.big ? '50050' : '2500';
  const shown: string[] = [];
  for (const key of digits) {
    await input.press(key);
    shown.push(await input.inputValue());
  }
  expect(shown).toEqual(opts.big ? ['5', '50', '500', '5,005', '50,050'] : ['2', '25', '250', '2,500']);
  expect(await fieldMessage(input)).not.toContain(MONEY_MESSAGES.wholeRupees);
  // A pasted amount in the app's own format is that amount.
  await input.fill('');
  await paste(page, input, opts.big ? '₹1,00,000.00' : '₹1,250.00');
  expect(await input.inputValue()).toBe(opts.big ? '1,00,000' : '1,250');
}

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('money inputs on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it("top-up: '500.50' is refused (never ₹50,050), grouped while typing, a large amount asks first", async () => {
    const page = await open(device, OPERATOR[device], '/wallet');
    await page.getByRole('button', { name: 'Top Up Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await settled(page, dialog);
    const amount = dialog.getByLabel('Amount');

    await expectMoneyField(page, amount, { big: true });
    await amount.fill('');
    await typeAtEnd(amount, '500.50');
    await dialog.getByText(MONEY_MESSAGES.wholeRupees).waitFor();
    await screenshot(page, `money-topup-refused-${device}`);

    // ₹50,000: a confirmation first; 'Change amount' sends nothing and keeps the amount.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/addMoney')) sent.push(r.url());
    });
    await amount.fill('');
    await typeAtEnd(amount, '50000');
    expect(await amount.inputValue()).toBe('50,000');
    await screenshot(page, `money-topup-grouped-${device}`);
    await dialog.getByRole('button', { name: 'Add Money' }).click();
    const confirm = dialog.getByTestId('topup-confirm');
    await confirm.getByText('Add ₹50,000 to your wallet?').waitFor();
    expect(await confirm.textContent()).toContain('Fifty thousand rupees');
    await settled(page, dialog);
    await screenshot(page, `money-topup-confirm-${device}`);
    await confirm.getByRole('button', { name: 'Change amount' }).click();
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('50,000');
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);

    // Below the threshold no question; at it, 'Yes' goes to the payment page.
    expect(TOPUP_CONFIRM_FROM).toBe(25_000);
    await dialog.getByLabel('Amount').fill('24999');
    await dialog.getByRole('button', { name: 'Add Money' }).click();
    await page.waitForURL('**/payments/sandbox/checkout/**');
    expect(sent.length).toBe(1);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Top Up Wallet' }).click();
    await dialog.getByLabel('Amount').fill('25000');
    await dialog.getByRole('button', { name: 'Add Money' }).click();
    await confirm.getByRole('button', { name: 'Yes, add ₹25,000' }).click();
    await page.waitForURL('**/payments/sandbox/checkout/**');
    expect(sent.length).toBe(2);
    expect(await page.getByText('₹25,000.00').count()).toBeGreaterThan(0);
  });

  it('deal values refuse a decimal point too (flat discount, minimum seat price); percentages stay digits', async () => {
    const page = await open(device, OPERATOR[device], '/deals');
    await page.getByRole('radio', { name: /Custom Offer/ }).click();
    await page.getByRole('radio', { name: /^Flat/ }).click();
    const flat = page.getByLabel(/^Flat Discount/);
    // The field contract itself is MoneyInput.test.tsx's (and the top-up's above, in the browser).
    await flat.fill('');
    await typeAtEnd(flat, '150.75');
    expect(await flat.inputValue()).toBe('150');
    const minSeat = page.getByLabel(/^Minimum Seat Price/);
    await paste(page, minSeat, '99.5');
    expect(await minSeat.inputValue()).toBe('');
    await expect.poll(() => page.getByText(MONEY_MESSAGES.wholeRupees).count()).toBe(2);
    await screenshot(page, `money-deal-refused-${device}`);
    // A percentage is a plain digits field: no '₹', no refusal message.
    await page.getByRole('radio', { name: /^Percentage/ }).click();
    const percent = page.getByLabel(/^Discount Percentage/);
    await percent.fill('');
    await typeAtEnd(percent, '12');
    expect(await percent.inputValue()).toBe('12');
    expect(await fieldMessage(percent)).not.toContain(MONEY_MESSAGES.wholeRupees);
    const maxDiscount = page.getByLabel(/^Maximum Discount/);
    await typeAtEnd(maxDiscount, '1.5');
    expect(await maxDiscount.inputValue()).toBe('1');
  });

  it('fares refuse a decimal point too (seat fare edit); the seat limit stays digits', async () => {
    const page = await open(device, OPERATOR[device], '/seatFare');
    const first = page.locator('[data-service-id]').first();
    await first.waitFor();
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Seat Fare').waitFor();
    // The fallback fare of a seat kind the bus has (the other one is disabled).
    let fallback = dialog.getByRole('textbox', { name: 'Fallback Fare Seater (₹)' });
    if (await fallback.isDisabled())
      fallback = dialog.getByRole('textbox', { name: 'Fallback Fare Sleeper (₹)' });
    // The field contract itself is MoneyInput.test.tsx's (and the top-up's above, in the browser).
    await fallback.fill('');
    await typeAtEnd(fallback, '1999.99');
    expect(await fallback.inputValue()).toBe('1,999');
    await settled(page, dialog);
    await screenshot(page, `money-fare-refused-${device}`);
    const seatLimit = dialog.getByRole('textbox', { name: 'Seat Limit' });
    await seatLimit.fill('');
    await seatLimit.pressSequentially('2.0');
    expect(await seatLimit.inputValue()).toBe('20');
    expect(await fieldMessage(seatLimit)).not.toContain(MONEY_MESSAGES.wholeRupees);
  });
});

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('MG home on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it("today's two figures are labelled, agree with their definitions; the chart is in the brand colour and the table's order", async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000002');
    await page.goto('/');
    const api = async <T>(path: string): Promise<T> => {
      const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await r.json()) as { data: T }).data;
    };
    const today = istDateOf(new Date());
    const summary = await api<{ revenue: number; seatsSold: number }>('/mg/user/revenueDetails');
    const rows = await api<RevenueRow[]>('/mg/user/tripRevenue');
    const travelToday = rows.filter((r) => r.tripDate === today);
    const inr = (n: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        n,
      );

    // Today's Sales: bookings made today, and says so.
    const sales = page.getByTestId('todays-sales');
    await sales.waitFor();
    expect(await page.getByTestId('todays-sales-scope').textContent()).toBe(HOME_TEXTS.todaysSalesScope);
    expect(await sales.getByTestId('sales-seats').textContent()).toBe(String(summary.seatsSold));
    expect(await sales.getByTestId('sales-revenue').textContent()).toBe(inr(summary.revenue));

    // The table: trips by travel date, and says so; today's row is marked and is today's trips.
    const card = page.getByTestId('mg-revenue');
    expect(await card.getByText(HOME_TEXTS.revenueByTravelDate).count()).toBe(1);
    expect(await page.getByTestId('mg-revenue-scope').textContent()).toBe(
      HOME_TEXTS.revenueByTravelDateScope,
    );
    expect(await card.getByRole('columnheader', { name: HOME_TEXTS.travelDate }).count()).toBe(1);
    const todayRow = card.locator(`tr[data-date="${today}"]`);
    expect(await todayRow.getByTestId('mg-revenue-today').textContent()).toBe(HOME_TEXTS.today);
    const cells = await todayRow.locator('td').allTextContents();
    expect(cells[1]).toBe(String(travelToday.reduce((n, r) => n + r.seatsSold, 0)));
    expect(cells[2]).toBe(inr(Math.round(travelToday.reduce((n, r) => n + r.revenue, 0) * 100) / 100));

    // The chart: the product's primary colour, dates in the table's order ('Today' first).
    const chart = page.getByTestId('mg-revenue-chart');
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    const tableDatesCount = await card.getByTestId('mg-revenue-table').locator('tbody tr').count();
    const fills = await page
      .locator('[data-testid="mg-revenue-chart"] .recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
    // The theme's primary colour as the page resolves it (theme.ts: brand, shade 7).
    const primary = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(primary).toBe('rgb(188, 61, 68)');
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.length).toBeLessThanOrEqual(tableDatesCount);
    expect(new Set(fills)).toEqual(new Set([primary]));
    const tableDates = await card
      .getByTestId('mg-revenue-table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-date') ?? ''));
    // The category axis's labels, top to bottom; the table under the chart lists the same days.
    const ticks = await chart
      .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(ticks).toEqual(
      tableDates.map((d) => (d === today ? HOME_TEXTS.today : `${d.slice(8, 10)}/${d.slice(5, 7)}`)),
    );
    expect(tableDates[0]).toBe(today);
    await page.waitForLoadState('networkidle');
    await settled(page);
    await screenshot(page, `money-home-mg-${device}`);
  });
});
