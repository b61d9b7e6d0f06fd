import type { AddressInfo } from 'node:net';
import type { BusTripRecord, InspectionRecord, RatingRecord } from '@oc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support';
import { DEMO_API_KEY, demoSpareBuses } from '../db/seed';
import { parseSimulateArgs, Simulation, simulate } from './simulate.command';

let ctx: TestContext;
let url = '';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await ctx.db.execute(query);
  return (result as { rows: T[] }).rows;
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rows<{ n: string }>(query))[0]?.n ?? 0);
}

/** The MG account the simulator plays (9000000005's: buses known whatever day it was seeded). */
const MG = sql`(select a.id from accounts a join users u on u.id = a.user_id
  where u.mobile_no = '9000000005' and a.type = 'BUSOWNER')`;
const KINDS = ['bookings', 'cab-trips', 'bus-trips', 'ratings', 'inspections'] as const;

describe('npm run simulate', () => {
  it('refuses bad options in words, and defaults to the demo key and the local server', () => {
    expect(parseSimulateArgs(['--rate', '0'], {})).toEqual([
      '--rate is records a second, 1 to 500',
      expect.stringContaining('Usage: npm run simulate') as unknown,
    ]);
    expect(parseSimulateArgs(['--minutes', 'soon'], {})).toContain(
      '--minutes is how long to run, more than 0 and at most 1440',
    );
    expect(parseSimulateArgs(['--bogus'], {})).toEqual(
      expect.arrayContaining([expect.stringMatching(/bogus/)]),
    );
    expect(parseSimulateArgs([], { PORT: '4000' })).toEqual({
      url: 'http://127.0.0.1:4000',
      key: DEMO_API_KEY,
      rate: 5,
      minutes: 5,
    });
  });

  it('plays an hour by the ingestion rules: --rate records a second, MG trips once per service and date, changes a second later', () => {
    const sim = new Simulation();
    sim.photo = '3f6c2a1e-8d4b-4f7a-9c1e-2b5d7e9f0a13';
    const spares = demoSpareBuses('9000000005', 'BUSOWNER').map((b) => b.rc);
    const sent = new Map<string, number>(); // kind:externalId → the second it was first sent
    const tripOf = new Map<string, string>(); // service|date → externalId
    const pnrOf = new Map<string, string>(); // PNR → the trip record's externalId
    const perKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<(typeof KINDS)[number], number>;
    for (let second = 0; second < 3600; second++) {
      const batch = sim.tick(20);
      expect(Object.values(batch).reduce((n, records) => n + records.length, 0)).toBe(20);
      for (const kind of KINDS) {
        const ids = (batch[kind] as { externalId: string }[]).map((r) => r.externalId);
        expect(new Set(ids).size, `${kind} at ${second}`).toBe(ids.length);
        for (const id of ids) if (!sent.has(`${kind}:${id}`)) sent.set(`${kind}:${id}`, second);
        perKind[kind] += ids.length;
      }
      for (const trip of batch['bus-trips'] as BusTripRecord[]) {
        expect(tripOf.get(`${trip.service}|${trip.tripDate}`) ?? trip.externalId).toBe(trip.externalId);
        tripOf.set(`${trip.service}|${trip.tripDate}`, trip.externalId);
        expect(spares).toContain(trip.busRc);
        for (const b of trip.bookings) {
          expect(pnrOf.get(b.pnr) ?? trip.externalId).toBe(trip.externalId);
          pnrOf.set(b.pnr, trip.externalId);
          if (trip.status === 'CANCELLED') expect(b.status).toBe('CANCELLED');
        }
        if (trip.status !== 'SCHEDULED')
          expect(sent.get(`bus-trips:${trip.externalId}`)).toBeLessThan(second);
      }
      for (const rating of batch.ratings as RatingRecord[]) {
        const trip = tripOf.get(`${rating.service.name}|${rating.tripDate}`) ?? '';
        expect(sent.get(`bus-trips:${trip}`)).toBeLessThan(second);
        for (const b of rating.bookings) expect(pnrOf.get(b.bookingCode)).toBe(trip);
      }
      for (const inspection of batch.inspections as InspectionRecord[]) {
        expect(spares).toContain(inspection.busRc);
        expect(inspection.work[0]?.attachments[0]?.fileId).toBe(sim.photo);
      }
    }
    // Most records are bookings; the MG ones a few a minute (six trips: its services today and tomorrow).
    expect(perKind.bookings).toBeGreaterThan(0.7 * 20 * 3600);
    expect(tripOf.size).toBe(6);
    expect(perKind['bus-trips']).toBe(12);
    expect(perKind.ratings).toBe(5); // the fourth trip is cancelled
    expect(perKind.inspections).toBeGreaterThanOrEqual(100);
    expect(perKind.inspections).toBeLessThanOrEqual(241);
  });

  it('plays the live day through the ingestion API with the demo key, stops by itself and says what it sent', async () => {
    const buses = await rows<{ rc: string }>(sql`select rc from buses where account_id = ${MG}`);
    expect(buses.map((b) => b.rc)).toEqual(
      expect.arrayContaining(demoSpareBuses('9000000005', 'BUSOWNER').map((b) => b.rc)),
    );
    const before = await count(
      sql`select count(*) as n from bookings where pnr like 'S%' and length(pnr) = 14`,
    );
    const lines: string[] = [];
    const tallies = await simulate({ url, key: DEMO_API_KEY, rate: 10, minutes: 6 / 60 }, (l) =>
      lines.push(l),
    );
    for (const kind of KINDS) {
      const t = tallies[kind];
      expect(t.sent, kind).toBeGreaterThan(0);
      expect(t.failedBatches, kind).toBe(0);
      expect(t.refused, kind).toBe(0);
      expect(t.accepted + t.unchanged, kind).toBe(t.sent);
    }
    expect(Object.values(tallies).reduce((s, t) => s + t.sent, 0)).toBeGreaterThanOrEqual(50);
    expect(lines.slice(-6)).toEqual([
      'Sent:',
      ...KINDS.map(
        (kind) =>
          expect.stringMatching(
            new RegExp(`^ {2}${kind} +\\d+ sent: \\d+ accepted, 0 unchanged, 0 refused$`),
          ) as unknown,
      ),
    ]);

    const after = await count(
      sql`select count(*) as n from bookings where pnr like 'S%' and length(pnr) = 14`,
    );
    expect(after - before).toBeGreaterThan(0);
    // The MG trip ran (its bookings the simulator's PNRs), and its passengers rated it.
    const completed = await count(sql`select count(distinct t.id) as n from trips t
      join bookings b on b.account_id = t.account_id and b.trip_id = t.id
      where t.account_id = ${MG} and t.status = 'COMPLETED' and b.pnr like 'M%' and length(b.pnr) = 12`);
    expect(completed).toBeGreaterThan(0);
    const rated = await count(sql`select count(*) as n from trip_ratings r
      join bookings b on b.account_id = r.account_id and b.id = r.booking_id
      where r.account_id = ${MG} and b.pnr like 'M%' and length(b.pnr) = 12`);
    expect(rated).toBeGreaterThan(0);
    // An inspection with the photo the simulator uploaded for the account.
    const photographed = await count(sql`select count(*) as n from quality_attachments qa
      join stored_files f on f.account_id = qa.account_id and f.id = qa.file_id
      where qa.account_id = ${MG} and f.feature = 'ingestAttachment' and f.content_type = 'image/png'`);
    expect(photographed).toBeGreaterThan(0);
    const audit = await count(
      sql`select count(distinct kind) as n from audit_events where actor_name = 'Demo simulator'`,
    );
    expect(audit).toBeGreaterThanOrEqual(KINDS.length + 1);
  });
});
