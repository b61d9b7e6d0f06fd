import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, istDateOf, reimbursementMsOf } from '@oc/contract';
import { apiLogin, loginInBrowser, newPage, startServer, type TestServer } from './support';

/**
 * Hostile text in Chromium (issue 19 item 3): script and HTML payloads stored in the free-text
 * fields the web shows back — written straight into the server's copied database before it starts,
 * as a text the product stored from any source — and each screen that shows them opened on a
 * desktop: the payload is on the page as literal text, no element of it is in the DOM (no
 * img[src=x], no svg[onload], no script, no on* attribute, no javascript: link) and no dialog opens.
 */

const HOSTILE =
  '"><svg onload=alert(1)><img src=x onerror=alert(1)><script>alert(1)</script>javascript:alert(1)';

/** Every account's name, the cities, services, bus types, cab passengers and inspection remarks. */
const FIELDS = [
  { table: 'accounts', column: 'name', tag: 'account' },
  { table: 'cities', column: 'name', tag: 'city' },
  { table: 'services', column: 'name', tag: 'service' },
  { table: 'bus_types', column: 'name', tag: 'bus type' },
  { table: 'cab_bookings', column: 'name', tag: 'passenger' },
  { table: 'quality_work_items', column: 'remark', tag: 'remark' },
] as const;
type Tag = (typeof FIELDS)[number]['tag'];
/** The payload of one field, marked so a screen is seen to show that field (not another's). */
const marked = (tag: Tag) => `${HOSTILE}[${tag}]`;

interface Screen {
  name: string;
  mobileNo: string;
  path: () => string;
  /** What to open on the screen first (a dialog). */
  open?: (page: Page) => Promise<void>;
  /** The literal texts to find. */
  texts: string[];
}

/** A proof uploaded through the API: a CSV whose cell and file name carry payloads (no '/': a name's folders are dropped; no '"': FormData sends it as %22). */
const PROOF_NAME = `x'><svg onload=alert(1)><img src=x onerror=alert(1)>.csv`;
const PROOF_CSV = `Item,Note\n1,"${HOSTILE.replaceAll('"', '""')}"\n`;

let server: TestServer;
let cabTripId = '';

const SCREENS: Screen[] = [
  {
    name: 'Profile (account name)',
    mobileNo: '9000000001',
    path: () => '/profile',
    texts: [marked('account')],
  },
  {
    name: 'Reimbursements: the proof modal (file name, sheet cells)',
    mobileNo: '9000000002',
    path: () => '/reimbursements',
    open: async (page) => {
      await page.getByTestId('reimbursement-row').first().getByRole('button', { name: /^View/ }).click();
      await page.getByRole('dialog', { name: 'Proof' }).waitFor();
    },
    // The server stores a name with <>:"|?* replaced by '_' (inspect.ts cleanFileName).
    texts: [HOSTILE, PROOF_NAME.replace(/[<>:"|?*]/g, '_')],
  },
  {
    name: 'Trips and Revenue (service and bus type names)',
    mobileNo: '9000000002',
    path: () => '/tripsRevenue',
    texts: [marked('service'), marked('bus type')],
  },
  {
    name: 'Inspection Data: a record (work item remarks)',
    mobileNo: '9000000002',
    path: () => '/inspectionDataDetails',
    open: async (page) => {
      const list = page.getByRole('table', { name: 'Inspections' });
      await list
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    texts: [marked('remark')],
  },
  { name: 'Cab trips (city names)', mobileNo: '9000000004', path: () => '/trips', texts: [marked('city')] },
  {
    name: 'Cab trip details (passenger names)',
    mobileNo: '9000000004',
    path: () => `/trips/tripDetails?_id=${cabTripId}`,
    texts: [marked('passenger')],
  },
  {
    name: 'Fleet payment summary (city names)',
    mobileNo: '9000000004',
    path: () => '/fmlmPaymentSummary',
    texts: [marked('city')],
  },
];

async function poison(dataDir: string): Promise<void> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    for (const f of FIELDS)
      // Prefixed to the stored text: unique columns stay unique, file names keep their extension.
      await db.query(`update ${f.table} set ${f.column} = $1 || ' ' || ${f.column}`, [marked(f.tag)]);
    const trip = await db.query<{ trip_id: string }>(
      `select b.trip_id from cab_bookings b
         join accounts a on a.id = b.account_id join users u on u.id = a.user_id
        where u.mobile_no = '9000000004' limit 1`,
    );
    cabTripId = trip.rows[0]?.trip_id ?? '';
  } finally {
    await db.close();
  }
}

/** What the payload would have injected, counted in the page. */
async function injected(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      'img[src=x]': document.querySelectorAll('img[src="x"]').length,
      'svg[onload]': document.querySelectorAll('svg[onload]').length,
      'script alert': [...document.scripts].filter((s) => s.textContent.includes('alert(1)')).length,
      'on* attribute': all.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).length,
      'javascript: link': document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length,
    };
  });
}

const figures = { screens: 0, shown: 0 };

/** Files a claim whose proof is the hostile CSV (the newest claim: first in the list). */
async function uploadProof(): Promise<void> {
  const { accessToken } = await apiLogin(server.baseUrl, '9000000002');
  const headers = { authorization: `Bearer ${accessToken}` };
  const rcs = await fetch(`${server.baseUrl}/api/v1/mg/user/rc`, { headers });
  const rc = ((await rcs.json()) as { data: { rc: string }[] }).data[0]?.rc ?? '';
  const today = istDateOf(new Date());
  const form = new FormData();
  form.set('rc', rc);
  form.set('amount', '4500');
  form.set('startDate', String(reimbursementMsOf(addDaysToDate(today, -5))));
  form.set('endDate', String(reimbursementMsOf(addDaysToDate(today, -1))));
  form.set('myFile', new Blob([PROOF_CSV], { type: 'text/csv' }), PROOF_NAME);
  const r = await fetch(`${server.baseUrl}/api/v1/mg/user/addReimbursement`, {
    method: 'POST',
    headers,
    body: form,
  });
  expect(r.status, await r.text()).toBe(200);
}

beforeAll(async () => {
  server = await startServer({ prepare: poison });
  expect(cabTripId).not.toBe('');
  await uploadProof();
});
afterAll(() => {
  console.info(`hostile text: ${JSON.stringify({ ...figures, fields: FIELDS.length })}`);
});

describe('script and HTML payloads in free text render as text (desktop)', () => {
  it.each(SCREENS.map((s) => [s.name, s] as const))('%s', async (_name, screen) => {
    const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await loginInBrowser(page, server.baseUrl, screen.mobileNo);
    await page.goto(screen.path());
    await screen.open?.(page);
    const count = (text: string) => page.evaluate((t) => document.body.textContent.split(t).length - 1, text);
    for (const text of screen.texts) {
      // The payload arrives as literal text (some screens load it after their first paint).
      await expect.poll(() => count(text), { timeout: 15_000 }).toBeGreaterThan(0);
      figures.shown += await count(text);
    }
    figures.screens += 1;
    expect(await injected(page)).toEqual({
      'img[src=x]': 0,
      'svg[onload]': 0,
      'script alert': 0,
      'on* attribute': 0,
      'javascript: link': 0,
    });
    // A moment for an onerror/onload that would fire late.
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

// The app's CSP (no inline handlers) would also stop the payload's alert; a blank page has none, so
// there the listener must see the dialog an injected onerror opens.
it('the checks see an injection when there is one (the payload put in as HTML, no CSP)', async () => {
  const page = await newPage({ device: 'desktop', baseUrl: server.baseUrl });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('about:blank');
  await page.evaluate((h) => {
    document.body.innerHTML = `<a href="javascript:alert(1)">x</a>${h}`;
  }, HOSTILE);
  await expect.poll(() => dialogs.length).toBeGreaterThan(0);
  const found = await injected(page);
  expect(found['img[src=x]']).toBe(1);
  expect(found['svg[onload]']).toBe(1);
  expect(found['on* attribute']).toBe(2);
  expect(found['javascript: link']).toBe(1);
});
