import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/** The `cab-trips` kind's SQL: cities by name, trips by group code, a trip's bookings and marshals replaced. */

export async function citiesByName(tx: Tx, names: readonly string[]): Promise<Map<string, string>> {
  const result = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from cities where lower(name) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[])`,
  );
  return new Map(result.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function tripsByGroupCode(
  tx: Tx,
  pairs: readonly { account_id: string; group_code: string }[],
): Promise<{ accountId: string; groupCode: string; id: string }[]> {
  const result = await rowsOf<{ account_id: string; group_code: string; id: string }>(
    tx,
    sql`
    select t.account_id, t.group_code, t.id
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(account_id uuid, group_code text)
    join cab_trips t on t.account_id = x.account_id and t.group_code = x.group_code`,
  );
  return result.map((r) => ({ accountId: r.account_id, groupCode: r.group_code, id: r.id }));
}

export interface CabTripJson {
  account_id: string;
  id: string;
  group_code: string;
  start_at: string;
  from_city_id: string;
  to_city_id: string;
  seater: string;
  passengers: number;
  route_type: string;
  vehicle_rc: string | null;
  driver_mobile: string | null;
  driver_name: string | null;
  driver_assigned_at: string | null;
  supply_cost_paise: number;
  contract_valid_until: string;
}

/**
 * Inserts or updates the trips. A record without driver or vehicle leaves the ones assigned in the
 * console; a new driver counts as assigned now.
 */
export async function upsertCabTrips(tx: Tx, rows: readonly CabTripJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into cab_trips (account_id, id, group_code, start_at, from_city_id, to_city_id, seater, passengers,
      route_type, vehicle_rc, driver_mobile, driver_name, driver_assigned_at, supply_cost_paise, contract_valid_until)
    select account_id, id, group_code, start_at, from_city_id, to_city_id, seater, passengers,
      route_type, vehicle_rc, driver_mobile, driver_name, driver_assigned_at, supply_cost_paise, contract_valid_until
    from json_populate_recordset(null::cab_trips, ${JSON.stringify(rows)}::json)
    on conflict (account_id, id) do update set
      group_code = excluded.group_code, start_at = excluded.start_at, from_city_id = excluded.from_city_id,
      to_city_id = excluded.to_city_id, seater = excluded.seater, passengers = excluded.passengers,
      route_type = excluded.route_type,
      vehicle_rc = coalesce(excluded.vehicle_rc, cab_trips.vehicle_rc),
      driver_assigned_at = case when excluded.driver_mobile is distinct from cab_trips.driver_mobile
        and excluded.driver_mobile is not null then excluded.driver_assigned_at else cab_trips.driver_assigned_at end,
      driver_mobile = coalesce(excluded.driver_mobile, cab_trips.driver_mobile),
      driver_name = coalesce(excluded.driver_name, cab_trips.driver_name),
      supply_cost_paise = excluded.supply_cost_paise, contract_valid_until = excluded.contract_valid_until`);
}

export interface MarshalJson {
  account_id: string;
  id: string;
  trip_id: string;
  position: number;
  bus_host_id: string;
  name: string | null;
  mobile: string | null;
}

export interface CabBookingJson {
  account_id: string;
  id: string;
  trip_id: string;
  name: string;
  mobile: string;
  seats: number;
  status: string;
  pickup_name: string;
  pickup_address: string;
  pickup_at: string;
  drop_name: string;
  drop_address: string;
  drop_at: string;
  marshal_id: string | null;
}

/** Replaces the bookings and marshals of these trips with the ones sent. */
export async function replaceTripBookings(
  tx: Tx,
  trips: readonly { account_id: string; id: string }[],
  marshals: readonly MarshalJson[],
  bookings: readonly CabBookingJson[],
): Promise<void> {
  if (trips.length === 0) return;
  const keys = JSON.stringify(trips);
  await tx.execute(sql`
    delete from cab_bookings b using json_to_recordset(${keys}::json) as x(account_id uuid, id uuid)
    where b.account_id = x.account_id and b.trip_id = x.id`);
  await tx.execute(sql`
    delete from cab_marshals m using json_to_recordset(${keys}::json) as x(account_id uuid, id uuid)
    where m.account_id = x.account_id and m.trip_id = x.id`);
  if (marshals.length > 0)
    await tx.execute(sql`
      insert into cab_marshals (account_id, id, trip_id, position, bus_host_id, name, mobile)
      select account_id, id, trip_id, position, bus_host_id, name, mobile
      from json_populate_recordset(null::cab_marshals, ${JSON.stringify(marshals)}::json)`);
  if (bookings.length > 0)
    await tx.execute(sql`
      insert into cab_bookings (account_id, id, trip_id, name, mobile, seats, status, pickup_name, pickup_address,
        pickup_at, drop_name, drop_address, drop_at, marshal_id)
      select account_id, id, trip_id, name, mobile, seats, status, pickup_name, pickup_address,
        pickup_at, drop_name, drop_address, drop_at, marshal_id
      from json_populate_recordset(null::cab_bookings, ${JSON.stringify(bookings)}::json)`);
}
