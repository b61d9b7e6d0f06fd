import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/** The `ratings` kind's SQL: trips by service name and date, bookings by PNR, a trip's ratings replaced. */

export interface TripOfRecord {
  /** The item's place in the batch. */
  i: number;
  serviceId: string;
  /** Null when the service has no trip on that date. */
  tripId: string | null;
  busRc: string | null;
}

/** For each item the service (by name in its account) and its trip on the date, when they exist. */
export async function tripsOf(
  tx: Tx,
  wanted: readonly { i: number; account_id: string; service: string; trip_date: string }[],
): Promise<Map<number, TripOfRecord>> {
  const result = await rowsOf<{
    i: number;
    service_id: string;
    trip_id: string | null;
    bus_rc: string | null;
  }>(
    tx,
    sql`
    select x.i, s.id as service_id, t.id as trip_id, t.bus_rc
    from json_to_recordset(${JSON.stringify(wanted)}::json) as x(i int, account_id uuid, service text, trip_date date)
    join services s on s.account_id = x.account_id and s.name = x.service
    left join trips t on t.account_id = s.account_id and t.service_id = s.id and t.trip_date = x.trip_date`,
  );
  return new Map(
    result.map((r) => [r.i, { i: r.i, serviceId: r.service_id, tripId: r.trip_id, busRc: r.bus_rc }]),
  );
}

/**
 * Holds a lock per trip to the end of the transaction (taken in one order, so no two batches wait on
 * each other), so two systems rating the same trip at once are written one after the other and the
 * second sees the first's claim. An advisory lock: the trips' rows stay free for the other kinds.
 */
export async function lockTrips(tx: Tx, tripIds: readonly string[]): Promise<void> {
  if (tripIds.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(k.key)
    from (select distinct hashtext('ingest:ratings:' || id) as key
          from unnest(${sql.param([...tripIds])}::text[]) as id order by key) as k`);
}

/** The bookings holding these PNRs in these accounts, with their trips. */
export async function bookingsByPnr(
  tx: Tx,
  pairs: readonly { account_id: string; pnr: string }[],
): Promise<{ accountId: string; pnr: string; id: string; tripId: string }[]> {
  if (pairs.length === 0) return [];
  const result = await rowsOf<{ account_id: string; pnr: string; id: string; trip_id: string }>(
    tx,
    sql`
    select b.account_id, b.pnr, b.id, b.trip_id
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(account_id uuid, pnr text)
    join bookings b on b.account_id = x.account_id and b.pnr = x.pnr`,
  );
  return result.map((r) => ({ accountId: r.account_id, pnr: r.pnr, id: r.id, tripId: r.trip_id }));
}

export interface RatingJson {
  account_id: string;
  booking_id: string;
  trip_id: string;
  rating: number;
  comments: string;
  tags: string[];
  rated_at: string;
}

/**
 * Makes each of these trips' ratings the ones sent: the trip's other ratings go (a seeded trip's
 * too: the record now holds it), those sent are inserted or updated. `released` are trips a record
 * held before and no longer names: their ratings go. A bus named by a record is set on its trip
 * when the trip had none.
 */
export async function replaceTripRatings(
  tx: Tx,
  trips: readonly { account_id: string; trip_id: string; bus_rc: string | null }[],
  released: readonly { account_id: string; trip_id: string }[],
  ratings: readonly RatingJson[],
): Promise<void> {
  const gone = [...released, ...trips.map((t) => ({ account_id: t.account_id, trip_id: t.trip_id }))];
  if (gone.length > 0)
    await tx.execute(sql`
      delete from trip_ratings r using json_to_recordset(${JSON.stringify(gone)}::json) as x(account_id uuid, trip_id uuid)
      where r.account_id = x.account_id and r.trip_id = x.trip_id`);
  if (ratings.length > 0)
    await tx.execute(sql`
      insert into trip_ratings (account_id, booking_id, trip_id, rating, comments, tags, rated_at)
      select account_id, booking_id, trip_id, rating, comments, tags, rated_at
      from json_populate_recordset(null::trip_ratings, ${JSON.stringify(ratings)}::json)
      on conflict (account_id, booking_id) do update set
        trip_id = excluded.trip_id, rating = excluded.rating, comments = excluded.comments,
        tags = excluded.tags, rated_at = excluded.rated_at`);
  const buses = trips.filter((t) => t.bus_rc !== null);
  if (buses.length > 0)
    await tx.execute(sql`
      update trips t set bus_rc = x.bus_rc
      from json_to_recordset(${JSON.stringify(buses)}::json) as x(account_id uuid, trip_id uuid, bus_rc text)
      where t.account_id = x.account_id and t.id = x.trip_id and t.bus_rc is null`);
}
