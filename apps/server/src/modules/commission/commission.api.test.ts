import {
  COMMISSION_MESSAGES,
  DEFAULT_SEAT_LIMIT,
  addDaysToDate,
  bulkFareUpdates,
  istStartOfDay,
  type CommissionService,
  type CommissionServices,
  type ErrorEnvelope,
  type UserCommission,
} from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  busTypes,
  cities,
  commissionSettings,
  serviceDatePricing,
  servicePricing,
  services,
  users,
} from '../../db/schema';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';

/** 23:30 IST on Sunday 2026-11-22: "today" is 2026-11-22 for the whole file. */
const NOW = new Date('2026-11-22T18:00:00Z');
const TODAY = '2026-11-22';
const day = (n: number) => addDaysToDate(TODAY, n);
/** An instant inside the IST day (noon), as the web sends it. */
const epoch = (date: string) => istStartOfDay(date).getTime() + 12 * 3_600_000;

let ctx: TestContext;
let tokenA: string;
let tokenB: string;
let accountA: string;
let accountB: string;
/** A: [0] seater+sleeper 21:30, [1] sleeper only 06:15, [2] seater+sleeper 23:00 (Farepur → Ratenagar). */
let servicesA: { id: string; name: string }[];
/** A: one service Ratenagar → Farepur. */
let returnA: { id: string; name: string }[];
let inactiveA: string;
let servicesB: { id: string; name: string }[];
let cityNames: { from: string; to: string };

interface Ok<T> {
  statusCode: number;
  data: T;
}

async function accountOf(mobileNo: string) {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'OPERATOR')));
  return row!.id;
}

let fixtureNo = 0;
async function addServices(
  accountId: string,
  specs: {
    start: string;
    seater?: number | null;
    sleeper?: number | null;
    active?: boolean;
    reverse?: boolean;
  }[],
  names?: { from: string; to: string },
) {
  const n = ++fixtureNo;
  let from: string;
  let to: string;
  if (names) {
    const rows = await ctx.db.select().from(cities);
    from = rows.find((c) => c.name === names.from)!.id;
    to = rows.find((c) => c.name === names.to)!.id;
  } else {
    const [a, b] = await ctx.db
      .insert(cities)
      .values([
        { name: `Farepur ${n}`, state: 'MH' },
        { name: `Ratenagar ${n}`, state: 'KA' },
      ])
      .returning();
    from = a!.id;
    to = b!.id;
  }
  const [seaterSleeper, sleeperOnly, seaterOnly] = await ctx.db
    .insert(busTypes)
    .values([
      { name: `Comm AC Seater Sleeper ${n}`, seaterCount: 10, sleeperCount: 30 },
      { name: `Comm AC Sleeper ${n}`, seaterCount: 0, sleeperCount: 36 },
      { name: `Comm AC Seater ${n}`, seaterCount: 40, sleeperCount: 0 },
    ])
    .returning();
  return ctx.db
    .insert(services)
    .values(
      specs.map((s, i) => ({
        accountId,
        name: `CM${n}-${i}`,
        fromCityId: s.reverse ? to : from,
        toCityId: s.reverse ? from : to,
        startTime: s.start,
        durationMinutes: 540,
        busTypeId:
          s.seater === null ? sleeperOnly!.id : s.sleeper === null ? seaterOnly!.id : seaterSleeper!.id,
        baseSeaterFarePaise: s.seater === undefined ? 80_000 : s.seater,
        baseSleeperFarePaise: s.sleeper === undefined ? 120_000 : s.sleeper,
        active: s.active ?? true,
      })),
    )
    .returning({ id: services.id, name: services.name });
}

function expectError(
  r: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
  path?: string,
) {
  expect(r.statusCode).toBe(status);
  const e = r.json() as ErrorEnvelope;
  expect(e.statusCode).toBe(status);
  expect(e.data).toBe(message);
  if (path !== undefined) expect(e.errors).toContainEqual({ path, message });
}

async function list(query: Record<string, string | number> = {}, token = tokenA, prefix = '') {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1${prefix}/commission/services${qs ? `?${qs}` : ''}`,
    headers: authHeaders(token),
  });
}

async function listed(
  query: Record<string, string | number> = {},
  token = tokenA,
): Promise<CommissionServices> {
  const r = await list(query, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Ok<CommissionServices>>().data;
}

async function mine(): Promise<CommissionService[]> {
  return (await listed({ fromCitySelected: cityNames.from, toCitySelected: cityNames.to })).services;
}

async function update(payload: unknown, token = tokenA, prefix = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${prefix}/commission/services/update`,
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
}

async function updated(payload: unknown): Promise<CommissionService[]> {
  const r = await update(payload);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Ok<CommissionService[]>>().data;
}

async function global(token = tokenA): Promise<number> {
  const r = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/user/commission',
    headers: authHeaders(token),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Ok<UserCommission[]>>().data[0]!.globalCommission;
}

async function setGlobal(payload: unknown, token = tokenA) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/commission/update',
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
}

/** Everything stored for A's fixture services: any change shows here. */
async function storedA() {
  const ids = [...servicesA, ...returnA].map((s) => s.id);
  const pricing = (await ctx.db.select().from(servicePricing).where(eq(servicePricing.accountId, accountA)))
    .filter((r) => ids.includes(r.serviceId))
    .map(({ updatedAt: _u, ...r }) => r);
  const dates = (
    await ctx.db.select().from(serviceDatePricing).where(eq(serviceDatePricing.accountId, accountA))
  )
    .filter((r) => ids.includes(r.serviceId))
    .map(({ updatedAt: _u, ...r }) => r);
  const [settings] = await ctx.db
    .select({ v: commissionSettings.globalCommission })
    .from(commissionSettings)
    .where(eq(commissionSettings.accountId, accountA));
  return { pricing, dates, global: settings?.v ?? null };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
  accountA = await accountOf('9000000001');
  accountB = await accountOf('9000000006');
  servicesA = await addServices(accountA, [
    { start: '21:30:00' },
    { start: '06:15:00', seater: null, sleeper: 95_000 },
    { start: '23:00:00' },
  ]);
  const n = fixtureNo;
  cityNames = { from: `Farepur ${n}`, to: `Ratenagar ${n}` };
  returnA = await addServices(accountA, [{ start: '08:00:00', reverse: true }], cityNames);
  inactiveA = (await addServices(accountA, [{ start: '10:00:00', active: false }], cityNames))[0]!.id;
  servicesB = await addServices(accountB, [{ start: '20:00:00' }]);
  tokenA = (await loginAs(ctx, '9000000001')).accessToken;
  tokenB = (await loginAs(ctx, '9000000006')).accessToken;
});
afterAll(async () => ctx.close());

describe('GET /commission/services', () => {
  it('answers the §3 shape over the default window (today … today + 7) with allCities', async () => {
    const g = await global();
    const data = await listed({ fromCitySelected: cityNames.from, toCitySelected: cityNames.to });
    expect(data.fromDate).toBe(TODAY);
    expect(data.toDate).toBe(day(7));
    expect(data.services.map((s) => s._id)).toEqual([servicesA[1]!.id, servicesA[0]!.id, servicesA[2]!.id]);
    const first = data.services.find((s) => s._id === servicesA[0]!.id)!;
    expect(Object.keys(first.tripDateWiseData)).toEqual(Array.from({ length: 8 }, (_, i) => day(i)));
    expect(first).toMatchObject({
      name: servicesA[0]!.name,
      fromCityName: cityNames.from,
      toCityName: cityNames.to,
      startTime: '21:30',
      seatLimit: DEFAULT_SEAT_LIMIT,
      b2cAssetTypeName: expect.stringMatching(/^Comm AC Seater Sleeper/) as unknown,
      fallbackFlatFare: { seater: 800, sleeper: 1200 },
    });
    expect(first.tripDateWiseData[TODAY]).toEqual({
      discount: g,
      discountIsGlobal: true,
      flatFare: { seater: 800, sleeper: 1200 },
    });
    // A sleeper-only bus has no seater fare.
    const sleeper = data.services.find((s) => s._id === servicesA[1]!.id)!;
    expect(sleeper.fallbackFlatFare).toEqual({ seater: null, sleeper: 950 });
    expect(data.allCities).toEqual(expect.arrayContaining([cityNames.from, cityNames.to]));
    expect([...data.allCities].sort()).toEqual(data.allCities);
  });

  it('filters by from and to city; no filter lists every active service of the account only', async () => {
    const back = await listed({ fromCitySelected: cityNames.to, toCitySelected: cityNames.from });
    expect(back.services.map((s) => s._id)).toEqual([returnA[0]!.id]);
    const fromOnly = await listed({ fromCitySelected: cityNames.from });
    expect(fromOnly.services).toHaveLength(3);
    const all = await listed();
    const ids = all.services.map((s) => s._id);
    expect(ids).toEqual(expect.arrayContaining([...servicesA, ...returnA].map((s) => s.id)));
    expect(ids).not.toContain(inactiveA);
    expect(ids).not.toContain(servicesB[0]!.id);
    // allCities: only the cities of A's own services.
    const bCities = (await listed({}, tokenB)).allCities;
    expect(bCities).not.toContain(cityNames.from);
    expect(all.allCities).toContain(cityNames.from);
    const none = await listed({ fromCitySelected: 'Nowhere', toCitySelected: cityNames.to });
    expect(none.services).toEqual([]);
  });

  it('takes the window from fromDate/toDate (epoch ms of any instant of the IST day)', async () => {
    // 2026-11-24 00:10 IST is still 2026-11-23 in UTC: the IST date counts.
    const from = istStartOfDay(day(2)).getTime() + 10 * 60_000;
    const data = await listed({ fromDate: from, toDate: epoch(day(16)) });
    expect([data.fromDate, data.toDate]).toEqual([day(2), day(16)]);
    expect(Object.keys(data.services[0]!.tripDateWiseData)).toHaveLength(15);
    const fromOnly = await listed({ fromDate: epoch(day(3)) });
    expect([fromOnly.fromDate, fromOnly.toDate]).toEqual([day(3), day(10)]);
    const single = await listed({ fromDate: epoch(TODAY), toDate: epoch(TODAY) });
    expect(Object.keys(single.services[0]!.tripDateWiseData)).toEqual([TODAY]);
  });

  it('refuses a window outside the §5 rules with a clear 400', async () => {
    expectError(
      await list({ fromDate: epoch(day(-1)) }),
      400,
      COMMISSION_MESSAGES.fromDateBeforeToday,
      'fromDate',
    );
    expectError(
      await list({ fromDate: epoch(day(3)), toDate: epoch(day(2)) }),
      400,
      COMMISSION_MESSAGES.toDateBeforeFromDate,
      'toDate',
    );
    expectError(
      await list({ fromDate: epoch(day(1)), toDate: epoch(day(16)) }),
      400,
      COMMISSION_MESSAGES.windowTooLong,
      'toDate',
    );
    expectError(await list({ toDate: epoch(day(15)) }), 400, COMMISSION_MESSAGES.windowTooLong, 'toDate');
    expect((await list({ fromDate: 'tomorrow' })).statusCode).toBe(400);
    expect((await list({ fromDate: -5 })).statusCode).toBe(400);
  });
});

describe('POST /commission/services/update', () => {
  const [s0, s1, s2] = [0, 1, 2];

  it('updates one service (seat limit, fallback fare, a date) and answers the updated rows', async () => {
    const g = await global();
    const rows = await updated({
      updateObj: [
        {
          _id: servicesA[s0]!.id,
          seatLimit: 25,
          fallbackFlatFare: { seater: 700, sleeper: 1100 },
          tripDateWiseData: { [day(1)]: { discount: 12, flatFare: { seater: 650, sleeper: 1000 } } },
        },
      ],
      fromCitySelected: cityNames.from,
      toCitySelected: cityNames.to,
    });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row._id).toBe(servicesA[s0]!.id);
    expect(row.seatLimit).toBe(25);
    expect(row.fallbackFlatFare).toEqual({ seater: 700, sleeper: 1100 });
    expect(row.tripDateWiseData[day(1)]).toEqual({
      discount: 12,
      discountIsGlobal: false,
      flatFare: { seater: 650, sleeper: 1000 },
    });
    // Other dates: global commission and the new fallback fare.
    expect(row.tripDateWiseData[day(2)]).toEqual({
      discount: g,
      discountIsGlobal: true,
      flatFare: { seater: 700, sleeper: 1100 },
    });
    // The GET answers the same.
    expect((await mine()).find((s) => s._id === row._id)).toEqual(row);
  });

  it('saving values again as they are rewrites nothing; a changed cell is written', async () => {
    const id = servicesA[s0]!.id;
    const body = (discount: number) => ({
      updateObj: [
        {
          _id: id,
          seatLimit: 25,
          fallbackFlatFare: { seater: 700, sleeper: 1100 },
          tripDateWiseData: { [day(1)]: { discount }, [day(2)]: { discount: 9 } },
        },
      ],
    });
    const stamps = async () => {
      const dates = await ctx.db
        .select({ tripDate: serviceDatePricing.tripDate, at: serviceDatePricing.updatedAt })
        .from(serviceDatePricing)
        .where(and(eq(serviceDatePricing.accountId, accountA), eq(serviceDatePricing.serviceId, id)));
      const [service] = await ctx.db
        .select({ at: servicePricing.updatedAt })
        .from(servicePricing)
        .where(and(eq(servicePricing.accountId, accountA), eq(servicePricing.serviceId, id)));
      return {
        service: service!.at.getTime(),
        ...Object.fromEntries(dates.map((d) => [d.tripDate, d.at.getTime()])),
      } as Record<string, number>;
    };
    const first = await updated(body(12));
    const before = await stamps();
    ctx.clock.advance(60_000);
    expect(await updated(body(12))).toEqual(first);
    expect(await stamps()).toEqual(before);
    ctx.clock.advance(60_000);
    const changed = await updated(body(13));
    expect(changed[0]!.tripDateWiseData[day(1)]!.discount).toBe(13);
    const after = await stamps();
    expect(after[day(1)]).toBe(before[day(1)]! + 120_000);
    expect(after[day(2)]).toBe(before[day(2)]);
    expect(after.service).toBe(before.service);
  });

  it('bulk: the same values for several services and dates, numbers as digit strings too', async () => {
    const rows = await updated({
      updateObj: [servicesA[s1]!.id, servicesA[s2]!.id].map((_id) => ({
        _id,
        seatLimit: '30',
        tripDateWiseData: { [day(3)]: { discount: '20' }, [day(4)]: { discount: 20 } },
      })),
    });
    expect(rows.map((r) => r._id)).toEqual([servicesA[s1]!.id, servicesA[s2]!.id]);
    for (const r of rows) {
      expect(r.seatLimit).toBe(30);
      expect(r.tripDateWiseData[day(3)]!.discount).toBe(20);
      expect(r.tripDateWiseData[day(4)]!.discount).toBe(20);
    }
  });

  it('answers tripDateWiseData over the window given with the update', async () => {
    const rows = await updated({
      updateObj: [{ _id: servicesA[s2]!.id, tripDateWiseData: { [day(12)]: { discount: 40 } } }],
      fromDate: epoch(day(10)),
      toDate: epoch(day(13)),
    });
    expect(Object.keys(rows[0]!.tripDateWiseData)).toEqual([day(10), day(11), day(12), day(13)]);
    expect(rows[0]!.tripDateWiseData[day(12)]!.discount).toBe(40);
    expectError(
      await update({ updateObj: [{ _id: servicesA[s2]!.id }], fromDate: epoch(day(-1)) }),
      400,
      COMMISSION_MESSAGES.fromDateBeforeToday,
    );
  });

  it('leaves a blank field (omitted, null or empty) unchanged', async () => {
    await updated({
      updateObj: [
        {
          _id: servicesA[s2]!.id,
          seatLimit: 40,
          fallbackFlatFare: { seater: 900, sleeper: 1500 },
          tripDateWiseData: { [day(5)]: { discount: 33, flatFare: { seater: 850, sleeper: 1450 } } },
        },
      ],
    });
    const before = await storedA();
    for (const blank of [null, '', undefined]) {
      const rows = await updated({
        updateObj: [
          {
            _id: servicesA[s2]!.id,
            seatLimit: blank,
            fallbackFlatFare: { seater: blank, sleeper: blank },
            tripDateWiseData: { [day(5)]: { discount: blank, flatFare: { seater: blank, sleeper: blank } } },
          },
        ],
      });
      expect(rows[0]!.seatLimit).toBe(40);
      expect(rows[0]!.fallbackFlatFare).toEqual({ seater: 900, sleeper: 1500 });
      expect(rows[0]!.tripDateWiseData[day(5)]).toMatchObject({
        discount: 33,
        flatFare: { seater: 850, sleeper: 1450 },
      });
    }
    // One field set, the others blank: only that one changes.
    const rows = await updated({
      updateObj: [
        {
          _id: servicesA[s2]!.id,
          fallbackFlatFare: { sleeper: 1600 },
          tripDateWiseData: { [day(5)]: { flatFare: { seater: '', sleeper: 1400 } } },
        },
      ],
    });
    expect(rows[0]!.fallbackFlatFare).toEqual({ seater: 900, sleeper: 1600 });
    expect(rows[0]!.tripDateWiseData[day(5)]).toMatchObject({
      discount: 33,
      flatFare: { seater: 850, sleeper: 1400 },
    });
    expect((await storedA()).pricing).not.toEqual(before.pricing);
  });

  const cases: { name: string; value: unknown; at: (v: unknown) => object; message: string; path: string }[] =
    [];
  for (const [field, message, low, high] of [
    ['seatLimit', COMMISSION_MESSAGES.seatLimit, 4, 101],
    ['discount', COMMISSION_MESSAGES.commission, 4, 101],
    ['fallback', COMMISSION_MESSAGES.fallbackFare, 49, 3001],
    ['fare', COMMISSION_MESSAGES.fare, 49, 3001],
  ] as const) {
    for (const value of [low, high, 10.5, 'ten', -60, true]) {
      const at = (v: unknown) =>
        field === 'seatLimit'
          ? { seatLimit: v }
          : field === 'fallback'
            ? { fallbackFlatFare: { sleeper: v } }
            : field === 'discount'
              ? { tripDateWiseData: { [day(2)]: { discount: v } } }
              : { tripDateWiseData: { [day(2)]: { flatFare: { seater: v } } } };
      const path =
        field === 'seatLimit'
          ? 'updateObj.0.seatLimit'
          : field === 'fallback'
            ? 'updateObj.0.fallbackFlatFare.sleeper'
            : field === 'discount'
              ? `updateObj.0.tripDateWiseData.${day(2)}.discount`
              : `updateObj.0.tripDateWiseData.${day(2)}.flatFare.seater`;
      cases.push({ name: `${field} = ${JSON.stringify(value)}`, value, at, message, path });
    }
  }

  it.each(cases)(
    'refuses $name with the spec message and changes nothing',
    async ({ value, at, message, path }) => {
      const before = await storedA();
      const r = await update({ updateObj: [{ _id: servicesA[s0]!.id, ...at(value) }] });
      expectError(r, 400, message, path);
      expect(await storedA()).toEqual(before);
    },
  );

  it('accepts the range ends (5, 100, 50, 3000)', async () => {
    const rows = await updated({
      updateObj: [
        {
          _id: servicesA[s0]!.id,
          seatLimit: 5,
          fallbackFlatFare: { seater: 50, sleeper: 3000 },
          tripDateWiseData: { [day(6)]: { discount: 100, flatFare: { seater: 3000, sleeper: 50 } } },
        },
        { _id: servicesA[s2]!.id, seatLimit: 100, tripDateWiseData: { [day(6)]: { discount: 5 } } },
      ],
    });
    expect(rows[0]).toMatchObject({ seatLimit: 5, fallbackFlatFare: { seater: 50, sleeper: 3000 } });
    expect(rows[0]!.tripDateWiseData[day(6)]).toMatchObject({
      discount: 100,
      flatFare: { seater: 3000, sleeper: 50 },
    });
    expect(rows[1]).toMatchObject({ seatLimit: 100 });
    expect(rows[1]!.tripDateWiseData[day(6)]!.discount).toBe(5);
  });

  it('is all or nothing: one bad row among good ones changes nothing', async () => {
    const before = await storedA();
    const r = await update({
      updateObj: [
        { _id: servicesA[s0]!.id, seatLimit: 60, tripDateWiseData: { [day(7)]: { discount: 50 } } },
        { _id: servicesA[s1]!.id, seatLimit: 61 },
        { _id: servicesA[s2]!.id, tripDateWiseData: { [day(7)]: { flatFare: { sleeper: 5000 } } } },
      ],
    });
    expectError(r, 400, COMMISSION_MESSAGES.fare, `updateObj.2.tripDateWiseData.${day(7)}.flatFare.sleeper`);
    expect(await storedA()).toEqual(before);
  });

  it("answers 404 for another account's (or an inactive, or unknown) service and changes nothing", async () => {
    const before = await storedA();
    const beforeB = await ctx.db.select().from(servicePricing).where(eq(servicePricing.accountId, accountB));
    for (const id of [servicesB[0]!.id, inactiveA, '00000000-0000-4000-8000-000000000000']) {
      const r = await update({
        updateObj: [
          { _id: servicesA[s0]!.id, seatLimit: 77 },
          { _id: id, seatLimit: 77 },
        ],
      });
      expectError(r, 404, COMMISSION_MESSAGES.serviceNotFound, 'updateObj.1._id');
    }
    expect(await storedA()).toEqual(before);
    expect(await ctx.db.select().from(servicePricing).where(eq(servicePricing.accountId, accountB))).toEqual(
      beforeB,
    );
    // B cannot update A's service either.
    expectError(
      await update({ updateObj: [{ _id: servicesA[s0]!.id, seatLimit: 9 }] }, tokenB),
      404,
      COMMISSION_MESSAGES.serviceNotFound,
    );
    expect(await storedA()).toEqual(before);
  });

  it('refuses past or malformed trip dates, duplicates, an empty update and a bad id', async () => {
    const before = await storedA();
    expectError(
      await update({
        updateObj: [{ _id: servicesA[s0]!.id, tripDateWiseData: { [day(-1)]: { discount: 20 } } }],
      }),
      400,
      COMMISSION_MESSAGES.pastTripDate,
      `updateObj.0.tripDateWiseData.${day(-1)}`,
    );
    expectError(
      await update({
        updateObj: [{ _id: servicesA[s0]!.id, tripDateWiseData: { '2026-13-01': { discount: 20 } } }],
      }),
      400,
      COMMISSION_MESSAGES.invalidTripDate,
    );
    expectError(
      await update({
        updateObj: [{ _id: servicesA[s0]!.id, tripDateWiseData: { [day(400)]: { discount: 20 } } }],
      }),
      400,
      COMMISSION_MESSAGES.tripDateTooFar,
    );
    expectError(
      await update({ updateObj: [{ _id: servicesA[s0]!.id }, { _id: servicesA[s0]!.id, seatLimit: 20 }] }),
      400,
      COMMISSION_MESSAGES.duplicateService,
      'updateObj.1._id',
    );
    expectError(await update({ updateObj: [] }), 400, COMMISSION_MESSAGES.nothingToUpdate);
    expect((await update({ updateObj: [{ _id: 'abc', seatLimit: 20 }] })).statusCode).toBe(400);
    expect(await storedA()).toEqual(before);
  });

  it('refuses a fare for a seat kind the bus does not have: 400 at that field, nothing changes', async () => {
    const before = await storedA();
    const fallback = await update({
      updateObj: [{ _id: servicesA[s1]!.id, seatLimit: 30, fallbackFlatFare: { seater: 500, sleeper: 990 } }],
    });
    expectError(fallback, 400, COMMISSION_MESSAGES.noSeaterSeats, 'updateObj.0.fallbackFlatFare.seater');
    const date = await update({
      updateObj: [
        { _id: servicesA[s0]!.id, seatLimit: 30 },
        {
          _id: servicesA[s1]!.id,
          tripDateWiseData: { [day(1)]: { flatFare: { seater: 400, sleeper: 980 } } },
        },
      ],
    });
    expectError(
      date,
      400,
      COMMISSION_MESSAGES.noSeaterSeats,
      `updateObj.1.tripDateWiseData.${day(1)}.flatFare.seater`,
    );
    expect(await storedA()).toEqual(before);
    // Blank fares of that kind are no fares: accepted.
    const rows = await updated({
      updateObj: [
        {
          _id: servicesA[s1]!.id,
          fallbackFlatFare: { seater: null, sleeper: 990 },
          tripDateWiseData: { [day(1)]: { flatFare: { seater: '', sleeper: 980 } } },
        },
      ],
    });
    expect(rows[0]!.fallbackFlatFare).toEqual({ seater: null, sleeper: 990 });
    expect(rows[0]!.tripDateWiseData[day(1)]!.flatFare).toEqual({ seater: null, sleeper: 980 });
  });

  it("updates seater-only and sleeper-only buses in one bulk update built as the web's modal builds it", async () => {
    const [seaterOnly] = await addServices(accountA, [{ start: '09:00:00', sleeper: null }], cityNames);
    const shown = (await mine()).filter((s) => [seaterOnly!.id, servicesA[s1]!.id].includes(s._id));
    expect(shown.map((s) => s.fallbackFlatFare)).toEqual([
      { seater: null, sleeper: expect.any(Number) as unknown },
      { seater: 800, sleeper: null },
    ]);
    const dates = [day(2), day(3)];
    const updateObj = bulkFareUpdates(
      shown,
      { seater: 640, sleeper: 1340, fallbackSeater: 700, fallbackSleeper: 1400, seatLimit: 40 },
      dates,
    );
    const rows = await updated({ updateObj });
    const bySeats = (id: string) => rows.find((r) => r._id === id)!;
    const sleeperBus = bySeats(servicesA[s1]!.id);
    const seaterBus = bySeats(seaterOnly!.id);
    expect(sleeperBus).toMatchObject({ seatLimit: 40, fallbackFlatFare: { seater: null, sleeper: 1400 } });
    expect(seaterBus).toMatchObject({ seatLimit: 40, fallbackFlatFare: { seater: 700, sleeper: null } });
    for (const d of dates) {
      expect(sleeperBus.tripDateWiseData[d]!.flatFare).toEqual({ seater: null, sleeper: 1340 });
      expect(seaterBus.tripDateWiseData[d]!.flatFare).toEqual({ seater: 640, sleeper: null });
    }
  });
});

describe('global commission', () => {
  it('reads, updates and inherits: dates without their own commission show the new global', async () => {
    const g = await global();
    const next = g === 15 ? 16 : 15;
    const r = await setGlobal({ globalCommission: next, fetechedGlobalCommission: g });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ statusCode: 200, data: [{ globalCommission: next }] });
    expect(await global()).toBe(next);
    const row = (await mine()).find((s) => s._id === servicesA[1]!.id)!;
    expect(row.tripDateWiseData[day(2)]).toMatchObject({ discount: next, discountIsGlobal: true });
    expect(row.tripDateWiseData[day(3)]).toMatchObject({ discount: 20, discountIsGlobal: false });
    // Another account's global commission is its own.
    const [b] = await ctx.db
      .select({ v: commissionSettings.globalCommission })
      .from(commissionSettings)
      .where(eq(commissionSettings.accountId, accountB));
    expect(await global(tokenB)).toBe(b?.v ?? 10);
  });

  it('answers 409 and changes nothing when the stored value changed since it was read', async () => {
    const g = await global();
    const r = await setGlobal({ globalCommission: 50, fetechedGlobalCommission: g + 1 });
    expectError(r, 409, COMMISSION_MESSAGES.globalChanged);
    expect(await global()).toBe(g);
  });

  it.each([4, 101, 7.5, '', null, 'x'])('refuses %j with the spec message', async (value) => {
    const before = await storedA();
    const r = await setGlobal({ globalCommission: value, fetechedGlobalCommission: await global() });
    expectError(r, 400, COMMISSION_MESSAGES.commission, 'globalCommission');
    expect(await storedA()).toEqual(before);
  });

  it('accepts 5 and 100', async () => {
    for (const v of [5, 100]) {
      const r = await setGlobal({ globalCommission: v, fetechedGlobalCommission: await global() });
      expect(r.statusCode).toBe(200);
      expect(await global()).toBe(v);
    }
  });
});

describe('access', () => {
  const calls = [
    { method: 'GET' as const, url: '/commission/services' },
    { method: 'POST' as const, url: '/commission/services/update' },
    { method: 'GET' as const, url: '/user/commission' },
    { method: 'POST' as const, url: '/user/commission/update' },
  ];

  it('answers 403 to MG and electric accounts on every commission call', async () => {
    const mg = (await loginAs(ctx, '9000000002')).accessToken;
    const electric = (await loginAs(ctx, '9000000003')).accessToken;
    // The model's human name, never the internal user type (BUSOWNER, ELECTRIC).
    for (const [token, prefix, model] of [
      [mg, '/mg', 'MG'],
      [electric, '/electric', 'Electric'],
    ] as const) {
      for (const call of calls) {
        const payload =
          call.url === '/commission/services/update'
            ? { updateObj: [{ _id: servicesA[0]!.id, seatLimit: 20 }] }
            : { globalCommission: 20, fetechedGlobalCommission: 10 };
        const r = await ctx.app.inject({
          method: call.method,
          url: `/api/v1${prefix}${call.url}`,
          headers: authHeaders(token),
          ...(call.method === 'POST' ? { payload } : {}),
        });
        expectError(r, 403, `The ${model} business model does not include Offline commission.`);
      }
    }
  });

  it('answers 401 without a token', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v1/commission/services' });
    expect(r.statusCode).toBe(401);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = r.json<{ paths: Record<string, unknown> }>();
    for (const p of calls) expect(Object.keys(doc.paths)).toContain(`/api/v1${p.url}`);
  });
});

describe('demo data', () => {
  it('gives every demo operator commission and fares for today … today + 14 over at least 6 cities', async () => {
    for (const token of [tokenA, tokenB]) {
      const data = await listed({ fromDate: epoch(TODAY), toDate: epoch(day(14)) }, token);
      expect(data.allCities.length).toBeGreaterThanOrEqual(6);
      const seeded = data.services.filter((s) => !/^CM\d/.test(s.name));
      expect(seeded.length).toBeGreaterThanOrEqual(12);
      for (const s of seeded) {
        expect(Object.keys(s.tripDateWiseData)).toHaveLength(15);
        const cells = Object.values(s.tripDateWiseData);
        expect(cells.some((c) => !c.discountIsGlobal)).toBe(true);
        for (const c of cells) {
          expect(c.discount).toBeGreaterThanOrEqual(5);
          expect(c.discount).toBeLessThanOrEqual(100);
          for (const fare of [c.flatFare.seater, c.flatFare.sleeper])
            if (fare !== null) expect(fare).toBeGreaterThanOrEqual(50);
        }
      }
    }
  });

  it('is seeded once: a second run leaves an account that has data alone', async () => {
    const { seedDemoCommission } = await import('../../db/seed/commission');
    const before = await ctx.db
      .select()
      .from(serviceDatePricing)
      .where(eq(serviceDatePricing.accountId, accountB));
    await seedDemoCommission(ctx.db, { now: NOW });
    const after = await ctx.db
      .select()
      .from(serviceDatePricing)
      .where(eq(serviceDatePricing.accountId, accountB));
    expect(after).toHaveLength(before.length);
  });
});
