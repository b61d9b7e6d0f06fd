import type { RatingsData } from '@oc/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICES_UNDER_TEST,
  loginInBrowser,
  newPage,
  onMainDevice,
  screenshot,
  settled,
  startServer,
  type TestServer,
} from './support';
import { closeRangePicker, pickRangeStartOnly } from './support/range';

/** Opens an MG screen as 9000000002 (MG only). */
async function open(page: Page, server: TestServer, path: string, heading: string): Promise<void> {
  await loginInBrowser(page, server.baseUrl, '9000000002');
  await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** Opens the attachment button named `name` of the detail and checks the file really loads. */
async function openAttachment(page: Page, detail: Locator, name: RegExp, kind: 'image' | 'video' | 'audio') {
  await detail.getByRole('button', { name }).first().click();
  const media = page.getByTestId(`attachment-${kind}`);
  await media.waitFor();
  if (kind === 'image') {
    await expect
      .poll(() =>
        media.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
  } else {
    // The media element has read the file's header: a finite, positive duration.
    await expect
      .poll(() => media.evaluate((el) => (el as HTMLMediaElement).duration), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const duration = await media.evaluate((el) => (el as HTMLMediaElement).duration);
    expect(Number.isFinite(duration)).toBe(true);
    expect(await media.evaluate((el) => (el as HTMLMediaElement).error)).toBeNull();
  }
}

async function closeAttachment(page: Page) {
  await page.getByRole('button', { name: 'Close attachment' }).click();
}
async function closeDetail(page: Page) {
  await page.keyboard.press('Escape');
}

/** The page is no wider than its viewport (360 px on the phone). */
async function fitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/**
 * The names of a list's fields: the desktop table's column headers (without the action column) or
 * the labels of the phone's first card.
 */
async function fieldNames(list: Locator, device: string): Promise<string[]> {
  if (device === 'desktop')
    return (await list.getByRole('columnheader').allInnerTexts())
      .map((t) => t.trim())
      .filter((t) => t !== '' && t !== 'View');
  return list.getByRole('listitem').first().locator('[data-card-label]').allInnerTexts();
}

describe.each(DEVICES_UNDER_TEST)('bus quality data on %s', (device) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server.stop());

  it('Inspection Data: lists the newest first, opens a record and its image, video and voice note', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await open(page, server, '/inspectionDataDetails', 'Inspection Data');
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Inspections' });
    await list.waitFor();
    const views = list.getByRole('button', { name: /^View / });
    expect(await views.count()).toBeGreaterThan(1);
    const names = await views.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    // 'View RC DD/MM/YYYY h:mm A': newest first by default.
    const stamp = (label: string) => {
      const m = /(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
      if (!m) throw new Error(`no date in ${label}`);
      const h = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
      return `${m[3]}${m[2]}${m[1]}${String(h).padStart(2, '0')}${m[5]}`;
    };
    const stamps = names.map(stamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    if (device === 'desktop') {
      await page.getByRole('button', { name: /^Completion Date, sorted newest first/ }).click();
      const asc = (await views.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(
        stamp,
      );
      expect(asc).toEqual([...stamps].reverse());
      await page.getByRole('button', { name: /^Completion Date, sorted oldest first/ }).click();
    }
    expect(await fieldNames(list, device)).toEqual(['BUS RC', 'Completion Time', 'Completion Date']);
    await fitsWidth(page);
    await screenshot(page, `quality-inspections-${device}`);

    await views.first().click();
    const detail = page.getByRole('dialog');
    await detail.getByText('Tyre condition').waitFor();
    await settled(page, detail);
    await screenshot(page, `quality-inspection-detail-${device}`);

    await openAttachment(page, detail, /photo$/, 'image');
    await settled(page, page.getByTestId('attachment-image'));
    await screenshot(page, `quality-attachment-image-${device}`);
    // Escape closes only the top dialog: the photo goes, the detail beneath stays (and a second
    // Escape then closes the detail; here the close button is used for the next attachments).
    await page.keyboard.press('Escape');
    await page.getByTestId('attachment-image').waitFor({ state: 'detached' });
    await settled(page);
    expect(await detail.getByText('Tyre condition').isVisible()).toBe(true);
    await openAttachment(page, detail, /^Walk-around video$/, 'video');
    await settled(page, page.getByTestId('attachment-video'));
    await screenshot(page, `quality-attachment-video-${device}`);
    await closeAttachment(page);
    await page.getByTestId('attachment-video').waitFor({ state: 'detached' });
    await openAttachment(page, detail, /^Inspector voice note$/, 'audio');
    await settled(page, page.getByTestId('attachment-audio'));
    await screenshot(page, `quality-attachment-audio-${device}`);
  });

  onMainDevice(device)(
    'Inspection Data: a half-picked range says what is missing; a closed one goes back to the default',
    async () => {
      const page = await newPage({ device, baseUrl: server.baseUrl });
      await open(page, server, '/inspectionDataDetails', 'Inspection Data');
      const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Inspections' });
      await list.waitFor();
      const field = page.getByTestId('quality-range');
      const { before, note } = await pickRangeStartOnly(page, field);
      await screenshot(page, `quality-range-half-${device}`);
      // Closed with one end only: the picker and the list are the default range again, no note.
      await closeRangePicker(page, field, note);
      await expect.poll(async () => field.textContent()).toBe(before);
      await list.waitFor();
    },
  );

  onMainDevice(device)('Inspection Data: another kind and an RC filter', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await open(page, server, '/inspectionDataDetails', 'Inspection Data');
    await page.getByLabel('Inspection type', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Inspection Data 3' }).click();
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Inspections' });
    await list
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await page.getByRole('dialog').getByText('First-aid kit stocked').waitFor();
    await closeDetail(page);
    const first =
      (await list
        .getByRole('button', { name: /^View / })
        .first()
        .getAttribute('aria-label')) ?? '';
    const rc = first.split(' ')[1] ?? '';
    await page.getByLabel('Bus RC', { exact: true }).first().click();
    await page.getByRole('option', { name: rc, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const labels = await list
          .getByRole('button', { name: /^View / })
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
        return labels.length > 0 && labels.every((l) => l.startsWith(`View ${rc} `));
      })
      .toBe(true);
    // The filtered table as .xlsx, named by the kind and the range.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^inspection-data-3_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
  });

  it('Audit Data: regular audit by default, the inspection dropdown, an attachment, the dates rule', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await open(page, server, '/auditDataDetails', 'Audit Data');
    expect(await page.getByLabel('Audit type', { exact: true }).first().inputValue()).toBe('Regular Audit');
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Audits' });
    await list.waitFor();
    await fitsWidth(page);
    await screenshot(page, `quality-audits-${device}`);
    await list
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    const detail = page.getByRole('dialog');
    await detail.getByText('Floor and aisle').waitFor();
    await openAttachment(page, detail, /photo$/, 'image');
    await closeAttachment(page);
    await page.getByTestId('attachment-image').waitFor({ state: 'detached' });
    const dropdown = detail.getByLabel('Inspection', { exact: true }).first();
    await dropdown.click();
    await page.getByRole('option', { name: 'Safety' }).click();
    // Either its items or the spec's text when it was not done.
    await detail
      .getByText('First-aid kit stocked')
      .or(detail.getByText('No Data For selected Inspection'))
      .first()
      .waitFor();
    await settled(page, detail);
    await screenshot(page, `quality-audit-detail-${device}`);
    await closeDetail(page);
    await detail.waitFor({ state: 'detached' });

    // Another kind: trip-start audits.
    await page.getByLabel('Audit type', { exact: true }).first().click();
    await page.getByRole('option', { name: 'TripStart Audit' }).click();
    await list
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();

    if (device === 'mobile') {
      // Two pickers: no end date before a start date.
      await page.getByRole('button', { name: 'Clear from date' }).click();
      await page.getByRole('button', { name: 'To date' }).click();
      await page.getByText('Please select from Date first').waitFor();
      await settled(page);
      await screenshot(page, `quality-audit-dates-${device}`);
    }
  });

  it('Feedback Data: the cards match a hand count of the answer; a trip’s detail and its average', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/mg/user/fetchRatings') && r.status() === 200,
    );
    await open(page, server, '/feedbackDetails', 'Feedback Data');
    const data = ((await (await answer).json()) as { data: RatingsData }).data;
    const all = data.ratingData.flatMap((t) => t.bookings.map((b) => b.rating));
    expect(all.length).toBeGreaterThan(0);
    const average = Math.round((all.reduce((s, r) => s + r, 0) * 10) / all.length) / 10;
    await expect
      .poll(() => page.getByTestId('average-rating').textContent())
      .toBe(`${average.toFixed(1)} / 5`);
    expect(await page.getByTestId('positive-rating').textContent()).toBe(
      String(all.filter((r) => r >= 4).length),
    );
    expect(await page.getByTestId('negative-rating').textContent()).toBe(
      String(all.filter((r) => r <= 3).length),
    );
    await page.getByTestId('rating-chart').waitFor();
    await page.getByRole('list', { name: 'Most frequent tags' }).waitFor();
    await fitsWidth(page);
    await settled(page);
    await screenshot(page, `quality-feedback-${device}`);

    const trip = data.ratingData[0];
    if (!trip) throw new Error('no trip');
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Trip ratings' });
    await list
      .getByRole('button', { name: /^View / })
      .first()
      .waitFor();
    expect(await fieldNames(list, device)).toEqual(['Service Name', 'Date', 'Avg. Ratings']);
    await list
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    const detail = page.getByRole('dialog');
    const tripAverage =
      Math.round((trip.bookings.reduce((s, b) => s + b.rating, 0) * 10) / trip.bookings.length) / 10;
    expect(await detail.getByTestId('trip-average').textContent()).toBe(tripAverage.toFixed(1));
    for (const b of trip.bookings) await detail.getByText(b.bookingCode).waitFor();
    await settled(page, detail);
    await screenshot(page, `quality-feedback-detail-${device}`);
  });

  it('My Buses: RC Number, Status, Bus Type, filtered by RC', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    await open(page, server, '/myBuses', 'My Buses');
    const list = page.getByRole(device === 'desktop' ? 'table' : 'list', { name: 'Buses' });
    await list.waitFor();
    const rows = device === 'desktop' ? list.locator('tbody tr') : list.getByRole('listitem');
    expect(await rows.count()).toBe(8);
    const statuses = await list.getByText(/^(Active|Inactive)$/).allTextContents();
    expect(statuses).toHaveLength(8);
    await fitsWidth(page);
    await screenshot(page, `quality-buses-${device}`);
    // The spec's column names, the same on the phone's cards as on the desktop's columns.
    expect(await fieldNames(list, device)).toEqual(['RC Number', 'Status', 'Bus Type']);
    // An RC search that matches nothing says so, with what was typed.
    const search = page.getByLabel('RC Number', { exact: true }).first();
    await search.click();
    await search.pressSequentially('ZZ99');
    await page.getByText('No bus with an RC matching "ZZ99"').waitFor();
    await screenshot(page, `quality-buses-no-match-${device}`);
    await search.fill('');
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.count()).toBe(1);
  });

  onMainDevice(device)('outside MG: the notice, no call, no error toast', async () => {
    const page = await newPage({ device, baseUrl: server.baseUrl });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/fetch')) calls.push(r.url());
    });
    await loginInBrowser(page, server.baseUrl, '9000000001');
    await page.goto('/inspectionDataDetails');
    await page.getByText('This screen is not part of your business model').waitFor();
    await page.getByText('The GDS business model does not include Inspection Data.').waitFor();
    expect(await page.getByText('something went wrong').count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
