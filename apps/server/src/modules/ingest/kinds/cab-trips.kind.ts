import { randomUUID } from 'node:crypto';
import { cabTripRecordSchema } from '@oc/contract';
import { externalIdsOfRows } from '../ingest.repository';
import * as repo from './cab-trips.repository';
import { defineKind, instantOf, refuse, type WriteOutcome } from './kind';

/**
 * `cab-trips`: a CABOWNER account's trips (part 2 §3 Trip) with their bookings and the marshals who
 * board them, and the trip's contract (Fleet). Keyed in the account by `groupCode`; a changed
 * record replaces the trip's bookings and marshals. Driver and vehicle are kept when left out.
 */
export function cabTripsKind() {
  return defineKind({
    scope: 'cab-trips',
    schema: cabTripRecordSchema,
    accountTypes: ['CABOWNER'],
    entity: 'cab_trips',
    async write(tx, items, { now }) {
      const out = new Map<number, WriteOutcome>();
      const cities = await repo.citiesByName(tx, [
        ...new Set(items.flatMap((i) => [i.record.from, i.record.to])),
      ]);
      const held = await repo.tripsByGroupCode(
        tx,
        items.map((i) => ({ account_id: i.accountId, group_code: i.record.groupCode })),
      );
      const holderOf = new Map(held.map((t) => [`${t.accountId}:${t.groupCode}`, t.id]));
      const owned = new Set(
        (
          await externalIdsOfRows(
            tx,
            'cab-trips',
            held.map((t) => t.id),
          )
        ).map((r) => r.rowId),
      );

      const trips: repo.CabTripJson[] = [];
      const marshals: repo.MarshalJson[] = [];
      const bookings: repo.CabBookingJson[] = [];
      const codes = new Set<string>();
      for (const item of items) {
        const r = item.record;
        const from = cities.get(r.from.toLowerCase());
        const to = cities.get(r.to.toLowerCase());
        if (!from || !to) {
          out.set(item.index, refuse(from ? 'to' : 'from', `No city named '${from ? r.to : r.from}'`));
          continue;
        }
        const codeKey = `${item.accountId}:${r.groupCode}`;
        const holder = holderOf.get(codeKey);
        if (codes.has(codeKey)) {
          out.set(item.index, refuse('groupCode', `Trip ${r.groupCode} is already in this batch`));
          continue;
        }
        if (holder && holder !== item.rowId && (item.rowId !== null || owned.has(holder))) {
          out.set(item.index, refuse('groupCode', `Trip ${r.groupCode} is another record’s trip`));
          continue;
        }
        codes.add(codeKey);
        const id = item.rowId ?? holder ?? randomUUID();
        trips.push({
          account_id: item.accountId,
          id,
          group_code: r.groupCode,
          start_at: instantOf(r.startTime).toISOString(),
          from_city_id: from,
          to_city_id: to,
          seater: r.seater,
          passengers: r.passengers,
          route_type: r.routeType,
          vehicle_rc: r.rcNumber ?? null,
          driver_mobile: r.driverMobileNo ?? null,
          driver_name: r.driverName ?? null,
          driver_assigned_at: r.driverMobileNo ? now.toISOString() : null,
          supply_cost_paise: r.supplyCostPaise,
          contract_valid_until: instantOf(r.contractValidUntil).toISOString(),
        });
        // Marshals in the order they first board someone ('Marshal 1', 'Marshal 2', …).
        const marshalOf = new Map<string, string>();
        const boardedBy = new Map<string, string>();
        for (const b of r.boaredCoreBooking) {
          const m = b.boardedLegMarshalDetails;
          let marshalId = marshalOf.get(m.busHostId);
          if (!marshalId) {
            marshalId = randomUUID();
            marshalOf.set(m.busHostId, marshalId);
            marshals.push({
              account_id: item.accountId,
              id: marshalId,
              trip_id: id,
              position: marshalOf.size,
              bus_host_id: m.busHostId,
              name: m.name ?? null,
              mobile: m.mobileNo ?? null,
            });
          }
          boardedBy.set(b.bookingId, marshalId);
        }
        for (const b of r.bookings)
          bookings.push({
            account_id: item.accountId,
            id: randomUUID(),
            trip_id: id,
            name: b.name,
            mobile: b.mobileNo,
            seats: b.noOfSeats,
            status: b.status,
            pickup_name: b.fromStation.name ?? b.fromStation.address,
            pickup_address: b.fromStation.address,
            pickup_at: instantOf(b.fromStationDate).toISOString(),
            drop_name: b.toStation.name ?? b.toStation.address,
            drop_address: b.toStation.address,
            drop_at: instantOf(b.toStationDate).toISOString(),
            marshal_id: boardedBy.get(b._id) ?? null,
          });
        out.set(item.index, { rowId: id });
      }
      await repo.upsertCabTrips(tx, trips);
      await repo.replaceTripBookings(
        tx,
        trips.map((t) => ({ account_id: t.account_id, id: t.id })),
        marshals,
        bookings,
      );
      return out;
    },
  });
}
