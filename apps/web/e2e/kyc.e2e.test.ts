import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Device,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

/** KYC in the browser (part 1 §2 KYC, §4 KYC document, §5, §8) on the sandbox provider. */

async function openKyc(page: Page, server: TestServer, mobileNo: string): Promise<void> {
  await loginInBrowser(page, server.baseUrl, mobileNo);
  await page.goto('/kyc');
  await page.getByTestId('operator-type').waitFor();
}

const card = (page: Page, doc: string) => page.getByTestId(`kyc-card-${doc}`);

async function dialogText(page: Page): Promise<string> {
  const result = page.getByTestId('kyc-result');
  await result.waitFor();
  return (await result.textContent()) ?? '';
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByTestId('kyc-result').getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('kyc-result').waitFor({ state: 'detached' });
}

/** Dialogs fade in and toasts stay a few seconds: settle the page before a screenshot. */
async function settle(page: Page): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-closeButton').all())
    await close.click().catch(() => undefined);
  await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 10_000 }).toBe(0);
  await settled(page);
}

/** Pastes text into an element the way a browser does (a paste event with clipboard data). */
async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.evaluate(
    ({ selector, text }) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { selector, text },
  );
}

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('KYC on desktop', () => {
  const device: Device = MAIN_DEVICE;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(); // documents lock once verified: a database of its own per device
  });
  afterAll(async () => server.stop());

  it('INDIVIDUAL: PAN with a name mismatch, then verified, locked and masked', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openKyc(page, server, '9000000001');
    for (const doc of ['PAN', 'AADHAR', 'MSME']) await card(page, doc).waitFor();
    expect(await card(page, 'GSTIN').count()).toBe(0);
    expect(await page.getByTestId('operator-type').textContent()).toContain('please contact the team');
    expect(await page.getByTestId('kyc-status-PAN').textContent()).toBe('Pending'); // sentence case (issue 12)
    await screenshot(page, `kyc-individual-${device}`);

    // Empty value: the spec's toast.
    await card(page, 'PAN').getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter PAN to verify').waitFor();

    // Upper-casing, then the name mismatch dialog.
    const pan = card(page, 'PAN').getByRole('textbox', { name: 'PAN' });
    await pan.fill('aaapl1234c');
    expect(await pan.inputValue()).toBe('AAAPL1234C');
    await card(page, 'PAN').getByRole('button', { name: 'Verify' }).click();
    const mismatch = await dialogText(page);
    expect(mismatch).toContain('Name Mismatch');
    expect(mismatch).toContain(
      "The name on your document doesn't match your account name. Please verify and re-enter.",
    );
    await settle(page);
    await screenshot(page, `kyc-name-mismatch-${device}`);
    await closeDialog(page);

    await pan.fill('ABCPK4821L');
    await card(page, 'PAN').getByRole('button', { name: 'Verify' }).click();
    const success = await dialogText(page);
    expect(success).toContain('Verification Successful');
    expect(success).toContain('Your PAN has been successfully verified');
    await closeDialog(page);
    await expect.poll(() => page.getByTestId('kyc-status-PAN').textContent()).toBe('Verified');
    const locked = card(page, 'PAN').getByRole('textbox', { name: 'PAN' });
    expect(await locked.inputValue()).toBe('**********');
    expect(await locked.isDisabled()).toBe(true);
    expect(await card(page, 'PAN').textContent()).toMatch(/Verified on \d{2}\/\d{2}\/\d{4}/);
    expect(await card(page, 'PAN').getByRole('button', { name: 'Verify' }).count()).toBe(0);
  });

  it('INDIVIDUAL: Aadhar provider error toast, then the OTP flow with a wrong OTP and a paste', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openKyc(page, server, '9000000001');
    const aadhaar = card(page, 'AADHAR').getByRole('textbox', { name: 'Aadhar' });

    await aadhaar.fill('2341234123');
    await card(page, 'AADHAR').getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please enter a valid Aadhar number').first().waitFor();

    await aadhaar.fill('384756102943');
    await card(page, 'AADHAR').getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(/No response was received from the underlying provider/).waitFor();

    await aadhaar.fill('5285 1739 4600x'); // digits only
    expect(await aadhaar.inputValue()).toBe('528517394600');
    await card(page, 'AADHAR').getByRole('button', { name: 'Send OTP' }).click();
    const modal = page.getByRole('dialog', { name: 'Enter OTP' });
    await modal.waitFor();
    const verify = modal.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(true);
    // Resend waits out the server's 30-second rule (a countdown, then the link).
    await modal.getByText(/^Resend OTP in (30|29|28)s$/).waitFor();
    expect(await modal.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    const boxes = modal.getByRole('textbox', { name: 'Aadhar OTP digit' });
    expect(await boxes.count()).toBe(6);
    await boxes.first().click();
    await page.keyboard.type('12a345');
    expect(await verify.isDisabled()).toBe(true); // the letter was refused: 5 of 6 filled
    await page.keyboard.type('0');
    expect(await verify.isDisabled()).toBe(false);
    await verify.click();
    await modal.getByText('The OTP you entered is incorrect').waitFor();
    await settle(page);
    await screenshot(page, `kyc-aadhaar-otp-wrong-${device}`);

    await paste(page, '[aria-label="Aadhar OTP digit"]', '123456');
    await expect
      .poll(async () => Promise.all((await boxes.all()).map((b) => b.inputValue())))
      .toEqual(['1', '2', '3', '4', '5', '6']);

    // A transaction that is not the account's (here: one it never had) says so in the modal.
    await page.route('**/user/aadharVerify', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, transactionId: '0b5e8d52-3c0e-4b8f-9a51-6f1d2b7c9e10' }),
      });
    });
    await verify.click();
    await modal.getByText('This OTP request was not found for your account. Request a new OTP.').waitFor();
    await page.unroute('**/user/aadharVerify');

    await verify.click();
    const success = await dialogText(page);
    expect(success).toContain('Your AADHAR has been successfully verified');
    await closeDialog(page);
    await expect.poll(() => page.getByTestId('kyc-status-AADHAR').textContent()).toBe('Verified');
    const locked = card(page, 'AADHAR').getByRole('textbox', { name: 'Aadhar' });
    expect(await locked.inputValue()).toBe('XXXXXXXXXXXX');

    await card(page, 'MSME').getByRole('textbox', { name: 'MSME' }).fill('udyam-mh-19-0012345');
    await card(page, 'MSME').getByRole('button', { name: 'Verify' }).click();
    expect(await dialogText(page)).toContain('Your MSME has been successfully verified');
    await closeDialog(page);
    await expect.poll(() => page.getByTestId('kyc-status-MSME').textContent()).toBe('Verified');
    await page.reload();
    await page.getByTestId('operator-type').waitFor();
    await settle(page);
    await screenshot(page, `kyc-individual-verified-${device}`);
  });

  it('COMPANY: GSTIN and no Aadhar; a failed verification shows the provider message', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openKyc(page, server, '9000000005');
    for (const doc of ['PAN', 'GSTIN', 'MSME']) await card(page, doc).waitFor();
    expect(await card(page, 'AADHAR').count()).toBe(0);
    await card(page, 'GSTIN').getByRole('textbox', { name: 'GSTIN' }).fill('27AAPFU0939F1ZV');
    await card(page, 'GSTIN').getByRole('button', { name: 'Verify' }).click();
    const failed = await dialogText(page);
    expect(failed).toContain('Verification Failed');
    expect(failed).toContain('No records found for the given GSTIN.');
    await settle(page);
    await screenshot(page, `kyc-company-failed-${device}`);
  });

  it('PROPRIETORSHIP registered as non-MSME: MSME disabled with its note', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openKyc(page, server, '9000000006');
    expect(await page.getByTestId('kyc-note-MSME').textContent()).toBe(
      'You were registered as a non MSME entity',
    );
    expect(await card(page, 'MSME').getByRole('textbox', { name: 'MSME' }).isDisabled()).toBe(true);
    expect(await card(page, 'MSME').getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    expect(await card(page, 'GSTIN').count()).toBe(0);
    await screenshot(page, `kyc-proprietorship-${device}`);
  });
});
