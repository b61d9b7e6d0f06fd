import { readFileSync } from 'node:fs';
import { REVENUE_COLUMNS } from '@oc/contract';
import type { CabTrip, Transaction } from '@oc/contract';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInBrowser, newPage, startServer, type TestServer } from './support';

/** Tables exported as shown (issue 41): the file holds the table's columns, rows and order. */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function apiData<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: T }).data;
}

/** Clicks Export → `item` and answers the saved file's name and bytes. */
async function exported(page: Page, name: string, item: string): Promise<{ filename: string; data: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByTestId(`export-${name}`).click();
      await page.getByRole('menuitem', { name: item }).click();
    })(),
  ]);
  return { filename: download.suggestedFilename(), data: readFileSync(await download.path()) };
}

/** A CSV's lines split into cells (the BOM dropped; no quoted commas in these tables' first cells). */
const csvRows = (data: Buffer) =>
  data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

const TODAY = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('exports', () => {
  it('wallet transactions: CSV and Excel hold the table’s headings and rows, newest first', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/wallet');
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.locator('tbody tr').first().waitFor();
    const headings = await table.locator('thead th').allTextContents();
    const rows = await apiData<Transaction[]>(accessToken, '/user/trasactions');

    const csv = await exported(page, 'wallet-transactions', 'CSV');
    expect(csv.filename).toBe(`wallet-transactions-${TODAY}.csv`);
    const lines = csvRows(csv.data);
    expect(lines[0]).toEqual(headings);
    expect(lines.slice(1).map((l) => l[0])).toEqual(rows.map((t) => t.transactionCode));

    const xlsx = await exported(page, 'wallet-transactions', 'Excel (.xlsx)');
    expect(xlsx.filename).toBe(`wallet-transactions-${TODAY}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...headings]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    // Amounts are numbers: a debit negative, as the table's '−' says.
    const first = rows[0]!;
    expect(sheet.getRow(2).getCell(5).value).toBe(
      first.transactionType === 'CREDIT' ? first.amount : -first.amount,
    );
    expect(sheet.getRow(2).getCell(6).value).toBe(first.closingBalance);
  }, 60_000);

  it('MG trips and revenue: as many rows as the screen counts, amounts as numbers', async () => {
    const mg = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(mg, server.baseUrl, '9000000002');
    await mg.goto('/tripsRevenue');
    const totals = mg.getByTestId('revenue-totals');
    await totals.waitFor();
    const trips = Number(/^([\d,]+) trips/.exec((await totals.textContent()) ?? '')![1]!.replace(/,/g, ''));
    const revenue = await exported(mg, 'trips-and-revenue', 'Excel (.xlsx)');
    expect(revenue.filename).toBe(`trips-and-revenue-${TODAY}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(revenue.data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...REVENUE_COLUMNS]);
    expect(sheet.rowCount).toBe(trips + 1);
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
  }, 60_000);

  it('cab trips in Hindi: Hindi headings and the trips in the order the list shows', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000004');
    await apiData(accessToken, '/user/preferences', {
      method: 'PUT',
      body: JSON.stringify({ language: 'hi' }),
    });
    await page.goto('/trips');
    await page.locator('[data-trip]').first().waitFor();
    const shown = await page
      .locator('[data-trip]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-trip')));
    const trips = await apiData<CabTrip[]>(accessToken, '/cabOperator/trips');
    expect(shown).toHaveLength(trips.length);

    const csv = await exported(page, 'cab-trips', 'CSV');
    expect(csv.filename).toBe(`cab-trips-${TODAY}.csv`);
    const lines = csvRows(csv.data);
    const headings = await page.locator('table thead th').allTextContents();
    // The table's headings in Hindi, then the driver's three fields the Assign column shows.
    expect(lines[0]!.slice(0, 6)).toEqual(headings.slice(0, 6));
    expect(lines[0]!.join(' ')).toMatch(/[\u0900-\u097F]/);
    expect(lines.slice(1).map((l) => l[1])).toEqual(shown);
  }, 60_000);

  it('a cab trip’s manifest: its passengers as CSV (download on a computer)', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000004');
    // The test above left this person's language Hindi.
    await apiData(accessToken, '/user/preferences', {
      method: 'PUT',
      body: JSON.stringify({ language: 'en' }),
    });
    const trips = await apiData<CabTrip[]>(accessToken, '/cabOperator/trips');
    const trip = trips.find((t) => t.bookings.length > 1)!;
    await page.goto(`/trips/tripDetails?_id=${trip.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download manifest' }).click(),
    ]);
    const slug = trip.groupCode.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(download.suggestedFilename()).toBe(`manifest-${slug}-${TODAY}.csv`);
    const lines = csvRows(readFileSync(await download.path()));
    expect(lines[0]!.slice(0, 4)).toEqual(['Passenger', 'Mobile', 'Seats', 'Status']);
    expect(lines.slice(1).map((l) => l[0])).toEqual(trip.bookings.map((b) => b.name));
    // Passengers' numbers stay masked in the file, as on the screen.
    expect(lines.slice(1).every((l) => /^X+\d{0,4}$/.test(l[1]!))).toBe(true);
  }, 60_000);

  it('on a phone, Share of a payment advice falls back to a download where the browser cannot share files', async () => {
    const page = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/payouts');
    const share = page.getByRole('button', { name: /^Share payment advice / }).first();
    await share.waitFor();
    // Debian's Chromium offers no file sharing (navigator.canShare is absent or says no).
    expect(
      await page.evaluate(
        () =>
          typeof navigator.canShare === 'function' &&
          navigator.canShare({ files: [new File(['x'], 'x.txt')] }),
      ),
    ).toBe(false);
    const [download] = await Promise.all([page.waitForEvent('download'), share.click()]);
    expect(download.suggestedFilename()).toMatch(/^pnrwisereport_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  }, 60_000);
});
