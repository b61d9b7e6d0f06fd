import { ratingRecordSchema } from '@oc/contract';
import { busesOf, externalIdsOfRows } from '../ingest.repository';
import * as repo from './ratings.repository';
import { defineKind, instantOf, refuse, type RecordError, type WriteOutcome } from './kind';

/**
 * `ratings`: the passengers' ratings of one trip of an MG account (part 2 §3 Rating record; the
 * Feedback Data screen). The trip is the service's (by name) on `tripDate` and must exist (its
 * bookings are sent with `bookings` or `bus-trips`); each `bookingCode` is a PNR of that trip. A
 * record holds its trip's ratings whole: a changed record replaces them, and a trip rated by
 * another record is refused (a seeded trip's ratings are taken over). The ledger's row is the trip.
 */
export function ratingsKind() {
  return defineKind({
    scope: 'ratings',
    schema: ratingRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'trip_ratings',
    async write(tx, items, { now }) {
      const out = new Map<number, WriteOutcome>();
      const tripOf = await repo.tripsOf(
        tx,
        items.map((i) => ({
          i: i.index,
          account_id: i.accountId,
          service: i.record.service.name,
          trip_date: i.record.tripDate,
        })),
      );
      const bookings = await repo.bookingsByPnr(
        tx,
        items.flatMap((i) => i.record.bookings.map((b) => ({ account_id: i.accountId, pnr: b.bookingCode }))),
      );
      const bookingOf = new Map(bookings.map((b) => [`${b.accountId}:${b.pnr}`, b]));
      const buses = await busesOf(
        tx,
        items.flatMap((i) => (i.record.busRc ? [{ account_id: i.accountId, rc: i.record.busRc }] : [])),
      );
      const tripIds = [...tripOf.values()].flatMap((t) => (t.tripId ? [t.tripId] : []));
      // Another system's batch rating one of these trips finishes first; its claim is then seen.
      await repo.lockTrips(tx, tripIds);
      const held = new Set((await externalIdsOfRows(tx, 'ratings', tripIds)).map((r) => r.rowId));

      const trips: { account_id: string; trip_id: string; bus_rc: string | null }[] = [];
      const released: { account_id: string; trip_id: string }[] = [];
      const ratings: repo.RatingJson[] = [];
      const inBatch = new Set<string>();
      for (const item of items) {
        const r = item.record;
        const trip = tripOf.get(item.index);
        if (!trip) {
          out.set(item.index, refuse('service.name', `No service named '${r.service.name}' in this account`));
          continue;
        }
        const tripId = trip.tripId;
        if (!tripId) {
          out.set(item.index, refuse('tripDate', `'${r.service.name}' has no trip on ${r.tripDate}`));
          continue;
        }
        const tripKey = `${item.accountId}:${tripId}`;
        if (inBatch.has(tripKey)) {
          out.set(item.index, refuse('tripDate', 'This trip’s ratings are already in this batch'));
          continue;
        }
        if (held.has(tripId) && item.rowId !== tripId) {
          out.set(item.index, refuse('tripDate', 'This trip’s ratings are another record’s'));
          continue;
        }
        const errors: RecordError[] = [];
        if (r.busRc && !buses.has(`${item.accountId}:${r.busRc}`))
          errors.push({ path: 'busRc', message: `No bus ${r.busRc} in this account` });
        else if (r.busRc && trip.busRc && trip.busRc !== r.busRc)
          errors.push({ path: 'busRc', message: `The trip ran with bus ${trip.busRc}` });
        const rows: repo.RatingJson[] = [];
        r.bookings.forEach((b, i) => {
          const booking = bookingOf.get(`${item.accountId}:${b.bookingCode}`);
          if (!booking)
            errors.push({
              path: `bookings.${i}.bookingCode`,
              message: `No booking ${b.bookingCode} in this account`,
            });
          else if (booking.tripId !== tripId)
            errors.push({
              path: `bookings.${i}.bookingCode`,
              message: `Booking ${b.bookingCode} is not on this trip`,
            });
          else
            rows.push({
              account_id: item.accountId,
              booking_id: booking.id,
              trip_id: tripId,
              rating: b.rating,
              comments: b.comments,
              tags: b.tags,
              rated_at: (b.ratedAt != null ? instantOf(b.ratedAt) : now).toISOString(),
            });
        });
        if (errors.length > 0) {
          out.set(item.index, { errors: errors.slice(0, 20) });
          continue;
        }
        inBatch.add(tripKey);
        trips.push({ account_id: item.accountId, trip_id: tripId, bus_rc: r.busRc ?? null });
        if (item.rowId && item.rowId !== tripId)
          released.push({ account_id: item.accountId, trip_id: item.rowId });
        ratings.push(...rows);
        out.set(item.index, { rowId: tripId });
      }
      await repo.replaceTripRatings(tx, trips, released, ratings);
      return out;
    },
  });
}
