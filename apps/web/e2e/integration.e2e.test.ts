import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { CabTrip, CabTripRecord, IngestResult } from '@oc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../server/src/db/seed';
import {
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  settled,
  startServer,
  STORAGE_KEYS,
  type Device,
  type TestServer,
} from './support';
import { DEMO_OTP, REPO_ROOT } from './support/paths';

/**
 * Issue 39's "Done when" in the browser (docs/integration.md): a provider system with a key pushes a
 * cab trip with two marshals' bookings, and 9000000004 sees it on the trip list and its detail; the
 * same batch again changes nothing; the real `simulate` command moves the Home figures of a
 * logged-in operator while the page stays open. Same checks on both layouts: desktop only.
 */

const CAB = '9000000004';
const OPERATOR = '9000000001';
const device: Device = MAIN_DEVICE;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

/** POST /api/ingest/v1/<kind> with the demo data's key, as a provider's system sends it. */
async function ingest(kind: string, records: unknown[]): Promise<IngestResult> {
  const res = await fetch(`${server.baseUrl}/api/ingest/v1/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ records }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { data: IngestResult }).data;
}

/** An instant as a provider writes it: ISO 8601 in India's offset, to the minute. */
const ist = (ms: number) =>
  new Date(Math.floor(ms / 60_000) * 60_000 + 330 * 60_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The login screen (desktop): number, captcha, Send OTP, the demo OTP, Verify OTP, and the landing
 * page. A number gets one OTP per 30 s: a retried test waits that out first.
 */
const lastOtp = new Map<string, number>();
async function loginThroughForm(page: Page, mobileNo: string, landing: string): Promise<void> {
  const since = Date.now() - (lastOtp.get(mobileNo) ?? 0);
  if (since < 31_000) await sleep(31_000 - since);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('textbox', { name: 'Enter Registered Number' }).fill(mobileNo);
  const captcha = page.getByRole('checkbox', { name: "I'm not a robot" });
  if (!(await captcha.isChecked())) await captcha.click();
  await expect.poll(() => captcha.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  lastOtp.set(mobileNo, Date.now());
  await page.getByText(`+91 ${mobileNo}`, { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Enter OTP' }).fill(DEMO_OTP);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** The cab account's trips as the API answers them (no query: the default window, now ± 12 h). */
async function apiTrips(accessToken: string): Promise<CabTrip[]> {
  const res = await fetch(`${server.baseUrl}/api/v1/cabOperator/trips`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CabTrip[] }).data;
}

/** A cab trip a few hours from now with two bookings, each boarded by its own marshal. */
function cabTrip(): CabTripRecord {
  const tag = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  const start = Date.now() + 3 * 3_600_000;
  const drop = start + 3 * 3_600_000 + 30 * 60_000;
  return {
    externalId: `E2E-TRIP-${tag}`,
    account: { mobileNo: CAB, type: 'CABOWNER' },
    groupCode: `IT${tag}`.toUpperCase(),
    startTime: ist(start),
    from: 'Bengaluru',
    to: 'Mysuru',
    seater: 'Tempo Traveller 12',
    passengers: 3,
    routeType: 'INTER',
    supplyCostPaise: 450_000,
    contractValidUntil: ist(start + 90 * 86_400_000),
    bookings: [
      {
        _id: 'B1',
        name: 'Kavya Menon',
        mobileNo: '9812345670',
        noOfSeats: 2,
        status: 'CONFIRMED',
        fromStation: { name: 'Silk Board', address: 'Silk Board Junction, Bengaluru' },
        toStation: { name: 'Mysuru Palace', address: 'Sayyaji Rao Rd, Mysuru' },
        fromStationDate: ist(start),
        toStationDate: ist(drop),
      },
      {
        _id: 'B2',
        name: 'Rahul Verma',
        mobileNo: '9812345671',
        noOfSeats: 1,
        status: 'CONFIRMED',
        fromStation: { name: 'Kengeri', address: 'Kengeri Bus Terminal, Bengaluru' },
        toStation: { name: 'Mysuru Bus Stand', address: 'Bengaluru - Nilgiri Rd, Mysuru' },
        fromStationDate: ist(start + 30 * 60_000),
        toStationDate: ist(drop),
      },
    ],
    boaredCoreBooking: [
      {
        bookingId: 'B1',
        boardedLegMarshalDetails: { busHostId: 'E2E-M1', name: 'Suresh Gowda', mobileNo: '9900011122' },
      },
      {
        bookingId: 'B2',
        boardedLegMarshalDetails: { busHostId: 'E2E-M2', name: 'Lakshmi Devi', mobileNo: '9900011123' },
      },
    ],
  };
}

/** The passengers each marshal boards, as the records say (the detail groups them so). */
const BOARDED = [
  { marshal: 'Suresh Gowda', mobile: '9900011122', passenger: 'Kavya Menon', masked: 'XXXXXX5670' },
  { marshal: 'Lakshmi Devi', mobile: '9900011123', passenger: 'Rahul Verma', masked: 'XXXXXX5671' },
];

/** The real `npm run simulate` entry in a child process; answers its exit code and output. */
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});
function simulate(args: string[]): Promise<{ code: number | null; output: string }> {
  // The key is the demo data's default (no INGEST_KEY from the developer's shell).
  const env = { ...process.env };
  delete env.INGEST_KEY;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli', 'simulate.ts'), ...args],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      children.delete(child);
      resolve({ code, output });
    });
  });
}

describe(`provider integration on ${device}`, () => {
  it('a pushed cab trip with two marshals shows on 9000000004’s list and detail; the same batch again changes nothing', async () => {
    const record = cabTrip();
    const code = record.groupCode;
    expect(await ingest('cab-trips', [record])).toEqual({ accepted: 1, unchanged: 0, refused: [] });

    // The cab owner logs in through the login screen and lands on the trips.
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginThroughForm(page, CAB, '/trips');
    await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();

    // Search by its trip ID: one row, with its route, both bookings and both marshals.
    const bar = page.locator('form').first();
    await bar.getByLabel('Trip ID').fill(code);
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('group', { name: 'Applied filters' }).getByText('Filters applied (1)').waitFor();
    const row = page.locator(`[data-trip="${code}"]`);
    await row.waitFor();
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(1);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Bengaluru - Mysuru');
    expect(rowText).toContain('Tempo Traveller 12');
    expect(rowText).toContain('Suresh Gowda, Lakshmi Devi');
    expect(await row.getByTestId('trip-bookings-count').textContent()).toBe('2 bookings');

    // Its detail: both marshals, and each one's passenger under them.
    await row.getByRole('link', { name: code }).click();
    await page.getByRole('heading', { name: 'Trip Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/trips/tripDetails');
    await page.getByText(code, { exact: true }).waitFor();
    const marshals = await page
      .locator('[aria-label^="Marshal "]')
      .evaluateAll((els) => els.map((e) => e.textContent));
    expect(marshals).toHaveLength(2);
    for (const b of BOARDED) {
      expect(marshals.some((m) => m.includes(b.marshal) && m.includes(b.mobile))).toBe(true);
      const group = page.getByRole('group', { name: `Passengers under marshal ${b.marshal}` });
      await group.waitFor();
      expect(
        await group
          .locator('[data-passenger]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-passenger'))),
      ).toEqual([b.passenger]);
      expect(await group.getByTestId('passenger-mobile').textContent()).toBe(b.masked);
    }
    await page.waitForLoadState('networkidle');
    await settled(page);
    await screenshot(page, `integration-cab-trip-detail-${device}`);

    // The same batch again: nothing accepted, the record unchanged; the list (default window,
    // read afresh) still shows the trip once, with its two bookings.
    expect(await ingest('cab-trips', [record])).toEqual({ accepted: 0, unchanged: 1, refused: [] });
    // The login the page holds (a second OTP for the number would wait out the server's 30 s rule).
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.idToken);
    const inWindow = await apiTrips(token ?? '');
    expect(inWindow.filter((t) => t.groupCode === code)).toHaveLength(1);
    await page.goto('/trips');
    await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
    await row.waitFor();
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(inWindow.length);
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('trip-bookings-count').textContent()).toBe('2 bookings');
  }, 75_000);

  it('`npm run simulate` moves Home’s Today’s Sales of a logged-in operator without a reload', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, OPERATOR);
    await page.goto('/');
    const revenue = page.getByTestId('sales-revenue');
    const seats = page.getByTestId('sales-seats');
    await revenue.waitFor();
    const figures = async () => [await revenue.textContent(), await seats.textContent()];
    const before = await figures();
    expect(before[0]).toMatch(/^₹[\d,]+\.\d{2}$/);
    // A mark in the page's window: still there afterwards, so the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { __watching: true }));

    const run = simulate(['--url', server.baseUrl, '--rate', '20', '--minutes', '0.25']);
    // Home asks again every 15 s (HOME_REFRESH_MS): the sales show on its next read.
    await expect.poll(figures, { timeout: 25_000, interval: 250 }).not.toEqual(before);
    expect(await page.evaluate(() => (window as { __watching?: boolean }).__watching)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await settled(page);
    await screenshot(page, `integration-home-moved-${device}`);

    const { code, output } = await run;
    expect(code, output).toBe(0);
    expect(output).toContain('Sent:');
    const bookings = /^\s*bookings\s+(\d+) sent: (\d+) accepted, \d+ unchanged, (\d+) refused/m.exec(output);
    expect(bookings, output).not.toBeNull();
    expect(Number(bookings![2])).toBeGreaterThan(0);
    expect(Number(bookings![3]), output).toBe(0);
  }, 60_000);
});
