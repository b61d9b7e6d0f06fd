import { randomUUID } from 'node:crypto';
import { bookingRecordSchema } from '@oc/contract';
import type { HomeService } from '../../home/home.service';
import { defineKind, instantOf, refuse, type WriteOutcome } from './kind';
import * as repo from './bookings.repository';
import { externalIdsOfRows } from '../ingest.repository';

/**
 * `bookings` (worked example, docs/integration.md "Adding a kind"): a bus account's seat sales.
 * The service is named by its name in the account; the trip of that service on `tripDate` is made
 * when missing. A PNR is one booking in an account: a record may take over a booking that no other
 * record holds (a seeded one), never another record's. Home's figures are taken again in the same
 * transaction, so a sale shows at once.
 */
export function bookingsKind(home: HomeService) {
  return defineKind({
    scope: 'bookings',
    schema: bookingRecordSchema,
    accountTypes: ['OPERATOR', 'BUSOWNER', 'ELECTRIC'],
    entity: 'bookings',
    async write(tx, items) {
      const out = new Map<number, WriteOutcome>();
      const accountIds = [...new Set(items.map((i) => i.accountId))];
      const services = await repo.servicesByName(tx, accountIds, [
        ...new Set(items.map((i) => i.record.service)),
      ]);
      const serviceOf = new Map(services.map((s) => [`${s.accountId}:${s.name}`, s.id]));
      const codes = [...new Set(items.flatMap((i) => (i.record.deal ? [i.record.deal.code] : [])))];
      const deals = await repo.campaignsByCode(tx, accountIds, codes);
      const dealOf = new Map(deals.map((d) => [`${d.accountId}:${d.code}`, d.id]));

      // One PNR per booking in an account: within the batch, and against the bookings there are.
      const held = await repo.bookingsByPnr(
        tx,
        items.map((i) => ({ account_id: i.accountId, pnr: i.record.pnr })),
      );
      const holderOf = new Map(held.map((b) => [`${b.accountId}:${b.pnr}`, b.id]));
      const ownedByRecords = new Set(
        (
          await externalIdsOfRows(
            tx,
            'bookings',
            held.map((b) => b.id),
          )
        ).map((r) => r.rowId),
      );
      const pnrsInBatch = new Set<string>();
      const ok: { item: (typeof items)[number]; id: string; serviceId: string }[] = [];
      for (const item of items) {
        const { record } = item;
        const serviceId = serviceOf.get(`${item.accountId}:${record.service}`);
        if (!serviceId) {
          out.set(item.index, refuse('service', `No service named '${record.service}' in this account`));
          continue;
        }
        if (record.deal && !dealOf.has(`${item.accountId}:${record.deal.code}`)) {
          out.set(item.index, refuse('deal.code', `No deal '${record.deal.code}' in this account`));
          continue;
        }
        const pnrKey = `${item.accountId}:${record.pnr}`;
        if (pnrsInBatch.has(pnrKey)) {
          out.set(item.index, refuse('pnr', `PNR ${record.pnr} is already in this batch`));
          continue;
        }
        const holder = holderOf.get(pnrKey);
        if (holder && holder !== item.rowId && (item.rowId !== null || ownedByRecords.has(holder))) {
          out.set(item.index, refuse('pnr', `PNR ${record.pnr} is another record’s booking`));
          continue;
        }
        pnrsInBatch.add(pnrKey);
        ok.push({ item, id: item.rowId ?? holder ?? randomUUID(), serviceId });
      }

      const trips = await repo.tripsFor(
        tx,
        uniqueBy(
          ok.map((o) => ({
            account_id: o.item.accountId,
            service_id: o.serviceId,
            trip_date: o.item.record.tripDate,
          })),
          (t) => `${t.account_id}:${t.service_id}:${t.trip_date}`,
        ),
      );
      const tripOf = new Map(trips.map((t) => [`${t.accountId}:${t.serviceId}:${t.tripDate}`, t.id]));
      const rows: repo.BookingJson[] = [];
      for (const { item, id, serviceId } of ok) {
        const r = item.record;
        const tripId = tripOf.get(`${item.accountId}:${serviceId}:${r.tripDate}`);
        if (!tripId) throw new Error(`No trip for ${serviceId} on ${r.tripDate}`);
        rows.push({
          account_id: item.accountId,
          id,
          trip_id: tripId,
          pnr: r.pnr,
          passenger_name: r.passengerName,
          passenger_mobile: r.passengerMobile,
          seat_type: r.seatType,
          seat_numbers: r.seatNumbers,
          seats: r.seats,
          fare_paise: r.farePaise,
          status: r.status,
          channel: r.channel,
          booked_at: instantOf(r.bookedAt).toISOString(),
          cancelled_at:
            r.status === 'CANCELLED' && r.cancelledAt != null ? instantOf(r.cancelledAt).toISOString() : null,
          campaign_id: r.deal ? (dealOf.get(`${item.accountId}:${r.deal.code}`) ?? null) : null,
          discount_paise: r.deal?.discountPaise ?? 0,
        });
        out.set(item.index, { rowId: id });
      }
      await repo.upsertBookings(tx, rows);
      return out;
    },
    async afterWrite(tx, accountIds) {
      await home.snapshotsIn(tx, accountIds);
    },
  });
}

function uniqueBy<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), row);
  return [...seen.values()];
}
