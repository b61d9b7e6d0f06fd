import { OWN_SALES_CHANNELS } from '@oc/contract';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookings,
  buses,
  busTypes,
  mgPayoutTerms,
  revenueBrackets,
  serviceContracts,
  services,
  trips,
  weeklyPaymentSummaries,
  type SummaryLine,
} from '../../db/schema';
import type { TripMoney } from './settlement';

export interface TripRevenueRow extends TripMoney {
  busType: string;
  /** The service's contract's days in force (null: no contract). */
  contractValidFrom: string | null;
  contractValidTo: string | null;
}

export interface TripRevenueFilter {
  fromDate: string;
  toDate: string;
  rcs?: readonly string[];
  serviceId?: string;
}

const busBusType = alias(busTypes, 'bus_bus_type');

/**
 * The one revenue query (Trips and Revenue, the MG home's seven days, the weekly statements): one
 * row per trip of the account dated fromDate … toDate (IST), from its bookings on the provider's own
 * channels (WEB, APP): seats and fares of the confirmed ones, and the contract's cancellation charge
 * on the passenger-cancelled ones (none when the trip itself was cancelled: those are refunded).
 * Sorted by trip date, then departure time.
 */
export async function tripRevenueRows(
  db: DbOrTx,
  accountId: string,
  filter: TripRevenueFilter,
): Promise<TripRevenueRow[]> {
  if (filter.rcs?.length === 0) return [];
  const confirmed = sql`${bookings.status} = 'CONFIRMED'`;
  const cancelledBooking = sql`${bookings.status} = 'CANCELLED'`;
  const rows = await db
    .select({
      tripId: trips.id,
      serviceId: trips.serviceId,
      serviceName: services.name,
      tripDate: trips.tripDate,
      tripStatus: trips.status,
      busRc: trips.busRc,
      busType: sql<string>`coalesce(${busBusType.name}, ${busTypes.name})`,
      contractValidFrom: serviceContracts.validFrom,
      contractValidTo: serviceContracts.validTo,
      seatsSold: sql<string>`coalesce(sum(${bookings.seats}) filter (where ${confirmed}), 0)`,
      revenuePaise: sql<string>`coalesce(sum(${bookings.farePaise}) filter (where ${confirmed}), 0)`,
      cancellationChargePaise: sql<string>`case when ${trips.status} = 'CANCELLED' then 0 else coalesce(sum(round(${bookings.farePaise} * ${serviceContracts.cancellationCharge})) filter (where ${cancelledBooking}), 0) end`,
    })
    .from(trips)
    .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .leftJoin(buses, and(eq(buses.accountId, trips.accountId), eq(buses.rc, trips.busRc)))
    .leftJoin(busBusType, eq(busBusType.id, buses.busTypeId))
    .leftJoin(
      serviceContracts,
      and(eq(serviceContracts.accountId, trips.accountId), eq(serviceContracts.serviceId, trips.serviceId)),
    )
    .leftJoin(
      bookings,
      and(
        eq(bookings.accountId, trips.accountId),
        eq(bookings.tripId, trips.id),
        inArray(bookings.channel, [...OWN_SALES_CHANNELS]),
      ),
    )
    .where(
      and(
        eq(trips.accountId, accountId),
        gte(trips.tripDate, filter.fromDate),
        lte(trips.tripDate, filter.toDate),
        filter.rcs ? inArray(trips.busRc, [...filter.rcs]) : undefined,
        filter.serviceId ? eq(trips.serviceId, filter.serviceId) : undefined,
      ),
    )
    .groupBy(
      trips.id,
      trips.serviceId,
      services.name,
      services.startTime,
      trips.tripDate,
      trips.status,
      trips.busRc,
      busBusType.name,
      busTypes.name,
      serviceContracts.cancellationCharge,
      serviceContracts.validFrom,
      serviceContracts.validTo,
    )
    .orderBy(asc(trips.tripDate), asc(services.startTime), asc(services.name));
  return rows.map((r) => ({
    ...r,
    seatsSold: Number(r.seatsSold),
    revenuePaise: Number(r.revenuePaise),
    cancellationChargePaise: Number(r.cancellationChargePaise),
  }));
}

export type ServiceRow = Awaited<ReturnType<typeof servicesWithContracts>>[number];

/** The account's services (optionally those run on `rcs`, or one id) with contract and brackets. */
export async function servicesWithContracts(
  db: DbOrTx,
  accountId: string,
  filter: { rcs?: readonly string[]; serviceId?: string },
) {
  if (filter.rcs?.length === 0) return [];
  const ranOn = filter.rcs
    ? sql`exists (select 1 from ${trips} where ${trips.accountId} = ${services.accountId} and ${trips.serviceId} = ${services.id} and ${inArray(trips.busRc, [...filter.rcs])})`
    : undefined;
  const rows = await db
    .select({ service: services, busType: busTypes.name, contract: serviceContracts })
    .from(services)
    .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
    .leftJoin(
      serviceContracts,
      and(eq(serviceContracts.accountId, services.accountId), eq(serviceContracts.serviceId, services.id)),
    )
    .where(
      and(
        eq(services.accountId, accountId),
        filter.serviceId ? eq(services.id, filter.serviceId) : undefined,
        ranOn,
      ),
    )
    .orderBy(asc(services.name));
  const contractIds = rows.flatMap((r) => (r.contract ? [r.contract.id] : []));
  const brackets = await bracketsOf(db, accountId, contractIds);
  return rows.map((r) => ({ ...r, brackets: r.contract ? (brackets.get(r.contract.id) ?? []) : [] }));
}

export type BracketRow = typeof revenueBrackets.$inferSelect;

export async function bracketsOf(
  db: DbOrTx,
  accountId: string,
  contractIds: readonly string[],
): Promise<Map<string, BracketRow[]>> {
  const map = new Map<string, BracketRow[]>();
  if (contractIds.length === 0) return map;
  const rows = await db
    .select()
    .from(revenueBrackets)
    .where(
      and(eq(revenueBrackets.accountId, accountId), inArray(revenueBrackets.contractId, [...contractIds])),
    )
    .orderBy(asc(revenueBrackets.contractId), asc(revenueBrackets.position));
  for (const r of rows) map.set(r.contractId, [...(map.get(r.contractId) ?? []), r]);
  return map;
}

export async function contractsOf(db: DbOrTx, accountId: string) {
  const rows = await db.select().from(serviceContracts).where(eq(serviceContracts.accountId, accountId));
  const brackets = await bracketsOf(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ contract: r, brackets: brackets.get(r.id) ?? [] }));
}

export async function payoutTermsOf(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(mgPayoutTerms).where(eq(mgPayoutTerms.accountId, accountId));
  return row;
}

export async function accountName(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

/** The dates from `fromDate` to `toDate` on which the account has trips, each once (the weekly job). */
export async function tripDatesBetween(
  db: DbOrTx,
  accountId: string,
  fromDate: string,
  toDate: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tripDate: trips.tripDate })
    .from(trips)
    .where(and(eq(trips.accountId, accountId), gte(trips.tripDate, fromDate), lte(trips.tripDate, toDate)));
  return rows.map((r) => r.tripDate);
}

/** MG accounts that have commercial terms: the ones the weekly job closes weeks for. */
export async function mgAccountsWithTerms(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(mgPayoutTerms, eq(mgPayoutTerms.accountId, accounts.id))
    .where(eq(accounts.type, 'BUSOWNER'));
  return rows.map((r) => r.id);
}

export type SummaryRow = typeof weeklyPaymentSummaries.$inferSelect;

/** Written once per account and week: a second close of the same week changes nothing. */
export async function insertSummary(
  db: DbOrTx,
  row: typeof weeklyPaymentSummaries.$inferInsert,
): Promise<SummaryRow | undefined> {
  const [inserted] = await db.insert(weeklyPaymentSummaries).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Adds the unpaid lines to a statement closed before they were listed (`withUnpaidLines`): only
 * `lines` changes, and only while no line of it says why it is not paid (two readers at once write
 * the same lines once). Never a money column.
 */
export async function addUnpaidLines(
  db: DbOrTx,
  accountId: string,
  id: string,
  lines: SummaryLine[],
): Promise<void> {
  await db
    .update(weeklyPaymentSummaries)
    .set({ lines })
    .where(
      and(
        eq(weeklyPaymentSummaries.accountId, accountId),
        eq(weeklyPaymentSummaries.id, id),
        sql`not jsonb_path_exists(${weeklyPaymentSummaries.lines}, '$[*] ? (@.notPaidReason != null)')`,
      ),
    );
}

export async function summaryOfWeek(
  db: DbOrTx,
  accountId: string,
  weekStartDate: string,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(weeklyPaymentSummaries)
    .where(
      and(
        eq(weeklyPaymentSummaries.accountId, accountId),
        eq(weeklyPaymentSummaries.weekStartDate, weekStartDate),
      ),
    );
  return row;
}

/** Summaries whose week overlaps fromDate … toDate, newest first (no trip lines). */
export async function summariesOverlapping(db: DbOrTx, accountId: string, fromDate: string, toDate: string) {
  const { lines: _lines, ...columns } = getTableColumns(weeklyPaymentSummaries);
  return db
    .select(columns)
    .from(weeklyPaymentSummaries)
    .where(
      and(
        eq(weeklyPaymentSummaries.accountId, accountId),
        lte(weeklyPaymentSummaries.weekStartDate, toDate),
        gte(weeklyPaymentSummaries.weekEndDate, fromDate),
      ),
    )
    .orderBy(desc(weeklyPaymentSummaries.weekStartDate));
}
