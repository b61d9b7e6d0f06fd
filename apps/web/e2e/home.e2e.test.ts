import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Device,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  startServer,
  type TestServer,
} from './support';

/** Home in the browser (part 1 §2 Home): the figures shown are the API's, per user type. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function apiData<T>(token: string, path: string): Promise<T> {
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

async function text(page: Page, testId: string): Promise<string> {
  const el = page.getByTestId(testId);
  await el.waitFor();
  return (await el.textContent()) ?? '';
}

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('home on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it("OPERATOR: today's sales, deal notifications and Create Deal", async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/');
    const home = await apiData<{
      revenue: number;
      confirmedSeats: number;
      cancelledSeats: number;
      dealsRenew: number;
      dealsExpired: number;
    }>(accessToken, '/user/');
    expect(await text(page, 'sales-revenue')).toBe(inr(home.revenue));
    expect(await text(page, 'sales-seats')).toBe(String(home.confirmedSeats));
    expect(await text(page, 'sales-cancelled')).toBe(String(home.cancelledSeats));
    expect(await text(page, 'sales-updated')).toMatch(/^Last updated at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await text(page, 'deals-renew')).toMatch(
      new RegExp(`^${home.dealsRenew} deals? about to expire$`),
    );
    expect(await text(page, 'deals-expired')).toMatch(new RegExp(`^${home.dealsExpired} deals? expired$`));
    expect(await page.getByText("Today's Sales").count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-operator-${device}`);
    // Quick Actions also lead to the wallet, which the spec's operator menu has no entry for.
    expect(await page.getByTestId('quick-actions').getByRole('link', { name: 'Wallet' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Create Deal' }).click();
    await page.waitForURL('**/deals');
  });

  it('MG: seats sold, the seven-day table and chart, no Quick Actions', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000002');
    await page.goto('/');
    const mg = await apiData<{ revenue: number; seatsSold: number }>(accessToken, '/mg/user/revenueDetails');
    expect(await text(page, 'sales-revenue')).toBe(inr(mg.revenue));
    expect(await text(page, 'sales-seats')).toBe(String(mg.seatsSold));
    expect(await page.getByText('Seats Sold').count()).toBeGreaterThan(0);
    const table = page.getByTestId('mg-revenue-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(7);
    const rows = await apiData<{ tripDate: string; seatsSold: number }[]>(
      accessToken,
      '/mg/user/tripRevenue',
    );
    const todayIst = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const seatsToday = rows.filter((r) => r.tripDate === todayIst).reduce((s, r) => s + r.seatsSold, 0);
    const [y, m, d] = todayIst.split('-');
    const first = table.locator('tbody tr').first();
    // Today's row (first: the table and chart list the newest date first) is marked 'Today'.
    expect(await first.locator('td').first().textContent()).toBe(`${d}/${m}/${y}Today`);
    expect(await first.locator('td').nth(1).textContent()).toBe(String(seatsToday));
    await page.locator('[data-testid="mg-revenue-chart"] svg [data-bar]').first().waitFor();
    expect(await page.getByTestId('quick-actions').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-mg-${device}`);
  });

  it("CABOWNER: the 'Coming Soon' view", async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000004');
    await page.goto('/');
    expect(await text(page, 'coming-soon')).toContain('Coming Soon');
    await screenshot(page, `home-cabowner-${device}`);
  });
});
