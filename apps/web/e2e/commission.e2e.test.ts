import {
  COMMISSION_MESSAGES,
  istDateOf,
  type CommissionService,
  type CommissionServices,
  type UserCommission,
} from '@oc/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  type Device,
  loginInBrowser,
  MAIN_DEVICE,
  newPage,
  screenshot,
  startServer,
  type TestServer,
} from './support';

/**
 * Offline Commission and Offline Seat Fare (issue 5, part 1 §2, §4, §5, §8) on desktop and on a
 * phone: search by cities, a single update, a bulk update of two services, a global commission
 * update, range errors at their fields, and what the server stored showing in the table. Each
 * device acts for its own demo operator, so the two never see each other's changes.
 */

const ACCOUNT: Record<Device, { mobileNo: string; from: string; to: string }> = {
  desktop: { mobileNo: '9000000001', from: 'Delhi', to: 'Manali' },
  mobile: { mobileNo: '9000000006', from: 'Hyderabad', to: 'Vijayawada' },
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

async function call<T>(mobileNo: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const { accessToken } = await apiLogin(server.baseUrl, mobileNo);
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await r.json()) as { data: T };
  if (!r.ok) throw new Error(`${method} ${path} answered ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}

const today = () => istDateOf(new Date());

async function open(device: Device, path: string): Promise<Page> {
  const page = await newPage({ device, baseUrl: server.baseUrl });
  await loginInBrowser(page, server.baseUrl, ACCOUNT[device].mobileNo);
  await page.goto(path);
  await page.locator('[data-service-id]').first().waitFor();
  return page;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchRoute(page: Page, device: Device) {
  const { from, to } = ACCOUNT[device];
  await pick(page, 'From City', from);
  await pick(page, 'To City', to);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect
    .poll(async () => {
      const texts = await page.locator('[data-service-id]').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(`${from} → ${to}`));
    })
    .toBe(true);
}

async function routeServices(device: Device): Promise<CommissionService[]> {
  const { mobileNo, from, to } = ACCOUNT[device];
  const q = new URLSearchParams({ fromCitySelected: from, toCitySelected: to });
  return (await call<CommissionServices>(mobileNo, 'GET', `/commission/services?${q.toString()}`)).services;
}

const row = (page: Page, id: string) => page.locator(`[data-service-id="${id}"]`);

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('Offline Commission on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it('searches by cities (both required) and lists that route only', async () => {
    const page = await open(device, '/offlineCommission');
    await expect.poll(() => page.getByText('No Services Selected').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Bulk Update' }).isDisabled()).toBe(true);
    await screenshot(page, `commission-${device}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText(COMMISSION_MESSAGES.selectCities).count()).toBe(1);
    await searchRoute(page, device);
    const expected = await routeServices(device);
    await expect.poll(() => page.locator('[data-service-id]').count()).toBe(expected.length);
    await screenshot(page, `commission-search-${device}`);
  });

  it('updates one service and shows what the server stored; range errors show at their fields', async () => {
    const page = await open(device, '/offlineCommission');
    await searchRoute(page, device);
    const [first] = await routeServices(device);
    await row(page, first!._id)
      .getByRole('button', { name: /^Edit / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Update Commission').waitFor();
    const seatLimit = dialog.getByRole('textbox', { name: 'Seat Limit' });
    const firstDate = dialog.getByRole('textbox').nth(1);

    // Digits only, at most 4 characters.
    await seatLimit.fill('');
    await seatLimit.pressSequentially('a1-2.345');
    expect(await seatLimit.inputValue()).toBe('1234');
    await seatLimit.fill('4');
    await firstDate.fill('101');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(COMMISSION_MESSAGES.seatLimit).waitFor();
    await dialog.getByText(COMMISSION_MESSAGES.commission).waitFor();
    await screenshot(page, `commission-single-errors-${device}`);

    await seatLimit.fill('33');
    await firstDate.fill('42');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(COMMISSION_MESSAGES.valuesUpdated).waitFor();
    const stored = (await routeServices(device)).find((s) => s._id === first!._id)!;
    expect(stored.seatLimit).toBe(33);
    expect(stored.tripDateWiseData[today()]).toMatchObject({ discount: 42, discountIsGlobal: false });
    await expect.poll(() => row(page, first!._id).innerText()).toContain('42%');
    expect(await row(page, first!._id).innerText()).toContain('33');
  });

  it('bulk-updates two selected services', async () => {
    const page = await open(device, '/offlineCommission');
    await searchRoute(page, device);
    const services = (await routeServices(device)).slice(0, 2);
    expect(services).toHaveLength(2);
    for (const s of services) await row(page, s._id).getByRole('checkbox').check();
    await page.getByText('2 Service Selected').waitFor();
    await page.getByRole('button', { name: 'Bulk Update' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Commission (%)' }).fill('4');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(COMMISSION_MESSAGES.commission).waitFor();
    await dialog.getByRole('textbox', { name: 'Commission (%)' }).fill('27');
    await screenshot(page, `commission-bulk-${device}`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(COMMISSION_MESSAGES.valuesUpdated).waitFor();
    const stored = await routeServices(device);
    for (const s of services) {
      const cells = Object.values(stored.find((x) => x._id === s._id)!.tripDateWiseData);
      expect(cells.every((c) => c.discount === 27 && !c.discountIsGlobal)).toBe(true);
      await expect.poll(() => row(page, s._id).innerText()).toContain('27%');
    }
  });

  it('updates the global commission', async () => {
    const page = await open(device, '/offlineCommission');
    const { mobileNo } = ACCOUNT[device];
    const before = (await call<UserCommission[]>(mobileNo, 'GET', '/user/commission'))[0]!.globalCommission;
    const next = before === 18 ? 19 : 18;
    await page.getByText(`Global Commission: ${before}%`).waitFor();
    await page.getByRole('button', { name: 'Global Commission' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('textbox', { name: 'Global Commission (%)' });
    await input.fill('101');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(COMMISSION_MESSAGES.commission).waitFor();
    await input.fill(String(next));
    await screenshot(page, `commission-global-${device}`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(COMMISSION_MESSAGES.globalUpdated).waitFor();
    await page.getByText(`Global Commission: ${next}%`).waitFor();
    expect((await call<UserCommission[]>(mobileNo, 'GET', '/user/commission'))[0]!.globalCommission).toBe(
      next,
    );
  });
});

// Same checks on both layouts: run once, on the main one (docs/testing.md).
describe('Offline Seat Fare on desktop', () => {
  const device: Device = MAIN_DEVICE;
  it('edits one service: fare range error at its field, then the stored fares show', async () => {
    const page = await open(device, '/seatFare');
    await screenshot(page, `seatfare-${device}`);
    await searchRoute(page, device);
    const first = (await routeServices(device)).find((s) => s.fallbackFlatFare.sleeper !== null);
    await row(page, first!._id)
      .getByRole('button', { name: /^Edit / })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Seat Fare').waitFor();
    const sleeperFallback = dialog.getByRole('textbox', { name: 'Fallback Fare Sleeper (₹)' });
    await sleeperFallback.fill('3001');
    const sleeperToday = dialog.getByRole('textbox', { name: 'Sleeper', exact: true }).first();
    await sleeperToday.fill('49');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(COMMISSION_MESSAGES.fallbackFare).waitFor();
    await dialog.getByText(COMMISSION_MESSAGES.fare).waitFor();
    await screenshot(page, `seatfare-edit-errors-${device}`);
    await sleeperFallback.fill('1999');
    await sleeperToday.fill('2222');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(COMMISSION_MESSAGES.valuesUpdated).waitFor();
    const stored = (await routeServices(device)).find((s) => s._id === first!._id)!;
    expect(stored.fallbackFlatFare.sleeper).toBe(1999);
    expect(stored.tripDateWiseData[today()]!.flatFare.sleeper).toBe(2222);
    await expect.poll(() => row(page, first!._id).innerText()).toContain('2,222');
  });

  it('bulk-updates the fares of two selected services', async () => {
    const page = await open(device, '/seatFare');
    await searchRoute(page, device);
    const services = (await routeServices(device)).slice(0, 2);
    for (const s of services) await row(page, s._id).getByRole('checkbox').check();
    await page.getByText('2 Service Selected').waitFor();
    await page.getByRole('button', { name: 'Bulk Update' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Sleeper Fare (₹), every date' }).fill('1500');
    await screenshot(page, `seatfare-bulk-${device}`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(COMMISSION_MESSAGES.valuesUpdated).waitFor();
    const stored = await routeServices(device);
    for (const s of services) {
      const cells = Object.values(stored.find((x) => x._id === s._id)!.tripDateWiseData);
      expect(cells.every((c) => c.flatFare.sleeper === 1500 || c.flatFare.sleeper === null)).toBe(true);
    }
  });
});
