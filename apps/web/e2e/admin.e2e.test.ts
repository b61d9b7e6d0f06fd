import { spawnSync } from 'node:child_process';
import path from 'node:path';
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
import { E2E_HASH_SECRET, E2E_JWT_SECRET, REPO_ROOT } from './support/paths';

/**
 * The provider's staff console (/admin, issue 38): sign-in with password and TOTP, maker-checker
 * for a wallet debit across two finance users, support seeing without acting, the audit trail,
 * the set-password link of a new member, the bank-proof queue (preview, rejection with a reason the
 * operator sees), and the phone's shell and cards.
 */

/** The demo's staff (apps/server/src/db/seed/staff.ts: public demo secrets, demo mode only). */
const STAFF = {
  support: { email: 'support@demo.test', name: 'Sunita Support', secret: 'NLNSNGAKPEOMDJH4A2ROFM4CJZ7EV2IE' },
  finance: { email: 'finance@demo.test', name: 'Farhan Finance', secret: '3MM2FJ4VNXNO4PFDHTFHY7MPA4Z3SXFN' },
  finance2: {
    email: 'finance2@demo.test',
    name: 'Fatima Finance',
    secret: '7LGCEAAAGLFMPXU765IHLWDXA46NDIPI',
  },
  admin: { email: 'admin@demo.test', name: 'Arjun Admin', secret: 'SCGDNWMLZOM43J46EVBA4GW5H5M7FJ6I' },
} as const;
const PASSWORD = 'demo staff password';
const STEP_MS = 30_000;

/** A member made by `npm run admin -- staff-create` before the server starts: their link and key. */
const NEWCOMER = { email: 'neha.new@provider.test', name: 'Neha Newcomer' };
let enrolment = { token: '', secret: '' };

let server: TestServer;

/** Runs the admin command on the copied data directory, as an operator of the provider would. */
async function createNewcomer(dataDir: string): Promise<void> {
  const out = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [
      path.join(REPO_ROOT, 'apps', 'server', 'src', 'cli', 'admin.ts'),
      'staff-create',
      '--email',
      NEWCOMER.email,
      '--name',
      NEWCOMER.name,
      '--role',
      'finance',
    ],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        APP_MODE: 'demo',
        DATA_DIR: dataDir,
        JWT_SECRET: E2E_JWT_SECRET,
        HASH_SECRET: E2E_HASH_SECRET,
        NODE_ENV: 'production',
      },
    },
  );
  const token = /set-password\?token=([\w-]+)/.exec(out.stdout)?.[1];
  const secret = /otpauth:\/\/\S*[?&]secret=([A-Z2-7]+)/.exec(out.stdout)?.[1];
  if (out.status !== 0 || !token || !secret)
    throw new Error(`staff-create failed (${String(out.status)}): ${out.stdout}${out.stderr}`);
  enrolment = { token, secret };
}

beforeAll(async () => {
  server = await startServer({ prepare: createNewcomer });
});
afterAll(async () => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The authenticator's code now. A code is accepted once, and only for a later step than the last
 * one a member used (no replay): a second sign-in of the same member within a step (a retried
 * test) waits for the next step.
 */
const usedStep = new Map<string, number>();
async function totpCode(secret: string): Promise<string> {
  const step = () => Math.floor(Date.now() / STEP_MS);
  const last = usedStep.get(secret);
  if (last !== undefined && step() <= last) await sleep((last + 1) * STEP_MS - Date.now() + 250);
  usedStep.set(secret, step());
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Signs in on the page shown (/admin/login) and lands on the proposals. */
async function signIn(page: Page, email: string, secret: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authenticator code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/proposals');
}

/** A member's page on the console: opened at /admin (the guard sends it to the sign-in). */
async function openConsole(device: 'desktop' | 'mobile', member: keyof typeof STAFF, shot?: string) {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  if (shot) await screenshot(page, shot);
  await signIn(page, STAFF[member].email, STAFF[member].secret);
  sessions.set(
    member,
    await page.evaluate(() => [
      localStorage.getItem('staffAccessToken'),
      localStorage.getItem('staffRefreshToken'),
    ]),
  );
  return { page, requests };
}

/** The staff tokens of each member's last sign-in in this file (a code is good once a step). */
const sessions = new Map<keyof typeof STAFF, (string | null)[]>();

/**
 * A desktop page of a member at `path`: with the tokens of their earlier sign-in when there was one
 * (no wait for the authenticator's next step), else signed in anew.
 */
async function consoleAt(member: keyof typeof STAFF, path: string): Promise<Page> {
  const [access, refresh] = sessions.get(member) ?? [];
  if (!access || !refresh) {
    const { page } = await openConsole(MAIN_DEVICE, member);
    await page.goto(path);
    return page;
  }
  const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
  await page.goto('/api/health');
  await page.evaluate(
    (t) => {
      localStorage.setItem('staffAccessToken', t.access);
      localStorage.setItem('staffRefreshToken', t.refresh);
    },
    { access, refresh },
  );
  await page.goto(path);
  return page;
}

/** The operator's wallet balance, as the operator's own app reads it. */
async function walletOf(mobileNo: string): Promise<number> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1/user/wallet`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await r.json()) as { data: { walletBalance: number } }).data.walletBalance;
}

async function chooseStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Nothing on the page is wider than the phone's 360 px. */
async function noSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe(`the staff console on ${MAIN_DEVICE}`, () => {
  it('a finance user proposes a ₹1,250 wallet debit; only a second finance user applies it; support only sees', async () => {
    const reason = `Recovery of a duplicate refund ${Date.now().toString(36)}`;
    const before = await walletOf('9000000001');

    // Finance signs in with password and code, finds the operator and proposes the debit.
    const { page: maker, requests } = await openConsole(MAIN_DEVICE, 'finance', 'admin-login-desktop');
    const header = maker.getByRole('banner');
    await header.getByText(STAFF.finance.name).waitFor();
    expect(await header.textContent()).toContain('Finance');
    await maker.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
    await maker.getByLabel('Find an operator').fill('9000000001');
    const result = maker.getByRole('link', { name: 'Rajesh Kumar' });
    await result.waitFor();
    expect(await maker.getByTestId('operator').first().textContent()).toContain('Shiv Shakti Travels');
    await screenshot(maker, 'admin-operators-desktop');
    await result.click();
    await maker.getByRole('heading', { name: 'Rajesh Kumar' }).waitFor();
    await screenshot(maker, 'admin-operator-desktop');
    await maker.getByRole('button', { name: 'Propose wallet debit' }).click();
    const dialog = maker.getByRole('dialog', { name: 'New wallet debit' });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Operator's mobile number").inputValue()).toBe('9000000001');
    await dialog.getByLabel('Amount').fill('1250');
    await dialog.getByLabel('Reason').fill(reason);
    await settled(maker, dialog);
    await screenshot(maker, 'admin-wallet-debit-desktop');
    await dialog.getByRole('button', { name: 'Propose debit' }).click();

    // Waiting: the proposer cannot approve it; nothing has moved yet.
    await maker.waitForURL('**/admin/proposals');
    const mine = maker.getByTestId('proposal').filter({ hasText: reason });
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('PROPOSED');
    expect(await mine.textContent()).toContain('₹1,250.00');
    expect(await mine.getByRole('button', { name: /^Approve/ }).isDisabled()).toBe(true);
    await mine.getByText('You proposed this').waitFor();
    await expect.poll(() => maker.getByTestId('waiting-count').textContent()).toMatch(/^[1-9]\d*$/);
    await screenshot(maker, 'admin-proposals-own-desktop');
    expect(await walletOf('9000000001')).toBe(before);
    // The console spoke only to the staff API, never to the operator's.
    expect(requests.filter((p) => p.startsWith('/api/') && !p.startsWith('/api/admin/v1/'))).toEqual([]);

    // A second finance user, in a browser of their own, approves it: applied once, with its ledger code.
    const { page: checker } = await openConsole(MAIN_DEVICE, 'finance2');
    const theirs = checker.getByTestId('proposal').filter({ hasText: reason });
    await theirs.getByRole('button', { name: /^Approve/ }).click();
    const confirm = checker.getByRole('dialog', { name: 'Approve proposal' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('₹1,250.00');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await theirs.waitFor({ state: 'detached' });
    await chooseStatus(checker, 'All');
    const applied = checker.getByTestId('proposal').filter({ hasText: reason });
    await expect.poll(() => applied.getAttribute('data-status')).toBe('APPLIED');
    expect(await applied.textContent()).toContain(STAFF.finance2.name);
    expect(await applied.getByTestId('result-ref').textContent()).toMatch(/^TXN[A-Z2-9]{12}$/);
    await screenshot(checker, 'admin-proposals-applied-desktop');
    expect(await walletOf('9000000001')).toBe(before - 1250);

    // The operator's Activity screen (avatar menu → Activity) names who debited it, why, and the balance.
    const operator = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
    await loginInBrowser(operator, server.baseUrl, '9000000001');
    await operator.goto('/');
    await operator.getByRole('button', { name: 'Account menu of Rajesh Kumar' }).click();
    await operator.getByRole('menuitem', { name: 'Activity' }).click();
    await operator.waitForURL('**/activity');
    const debit = operator.getByTestId('activity-event').filter({ hasText: reason });
    await debit.first().waitFor();
    const shown = (await debit.allTextContents()).join(' | ');
    expect(shown).toContain('Debited ₹1,250.00 from the wallet');
    expect(shown).toContain(`${STAFF.finance2.name}, provider finance`);
    expect(shown).toContain('Proposed a wallet debit of ₹1,250.00');
    expect(shown).toContain(`${STAFF.finance.name}, provider finance`);
    await screenshot(operator, 'activity-desktop');

    // Support sees the list and the trail, and no way to propose or approve money.
    const { page: support } = await openConsole(MAIN_DEVICE, 'support');
    await support.getByText(/can see proposals but not propose or approve money/).waitFor();
    await chooseStatus(support, 'All');
    await support.getByTestId('proposal').filter({ hasText: reason }).waitFor();
    expect(await support.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    expect(await support.getByRole('button', { name: 'New wallet debit' }).count()).toBe(0);
    await support.getByRole('link', { name: 'Audit trail' }).click();
    const event = support.getByTestId('audit-event').filter({ hasText: 'wallet.debit.applied' }).first();
    await event.waitFor();
    expect(await event.textContent()).toContain(STAFF.finance2.name);
    expect(await event.textContent()).toMatch(/balance: [\d.]+ → [\d.]+/);
    await screenshot(support, 'admin-audit-desktop');
  });

  it("a new member's set-password link: the authenticator's QR code and key, the password once, then sign-in", async () => {
    const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
    await page.goto(`/admin/set-password?token=${enrolment.token}`);
    await page.getByText(NEWCOMER.email).waitFor();
    await page.getByTestId('otpauth-qr').waitFor();
    expect(await page.getByTestId('otpauth-secret').textContent()).toBe(enrolment.secret);
    // The QR code is an image (data: URL), drawn: the CSP's img-src allows it.
    expect(
      await page.getByTestId('otpauth-qr').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const newPassword = 'correct horse battery staple';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill('correct horse battery stable');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('The two passwords are not the same').waitFor();
    await page.getByLabel('New password again').fill(newPassword);
    await screenshot(page, 'admin-set-password-desktop');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Password set. You can sign in now.').waitFor();
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await signIn(page, NEWCOMER.email, enrolment.secret, newPassword);
    await page.getByRole('banner').getByText(NEWCOMER.name).waitFor();

    // The link was spent: opened again, it says so plainly.
    await page.goto(`/admin/set-password?token=${enrolment.token}`);
    await page.getByText('This link is not valid any more. Ask an admin for a new one.').waitFor();
  });

  it('a bank proof: finance previews the cheque in the page and rejects it; the operator sees the reason', async () => {
    const reason = 'The cheque image is blurred';
    // finance2 signed in in the first flow: the same session, in a page of its own.
    const page = await consoleAt('finance2', '/admin/proposals');
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /^Bank proofs/ })
      .click();
    await page.waitForURL('**/admin/queues/bank-proofs');
    await page.getByTestId('bank-proofs-count').waitFor();
    const item = page.getByTestId('bank-proof-item').filter({ hasText: 'Sharma Travels Pvt Ltd' });
    await item.getByRole('button', { name: 'Show the bank proof of Sharma Travels Pvt Ltd' }).click();
    // The demo's cheque is a PDF, read through the staff session into a Blob: opened from its blob:
    // URL in a tab of its own (the CSP frames no blob: URL; an image would show in the page).
    const detail = page.getByTestId('bank-proof-detail');
    await detail.getByText('cancelled-cheque.pdf is a PDF').waitFor();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      detail.getByRole('button', { name: 'Open the PDF' }).click(),
    ]);
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
    await settled(page);
    await screenshot(page, 'admin-bank-proofs-desktop');

    await page.getByRole('button', { name: 'Reject the bank proof of Sharma Travels Pvt Ltd' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject bank proof' });
    await dialog.getByLabel('Why is it rejected?').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await item.waitFor({ state: 'detached' });

    // The operator's account screen: rejected, with the reason.
    const operator = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
    await loginInBrowser(operator, server.baseUrl, '9000000005');
    await operator.goto('/profile');
    const block = operator.getByTestId('bank-proof');
    await block.getByText(`Reason: ${reason}`).waitFor();
    expect(await block.getByTestId('bank-proof-status').textContent()).toBe('Rejected');
    await screenshot(operator, 'profile-bank-proof-rejected-desktop');
  });
});

describe('the staff console on a phone', () => {
  it('menu in a drawer, proposals and operators as cards, nothing wider than 360 px', async () => {
    const { page } = await openConsole('mobile', 'admin', 'admin-login-mobile');

    // A proposal of the admin's own, made on the phone (the form full screen).
    await page.getByRole('button', { name: 'New wallet debit' }).click();
    const dialog = page.getByRole('dialog', { name: 'New wallet debit' });
    await dialog.getByLabel("Operator's mobile number").fill('9000000006');
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByLabel('Reason').fill('Phone check: fee for a duplicate invoice');
    await settled(page, dialog);
    await screenshot(page, 'admin-wallet-debit-mobile', { fullPage: false });
    await dialog.getByRole('button', { name: 'Propose debit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('listitem').filter({ hasText: 'Phone check: fee for a duplicate invoice' });
    await card.getByText('You proposed this').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await noSidewaysScroll(page);
    await screenshot(page, 'admin-proposals-mobile');

    // The menu: the member, the screens (with the waiting count) and Sign out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await settled(page, drawer);
    expect(await drawer.getByTestId('staff-member').textContent()).toBe(`${STAFF.admin.name}Admin`);
    for (const name of ['Operators', /^Proposals/, /^Bank proofs/, 'Audit trail'])
      await drawer.getByRole('link', { name }).waitFor();
    await drawer.getByTestId('waiting-count').waitFor();
    await drawer.getByRole('button', { name: 'Sign out' }).waitFor();
    await screenshot(page, 'admin-menu-mobile', { fullPage: false });
    await drawer.getByRole('link', { name: 'Operators' }).click();
    await drawer.waitFor({ state: 'detached' });

    // An operator with three accounts, as a card.
    await page.getByLabel('Find an operator').fill('9000000005');
    const operator = page.getByTestId('operator').filter({ hasText: 'Priya Sharma' });
    await operator.waitFor();
    for (const account of ['Sharma Travels Pvt Ltd', 'Sharma Fleet Partners', 'Sharma E-Bus'])
      expect(await operator.textContent()).toContain(account);
    await noSidewaysScroll(page);
    await screenshot(page, 'admin-operators-mobile');
    await operator.click();
    await page.getByRole('heading', { name: 'Priya Sharma' }).waitFor();
    await noSidewaysScroll(page);
    await screenshot(page, 'admin-operator-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Audit trail' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('audit-event').first().waitFor();
    await settled(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'admin-audit-mobile', { fullPage: false });

    // The admin withdraws their own proposal (asked first): it leaves the waiting list.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^Proposals/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw proposal' });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await card.waitFor({ state: 'detached' });

    // Sign out: back at the sign-in, the staff tokens gone.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('staffAccessToken'))).toBeNull();

    // The operator's Activity on their phone: the proposal and its withdrawal, as cards.
    const own = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
    await loginInBrowser(own, server.baseUrl, '9000000006');
    await own.goto('/activity');
    const events = own.getByTestId('activity-event').filter({ hasText: /wallet debit/ });
    await events.nth(1).waitFor();
    const texts = await events.allTextContents();
    expect(texts[0]).toContain('Withdrew a proposed wallet debit');
    expect(texts[1]).toContain('Proposed a wallet debit of ₹100.00');
    expect(texts[1]).toContain('Phone check: fee for a duplicate invoice');
    await noSidewaysScroll(own);
    await screenshot(own, 'activity-mobile');
  });
});
