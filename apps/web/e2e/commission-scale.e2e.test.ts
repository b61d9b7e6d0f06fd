import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { CommissionServices } from '@oc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  apiLogin,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  screenshot,
  type TestServer,
} from './support';
import { E2E_HASH_SECRET, E2E_JWT_SECRET, REPO_ROOT } from './support/paths';
import { copySeedDir, launchServer } from './support/server';

/**
 * The scale account (issue 5 §4): 500 services in the Offline Commission grid and the Offline
 * Seat Fare table. Rows are virtualized: at most 300 rows are in the page at any time, and the
 * last service is reached by scrolling. The data directory is the run's demo copy plus
 * `npm run seed:scale -- --grid-only` (the operator's services, commission and fares). The scroll
 * differs by layout (the grid's own box on desktop, the page on a phone), so both layouts run.
 */

const SCALE_MOBILE = '9000000099';
const MAX_RENDERED_ROWS = 300;

let server: TestServer;
let lastId: string;
let total: number;

beforeAll(async () => {
  const { seedDir, runDir } = inject('ocE2e');
  const dataDir = copySeedDir(seedDir, runDir);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|TEST_)/.test(k)),
  );
  const seeded = spawnSync(
    process.execPath,
    // The grid only: the scale operator's history and the MG and cab accounts are not read here.
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps', 'server', 'src', 'cli', 'seed-scale.ts'), '--grid-only'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        ...env,
        APP_MODE: 'demo',
        DATA_DIR: dataDir,
        JWT_SECRET: E2E_JWT_SECRET,
        HASH_SECRET: E2E_HASH_SECRET,
      },
    },
  );
  if (seeded.status !== 0) throw new Error(`seed:scale failed: ${seeded.stdout}\n${seeded.stderr}`);
  server = await launchServer({ dataDir, env: { TEST_NUMBERS: `${SCALE_MOBILE}:1234` } });
  const { accessToken } = await apiLogin(server.baseUrl, SCALE_MOBILE);
  const r = await fetch(`${server.baseUrl}/api/v1/commission/services`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const services = ((await r.json()) as { data: CommissionServices }).data.services;
  total = services.length;
  lastId = services[services.length - 1]!._id;
}, 180_000);
afterAll(async () => server.stop());

describe.each(DEVICES_UNDER_TEST)('scale account on %s', (device) => {
  for (const screen of ['/offlineCommission', '/seatFare']) {
    it(`${screen}: 500 services, at most ${MAX_RENDERED_ROWS} rows rendered, the last reachable by scrolling`, async () => {
      expect(total).toBe(500);
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await loginInBrowser(page, server.baseUrl, SCALE_MOBILE);
      await page.goto(screen);
      const rows = page.locator('[data-service-id]');
      await rows.first().waitFor();
      expect(await rows.count()).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
      expect(await page.locator(`[data-service-id="${lastId}"]`).count()).toBe(0);

      // Scroll to the end: the grid's own box on desktop, the page on a phone; after each scroll,
      // wait for the grid to render other rows (or the last one).
      const last = page.locator(`[data-service-id="${lastId}"]`);
      const lastRendered = () => rows.last().getAttribute('data-service-id');
      for (let i = 0; i < 40 && (await last.count()) === 0; i++) {
        const before = await lastRendered();
        if (device === 'desktop')
          await page
            .getByRole('grid', { name: 'Services' })
            .evaluate((el) => el.scrollBy(0, el.scrollHeight));
        else await page.evaluate(() => window.scrollBy(0, document.body.scrollHeight));
        await expect
          .poll(async () => (await last.count()) > 0 || (await lastRendered()) !== before, {
            timeout: 10_000,
          })
          .toBe(true);
      }
      await page.locator(`[data-service-id="${lastId}"]`).waitFor();
      expect(await rows.count()).toBeLessThanOrEqual(MAX_RENDERED_ROWS);
      // The viewport, where the last rows are: on a phone the page is 500 rows tall, and a shot of
      // all of it outlasted the 15 s screenshot timeout on a slow host.
      await screenshot(page, `scale-${screen.slice(1)}-${device}`, { fullPage: false });
    });
  }
});
