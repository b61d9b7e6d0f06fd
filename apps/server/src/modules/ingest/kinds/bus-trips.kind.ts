import { randomUUID } from 'node:crypto';
import { busTripRecordSchema } from '@oc/contract';
import type { HomeService } from '../../home/home.service';
import { externalIdsOfRows } from '../ingest.repository';
import { servicesByName, upsertBookings, type BookingJson } from './bookings.repository';
import * as repo from './bus-trips.repository';
import { defineKind, instantOf, refuse, type RecordError, type WriteOutcome } from './kind';

/**
 * `bus-trips`: an MG account's trips (a service on a date) with their seat sales — the rows the one
 * revenue query (`tripRevenueRows`: Trips and Revenue, the MG home's seven days, the weekly
 * statements) reads: the trip (status, bus) and its bookings. Keyed in the account by (service,
 * date); a record takes over a trip no other record holds (a seeded one, or one the `bookings` kind
 * made). Its bookings are the trip's sales: a changed record replaces them, leaving the bookings
 * `bookings` records hold. Home's figures are taken again in the same transaction.
 */
export function busTripsKind(home: HomeService) {
  return defineKind({
    scope: 'bus-trips',
    schema: busTripRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'trips',
    async write(tx, items) {
      const out = new Map<number, WriteOutcome>();
      const accountIds = [...new Set(items.map((i) => i.accountId))];
      const services = await servicesByName(tx, accountIds, [...new Set(items.map((i) => i.record.service))]);
      const serviceOf = new Map(services.map((s) => [`${s.accountId}:${s.name}`, s.id]));
      const rcs = await repo.busRcs(tx, accountIds);

      // 1. The service and the bus.
      const known: { item: (typeof items)[number]; serviceId: string }[] = [];
      for (const item of items) {
        const r = item.record;
        const serviceId = serviceOf.get(`${item.accountId}:${r.service}`);
        if (!serviceId) {
          out.set(item.index, refuse('service', `No service named '${r.service}' in this account`));
          continue;
        }
        if (r.busRc != null && !rcs.has(`${item.accountId}:${r.busRc}`)) {
          out.set(item.index, refuse('busRc', `No bus with RC ${r.busRc} in this account`));
          continue;
        }
        known.push({ item, serviceId });
      }

      // 2. The trip: one per (service, date) in an account; another record's trip is refused.
      const held = await repo.tripsByServiceDate(
        tx,
        known.map((k) => ({
          account_id: k.item.accountId,
          service_id: k.serviceId,
          trip_date: k.item.record.tripDate,
        })),
      );
      const holderOf = new Map(held.map((t) => [`${t.accountId}:${t.serviceId}:${t.tripDate}`, t.id]));
      const owned = new Set(
        (
          await externalIdsOfRows(
            tx,
            'bus-trips',
            held.map((t) => t.id),
          )
        ).map((r) => r.rowId),
      );
      const tripKeys = new Set<string>();
      const placed: { item: (typeof items)[number]; serviceId: string; id: string }[] = [];
      for (const { item, serviceId } of known) {
        const r = item.record;
        const key = `${item.accountId}:${serviceId}:${r.tripDate}`;
        if (tripKeys.has(key)) {
          out.set(
            item.index,
            refuse('tripDate', `The trip of '${r.service}' on ${r.tripDate} is already in this batch`),
          );
          continue;
        }
        const holder = holderOf.get(key);
        if (holder && holder !== item.rowId && (item.rowId !== null || owned.has(holder))) {
          out.set(
            item.index,
            refuse('tripDate', `The trip of '${r.service}' on ${r.tripDate} is another record’s trip`),
          );
          continue;
        }
        tripKeys.add(key);
        placed.push({ item, serviceId, id: item.rowId ?? holder ?? randomUUID() });
      }

      // 3. The bookings: a PNR is one booking in an account, of this trip or of none.
      const bookingsThere = await repo.heldBookings(
        tx,
        placed.map((p) => ({ account_id: p.item.accountId, id: p.id })),
        placed.flatMap((p) =>
          p.item.record.bookings.map((b) => ({ account_id: p.item.accountId, pnr: b.pnr })),
        ),
      );
      const byPnr = new Map(bookingsThere.map((b) => [`${b.accountId}:${b.pnr}`, b]));
      const pnrsInBatch = new Set<string>();
      const trips: repo.BusTripJson[] = [];
      const rows: BookingJson[] = [];
      const kept = new Set<string>();
      const written: { accountId: string; id: string }[] = [];
      for (const { item, serviceId, id } of placed) {
        const r = item.record;
        const errors: RecordError[] = [];
        const mine: BookingJson[] = [];
        r.bookings.forEach((b, i) => {
          const pnrKey = `${item.accountId}:${b.pnr}`;
          const there = byPnr.get(pnrKey);
          const path = `bookings.${i}.pnr`;
          if (pnrsInBatch.has(pnrKey))
            errors.push({ path, message: `PNR ${b.pnr} is already in this batch` });
          else if (there?.byBookingRecord)
            errors.push({ path, message: `PNR ${b.pnr} is a bookings record’s booking` });
          else if (there && there.tripId !== id)
            errors.push({ path, message: `PNR ${b.pnr} is a booking of another trip` });
          mine.push({
            account_id: item.accountId,
            id: there?.id ?? randomUUID(),
            trip_id: id,
            pnr: b.pnr,
            passenger_name: b.passengerName,
            passenger_mobile: b.passengerMobile,
            seat_type: b.seatType,
            seat_numbers: b.seatNumbers,
            seats: b.seats,
            fare_paise: b.farePaise,
            status: b.status,
            channel: b.channel,
            booked_at: instantOf(b.bookedAt).toISOString(),
            cancelled_at:
              b.status === 'CANCELLED' && b.cancelledAt != null
                ? instantOf(b.cancelledAt).toISOString()
                : null,
            // MG trips' seats are sold without deals (Deals are the GDS operator's).
            campaign_id: null,
            discount_paise: 0,
          });
        });
        if (errors.length > 0) {
          out.set(item.index, { errors: errors.slice(0, 20) });
          continue;
        }
        for (const b of r.bookings) pnrsInBatch.add(`${item.accountId}:${b.pnr}`);
        for (const m of mine) kept.add(m.id);
        rows.push(...mine);
        written.push({ accountId: item.accountId, id });
        trips.push({
          account_id: item.accountId,
          id,
          service_id: serviceId,
          trip_date: r.tripDate,
          departure_at: r.departureAt != null ? instantOf(r.departureAt).toISOString() : null,
          status: r.status,
          bus_rc: r.busRc ?? null,
        });
        out.set(item.index, { rowId: id });
      }

      // 4. Written: the trips, then their sales (bookings no longer sent go, `bookings` records' stay).
      const tripIds = new Set(written.map((w) => `${w.accountId}:${w.id}`));
      const stale = bookingsThere.filter(
        (b) => tripIds.has(`${b.accountId}:${b.tripId}`) && !b.byBookingRecord && !kept.has(b.id),
      );
      await repo.upsertTrips(tx, trips);
      await repo.deleteBookings(
        tx,
        stale.map((b) => ({ account_id: b.accountId, id: b.id })),
      );
      await upsertBookings(tx, rows);
      return out;
    },
    async afterWrite(tx, accountIds) {
      await home.snapshotsIn(tx, accountIds);
    },
  });
}
