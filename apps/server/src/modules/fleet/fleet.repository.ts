import { and, asc, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { cabTrips, cities } from '../../db/schema';

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

export interface ContractFilter {
  from: Date;
  to: Date;
  /** Both or neither (the service drops a lone city). */
  cities?: { fromCityId: string; toCityId: string };
  routeType?: 'INTER' | 'INTRA';
  assetType?: string;
}

/** The account's trips starting in [from, to] that match the filters, latest first. */
export async function listContracts(db: DbOrTx, accountId: string, f: ContractFilter) {
  const conditions: SQL[] = [
    eq(cabTrips.accountId, accountId),
    gte(cabTrips.startAt, f.from),
    lte(cabTrips.startAt, f.to),
  ];
  if (f.cities) {
    conditions.push(eq(cabTrips.fromCityId, f.cities.fromCityId), eq(cabTrips.toCityId, f.cities.toCityId));
  }
  if (f.routeType) conditions.push(eq(cabTrips.routeType, f.routeType));
  if (f.assetType !== undefined) conditions.push(eq(cabTrips.seater, f.assetType));
  return db
    .select({
      id: cabTrips.id,
      groupCode: cabTrips.groupCode,
      startAt: cabTrips.startAt,
      from: fromCity.name,
      to: toCity.name,
      seater: cabTrips.seater,
      routeType: cabTrips.routeType,
      supplyCostPaise: cabTrips.supplyCostPaise,
      contractValidUntil: cabTrips.contractValidUntil,
      vehicleRc: cabTrips.vehicleRc,
      driverMobile: cabTrips.driverMobile,
      driverName: cabTrips.driverName,
    })
    .from(cabTrips)
    .innerJoin(fromCity, eq(fromCity.id, cabTrips.fromCityId))
    .innerJoin(toCity, eq(toCity.id, cabTrips.toCityId))
    .where(and(...conditions))
    .orderBy(desc(cabTrips.startAt), asc(cabTrips.groupCode));
}

export type ContractRow = Awaited<ReturnType<typeof listContracts>>[number];

/** The distinct non-empty asset types of the account's trips, by name. */
export async function assetTypes(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ seater: cabTrips.seater })
    .from(cabTrips)
    .where(and(eq(cabTrips.accountId, accountId), ne(cabTrips.seater, '')))
    .orderBy(asc(cabTrips.seater));
  return rows.map((r) => r.seater);
}
