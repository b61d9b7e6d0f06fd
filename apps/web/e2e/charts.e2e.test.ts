// Issue 41's charts where people look: each draws the figures its screen shows (its table, under
// it, ties to the API's rows and to the screen's totals), in the theme's colours, loaded lazily,
// and reads as a table to anyone who asks (and to screen readers, always).
import type { DealPerformance, FleetSummary, Payout, SalesTrend } from '@oc/contract';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  loginInBrowser,
  newPage,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function api<T>(mobileNo: string, path: string): Promise<T> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** The chart's table: one row per category, its cells as shown. */
async function chartTable(chart: Locator): Promise<string[][]> {
  return chart
    .locator('[data-chart-table] tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
}

const money = (cell: string) => Number(cell.replace(/[₹,]/g, '')) || 0;

async function drawn(chart: Locator) {
  await chart.locator('.recharts-surface').first().waitFor();
}

describe('charts', () => {
  it('GDS home: the sales trend of 7 and 30 days is the API’s, day by day, with its total', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/');
    const card = page.getByTestId('sales-trend');
    const chart = card.getByTestId('sales-trend-chart');
    await drawn(chart);
    for (const days of ['7', '30'] as const) {
      if (days === '30') await card.getByText('30 days', { exact: true }).click();
      const trend = await api<SalesTrend>('9000000001', `/user/salesTrend?days=${days}`);
      await expect.poll(async () => (await chartTable(chart)).length).toBe(Number(days));
      const rows = await chartTable(chart);
      expect(rows.map((r) => money(r[1]!))).toEqual(trend.days.map((d) => d.revenue));
      const total = trend.days.reduce((s, d) => s + d.revenue, 0);
      expect(await card.getByTestId('sales-trend-total').textContent()).toBe(`Total ${inr(total)}`);
    }
    // The bars are the theme's primary colour.
    const fills = await chart
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => [...new Set(paths.map((p) => getComputedStyle(p).fill))]);
    expect(fills).toEqual(['rgb(188, 61, 68)']);
    // The table: out of sight (1 px, read by screen readers) until asked for.
    const table = chart.locator('[data-chart-table]');
    // Its box: the visually hidden wrapper (1 px, clipped), or the table's own place when shown.
    const width = async () => (await table.locator('xpath=..').boundingBox())?.width ?? 0;
    expect(await width()).toBeLessThanOrEqual(1);
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(width).toBeGreaterThan(200);
    await settled(page);
    await screenshot(page, 'charts-home-trend-desktop');
    await chart.getByRole('button', { name: 'Hide table' }).click();
    await expect.poll(width).toBeLessThanOrEqual(1);
  });

  it('payouts over time: one bar per payout the table lists', async () => {
    const page = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    // The list the table shows: the screen's own read of its default range.
    const listed = page.waitForResponse((r) => /\/api\/v1\/user\/payout\?.*fromDate=/.test(r.url()));
    await page.goto('/payouts');
    const payouts = ((await (await listed).json()) as { data: Payout[] }).data;
    expect(payouts.length).toBeGreaterThan(0);
    const chart = page.getByTestId('payouts-chart');
    await drawn(chart);
    const rows = await chartTable(chart);
    expect(rows).toHaveLength(payouts.length);
    expect(rows.reduce((s, r) => s + money(r[1]!), 0)).toBeCloseTo(
      payouts.reduce((s, p) => s + p.paymentAmount, 0),
      2,
    );
    await chart.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'charts-payouts-mobile', { fullPage: false });
  });

  it('MG trips and revenue: revenue per service per week adds up to the totals line', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000002');
    await page.goto('/tripsRevenue');
    const chart = page.getByTestId('service-weeks-chart');
    await drawn(chart);
    const totals = (await page.getByTestId('revenue-totals').textContent()) ?? '';
    const shown = money(/(₹[\d,.]+) revenue/.exec(totals)![1]!);
    const rows = await chartTable(chart);
    const sum = rows.reduce((s, r) => s + r.slice(1).reduce((t, c) => t + (c === '–' ? 0 : money(c)), 0), 0);
    expect(Math.round(sum * 100) / 100).toBeCloseTo(shown, 2);
    expect(rows.length).toBeGreaterThan(0);
    await settled(page);
    await screenshot(page, 'charts-mg-service-weeks-desktop');
  });

  it('fleet: earnings per route add up to Total Earnings; MG feedback draws the rating trend per bus', async () => {
    const summary = await api<FleetSummary>('9000000004', '/cabOperator/fmlmPaymentSummary');
    const page = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000004');
    await page.goto('/fmlmPaymentSummary');
    const chart = page.getByTestId('fleet-routes-chart');
    await drawn(chart);
    const rows = await chartTable(chart);
    expect(Math.round(rows.reduce((s, r) => s + money(r[1]!), 0) * 100) / 100).toBeCloseTo(
      summary.totalEarnings,
      2,
    );
    await chart.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'charts-fleet-routes-mobile', { fullPage: false });

    const mg = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(mg, server.baseUrl, '9000000002');
    await mg.goto('/feedbackDetails');
    const trend = mg.getByTestId('rating-trend-chart');
    await drawn(trend);
    expect((await chartTable(trend)).length).toBeGreaterThan(0);
    await settled(mg);
    await screenshot(mg, 'charts-feedback-trend-desktop');
  });
  it('deal performance: bookings and discount per deal, from the bookings data', async () => {
    const deals = await api<DealPerformance[]>('9000000001', '/user/dealPerformance');
    const sold = deals.filter((d) => d.bookings > 0);
    expect(sold.length).toBeGreaterThan(0);
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/operatorDealsDetails');
    const card = page.getByTestId('deal-performance');
    const bookingsChart = card.getByTestId('deal-bookings-chart');
    const discountChart = card.getByTestId('deal-discount-chart');
    await drawn(bookingsChart);
    const shown = sold.slice(0, 8).reverse();
    expect(await chartTable(bookingsChart)).toEqual(shown.map((d) => [d.code, String(d.bookings)]));
    expect((await chartTable(discountChart)).map((r) => [r[0], money(r[1]!)])).toEqual(
      shown.map((d) => [d.code, d.discount]),
    );
    expect(await card.getByTestId('deal-performance-totals').textContent()).toBe(
      `${sold.reduce((s, d) => s + d.bookings, 0).toLocaleString('en-IN')} bookings under ${String(sold.length)} deals · ${inr(sold.reduce((s, d) => s + d.discount, 0))} discount given`,
    );
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'charts-deal-performance-desktop', { fullPage: false });
  });
});
