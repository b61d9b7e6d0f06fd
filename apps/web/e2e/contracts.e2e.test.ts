import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MgService, PaymentSummary, RcItem, RevenueRow } from '@oc/contract';
import {
  type Device,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

/** MG contracts and money in the browser (part 2 §2 Services and Contracts, Payment Summary, Trips and Revenue). */
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
/** '₹37,833.45' or 'Rs. 37,833.45' → 37833.45 */
const amountOf = (text: string) => Number(text.replace(/^Rs\.\s*/, '').replace(/[^\d.]/g, ''));

/**
 * The viewport only: a year of trips makes the phone page a few hundred thousand pixels tall (the
 * cards are virtualized against the page's scroll), too tall for a full-page capture.
 */
async function viewportShot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: false });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openAs(page: Page, path: string, heading: string) {
  const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000002');
  await page.goto(path);
  await page.getByRole('heading', { name: heading }).waitFor();
  return accessToken;
}

describe.each(DEVICES_UNDER_TEST)('MG contracts and money on %s', (device: Device) => {
  it('Services and Contracts: every term and every bracket of a contract; expired and ending contracts warned', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const token = await openAs(page, '/serviceContracts', 'Services and Contracts');
    const services = await apiData<MgService[]>(token, '/mg/user/service');
    const four = services.find((s) => s.contract?.revenueBracket.length === 4)!;
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Services' });
    await list.waitFor();
    for (const s of services) expect(await list.getByText(s.name, { exact: true }).count()).toBe(1);
    if (device === 'desktop')
      expect(await list.getByRole('columnheader').allTextContents()).toEqual([
        'Service Name',
        'Status',
        'Frequency',
        'Contract',
        'Bus Type',
      ]);
    // The expired contract's service and the one ending within 14 days say so beside their status.
    const warnings = list.getByTestId('contract-warning');
    await expect.poll(async () => warnings.count()).toBe(2);
    const expired = services.find((s) => s.contract?.status === 'EXPIRED')!;
    const ending = services.find((s) => s.contract?.expiresSoon)!;
    const dmy = (d: string) => d.split('-').reverse().join('/');
    const itemOf = (name: string) =>
      list
        .getByRole(device === 'desktop' ? 'row' : 'listitem')
        .filter({ has: page.getByText(name, { exact: true }) });
    expect(await itemOf(expired.name).getByTestId('contract-warning').textContent()).toBe('Contract expired');
    expect(await itemOf(ending.name).getByTestId('contract-warning').textContent()).toBe(
      `Contract ends ${dmy(ending.contract!.validTo)}`,
    );
    await screenshot(page, `service-contracts-${device}`);

    await page.getByRole('button', { name: `View contract of ${four.name}` }).click();
    const modal = page.getByTestId('contract-details');
    await modal.waitFor();
    await settled(page, modal);
    const c = four.contract!;
    expect(await modal.locator('[data-term="Running cost (per trip)"]').textContent()).toBe(
      inr(c.runningCost),
    );
    expect(await modal.locator('[data-term="Cancellation charge"]').textContent()).toBe(
      `${Math.round(c.cancellationCharge * 10000) / 100}%`,
    );
    expect(await modal.locator('[data-term="Round-trip toll"]').textContent()).toBe(inr(c.roundTripToll));
    const brackets = modal.getByRole('table', { name: 'Revenue brackets' });
    // A table on desktop; on a phone a list of bracket cards with the same roles (no sideways scroll).
    const rows = brackets.locator('tbody tr, [role="row"]');
    expect(await rows.count()).toBe(4);
    const cells = (i: number) => rows.nth(i).locator('td, [role="cell"]');
    expect(await Promise.all([0, 1, 2, 3].map(async (i) => cells(i).first().textContent()))).toEqual([
      'Fixed guarantee',
      'Operator share',
      'Company share',
      'Above threshold',
    ]);
    const pct = (f: number) => `${Math.round(f * 10000) / 100}%`;
    const above = c.revenueBracket[3]!;
    expect(await cells(3).nth(1).textContent()).toBe(`Above ${inr(above.start)}`);
    expect(await cells(3).nth(2).textContent()).toContain(pct(above.operatorShare));
    expect(await cells(3).nth(3).textContent()).toContain(pct(above.companyShare));
    await screenshot(page, `service-contract-modal-${device}`);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    // A contract of 2 or 3 brackets: every bracket with its start, end and both shares.
    for (const count of [2, 3]) {
      const other = services.find((s) => s.contract?.revenueBracket.length === count)!;
      await page.getByRole('button', { name: `View contract of ${other.name}` }).click();
      await modal.waitFor();
      await settled(page, modal);
      const table = modal.getByRole('table', { name: 'Revenue brackets' });
      const bracketRows = table.locator('tbody tr, [role="row"]');
      expect(await bracketRows.count()).toBe(count);
      for (const [i, b] of other.contract!.revenueBracket.entries()) {
        const texts = await bracketRows.nth(i).locator('td, [role="cell"]').allTextContents();
        expect(texts[0]).toBe(`Bracket ${i + 1}`);
        expect(texts[1]).toBe(b.end === null ? `Above ${inr(b.start)}` : `${inr(b.start)} – ${inr(b.end)}`);
        expect(texts[2]).toContain(pct(b.operatorShare));
        expect(texts[3]).toContain(pct(b.companyShare));
      }
      // The name does not say another type than the contract's.
      expect(await modal.locator('[data-term="Type"]').textContent()).toBe(
        other.contract!.type === 'MINIMUM_GUARANTEE' ? 'Minimum guarantee' : 'Revenue share',
      );
      expect(other.contract!.name.toLowerCase()).toContain(
        other.contract!.type === 'MINIMUM_GUARANTEE' ? 'minimum guarantee' : 'revenue share',
      );
      if (count === 3) await screenshot(page, `service-contract-modal-3-brackets-${device}`);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    }

    // The service-name filter.
    await pick(page, 'Service name', four.name);
    await expect
      .poll(async () => list.getByRole(device === 'desktop' ? 'row' : 'listitem').count())
      .toBe(device === 'desktop' ? 2 : 1);
  });

  onMainDevice(device)(
    'Payment Summary: the last 28 days, every field, and a PDF whose totals are the row’s',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      const token = await openAs(page, '/paymentSummary', 'Payment Summary');
      const weeks = await apiData<PaymentSummary[]>(token, '/mg/user/paymentSummary');
      expect(weeks.length).toBeGreaterThanOrEqual(3);
      const first = weeks[0]!;
      const row = page.locator(`[data-week="${first.weekStartDate}"]`);
      await row.waitFor();
      expect(await page.locator('[data-week]').count()).toBe(weeks.length);
      const field = (name: string) => row.locator(`[data-field="${name}"]`).textContent();
      expect(await field('Net Amount To Be Released')).toBe(inr(first.netAmountToBeReleased));
      expect(await field('Amount')).toBe(inr(first.amount));
      expect(await field('Commercial %')).toBe(`${Math.round(first.commercialPercentage * 10000) / 100}%`);
      expect(await field('TDS %')).toBe(`${first.tdsPercentage * 100}%`);
      await page.locator('[data-testid="net-payout-chart"] .recharts-bar-rectangle path').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `payment-summary-${device}`);

      // A slow line, so the download's progress bar can be seen.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: 8_000,
        uploadThroughput: -1,
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await row.getByRole('button', { name: /^Download statement/ }).click();
          await page.getByRole('progressbar', { name: /^Downloading statement/ }).waitFor();
          await screenshot(page, `payment-summary-downloading-${device}`);
        })(),
      ]);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      expect(download.suggestedFilename()).toBe(
        `${first.weekStartDate}_${first.weekEndDate}_Punjab-Roadlines.pdf`,
      );
      const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())));
      const { text } = await extractText(pdf, { mergePages: true });
      const net = /Net amount to be released (Rs\. [\d,]+\.\d{2})/.exec(text)?.[1];
      const amount = /Amount (Rs\. [\d,]+\.\d{2})/.exec(text.slice(text.indexOf('Earnings')))?.[1];
      const gst = /GST \(18%\) \+ (Rs\. [\d,]+\.\d{2})/.exec(text)?.[1];
      const tds = /TDS \(\d+%\) - (Rs\. [\d,]+\.\d{2})/.exec(text)?.[1];
      const add = /Additions \(tolls\) \+ (Rs\. [\d,]+\.\d{2})/.exec(text)?.[1];
      // The PDF's totals are the table row's…
      expect(amountOf(net!)).toBe(amountOf((await field('Net Amount To Be Released'))!));
      expect(amountOf(amount!)).toBe(amountOf((await field('Amount'))!));
      expect(amountOf(gst!)).toBe(amountOf((await field('GST'))!));
      expect(amountOf(tds!)).toBe(amountOf((await field('TDS'))!));
      expect(amountOf(add!)).toBe(amountOf((await field('Addition'))!));
      // …and a hand calculation: net = amount + 18 % GST − TDS + additions.
      const a = Math.round(amountOf(amount!) * 100);
      expect(Math.round(amountOf(net!) * 100)).toBe(
        a + Math.round(a * 0.18) - Math.round(a * first.tdsPercentage) + Math.round(amountOf(add!) * 100),
      );
    },
  );

  it('Trips and Revenue: opens on the last 30 days at today; expired contract warned; counts grouped; a year stays a handful of DOM rows; filters combine; Excel', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const token = await openAs(page, '/tripsRevenue', 'Trips and Revenue');
    const totals = page.getByTestId('revenue-totals');
    await totals.waitFor();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const istMs = (date: string) => Date.parse(`${date}T00:00:00+05:30`);
    const addDays = (date: string, n: number) =>
      new Date(Date.parse(date) + n * 86_400_000).toISOString().slice(0, 10);
    const all = await apiData<RevenueRow[]>(
      token,
      `/mg/user/tripRevenue?fromDate=${istMs(addDays(today, -365))}&toDate=${istMs(addDays(today, 15)) - 1}`,
    );
    expect(all.length).toBeGreaterThan(1000);
    const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
    const slash = (d: string) => d.replaceAll('-', '/');

    const rowSelector =
      device === 'desktop'
        ? '[role="grid"][aria-label="Trips and revenue"] [role="row"]:not([aria-rowindex="1"])'
        : '[role="list"][aria-label="Trips and revenue"] [role="listitem"]';
    const domRows = () => page.locator(rowSelector).count();
    await page.locator(rowSelector).first().waitFor();

    // It opens on the last 30 days up to today (ascending), scrolled so today's trips are in view.
    const from30 = addDays(today, -29);
    const last30 = all.filter((r) => r.tripDate >= from30 && r.tripDate <= today);
    expect(await page.getByTestId('revenue-range').textContent()).toBe(`${slash(from30)} – ${slash(today)}`);
    const seats30 = last30.reduce((n, r) => n + r.seatsSold, 0);
    expect(seats30).toBeGreaterThan(999);
    expect(await totals.textContent()).toMatch(
      new RegExp(`^${count(last30.length)} trips · ${count(seats30)} seats sold · `),
    );
    const inView = async () =>
      page.locator(rowSelector).evaluateAll((els) =>
        els
          .filter((el) => {
            const box = el.getBoundingClientRect();
            const scroller = el.closest('[role="grid"]')?.getBoundingClientRect();
            const top = scroller ? Math.max(0, scroller.top) : 0;
            const bottom = scroller ? Math.min(innerHeight, scroller.bottom) : innerHeight;
            return box.bottom > top + 4 && box.top < bottom - 4;
          })
          .map((el) => el.textContent),
      );
    // The newest trip (today's, last by service name) is in view without scrolling.
    const newest = [...last30]
      .sort((a, b) => a.tripDate.localeCompare(b.tripDate) || a.serviceName.localeCompare(b.serviceName))
      .at(-1)!;
    await expect
      .poll(async () =>
        (await inView()).some((t) => t.includes(slash(newest.tripDate)) && t.includes(newest.serviceName)),
      )
      .toBe(true);
    const visible = await inView();
    const visibleDates = visible.map((t) => /\d{4}\/\d{2}\/\d{2}/.exec(t)?.[0] ?? '');
    expect(visibleDates).toEqual([...visibleDates].sort());
    expect(visibleDates.every((d) => d >= slash(from30) && d <= slash(today))).toBe(true);
    // The service whose contract expired: a warning above the table, and its trips say they are not paid.
    const alerts = page.getByTestId('contract-alerts');
    expect(await alerts.textContent()).toContain('Contract expired');
    expect(await alerts.textContent()).toContain('Contract ends ');
    const unpaid = last30.filter((r) => r.notPaidReason === 'CONTRACT_EXPIRED');
    expect(unpaid.length).toBeGreaterThanOrEqual(28);
    expect(await alerts.textContent()).toContain(unpaid[0]!.serviceName);
    expect(
      visible.some((t) => t.includes(unpaid[0]!.serviceName) && t.includes('Contract expired · not paid')),
    ).toBe(true);
    await viewportShot(page, `trips-revenue-${device}`);

    // Cleared: the whole year, every count grouped; scroll to either end, a handful of rows in the DOM.
    await page.getByRole('button', { name: 'Clear trip dates' }).click();
    await expect.poll(async () => totals.textContent()).toMatch(new RegExp(`^${count(all.length)} trips · `));
    expect(await totals.textContent()).toContain(
      `${count(all.reduce((n, r) => n + r.seatsSold, 0))} seats sold`,
    );
    const firstDate = slash(all.map((r) => r.tripDate).sort()[0]!);
    const lastDate = slash(
      all
        .map((r) => r.tripDate)
        .sort()
        .at(-1)!,
    );
    const scrollTo = async (where: 'top' | 'bottom') => {
      if (device === 'desktop')
        await page.locator('[role="grid"][aria-label="Trips and revenue"]').evaluate((el, end) => {
          el.scrollTop = end === 'top' ? 0 : el.scrollHeight;
        }, where);
      else
        await page.evaluate(
          (end) => window.scrollTo(0, end === 'top' ? 0 : document.body.scrollHeight),
          where,
        );
    };
    await scrollTo('bottom');
    await expect
      .poll(async () => (await page.locator(rowSelector).last().textContent()) ?? '')
      .toContain(lastDate);
    expect(await domRows()).toBeLessThan(60);
    await scrollTo('top');
    await expect
      .poll(async () => (await page.locator(rowSelector).first().textContent()) ?? '')
      .toContain(firstDate);
    expect(await domRows()).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewportShot(page, `trips-revenue-year-top-${device}`);

    // RC and service filters combine on the client.
    const rcs = await apiData<RcItem[]>(token, '/mg/user/rc');
    const rc = all.find((r) => r.busRc && rcs.some((b) => b.rc === r.busRc))!.busRc!;
    const service = all.find((r) => r.busRc === rc)!.serviceName;
    await pick(page, 'Bus RC', rc);
    await pick(page, 'Service name', service);
    const byBusAndService = all.filter((r) => r.busRc === rc && r.serviceName === service);
    await expect
      .poll(async () => totals.textContent())
      .toMatch(new RegExp(`^${count(byBusAndService.length)} trips · `));

    // …and with a date range (days 1 to 10 of this month), shown as YYYY/MM/DD.
    const [y, m] = today.split('-');
    const month = new Date(`${today}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    await page.getByTestId('revenue-range').click();
    await page.getByRole('button', { name: `1 ${month} ${y}`, exact: true }).click();
    await page.getByRole('button', { name: `10 ${month} ${y}`, exact: true }).click();
    const from = `${y}-${m}-01`;
    const to = `${y}-${m}-10`;
    const want = byBusAndService.filter((r) => r.tripDate >= from && r.tripDate <= to);
    expect(want.length).toBeGreaterThan(0);
    await expect
      .poll(async () => totals.textContent())
      .toMatch(new RegExp(`^${count(want.length)} trips · `));
    expect(await page.getByTestId('revenue-range').textContent()).toBe(`${y}/${m}/01 – ${y}/${m}/10`);
    await page.keyboard.press('Escape');
    await settled(page);
    await screenshot(page, `trips-revenue-filtered-${device}`);
    await viewportShot(page, `trips-revenue-filtered-top-${device}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`trips-revenue_${from}_${to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // Title, subtitle, blank, header, the rows, the total.
    expect(sheet.rowCount).toBe(4 + want.length + 1);
    expect((sheet.getRow(5).values as unknown[])[1]).toBe(service);
    expect((sheet.getRow(4 + want.length + 1).values as unknown[])[1]).toBe('Total');
  });
});
