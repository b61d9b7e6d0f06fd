import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIM_APPROVAL_PROPOSAL_RUPEES, type ClaimQueueItem } from '@oc/contract';
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
  type Device,
  type TestServer,
} from './support';
import { DEMO_OTP, E2E_HASH_SECRET, E2E_JWT_SECRET, REPO_ROOT } from './support/paths';

/**
 * The provider's staff console (/admin, issue 38): sign-in with password and TOTP, maker-checker
 * for a wallet debit across two finance users, support seeing without acting, the audit trail,
 * the set-password link of a new member, the bank-proof queue (preview, rejection with a reason the
 * operator sees), onboarding an operator who then logs in with an OTP, the claims queue (an image
 * proof in the page, a rejection the operator reads, an approval for less), and the phone's shell
 * and cards.
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

/**
 * The operator onboarded from the console: a number outside the demo data, given the test OTP by
 * the server's TEST_NUMBERS. A retried test cannot onboard the same number twice (409), so each
 * try takes the next number (vitest.config.ts: one retry).
 */
const ONBOARDED = {
  mobiles: ['9845012301', '9845012302'],
  name: 'Kavita Rao',
  email: 'kavita@raotravels.test',
  gds: 'Rao Travels',
  mg: 'Rao MG Fleet',
};
let onboardingTry = 0;

/**
 * The webhook endpoint the admin adds from the console, and two of its events. A retried test
 * adds another URL (the first try's endpoint may stay, so the list is not empty then).
 */
const WEBHOOK = {
  urls: ['https://hooks.example.test/oc', 'https://hooks.example.test/oc-retry'],
  events: ['deal.published', 'wallet.credited'],
} as const;
let webhookTry = 0;

/** The MG demo operator whose claims finance decides (apps/server/src/db/seed/reimbursements.ts). */
const MG_OPERATOR = '9000000002';
/** Why finance rejects their claim: the operator reads it, and the audit trail keeps it. */
const CLAIM_REJECTION = `The receipt is for another bus ${Date.now().toString(36)}`;

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
  server = await startServer({
    prepare: createNewcomer,
    env: { TEST_NUMBERS: ONBOARDED.mobiles.map((m) => `${m}:${DEMO_OTP}`).join(',') },
  });
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
 * A page of a member at `path` (desktop unless told): with the tokens of their earlier sign-in when
 * there was one (no wait for the authenticator's next step), else signed in anew.
 */
async function consoleAt(
  member: keyof typeof STAFF,
  path: string,
  device: Device = MAIN_DEVICE,
): Promise<Page> {
  const [access, refresh] = sessions.get(member) ?? [];
  if (!access || !refresh) {
    const { page } = await openConsole(device, member);
    await page.goto(path);
    return page;
  }
  const page = await newPage({ device, baseUrl: server.baseUrl });
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

/** A staff list as the console's own session reads it (GET /api/admin/v1/…), from the page. */
async function staffRead<T>(page: Page, apiPath: string): Promise<T> {
  const { status, body } = await page.evaluate(async (url) => {
    const r = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('staffAccessToken') ?? ''}` },
    });
    return { status: r.status, body: await r.text() };
  }, `/api/admin/v1${apiPath}`);
  if (status !== 200) throw new Error(`GET /api/admin/v1${apiPath} answered ${status}: ${body}`);
  return (JSON.parse(body) as { data: T }).data;
}

/** The waiting claims (oldest first), as the queue lists them. */
const claimQueue = (page: Page) => staffRead<ClaimQueueItem[]>(page, '/queues/claims');

/** A table's money: '₹4,350.00' (formatInr). */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    rupees,
  );

/** An image in the page that has loaded and drawn (naturalWidth is 0 for a blocked or broken one). */
async function imageDrawn(page: Page, testId: string): Promise<void> {
  const img = page.getByTestId(testId);
  await img.waitFor();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/**
 * A full-page screenshot from the top: a page left scrolled down (by a form's last field, or kept
 * from the screen before) would draw the fixed header in the middle of the picture.
 */
async function shotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settled(page);
  await screenshot(page, name);
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
  }, 60_000);

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

  it('support onboards an operator with a GDS and an MG account; they log in with an OTP at once; finance cannot onboard', async () => {
    const mobileNo = ONBOARDED.mobiles[Math.min(onboardingTry++, ONBOARDED.mobiles.length - 1)]!;
    const groupId = `MG-RAO-${mobileNo.slice(-4)}`;
    const page = await consoleAt('support', '/admin/proposals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
    await page.getByRole('link', { name: 'Onboard operator' }).click();
    await page.waitForURL('**/admin/operators/new');
    const form = page.getByRole('form', { name: 'Onboard operator' });
    await form.getByLabel('Mobile number').fill(mobileNo);
    await form.getByLabel('Name', { exact: true }).fill(ONBOARDED.name);
    await form.getByLabel('E-mail').fill(ONBOARDED.email);

    // Account 1: GDS, with its business name, sub type and turnover.
    const gds = form.getByRole('group', { name: 'Account 1' });
    await gds.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'GDS', exact: true }).click();
    await gds.getByLabel('Business name').fill(ONBOARDED.gds);
    await gds.getByRole('combobox', { name: 'Sub type', exact: true }).click();
    await page.getByRole('option', { name: 'Proprietorship', exact: true }).click();
    await gds.getByLabel('Turnover').fill('4500000');
    expect(await gds.getByLabel('Turnover').inputValue()).toContain('45,00,000');

    // Account 2: MG, whose Group ID field appears with the type; GDS is not offered twice.
    await form.getByRole('button', { name: 'Add account' }).click();
    const mg = form.getByRole('group', { name: 'Account 2' });
    await mg.getByRole('combobox', { name: 'Type', exact: true }).click();
    expect(await page.getByRole('option', { name: 'GDS', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('option', { name: 'MG', exact: true }).click();
    await mg.getByLabel('Business name').fill(ONBOARDED.mg);
    await mg.getByLabel('Group ID').fill(groupId);
    await shotFromTop(page, 'admin-onboard-desktop');
    await form.getByRole('button', { name: 'Onboard operator' }).click();

    // The new operator's page: the person and both accounts with their facts.
    await page.waitForURL((url) => /^\/admin\/operators\/(?!new$)[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: ONBOARDED.name }).waitFor();
    await page
      .getByText(`${ONBOARDED.name} is onboarded. They can log in now with their mobile number ${mobileNo}.`)
      .waitFor();
    const accounts = page.getByTestId('account');
    await expect.poll(() => accounts.count()).toBe(2);
    const gdsCard = page.locator('[data-testid="account"][data-type="OPERATOR"]');
    const gdsText = await gdsCard.textContent();
    for (const fact of [ONBOARDED.gds, 'GDS', 'Proprietorship', inr(4_500_000)])
      expect(gdsText).toContain(fact);
    const mgText = await page.locator('[data-testid="account"][data-type="BUSOWNER"]').textContent();
    for (const fact of [ONBOARDED.mg, 'MG', groupId]) expect(mgText).toContain(fact);
    const facts = await page.getByRole('main').textContent();
    expect(facts).toContain(mobileNo);
    expect(facts).toContain(ONBOARDED.email);
    await shotFromTop(page, 'admin-onboarded-operator-desktop');

    // They log in at once through the login screen (number, captcha, OTP) and land on their home.
    const operator = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
    await operator.goto('/');
    await operator.waitForURL('**/login');
    await operator.getByRole('textbox', { name: 'Enter Registered Number' }).fill(mobileNo);
    const captcha = operator.getByRole('checkbox', { name: "I'm not a robot" });
    await captcha.waitFor();
    if (!(await captcha.isChecked())) await captcha.click();
    await expect.poll(() => captcha.isChecked()).toBe(true);
    await operator.getByRole('button', { name: 'Send OTP' }).click();
    await operator.getByText(`+91 ${mobileNo}`, { exact: true }).waitFor();
    await operator.getByRole('textbox', { name: 'Enter OTP' }).fill(DEMO_OTP);
    await operator.getByRole('button', { name: 'Verify OTP' }).click();
    await operator.waitForURL((url) => url.pathname === '/');
    await operator.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await operator.getByTestId('welcome').textContent()).toBe(`Welcome, ${ONBOARDED.name}`);
    // The first account (GDS) acts; the summary names it.
    await expect.poll(() => operator.getByTestId('welcome-account').textContent()).toBe(ONBOARDED.gds);
    await operator.getByRole('button', { name: `Account menu of ${ONBOARDED.name}` }).waitFor();
    await operator.waitForLoadState('networkidle');
    await settled(operator);
    await screenshot(operator, 'onboarded-operator-home-desktop');

    // Finance keeps to money: no 'Onboard operator' on Operators, and the address says why.
    const finance = await consoleAt('finance', '/admin/operators');
    await finance.getByRole('banner').getByText(STAFF.finance.name).waitFor();
    await finance.getByTestId('export-operators').waitFor();
    expect(await finance.getByRole('link', { name: 'Onboard operator' }).count()).toBe(0);
    await finance.goto('/admin/operators/new');
    await finance
      .getByText('Your role (Finance) cannot onboard operators: support and admin users can.')
      .waitFor();
    expect(await finance.getByRole('form', { name: 'Onboard operator' }).count()).toBe(0);
  }, 60_000);

  it('a claim: finance previews its jpg proof in the page and rejects it; the MG operator reads the reason; an approval for less; support only sees', async () => {
    const reason = CLAIM_REJECTION;
    const page = await consoleAt('finance', '/admin/proposals');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByTestId('claims-count').waitFor();
    await nav.getByRole('link', { name: /^Claims/ }).click();
    await page.waitForURL('**/admin/queues/claims');
    await page.getByRole('heading', { name: 'Reimbursement claims' }).waitFor();
    const queue = await claimQueue(page);
    const waiting = queue.filter((c) => c.proposalId === null);
    expect(await nav.getByTestId('claims-count').textContent()).toBe(String(waiting.length));
    const rows = page.getByTestId('claim-item');
    await expect.poll(() => rows.count()).toBe(queue.length);

    // The MG demo operator's waiting claim whose proof is a photo (jpg): shown beside the list.
    const claim = waiting.find((c) => c.mobileNo === MG_OPERATOR && /\.jpe?g$/i.test(c.fileName ?? ''));
    expect(claim, `a waiting jpg claim of ${MG_OPERATOR}`).toBeDefined();
    const { accountName, rc, amount } = claim!;
    const row = rows
      .filter({ hasText: MG_OPERATOR })
      .filter({ hasText: rc })
      .filter({ hasText: inr(amount) });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: `Show the claim of ${accountName} for ${rc}` }).click();
    const detail = page.getByTestId('claim-detail');
    await detail.getByTestId('claim-proof').getByText(claim!.fileName!).waitFor();
    // Drawn from the server's signed link: the CSP's img-src allows it.
    await imageDrawn(page, 'claim-proof-image');
    await shotFromTop(page, 'admin-claims-desktop');

    // The queue exports as CSV with the same claims.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('export-claims').click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(rc);
    expect(csv).toContain(MG_OPERATOR);

    // Rejected with a reason: it leaves the queue, and the count goes down.
    await detail.getByRole('button', { name: `Reject the claim of ${accountName} for ${rc}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject claim' });
    await dialog.getByLabel('Why is it rejected?').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('Claim rejected. The operator sees the reason.').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(queue.length - 1);
    await expect.poll(() => nav.getByTestId('claims-count').textContent()).toBe(String(waiting.length - 1));

    // The operator's Reimbursements (MG): the claim rejected, with the reason under its status.
    const operator = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
    await loginInBrowser(operator, server.baseUrl, MG_OPERATOR);
    await operator.goto('/reimbursements');
    await operator.getByRole('heading', { name: 'Reimbursements' }).waitFor();
    const rejected = operator.getByTestId('reimbursement-row').filter({ hasText: reason });
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain(rc);
    expect(await rejected.getByTestId('reimbursement-status').textContent()).toBe('Rejected');
    expect(await rejected.getByTestId('reimbursement-reason').textContent()).toBe(`Reason: ${reason}`);
    await screenshot(operator, 'reimbursements-rejected-reason-desktop');

    // Another waiting claim of theirs approved for less than claimed, under the second-approval
    // limit: decided at once (no proposal), it leaves the queue. (The other MG operator's claims
    // stay waiting, for support's look below and the phone's.)
    const other = (await claimQueue(page)).find(
      (c) => c.proposalId === null && c.mobileNo === MG_OPERATOR && c.id !== claim!.id,
    );
    expect(other, `another waiting claim of ${MG_OPERATOR}`).toBeDefined();
    const approved = Math.min(other!.amount, CLAIM_APPROVAL_PROPOSAL_RUPEES) - 50;
    const otherRow = rows
      .filter({ hasText: other!.mobileNo })
      .filter({ hasText: other!.rc })
      .filter({ hasText: inr(other!.amount) });
    await otherRow
      .getByRole('button', { name: `Show the claim of ${other!.accountName} for ${other!.rc}` })
      .click();
    await detail
      .getByRole('button', { name: `Approve the claim of ${other!.accountName} for ${other!.rc}` })
      .click();
    const approve = page.getByRole('dialog', { name: 'Approve claim' });
    const field = approve.getByLabel('Amount to approve');
    await field.fill(String(approved));
    expect(await approve.getByTestId('claim-second-approval').count()).toBe(0);
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    const rupees = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(approved);
    await page.getByText(`Approved ${rupees}`).waitFor();
    await otherRow.waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(queue.length - 2);

    // Support sees the queue and the proofs, and no way to decide.
    const support = await consoleAt('support', '/admin/queues/claims');
    await support.getByText(/can see claims and their proofs; only finance or admin decide them/).waitFor();
    const seen = (await claimQueue(support)).find((c) => /\.jpe?g$/i.test(c.fileName ?? ''));
    expect(seen, 'a waiting jpg claim').toBeDefined();
    await support
      .getByTestId('claim-item')
      .filter({ hasText: seen!.mobileNo })
      .filter({ hasText: seen!.rc })
      .filter({ hasText: inr(seen!.amount) })
      .getByRole('button', { name: `Show the claim of ${seen!.accountName} for ${seen!.rc}` })
      .click();
    await imageDrawn(support, 'claim-proof-image');
    await support.getByTestId('claim-detail').getByText('Only finance or admin decide claims.').waitFor();
    expect(await support.getByRole('button', { name: /^(Approve|Reject) the claim/ }).count()).toBe(0);
  }, 60_000);

  // After the two flows above: their rows, found by kind as an auditor would.
  it("the audit trail by kind: the onboarding's 'user.created' and the claim's 'reimbursement.rejected'", async () => {
    const page = await consoleAt('support', '/admin/queues/kyc');
    // The KYC queue on the way (any staff member decides there).
    await page.getByRole('heading', { name: 'KYC review' }).waitFor();
    await page
      .getByTestId('kyc-item')
      .first()
      .or(page.getByText('No KYC documents need a person.'))
      .waitFor();
    await settled(page);
    await screenshot(page, 'admin-kyc-desktop');

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit trail' })
      .click();
    await page.waitForURL('**/admin/audit');
    const kind = page.getByLabel('Kind');
    const events = page.getByTestId('audit-event');
    for (const [name, actor, what] of [
      ['user.created', STAFF.support.name, ONBOARDED.name],
      ['reimbursement.rejected', STAFF.finance.name, CLAIM_REJECTION],
    ] as const) {
      await kind.fill(name);
      await page.waitForURL((url) => url.searchParams.get('kind') === name);
      await expect.poll(async () => (await events.allTextContents()).length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await events.allTextContents()).every((t) => t.includes(name)))
        .toBe(true);
      await events.filter({ hasText: actor }).filter({ hasText: what }).first().waitFor();
    }
    await settled(page);
    await screenshot(page, 'admin-audit-by-kind-desktop');
  });

  it('an admin makes an API key (shown once, then only its start) and revokes it; others see no such page', async () => {
    const page = await consoleAt('admin', '/admin/proposals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL('**/admin/api-keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Name').fill('Booking engine (e2e)');
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('Choose at least one record kind').waitFor();
    await form.getByLabel('Bookings').check();
    await form.getByLabel('Bus trips').check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('created-api-key-value').inputValue();
    expect(key).toMatch(/^ock_[A-Za-z0-9_-]{43}$/);
    await settled(page);
    await screenshot(page, 'admin-api-key-created-desktop');
    await page.getByRole('button', { name: 'Done' }).click();
    // Listed by its start only; once the dialog has gone, the whole key is nowhere on the page.
    await page
      .getByText(`${key.slice(0, 12)}…`)
      .first()
      .waitFor();
    await page.getByTestId('created-api-key').waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(key);
    await settled(page);
    await screenshot(page, 'admin-api-keys-desktop');
    await page.getByRole('button', { name: 'Revoke the key of Booking engine (e2e)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect
      .poll(async () => page.getByRole('button', { name: 'Revoke the key of Booking engine (e2e)' }).count())
      .toBe(0);

    // Support has no API keys in the menu, and the page says why.
    const support = await consoleAt('support', '/admin/api-keys');
    await support.getByText(/Only admins manage API keys/).waitFor();
    expect(
      await support
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'API keys' })
        .count(),
    ).toBe(0);
  });

  it('an admin adds a webhook endpoint (its whsec_ secret shown once) and disables it; support has no Webhooks', async () => {
    const first = webhookTry === 0;
    const url = WEBHOOK.urls[Math.min(webhookTry++, WEBHOOK.urls.length - 1)]!;
    const page = await consoleAt('admin', '/admin/proposals');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/admin/webhooks');
    // Nothing yet: no endpoint (on the first try), no dead letter.
    if (first) await page.getByText(/^No webhook endpoints yet\./).waitFor();
    await page.getByText('No dead letters: every event was delivered or is still being retried.').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    const form = dialog.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('URL').fill(url);
    for (const event of WEBHOOK.events) await form.getByLabel(event, { exact: true }).check();
    // Taller than the window: shown from its top (the ticks scrolled it down), the URL in view.
    await dialog.evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
    await settled(page, dialog);
    await screenshot(page, 'admin-webhook-add-desktop', { fullPage: false });
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The signing secret, this once, in the dialog that only Done closes.
    const secret = await page.getByTestId('created-webhook-endpoint-value').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByTestId('created-webhook-endpoint').textContent()).toContain(url);
    await settled(page, page.getByRole('dialog'));
    await screenshot(page, 'admin-webhook-secret-desktop', { fullPage: false });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('created-webhook-endpoint').waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    // Listed, enabled, with its two events.
    const row = page.getByTestId('webhook-endpoint').filter({ hasText: url });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('enabled');
    expect(await row.getByTestId('webhook-endpoint-events').textContent()).toBe(WEBHOOK.events.join(''));
    expect(await row.getByTestId('webhook-endpoint-status').textContent()).toBe('Enabled');
    await settled(page);
    await screenshot(page, 'admin-webhooks-desktop');

    // Disabled after the confirmation: marked so, with no Disable left.
    await row.getByRole('button', { name: `Disable ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable webhook endpoint' });
    expect(await confirm.textContent()).toContain(url);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('disabled');
    expect(await row.getByTestId('webhook-endpoint-status').textContent()).toMatch(/^Disabledat /);
    expect(await row.getByRole('button', { name: `Disable ${url}` }).count()).toBe(0);

    // Support has no Webhooks in the menu, and the page says why.
    const support = await consoleAt('support', '/admin/webhooks');
    await support.getByText(/Only admins manage webhooks/).waitFor();
    expect(
      await support
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Webhooks' })
        .count(),
    ).toBe(0);
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

    // Webhooks (the endpoint added and disabled on the desktop) as cards.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByTestId('webhook-endpoint')
      .first()
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await settled(page);
    await noSidewaysScroll(page);
    await shotFromTop(page, 'admin-webhooks-mobile');

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
  }, 60_000);

  it('claims as cards with the proof in place, and the onboarding form, nothing wider than 360 px', async () => {
    // Finance (signed in on the desktop earlier): a claim's proof and its buttons open in its card.
    const page = await consoleAt('finance', '/admin/queues/claims', 'mobile');
    await page.getByRole('heading', { name: 'Reimbursement claims' }).waitFor();
    const cards = page.getByRole('list', { name: 'Reimbursement claims' }).getByTestId('claim-item');
    await cards.first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const claim = (await claimQueue(page)).find(
      (c) => c.proposalId === null && /\.jpe?g$/i.test(c.fileName ?? ''),
    );
    expect(claim, 'a waiting jpg claim').toBeDefined();
    const { accountName, rc, amount, mobileNo } = claim!;
    const card = cards
      .filter({ hasText: mobileNo })
      .filter({ hasText: rc })
      .filter({ hasText: inr(amount) });
    await card.getByRole('button', { name: `Show the claim of ${accountName} for ${rc}` }).click();
    await imageDrawn(page, 'claim-proof-image');
    await card.getByRole('button', { name: `Approve the claim of ${accountName} for ${rc}` }).waitFor();
    await card.getByRole('button', { name: `Reject the claim of ${accountName} for ${rc}` }).waitFor();
    await settled(page);
    await noSidewaysScroll(page);
    await shotFromTop(page, 'admin-claims-mobile');

    // Support (signed in on the desktop earlier): the onboarding form, filled in part, not sent.
    const onboard = await consoleAt('support', '/admin/operators', 'mobile');
    await onboard.getByRole('link', { name: 'Onboard operator' }).click();
    await onboard.waitForURL('**/admin/operators/new');
    const form = onboard.getByRole('form', { name: 'Onboard operator' });
    await form.getByLabel('Mobile number').fill('9845012399');
    await form.getByLabel('Name', { exact: true }).fill('Phone Check Person');
    const first = form.getByRole('group', { name: 'Account 1' });
    await first.getByRole('combobox', { name: 'Type', exact: true }).click();
    await onboard.getByRole('option', { name: 'MG', exact: true }).click();
    await first.getByLabel('Group ID').waitFor();
    await form.getByRole('button', { name: 'Add account' }).click();
    await form.getByRole('group', { name: 'Account 2' }).waitFor();
    await settled(onboard);
    await noSidewaysScroll(onboard);
    await shotFromTop(onboard, 'admin-onboard-mobile');
  });
});
