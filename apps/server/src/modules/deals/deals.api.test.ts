import {
  DEAL_MESSAGES,
  addDaysToDate,
  type Campaign,
  type DealService,
  type ErrorEnvelope,
  type PublishDealInput,
} from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, busTypes, campaigns, cities, services, users } from '../../db/schema';
import { seedDemoDeals } from '../../db/seed/deals';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';
import { dealService } from '../../../test/support/deal-body';
import { CAMPAIGN_CODE_PATTERN } from './campaign-code';
import { DealsService, createCampaign } from './deals.service';
import type { NewCampaign } from './deals.repository';

/**
 * 23:30 IST on Sunday 2026-11-22: "today" is 2026-11-22 for the whole file (logins move the clock
 * 31 s each); the IST midnight test moves it past 00:00 IST and back.
 */
const NOW = new Date('2026-11-22T18:00:00Z');
const TODAY = '2026-11-22';
const day = (n: number) => addDaysToDate(TODAY, n);

let ctx: TestContext;
let tokenA: string; // 9000000001: OPERATOR 'Shiv Shakti Travels'
let tokenB: string; // 9000000006: OPERATOR 'Sri Sai Bus Service'
let accountA: string;
let accountB: string;
let servicesA: { id: string; name: string }[];
let servicesB: { id: string; name: string }[];
let inactiveA: string;

interface Ok<T> {
  statusCode: number;
  data: T;
}

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER' | 'ELECTRIC' = 'OPERATOR') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

let fixtureNo = 0;
/** Services of an account on routes of their own (seater fare ₹800, sleeper ₹1,200 unless told). */
async function addServices(
  accountId: string,
  specs: { start: string; seater?: number | null; sleeper?: number | null; active?: boolean }[],
) {
  const n = ++fixtureNo;
  const [from, to] = await ctx.db
    .insert(cities)
    .values([
      { name: `Dealpur ${n}`, state: 'MH' },
      { name: `Offerabad ${n}`, state: 'KA' },
    ])
    .returning();
  const [bus] = await ctx.db
    .insert(busTypes)
    .values({ name: `Deals AC Sleeper ${n}`, seaterCount: 10, sleeperCount: 30 })
    .returning();
  return ctx.db
    .insert(services)
    .values(
      specs.map((s, i) => ({
        accountId,
        name: `DL${n}-${i} Dealpur ${n} - Offerabad ${n}`,
        fromCityId: from!.id,
        toCityId: to!.id,
        startTime: s.start,
        durationMinutes: 540,
        busTypeId: bus!.id,
        baseSeaterFarePaise: s.seater === undefined ? 80_000 : s.seater,
        baseSleeperFarePaise: s.sleeper === undefined ? 120_000 : s.sleeper,
        active: s.active ?? true,
      })),
    )
    .returning({ id: services.id, name: services.name });
}

function svc(id: string): DealService {
  return { ...dealService(id, 'whatever the web shows'), _id: id };
}

/** A valid CUSTOM flat deal from tomorrow for a week; optional numbers omitted. */
function body(over: Partial<Record<keyof PublishDealInput, unknown>> = {}): Record<string, unknown> {
  const b: Record<string, unknown> = {
    userName: 'Rajesh Kumar',
    selectedSevices: [svc(servicesA[0]!.id), svc(servicesA[1]!.id)],
    startDate: `${day(1)}T00:00:00`,
    endDate: `${day(7)}T00:00:00`,
    dayIncluded: ['SAT', 'MON', 'FRI'],
    excludedDates: [`${day(3)}T00:00:00`],
    minSeatValue: 300,
    type: 'CUSTOM',
    discountType: 'ABSOLUTE',
    discountValue: 100,
    status: 'ACTIVE',
    ...over,
  };
  return Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
}

function headers(token: string) {
  return authHeaders(token);
}

async function publish(payload: unknown, token = tokenA, prefix = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${prefix}/user/publishDeal`,
    headers: headers(token),
    payload: payload as Record<string, unknown>,
  });
}

async function published(payload: unknown = body(), token = tokenA): Promise<Campaign> {
  const r = await publish(payload, token);
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json<Ok<Campaign[]>>().data;
  expect(data).toHaveLength(1);
  return data[0]!;
}

async function fetchDeals(id?: string, token = tokenA) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/user/fetchDeals${id === undefined ? '' : `?id=${encodeURIComponent(id)}`}`,
    headers: headers(token),
  });
}

async function fetchOne(id: string, token = tokenA): Promise<Campaign> {
  const r = await fetchDeals(id, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Ok<Campaign[]>>().data[0]!;
}

async function update(payload: unknown, token = tokenA) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/updateCampaign',
    headers: headers(token),
    payload: payload as Record<string, unknown>,
  });
}

async function renew(payload: unknown, token = tokenA) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/RenewCampaign',
    headers: headers(token),
    payload: payload as Record<string, unknown>,
  });
}

async function campaignCount(accountId: string): Promise<number> {
  return (await ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.accountId, accountId)))
    .length;
}

async function campaignRow(id: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** A campaign written straight to the database (e.g. already expired), CUSTOM flat ₹100 unless told. */
async function insertCampaign(accountId: string, serviceIds: string[], over: Partial<NewCampaign> = {}) {
  return createCampaign(
    ctx.db,
    {
      accountId,
      type: 'CUSTOM',
      discountType: 'ABSOLUTE',
      discountValue: 10_000,
      minSeatValuePaise: 30_000,
      startDate: day(-10),
      endDate: day(10),
      applicableDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      exclusionDates: [],
      status: 'ACTIVE',
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
      ...over,
    },
    serviceIds,
  );
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
  if (path === undefined) {
    expect(e.data).toBe(message);
  } else {
    expect(e.errors).toContainEqual({ path, message });
    expect(e.data).toBe(e.errors?.[0]?.message);
  }
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
  inactiveA = (await addServices(accountA, [{ start: '10:00:00', active: false }]))[0]!.id;
  servicesB = await addServices(accountB, [{ start: '20:00:00' }]);
  tokenA = (await loginAs(ctx, '9000000001')).accessToken;
  tokenB = (await loginAs(ctx, '9000000006')).accessToken;
});
afterAll(async () => ctx.close());

describe('GET /user/services', () => {
  it("lists the account's active services in the §3 shape", async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/services', headers: headers(tokenA) });
    expect(r.statusCode).toBe(200);
    const { statusCode, data } = r.json<Ok<DealService[]>>();
    expect(statusCode).toBe(200);
    const mine = data.filter((s) => servicesA.some((f) => f.id === s._id));
    expect(mine.map((s) => s.startTime)).toEqual(['06:15', '21:30', '23:00']);
    const first = mine.find((s) => s._id === servicesA[0]!.id)!;
    expect(first).toEqual({
      _id: servicesA[0]!.id,
      name: servicesA[0]!.name,
      startTime: '21:30',
      b2cAssetTypeName: expect.stringMatching(/^Deals AC Sleeper/) as unknown,
      fromCityName: expect.stringMatching(/^Dealpur/) as unknown,
      toCityName: expect.stringMatching(/^Offerabad/) as unknown,
      baseSeaterFare: 800,
      baseSleeperFare: 1200,
    });
    expect(mine.find((s) => s._id === servicesA[1]!.id)).toMatchObject({
      baseSeaterFare: null,
      baseSleeperFare: 950,
    });
    expect(data.some((s) => s._id === inactiveA)).toBe(false);
    expect(data.some((s) => s._id === servicesB[0]!.id)).toBe(false);
  });
});

describe('POST /user/publishDeal', () => {
  it('publishes a flat Custom Offer and answers [campaign] whose name is the new code', async () => {
    const before = await campaignCount(accountA);
    const r = await publish(body());
    expect(r.statusCode).toBe(200);
    const { statusCode, data } = r.json<Ok<Campaign[]>>();
    expect(statusCode).toBe(200);
    expect(data).toHaveLength(1);
    const c = data[0]!;
    expect(c.name).toMatch(CAMPAIGN_CODE_PATTERN);
    expect(c).toMatchObject({
      status: 'ACTIVE',
      startDate: day(1),
      endDate: day(7),
      NoOfDays: 7,
      applicableDays: ['MON', 'FRI', 'SAT'],
      exclusionDates: [day(3)],
      isExpired: false,
      isAboutToExpire: false,
      renewedFromId: null,
      createdAt: ctx.clock.now().toISOString(),
    });
    // Optional numbers that were not sent are not in the answer either.
    expect(c.operatorDeal).toEqual({
      type: 'CUSTOM',
      name: c.name,
      discountType: 'ABSOLUTE',
      discountValue: 100,
      minSeatValue: 300,
    });
    expect(c.serviceName.map((s) => s._id)).toEqual([servicesA[0]!.id, servicesA[1]!.id]);
    const s0 = c.serviceName[0]!;
    expect(s0.name).toBe(servicesA[0]!.name);
    expect(s0.fromCity).toEqual({ name: s0.fromCityName });
    expect(s0.toCity).toEqual({ name: s0.toCityName });
    expect(s0.startTime).toBe('21:30');
    // ₹100 off the first service's ₹800 seater fare.
    expect(c.farePreview).toEqual({
      serviceId: servicesA[0]!.id,
      seatType: 'SEATER',
      baseFare: 800,
      discount: 100,
      finalFare: 700,
      applies: true,
    });
    expect(await campaignCount(accountA)).toBe(before + 1);
    const row = await campaignRow(c._id);
    expect(row).toMatchObject({
      accountId: accountA,
      code: c.name,
      discountValue: 10_000,
      minSeatValuePaise: 30_000,
      maxDiscountPaise: null,
      createdByName: 'Rajesh Kumar',
    });
  });

  it('keeps a percentage deal with its cap and previews the capped discount', async () => {
    const c = await published(
      body({
        discountType: 'PERCENTAGE',
        discountValue: 10,
        maxDiscount: 50,
        selectedSevices: [svc(servicesA[0]!.id)],
      }),
    );
    expect(c.operatorDeal).toEqual({
      type: 'CUSTOM',
      name: c.name,
      discountType: 'PERCENTAGE',
      discountValue: 10,
      minSeatValue: 300,
      maxDiscount: 50,
    });
    expect(c.farePreview).toMatchObject({ baseFare: 800, discount: 50, finalFare: 750, applies: true });
    expect((await campaignRow(c._id)).maxDiscountPaise).toBe(5_000);
  });

  it('previews on the sleeper fare when the first service has no seater fare, and not below the minimum seat value', async () => {
    const c = await published(
      body({ minSeatValue: 1000, selectedSevices: [svc(servicesA[1]!.id), svc(servicesA[0]!.id)] }),
    );
    expect(c.farePreview).toEqual({
      serviceId: servicesA[1]!.id,
      seatType: 'SLEEPER',
      baseFare: 950,
      discount: 0,
      finalFare: 950,
      applies: false,
    });
  });

  it('ignores maxDiscount on a flat deal', async () => {
    const c = await published(body({ maxDiscount: 5000 }));
    expect(c.operatorDeal).not.toHaveProperty('maxDiscount');
    expect((await campaignRow(c._id)).maxDiscountPaise).toBeNull();
  });

  it('treats null optional numbers as absent', async () => {
    const c = await published(
      body({ maxDiscount: null, startDealTime: null, stopDealAtOccupancy: null, excludedDates: null }),
    );
    expect(c.exclusionDates).toEqual([]);
    expect(Object.keys(c.operatorDeal).sort()).toEqual(
      ['discountType', 'discountValue', 'minSeatValue', 'name', 'type'].sort(),
    );
  });

  it('stores Early Bird conditions and answers them in the §3 shape', async () => {
    const c = await published(body({ type: 'EARLYBIRD', stopDealAtSeatCount: 20, stopDealTime: 3 }));
    expect(c.operatorDeal).toMatchObject({
      type: 'EARLYBIRD',
      stopDealAtSeatCount: { gte: 20 },
      stopDealTime: 3,
    });
    const only = await published(body({ type: 'EARLYBIRD', stopDealTime: 2 }));
    expect(only.operatorDeal).not.toHaveProperty('stopDealAtSeatCount');
    expect(only.operatorDeal.stopDealTime).toBe(2);
  });

  it('stores Last Min Deal conditions and answers them in the §3 shape', async () => {
    const c = await published(
      body({ type: 'LASTMINUTE', startDealTime: 6, startDealAtOccupancy: 60, stopDealAtOccupancy: 100 }),
    );
    expect(c.operatorDeal).toMatchObject({
      type: 'LASTMINUTE',
      startDealTime: 6,
      startDealAtOccupancy: { lte: 60 },
      stopDealAtOccupancy: { gte: 100 },
    });
    expect(c.operatorDeal).not.toHaveProperty('stopDealTime');
  });

  it('reads dates as IST business dates in every accepted form', async () => {
    const c = await published(
      body({
        // IST midnight as toISOString() prints it, and with an explicit offset.
        startDate: `${day(0)}T18:30:00.000Z`,
        endDate: `${day(5)}T00:00:00+05:30`,
        excludedDates: [day(2), `${day(3)}T00:00:00`, day(2)],
      }),
    );
    expect(c.startDate).toBe(day(1));
    expect(c.endDate).toBe(day(5));
    expect(c.exclusionDates).toEqual([day(2), day(3)]);
  });

  it('gives every campaign a different code', async () => {
    const a = await published();
    const b = await published();
    expect(a.name).not.toBe(b.name);
    expect(a._id).not.toBe(b._id);
  });

  const pct = { discountType: 'PERCENTAGE', discountValue: 10, maxDiscount: 100 };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['flat below 50', { discountValue: 49 }, 'discountValue', DEAL_MESSAGES.flatDiscount],
    ['flat above 1000', { discountValue: 1001 }, 'discountValue', DEAL_MESSAGES.flatDiscount],
    ['flat missing', { discountValue: undefined }, 'discountValue', DEAL_MESSAGES.flatDiscount],
    ['percentage below 5', { ...pct, discountValue: 4 }, 'discountValue', DEAL_MESSAGES.percentage],
    ['percentage above 100', { ...pct, discountValue: 101 }, 'discountValue', DEAL_MESSAGES.percentage],
    ['percentage missing', { ...pct, discountValue: null }, 'discountValue', DEAL_MESSAGES.percentage],
    ['max discount missing', { ...pct, maxDiscount: undefined }, 'maxDiscount', DEAL_MESSAGES.maxDiscount],
    ['max discount below 50', { ...pct, maxDiscount: 49 }, 'maxDiscount', DEAL_MESSAGES.maxDiscount],
    ['max discount above 1000', { ...pct, maxDiscount: 1001 }, 'maxDiscount', DEAL_MESSAGES.maxDiscount],
    ['min seat value below 50', { minSeatValue: 49 }, 'minSeatValue', DEAL_MESSAGES.minSeatValue],
    ['min seat value above 1000', { minSeatValue: 1001 }, 'minSeatValue', DEAL_MESSAGES.minSeatValue],
    ['min seat value missing', { minSeatValue: undefined }, 'minSeatValue', DEAL_MESSAGES.minSeatValue],
    ['min seat value as text', { minSeatValue: '300' }, 'minSeatValue', DEAL_MESSAGES.minSeatValue],
    ['start date missing', { startDate: undefined }, 'startDate', DEAL_MESSAGES.startDateRequired],
    ['start date empty', { startDate: '' }, 'startDate', DEAL_MESSAGES.startDateRequired],
    ['end date missing', { endDate: undefined }, 'endDate', DEAL_MESSAGES.endDateRequired],
    ['end date empty', { endDate: ' ' }, 'endDate', DEAL_MESSAGES.endDateRequired],
    ['no active day', { dayIncluded: [] }, 'dayIncluded', DEAL_MESSAGES.activeDayRequired],
    ['active days missing', { dayIncluded: undefined }, 'dayIncluded', DEAL_MESSAGES.activeDayRequired],
    ['a day twice', { dayIncluded: ['MON', 'MON'] }, 'dayIncluded', DEAL_MESSAGES.duplicateDay],
    [
      'not a day',
      { dayIncluded: ['FUNDAY'] },
      'dayIncluded.0',
      'Days are MON, TUE, WED, THU, FRI, SAT or SUN',
    ],
    [
      'occupancy above 100',
      { type: 'LASTMINUTE', startDealTime: 4, startDealAtOccupancy: 101 },
      'startDealAtOccupancy',
      DEAL_MESSAGES.occupancyMax,
    ],
    [
      'stop occupancy above 100',
      { type: 'LASTMINUTE', startDealTime: 4, stopDealAtOccupancy: 101 },
      'stopDealAtOccupancy',
      DEAL_MESSAGES.stopOfferMax,
    ],
    [
      'stop occupancy not above the start occupancy',
      { type: 'LASTMINUTE', startDealTime: 4, startDealAtOccupancy: 60, stopDealAtOccupancy: 60 },
      'stopDealAtOccupancy',
      DEAL_MESSAGES.stopAboveStartOccupancy,
    ],
    [
      'occupancy 0',
      { type: 'LASTMINUTE', startDealTime: 4, stopDealAtOccupancy: 0 },
      'stopDealAtOccupancy',
      DEAL_MESSAGES.occupancyMin,
    ],
    ['start date today (IST)', { startDate: TODAY }, 'startDate', DEAL_MESSAGES.startAfterToday],
    ['start date in the past', { startDate: day(-3) }, 'startDate', DEAL_MESSAGES.startAfterToday],
    ['end before start', { startDate: day(5), endDate: day(4) }, 'endDate', DEAL_MESSAGES.endBeforeStart],
    [
      'end over a year after start',
      { startDate: day(1), endDate: day(367) },
      'endDate',
      DEAL_MESSAGES.endWithinAYear,
    ],
    [
      'exclusion before start',
      { excludedDates: [day(0)] },
      'excludedDates',
      DEAL_MESSAGES.exclusionOutsideRange,
    ],
    [
      'exclusion after end',
      { excludedDates: [day(8)] },
      'excludedDates',
      DEAL_MESSAGES.exclusionOutsideRange,
    ],
    ['no service', { selectedSevices: [] }, 'selectedSevices', DEAL_MESSAGES.selectService],
    ['services missing', { selectedSevices: undefined }, 'selectedSevices', DEAL_MESSAGES.selectService],
    [
      'malformed service id',
      { selectedSevices: [{ _id: 'svc-1' }] },
      'selectedSevices.0._id',
      'Not a valid id',
    ],
    ['not a date', { startDate: `${day(1)}T25:00:00` }, 'startDate', DEAL_MESSAGES.invalidDate],
    ['no such day', { endDate: '2027-02-30' }, 'endDate', DEAL_MESSAGES.invalidDate],
    ['bad exclusion date', { excludedDates: ['soon'] }, 'excludedDates.0', DEAL_MESSAGES.invalidDate],
    ['fractional discount', { discountValue: 99.5 }, 'discountValue', DEAL_MESSAGES.wholeNumber],
    ['unknown offer type', { type: 'FLASH' }, 'type', 'Choose an offer type'],
    ['unknown discount type', { discountType: 'FREE' }, 'discountType', 'Choose Flat or Percentage'],
    ['status other than ACTIVE', { status: 'INACTIVE' }, 'status', DEAL_MESSAGES.newDealIsActive],
    [
      'Early Bird without a stop condition',
      { type: 'EARLYBIRD' },
      'stopDealAtSeatCount',
      DEAL_MESSAGES.earlyBirdCondition,
    ],
    ['Last Min without start hours', { type: 'LASTMINUTE' }, 'startDealTime', DEAL_MESSAGES.lastMinuteStart],
    [
      'Custom with an Early Bird condition',
      { stopDealTime: 2 },
      'stopDealTime',
      'Stop days before departure applies only to Early Bird Offer',
    ],
    [
      'Early Bird with a Last Min condition',
      { type: 'EARLYBIRD', stopDealTime: 2, startDealAtOccupancy: 50 },
      'startDealAtOccupancy',
      'Only while occupancy below applies only to Last Min Deal',
    ],
    [
      'Last Min with an Early Bird condition',
      { type: 'LASTMINUTE', startDealTime: 4, stopDealAtSeatCount: 10 },
      'stopDealAtSeatCount',
      'Stop after seats sold applies only to Early Bird Offer',
    ],
    [
      'start hours out of range',
      { type: 'LASTMINUTE', startDealTime: 0 },
      'startDealTime',
      DEAL_MESSAGES.startDealHours,
    ],
    [
      'stop days out of range',
      { type: 'EARLYBIRD', stopDealTime: 400 },
      'stopDealTime',
      DEAL_MESSAGES.stopDealDays,
    ],
    [
      'seat count out of range',
      { type: 'EARLYBIRD', stopDealAtSeatCount: 0 },
      'stopDealAtSeatCount',
      DEAL_MESSAGES.stopSeatCount,
    ],
  ];

  it.each(cases)(
    'refuses %s with the message at its field and stores nothing',
    async (_name, over, path, message) => {
      const before = await campaignCount(accountA);
      const r = await publish(body(over));
      expectError(r, 400, message, path);
      expect(await campaignCount(accountA)).toBe(before);
    },
  );

  it('reports every broken field of a step at once', async () => {
    const r = await publish(
      body({ discountType: 'PERCENTAGE', discountValue: 2, maxDiscount: 2000, startDate: '' }),
    );
    expect(r.statusCode).toBe(400);
    const { errors } = r.json<ErrorEnvelope>();
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'startDate', message: DEAL_MESSAGES.startDateRequired },
        { path: 'discountValue', message: DEAL_MESSAGES.percentage },
        { path: 'maxDiscount', message: DEAL_MESSAGES.maxDiscount },
      ]),
    );
  });

  it('answers a long bad list with a short error (at most 50 field errors)', async () => {
    const before = await campaignCount(accountA);
    const r = await publish(body({ dayIncluded: Array.from({ length: 5_000 }, () => 1) }));
    expect(r.statusCode).toBe(400);
    expect(r.json<ErrorEnvelope>().errors?.length).toBeLessThanOrEqual(50);
    expect(r.body.length).toBeLessThan(10_000);
    const eight = await publish(
      body({ dayIncluded: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'MON'] }),
    );
    expectError(eight, 400, DEAL_MESSAGES.duplicateDay, 'dayIncluded');
    expect(await campaignCount(accountA)).toBe(before);
  });

  it("answers 404 for another account's or an unknown service and stores nothing", async () => {
    const before = await campaignCount(accountA);
    const other = await publish(body({ selectedSevices: [svc(servicesA[0]!.id), svc(servicesB[0]!.id)] }));
    expectError(other, 404, DEAL_MESSAGES.serviceNotFound, 'selectedSevices.1._id');
    const unknown = await publish(body({ selectedSevices: [svc('00000000-0000-4000-8000-000000000000')] }));
    expectError(unknown, 404, DEAL_MESSAGES.serviceNotFound, 'selectedSevices.0._id');
    expect(await campaignCount(accountA)).toBe(before);
  });

  it('refuses an inactive service', async () => {
    const before = await campaignCount(accountA);
    const r = await publish(body({ selectedSevices: [svc(inactiveA)] }));
    expectError(r, 400, DEAL_MESSAGES.serviceInactive, 'selectedSevices.0._id');
    expect(await campaignCount(accountA)).toBe(before);
  });
});

describe('GET /user/fetchDeals', () => {
  it("lists only the account's campaigns, newest first", async () => {
    const first = await published();
    ctx.clock.advance(60_000);
    const second = await published();
    const theirs = await published(body({ selectedSevices: [svc(servicesB[0]!.id)] }), tokenB);
    const r = await fetchDeals();
    expect(r.statusCode).toBe(200);
    const list = r.json<Ok<Campaign[]>>().data;
    const ids = list.map((c) => c._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids.indexOf(second._id)).toBeGreaterThanOrEqual(0);
    expect(ids).not.toContain(theirs._id);
    expect(list).toHaveLength(await campaignCount(accountA));
    const createdAt = list.map((c) => c.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
  });

  it('with ?id answers that campaign as the first item', async () => {
    const c = await published();
    const r = await fetchDeals(c._id);
    expect(r.statusCode).toBe(200);
    expect(r.json<Ok<Campaign[]>>().data).toEqual([c]);
  });

  it("answers 404 for another account's or an unknown campaign, 400 for a malformed id", async () => {
    const theirs = await published(body({ selectedSevices: [svc(servicesB[0]!.id)] }), tokenB);
    expectError(await fetchDeals(theirs._id), 404, DEAL_MESSAGES.campaignNotFound);
    expectError(
      await fetchDeals('00000000-0000-4000-8000-000000000000'),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
    expectError(await fetchDeals('abc'), 400, 'Not a valid id', 'id');
  });

  it('marks expired and about-to-expire campaigns (IST, 3 days)', async () => {
    const ids = [servicesA[0]!.id];
    const ends = [-1, 0, 3, 4];
    const flags: Campaign[] = [];
    for (const n of ends)
      flags.push(await fetchOne((await insertCampaign(accountA, ids, { endDate: day(n) })).id));
    expect(flags.map((c) => [c.isExpired, c.isAboutToExpire])).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
    expect(flags[0]!.NoOfDays).toBe(10);
  });
});

describe('POST /user/updateCampaign (switch)', () => {
  it('switches off and on, answering the stored status', async () => {
    const c = await published();
    const off = await update({ selectedCampaignId: c._id, status: 'INACTIVE' });
    expect(off.statusCode).toBe(200);
    expect(off.json<Ok<Campaign[]>>().data[0]!.status).toBe('INACTIVE');
    expect((await campaignRow(c._id)).status).toBe('INACTIVE');
    const again = await update({ selectedCampaignId: c._id, status: 'INACTIVE' });
    expect(again.json<Ok<Campaign[]>>().data[0]!.status).toBe('INACTIVE');
    const on = await update({ selectedCampaignId: c._id, status: 'ACTIVE' });
    const data = on.json<Ok<Campaign[]>>().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({ ...c, status: 'ACTIVE' });
    expect((await campaignRow(c._id)).status).toBe('ACTIVE');
  });

  it('refuses to switch an expired campaign', async () => {
    const expired = await insertCampaign(accountA, [servicesA[0]!.id], {
      startDate: day(-20),
      endDate: day(-1),
    });
    const r = await update({ selectedCampaignId: expired.id, status: 'INACTIVE' });
    expectError(r, 409, DEAL_MESSAGES.expiredNoSwitch);
    expect((await campaignRow(expired.id)).status).toBe('ACTIVE');
  });

  it('a campaign ending today can still be switched', async () => {
    const last = await insertCampaign(accountA, [servicesA[0]!.id], { endDate: TODAY });
    const r = await update({ selectedCampaignId: last.id, status: 'INACTIVE' });
    expect(r.statusCode).toBe(200);
  });

  it("answers 404 for another account's or an unknown campaign and changes nothing", async () => {
    const theirs = await published(body({ selectedSevices: [svc(servicesB[0]!.id)] }), tokenB);
    expectError(
      await update({ selectedCampaignId: theirs._id, status: 'INACTIVE' }),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
    expect((await campaignRow(theirs._id)).status).toBe('ACTIVE');
    expectError(
      await update({ selectedCampaignId: '00000000-0000-4000-8000-000000000000', status: 'INACTIVE' }),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
  });

  it('validates the body', async () => {
    const c = await published();
    expectError(
      await update({ selectedCampaignId: 'x', status: 'ACTIVE' }),
      400,
      'Not a valid id',
      'selectedCampaignId',
    );
    expectError(
      await update({ selectedCampaignId: c._id, status: 'PAUSED' }),
      400,
      'Status is ACTIVE or INACTIVE',
      'status',
    );
    expectError(await update({ selectedCampaignId: c._id }), 400, DEAL_MESSAGES.statusOrEndDate, 'status');
    expectError(
      await update({ selectedCampaignId: c._id, status: 'ACTIVE', endDate: day(30) }),
      400,
      DEAL_MESSAGES.statusOrEndDate,
      'status',
    );
  });
});

describe('POST /user/updateCampaign (extend)', () => {
  it('changes only the end date', async () => {
    const c = await published(
      body({
        type: 'EARLYBIRD',
        stopDealTime: 2,
        discountType: 'PERCENTAGE',
        discountValue: 12,
        maxDiscount: 90,
      }),
    );
    const rowBefore = await campaignRow(c._id);
    const r = await update({ selectedCampaignId: c._id, endDate: `${day(20)}T00:00:00` });
    expect(r.statusCode).toBe(200);
    const after = r.json<Ok<Campaign[]>>().data[0]!;
    expect(after).toEqual({ ...c, endDate: day(20), NoOfDays: 20 });
    const rowAfter = await campaignRow(c._id);
    expect({ ...rowAfter, updatedAt: rowBefore.updatedAt }).toEqual({ ...rowBefore, endDate: day(20) });
  });

  it('extends a campaign about to expire', async () => {
    const soon = await insertCampaign(accountA, [servicesA[0]!.id], { endDate: day(2) });
    expect((await fetchOne(soon.id)).isAboutToExpire).toBe(true);
    const r = await update({ selectedCampaignId: soon.id, endDate: day(15) });
    expect(r.statusCode).toBe(200);
    const after = r.json<Ok<Campaign[]>>().data[0]!;
    expect(after).toMatchObject({ endDate: day(15), isAboutToExpire: false, name: soon.code });
  });

  it('needs a new end date after today, not before the start, after the current end', async () => {
    const running = await insertCampaign(accountA, [servicesA[0]!.id], { endDate: day(2) });
    expectError(
      await update({ selectedCampaignId: running.id, endDate: TODAY }),
      400,
      DEAL_MESSAGES.endAfterToday,
      'endDate',
    );
    expectError(
      await update({ selectedCampaignId: running.id, endDate: day(2) }),
      400,
      DEAL_MESSAGES.extendAfterCurrentEnd,
      'endDate',
    );
    const future = await insertCampaign(accountA, [servicesA[0]!.id], {
      startDate: day(10),
      endDate: day(12),
    });
    expectError(
      await update({ selectedCampaignId: future.id, endDate: day(5) }),
      400,
      DEAL_MESSAGES.endBeforeStart,
      'endDate',
    );
    expectError(
      await update({ selectedCampaignId: future.id, endDate: '' }),
      400,
      DEAL_MESSAGES.endDateRequired,
      'endDate',
    );
    expect((await campaignRow(running.id)).endDate).toBe(day(2));
    expect((await campaignRow(future.id)).endDate).toBe(day(12));
  });

  it('keeps a campaign within a year of its start (extend)', async () => {
    const running = await insertCampaign(accountA, [servicesA[0]!.id], {
      startDate: day(-1),
      endDate: day(2),
    });
    expectError(
      await update({ selectedCampaignId: running.id, endDate: day(365) }),
      400,
      DEAL_MESSAGES.endWithinAYear,
      'endDate',
    );
    expect((await campaignRow(running.id)).endDate).toBe(day(2));
    expect((await update({ selectedCampaignId: running.id, endDate: day(364) })).statusCode).toBe(200);
    expect((await campaignRow(running.id)).endDate).toBe(day(364));
  });

  it('refuses to extend an expired campaign (renew it instead)', async () => {
    const expired = await insertCampaign(accountA, [servicesA[0]!.id], {
      startDate: day(-20),
      endDate: day(-1),
    });
    expectError(
      await update({ selectedCampaignId: expired.id, endDate: day(10) }),
      409,
      DEAL_MESSAGES.expiredNoExtend,
    );
    expect((await campaignRow(expired.id)).endDate).toBe(day(-1));
  });

  it("answers 404 for another account's campaign", async () => {
    const theirs = await published(body({ selectedSevices: [svc(servicesB[0]!.id)] }), tokenB);
    expectError(
      await update({ selectedCampaignId: theirs._id, endDate: day(30) }),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
    expect((await campaignRow(theirs._id)).endDate).toBe(day(7));
  });
});

describe('POST /user/RenewCampaign', () => {
  it('creates a new campaign with a new code and dates from the old deal and services; the old one is untouched', async () => {
    const old = await insertCampaign(accountA, [servicesA[2]!.id, servicesA[0]!.id], {
      type: 'LASTMINUTE',
      discountType: 'PERCENTAGE',
      discountValue: 20,
      maxDiscountPaise: 20_000,
      startDealHoursBefore: 6,
      startDealBelowOccupancy: 60,
      stopDealAtOccupancy: 85,
      startDate: day(-30),
      endDate: day(-2),
      applicableDays: ['FRI', 'SAT', 'SUN'],
      exclusionDates: [day(-5)],
      status: 'INACTIVE',
    });
    const oldBefore = await fetchOne(old.id);
    const oldRowBefore = await campaignRow(old.id);
    expect(oldBefore.isExpired).toBe(true);

    const r = await renew({ selectedCampaign: old.id, startDate: `${day(1)}T00:00:00`, endDate: day(30) });
    expect(r.statusCode).toBe(200);
    const data = r.json<Ok<Campaign[]>>().data;
    expect(data).toHaveLength(1);
    const fresh = data[0]!;
    expect(fresh.operatorDeal.name).toMatch(CAMPAIGN_CODE_PATTERN);
    expect(fresh.operatorDeal.name).not.toBe(old.code);
    expect(fresh.name).toBe(fresh.operatorDeal.name);
    expect(fresh._id).not.toBe(old.id);
    expect(fresh).toMatchObject({
      status: 'ACTIVE',
      startDate: day(1),
      endDate: day(30),
      NoOfDays: 30,
      applicableDays: ['FRI', 'SAT', 'SUN'],
      exclusionDates: [],
      isExpired: false,
      renewedFromId: old.id,
    });
    expect(fresh.operatorDeal).toEqual({ ...oldBefore.operatorDeal, name: fresh.name });
    expect(fresh.serviceName).toEqual(oldBefore.serviceName);

    expect(await fetchOne(old.id)).toEqual(oldBefore);
    expect(await campaignRow(old.id)).toEqual(oldRowBefore);
    expect(await fetchOne(fresh._id)).toEqual(fresh);
  });

  it('accepts the campaign object as selectedCampaign and carries exclusion dates inside the new range', async () => {
    const old = await insertCampaign(accountA, [servicesA[0]!.id], {
      startDate: day(-5),
      endDate: day(15),
      exclusionDates: [day(-2), day(12)],
    });
    const current = await fetchOne(old.id);
    const r = await renew({ selectedCampaign: current, startDate: day(10), endDate: day(20) });
    expect(r.statusCode).toBe(200);
    expect(r.json<Ok<Campaign[]>>().data[0]).toMatchObject({
      exclusionDates: [day(12)],
      renewedFromId: old.id,
    });
  });

  it('leaves out services that are no longer active', async () => {
    const [gone] = await addServices(accountA, [{ start: '05:00:00' }]);
    const old = await insertCampaign(accountA, [gone!.id, servicesA[0]!.id], {
      startDate: day(-9),
      endDate: day(-1),
    });
    await ctx.db.update(services).set({ active: false }).where(eq(services.id, gone!.id));
    const r = await renew({ selectedCampaign: old.id, startDate: day(1), endDate: day(2) });
    expect(r.statusCode).toBe(200);
    expect(r.json<Ok<Campaign[]>>().data[0]!.serviceName.map((s) => s._id)).toEqual([servicesA[0]!.id]);
  });

  it('needs a new start after today and an end not before it; stores nothing otherwise', async () => {
    const old = await insertCampaign(accountA, [servicesA[0]!.id], { startDate: day(-9), endDate: day(-1) });
    const before = await campaignCount(accountA);
    expectError(
      await renew({ selectedCampaign: old.id, startDate: TODAY, endDate: day(5) }),
      400,
      DEAL_MESSAGES.startAfterToday,
      'startDate',
    );
    expectError(
      await renew({ selectedCampaign: old.id, startDate: day(5), endDate: day(4) }),
      400,
      DEAL_MESSAGES.endBeforeStart,
      'endDate',
    );
    expectError(
      await renew({ selectedCampaign: old.id, endDate: day(4) }),
      400,
      DEAL_MESSAGES.startDateRequired,
      'startDate',
    );
    expectError(
      await renew({ selectedCampaign: old.id, startDate: day(4) }),
      400,
      DEAL_MESSAGES.endDateRequired,
      'endDate',
    );
    expectError(
      await renew({ selectedCampaign: 'nope', startDate: day(4), endDate: day(5) }),
      400,
      'Not a valid id',
      'selectedCampaign',
    );
    expect(await campaignCount(accountA)).toBe(before);
  });

  it('keeps a renewed campaign within a year of its start', async () => {
    const old = await insertCampaign(accountA, [servicesA[0]!.id], { startDate: day(-9), endDate: day(-1) });
    const before = await campaignCount(accountA);
    expectError(
      await renew({ selectedCampaign: old.id, startDate: day(1), endDate: day(367) }),
      400,
      DEAL_MESSAGES.endWithinAYear,
      'endDate',
    );
    expect(await campaignCount(accountA)).toBe(before);
    expect((await renew({ selectedCampaign: old.id, startDate: day(1), endDate: day(366) })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another account's or an unknown campaign", async () => {
    const theirs = await insertCampaign(accountB, [servicesB[0]!.id], {
      startDate: day(-9),
      endDate: day(-1),
    });
    const before = await campaignCount(accountA);
    expectError(
      await renew({ selectedCampaign: theirs.id, startDate: day(1), endDate: day(5) }),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
    expectError(
      await renew({
        selectedCampaign: { _id: '00000000-0000-4000-8000-000000000000' },
        startDate: day(1),
        endDate: day(5),
      }),
      404,
      DEAL_MESSAGES.campaignNotFound,
    );
    expect(await campaignCount(accountA)).toBe(before);
  });
});

describe('who may use deals', () => {
  const calls = [
    { method: 'GET' as const, url: '/user/services' },
    { method: 'GET' as const, url: '/user/fetchDeals' },
    { method: 'POST' as const, url: '/user/publishDeal' },
    { method: 'POST' as const, url: '/user/updateCampaign' },
    { method: 'POST' as const, url: '/user/RenewCampaign' },
  ];

  it('answers 403 to MG and electric accounts on every deals call', async () => {
    const mg = (await loginAs(ctx, '9000000002')).accessToken;
    const electric = (await loginAs(ctx, '9000000003')).accessToken;
    // The model's human name, never the internal user type (BUSOWNER, ELECTRIC).
    for (const [token, prefix, model] of [
      [mg, '/mg', 'MG'],
      [electric, '/electric', 'Electric'],
    ] as const) {
      for (const call of calls) {
        const validBody =
          call.url === '/user/publishDeal'
            ? body({ selectedSevices: [svc(servicesA[0]!.id)] })
            : call.url === '/user/updateCampaign'
              ? { selectedCampaignId: '00000000-0000-4000-8000-000000000000', status: 'ACTIVE' }
              : {
                  selectedCampaign: '00000000-0000-4000-8000-000000000000',
                  startDate: day(1),
                  endDate: day(2),
                };
        const r = await ctx.app.inject({
          method: call.method,
          url: `/api/v1${prefix}${call.url}`,
          headers: headers(token),
          ...(call.method === 'POST' ? { payload: validBody } : {}),
        });
        expectError(r, 403, `The ${model} business model does not include Deals.`);
      }
    }
  });

  it('serves a user with several models only through the OPERATOR path', async () => {
    const multi = (await loginAs(ctx, '9000000005')).accessToken;
    const operator = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/fetchDeals',
      headers: headers(multi),
    });
    expect(operator.statusCode).toBe(200);
    for (const prefix of ['/mg', '/electric']) {
      const r = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1${prefix}/user/fetchDeals`,
        headers: headers(multi),
      });
      expect(r.statusCode).toBe(403);
    }
    const r = await publish(body({ selectedSevices: [svc(servicesA[0]!.id)] }), multi, '/mg');
    expectError(r, 403, 'The MG business model does not include Deals.');
  });

  it('answers 401 without a token', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/fetchDeals' });
    expect(r.statusCode).toBe(401);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(r.json<{ paths: Record<string, unknown> }>().paths);
    for (const call of calls) expect(paths).toContain(`/api/v1${call.url}`);
  });
});

describe('seedDemoDeals', () => {
  it('gives an OPERATOR account campaigns in every state of every offer type', async () => {
    const [user] = await ctx.db
      .insert(users)
      .values({ mobileNo: '9876512345', name: 'Demo Seed' })
      .returning();
    const [account] = await ctx.db
      .insert(accounts)
      .values({ userId: user!.id, type: 'OPERATOR', name: 'Seed Travels' })
      .returning();
    await addServices(account!.id, [{ start: '21:00:00' }, { start: '22:00:00' }, { start: '07:00:00' }]);
    await ctx.db.transaction((tx) => seedDemoDeals(tx, { now: NOW }));
    const deals = new DealsService({ db: ctx.db, clock: ctx.clock });
    const list = await deals.fetch(account!.id);
    const phase = (c: Campaign) =>
      c.isExpired
        ? 'EXPIRED'
        : c.isAboutToExpire
          ? 'ABOUT_TO_EXPIRE'
          : c.status === 'INACTIVE'
            ? 'INACTIVE'
            : 'ACTIVE';
    const seen = new Set(list.map((c) => `${c.operatorDeal.type}:${phase(c)}`));
    for (const type of ['CUSTOM', 'EARLYBIRD', 'LASTMINUTE'])
      for (const p of ['ACTIVE', 'INACTIVE', 'ABOUT_TO_EXPIRE', 'EXPIRED'])
        expect(seen).toContain(`${type}:${p}`);
    expect(list.some((c) => c.renewedFromId !== null)).toBe(true);
    expect(list.every((c) => c.serviceName.length > 0)).toBe(true);
    // Seeding again leaves an account that has campaigns alone.
    await seedDemoDeals(ctx.db, { now: NOW });
    expect(await deals.fetch(account!.id)).toHaveLength(list.length);
  });
});

describe('today is an IST date', () => {
  it('after 00:00 IST, tomorrow is no longer after today (while UTC is still on the day before)', async () => {
    const saved = ctx.clock.now();
    ctx.clock.set(new Date('2026-11-22T18:29:00Z')); // 23:59 IST
    try {
      const token = (await loginAs(ctx, '9000000001')).accessToken;
      expect((await publish(body({ startDate: day(1) }), token)).statusCode).toBe(200);
      ctx.clock.advance(60_000); // 00:00:31 IST on day(1); 18:30:31 UTC on day(0)
      expectError(
        await publish(body({ startDate: day(1) }), token),
        400,
        DEAL_MESSAGES.startAfterToday,
        'startDate',
      );
      const c = await published(body({ startDate: day(2), endDate: day(2), excludedDates: [] }), token);
      expect(c.isAboutToExpire).toBe(true);
    } finally {
      ctx.clock.set(saved);
    }
  });
});
