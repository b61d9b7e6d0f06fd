import { BANK_PROOF_STATUSES, addDaysToDate, weekdayOfDate } from '@oc/contract';
import { and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support';
import type { Db } from '../client';
import {
  accounts,
  bankProofTransitions,
  bankProofs,
  bookings,
  cabBookings,
  cabMarshals,
  cabTrips,
  busTypes,
  campaignServices,
  campaigns,
  payouts,
  services,
  trips,
  users,
} from '../schema';
import { DEMO_USERS, FUTURE_DAYS, PAST_DAYS, seedDemo, seedIfEmpty } from '.';

/** 01:30 IST on Monday 2026-11-23 while UTC is still on the 22nd: "today" must be the IST date. */
const NOW = new Date('2026-11-22T20:00:00Z');
const TODAY = '2026-11-23';

let seeded: TestDatabase;
let db: Db;

beforeAll(async () => {
  seeded = await createTestDatabase({ seed: true, now: NOW });
  db = seeded.database.db;
});
afterAll(async () => seeded.close());

async function accountsOfType(type: 'OPERATOR' | 'BUSOWNER' | 'ELECTRIC' | 'CABOWNER') {
  return db
    .select({ id: accounts.id, name: accounts.name, mobileNo: users.mobileNo })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.type, type))
    .orderBy(asc(accounts.createdAt));
}

/** A test that seeds a whole demo database of its own (PGlite on a loaded 2-core machine). */
const SEEDS_A_DATABASE_MS = 60_000;

describe('demo seed', () => {
  it('has the seven demo users and their accounts', async () => {
    const rows = await db.select({ mobileNo: users.mobileNo }).from(users).orderBy(asc(users.mobileNo));
    expect(rows.map((r) => r.mobileNo)).toEqual(DEMO_USERS.map((u) => u.mobileNo));
    const operators = await accountsOfType('OPERATOR');
    expect(operators.map((a) => a.mobileNo)).toEqual([
      '9000000001',
      '9000000005',
      '9000000006',
      '9000000007',
    ]);
  });

  it('shows every bank-proof status on a demo OPERATOR account, each reached through its transitions', async () => {
    const rows = await db
      .select({ mobileNo: users.mobileNo, status: bankProofs.status, accountId: bankProofs.accountId })
      .from(bankProofs)
      .innerJoin(accounts, eq(accounts.id, bankProofs.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.type, 'OPERATOR'))
      .orderBy(asc(users.mobileNo));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(BANK_PROOF_STATUSES));
    const changeRequested = rows.find((r) => r.status === 'CHANGE_REQUESTED');
    expect(changeRequested?.mobileNo).toBe('9000000007');
    for (const r of rows) {
      const history = await db
        .select({ from: bankProofTransitions.fromStatus, to: bankProofTransitions.toStatus })
        .from(bankProofTransitions)
        .where(eq(bankProofTransitions.accountId, r.accountId))
        .orderBy(asc(bankProofTransitions.at));
      expect(history[0]?.from, r.mobileNo).toBeNull();
      expect(history.at(-1)?.to, r.mobileNo).toBe(r.status);
      history.slice(1).forEach((t, k) => expect(t.from).toBe(history[k]?.to));
    }
  });

  it('gives each OPERATOR account at least 12 services (the small 9000000007: 4) with distinct names, times and fares in paise', async () => {
    for (const account of await accountsOfType('OPERATOR')) {
      const rows = await db.select().from(services).where(eq(services.accountId, account.id));
      expect(rows.length, account.name).toBeGreaterThanOrEqual(account.mobileNo === '9000000007' ? 4 : 12);
      expect(new Set(rows.map((s) => s.name)).size).toBe(rows.length);
      expect(new Set(rows.map((s) => s.startTime)).size).toBeGreaterThan(rows.length / 2);
      for (const s of rows) {
        expect(s.baseSeaterFarePaise ?? s.baseSleeperFarePaise).toBeGreaterThan(0);
        for (const fare of [s.baseSeaterFarePaise, s.baseSleeperFarePaise])
          if (fare !== null) expect(fare % 100).toBe(0);
        expect(s.startTime).toMatch(/^\d{2}:\d{2}:00$/);
      }
    }
  });

  it('runs every service from today − PAST_DAYS (63) to today + 14 (IST): completed behind, scheduled ahead, a few cancelled', async () => {
    const from = addDaysToDate(TODAY, -PAST_DAYS);
    const to = addDaysToDate(TODAY, FUTURE_DAYS);
    const perService = await db
      .select({
        serviceId: trips.serviceId,
        n: count(),
        first: sql<string>`min(${trips.tripDate})`,
        last: sql<string>`max(${trips.tripDate})`,
      })
      .from(trips)
      // MG accounts' trips go back further (seed/contracts.ts, MG_HISTORY_DAYS): the core window here.
      .where(gte(trips.tripDate, from))
      .groupBy(trips.serviceId);
    const [serviceCount] = await db.select({ n: count() }).from(services);
    expect(perService).toHaveLength(serviceCount!.n);
    expect(PAST_DAYS).toBeGreaterThanOrEqual(30);
    for (const s of perService)
      expect(s).toMatchObject({ n: PAST_DAYS + FUTURE_DAYS + 1, first: from, last: to });

    const all = await db.select().from(trips);
    for (const t of all) {
      if (t.status === 'CANCELLED') continue;
      // Scheduled trips have not arrived yet; completed ones departed before now.
      if (t.status === 'COMPLETED') expect(t.departureAt.getTime()).toBeLessThan(NOW.getTime());
      if (t.tripDate > TODAY) expect(t.status).toBe('SCHEDULED');
    }
    expect(all.some((t) => t.tripDate < TODAY && t.status === 'COMPLETED')).toBe(true);
    for (const account of await accountsOfType('OPERATOR')) {
      const mine = all.filter((t) => t.accountId === account.id);
      const cancelled = mine.filter((t) => t.status === 'CANCELLED');
      expect(cancelled.length, account.name).toBeGreaterThan(0);
      expect(cancelled.length).toBeLessThan(mine.length * 0.05);
    }
  });

  it('books from several channels, some cancelled, PNRs unique per account, Indian mobiles', async () => {
    for (const account of await accountsOfType('OPERATOR')) {
      const stats = await db
        .select({ channel: bookings.channel, status: bookings.status, n: count() })
        .from(bookings)
        .where(eq(bookings.accountId, account.id))
        .groupBy(bookings.channel, bookings.status);
      expect(new Set(stats.map((s) => s.channel)).size, account.name).toBeGreaterThanOrEqual(3);
      expect(new Set(stats.map((s) => s.channel))).toEqual(
        new Set(['WEB', 'APP', 'AGENT', 'PARTNER', 'COUNTER']),
      );
      const cancelled = stats.filter((s) => s.status === 'CANCELLED').reduce((n, s) => n + s.n, 0);
      const total = stats.reduce((n, s) => n + s.n, 0);
      expect(cancelled).toBeGreaterThan(0);
      expect(cancelled).toBeLessThan(total * 0.2);
      const [pnrs] = await db
        .select({ distinct: sql<number>`count(distinct ${bookings.pnr})::int` })
        .from(bookings)
        .where(eq(bookings.accountId, account.id));
      expect(pnrs!.distinct).toBe(total);
    }
    const rows = await db.select().from(bookings);
    expect(rows.length).toBeGreaterThan(5000);
    // One assertion over all rows (34,000 expect() calls would be slow): the rows that break a rule.
    const broken = rows.filter(
      (b) =>
        !/^[6-9]\d{9}$/.test(b.passengerMobile) ||
        !/^[A-Z][a-z]+ [A-Z][a-z]+$/.test(b.passengerName) ||
        b.seatNumbers.length !== b.seats ||
        b.farePaise <= 0 ||
        b.bookedAt.getTime() > NOW.getTime() ||
        (b.status === 'CANCELLED') !== (b.cancelledAt !== null),
    );
    expect(broken.slice(0, 3)).toEqual([]);
  });

  it('keeps bookings consistent with their trips: before departure, none confirmed on a cancelled trip, no seat sold twice', async () => {
    const rows = await db
      .select({
        tripId: bookings.tripId,
        status: bookings.status,
        seatNumbers: bookings.seatNumbers,
        bookedAt: bookings.bookedAt,
        departureAt: trips.departureAt,
        tripStatus: trips.status,
      })
      .from(bookings)
      .innerJoin(trips, and(eq(trips.accountId, bookings.accountId), eq(trips.id, bookings.tripId)));
    const sold = new Map<string, Set<string>>();
    const broken: unknown[] = [];
    for (const r of rows) {
      if (r.bookedAt >= r.departureAt) broken.push(['booked after departure', r]);
      if (r.tripStatus === 'CANCELLED' && r.status !== 'CANCELLED')
        broken.push(['confirmed on a cancelled trip', r]);
      const seats = sold.get(r.tripId) ?? new Set<string>();
      for (const seat of r.seatNumbers) {
        if (seats.has(seat)) broken.push(['seat sold twice', r]);
        seats.add(seat);
      }
      sold.set(r.tripId, seats);
    }
    expect(broken.slice(0, 3)).toEqual([]);
  });

  it("sets every tenant row's account key to its parent's account", async () => {
    const [t] = await db
      .select({ n: count() })
      .from(trips)
      .innerJoin(services, eq(services.id, trips.serviceId))
      .where(ne(services.accountId, trips.accountId));
    const [b] = await db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .where(ne(trips.accountId, bookings.accountId));
    const [c] = await db
      .select({ n: count() })
      .from(campaignServices)
      .innerJoin(services, eq(services.id, campaignServices.serviceId))
      .where(ne(services.accountId, campaignServices.accountId));
    expect([t!.n, b!.n, c!.n]).toEqual([0, 0, 0]);
    const [linked] = await db.select({ n: count() }).from(campaignServices);
    expect(linked!.n).toBeGreaterThan(0);
  });

  it('gives MG and electric accounts a few services too, electric ones on electric buses', async () => {
    for (const type of ['BUSOWNER', 'ELECTRIC'] as const) {
      for (const account of await accountsOfType(type)) {
        const rows = await db
          .select({ isElectric: busTypes.isElectric })
          .from(services)
          .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
          .where(eq(services.accountId, account.id));
        expect(rows.length, account.name).toBeGreaterThanOrEqual(3);
        if (type === 'ELECTRIC') expect(rows.every((r) => r.isElectric)).toBe(true);
      }
    }
    const [cab] = await accountsOfType('CABOWNER');
    const [none] = await db.select({ n: count() }).from(services).where(eq(services.accountId, cab!.id));
    expect(none!.n).toBe(0);
  });

  it('seeds demo deals for each OPERATOR account', async () => {
    for (const account of await accountsOfType('OPERATOR')) {
      const [row] = await db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.accountId, account.id));
      expect(row!.n, account.name).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('demo payouts', () => {
  it('bill at least 8 full Mon–Sun weeks per OPERATOR account, the latest ending within the last two weeks, for the confirmed fares of those weeks', async () => {
    const operators = await db.select().from(accounts).where(eq(accounts.type, 'OPERATOR'));
    expect(operators.length).toBeGreaterThan(0);
    for (const account of operators) {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.accountId, account.id))
        .orderBy(desc(payouts.billingEnd));
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows[0]!.billingEnd >= addDaysToDate(TODAY, -14)).toBe(true);
      expect(rows[0]!.billingEnd < TODAY).toBe(true);
      for (const p of rows) {
        expect(weekdayOfDate(p.billingStart)).toBe('MON');
        expect(p.billingEnd).toBe(addDaysToDate(p.billingStart, 6));
        expect(p.billingStart >= addDaysToDate(TODAY, -PAST_DAYS)).toBe(true);
        const [sum] = await db
          .select({ paise: sql<string>`coalesce(sum(${bookings.farePaise}), 0)` })
          .from(bookings)
          .innerJoin(trips, eq(trips.id, bookings.tripId))
          .where(
            and(
              eq(bookings.accountId, account.id),
              eq(bookings.status, 'CONFIRMED'),
              gte(trips.tripDate, p.billingStart),
              lte(trips.tripDate, p.billingEnd),
            ),
          );
        expect(p.amountPaise).toBe(Number(sum!.paise));
      }
    }
  });
});

describe('seeding again', () => {
  it('seedIfEmpty leaves a seeded database alone', async () => {
    const counts = async () =>
      Promise.all(
        [users, services, trips, bookings, campaigns].map(
          async (t) => (await db.select({ n: count() }).from(t))[0]!.n,
        ),
      );
    const before = await counts();
    const logged: string[] = [];
    expect(await seedIfEmpty(db, { info: (_o, msg) => logged.push(msg) }, { now: NOW })).toBe(false);
    expect(await counts()).toEqual(before);
    expect(logged).toEqual([]);
  });

  // Each seeds a database of its own: 11–18 s on a loaded 2-core machine, near the default 20 s.
  it(
    'is deterministic: the same "now" gives the same data (apart from ids), and is fast',
    async () => {
      const other = await createTestDatabase();
      try {
        const logged: string[] = [];
        expect(
          await seedIfEmpty(other.database.db, { info: (_o, msg) => logged.push(msg) }, { now: NOW }),
        ).toBe(true);
        expect(logged).toEqual(['demo data seeded']);
        const fingerprint = (d: Db) =>
          d
            .select({
              pnr: bookings.pnr,
              name: bookings.passengerName,
              mobile: bookings.passengerMobile,
              seats: bookings.seatNumbers,
              fare: bookings.farePaise,
              status: bookings.status,
              channel: bookings.channel,
              bookedAt: bookings.bookedAt,
            })
            .from(bookings)
            // A PNR is unique per account only: the rest of the row breaks ties (rows the seed
            // updates, such as bookings sold under a deal, come back in another physical order).
            .orderBy(
              asc(bookings.pnr),
              asc(bookings.bookedAt),
              asc(bookings.passengerName),
              asc(bookings.farePaise),
              asc(bookings.passengerMobile),
            );
        const [a, b] = await Promise.all([fingerprint(db), fingerprint(other.database.db)]);
        expect(b).toEqual(a);
      } finally {
        await other.close();
      }
    },
    SEEDS_A_DATABASE_MS,
  );

  it(
    'seedDemo measures itself',
    async () => {
      const other = await createTestDatabase();
      try {
        const before = performance.now();
        const summary = await seedDemo(other.database.db, { now: NOW });
        const took = performance.now() - before;
        expect(summary).toMatchObject({ users: 7, accounts: 9 });
        expect(summary.services).toBeGreaterThanOrEqual(36 + 4 + 12);
        expect(summary.trips).toBe(summary.services * (PAST_DAYS + FUTURE_DAYS + 1));
        // Its own time, within the call's (~1.5 s on PGlite, ~1 s on PostgreSQL on a quiet
        // machine; no bound on the machine's speed here: a loaded CI machine took 20 s).
        expect(summary.ms).toBeGreaterThan(0);
        expect(summary.ms).toBeLessThanOrEqual(took + 2);
      } finally {
        await other.close();
      }
    },
    SEEDS_A_DATABASE_MS,
  );
});

describe('demo cab trips', () => {
  it('give the CABOWNER account about 40 trips around now in every marshal layout, and 60 days of trip contracts', async () => {
    const [cab] = await accountsOfType('CABOWNER');
    const all = await db.select().from(cabTrips).where(eq(cabTrips.accountId, cab!.id));
    const HOUR = 3_600_000;
    const near = all.filter((t) => t.startAt.getTime() > NOW.getTime() - 73 * HOUR);
    expect(near.length).toBeGreaterThanOrEqual(38);
    const inWindow = all.filter((t) => Math.abs(t.startAt.getTime() - NOW.getTime()) <= 12 * HOUR);
    expect(inWindow.length).toBeGreaterThanOrEqual(25);
    expect(inWindow.some((t) => t.driverMobile) && inWindow.some((t) => !t.driverMobile)).toBe(true);
    const oldest = Math.min(...all.map((t) => t.startAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(58 * 24 * HOUR);
    expect(all.filter((t) => t.contractValidUntil < t.startAt).length).toBeGreaterThan(3);
    expect(all.filter((t) => t.seater === '').length).toBeGreaterThanOrEqual(1);
    expect(new Set(all.map((t) => t.routeType))).toEqual(new Set(['INTER', 'INTRA']));

    const marshalCounts = await db
      .select({ tripId: cabMarshals.tripId, n: count() })
      .from(cabMarshals)
      .where(eq(cabMarshals.accountId, cab!.id))
      .groupBy(cabMarshals.tripId);
    const byTrip = new Map(marshalCounts.map((m) => [m.tripId, m.n]));
    expect(near.some((t) => !byTrip.has(t.id))).toBe(true);
    expect(near.some((t) => byTrip.get(t.id) === 1)).toBe(true);
    expect(near.some((t) => byTrip.get(t.id) === 2)).toBe(true);
    const books = await db.select().from(cabBookings).where(eq(cabBookings.accountId, cab!.id));
    const withMarshal = new Set(marshalCounts.map((m) => m.tripId));
    expect(books.some((b) => b.marshalId === null && withMarshal.has(b.tripId))).toBe(true);
    expect(books.some((b) => b.status === 'CANCELLED')).toBe(true);
  });
});
