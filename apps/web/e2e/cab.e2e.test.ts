import { randomUUID } from 'node:crypto';
import {
  CAB_ASSIGN_WINDOW_MS,
  CAB_TRIP_DEFAULT_SPAN_MS,
  groupPassengersByMarshal,
  hasDriver,
  type CabTrip,
} from '@oc/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';

const CAB = '9000000004';

/** The cab account's trips in the default window, as the API answers them. */
async function apiTrips(server: TestServer, query = ''): Promise<CabTrip[]> {
  const { accessToken } = await apiLogin(server.baseUrl, CAB);
  const res = await fetch(`${server.baseUrl}/api/v1/cabOperator/trips${query}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: CabTrip[] }).data;
}

async function openTrips(page: Page, server: TestServer): Promise<void> {
  await loginInBrowser(page, server.baseUrl, CAB);
  await page.goto('/trips');
  await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
}

/** A trip's row (desktop) or tile (mobile). */
const tripOf = (page: Page, code: string): Locator => page.locator(`[data-trip="${code}"]`).first();

describe.each(DEVICES_UNDER_TEST)('cab trips on %s', (device) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.stop());

  it('lists the default window sorted, filters with chips (count, remove one, Reset) and the city overlay', async () => {
    const trips = await apiTrips(server);
    expect(trips.length).toBeGreaterThan(10);
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openTrips(page, server);
    await tripOf(page, trips[0]!.groupCode).waitFor();
    // Upcoming first ascending, then past, nearest first: the page shows the server's order.
    const shown = await page
      .locator('[data-trip]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-trip')));
    expect(shown).toEqual(trips.map((t) => t.groupCode));
    const now = Date.now();
    const starts = trips.map((t) => t.startTime);
    const firstPast = starts.findIndex((s) => s < now);
    expect(starts.slice(0, firstPast)).toEqual([...starts.slice(0, firstPast)].sort((a, b) => a - b));
    expect(starts.slice(firstPast)).toEqual([...starts.slice(firstPast)].sort((a, b) => b - a));
    // One marker, right before the first trip that has started.
    const order = await page
      .locator('[data-trip], [data-testid="trips-past-marker"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-trip') ?? 'marker'));
    expect(order.indexOf('marker')).toBe(firstPast);
    expect(order.filter((o) => o === 'marker')).toHaveLength(firstPast >= 0 ? 1 : 0);
    await screenshot(page, `cab-trips-${device}`);

    // One expanded row at a time.
    const [a, b] = [trips[0]!, trips[1]!];
    // A row's bookings button is named by what it shows, then the trip ('4 bookings of CRC…');
    // aria-expanded says whether its bookings are open.
    const bookingsOf = (code: string) =>
      tripOf(page, code)
        .getByRole('button', { name: new RegExp(`^\\d+ bookings?\\b.* of ${code}$`) })
        .filter({ has: page.getByTestId('trip-bookings-count') });
    const expanded = (code: string) => bookingsOf(code).getAttribute('aria-expanded');
    await bookingsOf(a.groupCode).click();
    await expect.poll(() => expanded(a.groupCode)).toBe('true');
    // The opened bookings push the next row down: click it once the expansion is over (a click
    // during the animation can land on the moving bookings instead).
    await settled(page);
    await bookingsOf(b.groupCode).click();
    await expect.poll(() => expanded(b.groupCode)).toBe('true');
    await expect.poll(() => expanded(a.groupCode)).toBe('false');
    await settled(page);
    await screenshot(page, `cab-trips-expanded-${device}`);

    // The row counts what it expands to: confirmed bookings, and the cancelled ones beside them.
    const labels = await page
      .getByTestId('trip-bookings-count')
      .evaluateAll((els) => els.map((e) => e.textContent));
    expect(labels).toEqual(
      trips.map((t) => {
        const n = t.bookings.filter((k) => k.status === 'CONFIRMED').length;
        const cancelled = t.bookings.length - n;
        return `${n} ${n === 1 ? 'booking' : 'bookings'}${cancelled > 0 ? ` · ${cancelled} cancelled` : ''}`;
      }),
    );
    const withCancelled = trips.find((t) => t.bookings.some((k) => k.status === 'CANCELLED'));
    expect(withCancelled, 'a trip with a cancelled booking in the default window').toBeDefined();
    const c = withCancelled!;
    // Which trips fall in the window depends on the time of day: the one with a cancelled booking
    // may be the row opened above (then it is open already).
    if (c !== b) await bookingsOf(c.groupCode).click();
    await expect.poll(() => expanded(c.groupCode)).toBe('true');
    const expandedRows = device === 'desktop' ? page : tripOf(page, c.groupCode);
    await expect
      .poll(() => expandedRows.getByTestId('trip-booking').filter({ visible: true }).count())
      .toBe(c.bookings.length);
    await settled(page);
    await screenshot(page, `cab-trips-cancelled-count-${device}`);

    const search = async () => {
      if (device === 'mobile') {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Search' });
        await drawer.waitFor();
        await settled(page, drawer);
        return drawer;
      }
      return page.locator('form').first();
    };

    // Trip ID and cities: two chips.
    const target = trips.find((t) => t.from !== t.to) ?? trips[0]!;
    let bar = await search();
    await bar.getByLabel('Trip ID').fill(target.groupCode.toLowerCase());
    await bar.getByLabel('From City').click();
    const overlay = page.getByRole('dialog', { name: 'From City' });
    await overlay.getByPlaceholder('Search city').fill(target.from.slice(0, 4));
    await overlay.getByRole('button', { name: `Select ${target.from}` }).click();
    await overlay.waitFor({ state: 'hidden' });
    await bar.getByLabel('To City').click();
    const overlayTo = page.getByRole('dialog', { name: 'To City' });
    await overlayTo.getByPlaceholder('Search city').waitFor();
    await settled(page, overlayTo);
    if (device === 'mobile') await screenshot(page, `cab-trips-city-overlay-${device}`);
    await overlayTo.getByPlaceholder('Search city').fill(target.to);
    await overlayTo.getByRole('button', { name: `Select ${target.to}` }).click();
    await overlayTo.waitFor({ state: 'hidden' });
    if (device === 'mobile') await screenshot(page, `cab-trips-search-drawer-${device}`);
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await chips.getByText('Filters applied (2)').waitFor();
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(1);
    await tripOf(page, target.groupCode).waitFor();
    await settled(page);
    await screenshot(page, `cab-trips-chips-${device}`);

    // Remove the trip ID chip: the city pair stays, any date.
    await chips.getByRole('button', { name: `Remove Trip ID ${target.groupCode.toLowerCase()}` }).click();
    await chips.getByText('Filters applied (1)').waitFor();
    const byCity = await apiTrips(server, `?fromCityId=${target.fromCityId}&toCityId=${target.toCityId}`);
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(byCity.length);
    // Remove the last chip: the default window again.
    await chips.getByRole('button', { name: /^Remove From / }).click();
    await chips.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(trips.length);

    // Nothing found with a filter; Reset brings the default window back.
    bar = await search();
    await bar.getByLabel('Trip ID').fill('NOPE000');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Trips Not Found').waitFor();
    await page.getByRole('group', { name: 'Applied filters' }).getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.locator('[data-trip]').count()).toBe(trips.length);
  });

  it('assigns a driver (the trip named, form rules, overlap warning, focus back), edits it (current values, Update), and calls a passenger by reference', async () => {
    const now = Date.now();
    const trips = await apiTrips(server);
    // A trip's time as the server reckons it for the overlap warning.
    const span = (t: CabTrip) => [
      t.startTime,
      Math.max(t.startTime + CAB_TRIP_DEFAULT_SPAN_MS, ...t.bookings.map((b) => b.toStationDate)),
    ];
    const overlap = (a: CabTrip, b: CabTrip) => span(a)[0]! < span(b)[1]! && span(b)[0]! < span(a)[1]!;
    const busyOf = (t: CabTrip) => trips.find((o) => o.id !== t.id && hasDriver(o) && overlap(t, o));
    const free = trips.find(
      (t) => !hasDriver(t) && t.startTime > now && groupPassengersByMarshal(t).length > 0 && busyOf(t),
    );
    expect(free, 'an upcoming trip without a driver, beside one with a driver').toBeDefined();
    const trip = free!;
    const busy = busyOf(trip)!;
    const driverMobile = busy.driverMobileNo!;
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await openTrips(page, server);
    const row = tripOf(page, trip.groupCode);
    await row.getByRole('button', { name: `Assign driver to ${trip.groupCode}` }).click();
    const dialogName = device === 'mobile' ? 'Assign a driver' : 'Assign Driver';
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await settled(page, dialog);
    // The dialog names its trip: ID, route, start.
    const named = (await dialog.getByTestId('assign-trip').textContent()) ?? '';
    for (const part of [trip.groupCode, `${trip.from} - ${trip.to}`])
      expect(named, 'the dialog names the trip').toContain(part);
    expect(named).toMatch(/\d{2}:\d{2} [AP]M/);
    const submit = dialog.getByRole('button', { name: 'Assign', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    if (device === 'desktop') expect(Math.round((await dialog.boundingBox())!.width)).toBe(400);

    // RC: upper-cased letters and digits while typing. A name with digits or symbols is refused at
    // the field as typed, never rewritten.
    await dialog.getByLabel('RC Number').fill('ka-01 ab 9876');
    expect(await dialog.getByLabel('RC Number').inputValue()).toBe('KA01AB9876');
    await dialog.getByLabel('Driver Mobile Number').fill('12345');
    await dialog.getByLabel('Driver Name').fill('Ramesh 2 Kumar!');
    expect(await dialog.getByLabel('Driver Name').inputValue()).toBe('Ramesh 2 Kumar!');
    await dialog.getByText('Driver name may contain only letters and spaces').waitFor();
    await submit.click();
    await dialog.getByText('Invalid mobile number').waitFor();
    await settled(page, dialog);
    await screenshot(page, `cab-assign-invalid-${device}`);
    await dialog.getByLabel('Driver Mobile Number').fill(driverMobile);
    await dialog.getByText('Invalid mobile number').waitFor({ state: 'hidden' });
    await dialog.getByLabel('Driver Name').fill('Ravi Shankar');
    await dialog.getByText('Driver name may contain only letters and spaces').waitFor({ state: 'hidden' });

    // The server refuses such a name too (400 at driverName), and the form shows it: the check's
    // request is sent on with the name as typed before.
    await page.route(
      '**/api/v1/cabOperator/assignCabDriver/overlaps',
      (route) =>
        route.continue({
          postData: JSON.stringify({
            ...(route.request().postDataJSON() as object),
            driverName: 'Ramesh 2 Kumar!',
          }),
        }),
      { times: 1 },
    );
    await submit.click();
    await dialog.getByText('Driver name may contain only letters and spaces').waitFor();
    await dialog.getByLabel('Driver Name').fill('Ravi');
    await dialog.getByLabel('Driver Name').fill('Ravi Shankar');

    // The same driver is on an overlapping trip: a warning, and the operator may go on.
    await submit.click();
    const warning = dialog.getByTestId('assign-overlap');
    await warning.getByText(busy.groupCode).waitFor();
    await settled(page, dialog);
    await screenshot(page, `cab-assign-overlap-${device}`);
    await dialog.getByRole('button', { name: 'Assign anyway' }).click();
    const success = page.getByRole('dialog').filter({ hasText: 'Assignment Successful' });
    await success.getByText('Trip has been successfully assigned to driver.').waitFor();
    await settled(page, success);
    await screenshot(page, `cab-assign-success-${device}`);
    await success.getByRole('button', { name: 'Ok' }).click();
    await row.getByText('Assigned').waitFor();
    // The focus is back on the trip's row.
    await expect.poll(() => row.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await row.getByRole('button', { name: `Driver details of ${trip.groupCode}` }).click();
    const popover = page.getByRole('dialog').filter({ hasText: 'KA01AB9876' });
    await popover.getByText(driverMobile).waitFor();
    await popover.getByRole('button', { name: 'Copy RC' }).waitFor();
    await settled(page, popover);
    await screenshot(page, `cab-assigned-tooltip-${device}`);
    await page.keyboard.press('Escape');

    // Edit on the detail: the current values in the fields, 'Update', 'updated'.
    await row.getByRole('link', { name: 'Edit/View Details' }).click();
    await page.getByRole('heading', { name: 'Trip Details' }).waitFor();
    await page.getByText('RC: KA01AB9876').waitFor();
    await settled(page);
    await screenshot(page, `cab-trip-detail-${device}`);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const edit = page.getByRole('dialog', { name: dialogName });
    await edit.waitFor();
    expect(await edit.getByLabel('RC Number').inputValue()).toBe('KA01AB9876');
    expect(await edit.getByLabel('Driver Mobile Number').inputValue()).toBe(driverMobile);
    expect(await edit.getByLabel('Driver Name').inputValue()).toBe('Ravi Shankar');
    await settled(page, edit);
    await screenshot(page, `cab-assign-edit-${device}`);
    await edit.getByLabel('Driver Name').fill('Mahesh Gowda');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await edit.getByRole('button', { name: 'Update anyway' }).click();
    const updated = page.getByRole('dialog').filter({ hasText: 'Assignment Updated' });
    await updated.getByText('The trip’s driver details have been updated.').waitFor();
    await updated.getByRole('button', { name: 'Ok' }).click();
    await page.getByText('Name: Mahesh Gowda').waitFor();
    await page.getByText(`Mobile: ${driverMobile}`).waitFor();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-assign-scope]'))))
      .toBe(true);

    // Passengers under their marshals; Call names the booking (the page never had the number),
    // locks for 5 s and shows the toast.
    const groups = groupPassengersByMarshal(trip);
    for (const g of groups) await page.getByRole('group', { name: g.label }).first().waitFor();
    const passenger = groups[0]!.bookings[0]!;
    expect(passenger.mobileNo).toMatch(/^X{6}\d{4}$/);
    const call = page.getByRole('button', { name: `Call ${passenger.name}` }).first();
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/cabOperator/clickToCall'),
      call.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ caller: CAB, role: 'PASSENGER', bookingId: passenger._id });
    await page.getByText('Call initiated successfully! You will receive a connecting call soon').waitFor();
    expect(await call.isDisabled()).toBe(true);
    const pressed = Date.now();
    await expect.poll(() => call.isDisabled(), { timeout: 10_000, interval: 250 }).toBe(false);
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(4_000);
  });

  onMainDevice(device)(
    "shows 'Trip doesn’t exist' for a trip that is not the account's and goes back to the trips",
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await loginInBrowser(page, server.baseUrl, CAB);
      await page.goto(`/trips/tripDetails?_id=${randomUUID()}`);
      const popup = page.getByRole('dialog').filter({ hasText: 'Trip doesn’t exist' });
      await popup.getByText('This trip has been reassigned and is not available anymore').waitFor();
      await settled(page, popup);
      await screenshot(page, `cab-trip-missing-${device}`);
      await popup.getByRole('button', { name: 'Go to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/trips');
      await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
    },
  );

  onMainDevice(device)('offers no assignment and no call after the 4-hour window', async () => {
    const trips = await apiTrips(server, `?fromDate=${Date.now() - 3 * 24 * 3_600_000}&toDate=${Date.now()}`);
    const late = trips.filter((t) => t.startTime + CAB_ASSIGN_WINDOW_MS < Date.now() - 60_000);
    const trip = late.find((t) => groupPassengersByMarshal(t).length > 0);
    expect(trip, 'a trip that started more than 4 hours ago').toBeDefined();
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await loginInBrowser(page, server.baseUrl, CAB);
    await page.goto(`/trips/tripDetails?_id=${trip!.id}`);
    await page.getByRole('heading', { name: 'Trip Details' }).waitFor();
    await page.getByRole('heading', { name: 'Passengers', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Assign Driver' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Details' }).count()).toBe(0);
    const calls = await page.getByRole('button', { name: /^Call / }).all();
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(await c.isDisabled()).toBe(true);
  });
});
