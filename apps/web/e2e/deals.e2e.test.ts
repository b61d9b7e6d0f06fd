import { addDaysToDate, applyDealToFare, istDateOf, type Campaign, type DealService } from '@oc/contract';
import { formatInr, formatShortDate } from '../src/lib/format';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  type Device,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

/**
 * Deals (issue 4, part 1 §2, §4, §5, §8): the create-deal wizard for each offer type, the deals
 * list cards, ON/OFF with confirmation, extend and renew from the detail screen, on desktop and on
 * a phone. Deals the tests need are made here (browser or API); only the expired campaign to renew
 * comes from the demo data.
 */

const OPERATOR = '9000000001';
const BUSOWNER = '9000000002';

let server: TestServer;
let token: string;
let services: DealService[];

beforeAll(async () => {
  server = await startServer();
  token = (await apiLogin(server.baseUrl, OPERATOR)).accessToken;
  services = await call<DealService[]>('GET', '/user/services');
});
afterAll(async () => server.stop());

async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const r = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await r.json()) as { data: T };
  if (!r.ok) throw new Error(`${method} ${path} answered ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A full-page PNG once transitions (dialogs fade in) are over; on a phone, nothing scrolls sideways. */
async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  // What the screen shows without scrolling (a full-page shot draws fixed bars mid-page).
  await screenshot(page, `${name}-view`, { fullPage: false });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name}: page wider than the viewport`).toBeLessThanOrEqual(innerWidth);
}

/** expect.poll with room for a slow first page load on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

const allDeals = () => call<Campaign[]>('GET', '/user/fetchDeals');
const today = () => istDateOf(new Date());

/** 'D MMMM YYYY', the calendar day buttons' aria-label. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${d!} ${month} ${y!}`;
}

/** The open calendar dropdown (a closing one may still be in the page for a moment). */
function calendars(page: Page): Locator {
  return page
    .locator('.mantine-Popover-dropdown:visible')
    .filter({ has: page.getByRole('button', { name: 'Next month' }) });
}
function calendar(page: Page): Locator {
  return calendars(page).last();
}

/** Clicks a date in the open calendar, paging forward month by month until it shows. */
async function clickDay(page: Page, date: string): Promise<void> {
  const open = calendar(page);
  const nextMonth = open.getByRole('button', { name: 'Next month' });
  await nextMonth.waitFor({ state: 'visible' });
  const day = open.locator(`button[aria-label="${dayLabel(date)}"]:not([data-outside])`);
  for (let i = 0; i < 14 && (await day.count()) === 0; i++) {
    await nextMonth.click();
  }
  await day.click();
}

/** Waits until no calendar dropdown is left (a single-date picker closes on pick). */
async function calendarClosed(page: Page): Promise<void> {
  await poll(() => calendars(page).count()).toBe(0);
}

/** Opens a date picker by its label and picks a date. */
async function pickDate(scope: Page | Locator, page: Page, label: string | RegExp, date: string) {
  await calendarClosed(page);
  await scope.getByLabel(label).first().click();
  await clickDay(page, date);
  await calendarClosed(page);
}

async function typeDigits(page: Page, label: RegExp, value: string) {
  const input = page.getByLabel(label);
  await input.fill('');
  await input.pressSequentially(value);
  await input.blur();
}

async function nextStep(page: Page) {
  await page.getByRole('button', { name: 'Next Step' }).click();
}

async function expectStep(page: Page, n: number) {
  await poll(() => page.getByText(`Step ${n} of 4`).count()).toBeGreaterThan(0);
}

async function expectText(page: Page | Locator, text: string) {
  await poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

interface WizardRun {
  offer: 'Custom Offer' | 'Last Min Deal';
  discount: 'Flat' | 'Percentage';
  value: string;
  maxDiscount?: string;
  minSeat: string;
  earlyBird?: { stopDays?: string; stopSeats?: string };
  lastMinute?: { startHours: string; startBelow?: string; stopAt?: string };
  start: string;
  end: string;
  exclude?: string[];
  serviceIds: 'all' | string[];
  /** Provoke and check §5 messages on the way. */
  provoke?: boolean;
  shots?: string;
}

/** Runs the wizard from /deals to the success dialog; answers the campaign code shown. */
async function runWizard(page: Page, run: WizardRun): Promise<{ code: string; title: string }> {
  await page.goto('/deals');
  await expectStep(page, 1);
  if (run.provoke) {
    await nextStep(page);
    await expectText(page, 'Choose an offer type');
  }
  await page.getByRole('radio', { name: new RegExp(run.offer) }).click();
  await page.getByRole('radio', { name: new RegExp(`^${run.discount}`) }).click();
  const valueLabel = run.discount === 'Flat' ? /^Flat Discount/ : /^Discount Percentage/;
  if (run.provoke) {
    // Digits only: letters and signs never get in. A flat discount is money (docs/ui.md): a '.'
    // and the paise typed after it are refused ('1.5' stays 1); a percentage drops the '.'.
    await typeDigits(page, valueLabel, 'a-1.5');
    expect(await page.getByLabel(valueLabel).inputValue()).toBe(run.discount === 'Flat' ? '1' : '15');
    // Pasted text with separators keeps all its digits ('1,000' is 1000, not 100, shown grouped;
    // a percentage field holds 3 digits, so '1,00' is 100, not 10).
    const [pasted, kept] = run.discount === 'Flat' ? ['1,000', '1,000'] : ['1,00', '100'];
    await page.getByLabel(valueLabel).fill(pasted);
    expect(await page.getByLabel(valueLabel).inputValue()).toBe(kept);
    await typeDigits(page, valueLabel, run.discount === 'Flat' ? '20' : '200');
    await nextStep(page);
    await expectText(
      page,
      run.discount === 'Flat'
        ? 'Flat Discount amount Ranges from 50 to 1000'
        : 'Discount Percentage Ranges from 5 to 100',
    );
    await expectText(page, 'Minimum value of Seat Price Ranges from 50 to 1000');
    if (run.discount === 'Percentage') await expectText(page, 'Maximum Discount Ranges from 50 to 1000');
    await expectStep(page, 1);
    if (run.shots) await shot(page, `${run.shots}-step1-errors`);
  }
  await typeDigits(page, valueLabel, run.value);
  if (run.maxDiscount) await typeDigits(page, /^Maximum Discount/, run.maxDiscount);
  await typeDigits(page, /^Minimum Seat Price/, run.minSeat);
  if (run.shots) await shot(page, `${run.shots}-step1`);
  await nextStep(page);

  await expectStep(page, 2);
  if (run.provoke) {
    await nextStep(page);
    await expectText(page, 'Start Date is Required');
    await expectText(page, 'End Date is Required');
    await expectText(page, 'Active Day is Required');
  }
  await pickDate(page, page, /^Start Date/, run.start);
  await pickDate(page, page, /^End Date/, run.end);
  await page.getByLabel('All days').check();
  if (run.exclude?.length) {
    await page.getByLabel('Exclusion Dates').click();
    for (const d of run.exclude) await clickDay(page, d);
    await page.keyboard.press('Escape');
    await calendarClosed(page);
  }
  if (run.earlyBird) {
    await page.getByRole('switch', { name: /Early Bird Offer/ }).check({ force: true });
    if (run.provoke) {
      await nextStep(page);
      await expectText(page, 'Early Bird Offer needs a seat count or days before departure to stop at');
    }
    if (run.earlyBird.stopDays) await typeDigits(page, /^Stop days before departure/, run.earlyBird.stopDays);
    if (run.earlyBird.stopSeats) await typeDigits(page, /^Stop after seats sold/, run.earlyBird.stopSeats);
  }
  if (run.lastMinute) {
    if (run.provoke) {
      await typeDigits(page, /^Only while occupancy below/, '150');
      await typeDigits(page, /^Stop at occupancy/, '101');
      await nextStep(page);
      await expectText(page, 'Last Min Deal needs the hours before departure it starts at');
      await expectText(page, 'occupancy cannot be greater than 100');
      await expectText(page, 'stopOffer cannot be greater than 100');
      if (run.shots) await shot(page, `${run.shots}-step2-errors`);
    }
    await typeDigits(page, /^Start hours before departure/, run.lastMinute.startHours);
    await typeDigits(page, /^Only while occupancy below/, run.lastMinute.startBelow ?? '');
    await typeDigits(page, /^Stop at occupancy/, run.lastMinute.stopAt ?? '');
  }
  await expectText(page, 'Note: Offers may apply beyond the defined ±10% occupancy.');
  if (run.shots) await shot(page, `${run.shots}-step2`);
  await nextStep(page);

  await expectStep(page, 3);
  await poll(() => page.getByRole('checkbox', { name: 'Select all' }).count()).toBe(1);
  if (run.provoke) {
    await nextStep(page);
    await expectText(page, 'Select at least one service');
    await expectStep(page, 3);
  }
  if (run.serviceIds === 'all') {
    await page.getByRole('checkbox', { name: 'Select all' }).check();
  } else {
    for (const id of run.serviceIds) {
      const s = services.find((x) => x._id === id)!;
      await page.getByRole('checkbox', { name: s.name, exact: true }).check();
    }
  }
  if (run.shots) await shot(page, `${run.shots}-step3`);
  await nextStep(page);

  await expectStep(page, 4);
  await expectText(page, 'Final Campaign Details');
  // Beyond the spec: what the deal does to one seat of a chosen service, priced by the contract's
  // applyDealToFare (the server's function too).
  const preview = (await page.getByTestId('fare-preview').textContent()) ?? '';
  const named = services.find((s) => preview.endsWith(`(${s.name})`));
  expect(named, preview).toBeDefined();
  const fare = named?.baseSeaterFare ?? named?.baseSleeperFare ?? 0;
  const priced = applyDealToFare(
    {
      discountType: run.discount === 'Flat' ? 'ABSOLUTE' : 'PERCENTAGE',
      discountValue: Number(run.value),
      maxDiscount: run.maxDiscount ? Number(run.maxDiscount) : null,
      minSeatValue: Number(run.minSeat),
    },
    fare,
  );
  const seat = named?.baseSeaterFare != null ? 'seat' : 'berth';
  expect(preview).toContain(
    priced.applies
      ? `${formatInr(priced.baseFare)} ${seat} → ${formatInr(priced.finalFare)} with ${formatInr(priced.discount)} off`
      : 'below the minimum seat price',
  );
  if (run.shots) await shot(page, `${run.shots}-step4`);
  await page.getByRole('button', { name: 'Publish Deal' }).click();
  const dialog = page.getByRole('dialog');
  await poll(() => dialog.getByTestId('success-value').count()).toBe(1);
  const title = (await dialog.getByTestId('success-title').textContent()) ?? '';
  const code = (await dialog.getByTestId('success-value').textContent()) ?? '';
  await expectText(dialog, 'Campaign Code');
  if (run.shots) await shot(page, `${run.shots}-success`);
  return { code, title };
}

function card(page: Page, code: string): Locator {
  return page.locator('[data-testid=deal-card]', {
    has: page.getByTestId('deal-code').getByText(code, { exact: true }),
  });
}

/** Checks a deals-list card against the campaign the API stores. */
async function expectCard(page: Page, c: Campaign, typeLabel: string) {
  const k = card(page, c.name);
  await poll(() => k.count()).toBe(1);
  expect(await k.getByTestId('deal-type').textContent()).toBe(typeLabel);
  expect(await k.getByTestId('deal-dates').textContent()).toBe(
    `${formatShortDate(c.startDate)} - ${formatShortDate(c.endDate)}`,
  );
  expect(await k.getByTestId('deal-days').textContent()).toBe(`${c.NoOfDays} Days`);
  const first = c.serviceName[0]!;
  expect(await k.getByTestId('deal-route').textContent()).toBe(
    `${first.fromCityName} to ${first.toCityName}`,
  );
  if (c.serviceName.length > 1)
    expect(await k.getByTestId('deal-more').textContent()).toBe(`+${c.serviceName.length - 1}`);
  expect(await k.getByRole('link', { name: 'View Details' }).count()).toBe(1);
}

/** Flips a card's (or the detail's) switch, confirming the §4 question. */
async function flip(page: Page, scope: Locator, turnOn: boolean) {
  await scope.locator('.mantine-Switch-track').click();
  const confirm = page.getByRole('dialog');
  await expect
    .poll(() =>
      confirm.getByText(`Are you sure that you want to turn ${turnOn ? 'on' : 'off'} this campaign`).count(),
    )
    .toBe(1);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await poll(() => scope.getByRole('switch').isChecked()).toBe(turnOn);
}

describe('deals: non-OPERATOR accounts', () => {
  it('an MG bus owner (BUSOWNER) gets no deals', async () => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, BUSOWNER);
    await page.goto('/operatorDealsDetails');
    // The neutral not-in-model notice, in the model's human name (issue 12 item 3).
    await expectText(page, 'The MG business model does not include Deals.');
    expect(await page.getByTestId('deal-card').count()).toBe(0);
    await page.goto('/deals');
    await expectText(page, 'The MG business model does not include Deals.');
    expect(await page.getByText('Step 1 of 4').count()).toBe(0);
  });
});

describe.each(DEVICES_UNDER_TEST)('deals on %s', (device: Device) => {
  let page: Page;
  const t0 = today();
  // Different dates per device, so each run's deals are told apart.
  const offset = device === 'desktop' ? 0 : 20;

  beforeAll(async () => {
    page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, OPERATOR);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `deals-${device}-FAILED-${ctx.task.name}`);
  });

  it('creates a flat Custom Offer (messages on the way) and lists it', async () => {
    const start = addDaysToDate(t0, 10 + offset);
    const end = addDaysToDate(t0, 20 + offset);
    const picked = [services[0]!._id, services[2]!._id];
    const { code, title } = await runWizard(page, {
      offer: 'Custom Offer',
      discount: 'Flat',
      value: '100',
      minSeat: '500',
      start,
      end,
      exclude: [addDaysToDate(start, 2)],
      serviceIds: picked,
      provoke: true,
      shots: `deals-${device}-custom`,
    });
    expect(title).toBe('Your Custom Offer has been activated');
    expect(code).toMatch(/^OD[A-Z2-9]{6}$/);

    const stored = (await allDeals()).find((c) => c.name === code)!;
    expect(stored).toMatchObject({
      status: 'ACTIVE',
      startDate: start,
      endDate: end,
      NoOfDays: 11,
      applicableDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      exclusionDates: [addDaysToDate(start, 2)],
      operatorDeal: { type: 'CUSTOM', discountType: 'ABSOLUTE', discountValue: 100, minSeatValue: 500 },
    });
    expect(stored.operatorDeal.maxDiscount).toBeUndefined();
    expect(stored.serviceName.map((s) => s._id)).toEqual(picked);

    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    if (device === 'desktop') await page.waitForURL((u) => u.pathname === '/');
    else await expectStep(page, 1); // mobile: Done starts the wizard over

    await page.goto('/operatorDealsDetails');
    await expectCard(page, stored, 'Custom Offer');
    await shot(page, `deals-${device}-list`);
  }, 120_000);

  onMainDevice(device)(
    'creates a percentage Early Bird Offer with every service',
    async () => {
      const start = addDaysToDate(t0, 5 + offset);
      const end = addDaysToDate(t0, 9 + offset);
      const { code, title } = await runWizard(page, {
        offer: 'Custom Offer',
        discount: 'Percentage',
        value: '10',
        maxDiscount: '150',
        minSeat: '300',
        earlyBird: { stopDays: '2', stopSeats: '30' },
        start,
        end,
        serviceIds: 'all',
        provoke: true,
        shots: `deals-${device}-earlybird`,
      });
      expect(title).toBe('Your Early Bird Offer has been activated');
      const stored = (await allDeals()).find((c) => c.name === code)!;
      expect(stored.operatorDeal).toMatchObject({
        type: 'EARLYBIRD',
        discountType: 'PERCENTAGE',
        discountValue: 10,
        maxDiscount: 150,
        minSeatValue: 300,
        stopDealTime: 2,
        stopDealAtSeatCount: { gte: 30 },
      });
      expect(stored.serviceName).toHaveLength(services.length);
      await page.goto('/operatorDealsDetails');
      await expectCard(page, stored, 'Early Bird Offer');
    },
    120_000,
  );

  onMainDevice(device)(
    'creates a flat Last Min Deal',
    async () => {
      const start = addDaysToDate(t0, 3 + offset);
      const end = addDaysToDate(t0, 6 + offset);
      const { code, title } = await runWizard(page, {
        offer: 'Last Min Deal',
        discount: 'Flat',
        value: '200',
        minSeat: '400',
        lastMinute: { startHours: '6', startBelow: '60', stopAt: '90' },
        start,
        end,
        serviceIds: [services[1]!._id],
        provoke: true,
        shots: `deals-${device}-lastmin`,
      });
      expect(title).toBe('Your Last Min Deal has been activated');
      const stored = (await allDeals()).find((c) => c.name === code)!;
      expect(stored.operatorDeal).toMatchObject({
        type: 'LASTMINUTE',
        discountType: 'ABSOLUTE',
        discountValue: 200,
        minSeatValue: 400,
        startDealTime: 6,
        startDealAtOccupancy: { lte: 60 },
        stopDealAtOccupancy: { gte: 90 },
      });
      await page.goto('/operatorDealsDetails');
      await expectCard(page, stored, 'Last Min Deal');
    },
    120_000,
  );

  onMainDevice(device)(
    "shows 'no deals found' and 'something went wrong' (part 1 §8)",
    async () => {
      const other = await newPage({ device, baseUrl: server.baseUrl });
      await loginInBrowser(other, server.baseUrl, OPERATOR);
      await other.route('**/api/v1/user/fetchDeals*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"statusCode":200,"data":[]}' }),
      );
      await other.goto('/operatorDealsDetails');
      await expectText(other, 'no deals found');
      expect(await other.getByRole('link', { name: 'Create Deal' }).count()).toBeGreaterThan(0);
      await shot(other, `deals-${device}-list-empty`);
      await other.unroute('**/api/v1/user/fetchDeals*');
      await other.route('**/api/v1/user/fetchDeals*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"data":"boom"}',
        }),
      );
      await other.reload();
      await expectText(other, 'something went wrong');
      await shot(other, `deals-${device}-list-error`);
    },
    60_000,
  );

  onMainDevice(device)(
    'switches a deal off and on after confirmation; expired deals show Expired',
    async () => {
      const deals = await allDeals();
      const target = deals.find((c) => !c.isExpired && c.status === 'ACTIVE')!;
      await page.goto('/operatorDealsDetails');
      const k = card(page, target.name);
      await poll(() => k.count()).toBe(1);
      await flip(page, k, false);
      await expect
        .poll(async () => (await allDeals()).find((c) => c._id === target._id)?.status)
        .toBe('INACTIVE');
      await flip(page, k, true);
      await expect
        .poll(async () => (await allDeals()).find((c) => c._id === target._id)?.status)
        .toBe('ACTIVE');

      const expired = deals.find((c) => c.isExpired);
      if (expired) {
        const e = card(page, expired.name);
        await poll(() => e.getByText('Expired', { exact: true }).count()).toBe(1);
        expect(await e.getByRole('switch').count()).toBe(0);
      }
    },
    60_000,
  );

  onMainDevice(device)(
    'extends a deal about to expire from the detail screen',
    async () => {
      const [made] = await call<Campaign[]>('POST', '/user/publishDeal', {
        selectedSevices: [{ _id: services[3]!._id }],
        startDate: addDaysToDate(t0, 1),
        endDate: addDaysToDate(t0, 2),
        dayIncluded: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
        minSeatValue: 100,
        type: 'CUSTOM',
        discountType: 'ABSOLUTE',
        discountValue: 75,
        status: 'ACTIVE',
      });
      expect(made!.isAboutToExpire).toBe(true);
      await page.goto(`/operatorDealsDetails/${made!._id}`);
      await poll(() => page.getByTestId('detail-code').textContent()).toBe(made!.name);
      expect(await page.getByRole('button', { name: 'Renew Deal' }).count()).toBe(0);
      await shot(page, `deals-${device}-detail`);
      await page.getByRole('button', { name: 'Extend Deal' }).first().click();
      const dialog = page.getByRole('dialog');
      const newEnd = addDaysToDate(t0, 12);
      await pickDate(dialog, page, /^New End Date/, newEnd);
      expect(await dialog.getByLabel(/^New End Date/).textContent()).toContain(
        newEnd.split('-').reverse().join('-'),
      );
      await shot(page, `deals-${device}-extend`);
      await dialog.getByRole('button', { name: 'Extend Deal' }).click();
      await expectText(page, 'Your Deal has been extended');
      await shot(page, `deals-${device}-extended`);
      const after = (await allDeals()).find((c) => c._id === made!._id)!;
      expect(after).toMatchObject({ name: made!.name, startDate: made!.startDate, endDate: newEnd });
    },
    60_000,
  );

  onMainDevice(device)(
    'renews an expired deal from the detail screen',
    async () => {
      const expired = (await allDeals()).find((c) => c.isExpired);
      expect(expired, 'the demo data has an expired campaign').toBeDefined();
      await page.goto(`/operatorDealsDetails/${expired!._id}`);
      await poll(() => page.getByTestId('detail-code').textContent()).toBe(expired!.name);
      expect(await page.getByRole('button', { name: 'Extend Deal' }).count()).toBe(0);
      await shot(page, `deals-${device}-detail-expired`);
      await page.getByRole('button', { name: 'Renew Deal' }).first().click();
      const dialog = page.getByRole('dialog');
      const start = addDaysToDate(t0, 4 + offset);
      const end = addDaysToDate(t0, 11 + offset);
      await dialog.getByRole('button', { name: 'Renew Deal' }).click();
      await expectText(dialog, 'Start Date is Required');
      await pickDate(dialog, page, /^Start Date/, start);
      await pickDate(dialog, page, /^End Date/, end);
      await shot(page, `deals-${device}-renew`);
      await dialog.getByRole('button', { name: 'Renew Deal' }).click();
      await expectText(page, 'Your deal has been renewed');
      await expectText(page, 'New Campaign Code');
      const code = (await page.getByRole('dialog').getByTestId('success-value').textContent()) ?? '';
      await shot(page, `deals-${device}-renewed`);
      const deals = await allDeals();
      const renewed = deals.find((c) => c.name === code)!;
      expect(renewed).toMatchObject({
        startDate: start,
        endDate: end,
        renewedFromId: expired!._id,
        status: 'ACTIVE',
      });
      expect(code).not.toBe(expired!.name);
      expect(deals.find((c) => c._id === expired!._id)).toEqual(expired);
    },
    60_000,
  );
});
