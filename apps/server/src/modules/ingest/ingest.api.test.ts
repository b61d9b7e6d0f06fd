import {
  cabEndpoints,
  homeEndpoints,
  ingestEndpoints,
  INGEST_MESSAGES,
  istDateOf,
  type BookingRecord,
} from '@oc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, loginAs, TEST_ACTOR, type TestContext } from '../../../test/support';
import { accounts, auditEvents, bookings, ingestRecords, services, users } from '../../db/schema';
import { ApiKeysService } from '../apikeys/apikeys.service';

let ctx: TestContext;
const { callAs, post } = apiCaller(() => ctx);
let key = '';
let serviceName = '';
let operator = '';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
  key = (await keys.create({ name: 'Booking engine', scopes: ['bookings', 'cab-trips'] }, TEST_ACTOR)).key;
  const [service] = await ctx.db
    .select({ name: services.name })
    .from(services)
    .innerJoin(accounts, eq(accounts.id, services.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, '9000000001'), eq(accounts.type, 'OPERATOR')))
    .limit(1);
  serviceName = service!.name;
  operator = (await loginAs(ctx, '9000000001')).accessToken;
});
afterAll(async () => ctx.close());

const today = () => istDateOf(ctx.clock.now());
function booking(n: number, over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    externalId: `BK-${n}`,
    account: { mobileNo: '9000000001', type: 'OPERATOR' },
    pnr: `ING${String(n).padStart(6, '0')}`,
    service: serviceName,
    tripDate: today(),
    passengerName: `Passenger ${n}`,
    passengerMobile: '9876543210',
    seatType: 'SEATER',
    seatNumbers: [],
    seats: 1,
    farePaise: 50_000,
    status: 'CONFIRMED',
    channel: 'APP',
    bookedAt: ctx.clock.now().toISOString(),
    ...over,
  };
}

describe('ingestion API: bookings', () => {
  it('refuses a missing, unknown or out-of-scope key, and a malformed batch', async () => {
    const none = await callAs(null, ingestEndpoints.bookings, { body: { records: [booking(1)] } });
    expect(none.status).toBe(401);
    expect(none.error.data).toBe(INGEST_MESSAGES.keyRequired);
    const forged = await callAs(`ock_${'A'.repeat(43)}`, ingestEndpoints.bookings, {
      body: { records: [booking(1)] },
    });
    expect(forged.status).toBe(401);
    expect(forged.error.data).toBe(INGEST_MESSAGES.keyRefused);
    const operatorToken = await callAs(operator, ingestEndpoints.bookings, {
      body: { records: [booking(1)] },
    });
    expect(operatorToken.status).toBe(401);
    const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    const ratingsOnly = (await keys.create({ name: 'Quality app', scopes: ['ratings'] }, TEST_ACTOR)).key;
    const scoped = await callAs(ratingsOnly, ingestEndpoints.bookings, { body: { records: [booking(1)] } });
    expect(scoped.status).toBe(403);
    expect(scoped.error.data).toBe(INGEST_MESSAGES.scopeRefused('bookings'));
    const empty = await post(key, '/api/ingest/v1/bookings', { records: [] });
    expect(empty.status).toBe(400);
    const notBatch = await post(key, '/api/ingest/v1/bookings', [booking(1)]);
    expect(notBatch.status).toBe(400);
    const tooMany = await post(key, '/api/ingest/v1/bookings', {
      records: Array.from({ length: 1001 }, () => ({})),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error.data).toBe('Send at most 1000 records in one batch');
  });

  it('keeps good records, refuses a bad one alone with its reason, and the same batch again changes nothing', async () => {
    const before = await callAs(operator, homeEndpoints.summary);
    const records: unknown[] = Array.from({ length: 500 }, (_, i) => booking(1000 + i));
    records[137] = { ...booking(1137), farePaise: '500.00' };
    const first = await callAs(key, ingestEndpoints.bookings, {
      body: { records: records as BookingRecord[] },
    });
    expect(first.status).toBe(200);
    expect(first.data.accepted).toBe(499);
    expect(first.data.unchanged).toBe(0);
    expect(first.data.refused).toEqual([
      {
        index: 137,
        externalId: 'BK-1137',
        errors: [{ path: 'farePaise', message: 'An amount in paise: a whole number (₹1,250.50 is 125050)' }],
      },
    ]);
    const rows = await ctx.db
      .select()
      .from(bookings)
      .where(sql`${bookings.pnr} like 'ING%'`);
    expect(rows).toHaveLength(499);
    // Home shows the sales at once.
    const after = await callAs(operator, homeEndpoints.summary);
    expect(after.data.revenue).toBe(before.data.revenue + 499 * 500);
    expect(after.data.confirmedSeats).toBe(before.data.confirmedSeats + 499);
    // The audit trail names the key.
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.kind, 'ingest.bookings'));
    expect(audit).toMatchObject({ actorKind: 'ingestion', actorName: 'Booking engine' });

    const again = await callAs(key, ingestEndpoints.bookings, {
      body: { records: records as BookingRecord[] },
    });
    expect(again.data).toMatchObject({ accepted: 0, unchanged: 499 });
    expect(again.data.refused).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(bookings)
        .where(sql`${bookings.pnr} like 'ING%'`),
    ).toHaveLength(499);
    expect(
      await ctx.db.select().from(auditEvents).where(eq(auditEvents.kind, 'ingest.bookings')),
    ).toHaveLength(1);
  });

  it('a changed record updates its booking in place; a cancellation moves Home', async () => {
    const before = await callAs(operator, homeEndpoints.summary);
    const changed = await callAs(key, ingestEndpoints.bookings, {
      body: {
        records: [booking(1000, { status: 'CANCELLED', cancelledAt: ctx.clock.now().toISOString() })],
      },
    });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.pnr, 'ING001000'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('CANCELLED');
    const after = await callAs(operator, homeEndpoints.summary);
    expect(after.data.confirmedSeats).toBe(before.data.confirmedSeats - 1);
    expect(after.data.cancelledSeats).toBe(before.data.cancelledSeats + 1);
  });

  it('refuses per record: unknown account, wrong model, unknown service, a repeat in the batch, another record’s PNR', async () => {
    const result = await callAs(key, ingestEndpoints.bookings, {
      body: {
        records: [
          booking(2000, { account: { mobileNo: '9999999999', type: 'OPERATOR' } }),
          booking(2001, { account: { mobileNo: '9000000004', type: 'CABOWNER' } }),
          booking(2002, { service: 'No such service' }),
          booking(2003),
          booking(2003),
          booking(2004, { pnr: 'ING001001' }),
        ],
      },
    });
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused.map((r) => [r.index, r.errors[0]?.path, r.errors[0]?.message])).toEqual([
      [0, 'account', 'No account 9999999999 (GDS)'],
      [1, 'account', expect.stringContaining('not Cab') as unknown],
      [2, 'service', "No service named 'No such service' in this account"],
      [4, 'externalId', 'This externalId is already in the batch: send a record once'],
      [5, 'pnr', 'PNR ING001001 is another record’s booking'],
    ]);
  });

  it('two overlapping batches sent at once end as if sent one after the other', async () => {
    const a = Array.from({ length: 300 }, (_, i) => booking(3000 + i, { farePaise: 10_000 }));
    const b = Array.from({ length: 300 }, (_, i) => booking(3150 + i, { farePaise: 20_000 }));
    const [ra, rb] = await Promise.all([
      callAs(key, ingestEndpoints.bookings, { body: { records: a } }),
      callAs(key, ingestEndpoints.bookings, { body: { records: b } }),
    ]);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(ra.data.refused).toEqual([]);
    expect(rb.data.refused).toEqual([]);
    // The overlap (3150…3299) holds whichever batch went second, whole: never a mix.
    const rows = await ctx.db
      .select({ pnr: bookings.pnr, fare: bookings.farePaise })
      .from(bookings)
      .where(sql`${bookings.pnr} between 'ING003000' and 'ING003449'`);
    expect(rows).toHaveLength(450);
    const overlap = new Set(
      rows.filter((r) => r.pnr >= 'ING003150' && r.pnr <= 'ING003299').map((r) => r.fare),
    );
    expect(overlap.size).toBe(1);
    const ledger = await ctx.db
      .select()
      .from(ingestRecords)
      .where(sql`${ingestRecords.externalId} between 'BK-3000' and 'BK-3449'`);
    expect(ledger).toHaveLength(450);
  });
});

describe('ingestion API: keys', () => {
  it('a key revoked by another process is refused on its next batch', async () => {
    const processA = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    const made = await processA.create({ name: 'Short-lived', scopes: ['bookings'] }, TEST_ACTOR);
    const ok = await callAs(made.key, ingestEndpoints.bookings, { body: { records: [booking(5000)] } });
    expect(ok.data.accepted).toBe(1);
    const processB = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    await processB.revoke(made.apiKey.id, TEST_ACTOR);
    const refused = await callAs(made.key, ingestEndpoints.bookings, { body: { records: [booking(5001)] } });
    expect(refused.status).toBe(401);
    expect(refused.error.data).toBe(INGEST_MESSAGES.keyRefused);
  });
});

describe('ingestion API: cab trips', () => {
  it('a cab trip with two marshals’ bookings shows on 9000000004’s trip list and detail; again changes nothing', async () => {
    const cab = (await loginAs(ctx, '9000000004')).accessToken;
    const start = ctx.clock.now().getTime() + 2 * 3_600_000;
    const trip = {
      externalId: 'TRIP-1',
      account: { mobileNo: '9000000004', type: 'CABOWNER' as const },
      groupCode: 'ING1001',
      startTime: start,
      from: 'Bengaluru',
      to: 'Mysuru',
      seater: 'Tempo Traveller 12',
      passengers: 3,
      routeType: 'INTER' as const,
      supplyCostPaise: 450_000,
      contractValidUntil: start + 90 * 86_400_000,
      bookings: [
        {
          _id: 'B1',
          name: 'Ravi Kumar',
          mobileNo: '9812345670',
          noOfSeats: 2,
          status: 'CONFIRMED' as const,
          fromStation: { name: 'Silk Board', address: 'Silk Board Junction' },
          toStation: { address: 'Mysuru Palace' },
          fromStationDate: start,
          toStationDate: start + 3 * 3_600_000,
        },
        {
          _id: 'B2',
          name: 'Meena Das',
          mobileNo: '9812345671',
          noOfSeats: 1,
          status: 'CONFIRMED' as const,
          fromStation: { address: 'Hebbal' },
          toStation: { address: 'Mysuru Palace' },
          fromStationDate: start,
          toStationDate: start + 3 * 3_600_000,
        },
      ],
      boaredCoreBooking: [
        {
          bookingId: 'B1',
          boardedLegMarshalDetails: { busHostId: 'M-1', name: 'Suresh', mobileNo: '9900011122' },
        },
        {
          bookingId: 'B2',
          boardedLegMarshalDetails: { busHostId: 'M-2', name: 'Lakshmi', mobileNo: '9900011123' },
        },
      ],
    };
    const sent = await callAs(key, ingestEndpoints.cabTrips, { body: { records: [trip] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });

    const list = await callAs(cab, cabEndpoints.trips, { model: 'CABOWNER', query: { tripId: 'ING1001' } });
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(1);
    const listed = list.data[0]!;
    expect(listed).toMatchObject({ groupCode: 'ING1001', startTime: start, passengers: 3 });
    const detail = await callAs(cab, cabEndpoints.tripDetails, {
      model: 'CABOWNER',
      query: { tripId: listed.id },
    });
    const [shown] = detail.data as (typeof list.data)[number][];
    expect(shown!.bookings.map((b) => b.name).sort()).toEqual(['Meena Das', 'Ravi Kumar']);
    expect(shown!.boaredCoreBooking.map((b) => b.boardedLegMarshalDetails.name).sort()).toEqual([
      'Lakshmi',
      'Suresh',
    ]);

    const again = await callAs(key, ingestEndpoints.cabTrips, { body: { records: [trip] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
    const unknownCity = await callAs(key, ingestEndpoints.cabTrips, {
      body: { records: [{ ...trip, externalId: 'TRIP-2', groupCode: 'ING1002', to: 'Atlantis' }] },
    });
    expect(unknownCity.data.refused[0]?.errors).toEqual([
      { path: 'to', message: "No city named 'Atlantis'" },
    ]);
  });
});
