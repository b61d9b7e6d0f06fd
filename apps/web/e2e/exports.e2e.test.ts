import { readFileSync } from 'node:fs';
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
});
