import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
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

const MG = '9000000002';

/** A dialog as the operator sees it: the viewport only (a full-page shot of a phone puts it mid-page). */
async function dialogShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

interface Claim {
  _id: string;
  rc: string;
  financeStatus: string;
  fileUrl: string | null;
  fileName: string | null;
  amount: number;
}

/** A valid PNG signature and header chunk, padded to `bytes` (the server checks the signature). */
function pngOf(bytes: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
}

async function openScreen(page: Page, server: TestServer): Promise<void> {
  await loginInBrowser(page, server.baseUrl, MG);
  await page.goto('/reimbursements');
  await page.getByRole('heading', { name: 'Reimbursements' }).waitFor();
  await page.getByTestId('reimbursement-row').first().waitFor();
}

async function claims(server: TestServer): Promise<Claim[]> {
  const { accessToken } = await apiLogin(server.baseUrl, MG);
  const r = await fetch(`${server.baseUrl}/api/v1/mg/user/reimbursements`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: Claim[] }).data;
}

/** Nothing on the page is wider than the window (360 px on a phone). */
async function fitsWidth(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Picks `from` … `to` (days of the shown month) in the range picker (a popover, a modal on a phone). */
async function pickRange(page: Page, dialog: Locator, from: number, to: number): Promise<void> {
  await dialog.getByTestId('reimbursement-dates').click();
  const day = (n: number) =>
    page.locator('button[data-dates-day]:not([data-outside]):not([disabled])', {
      hasText: new RegExp(`^${n}$`),
    });
  // Mantine's day buttons are table cells' buttons; fall back to any day button of that number.
  const pick = async (n: number) => {
    const exact = day(n);
    if ((await exact.count()) > 0) await exact.first().click();
    else
      await page
        .locator('table button:not([data-outside])', { hasText: new RegExp(`^${n}$`) })
        .first()
        .click();
  };
  await pick(from);
  await pick(to);
}

describe.each(DEVICES_UNDER_TEST)('reimbursements on %s', (device: Device) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.stop());

  onMainDevice(device)('lists the claims with the §3 rules, totals and the RC filter', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openScreen(page, server);
    const list = await claims(server);
    const rows = page.getByTestId('reimbursement-row');
    expect(await rows.count()).toBe(list.length);
    // 'View' only on claims with a file.
    expect(await page.getByRole('button', { name: /^View/ }).count()).toBe(
      list.filter((c) => c.fileUrl).length,
    );
    // Amount Approved: 0 for a rejected claim, 'NA' for a pending one; dates DD/MM/YY.
    const rejected = list.findIndex((c) => c.financeStatus === 'REJECTED');
    const pending = list.findIndex((c) => c.financeStatus === 'PENDING');
    expect(await rows.nth(rejected).textContent()).toContain('₹0.00');
    expect(await rows.nth(pending).textContent()).toMatch(/NA/);
    expect(await rows.nth(0).textContent()).toMatch(/\d{2}\/\d{2}\/\d{2} - \d{2}\/\d{2}\/\d{2}/);
    const submitted = list.reduce((n, c) => n + c.amount, 0);
    expect(await page.getByTestId('total-submitted-value').textContent()).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        submitted,
      ),
    );
    await fitsWidth(page);
    await screenshot(page, `reimbursements-list-${device}`);

    // Filter by one bus, then clear.
    const rc = list[0]!.rc;
    const filter = page.getByTestId('rc-filter');
    await filter.click();
    await filter.fill(rc.slice(0, 6));
    await page.getByRole('option', { name: rc }).click();
    await expect.poll(async () => rows.count()).toBe(list.filter((c) => c.rc === rc).length);
    for (const text of await rows.allTextContents()) expect(text).toContain(rc);
    await screenshot(page, `reimbursements-filtered-${device}`);
    await page.locator('[data-testid="rc-filter"] ~ * button, button[aria-label="Clear"]').first().click();
    await expect.poll(async () => rows.count()).toBe(list.length);
  });

  it("says 'All Fields are mandatory' and sends nothing; then files a claim with a proof, PENDING", async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openScreen(page, server);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/addReimbursement')) posts.push(r.url());
    });
    await page.getByTestId('add-reimbursement').click();
    const dialog = page.getByRole('dialog', { name: 'Add Reimbursement' });
    await dialog.waitFor();
    await settled(page, dialog);
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await dialog.getByTestId('reimbursement-form-error').getByText('All Fields are mandatory').waitFor();
    await page.getByText('All Fields are mandatory').first().waitFor();
    await dialogShot(page, `reimbursements-mandatory-${device}`);
    expect(posts).toEqual([]);

    // Bus RC (searchable), the range, the amount (digits only), the proof.
    const rcs = [...new Set((await claims(server)).map((c) => c.rc))];
    const rc = rcs[rcs.length - 1]!;
    const rcField = dialog.getByLabel('Bus RC', { exact: false });
    await rcField.click();
    await rcField.fill(rc.slice(-4));
    await page.getByRole('option', { name: rc }).click();
    const today = Number(
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date()),
    );
    await pickRange(page, dialog, 1, today);
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.fill('3250');
    expect(await amount.inputValue()).toMatch(/3,250/);
    const fileInput = dialog.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'toll.png',
      mimeType: 'image/png',
      buffer: pngOf(300 * 1024),
    });
    await dialogShot(page, `reimbursements-add-filled-${device}`);
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await page.getByText('Reimbursement is Added').waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);

    const first = page.getByTestId('reimbursement-row').first();
    await expect.poll(async () => first.textContent()).toContain(rc);
    expect(await first.textContent()).toContain('₹3,250.00');
    expect(await first.getByTestId('reimbursement-status').textContent()).toBe('Pending');
    const [newest] = await claims(server);
    expect(newest).toMatchObject({ rc, amount: 3250, financeStatus: 'PENDING', fileName: 'toll.png' });
    await screenshot(page, `reimbursements-added-${device}`);

    // The same bus and dates again: a warning naming the claim they overlap, nothing sent; the
    // operator may go on (issue 36 item 6).
    await page.getByTestId('add-reimbursement').click();
    await dialog.waitFor();
    await rcField.click();
    await rcField.fill(rc.slice(-4));
    await page.getByRole('option', { name: rc }).click();
    await pickRange(page, dialog, 1, today);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('410');
    // A proof too large, or of a kind not accepted, is refused when picked (issue 36 item 12): in a form
    // not yet sent (after a first press the form checks every change anyway).
    await fileInput.setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: pngOf(11 * 1024 * 1024),
    });
    await dialog.getByText('The file is too large: the proof may be at most 10 MB.').waitFor();
    await dialogShot(page, `reimbursements-add-too-large-${device}`);
    await fileInput.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await dialog.getByText(/This file type is not accepted for the proof/).waitFor();
    expect(posts).toHaveLength(1);
    await fileInput.setInputFiles({ name: 'toll-2.png', mimeType: 'image/png', buffer: pngOf(200 * 1024) });
    await expect.poll(async () => dialog.getByText(/This file type is not accepted/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    const overlap = dialog.getByTestId('reimbursement-overlap');
    await overlap.waitFor();
    // The claim just filed, and any demo claim of the bus in those days.
    expect(await overlap.textContent()).toMatch(new RegExp(`overlap (a claim|\\d+ claims) of ${rc}`));
    expect(await overlap.textContent()).toContain('₹3,250.00');
    await settled(page, dialog);
    await dialogShot(page, `reimbursements-add-overlap-${device}`);
    expect(posts).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Create anyway' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    expect(posts).toHaveLength(2);
  });

  onMainDevice(device)('previews every proof type in the page', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openScreen(page, server);
    const list = await claims(server);
    const rows = page.getByTestId('reimbursement-row');
    // The demo proofs (apps/server/src/modules/reimbursements/demo-proofs.ts), one of each type.
    const DEMO: Record<string, string> = {
      jpg: 'fuel-bill.jpg',
      png: 'toll-receipt.png',
      webp: 'repair-photo.webp',
      pdf: 'repair-invoice.pdf',
      xlsx: 'fuel-log-october.xlsx',
      csv: 'toll-charges.csv',
      txt: 'driver-notes.txt',
    };
    const open = async (ext: string) => {
      const i = list.findIndex((c) => c.fileName === DEMO[ext]);
      expect(i).toBeGreaterThanOrEqual(0);
      await rows.nth(i).getByRole('button', { name: /^View/ }).click();
      const modal = page.getByRole('dialog', { name: 'Proof' });
      await modal.waitFor();
      return modal;
    };
    const close = async (modal: Locator) => {
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
    };

    for (const ext of ['jpg', 'png', 'webp']) {
      const modal = await open(ext);
      const img = modal.getByTestId('proof-image');
      await img.waitFor();
      await expect
        .poll(() =>
          img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
        )
        .toBe(280);
      await settled(page, modal);
      await dialogShot(page, `reimbursements-proof-${ext}-${device}`);
      await close(modal);
    }

    const pdfResponse = page.waitForResponse((r) => r.url().includes('/api/v1/files/signed/'));
    const pdfModal = await open('pdf');
    const res = await pdfResponse;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const frame = pdfModal.getByTestId('proof-pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/api/v1/files/signed/');
    await settled(page, pdfModal);
    await page.waitForTimeout(1500); // the PDF viewer paints after the frame's load
    await dialogShot(page, `reimbursements-proof-pdf-${device}`);
    await close(pdfModal);

    const xlsx = await open('xlsx');
    const sheet = xlsx.getByTestId('proof-table');
    await sheet.waitFor();
    await sheet.getByRole('columnheader', { name: 'Pump' }).waitFor();
    await sheet.getByRole('cell', { name: 'HP, Khed Shivapur' }).first().waitFor();
    await xlsx.getByText('Sheet “Fuel log”').waitFor();
    await settled(page, xlsx);
    await dialogShot(page, `reimbursements-proof-xlsx-${device}`);
    await close(xlsx);

    const csv = await open('csv');
    await csv.getByTestId('proof-table').getByRole('cell', { name: 'Kognoli, Karnataka border' }).waitFor();
    await csv.getByRole('columnheader', { name: 'Toll plaza' }).waitFor();
    await settled(page, csv);
    await dialogShot(page, `reimbursements-proof-csv-${device}`);
    await close(csv);

    const txt = await open('txt');
    await txt.getByText('Unsupported file type').waitFor();
    await txt.getByRole('button', { name: 'Download' }).waitFor();
    await settled(page, txt);
    await dialogShot(page, `reimbursements-proof-unsupported-${device}`);
    await close(txt);

    // The claim without a proof has no 'View'.
    const none = list.findIndex((c) => c.fileUrl === null);
    expect(await rows.nth(none).getByRole('button', { name: /^View/ }).count()).toBe(0);
    await fitsWidth(page);
  });
});
