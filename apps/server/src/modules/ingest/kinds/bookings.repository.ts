import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { campaigns } from '../../../db/schema';
import { rowsOf } from '../ingest.repository';

/** The `bookings` kind's SQL: services by name, trips found or made, bookings written in bulk. */

export async function servicesByName(
  tx: Tx,
  accountIds: readonly string[],
  names: readonly string[],
): Promise<{ accountId: string; id: string; name: string }[]> {
  const result = await rowsOf<{ account_id: string; id: string; name: string }>(
    tx,
    sql`select account_id, id, name from services
        where account_id = any(${sql.param([...accountIds])}::uuid[]) and name = any(${sql.param([...names])}::text[])`,
  );
  return result.map((r) => ({ accountId: r.account_id, id: r.id, name: r.name }));
}

/** The trips of these (account, service, date): made when missing, leaving at the service's time (IST). */
export async function tripsFor(
  tx: Tx,
  wanted: readonly { account_id: string; service_id: string; trip_date: string }[],
): Promise<{ accountId: string; serviceId: string; tripDate: string; id: string }[]> {
  const json = JSON.stringify(wanted);
  await tx.execute(sql`
    insert into trips (account_id, service_id, trip_date, departure_at)
    select x.account_id, x.service_id, x.trip_date, (x.trip_date + s.start_time) at time zone 'Asia/Kolkata'
    from json_to_recordset(${json}::json) as x(account_id uuid, service_id uuid, trip_date date)
    join services s on s.account_id = x.account_id and s.id = x.service_id
    on conflict (account_id, service_id, trip_date) do nothing`);
  const result = await rowsOf<{ account_id: string; service_id: string; trip_date: string; id: string }>(
    tx,
    sql`
    select t.account_id, t.service_id, t.trip_date::text as trip_date, t.id
    from json_to_recordset(${json}::json) as x(account_id uuid, service_id uuid, trip_date date)
    join trips t on t.account_id = x.account_id and t.service_id = x.service_id and t.trip_date = x.trip_date`,
  );
  return result.map((r) => ({
    accountId: r.account_id,
    serviceId: r.service_id,
    tripDate: r.trip_date,
    id: r.id,
  }));
}

/** The bookings already holding these PNRs in these accounts. */
export async function bookingsByPnr(
  tx: Tx,
  pairs: readonly { account_id: string; pnr: string }[],
): Promise<{ accountId: string; pnr: string; id: string }[]> {
  const result = await rowsOf<{ account_id: string; pnr: string; id: string }>(
    tx,
    sql`
    select b.account_id, b.pnr, b.id
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(account_id uuid, pnr text)
    join bookings b on b.account_id = x.account_id and b.pnr = x.pnr`,
  );
  return result.map((r) => ({ accountId: r.account_id, pnr: r.pnr, id: r.id }));
}

export interface BookingJson {
  account_id: string;
  id: string;
  trip_id: string;
  pnr: string;
  passenger_name: string;
  passenger_mobile: string;
  seat_type: string;
  seat_numbers: string[];
  seats: number;
  fare_paise: number;
  status: string;
  channel: string;
  booked_at: string;
  cancelled_at: string | null;
  campaign_id: string | null;
  discount_paise: number;
}

/** The accounts' deals named by code: (account, code) → campaign id. */
export async function campaignsByCode(tx: Tx, accountIds: string[], codes: string[]) {
  if (accountIds.length === 0 || codes.length === 0) return [];
  return tx
    .select({ accountId: campaigns.accountId, code: campaigns.code, id: campaigns.id })
    .from(campaigns)
    .where(and(inArray(campaigns.accountId, accountIds), inArray(campaigns.code, codes)));
}

/** Inserts or updates (by account and id) the bookings, in one statement. */
export async function upsertBookings(tx: Tx, rows: readonly BookingJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into bookings (account_id, id, trip_id, pnr, passenger_name, passenger_mobile, seat_type,
      seat_numbers, seats, fare_paise, status, channel, booked_at, cancelled_at, campaign_id, discount_paise)
    select account_id, id, trip_id, pnr, passenger_name, passenger_mobile, seat_type,
      seat_numbers, seats, fare_paise, status, channel, booked_at, cancelled_at, campaign_id, discount_paise
    from json_populate_recordset(null::bookings, ${JSON.stringify(rows)}::json)
    on conflict (account_id, id) do update set
      trip_id = excluded.trip_id, pnr = excluded.pnr, passenger_name = excluded.passenger_name,
      passenger_mobile = excluded.passenger_mobile, seat_type = excluded.seat_type,
      seat_numbers = excluded.seat_numbers, seats = excluded.seats, fare_paise = excluded.fare_paise,
      status = excluded.status, channel = excluded.channel, booked_at = excluded.booked_at,
      cancelled_at = excluded.cancelled_at, campaign_id = excluded.campaign_id,
      discount_paise = excluded.discount_paise`);
}
