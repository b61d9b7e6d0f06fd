import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

/** A valid PNG signature and header chunk, padded to `bytes` (the server checks the signature). */
function pngOf(bytes: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
}

async function openProfile(page: Page, server: TestServer, mobileNo: string): Promise<void> {
  await loginInBrowser(page, server.baseUrl, mobileNo);
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
}

/** A list's field names: the desktop's column headers, or the labels of the phone's first card. */
async function fieldNames(section: Locator, name: string, device: string): Promise<string[]> {
  if (device === 'desktop')
    return (await section.getByRole('table', { name }).getByRole('columnheader').allInnerTexts())
      .map((t) => t.trim())
      .filter((t) => t !== '');
  return section
    .getByRole('list', { name })
    .getByRole('listitem')
    .first()
    .locator('[data-card-label]')
    .allInnerTexts();
}

describe.each(DEVICES_UNDER_TEST)('account profile on %s', (device) => {
  // A server per device: the flows change bank-proof states and POC lists.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.stop());

  onMainDevice(device)(
    'uploads a cancelled cheque with a progress bar after refusing no file and a wrong type (REJECTED)',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await openProfile(page, server, '9000000006');
      const block = page.getByTestId('bank-proof');
      await block.getByText('Upload cancelled cheque to continue using the account').waitFor();
      expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Rejected');
      await page
        .getByTestId('agreements')
        .getByRole('button', { name: /^Download / })
        .first()
        .waitFor();
      await screenshot(page, `profile-rejected-${device}`);

      await block.getByRole('button', { name: 'Upload' }).click();
      await block.getByText('please upload a file').waitFor();

      const input = block.locator('input[type=file]');
      await input.setInputFiles({
        name: 'cheque.exe',
        mimeType: 'application/octet-stream',
        buffer: pngOf(200),
      });
      await block.getByText('This file type is not accepted for the cancelled cheque').waitFor();

      // Slow the upload down so the bar can be seen: 4 MB at about 1 MB/s.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: 4_000_000,
        uploadThroughput: 1_000_000,
      });
      await input.setInputFiles({
        name: 'cheque.png',
        mimeType: 'image/png',
        buffer: pngOf(4 * 1024 * 1024),
      });
      await block.getByRole('button', { name: 'Upload' }).click();
      const bar = block.getByRole('progressbar', { name: 'Uploading cheque.png' });
      await bar.waitFor();
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await screenshot(page, `profile-cheque-uploading-${device}`);
      await block
        .getByText('Your bank details are being verified. Please contact our team for more details.')
        .waitFor({
          timeout: 20_000,
        });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Pending');
      expect(await block.locator('input[type=file]').count()).toBe(0);
    },
  );

  onMainDevice(device)(
    'refuses a file whose content is not what its name says; nothing changes (server check)',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      // 9000000001 is APPROVED: request a change first, which opens the upload form.
      await openProfile(page, server, '9000000001');
      const block = page.getByTestId('bank-proof');
      await block.getByText('Bank details have been verified and mapped to your account').waitFor();
      await screenshot(page, `profile-approved-${device}`);
      await block.getByRole('button', { name: 'Request a Change' }).click();
      const confirm = page.getByRole('dialog', { name: 'Request a Change' });
      await confirm.waitFor();
      await settled(page, confirm);
      await confirm.getByRole('button', { name: 'Request a Change' }).click();
      await page.getByText('Updated', { exact: true }).waitFor();
      await block.getByText('A request has been raised to change your bank details').waitFor();
      expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Change requested');
      await screenshot(page, `profile-change-requested-${device}`);

      // A script named .png: the extension passes the picker, the server's content check refuses it.
      await block.locator('input[type=file]').setInputFiles({
        name: 'cheque.png',
        mimeType: 'image/png',
        buffer: Buffer.from('#!/bin/sh\necho hello\n'),
      });
      await block.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Cheque is Not Added').waitFor();
      await block.getByText("The file's content does not match its name", { exact: false }).waitFor();
      await page.reload();
      await page
        .getByTestId('bank-proof')
        .getByText('A request has been raised to change your bank details')
        .waitFor();
    },
  );

  onMainDevice(device)('shows PENDING without an upload form (9000000005)', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openProfile(page, server, '9000000005');
    const block = page.getByTestId('bank-proof');
    await block
      .getByText('Your bank details are being verified. Please contact our team for more details.')
      .waitFor();
    expect(await block.locator('input[type=file]').count()).toBe(0);
  });

  onMainDevice(device)(
    'shows the seeded CHANGE_REQUESTED (9000000007): the upload form under Change requested, no warning',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await openProfile(page, server, '9000000007');
      const block = page.getByTestId('bank-proof');
      await block.getByText('A request has been raised to change your bank details').waitFor();
      expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Change requested');
      expect(await block.locator('input[type=file]').count()).toBe(1);
      expect(await block.getByRole('button', { name: 'Upload' }).count()).toBe(1);
      expect(await block.getByText('Upload cancelled cheque to continue using the account').count()).toBe(0);
      expect(await block.getByRole('button', { name: 'Request a Change' }).count()).toBe(0);
      await screenshot(page, `profile-change-requested-seeded-${device}`);
    },
  );

  onMainDevice(device)(
    'shows the upload form with Rejected when no bank proof was ever uploaded (status absent)',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      // No demo OPERATOR account is without a bank proof (there are four); the server's own answer is
      // taken and only its status blanked, to see the view §4 gives an absent status.
      await page.route('**/api/v1/user/details**', async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { cancelledChequeDetails: { status: string | null } }[] };
        for (const p of body.data) p.cancelledChequeDetails.status = null;
        await route.fulfill({ response: res, json: body });
      });
      await openProfile(page, server, '9000000005');
      const block = page.getByTestId('bank-proof');
      await block.getByText('Upload cancelled cheque to continue using the account').waitFor();
      expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Rejected');
      expect(await block.locator('input[type=file]').count()).toBe(1);
    },
  );

  it('adds and edits a point of contact; the server refuses a mobile that is not Indian', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openProfile(page, server, '9000000001');
    const pocs = page.getByTestId('pocs');
    await pocs
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    const before = await pocs.getByRole('button', { name: /^Edit / }).count();
    // The phone's cards name the fields as the desktop's columns do.
    expect(await fieldNames(pocs, 'Points of contact', device)).toEqual([
      'Name',
      'Area',
      'Department',
      'Mobile',
    ]);
    await screenshot(page, `profile-pocs-${device}`);

    await pocs.getByRole('button', { name: 'Add POC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add POC' });
    await dialog.waitFor();
    await settled(page, dialog);
    const mobile = dialog.getByRole('textbox', { name: 'Mobile' });
    await mobile.pressSequentially('98a765-43210999');
    expect(await mobile.inputValue()).toBe('9876543210');
    await dialog.getByRole('button', { name: 'Add POC' }).click();
    await dialog.getByText('Name is required').waitFor();
    // The department's message names the options as the list shows them, never the raw values.
    await dialog.getByText('Choose a department: Sales, Operations or Pickups', { exact: true }).waitFor();
    expect(await dialog.innerText()).not.toMatch(/SALES|OPERATIONS|PICKUPS/);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ramesh Yadav');
    await dialog.getByRole('textbox', { name: 'Area' }).fill('Kashmere Gate');
    await dialog.getByPlaceholder('Choose a department').click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await mobile.fill('1234567890');
    await dialog.getByRole('button', { name: 'Add POC' }).click();
    await dialog.getByText('Enter a valid 10-digit Indian mobile number').waitFor();
    await screenshot(page, `profile-poc-modal-${device}`);
    await mobile.fill('9876543210');
    await dialog.getByRole('button', { name: 'Add POC' }).click();
    await page.getByText('POC is added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await pocs.getByText('Ramesh Yadav').waitFor();
    expect(await pocs.getByRole('button', { name: /^Edit / }).count()).toBe(before + 1);

    await pocs.getByRole('button', { name: 'Edit Ramesh Yadav' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit POC' });
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ramesh Yadav');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Ramesh K. Yadav');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('POC is Updated').waitFor();
    await pocs.getByText('Ramesh K. Yadav').waitFor();

    // What the screen shows is what the server kept.
    await page.reload();
    await page.getByTestId('pocs').getByText('Ramesh K. Yadav').waitFor();
    expect(await page.getByTestId('pocs').getByText('Ramesh Yadav', { exact: true }).count()).toBe(0);
  });

  it('lists signed agreements as DD-MMM-YY and opens one as a PDF in a new tab', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openProfile(page, server, '9000000001');
    const section = page.getByTestId('agreements');
    const downloads = section.getByRole('button', { name: /^Download / });
    await downloads.first().waitFor();
    expect(await downloads.count()).toBe(2);
    expect(await fieldNames(section, 'Agreements', device)).toEqual(['Name', 'Signed On']);
    expect(await section.textContent()).toMatch(
      /\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2}/,
    );

    const [tab] = await Promise.all([page.context().waitForEvent('page'), downloads.first().click()]);
    await tab.waitForURL('**/api/v1/files/signed/**');
    const res = await page.request.get(tab.url());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const pdf = await PDFDocument.load(await res.body());
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });

  onMainDevice(device)('serves MG through /mg: POCs and agreements, no bank-proof block', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/')) calls.push(new URL(r.url()).pathname);
    });
    await openProfile(page, server, '9000000002');
    await page
      .getByTestId('pocs')
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    await page
      .getByTestId('agreements')
      .getByRole('button', { name: /^Download / })
      .first()
      .waitFor();
    expect(await page.getByTestId('bank-proof').count()).toBe(0);
    expect(calls).toContain('/api/v1/mg/user/details');
    expect(calls).toContain('/api/v1/mg/user/agreement');
    await page.getByText('Gurpreet Singh').first().waitFor();
    await screenshot(page, `profile-mg-${device}`);
  });

  onMainDevice(device)(
    'shows cab and electric owners their own name, mobile and POCs (no bank proof, no agreements)',
    async () => {
      for (const [mobileNo, name, prefix] of [
        ['9000000004', 'Mohammed Irfan', '/cabOperator'],
        ['9000000003', 'Ananya Iyer', '/electric'],
      ] as const) {
        const page = await newPage({ device, baseUrl: server.baseUrl });
        const details = page.waitForResponse(
          (r) => new URL(r.url()).pathname === `/api/v1${prefix}/user/details`,
        );
        await openProfile(page, server, mobileNo);
        expect((await details).status()).toBe(200);
        const user = page.getByTestId('profile-user');
        await user.getByText(name, { exact: true }).waitFor();
        await user.getByText(mobileNo, { exact: true }).waitFor();
        await page.getByTestId('pocs').waitFor();
        expect(
          await page.getByText("You've not registered with us in this model.", { exact: false }).count(),
        ).toBe(0);
        expect(await page.getByTestId('bank-proof').count()).toBe(0);
        expect(await page.getByTestId('agreements').count()).toBe(0);
        await settled(page);
        await screenshot(page, `profile-${prefix.slice(1)}-${device}`);
      }
    },
  );
});
