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

const CHUNK = 1000;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Upserts service pricing; a null column leaves the stored value as it is. */
export async function upsertServicePricing(
  db: DbOrTx,
  rows: (typeof servicePricing.$inferInsert)[],
  now: Date,
): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insert(servicePricing)
      .values(part.map((r) => ({ ...r, updatedAt: now })))
      .onConflictDoUpdate({
        target: [servicePricing.accountId, servicePricing.serviceId],
        set: {
          seatLimit: sql`coalesce(excluded.seat_limit, ${servicePricing.seatLimit})`,
          fallbackSeaterPaise: sql`coalesce(excluded.fallback_seater_paise, ${servicePricing.fallbackSeaterPaise})`,
          fallbackSleeperPaise: sql`coalesce(excluded.fallback_sleeper_paise, ${servicePricing.fallbackSleeperPaise})`,
          updatedAt: now,
        },
        // A value saved again as it is changes nothing (no new row version, updatedAt kept).
        setWhere: sql`(excluded.seat_limit is not null and excluded.seat_limit is distinct from ${servicePricing.seatLimit})
          or (excluded.fallback_seater_paise is not null and excluded.fallback_seater_paise is distinct from ${servicePricing.fallbackSeaterPaise})
          or (excluded.fallback_sleeper_paise is not null and excluded.fallback_sleeper_paise is distinct from ${servicePricing.fallbackSleeperPaise})`,
      });
  }
}

/** Upserts per-date pricing; a null column leaves the stored value as it is. */
export async function upsertDatePricing(
  db: DbOrTx,
  rows: (typeof serviceDatePricing.$inferInsert)[],
  now: Date,
): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insert(serviceDatePricing)
      .values(part.map((r) => ({ ...r, updatedAt: now })))
      .onConflictDoUpdate({
        target: [serviceDatePricing.accountId, serviceDatePricing.serviceId, serviceDatePricing.tripDate],
        set: {
          discount: sql`coalesce(excluded.discount, ${serviceDatePricing.discount})`,
          seaterFarePaise: sql`coalesce(excluded.seater_fare_paise, ${serviceDatePricing.seaterFarePaise})`,
          sleeperFarePaise: sql`coalesce(excluded.sleeper_fare_paise, ${serviceDatePricing.sleeperFarePaise})`,
          updatedAt: now,
        },
        // A cell saved again as it is changes nothing (no new row version, updatedAt kept).
        setWhere: sql`(excluded.discount is not null and excluded.discount is distinct from ${serviceDatePricing.discount})
          or (excluded.seater_fare_paise is not null and excluded.seater_fare_paise is distinct from ${serviceDatePricing.seaterFarePaise})
          or (excluded.sleeper_fare_paise is not null and excluded.sleeper_fare_paise is distinct from ${serviceDatePricing.sleeperFarePaise})`,
      });
  }
}
