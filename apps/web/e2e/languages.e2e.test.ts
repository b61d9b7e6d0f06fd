// Issue 40's "Done when", end to end: an operator switches to Hindi on the login screen, signs in,
// and the choice is kept with them on the server, so another device (a browser in English) opens
// in Hindi too; the colour scheme is chosen in the header and follows them the same way. A
// browser whose language is Hindi opens the login in Hindi without being asked.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hi from '../../../packages/i18n/locales/hi.json' with { type: 'json' };
import { loginInBrowser, MAIN_DEVICE, newPage, screenshot, startServer, type TestServer } from './support';
import { DEMO_OTP } from './support/paths';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

const HI = hi as Record<string, string>;
const t = (id: string): string => {
  const text = HI[id];
  if (!text) throw new Error(`no Hindi for ${id}`);
  return text;
};

async function preferencesOf(token: string) {
  const r = await fetch(`${server.baseUrl}/api/v1/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.status).toBe(200);
  return (
    (await r.json()) as { data: { user: { preferences: { language: string | null; theme: string | null } } } }
  ).data.user.preferences;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

describe('languages and themes', () => {
  it('a browser in Hindi opens the login in Hindi; English is one press away', async () => {
    const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl, locale: 'hi-IN' });
    await page.goto('/login');
    await page.getByRole('button', { name: t('auth.phone.send') }).waitFor();
    expect(await lang(page)).toBe('hi');
    expect(await page.getByRole('heading', { name: t('auth.login.welcome') }).count()).toBe(1);
    await screenshot(page, 'languages-login-hindi-desktop');
    await page.getByTestId('language-switch').getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(await lang(page)).toBe('en');
  });

  it(
    'Hindi chosen on the login screen is saved with the person and follows them; so does dark',
    { timeout: 90_000 },
    async () => {
      const page = await newPage({ device: MAIN_DEVICE, baseUrl: server.baseUrl });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Send OTP' }).waitFor();
      await page.getByTestId('language-switch').getByRole('button', { name: 'हिन्दी' }).click();
      const send = page.getByRole('button', { name: t('auth.phone.send') });
      await send.waitFor();
      // The login itself, in Hindi.
      await page.locator('input[name="mobileNo"]').fill('9000000001');
      const captcha = page.getByRole('checkbox');
      await captcha.waitFor();
      await captcha.check();
      await send.click();
      const otp = page.getByRole('textbox', { name: t('auth.otp.enterOtp') });
      await otp.fill(DEMO_OTP);
      await page.getByRole('button', { name: t('auth.otp.verify') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('language-menu').waitFor();
      expect(await lang(page)).toBe('hi');
      // Money in Indian grouping with ₹, in Hindi as in English.
      await expect.poll(async () => /₹\d/.test(await page.locator('main').innerText())).toBe(true);
      await screenshot(page, 'languages-home-hindi-desktop');

      const token = await page.evaluate(() => localStorage.getItem('idToken'));
      await expect.poll(async () => (await preferencesOf(token ?? '')).language).toBe('hi');

      // Dark, chosen in the header, in Hindi.
      await page.getByTestId('theme-menu').click();
      await page.getByRole('menuitem', { name: t('i18n.theme.dark') }).click();
      expect(await scheme(page)).toBe('dark');
      await expect.poll(async () => (await preferencesOf(token ?? '')).theme).toBe('dark');
      await screenshot(page, 'languages-home-hindi-dark-desktop');

      // Another device: a browser in English, nothing stored, signed in as the same person.
      const other = await newPage({ device: 'mobile', baseUrl: server.baseUrl });
      await loginInBrowser(other, server.baseUrl, '9000000001', { fresh: true });
      await other.goto('/');
      await expect.poll(() => lang(other), { timeout: 15_000 }).toBe('hi');
      await expect.poll(() => scheme(other)).toBe('dark');
      await screenshot(other, 'languages-home-hindi-dark-mobile');

      // Back to English from the header: saved too.
      await other.getByTestId('language-menu').click();
      await other.getByRole('menuitem', { name: 'English' }).click();
      await expect.poll(() => lang(other)).toBe('en');
      await expect.poll(async () => (await preferencesOf(token ?? '')).language).toBe('en');
    },
  );
});
