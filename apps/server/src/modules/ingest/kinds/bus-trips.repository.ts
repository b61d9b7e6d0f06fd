import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/**
 * The `bus-trips` kind's SQL: the trips of (service, date), the accounts' buses, the trips' bookings
 * and the ones holding PNRs; trips written in bulk, bookings no longer sent removed.
 */

/** The trips there are on these (account, service, date). */
export async function tripsByServiceDate(
  tx: Tx,
  keys: readonly { account_id: string; service_id: string; trip_date: string }[],
): Promise<{ accountId: string; serviceId: string; tripDate: string; id: string }[]> {
  if (keys.length === 0) return [];
  const result = await rowsOf<{ account_id: string; service_id: string; trip_date: string; id: string }>(
    tx,
    sql`
    select t.account_id, t.service_id, t.trip_date::text as trip_date, t.id
    from json_to_recordset(${JSON.stringify(keys)}::json) as x(account_id uuid, service_id uuid, trip_date date)
    join trips t on t.account_id = x.account_id and t.service_id = x.service_id and t.trip_date = x.trip_date`,
  );
  return result.map((r) => ({
    accountId: r.account_id,
    serviceId: r.service_id,
    tripDate: r.trip_date,
    id: r.id,
  }));
}

/** The RCs of these accounts' buses, as `accountId:RC`. */
export async function busRcs(tx: Tx, accountIds: readonly string[]): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const result = await rowsOf<{ account_id: string; rc: string }>(
    tx,
    sql`select account_id, rc from buses where account_id = any(${sql.param([...accountIds])}::uuid[])`,
  );
  return new Set(result.map((r) => `${r.account_id}:${r.rc}`));
}

export interface HeldBooking {
  accountId: string;
  id: string;
  tripId: string;
  pnr: string;
  /** A `bookings` record holds it (a bus-trips record leaves it alone). */
  byBookingRecord: boolean;
}

/**
 * The bookings of these trips and the ones holding these PNRs, each saying whether a `bookings`
 * record of the ingestion API holds it.
 */
export async function heldBookings(
  tx: Tx,
  trips: readonly { account_id: string; id: string }[],
  pnrs: readonly { account_id: string; pnr: string }[],
): Promise<HeldBooking[]> {
  if (trips.length === 0 && pnrs.length === 0) return [];
  const accountIds = [...new Set([...trips, ...pnrs].map((k) => k.account_id))];
  const result = await rowsOf<{
    account_id: string;
    id: string;
    trip_id: string;
    pnr: string;
    by_record: boolean;
  }>(
    tx,
    sql`
    with held as (
      select b.account_id, b.id, b.trip_id, b.pnr
      from json_to_recordset(${JSON.stringify(trips)}::json) as x(account_id uuid, id uuid)
      join bookings b on b.account_id = x.account_id and b.trip_id = x.id
      union
      select b.account_id, b.id, b.trip_id, b.pnr
      from json_to_recordset(${JSON.stringify(pnrs)}::json) as x(account_id uuid, pnr text)
      join bookings b on b.account_id = x.account_id and b.pnr = x.pnr
    ), by_record as (
      select distinct r.row_id from ingest_records r
      where r.kind = 'bookings' and r.account_id = any(${sql.param(accountIds)}::uuid[])
    )
    select h.account_id, h.id, h.trip_id, h.pnr, r.row_id is not null as by_record
    from held h left join by_record r on r.row_id = h.id`,
  );
  return result.map((r) => ({
    accountId: r.account_id,
    id: r.id,
    tripId: r.trip_id,
    pnr: r.pnr,
    byBookingRecord: r.by_record,
  }));
}

export interface BusTripJson {
  account_id: string;
  id: string;
  service_id: string;
  trip_date: string;
  /** Null: the service's time of day on the date (IST). */
  departure_at: string | null;
  status: string;
  bus_rc: string | null;
}

/** Inserts or updates (by account and id) the trips, in one statement. */
export async function upsertTrips(tx: Tx, rows: readonly BusTripJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into trips (account_id, id, service_id, trip_date, departure_at, status, bus_rc)
    select x.account_id, x.id, x.service_id, x.trip_date,
      coalesce(x.departure_at, (x.trip_date + s.start_time) at time zone 'Asia/Kolkata'), x.status, x.bus_rc
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(account_id uuid, id uuid, service_id uuid,
      trip_date date, departure_at timestamptz, status trip_status, bus_rc varchar)
    join services s on s.account_id = x.account_id and s.id = x.service_id
    on conflict (account_id, id) do update set
      service_id = excluded.service_id, trip_date = excluded.trip_date, departure_at = excluded.departure_at,
      status = excluded.status, bus_rc = excluded.bus_rc`);
}

/** Removes these bookings (a trip's sales no longer sent). */
export async function deleteBookings(
  tx: Tx,
  keys: readonly { account_id: string; id: string }[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`
    delete from bookings b using json_to_recordset(${JSON.stringify(keys)}::json) as x(account_id uuid, id uuid)
    where b.account_id = x.account_id and b.id = x.id`);
}
