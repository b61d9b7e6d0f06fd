import {
  PNR_REPORT_COLUMNS,
  XLSX_MIME,
  addDaysToDate,
  istDateOf,
  istStartOfDay,
  type ErrorEnvelope,
  type Payout,
} from '@oc/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bookings, payouts, trips, users } from '../../db/schema';
import { createFileStorage } from '../files/storage';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';

interface Ok<T> {
  statusCode: number;
  data: T;
}

let ctx: TestContext;
let token: string; // 9000000001 OPERATOR
let tokenOther: string; // 9000000006 OPERATOR
let tokenEv: string; // 9000000003 ELECTRIC
let accountId: string;
let otherAccount: string;
const today = istDateOf(new Date());
const weekStart = addDaysToDate(today, -13);
const weekEnd = addDaysToDate(today, -7);
let storedId: string;
let otherStoredId: string;

async function accountOf(mobileNo: string) {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'OPERATOR')));
  return row!.id;
}

const get = (url: string, t = token) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(t) });

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  token = (await loginAs(ctx, '9000000001')).accessToken;
  tokenOther = (await loginAs(ctx, '9000000006')).accessToken;
  tokenEv = (await loginAs(ctx, '9000000003')).accessToken;
  accountId = await accountOf('9000000001');
  otherAccount = await accountOf('9000000006');
  await ctx.db.delete(payouts);
  // The payout run puts a report in the file storage (STORAGE_DIR here) under payouts/<name>.
  await createFileStorage(ctx.config.fileStorage).put(
    'payouts/stored.xlsx',
    Buffer.from('stored-report-bytes'),
    XLSX_MIME,
  );
  const rows = await ctx.db
    .insert(payouts)
    .values([
      {
        accountId,
        boName: 'Shiv Shakti Travels',
        amountPaise: 1_234_550,
        billingStart: weekStart,
        billingEnd: weekEnd,
        generatedOn: istStartOfDay(addDaysToDate(weekEnd, 1)),
      },
      {
        accountId,
        boName: 'Shiv Shakti Travels',
        amountPaise: 500_000,
        billingStart: addDaysToDate(weekStart, -7),
        billingEnd: addDaysToDate(weekEnd, -7),
        generatedBySystem: false,
        pnrWiseReport: 'payouts/stored.xlsx',
      },
      {
        accountId: otherAccount,
        boName: 'Sri Sai Bus Service',
        amountPaise: 10_000,
        billingStart: weekStart,
        billingEnd: weekEnd,
        pnrWiseReport: 'payouts/stored.xlsx',
      },
      {
        accountId,
        boName: 'Shiv Shakti Travels',
        amountPaise: 1,
        billingStart: addDaysToDate(weekStart, -14),
        billingEnd: addDaysToDate(weekEnd, -14),
        pnrWiseReport: '../../../etc/passwd',
      },
    ])
    .returning();
  storedId = rows[1]!.id;
  otherStoredId = rows[2]!.id;
});
afterAll(() => ctx.close());

describe('GET /user/payout', () => {
  it("lists the account's payouts, latest first, in the §3 shape", async () => {
    const res = await get('/api/v1/user/payout');
    expect(res.statusCode).toBe(200);
    const list = res.json<Ok<Payout[]>>().data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      operatorUser: { name: 'Shiv Shakti Travels' },
      billingStartDate: weekStart,
      billingEndDate: weekEnd,
      createdBySystem: true,
      paymentAmount: 12_345.5,
      pnrWiseReport: null,
    });
    expect(list[1]).toMatchObject({ createdBySystem: false, pnrWiseReport: 'payouts/stored.xlsx' });
  });

  it('filters by an epoch-ms range (billing period overlapping it)', async () => {
    const from = istStartOfDay(weekEnd).getTime();
    const to = istStartOfDay(addDaysToDate(today, 1)).getTime() - 1;
    const list = (await get(`/api/v1/user/payout?fromDate=${from}&toDate=${to}`)).json<Ok<Payout[]>>().data;
    expect(list.map((p) => p.billingEndDate)).toEqual([weekEnd]);
    const none = await get(`/api/v1/user/payout?fromDate=0&toDate=1000`);
    expect(none.json<Ok<Payout[]>>().data).toEqual([]);
    expect((await get(`/api/v1/user/payout?fromDate=${to}&toDate=${from}`)).statusCode).toBe(400);
  });

  it('is for OPERATOR accounts only', async () => {
    const res = await get('/api/v1/electric/user/payout', tokenEv);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorEnvelope>().data).toBe('The Electric business model does not include Payouts.');
  });
});

describe('GET /user/weeklyReport', () => {
  it('builds an .xlsx of the confirmed bookings of the period; parsed back it matches the database', async () => {
    const from = istStartOfDay(weekStart).getTime();
    const to = istStartOfDay(addDaysToDate(weekEnd, 1)).getTime() - 1;
    const res = await get(`/api/v1/user/weeklyReport?fromDate=${from}&toDate=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pnrwisereport_${weekStart}_${weekEnd}.xlsx"`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(4)).toEqual([...PNR_REPORT_COLUMNS]);

    const expected = await ctx.db
      .select({
        pnr: bookings.pnr,
        fare: bookings.farePaise,
        seats: bookings.seats,
        tripDate: trips.tripDate,
      })
      .from(bookings)
      .innerJoin(trips, and(eq(trips.accountId, bookings.accountId), eq(trips.id, bookings.tripId)))
      .where(
        and(
          eq(bookings.accountId, accountId),
          eq(bookings.status, 'CONFIRMED'),
          gte(trips.tripDate, weekStart),
          lte(trips.tripDate, weekEnd),
        ),
      )
      .orderBy(trips.tripDate, bookings.pnr);
    expect(expected.length).toBeGreaterThan(0);
    const dataRows = Array.from({ length: expected.length }, (_, i) => values(5 + i));
    expect(dataRows.map((r) => r[0])).toEqual(expected.map((e) => e.pnr));
    expect(dataRows.map((r) => r[11])).toEqual(expected.map((e) => e.fare / 100));
    const [d, m, y] = String(dataRows[0]![1]).split('/');
    expect(`${y}-${m}-${d}`).toBe(expected[0]!.tripDate);
    const total = values(5 + expected.length);
    expect(total[0]).toBe('Total');
    expect(total[7]).toBe(expected.reduce((s, e) => s + e.seats, 0));
    expect(total[11]).toBeCloseTo(expected.reduce((s, e) => s + e.fare, 0) / 100, 2);
    // Another account's bookings are not in it.
    const [others] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.accountId, otherAccount));
    expect(others!.n).toBeGreaterThan(0);
  });

  it('needs both dates, in order', async () => {
    const missing = await get('/api/v1/user/weeklyReport');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errors).toContainEqual({
      path: 'fromDate',
      message: 'fromDate and toDate are required',
    });
    expect((await get('/api/v1/user/weeklyReport?fromDate=10&toDate=5')).statusCode).toBe(400);
  });

  it('refuses dates past 2100 with a 400, for the report and the list alike', async () => {
    for (const url of [
      '/api/v1/user/weeklyReport?fromDate=253402300800000&toDate=253402300800000',
      '/api/v1/user/payout?fromDate=253402300799999',
      '/api/v1/user/payout?toDate=999999999999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorEnvelope>().data).toMatch(/between 1970 and 2100/);
    }
  });
});

describe('GET /user/payoutReport/{id}', () => {
  it("downloads a stored report of the account's own payout", async () => {
    const res = await get(`/api/v1/user/payoutReport/${storedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('stored-report-bytes');
    // Its size, so the web's download bar can show a percentage.
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('stored-report-bytes')));
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pnrwisereport_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
  });

  it("is 404 for another account's payout, a payout without a file and a path leaving storage", async () => {
    expect((await get(`/api/v1/user/payoutReport/${otherStoredId}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/user/payoutReport/${otherStoredId}`, tokenOther)).statusCode).toBe(200);
    const list = (await get('/api/v1/user/payout')).json<Ok<Payout[]>>().data;
    expect((await get(`/api/v1/user/payoutReport/${list[0]!._id}`)).statusCode).toBe(404);
    const traversal = list.find((p) => p.pnrWiseReport?.includes('..'))!;
    expect((await get(`/api/v1/user/payoutReport/${traversal._id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/user/payoutReport/not-a-uuid`)).statusCode).toBe(400);
  });
});
