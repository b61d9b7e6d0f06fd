import {
  FLEET_EXPORT_COLUMNS,
  FLEET_TEXTS,
  notInModelMessage,
  type FleetSummary,
  type UserType,
  fleetEndpoints,
} from '@oc/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loginAs, type TestContext, apiCaller } from '../../../test/support';
import { accounts, cabTrips, cities, users } from '../../db/schema';

/**
 * Fleet payment summary over a controlled data set: the demo trips of the cab account are replaced
 * by the trips below, whose figures are counted by hand. NOW is 12:00 IST on 10 March 2026, so the
 * default window (the last 7 IST days, today included) is 4 March 00:00 IST … 10 March 23:59:59.999 IST.
 */
const IST = (iso: string) => new Date(`${iso}+05:30`);
const NOW = IST('2026-03-10T12:00:00');
const DAY = 86_400_000;

let ctx: TestContext;
const { callAs, get } = apiCaller(() => ctx);
let cab: string;
let mg: string;
let gds: string;
let electric: string;
let cabAccount: string;
let otherAccount: string;
let cityA: string; // Bengaluru
let cityB: string; // Mysuru
let cityC: string; // Chennai

interface Spec {
  code: string;
  start: Date;
  from: () => string;
  to: () => string;
  seater: string;
  route: 'INTER' | 'INTRA';
  paise: number;
  /** Contract end; default start + 30 days. */
  until?: Date;
  /** Whether a driver (RC, mobile, name) is recorded; default true. */
  driver?: boolean;
}

// The hand-counted set. Status at NOW in the comment.
const TRIPS: Spec[] = [
  // EARNED: started yesterday, valid.
  {
    code: 'T1',
    start: IST('2026-03-09T10:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '4 Seater',
    route: 'INTER',
    paise: 300_000,
  },
  // EARNED: its contract ends exactly at the start (not before it): valid.
  {
    code: 'T2',
    start: IST('2026-03-08T08:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '6 Seater',
    route: 'INTER',
    paise: 425_050,
    until: IST('2026-03-08T08:00:00'),
  },
  // CONTRACT_INVALID: started, contract ended a week before.
  {
    code: 'T3',
    start: IST('2026-03-07T09:00:00'),
    from: () => cityA,
    to: () => cityA,
    seater: '4 Seater',
    route: 'INTRA',
    paise: 90_000,
    until: IST('2026-02-28T00:00:00'),
  },
  // EARNED: starts exactly now (started), no asset type.
  { code: 'T4', start: NOW, from: () => cityB, to: () => cityC, seater: '', route: 'INTER', paise: 123_456 },
  // NOT_STARTED: later today.
  {
    code: 'T5',
    start: IST('2026-03-10T15:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '4 Seater',
    route: 'INTER',
    paise: 500_000,
  },
  // EARNED: intracity.
  {
    code: 'T6',
    start: IST('2026-03-06T07:00:00'),
    from: () => cityA,
    to: () => cityA,
    seater: '7 Seater',
    route: 'INTRA',
    paise: 150_025,
  },
  // Outside the default window (one minute before it opens).
  {
    code: 'T7',
    start: IST('2026-03-03T23:59:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '4 Seater',
    route: 'INTER',
    paise: 999_900,
  },
  // EARNED: exactly when the default window opens.
  {
    code: 'T8',
    start: IST('2026-03-04T00:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '6 Seater',
    route: 'INTER',
    paise: 200_000,
  },
  // NOT_STARTED although its contract is expired too (the future start decides first).
  {
    code: 'T10',
    start: IST('2026-03-10T20:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '6 Seater',
    route: 'INTER',
    paise: 777_700,
    until: IST('2026-03-01T00:00:00'),
  },
  // After the default window (tomorrow).
  {
    code: 'T11',
    start: IST('2026-03-11T00:00:00'),
    from: () => cityA,
    to: () => cityB,
    seater: '4 Seater',
    route: 'INTER',
    paise: 111_100,
  },
];

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'CABOWNER'): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  if (!row) throw new Error(`no ${type} account for ${mobileNo}`);
  return row.id;
}

const summary = (query: Record<string, string | number> = {}, token = cab) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return get<FleetSummary>(token, `/api/v1/cabOperator/fmlmPaymentSummary${qs ? `?${qs}` : ''}`);
};
async function ok(query: Record<string, string | number> = {}): Promise<FleetSummary> {
  const r = await summary(query);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}
const codes = (s: FleetSummary) => s.tripContracts.map((t) => t.groupCode);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: new Date(NOW.getTime() - 10 * 60_000) });
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  mg = (await loginAs(ctx, '9000000002')).accessToken;
  gds = (await loginAs(ctx, '9000000001')).accessToken;
  electric = (await loginAs(ctx, '9000000003')).accessToken;
  ctx.clock.set(NOW);
  cabAccount = await accountOf('9000000004', 'CABOWNER');
  otherAccount = await accountOf('9000000001', 'OPERATOR');
  const rows = await ctx.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.name, ['Bengaluru', 'Mysuru', 'Chennai']));
  const byName = (n: string) => rows.find((c) => c.name === n)?.id ?? '';
  [cityA, cityB, cityC] = [byName('Bengaluru'), byName('Mysuru'), byName('Chennai')];
  // Only the hand-counted trips belong to the cab account.
  await ctx.db.delete(cabTrips).where(eq(cabTrips.accountId, cabAccount));
  const row = tripRow;
  await ctx.db.insert(cabTrips).values(TRIPS.map((t) => row(cabAccount, t, t.code, t.paise)));
  // Another account's trips at the same times, routes and asset types (and one asset type of its
  // own): never counted, never listed.
  await ctx.db
    .insert(cabTrips)
    .values([
      ...TRIPS.map((t) => row(otherAccount, t, `X${t.code}`, 10_000_000)),
      { ...row(otherAccount, TRIPS[0] as Spec, 'XBUS', 10_000_000), seater: 'Bus 40 Seater' },
    ]);
});
afterAll(async () => {
  await ctx.close();
});

/** A cab_trips row of a hand-counted trip (with a driver recorded unless `driver: false`). */
function tripRow(accountId: string, t: Spec, code = t.code, paise = t.paise) {
  return {
    accountId,
    groupCode: code,
    startAt: t.start,
    fromCityId: t.from(),
    toCityId: t.to(),
    seater: t.seater,
    routeType: t.route,
    supplyCostPaise: paise,
    contractValidUntil: t.until ?? new Date(t.start.getTime() + 30 * DAY),
    ...(t.driver === false
      ? {}
      : { vehicleRc: 'KA01AB1234', driverMobile: '9876543210', driverName: 'Ravi Kumar' }),
  };
}

describe('GET /cabOperator/fmlmPaymentSummary: figures', () => {
  it('default window (last 7 IST days, today included): every trip listed, only earned ones counted', async () => {
    const s = await ok();
    expect(s.fromDate).toBe(IST('2026-03-04T00:00:00').getTime());
    expect(s.toDate).toBe(IST('2026-03-11T00:00:00').getTime() - 1);
    // Latest first; T7 (before) and T11 (after) are outside; no X* trip of the other account.
    expect(codes(s)).toEqual(['T10', 'T5', 'T4', 'T1', 'T2', 'T3', 'T6', 'T8']);
    expect(s.totalTrips).toBe(8);
    // Earned: T1 3000 + T2 4250.50 + T4 1234.56 + T6 1500.25 + T8 2000 = 11,985.31 over 5 trips.
    expect(s.earningTrips).toBe(5);
    expect(s.totalEarnings).toBe(11_985.31);
    expect(s.avgTripEarning).toBe(2397.06); // 11,985.31 / 5 = 2,397.062
    expect(s.highestTripEarning).toBe(4250.5);
  });

  it('the amount rule of each trip: not started, contract invalid, earned', async () => {
    const s = await ok();
    const byCode = Object.fromEntries(s.tripContracts.map((t) => [t.groupCode, t]));
    expect(byCode.T5).toMatchObject({
      amountStatus: 'NOT_STARTED',
      isContractExpired: false,
      supplyCost: 5000,
    });
    // Future start decides before an expired contract.
    expect(byCode.T10).toMatchObject({ amountStatus: 'NOT_STARTED', isContractExpired: true });
    expect(byCode.T3).toMatchObject({
      amountStatus: 'CONTRACT_INVALID',
      isContractExpired: true,
      supplyCost: 900,
    });
    // A contract ending exactly at the start is not expired.
    expect(byCode.T2).toMatchObject({ amountStatus: 'EARNED', isContractExpired: false, supplyCost: 4250.5 });
    // Starting exactly now counts as started.
    expect(byCode.T4).toMatchObject({ amountStatus: 'EARNED', seater: '', from: 'Mysuru', to: 'Chennai' });
    expect(byCode.T1).toMatchObject({
      amountStatus: 'EARNED',
      from: 'Bengaluru',
      to: 'Mysuru',
      routeType: 'INTER',
      seater: '4 Seater',
      startTime: IST('2026-03-09T10:00:00').getTime(),
      supplyCost: 3000,
    });
    expect(byCode.T1?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a trip earns once it has started: moving the clock past T5 adds it', async () => {
    try {
      ctx.clock.set(IST('2026-03-10T16:00:00'));
      const token = (await loginAs(ctx, '9000000004')).accessToken;
      const r = await summary({}, token);
      const s = r.body.data;
      expect(s.tripContracts.find((t) => t.groupCode === 'T5')?.amountStatus).toBe('EARNED');
      expect(s.earningTrips).toBe(6);
      expect(s.totalEarnings).toBe(16_985.31);
      expect(s.avgTripEarning).toBe(2830.89); // 16,985.31 / 6 = 2,830.885 → half up
      expect(s.highestTripEarning).toBe(5000);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('a started trip without a recorded driver: listed as NO_DRIVER, left out of every earnings figure', async () => {
    const t12: Spec = {
      code: 'T12',
      start: IST('2026-03-05T08:00:00'),
      from: () => cityA,
      to: () => cityB,
      seater: '4 Seater',
      route: 'INTER',
      paise: 450_000,
      driver: false,
    };
    // A driver half recorded (no name) is no driver either.
    const t13: Spec = { ...t12, code: 'T13', start: IST('2026-03-05T09:00:00'), paise: 990_000 };
    await ctx.db
      .insert(cabTrips)
      .values([
        tripRow(cabAccount, t12),
        { ...tripRow(cabAccount, t13), driverMobile: '9876543210', vehicleRc: 'KA01AB1234' },
      ]);
    try {
      const s = await ok();
      const byCode = Object.fromEntries(s.tripContracts.map((t) => [t.groupCode, t]));
      expect(byCode.T12).toMatchObject({
        amountStatus: 'NO_DRIVER',
        isContractExpired: false,
        supplyCost: 4500,
      });
      expect(byCode.T13).toMatchObject({ amountStatus: 'NO_DRIVER' });
      // Listed (10 trips) but the figures are those of the 5 earned trips, as before.
      expect(s.totalTrips).toBe(10);
      expect(s).toMatchObject({ earningTrips: 5, totalEarnings: 11_985.31, highestTripEarning: 4250.5 });
      expect(s.days.find((d) => d.date === '2026-03-05')).toEqual({
        date: '2026-03-05',
        earnings: 0,
        trips: 2,
      });
    } finally {
      await ctx.db
        .delete(cabTrips)
        .where(and(eq(cabTrips.accountId, cabAccount), inArray(cabTrips.groupCode, ['T12', 'T13'])));
    }
  });

  it('earnings per IST day over the range, oldest first', async () => {
    const s = await ok();
    expect(s.days).toEqual([
      { date: '2026-03-04', earnings: 2000, trips: 1 },
      { date: '2026-03-05', earnings: 0, trips: 0 },
      { date: '2026-03-06', earnings: 1500.25, trips: 1 },
      { date: '2026-03-07', earnings: 0, trips: 1 },
      { date: '2026-03-08', earnings: 4250.5, trips: 1 },
      { date: '2026-03-09', earnings: 3000, trips: 1 },
      { date: '2026-03-10', earnings: 1234.56, trips: 3 },
    ]);
    expect(s.days.reduce((sum, d) => sum + d.earnings, 0)).toBeCloseTo(s.totalEarnings, 2);
  });

  it('nothing in the range: zeros, no division by zero', async () => {
    const s = await ok({
      fromDate: IST('2025-01-01T00:00:00').getTime(),
      toDate: IST('2025-01-02T00:00:00').getTime(),
    });
    expect(s).toMatchObject({
      totalTrips: 0,
      earningTrips: 0,
      totalEarnings: 0,
      avgTripEarning: 0,
      highestTripEarning: 0,
    });
    expect(s.tripContracts).toEqual([]);
  });
});

describe('GET /cabOperator/fmlmPaymentSummary: filters', () => {
  it('refuses windows beyond 2100 with a 400 (summary and export), never a 500', async () => {
    const far = { fromDate: 253402300800000, toDate: 253402300800000 + DAY };
    expect((await summary(far)).status).toBe(400);
    expect((await summary({ fromDate: 8.64e15 - DAY, toDate: 8.64e15 })).status).toBe(400);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/cabOperator/fmlmPaymentSummary/export?fromDate=${far.fromDate}&toDate=${far.toDate}`,
      headers: authHeaders(cab),
    });
    expect(file.statusCode).toBe(400);
  });

  it('fromDate + toDate (inclusive bounds)', async () => {
    const s = await ok({
      fromDate: IST('2026-03-01T00:00:00').getTime(),
      toDate: IST('2026-03-03T23:59:00').getTime(),
    });
    expect(codes(s)).toEqual(['T7']);
    expect(s.totalEarnings).toBe(9999);
    expect(s.days).toHaveLength(3);
    const wide = await ok({
      fromDate: IST('2026-03-03T23:59:00').getTime(),
      toDate: IST('2026-03-11T00:00:00').getTime(),
    });
    expect(codes(wide)).toEqual(['T11', 'T10', 'T5', 'T4', 'T1', 'T2', 'T3', 'T6', 'T8', 'T7']);
  });

  it('route type INTRA / INTER, any case', async () => {
    const intra = await ok({ routeType: 'intra' });
    expect(codes(intra)).toEqual(['T3', 'T6']);
    expect(intra).toMatchObject({
      totalTrips: 2,
      earningTrips: 1,
      totalEarnings: 1500.25,
      avgTripEarning: 1500.25,
      highestTripEarning: 1500.25,
    });
    const inter = await ok({ routeType: 'INTER' });
    expect(codes(inter)).toEqual(['T10', 'T5', 'T4', 'T1', 'T2', 'T8']);
    expect(inter.totalEarnings).toBe(10_485.06); // 3000 + 4250.50 + 1234.56 + 2000
  });

  it('asset type (exact)', async () => {
    const s = await ok({ assetType: '4 Seater' });
    expect(codes(s)).toEqual(['T5', 'T1', 'T3']);
    expect(s).toMatchObject({
      totalTrips: 3,
      earningTrips: 1,
      totalEarnings: 3000,
      highestTripEarning: 3000,
    });
    expect(codes(await ok({ assetType: '4 seater' }))).toEqual([]);
  });

  it('cities only when both are given', async () => {
    const s = await ok({ fromCityId: cityA, toCityId: cityB });
    expect(codes(s)).toEqual(['T10', 'T5', 'T1', 'T2', 'T8']);
    expect(s).toMatchObject({
      earningTrips: 3,
      totalEarnings: 9250.5,
      avgTripEarning: 3083.5,
      highestTripEarning: 4250.5,
    });
    expect(codes(await ok({ fromCityId: cityB, toCityId: cityC }))).toEqual(['T4']);
    // One city alone is no filter.
    expect((await ok({ fromCityId: cityB })).totalTrips).toBe(8);
    expect((await ok({ toCityId: cityC })).totalTrips).toBe(8);
  });

  it('filters combine', async () => {
    const s = await ok({ fromCityId: cityA, toCityId: cityB, routeType: 'INTER', assetType: '4 Seater' });
    expect(codes(s)).toEqual(['T5', 'T1']);
    expect(s).toMatchObject({ totalTrips: 2, earningTrips: 1, totalEarnings: 3000 });
  });

  it('empty strings are no filter (the desktop search always sends routeType and assetType)', async () => {
    const s = await ok({
      fromDate: '',
      toDate: '',
      fromCityId: '',
      toCityId: '',
      routeType: '',
      assetType: '',
    });
    expect(s.totalTrips).toBe(8);
    expect(s.totalEarnings).toBe(11_985.31);
  });

  it('bad filters: 400 with errors[] at the field', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ fromDate: NOW.getTime() }, 'toDate', FLEET_TEXTS.bothDates],
      [{ toDate: NOW.getTime() }, 'fromDate', FLEET_TEXTS.bothDates],
      [{ fromDate: NOW.getTime(), toDate: NOW.getTime() - 1 }, 'toDate', FLEET_TEXTS.toBeforeFrom],
      [{ fromDate: NOW.getTime() - 367 * DAY, toDate: NOW.getTime() }, 'toDate', FLEET_TEXTS.rangeTooLong],
      [
        { fromDate: 'yesterday', toDate: NOW.getTime() },
        'fromDate',
        'fromDate must be a time in epoch milliseconds',
      ],
      [{ fromDate: 1.5, toDate: NOW.getTime() }, 'fromDate', 'fromDate must be a time in epoch milliseconds'],
      [{ routeType: 'BOTH' }, 'routeType', 'routeType must be INTER or INTRA'],
      [{ fromCityId: 'abc', toCityId: cityB }, 'fromCityId', 'Not a valid id'],
      [{ assetType: 'x'.repeat(61) }, 'assetType', 'At most 60 characters'],
    ];
    for (const [query, path, message] of cases) {
      const r = await summary(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.errors).toContainEqual({ path, message });
    }
  });
});

describe('GET /cabOperator/assetType', () => {
  it("the account's own asset types, by name, without the empty one", async () => {
    const r = await callAs(cab, fleetEndpoints.assetTypes, { model: 'CABOWNER' });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(['4 Seater', '6 Seater', '7 Seater']);
  });
});

describe('GET /cabOperator/fmlmPaymentSummary/export', () => {
  it('an .xlsx whose rows are the table as filtered, then the figures', async () => {
    const query = { routeType: 'INTER', assetType: '', fromCityId: cityA, toCityId: cityB };
    const s = await ok(query);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/cabOperator/fmlmPaymentSummary/export?${new URLSearchParams(query).toString()}`,
      headers: authHeaders(cab),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="fleet-payment-summary_2026-03-04_2026-03-10.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(4)).toEqual([...FLEET_EXPORT_COLUMNS]);
    const rows = s.tripContracts.map((_, i) => values(5 + i));
    expect(rows).toEqual([
      [
        'Bengaluru - Mysuru',
        'T10',
        '10/03/2026 20:00',
        undefined,
        'Trip Not Started',
        '6 Seater',
        'Intercity',
      ],
      [
        'Bengaluru - Mysuru',
        'T5',
        '10/03/2026 15:00',
        undefined,
        'Trip Not Started',
        '4 Seater',
        'Intercity',
      ],
      ['Bengaluru - Mysuru', 'T1', '09/03/2026 10:00', 3000, 'Earned', '4 Seater', 'Intercity'],
      ['Bengaluru - Mysuru', 'T2', '08/03/2026 08:00', 4250.5, 'Earned', '6 Seater', 'Intercity'],
      ['Bengaluru - Mysuru', 'T8', '04/03/2026 00:00', 2000, 'Earned', '6 Seater', 'Intercity'],
    ]);
    const after = 5 + s.tripContracts.length + 1;
    expect([values(after), values(after + 1), values(after + 2), values(after + 3)]).toEqual([
      ['Total Trips', undefined, undefined, 5],
      ['Total Earnings', undefined, undefined, 9250.5],
      ['Avg/Trip', undefined, undefined, 3083.5],
      ['Highest Trip', undefined, undefined, 4250.5],
    ]);
  });

  it('refuses bad filters like the summary', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/cabOperator/fmlmPaymentSummary/export?routeType=BOTH',
      headers: authHeaders(cab),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('other business models get 403 on every fleet call', async () => {
    const calls: [string, string, string][] = [
      [mg, '/api/v1/mg', 'BUSOWNER'],
      [gds, '/api/v1', 'OPERATOR'],
      [electric, '/api/v1/electric', 'ELECTRIC'],
    ];
    for (const [token, prefix, type] of calls) {
      for (const path of ['/fmlmPaymentSummary', '/assetType', '/fmlmPaymentSummary/export']) {
        const r = await get<string>(token, `${prefix}${path}`);
        expect(r.status, `${prefix}${path}`).toBe(403);
        expect(r.body.data).toBe(notInModelMessage('Fleet Payment Summary', type as UserType));
      }
    }
  });

  it('the GDS operator whose account holds the X* trips sees none of them as a cab operator', async () => {
    const r = await get<FleetSummary>(gds, '/api/v1/cabOperator/fmlmPaymentSummary');
    expect(r.status).toBe(403);
  });

  it('no token: 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/cabOperator/fmlmPaymentSummary' });
    expect(res.statusCode).toBe(401);
  });
});
