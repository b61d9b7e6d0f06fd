import {
  CLAIM_APPROVAL_PROPOSAL_RUPEES,
  hasDriver,
  type CabTrip,
  type ClaimQueueItem,
  type CommissionServices,
} from '@oc/contract';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';
import { expectFocusOn, expectFocusVisible, focusedName, isFocused, tabTo } from './support/keyboard';

/**
 * Issue 40: every main flow done with the keyboard alone — Tab / Shift+Tab, Enter, Space, the
 * arrows, Escape and typing; never a click, never a focus() on the product's elements (the test only
 * reads where the focus is). After a dialog closes (Escape or its own buttons) the focus is back on
 * the control that opened it, and a focused control shows a visible focus indicator. Those two are
 * soft checks: a flow goes on past them, and the test fails at its end naming each one missed.
 *
 * No retry (vitest.config.ts allows one): a missed focus is not flaky, and a second try could not
 * log the same number in again within 30 s (the OTP rule) nor sign the same staff member in within
 * the authenticator's step. Each flow has 2 minutes: every key press is a round trip to the browser.
 */

const LOGIN_NUMBER = '9000000007'; // a GDS operator no other flow here logs in (one OTP per 30 s)
const OPERATOR = '9000000001';
const MG = '9000000002';
const CAB = '9000000004';
const FINANCE = { email: 'finance@demo.test', secret: '3MM2FJ4VNXNO4PFDHTFHY7MPA4Z3SXFN' };
const STAFF_PASSWORD = 'demo staff password';
const OTP = '1234';

let server: TestServer;
const started = Date.now();
const took: string[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  console.log(
    `[keyboard-flows] wall time ${((Date.now() - started) / 1000).toFixed(1)} s (server ready in ${(
      server.readyMs / 1000
    ).toFixed(1)} s): ${took.join(', ')}`,
  );
  await server.stop();
});

async function timed(name: string, fn: () => Promise<void>): Promise<void> {
  const t0 = Date.now();
  try {
    await fn();
  } finally {
    took.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

async function api<T>(mobileNo: string, path: string): Promise<T> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`GET ${path} answered ${r.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function open(mobileNo: string, path: string): Promise<Page> {
  const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
  await loginInBrowser(page, server.baseUrl, mobileNo);
  await page.goto(path);
  return page;
}

/** Text typed into the focused field, replacing what it held. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The focused element's `data-cell` ('row:col'), or null. */
const activeCell = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);

/** A control inside an open date picker's calendar: Tab until a day of the month has the focus. */
const DAY = '[data-dates-dropdown] table button:not([data-outside]):not([disabled])';

/** A valid PNG signature and header chunk, padded to `bytes` (the server checks the signature). */
function pngOf(bytes: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
}

describe(`keyboard-only flows on ${MAIN_DEVICE} (issue 40)`, { retry: 0, timeout: 120_000 }, () => {
  it('logs in: the number, the sandbox captcha (Space), Send OTP, the OTP and Enter, then home', async () => {
    await timed('login', async () => {
      const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
      await page.goto('/login');
      const number = page.getByRole('textbox', { name: 'Enter Registered Number' });
      const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
      await robot.waitFor({ state: 'visible' }); // the script has taken over the prerendered page
      // The field is focused on arrival (autofocus); else Tab reaches it.
      expect
        .soft(
          await isFocused(number),
          `the number field has the focus on arrival, not ${await focusedName(page)}`,
        )
        .toBe(true);
      await tabTo(page, number, { what: 'the mobile number field' });
      await page.keyboard.type(LOGIN_NUMBER);
      expect(await number.inputValue()).toBe(LOGIN_NUMBER);

      await tabTo(page, robot, { what: "the 'I'm not a robot' box" });
      await expectFocusVisible(page, 'captcha box');
      await page.keyboard.press('Space');
      await expect.poll(() => robot.isChecked()).toBe(true);
      // Ticking swaps the box for a spinner while the token is fetched: the focus must come back to it.
      await expectFocusOn(page, robot, 'after ticking the captcha with Space the focus stays on the box');

      const send = page.getByRole('button', { name: 'Send OTP' });
      await tabTo(page, send, { what: 'Send OTP' });
      await expectFocusVisible(page, 'Send OTP');
      await page.keyboard.press('Enter');
      const otp = page.getByRole('textbox', { name: 'Enter OTP' });
      await otp.waitFor({ state: 'visible' });
      await expectFocusOn(page, otp, 'the OTP field has the focus once the OTP is sent');
      await tabTo(page, otp, { what: 'the OTP field' });
      await page.keyboard.type(OTP);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('idToken')))).toBe(true);
      await page.getByRole('button', { name: /^Account menu of / }).waitFor();
      await screenshot(page, 'keyboard-login-home');
    });
  });

  it('creates a deal: the wizard from the deals list to its review step, options chosen by keyboard', async () => {
    await timed('deal wizard', async () => {
      const page = await open(OPERATOR, '/operatorDealsDetails');
      const create = page.getByRole('link', { name: 'Create Deal' }).first();
      await tabTo(page, create, { what: 'Create Deal', max: 80 });
      await expectFocusVisible(page, 'Create Deal link');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/deals');
      const step = (n: number) => page.getByText(`Step ${n} of 4`).first();
      await step(1).waitFor();

      // Step 1: the offer and discount cards are radios (Space chooses), then the amounts.
      const custom = page.getByRole('radio', { name: /Custom Offer/ });
      await tabTo(page, custom, { what: 'the Custom Offer card' });
      await expectFocusVisible(page, 'offer card');
      await page.keyboard.press('Space');
      await expect.poll(() => custom.getAttribute('aria-checked')).toBe('true');
      const flat = page.getByRole('radio', { name: /^Flat/ });
      await tabTo(page, flat, { what: 'the Flat card' });
      await page.keyboard.press('Space');
      await expect.poll(() => flat.getAttribute('aria-checked')).toBe('true');
      await tabTo(page, page.getByLabel(/^Flat Discount/), { what: 'Flat Discount' });
      await page.keyboard.type('100');
      await tabTo(page, page.getByLabel(/^Minimum Seat Price/), { what: 'Minimum Seat Price' });
      await page.keyboard.type('500');
      const next = page.getByRole('button', { name: 'Next Step' });
      await tabTo(page, next, { what: 'Next Step' });
      await expectFocusVisible(page, 'Next Step');
      await page.keyboard.press('Enter');
      await step(2).waitFor();

      // Step 2: the dates through the calendar (Enter opens it, Tab to the days, arrows, Enter picks).
      const startDate = page.getByLabel(/^Start Date/).first();
      const endDate = page.getByLabel(/^End Date/).first();
      await tabTo(page, startDate, { what: 'Start Date', back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, DAY, { what: 'a day in the Start Date calendar' });
      await expectFocusVisible(page, 'calendar day');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await startDate.textContent())?.trim()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      await expectFocusOn(page, startDate, 'after picking the start date the focus is back on Start Date');
      await tabTo(page, endDate, { what: 'End Date' });
      await page.keyboard.press('Enter');
      await tabTo(page, DAY, { what: 'a day in the End Date calendar' });
      await page.keyboard.press('Enter'); // the calendar opens on the first day allowed: the start
      await expect.poll(async () => (await endDate.textContent())?.trim()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      await expectFocusOn(page, endDate, 'after picking the end date the focus is back on End Date');
      const allDays = page.getByRole('checkbox', { name: 'All days' });
      await tabTo(page, allDays, { what: 'All days' });
      await expectFocusVisible(page, 'All days checkbox');
      await page.keyboard.press('Space');
      await expect.poll(() => allDays.isChecked()).toBe(true);
      await tabTo(page, next, { what: 'Next Step (step 2)' });
      await page.keyboard.press('Enter');
      await step(3).waitFor();

      // Step 3: the services ('Select all'), which load once the step opens.
      const selectAll = page.getByRole('checkbox', { name: 'Select all' });
      await selectAll.waitFor();
      const where = await focusedName(page);
      expect
        .soft(where, 'the focus is kept (on Next Step) while step 3 loads its services')
        .not.toBe('<body>');
      await tabTo(page, selectAll, { what: 'Select all services', back: where !== '<body>' });
      await page.keyboard.press('Space');
      await expect.poll(() => selectAll.isChecked()).toBe(true);
      await tabTo(page, next, { what: 'Next Step (step 3)' });
      await page.keyboard.press('Enter');
      await step(4).waitFor();
      await page.getByRole('button', { name: 'Publish Deal' }).waitFor();
      await screenshot(page, 'keyboard-deal-review');
    });
  });

  it('moves through the Offline Commission grid with the arrows, edits a cell with Enter, Escape returns', async () => {
    await timed('commission grid', async () => {
      const page = await open(OPERATOR, '/offlineCommission');
      await page.locator('[data-service-id]').first().waitFor();
      const grid = page.getByRole('grid', { name: 'Services' });
      const rowCount = Number(await grid.getAttribute('aria-rowcount')) - 1;
      const lastCol = Number(await grid.getAttribute('aria-colcount')) - 1;
      expect(rowCount).toBeGreaterThan(0);

      // Tab into the grid: one tab stop (the first header cell), and Tab leaves it again.
      await tabTo(page, grid.locator('[data-cell="-1:0"]'), { what: 'the grid', max: 80 });
      await expectFocusVisible(page, 'grid header cell');
      await page.keyboard.press('Tab');
      const afterTab = await focusedName(page);
      const stillInside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="grid"]')),
      );
      expect
        .soft(stillInside, `one tab stop: Tab from the grid's cell leaves the grid, but went to ${afterTab}`)
        .toBe(false);
      await tabTo(page, grid.locator('[data-cell="-1:0"]'), { what: 'back to the grid cell', back: true });

      // The arrows, Home / End, PageUp / PageDown, Ctrl+Home / Ctrl+End.
      const moves: [string, string][] = [
        ['ArrowDown', '0:0'],
        ['ArrowRight', '0:1'],
        ['ArrowRight', '0:2'],
        ['End', `0:${lastCol}`],
        ['Home', '0:0'],
        ['PageDown', `${Math.min(10, rowCount - 1)}:0`],
        ['PageUp', '0:0'],
        ['Control+End', `${rowCount - 1}:${lastCol}`],
        ['Control+Home', '-1:0'],
        ['ArrowDown', '0:0'],
      ];
      for (const [key, cell] of moves) {
        await page.keyboard.press(key);
        await expect.poll(() => activeCell(page), { message: `${key} moves to ${cell}` }).toBe(cell);
      }
      await expectFocusVisible(page, 'grid cell after the arrows');
      const cell = grid.locator(`[data-cell="0:${lastCol}"]`);
      await page.keyboard.press('End');
      await expect.poll(() => activeCell(page)).toBe(`0:${lastCol}`);
      const service = await page.locator('[data-service-id]').first().getAttribute('data-service-id');
      const edit = cell.getByRole('button', { name: /^Edit / });

      // Enter goes into the cell's button; Escape from the button back to the cell.
      await page.keyboard.press('Enter');
      await expectFocusOn(page, edit, 'Enter on the Action cell goes into its Edit button');
      await expectFocusVisible(page, 'Edit button in the grid');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => activeCell(page), { message: 'Escape from the Edit button comes back to its cell' })
        .toBe(`0:${lastCol}`);

      const dialog = page.getByRole('dialog').filter({ hasText: 'Update Commission' });
      /** From wherever the focus is, back to the Edit button by keyboard (Tab to the grid's stop, Enter). */
      const toEdit = async () => {
        if (await isFocused(edit)) return;
        // Today Tab also stops on the cells' own buttons; with one tab stop it stops on the cell.
        await tabTo(page, [cell, edit], { what: "the grid's Action cell or its Edit button", max: 80 });
        if (await isFocused(edit)) return;
        await page.keyboard.press('Enter');
        await expect.poll(() => isFocused(edit)).toBe(true);
      };
      const openDialog = async () => {
        await toEdit();
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await settled(page, dialog);
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
        expect.soft(inside, `the focus moves into the dialog, not ${await focusedName(page)}`).toBe(true);
      };

      // 1. Escape closes the dialog.
      await openDialog();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(
        page,
        edit,
        'after Escape closes Update Commission the focus is back on its Edit button',
      );

      // 2. Its Cancel button.
      await openDialog();
      await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), { what: 'Cancel' });
      await expectFocusVisible(page, 'Cancel in the dialog');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(
        page,
        edit,
        'after Cancel closes Update Commission the focus is back on its Edit button',
      );

      // 3. An update: the seat limit typed, Enter sends the form.
      await openDialog();
      await tabTo(page, dialog.getByRole('textbox', { name: 'Seat Limit' }), { what: 'Seat Limit' });
      await typeOver(page, '37');
      await page.keyboard.press('Enter');
      await page.getByText('Values Updated').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, edit, 'after Update closes the dialog the focus is back on its Edit button');
      const stored = await api<CommissionServices>(OPERATOR, '/commission/services');
      expect(stored.services.find((s) => s._id === service)?.seatLimit).toBe(37);

      // The Global Commission dialog: Escape, and the focus back on its button.
      const globalButton = page.getByRole('button', { name: 'Global Commission' });
      await tabTo(page, globalButton, { what: 'Global Commission', back: true, max: 120 });
      await expectFocusVisible(page, 'Global Commission button');
      await page.keyboard.press('Enter');
      const globalDialog = page.getByRole('dialog').filter({ hasText: 'Global Commission (%)' });
      await globalDialog.waitFor();
      await expectFocusOn(
        page,
        globalDialog.getByRole('textbox', { name: 'Global Commission (%)' }),
        'Global Commission opens on its field',
      );
      await page.keyboard.press('Escape');
      await globalDialog.waitFor({ state: 'detached' });
      await expectFocusOn(
        page,
        globalButton,
        'after Escape closes Global Commission the focus is back on its button',
      );
    });
  });

  it('uploads a reimbursement proof: Add by Enter, the form by keyboard, the file through the chooser', async () => {
    await timed('upload', async () => {
      const page = await open(MG, '/reimbursements');
      // File choosers intercepted from now on: waitForEvent turns interception on asynchronously, and
      // a key press right after it can open the native chooser first.
      page.on('filechooser', () => undefined);
      await page.getByTestId('reimbursement-row').first().waitFor();
      const claims = await api<{ rc: string; fileName: string | null; amount: number }[]>(
        MG,
        '/mg/user/reimbursements',
      );
      const rc = claims[0]!.rc;

      const add = page.getByTestId('add-reimbursement');
      await tabTo(page, add, { what: 'Add Reimbursement', max: 80 });
      await expectFocusVisible(page, 'Add Reimbursement');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Reimbursement' });
      await dialog.waitFor();
      await settled(page, dialog);
      // Escape first: closed, the focus back on Add.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocusOn(page, add, 'after Escape closes Add Reimbursement the focus is back on its button');
      await tabTo(page, add, { what: 'Add Reimbursement again', max: 80 });
      await page.keyboard.press('Space');
      await dialog.waitFor();
      await settled(page, dialog);

      // Bus RC: typed, ArrowDown to its option, Enter.
      const rcField = dialog.getByRole('combobox', { name: /^Bus RC/ });
      await tabTo(page, rcField, { what: 'Bus RC' });
      await page.keyboard.type(rc.slice(-4));
      await page.getByRole('option', { name: rc }).waitFor();
      const shown = await page.getByRole('option').allTextContents();
      for (let i = 0; i <= shown.indexOf(rc); i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => rcField.inputValue()).toBe(rc);

      // The dates: Enter opens the calendar; Enter on a day twice (one day's claim).
      const dates = dialog.getByTestId('reimbursement-dates');
      await tabTo(page, dates, { what: 'Date Select' });
      await page.keyboard.press('Enter');
      await tabTo(page, DAY, { what: 'a day in the Date Select calendar' });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await dates.textContent())?.trim())
        .toMatch(/^\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$|^\d{2}-\d{2}-\d{4}/);
      await expectFocusOn(page, dates, 'after picking the dates the focus is back on Date Select');
      // The dialog keeps the focus: Tab goes on inside it (not to the page behind it).
      await page.keyboard.press('Tab');
      expect
        .soft(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
          `after the dates, Tab stays in Add Reimbursement, but went to ${await focusedName(page)}`,
        )
        .toBe(true);

      await tabTo(page, dialog.getByRole('textbox', { name: 'Amount' }), { what: 'Amount', max: 150 });
      await page.keyboard.type('410');

      // The file: the picker button opens the chooser with Enter.
      const fileButton = dialog.getByRole('button', { name: /File Upload/ });
      await tabTo(page, fileButton, { what: 'File Upload' });
      await expectFocusVisible(page, 'File Upload button');
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 5_000 }),
        page.keyboard.press('Enter'),
      ]);
      await chooser.setFiles({ name: 'kb-toll.png', mimeType: 'image/png', buffer: pngOf(4096) });
      await dialog.getByText('kb-toll.png').waitFor();

      const create = dialog.getByRole('button', { name: 'Create Trip' });
      await tabTo(page, create, { what: 'Create Trip' });
      await page.keyboard.press('Enter');
      // Dates over a claim of the same bus: a warning first, then 'Create anyway'.
      const anyway = dialog.getByRole('button', { name: 'Create anyway' });
      const added = page.getByText('Reimbursement is Added').first();
      await Promise.race([anyway.waitFor(), added.waitFor()]);
      if (await anyway.isVisible()) {
        await tabTo(page, anyway, { what: 'Create anyway' });
        await page.keyboard.press('Enter');
      }
      await added.waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expectFocusOn(
        page,
        add,
        'after the upload closes the dialog the focus is back on Add Reimbursement',
      );
      const [newest] = await api<{ rc: string; fileName: string | null; amount: number }[]>(
        MG,
        '/mg/user/reimbursements',
      );
      expect(newest).toMatchObject({ rc, amount: 410, fileName: 'kb-toll.png' });
    });
  });

  it('assigns a cab driver: Tab to the trip’s Assign, the dialog by keyboard, Ok, the focus back on the trip', async () => {
    await timed('assign driver', async () => {
      const trips = await api<CabTrip[]>(CAB, '/cabOperator/trips');
      const trip = trips.find((t) => !hasDriver(t) && t.startTime > Date.now());
      expect(trip, 'an upcoming trip without a driver').toBeDefined();
      const code = trip!.groupCode;
      const page = await open(CAB, '/trips');
      await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
      const row = page.locator(`[data-trip="${code}"]`).first();
      const assign = row.getByRole('button', { name: `Assign driver to ${code}` });
      await tabTo(page, assign, { what: `Assign driver to ${code}`, max: 300 });
      await expectFocusVisible(page, 'Assign button');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Assign Driver' });
      await dialog.waitFor();
      await settled(page, dialog);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectFocusOn(
        page,
        assign,
        'after Escape closes Assign Driver the focus is back on its Assign button',
      );
      await tabTo(page, assign, { what: 'Assign again', max: 300 });
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await settled(page, dialog);

      await tabTo(page, dialog.getByRole('textbox', { name: 'RC Number' }), { what: 'RC Number' });
      await page.keyboard.type('KA05MN4321');
      await tabTo(page, dialog.getByRole('textbox', { name: 'Driver Mobile Number' }), {
        what: 'Driver Mobile Number',
      });
      await page.keyboard.type('9123456780');
      await tabTo(page, dialog.getByRole('textbox', { name: 'Driver Name' }), { what: 'Driver Name' });
      await page.keyboard.type('Suresh Naik');
      const submit = dialog.getByRole('button', { name: 'Assign', exact: true });
      await tabTo(page, submit, { what: 'Assign (submit)' });
      await expectFocusVisible(page, 'Assign submit');
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog').filter({ hasText: 'Assignment Successful' });
      const anyway = dialog.getByRole('button', { name: 'Assign anyway' });
      await Promise.race([success.waitFor(), anyway.waitFor()]);
      if (await anyway.isVisible()) {
        await tabTo(page, anyway, { what: 'Assign anyway' });
        await page.keyboard.press('Enter');
      }
      await success.waitFor();
      const ok = success.getByRole('button', { name: 'Ok' });
      await expectFocusOn(page, ok, "the success dialog opens with the focus on 'Ok'");
      await expectFocusVisible(page, 'Ok in the success dialog');
      await tabTo(page, ok, { what: 'Ok' });
      await page.keyboard.press('Enter');
      await success.waitFor({ state: 'hidden' });
      await row.getByText('Assigned').waitFor();
      await expect
        .poll(() => row.evaluate((el) => el.contains(document.activeElement)), {
          message: 'after Ok the focus is back on the trip’s row',
        })
        .toBe(true);
      await expectFocusVisible(page, 'trip row control after the assignment');
      const after = (await api<CabTrip[]>(CAB, '/cabOperator/trips')).find((t) => t.groupCode === code)!;
      expect(after).toMatchObject({ rcNumber: 'KA05MN4321', driverName: 'Suresh Naik' });
      expect(String(after.driverMobileNo)).toBe('9123456780');
    });
  });

  it('decides claims in the staff console: sign-in, the queue, Reject with a reason and Approve, by keyboard', async () => {
    await timed('staff claims', async () => {
      const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
      await page.goto('/admin');
      await page.waitForURL('**/admin/login');
      await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
      await tabTo(page, page.getByLabel('E-mail'), { what: 'E-mail' });
      await page.keyboard.type(FINANCE.email);
      await tabTo(page, page.getByLabel('Password', { exact: true }), { what: 'Password' });
      await page.keyboard.type(STAFF_PASSWORD);
      await tabTo(page, page.getByLabel('Authenticator code'), { what: 'Authenticator code' });
      await page.keyboard.type(
        new TOTP({
          secret: Secret.fromBase32(FINANCE.secret),
          digits: 6,
          period: 30,
          algorithm: 'SHA1',
        }).generate(),
      );
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/proposals');

      const claimsLink = page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: /^Claims/ });
      await tabTo(page, claimsLink, { what: 'Claims in the console menu' });
      await expectFocusVisible(page, 'console menu link');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/queues/claims');
      await page.getByRole('heading', { name: 'Reimbursement claims' }).waitFor();

      const queue = await page.evaluate(async () => {
        const r = await fetch('/api/admin/v1/queues/claims', {
          headers: { authorization: `Bearer ${localStorage.getItem('staffAccessToken') ?? ''}` },
        });
        return ((await r.json()) as { data: ClaimQueueItem[] }).data;
      });
      const waiting = queue.filter(
        (c) => c.proposalId === null && c.amount <= CLAIM_APPROVAL_PROPOSAL_RUPEES,
      );
      expect(waiting.length, 'two waiting claims under the second-approval limit').toBeGreaterThanOrEqual(2);
      const inr = (n: number) =>
        new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: 2,
        }).format(n);
      const rowOf = (c: ClaimQueueItem) =>
        page
          .getByTestId('claim-item')
          .filter({ hasText: c.mobileNo })
          .filter({ hasText: c.rc })
          .filter({ hasText: inr(c.amount) })
          .first();
      const show = (c: ClaimQueueItem) =>
        rowOf(c).getByRole('button', { name: `Show the claim of ${c.accountName} for ${c.rc}` });
      const detail = page.getByTestId('claim-detail');

      // Reject one: Show, Reject (Escape first: the focus back on Reject), the reason, Reject.
      const [toReject, toApprove] = waiting as [ClaimQueueItem, ClaimQueueItem];
      await tabTo(page, show(toReject), { what: 'Show (claim to reject)', max: 120 });
      await expectFocusVisible(page, 'Show button');
      await page.keyboard.press('Enter');
      await detail.waitFor();
      const reject = detail.getByRole('button', {
        name: `Reject the claim of ${toReject.accountName} for ${toReject.rc}`,
      });
      await tabTo(page, reject, { what: 'Reject the claim', max: 120 });
      await page.keyboard.press('Enter');
      const rejectDialog = page.getByRole('dialog', { name: 'Reject claim' });
      await rejectDialog.waitFor();
      await page.keyboard.press('Escape');
      await rejectDialog.waitFor({ state: 'hidden' });
      await expectFocusOn(page, reject, 'after Escape closes Reject claim the focus is back on Reject');
      await tabTo(page, reject, { what: 'Reject the claim again', max: 120 });
      await page.keyboard.press('Enter');
      await rejectDialog.waitFor();
      const reason = rejectDialog.getByRole('textbox');
      await expectFocusOn(page, reason, 'Reject claim opens on its reason field');
      await tabTo(page, reason, { what: 'the reason' });
      await page.keyboard.type('Keyboard check: the receipt is unreadable');
      await tabTo(page, rejectDialog.getByRole('button', { name: 'Reject', exact: true }), {
        what: 'Reject (submit)',
      });
      await page.keyboard.press('Enter');
      await page.getByText('Claim rejected. The operator sees the reason.').first().waitFor();
      await rowOf(toReject).waitFor({ state: 'detached' });
      // The opener has gone with its claim: the focus must land somewhere on the page, not on nothing.
      await page.waitForTimeout(300);
      expect
        .soft(await focusedName(page), 'after a rejection the focus is on the page (the queue), not lost')
        .not.toBe('<body>');

      // Approve another: Show, Approve, Enter in the amount field sends it.
      await tabTo(page, show(toApprove), { what: 'Show (claim to approve)', max: 120 });
      await page.keyboard.press('Enter');
      const approve = detail.getByRole('button', {
        name: `Approve the claim of ${toApprove.accountName} for ${toApprove.rc}`,
      });
      await tabTo(page, approve, { what: 'Approve the claim', max: 120 });
      await expectFocusVisible(page, 'Approve button');
      await page.keyboard.press('Enter');
      const approveDialog = page.getByRole('dialog', { name: 'Approve claim' });
      await approveDialog.waitFor();
      const amount = approveDialog.getByRole('textbox', { name: 'Amount to approve' });
      await expectFocusOn(page, amount, 'Approve claim opens on its amount');
      await tabTo(page, amount, { what: 'Amount to approve' });
      await page.keyboard.press('Enter');
      await page
        .getByText(/^Approved ₹/)
        .first()
        .waitFor();
      await rowOf(toApprove).waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      expect
        .soft(await focusedName(page), 'after an approval the focus is on the page (the queue), not lost')
        .not.toBe('<body>');
      await screenshot(page, 'keyboard-claims');
    });
  });
});
