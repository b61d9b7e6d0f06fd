// Issue 41's daily digest in the browser: an operator turns it on from the profile after reading
// this morning's preview, and stops it with one tap on the link a digest carries (no login). A
// Hindi-speaking owner previews it in Hindi on a phone. The sending itself (SMTP on loopback, once
// with two server processes) is apps/server/test/two-processes.api.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hi from '../../../packages/i18n/locales/hi.json' with { type: 'json' };
import { apiLogin, loginInBrowser, newPage, screenshot, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

const HI = hi as Record<string, string>;

async function openDigest(page: Page, mobileNo: string) {
  await loginInBrowser(page, server.baseUrl, mobileNo);
  await page.goto('/profile');
  const section = page.getByTestId('digest');
  await section.getByTestId('digest-preview-text').waitFor();
  return section;
}

const previewText = async (page: Page) => (await page.getByTestId('digest-preview-text').textContent()) ?? '';

describe('daily digest', () => {
  it(
    'a GDS operator reads the preview, subscribes by e-mail, and stops it with one tap on the link',
    { timeout: 90_000 },
    async () => {
      const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
      const section = await openDigest(page, '9000000001');
      expect(await section.getByTestId('digest-status').textContent()).toBe('Off');
      expect(await previewText(page)).toMatch(/^Sales: ₹[\d,]+\.\d\d from \d+ seats?;/);
      expect(await previewText(page)).toContain('Wallet: ₹');

      // The SMS preview: the subject is its first line.
      await section.getByText('SMS', { exact: true }).click();
      await expect.poll(async () => (await previewText(page)).split('\n')[0]).toMatch(/your summary of /);
      await section.getByText('E-mail', { exact: true }).click();

      // E-mail needs an address: refused at the field, nothing saved.
      const address = section.getByRole('textbox', { name: 'E-mail address' });
      await address.fill('');
      await section.getByRole('button', { name: 'Send me the summary' }).click();
      await section.getByText('Enter the e-mail address to send the summary to').waitFor();
      await address.fill('gds-owner@example.in');
      await section.getByRole('button', { name: 'Send me the summary' }).click();
      await page.getByText('Your daily summary will come by E-mail every morning at 07:00.').waitFor();
      expect(await section.getByTestId('digest-status').textContent()).toBe('On: by E-mail');
      await screenshot(page, 'digest-profile-desktop');

      // The preview now carries the subscription's own link; opened without a login, one tap stops it.
      await expect.poll(() => previewText(page)).toMatch(/\/unsubscribe\?token=[\w-]{20,}/);
      const link = /\/unsubscribe\?token=[\w-]+/.exec(await previewText(page))![0];
      const phone = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
      await phone.goto(link);
      await phone.getByText('Stop the daily summary this link came with?').waitFor();
      await screenshot(phone, 'digest-unsubscribe-mobile');
      await phone.getByRole('button', { name: 'Unsubscribe' }).click();
      const done = phone.getByTestId('unsubscribe-done');
      await done.waitFor();
      expect(await done.textContent()).toMatch(/ will get no more daily summaries\./);

      await page.reload();
      await page.getByTestId('digest-preview-text').waitFor();
      expect(await page.getByTestId('digest-status').textContent()).toBe('Off');

      // The same link again: it no longer works, and says where to manage the summary.
      await phone.goto(link);
      await phone.getByRole('button', { name: 'Unsubscribe' }).click();
      await phone.getByText(/This link no longer works/).waitFor();
      await phone.getByRole('link', { name: 'Manage it on your Profile' }).waitFor();
    },
  );

  it('a Hindi-speaking MG owner previews the digest in Hindi on a phone', { timeout: 60_000 }, async () => {
    const { accessToken } = await apiLogin(server.baseUrl, '9000000002');
    const saved = await fetch(`${server.baseUrl}/api/v1/user/preferences`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'hi' }),
    });
    expect(saved.status).toBe(200);
    const page = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
    const section = await openDigest(page, '9000000002');
    await section.getByText(HI['account.digest.title']!).first().waitFor();
    expect(await previewText(page)).toMatch(/^बिक्री: /);
    expect(await section.getByText(/आज सुबह के सारांश का पूर्वावलोकन \(हिंदी\)/).count()).toBe(1);
    // The preview fits the phone: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'digest-profile-hindi-mobile');
  });
});
