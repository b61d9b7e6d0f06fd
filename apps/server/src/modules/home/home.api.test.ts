import {
  addDaysToDate,
  isCampaignAboutToExpire,
  isCampaignExpired,
  istDateOf,
  istStartOfDay,
  type HomeSummary,
  type MgHomeSummary,
  type RevenueRow,
  type SalesTrend,
} from '@oc/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bookings, campaigns, homeSnapshots, services, trips, users } from '../../db/schema';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';

/** 15:00 IST on 2026-11-22: the demo data is seeded at this instant, the snapshot job starts here. */
const NOW = new Date('2026-11-22T09:30:00Z');
const TODAY = '2026-11-22';
const HOUR = 60 * 60_000;

let ctx: TestContext;

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

/** Today's figures computed straight from the account's bookings (the rule of docs/architecture.md). */
async function expectedToday(accountId: string, at: Date) {
  const from = istStartOfDay(istDateOf(at)).getTime();
  const rows = await ctx.db.select().from(bookings).where(eq(bookings.accountId, accountId));
  const own = rows.filter((b) => b.channel === 'WEB' || b.channel === 'APP');
  const inWindow = (d: Date | null) => d !== null && d.getTime() >= from && d.getTime() <= at.getTime();
  const sold = own.filter((b) => b.status === 'CONFIRMED' && inWindow(b.bookedAt));
  return {
    revenue: sold.reduce((s, b) => s + b.farePaise, 0) / 100,
    seats: sold.reduce((s, b) => s + b.seats, 0),
    cancelledSeats: own
      .filter((b) => b.status === 'CANCELLED' && inWindow(b.cancelledAt))
      .reduce((s, b) => s + b.seats, 0),
  };
}

async function get<T>(token: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

let pnr = 0;
async function addBooking(accountId: string, channel: 'WEB' | 'APP' | 'AGENT', farePaise: number, seats = 1) {
  const [trip] = await ctx.db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(eq(trips.accountId, accountId), eq(trips.tripDate, addDaysToDate(istDateOf(ctx.clock.now()), 1))),
    )
    .limit(1);
  await ctx.db.insert(bookings).values({
    accountId,
    tripId: trip!.id,
    pnr: `HOMETEST${++pnr}`,
    passengerName: 'Test Passenger',
    passengerMobile: '9876543210',
    seatType: 'SEATER',
    seats,
    farePaise,
    channel,
    bookedAt: ctx.clock.now(),
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
});
// Every test starts at NOW, however far the one before moved the clock or wherever it failed.
afterEach(() => ctx.clock.set(NOW));
afterAll(() => ctx.close());

describe('GET /user/ (operator home)', () => {
  let token: string;
  let accountId: string;
  beforeAll(async () => {
    token = (await loginAs(ctx, '9000000001')).accessToken;
    accountId = await accountOf('9000000001', 'OPERATOR');
  });

  it("today's sales from the start snapshot, own channels only, and the deal notifications", async () => {
    const home = await get<HomeSummary>(token, '/api/v1/user/');
    const want = await expectedToday(accountId, NOW);
    expect(want.seats).toBeGreaterThan(0);
    expect(home).toMatchObject({
      name: 'Rajesh Kumar',
      accountName: 'Shiv Shakti Travels',
      revenue: want.revenue,
      confirmedSeats: want.seats,
      cancelledSeats: want.cancelledSeats,
      lastUpdatedAt: NOW.toISOString(),
    });
    const ends = (await ctx.db.select().from(campaigns).where(eq(campaigns.accountId, accountId))).map(
      (c) => c.endDate,
    );
    expect(home.dealsRenew).toBe(ends.filter((e) => isCampaignAboutToExpire(e, TODAY)).length);
    expect(home.dealsExpired).toBe(ends.filter((e) => isCampaignExpired(e, TODAY)).length);
    expect(home.dealsRenew).toBeGreaterThan(0);
    expect(home.dealsExpired).toBeGreaterThan(0);
  });

  it('figures move only on the 2-hour cadence, and only for WEB and APP sales', async () => {
    const before = await get<HomeSummary>(token, '/api/v1/user/');
    await addBooking(accountId, 'WEB', 90_000, 2);
    await addBooking(accountId, 'AGENT', 120_000, 3);
    ctx.clock.set(new Date(NOW.getTime() + HOUR - 31_000));
    token = (await loginAs(ctx, '9000000001')).accessToken; // tokens live 15 minutes
    expect(await ctx.app.homeSnapshots.tick()).toBe(false);
    const stale = await get<HomeSummary>(token, '/api/v1/user/');
    expect(stale).toMatchObject({ revenue: before.revenue, lastUpdatedAt: NOW.toISOString() });

    const at = new Date(NOW.getTime() + 2 * HOUR);
    ctx.clock.set(new Date(at.getTime() - 31_000));
    token = (await loginAs(ctx, '9000000001')).accessToken; // moves the clock to `at`
    expect(await ctx.app.homeSnapshots.tick()).toBe(true);
    const fresh = await get<HomeSummary>(token, '/api/v1/user/');
    expect(fresh.lastUpdatedAt).toBe(at.toISOString());
    expect(fresh.revenue).toBe(before.revenue + 900);
    expect(fresh.confirmedSeats).toBe(before.confirmedSeats + 2);
    const want = await expectedToday(accountId, at);
    expect(fresh.revenue).toBe(want.revenue);
  });

  it('a new IST day starts from a fresh snapshot, whatever the cadence', async () => {
    const midnight = new Date(istStartOfDay(addDaysToDate(TODAY, 1)).getTime() + 10 * 60_000);
    ctx.clock.set(new Date(midnight.getTime() - 31_000));
    token = (await loginAs(ctx, '9000000001')).accessToken;
    const home = await get<HomeSummary>(token, '/api/v1/user/');
    expect(istDateOf(new Date(home.lastUpdatedAt))).toBe(addDaysToDate(TODAY, 1));
    const want = await expectedToday(accountId, new Date(home.lastUpdatedAt));
    expect(home.confirmedSeats).toBe(want.seats);
  });

  it("a snapshot taken on one account's read does not hold back the job for the others", async () => {
    // Past IST midnight: the first reader gets a snapshot on read; the job, a minute later, must
    // still refresh every other account (its own latest snapshot is of yesterday).
    const day = addDaysToDate(TODAY, 2);
    const read = new Date(istStartOfDay(day).getTime() + 5 * 60_000);
    ctx.clock.set(new Date(read.getTime() - 31_000));
    token = (await loginAs(ctx, '9000000001')).accessToken;
    const home = await get<HomeSummary>(token, '/api/v1/user/');
    expect(home.lastUpdatedAt).toBe(read.toISOString());

    const tick = new Date(read.getTime() + 60_000);
    ctx.clock.set(tick);
    expect(await ctx.app.homeSnapshots.tick()).toBe(true);
    const mg = await accountOf('9000000002', 'BUSOWNER');
    const [latest] = await ctx.db
      .select({ takenAt: homeSnapshots.takenAt, businessDate: homeSnapshots.businessDate })
      .from(homeSnapshots)
      .where(eq(homeSnapshots.accountId, mg))
      .orderBy(desc(homeSnapshots.takenAt))
      .limit(1);
    expect(latest).toEqual({ takenAt: tick, businessDate: day });
    // The reader's own snapshot is fresh, so the job left it alone.
    const again = await get<HomeSummary>((await loginAs(ctx, '9000000001')).accessToken, '/api/v1/user/');
    expect(again.lastUpdatedAt).toBe(read.toISOString());
    // Nothing is due a minute later.
    ctx.clock.set(new Date(tick.getTime() + 60_000));
    expect(await ctx.app.homeSnapshots.tick()).toBe(false);
  });

  it('GET /user/salesTrend (issue 41): each of the last 7 and 30 IST days ties to the bookings made that day; bad days are 400', async () => {
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.accountId, accountId));
    const at = ctx.clock.now();
    const expected = (date: string) => {
      const from = istStartOfDay(date).getTime();
      const to = Math.min(from + 24 * HOUR, at.getTime() + 1);
      const sold = rows.filter(
        (b) =>
          (b.channel === 'WEB' || b.channel === 'APP') &&
          b.status === 'CONFIRMED' &&
          b.bookedAt.getTime() >= from &&
          b.bookedAt.getTime() < to,
      );
      return {
        date,
        revenue: sold.reduce((s, b) => s + b.farePaise, 0) / 100,
        seats: sold.reduce((s, b) => s + b.seats, 0),
      };
    };
    for (const n of [7, 30]) {
      const trend = await get<SalesTrend>(token, `/api/v1/user/salesTrend?days=${n}`);
      expect(trend.days).toHaveLength(n);
      expect(trend.days.at(-1)!.date).toBe(TODAY);
      expect(trend.days[0]!.date).toBe(addDaysToDate(TODAY, 1 - n));
      expect(trend.days).toEqual(trend.days.map((d) => expected(d.date)));
    }
    expect((await get<SalesTrend>(token, '/api/v1/user/salesTrend')).days).toHaveLength(7);
    // Today's day agrees with Today's Sales read live.
    const today = (await get<SalesTrend>(token, '/api/v1/user/salesTrend?days=7')).days.at(-1)!;
    const live = await expectedToday(accountId, at);
    expect({ revenue: today.revenue, seats: today.seats }).toEqual({
      revenue: live.revenue,
      seats: live.seats,
    });
    // A booking made now counts today at once.
    await addBooking(accountId, 'WEB', 45_600, 2);
    const after = (await get<SalesTrend>(token, '/api/v1/user/salesTrend?days=7')).days.at(-1)!;
    expect(after).toEqual({ date: TODAY, revenue: today.revenue + 456, seats: today.seats + 2 });
    for (const bad of ['14', 'abc', '-7'])
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/user/salesTrend?days=${bad}`,
            headers: authHeaders(token),
          })
        ).statusCode,
      ).toBe(400);
  });
});

describe('MG home', () => {
  let token: string;
  let accountId: string;
  beforeAll(async () => {
    token = (await loginAs(ctx, '9000000002')).accessToken;
    accountId = await accountOf('9000000002', 'BUSOWNER');
  });

  it('GET /mg/user/revenueDetails: seatsSold, revenue and cancelled seats of today', async () => {
    const home = await get<MgHomeSummary>(token, '/api/v1/mg/user/revenueDetails');
    const want = await expectedToday(accountId, new Date(home.lastUpdatedAt));
    expect(want.seats).toBeGreaterThan(0);
    expect(home).toMatchObject({
      accountName: 'Punjab Roadlines',
      revenue: want.revenue,
      seatsSold: want.seats,
      cancelledSeats: want.cancelledSeats,
    });
  });

  it("today's two figures, each as labelled: Today's Sales = bookings made today, the table = trips by travel date", async () => {
    /** Seats and revenue of today in the table (the rows of trips departing today). */
    const tableToday = async () => {
      const rows = await get<RevenueRow[]>(token, '/api/v1/mg/user/tripRevenue');
      const today = rows.filter((r) => r.tripDate === istDateOf(ctx.clock.now()));
      return {
        seats: today.reduce((n, r) => n + r.seatsSold, 0),
        revenue: Math.round(today.reduce((n, r) => n + r.revenue, 0) * 100) / 100,
      };
    };
    /** The same, straight from the bookings: confirmed, own channels, trip departing `date`. */
    const tripsOn = async (date: string) => {
      const rows = await ctx.db
        .select({ channel: bookings.channel, seats: bookings.seats, farePaise: bookings.farePaise })
        .from(bookings)
        .innerJoin(trips, eq(trips.id, bookings.tripId))
        .where(
          and(eq(bookings.accountId, accountId), eq(trips.tripDate, date), eq(bookings.status, 'CONFIRMED')),
        );
      const own = rows.filter((b) => b.channel === 'WEB' || b.channel === 'APP');
      return {
        seats: own.reduce((n, b) => n + b.seats, 0),
        revenue: own.reduce((n, b) => n + b.farePaise, 0) / 100,
      };
    };
    const tripOn = async (date: string) => {
      const [trip] = await ctx.db
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.accountId, accountId), eq(trips.tripDate, date), eq(trips.status, 'SCHEDULED')))
        .limit(1);
      return trip!.id;
    };

    const summary0 = await get<MgHomeSummary>(token, '/api/v1/mg/user/revenueDetails');
    const table0 = await tableToday();
    // Each figure is its own definition, checked against the bookings.
    expect(table0).toEqual(await tripsOn(TODAY));
    const made0 = await expectedToday(accountId, new Date(summary0.lastUpdatedAt));
    expect({ seats: summary0.seatsSold, revenue: summary0.revenue }).toEqual({
      seats: made0.seats,
      revenue: made0.revenue,
    });

    // Booked today for a trip three days ahead: Today's Sales only. Booked two days ago for a
    // trip departing today: the table's today only.
    await ctx.db.insert(bookings).values([
      {
        accountId,
        tripId: await tripOn(addDaysToDate(TODAY, 3)),
        pnr: 'HOMEDEF1',
        passengerName: 'Booked Today',
        passengerMobile: '9876543210',
        seatType: 'SEATER',
        seats: 2,
        farePaise: 70_000,
        channel: 'WEB',
        bookedAt: new Date(NOW.getTime() + 10 * 60_000),
      },
      {
        accountId,
        tripId: await tripOn(TODAY),
        pnr: 'HOMEDEF2',
        passengerName: 'Travels Today',
        passengerMobile: '9876543210',
        seatType: 'SEATER',
        seats: 3,
        farePaise: 120_000,
        channel: 'APP',
        bookedAt: new Date(NOW.getTime() - 2 * 24 * HOUR),
      },
    ]);
    const at = new Date(NOW.getTime() + 2 * HOUR);
    ctx.clock.set(new Date(at.getTime() - 31_000));
    token = (await loginAs(ctx, '9000000002')).accessToken; // moves the clock to `at`
    await ctx.app.homeSnapshots.tick();
    const summary1 = await get<MgHomeSummary>(token, '/api/v1/mg/user/revenueDetails');
    expect(summary1.lastUpdatedAt).toBe(at.toISOString());
    expect(summary1).toMatchObject({
      seatsSold: summary0.seatsSold + 2,
      revenue: summary0.revenue + 700,
    });
    const made1 = await expectedToday(accountId, at);
    expect({ seats: summary1.seatsSold, revenue: summary1.revenue }).toEqual({
      seats: made1.seats,
      revenue: made1.revenue,
    });
    const table1 = await tableToday();
    expect(table1).toEqual({ seats: table0.seats + 3, revenue: table0.revenue + 1200 });
    expect(table1).toEqual(await tripsOn(TODAY));
  });

  it('GET /mg/user/tripRevenue: one row per trip over the last 7 days including today, own channels', async () => {
    const rows = await get<RevenueRow[]>(token, '/api/v1/mg/user/tripRevenue');
    const from = addDaysToDate(TODAY, -6);
    const tripRows = await ctx.db
      .select({ id: trips.id, tripDate: trips.tripDate, busRc: trips.busRc, name: services.name })
      .from(trips)
      .innerJoin(services, eq(services.id, trips.serviceId))
      .where(eq(trips.accountId, accountId));
    const all = await ctx.db.select().from(bookings).where(eq(bookings.accountId, accountId));
    const expected = new Map<string, { seats: number; paise: number }>();
    for (const t of tripRows) {
      if (t.tripDate < from || t.tripDate > TODAY) continue;
      // Every trip is a row (one with no confirmed sale, e.g. a cancelled trip, shows 0 seats).
      expected.set(`${t.name}|${t.tripDate}`, { seats: 0, paise: 0 });
      for (const b of all) {
        if (b.tripId !== t.id || b.status !== 'CONFIRMED' || (b.channel !== 'WEB' && b.channel !== 'APP'))
          continue;
        const key = `${t.name}|${t.tripDate}`;
        const e = expected.get(key) ?? { seats: 0, paise: 0 };
        e.seats += b.seats;
        e.paise += b.farePaise;
        expected.set(key, e);
      }
    }
    expect(rows.length).toBe(expected.size);
    expect(new Set(rows.map((r) => r.tripDate)).size).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.tripDate >= from && r.tripDate <= TODAY).toBe(true);
      const e = expected.get(`${r.serviceName}|${r.tripDate}`)!;
      expect(r).toMatchObject({ seatsSold: e.seats, revenue: e.paise / 100 });
    }

    const rc = tripRows.find((t) => t.busRc && t.tripDate >= from && t.tripDate <= TODAY)?.busRc;
    if (rc) {
      const filtered = await get<RevenueRow[]>(token, `/api/v1/mg/user/tripRevenue?rc=${rc.toLowerCase()}`);
      const rcTrips = new Set(tripRows.filter((t) => t.busRc === rc).map((t) => `${t.name}|${t.tripDate}`));
      expect(filtered.length).toBeGreaterThan(0);
      for (const r of filtered) expect(rcTrips.has(`${r.serviceName}|${r.tripDate}`)).toBe(true);
    }
  });
});
