import type { Wallet } from '@oc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInBrowser, newPage, screenshot, startServer, type TestServer } from './support';

/**
 * The installable app (issue 41): a manifest with icons, a service worker that opens the app
 * without the network, a clear offline state, and the one rule for a change made offline (refused
 * before it is sent, with a sentence that says so).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable app', () => {
  it('has a manifest whose icons are served', async () => {
    const res = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Operator Console', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const r = await fetch(`${server.baseUrl}${icon.src}`);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
    }
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('on a phone: opens offline with a clear offline state, then shows the trips without a driver online', async () => {
    const page = await newPage({ device: 'mobile', baseUrl: server.baseUrl, serviceWorkers: 'allow' });
    await loginInBrowser(page, server.baseUrl, '9000000004');
    await page.goto('/');
    await page.getByTestId('home-actions').waitFor();
    // The worker installs after the first paint; from the next load it answers the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByTestId('home-actions').waitFor();

    await page.context().setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are offline');
    await screenshot(page, 'pwa-offline-mobile');

    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page.locator('[data-kind="tripsWithoutDriver"]').waitFor();
    await page.close();
  }, 60_000);

  it('refuses a change made offline before sending it, and says so', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    const { accessToken } = await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/wallet');
    const alert = page.getByTestId('low-balance-alert');
    await alert.waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await alert.getByLabel('Low-balance alert').fill('5000');
    await alert.getByRole('button', { name: 'Save alert' }).click();
    await alert.getByText('You are offline: nothing was sent. Try again when you are back online.').waitFor();
    await page.context().setOffline(false);
    const res = await fetch(`${server.baseUrl}/api/v1/user/wallet`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await res.json()) as { data: Wallet }).data.lowBalanceAlert).toBeNull();
    // What was typed is still there, to send once online.
    expect(await alert.getByLabel('Low-balance alert').inputValue()).toBe('5,000');
    await page.close();
  }, 60_000);
});
