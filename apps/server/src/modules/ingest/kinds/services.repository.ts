import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../ingest.repository';

/**
 * The `services` kind's SQL: bus types by name, services written in bulk, their contracts upserted
 * (one per service) or removed, and the contracts' revenue brackets replaced.
 */

/** Bus types by lower-cased name. */
export async function busTypesByName(tx: Tx, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const result = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from bus_types where lower(name) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[])`,
  );
  return new Map(result.map((r) => [r.name.toLowerCase(), r.id]));
}

export interface ServiceJson {
  account_id: string;
  id: string;
  name: string;
  from_city_id: string;
  to_city_id: string;
  start_time: string;
  duration_minutes: number;
  bus_type_id: string;
  base_seater_fare_paise: number | null;
  base_sleeper_fare_paise: number | null;
  active: boolean;
}

/** Inserts or updates (by account and id) the services; base fares left out keep the ones there are. */
export async function upsertServices(tx: Tx, rows: readonly ServiceJson[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into services (account_id, id, name, from_city_id, to_city_id, start_time, duration_minutes,
      bus_type_id, base_seater_fare_paise, base_sleeper_fare_paise, active)
    select account_id, id, name, from_city_id, to_city_id, start_time, duration_minutes,
      bus_type_id, base_seater_fare_paise, base_sleeper_fare_paise, active
    from json_populate_recordset(null::services, ${JSON.stringify(rows)}::json)
    on conflict (account_id, id) do update set
      name = excluded.name, from_city_id = excluded.from_city_id, to_city_id = excluded.to_city_id,
      start_time = excluded.start_time, duration_minutes = excluded.duration_minutes,
      bus_type_id = excluded.bus_type_id, active = excluded.active,
      base_seater_fare_paise = coalesce(excluded.base_seater_fare_paise, services.base_seater_fare_paise),
      base_sleeper_fare_paise = coalesce(excluded.base_sleeper_fare_paise, services.base_sleeper_fare_paise)`);
}

export interface ContractJson {
  account_id: string;
  /** Used when the service has no contract yet; an existing one keeps its id. */
  id: string;
  service_id: string;
  name: string;
  type: string;
  payout_frequency: string;
  valid_from: string;
  valid_to: string;
  running_cost_paise: number;
  cancellation_charge: number;
  free_demand_cancellation: number;
  base_fuel_rate_paise: number;
  round_trip_toll_paise: number;
  additional_guarantee_paise: number;
}

/** Inserts or updates the services' contracts (one per service); answers each one's id. */
export async function upsertContracts(
  tx: Tx,
  rows: readonly ContractJson[],
): Promise<{ accountId: string; serviceId: string; id: string }[]> {
  if (rows.length === 0) return [];
  const result = await rowsOf<{ account_id: string; service_id: string; id: string }>(
    tx,
    sql`
    insert into service_contracts (account_id, id, service_id, name, type, payout_frequency, valid_from, valid_to,
      running_cost_paise, cancellation_charge, free_demand_cancellation, base_fuel_rate_paise,
      round_trip_toll_paise, additional_guarantee_paise)
    select account_id, id, service_id, name, type, payout_frequency, valid_from, valid_to,
      running_cost_paise, cancellation_charge, free_demand_cancellation, base_fuel_rate_paise,
      round_trip_toll_paise, additional_guarantee_paise
    from json_populate_recordset(null::service_contracts, ${JSON.stringify(rows)}::json)
    on conflict on constraint service_contracts_service_unique do update set
      name = excluded.name, type = excluded.type, payout_frequency = excluded.payout_frequency,
      valid_from = excluded.valid_from, valid_to = excluded.valid_to,
      running_cost_paise = excluded.running_cost_paise, cancellation_charge = excluded.cancellation_charge,
      free_demand_cancellation = excluded.free_demand_cancellation,
      base_fuel_rate_paise = excluded.base_fuel_rate_paise, round_trip_toll_paise = excluded.round_trip_toll_paise,
      additional_guarantee_paise = excluded.additional_guarantee_paise
    returning account_id, service_id, id`,
  );
  return result.map((r) => ({ accountId: r.account_id, serviceId: r.service_id, id: r.id }));
}

/** Removes these services' contracts (and so their brackets). */
export async function deleteContracts(
  tx: Tx,
  services: readonly { account_id: string; service_id: string }[],
): Promise<void> {
  if (services.length === 0) return;
  await tx.execute(sql`
    delete from service_contracts c
    using json_to_recordset(${JSON.stringify(services)}::json) as x(account_id uuid, service_id uuid)
    where c.account_id = x.account_id and c.service_id = x.service_id`);
}

export interface BracketJson {
  account_id: string;
  contract_id: string;
  position: number;
  start_paise: number;
  end_paise: number | null;
  company_share: number;
  operator_share: number;
}

/** Replaces these contracts' revenue brackets with the ones sent. */
export async function replaceBrackets(
  tx: Tx,
  contracts: readonly { account_id: string; id: string }[],
  brackets: readonly BracketJson[],
): Promise<void> {
  if (contracts.length === 0) return;
  await tx.execute(sql`
    delete from revenue_brackets b
    using json_to_recordset(${JSON.stringify(contracts)}::json) as x(account_id uuid, id uuid)
    where b.account_id = x.account_id and b.contract_id = x.id`);
  if (brackets.length > 0)
    await tx.execute(sql`
      insert into revenue_brackets (account_id, contract_id, position, start_paise, end_paise, company_share,
        operator_share)
      select account_id, contract_id, position, start_paise, end_paise, company_share, operator_share
      from json_populate_recordset(null::revenue_brackets, ${JSON.stringify(brackets)}::json)`);
}
