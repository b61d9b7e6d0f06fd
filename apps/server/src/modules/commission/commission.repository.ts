import { aliasedTable, and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  busTypes,
  cities,
  commissionSettings,
  serviceDatePricing,
  servicePricing,
  services,
} from '../../db/schema';

export interface PricedServiceRow {
  id: string;
  name: string;
  /** 'HH:mm:ss' as Postgres prints a `time`. */
  startTime: string;
  busTypeName: string;
  seaterCount: number;
  sleeperCount: number;
  fromCityName: string;
  toCityName: string;
  baseSeaterFarePaise: number | null;
  baseSleeperFarePaise: number | null;
  seatLimit: number | null;
  fallbackSeaterPaise: number | null;
  fallbackSleeperPaise: number | null;
}

export interface DatePricingRow {
  serviceId: string;
  tripDate: string;
  discount: number | null;
  seaterFarePaise: number | null;
  sleeperFarePaise: number | null;
}

const fromCity = aliasedTable(cities, 'from_city');
const toCity = aliasedTable(cities, 'to_city');

/**
 * The account's active services with their pricing (left join: no pricing row yet is nulls),
 * optionally only from/to the given city names or only the given ids; by departure time, then name.
 */
export async function listPricedServices(
  db: DbOrTx,
  accountId: string,
  filter: { fromCity?: string | undefined; toCity?: string | undefined; ids?: string[] } = {},
): Promise<PricedServiceRow[]> {
  if (filter.ids?.length === 0) return [];
  const conditions = [eq(services.accountId, accountId), eq(services.active, true)];
  if (filter.fromCity !== undefined) conditions.push(eq(fromCity.name, filter.fromCity));
  if (filter.toCity !== undefined) conditions.push(eq(toCity.name, filter.toCity));
  if (filter.ids !== undefined) conditions.push(inArray(services.id, filter.ids));
  return db
    .select({
      id: services.id,
      name: services.name,
      startTime: services.startTime,
      busTypeName: busTypes.name,
      seaterCount: busTypes.seaterCount,
      sleeperCount: busTypes.sleeperCount,
      fromCityName: fromCity.name,
      toCityName: toCity.name,
      baseSeaterFarePaise: services.baseSeaterFarePaise,
      baseSleeperFarePaise: services.baseSleeperFarePaise,
      seatLimit: servicePricing.seatLimit,
      fallbackSeaterPaise: servicePricing.fallbackSeaterPaise,
      fallbackSleeperPaise: servicePricing.fallbackSleeperPaise,
    })
    .from(services)
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .innerJoin(fromCity, eq(fromCity.id, services.fromCityId))
    .innerJoin(toCity, eq(toCity.id, services.toCityId))
    .leftJoin(
      servicePricing,
      and(eq(servicePricing.accountId, services.accountId), eq(servicePricing.serviceId, services.id)),
    )
    .where(and(...conditions))
    .orderBy(asc(services.startTime), asc(services.name), asc(services.id));
}

/**
 * The account's services among `ids`, active or not (another account's ids are simply not found),
 * with the seat counts of their bus type.
 */
export async function findServiceIds(
  db: DbOrTx,
  accountId: string,
  ids: string[],
): Promise<{ id: string; active: boolean; seaterCount: number; sleeperCount: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: services.id,
      active: services.active,
      seaterCount: busTypes.seaterCount,
      sleeperCount: busTypes.sleeperCount,
    })
    .from(services)
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .where(and(eq(services.accountId, accountId), inArray(services.id, ids)));
}

/** Names of the cities the account's active services leave from or go to, sorted. */
export async function listServiceCities(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: cities.name })
    .from(cities)
    .innerJoin(
      services,
      and(
        eq(services.accountId, accountId),
        eq(services.active, true),
        or(eq(services.fromCityId, cities.id), eq(services.toCityId, cities.id)),
      ),
    )
    .orderBy(asc(cities.name));
  return rows.map((r) => r.name);
}

/**
 * Per-date pricing of the account between two dates (inclusive), optionally of some services
 * only. One row per service with its dates aggregated as JSON: a 500-service grid reads 500 rows,
 * not 7,000 (row decoding dominates on PGlite; see bench/commission-grid.ts).
 */
export async function listDatePricing(
  db: DbOrTx,
  accountId: string,
  window: { fromDate: string; toDate: string },
  serviceIds?: string[],
): Promise<DatePricingRow[]> {
  if (serviceIds?.length === 0) return [];
  const conditions = [
    eq(serviceDatePricing.accountId, accountId),
    between(serviceDatePricing.tripDate, window.fromDate, window.toDate),
  ];
  if (serviceIds !== undefined) conditions.push(inArray(serviceDatePricing.serviceId, serviceIds));
  const rows = await db
    .select({
      serviceId: serviceDatePricing.serviceId,
      cells: sql<
        DateCell[] | string
      >`json_agg(json_build_array(${serviceDatePricing.tripDate}, ${serviceDatePricing.discount}, ${serviceDatePricing.seaterFarePaise}, ${serviceDatePricing.sleeperFarePaise}))`,
    })
    .from(serviceDatePricing)
    .where(and(...conditions))
    .groupBy(serviceDatePricing.serviceId);
  const out: DatePricingRow[] = [];
  for (const { serviceId, cells } of rows) {
    const list = typeof cells === 'string' ? (JSON.parse(cells) as DateCell[]) : cells;
    for (const [tripDate, discount, seaterFarePaise, sleeperFarePaise] of list)
      out.push({ serviceId, tripDate, discount, seaterFarePaise, sleeperFarePaise });
  }
  return out;
}

/** [trip_date, discount, seater_fare_paise, sleeper_fare_paise] as json_build_array writes it. */
type DateCell = [string, number | null, number | null, number | null];

/** The stored global commission; `forUpdate` locks the row for the rest of the transaction. */
export async function findGlobalCommission(
  db: DbOrTx,
  accountId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<number | undefined> {
  const query = db
    .select({ value: commissionSettings.globalCommission })
    .from(commissionSettings)
    .where(eq(commissionSettings.accountId, accountId))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row?.value;
}

/** Creates the settings row with `value` unless it exists (then nothing changes). */
export async function insertGlobalCommission(db: DbOrTx, accountId: string, value: number): Promise<void> {
  await db
    .insert(commissionSettings)
    .values({ accountId, globalCommission: value })
    .onConflictDoNothing({ target: commissionSettings.accountId });
}

export async function setGlobalCommission(db: DbOrTx, accountId: string, value: number, now: Date) {
  await db
    .update(commissionSettings)
    .set({ globalCommission: value, updatedAt: now })
    .where(eq(commissionSettings.accountId, accountId));
}

/** The stored columns as the JSON rows of an upsert name them (json_to_recordset). */
type JsonRow<T> = { [K in keyof T]: T[K] | null };

/**
 * Upserts service pricing; a null column leaves the stored value as it is. One statement with the
 * rows as one JSON parameter (a fixed text: no query building per row, which cost more than the
 * database's work). Rows whose non-null values are already stored are left out before the
 * conflict path, so saving values again takes no row lock and writes nothing (updatedAt kept).
 * The stored row is looked up per JSON row by its key (a correlated subquery: one primary-key
 * probe each); as `not exists`, the planner hashed all the account's rows instead (7,500 cells:
 * 4.5 ms against 1 ms for 20 × 14).
 * Rows go in by key, so two updates of the same services lock them in the same order.
 */
export async function upsertServicePricing(
  db: DbOrTx,
  accountId: string,
  rows: {
    serviceId: string;
    seatLimit: number | null;
    fallbackSeaterPaise: number | null;
    fallbackSleeperPaise: number | null;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const json: JsonRow<{ s: string; l: number; fs: number; fl: number }>[] = rows.map((r) => ({
    s: r.serviceId,
    l: r.seatLimit,
    fs: r.fallbackSeaterPaise,
    fl: r.fallbackSleeperPaise,
  }));
  const t = servicePricing;
  await db.execute(sql`
    insert into ${t} (account_id, service_id, seat_limit, fallback_seater_paise, fallback_sleeper_paise, updated_at)
    select ${accountId}::uuid, r.s, r.l, r.fs, r.fl, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(json)}::json) as r(s uuid, l smallint, fs integer, fl integer)
    where not coalesce((
      select (r.l is null or r.l = p.seat_limit)
        and (r.fs is null or r.fs = p.fallback_seater_paise)
        and (r.fl is null or r.fl = p.fallback_sleeper_paise)
      from ${t} p where p.account_id = ${accountId}::uuid and p.service_id = r.s), false)
    order by r.s
    on conflict (account_id, service_id) do update set
      seat_limit = coalesce(excluded.seat_limit, ${t.seatLimit}),
      fallback_seater_paise = coalesce(excluded.fallback_seater_paise, ${t.fallbackSeaterPaise}),
      fallback_sleeper_paise = coalesce(excluded.fallback_sleeper_paise, ${t.fallbackSleeperPaise}),
      updated_at = excluded.updated_at
    where (excluded.seat_limit is not null and excluded.seat_limit is distinct from ${t.seatLimit})
      or (excluded.fallback_seater_paise is not null and excluded.fallback_seater_paise is distinct from ${t.fallbackSeaterPaise})
      or (excluded.fallback_sleeper_paise is not null and excluded.fallback_sleeper_paise is distinct from ${t.fallbackSleeperPaise})`);
}

/**
 * Upserts per-date pricing; a null column leaves the stored value as it is. As
 * upsertServicePricing: one statement, unchanged cells left out before the conflict path, keys in
 * order.
 */
export async function upsertDatePricing(
  db: DbOrTx,
  accountId: string,
  rows: {
    serviceId: string;
    tripDate: string;
    discount: number | null;
    seaterFarePaise: number | null;
    sleeperFarePaise: number | null;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const json: JsonRow<{ s: string; d: string; c: number; fs: number; fl: number }>[] = rows.map((r) => ({
    s: r.serviceId,
    d: r.tripDate,
    c: r.discount,
    fs: r.seaterFarePaise,
    fl: r.sleeperFarePaise,
  }));
  const t = serviceDatePricing;
  await db.execute(sql`
    insert into ${t} (account_id, service_id, trip_date, discount, seater_fare_paise, sleeper_fare_paise, updated_at)
    select ${accountId}::uuid, r.s, r.d, r.c, r.fs, r.fl, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(json)}::json) as r(s uuid, d date, c smallint, fs integer, fl integer)
    where not coalesce((
      select (r.c is null or r.c = p.discount)
        and (r.fs is null or r.fs = p.seater_fare_paise)
        and (r.fl is null or r.fl = p.sleeper_fare_paise)
      from ${t} p where p.account_id = ${accountId}::uuid and p.service_id = r.s and p.trip_date = r.d), false)
    order by r.s, r.d
    on conflict (account_id, service_id, trip_date) do update set
      discount = coalesce(excluded.discount, ${t.discount}),
      seater_fare_paise = coalesce(excluded.seater_fare_paise, ${t.seaterFarePaise}),
      sleeper_fare_paise = coalesce(excluded.sleeper_fare_paise, ${t.sleeperFarePaise}),
      updated_at = excluded.updated_at
    where (excluded.discount is not null and excluded.discount is distinct from ${t.discount})
      or (excluded.seater_fare_paise is not null and excluded.seater_fare_paise is distinct from ${t.seaterFarePaise})
      or (excluded.sleeper_fare_paise is not null and excluded.sleeper_fare_paise is distinct from ${t.sleeperFarePaise})`);
}
