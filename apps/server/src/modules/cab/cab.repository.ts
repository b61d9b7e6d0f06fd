import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CabDriverEvent } from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import { cabBookings, cabCalls, cabDriverMessages, cabMarshals, cabTrips, cities } from '../../db/schema';

export type CabTripRow = Awaited<ReturnType<typeof selectTrips>>[number];
export type CabBookingRow = typeof cabBookings.$inferSelect;
export type CabMarshalRow = typeof cabMarshals.$inferSelect;

/** Escapes LIKE wildcards so typed text matches literally. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchCities(db: DbOrTx, text: string, limit: number) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(text ? ilike(cities.name, likeText(text)) : undefined)
    .orderBy(asc(cities.name))
    .limit(limit);
}

const fromCity = alias(cities, 'from_city');
const toCity = alias(cities, 'to_city');

function selectTrips(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: cabTrips.id,
      accountId: cabTrips.accountId,
      groupCode: cabTrips.groupCode,
      startAt: cabTrips.startAt,
      fromCityId: cabTrips.fromCityId,
      toCityId: cabTrips.toCityId,
      from: fromCity.name,
      to: toCity.name,
      seater: cabTrips.seater,
      passengers: cabTrips.passengers,
      routeType: cabTrips.routeType,
      vehicleRc: cabTrips.vehicleRc,
      driverMobile: cabTrips.driverMobile,
      driverName: cabTrips.driverName,
    })
    .from(cabTrips)
    .innerJoin(fromCity, eq(fromCity.id, cabTrips.fromCityId))
    .innerJoin(toCity, eq(toCity.id, cabTrips.toCityId))
    .where(where);
}

export interface TripFilter {
  from?: Date;
  to?: Date;
  fromCityId?: string;
  toCityId?: string;
  /** Group code (case-insensitive) or, when a uuid, the trip id. */
  code?: string;
  tripUuid?: string;
}

export async function listTrips(db: DbOrTx, accountId: string, f: TripFilter) {
  const conditions: (SQL | undefined)[] = [eq(cabTrips.accountId, accountId)];
  if (f.from) conditions.push(gte(cabTrips.startAt, f.from));
  if (f.to) conditions.push(lte(cabTrips.startAt, f.to));
  if (f.fromCityId) conditions.push(eq(cabTrips.fromCityId, f.fromCityId));
  if (f.toCityId) conditions.push(eq(cabTrips.toCityId, f.toCityId));
  if (f.code !== undefined) {
    const byCode = sql`upper(${cabTrips.groupCode}) = ${f.code.toUpperCase()}`;
    conditions.push(f.tripUuid ? or(byCode, eq(cabTrips.id, f.tripUuid)) : byCode);
  }
  return selectTrips(db, and(...conditions)).orderBy(asc(cabTrips.startAt));
}

export async function findTrip(db: DbOrTx, accountId: string, tripId: string) {
  const [row] = await selectTrips(db, and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId)));
  return row;
}

/** The trip's row locked for the rest of the transaction (assignment). */
export async function lockTrip(tx: DbOrTx, accountId: string, tripId: string) {
  const [row] = await tx
    .select()
    .from(cabTrips)
    .where(and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId)))
    .for('update');
  return row;
}

export async function bookingsOf(db: DbOrTx, accountId: string, tripIds: string[]): Promise<CabBookingRow[]> {
  if (tripIds.length === 0) return [];
  return db
    .select()
    .from(cabBookings)
    .where(and(eq(cabBookings.accountId, accountId), inArray(cabBookings.tripId, tripIds)))
    .orderBy(asc(cabBookings.pickupAt), asc(cabBookings.name), asc(cabBookings.id));
}

export async function marshalsOf(db: DbOrTx, accountId: string, tripIds: string[]): Promise<CabMarshalRow[]> {
  if (tripIds.length === 0) return [];
  return db
    .select()
    .from(cabMarshals)
    .where(and(eq(cabMarshals.accountId, accountId), inArray(cabMarshals.tripId, tripIds)))
    .orderBy(asc(cabMarshals.tripId), asc(cabMarshals.position));
}

export async function setDriver(
  tx: DbOrTx,
  accountId: string,
  tripId: string,
  d: { vehicleRc: string; driverMobile: string; driverName: string; at: Date; eventDue: CabDriverEvent },
): Promise<void> {
  await tx
    .update(cabTrips)
    .set({
      vehicleRc: d.vehicleRc,
      driverMobile: d.driverMobile,
      driverName: d.driverName,
      driverAssignedAt: d.at,
      driverEventDue: d.eventDue,
    })
    .where(and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId)));
}

export async function insertDriverMessage(
  db: DbOrTx,
  row: typeof cabDriverMessages.$inferInsert,
): Promise<void> {
  await db.insert(cabDriverMessages).values(row);
}

/**
 * Takes the assignment's due driver message if it is `event` (compare and set): true for the one
 * caller that gets it, false when it was sent already or another event is due.
 */
export async function claimDriverEvent(
  db: DbOrTx,
  accountId: string,
  tripId: string,
  event: CabDriverEvent,
): Promise<boolean> {
  const rows = await db
    .update(cabTrips)
    .set({ driverEventDue: null })
    .where(
      and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId), eq(cabTrips.driverEventDue, event)),
    )
    .returning({ id: cabTrips.id });
  return rows.length > 0;
}

/** Puts a claimed message back as due (its SMS could not be sent), unless a new assignment came. */
export async function restoreDriverEvent(
  db: DbOrTx,
  accountId: string,
  tripId: string,
  event: CabDriverEvent,
): Promise<void> {
  await db
    .update(cabTrips)
    .set({ driverEventDue: event })
    .where(and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId), isNull(cabTrips.driverEventDue)));
}

/** The driver message the trip's last assignment still calls for (null: sent, or never assigned). */
export async function driverEventDue(db: DbOrTx, accountId: string, tripId: string) {
  const [row] = await db
    .select({ due: cabTrips.driverEventDue })
    .from(cabTrips)
    .where(and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId)));
  return row?.due ?? null;
}

export async function insertCall(db: DbOrTx, row: typeof cabCalls.$inferInsert): Promise<void> {
  await db.insert(cabCalls).values(row);
}

/** A call's receiver as the server resolved it: the number, and the trip it is on. */
export interface CallTarget {
  tripId: string;
  startAt: Date;
  mobile: string;
}

/** A confirmed booking of the account (its trip's start), by booking id; none for another account's. */
export async function passengerOf(
  db: DbOrTx,
  accountId: string,
  bookingId: string,
): Promise<CallTarget | undefined> {
  const [row] = await db
    .select({ tripId: cabTrips.id, startAt: cabTrips.startAt, mobile: cabBookings.mobile })
    .from(cabBookings)
    .innerJoin(
      cabTrips,
      and(eq(cabTrips.accountId, cabBookings.accountId), eq(cabTrips.id, cabBookings.tripId)),
    )
    .where(
      and(
        eq(cabBookings.accountId, accountId),
        eq(cabBookings.id, bookingId),
        eq(cabBookings.status, 'CONFIRMED'),
      ),
    );
  return row;
}

/** The marshal `busHostId` of the account's trip, when the marshal has a number. */
export async function marshalOf(
  db: DbOrTx,
  accountId: string,
  tripId: string,
  busHostId: string,
): Promise<CallTarget | undefined> {
  const [row] = await db
    .select({ tripId: cabTrips.id, startAt: cabTrips.startAt, mobile: cabMarshals.mobile })
    .from(cabMarshals)
    .innerJoin(
      cabTrips,
      and(eq(cabTrips.accountId, cabMarshals.accountId), eq(cabTrips.id, cabMarshals.tripId)),
    )
    .where(
      and(
        eq(cabMarshals.accountId, accountId),
        eq(cabMarshals.tripId, tripId),
        eq(cabMarshals.busHostId, busHostId),
      ),
    );
  return row?.mobile ? { ...row, mobile: row.mobile } : undefined;
}

/** The driver of the account's trip, when one is recorded. */
export async function driverOf(
  db: DbOrTx,
  accountId: string,
  tripId: string,
): Promise<CallTarget | undefined> {
  const [row] = await db
    .select({ tripId: cabTrips.id, startAt: cabTrips.startAt, mobile: cabTrips.driverMobile })
    .from(cabTrips)
    .where(and(eq(cabTrips.accountId, accountId), eq(cabTrips.id, tripId)));
  return row?.mobile ? { ...row, mobile: row.mobile } : undefined;
}

/** The latest booking drop of each trip (trips without bookings are absent). */
export async function lastDrops(
  db: DbOrTx,
  accountId: string,
  tripIds: string[],
): Promise<Map<string, Date>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select({ tripId: cabBookings.tripId, last: sql<string>`max(${cabBookings.dropAt})` })
    .from(cabBookings)
    .where(and(eq(cabBookings.accountId, accountId), inArray(cabBookings.tripId, tripIds)))
    .groupBy(cabBookings.tripId);
  return new Map(rows.map((r) => [r.tripId, new Date(r.last)]));
}

/**
 * The account's trips other than `tripId` with the driver mobile or the RC given that start in
 * [from, to) (the caller narrows to real overlaps with each trip's end).
 */
export async function tripsWithDriverOrRc(
  db: DbOrTx,
  accountId: string,
  tripId: string,
  d: { driverMobile: string; rc: string; from: Date; to: Date },
) {
  return selectTrips(
    db,
    and(
      eq(cabTrips.accountId, accountId),
      sql`${cabTrips.id} <> ${tripId}`,
      or(eq(cabTrips.driverMobile, d.driverMobile), eq(cabTrips.vehicleRc, d.rc)),
      gte(cabTrips.startAt, d.from),
      sql`${cabTrips.startAt} < ${d.to}`,
    ),
  ).orderBy(asc(cabTrips.startAt));
}

/** A trip with no driver: any of mobile, name or RC missing (part 2 §2 driver block). */
const driverless = or(isNull(cabTrips.driverMobile), isNull(cabTrips.driverName), isNull(cabTrips.vehicleRc));

/** The account's driverless trips starting in [from, to): the first `limit` by start, and how many. */
export async function driverlessBetween(db: DbOrTx, accountId: string, from: Date, to: Date, limit: number) {
  const where = and(
    eq(cabTrips.accountId, accountId),
    gte(cabTrips.startAt, from),
    sql`${cabTrips.startAt} < ${to}`,
    driverless,
  );
  const [trips, [counted]] = await Promise.all([
    selectTrips(db, where).orderBy(asc(cabTrips.startAt)).limit(limit),
    db
      .select({ n: sql<string>`count(*)` })
      .from(cabTrips)
      .where(where),
  ]);
  return { trips, count: Number(counted?.n ?? 0) };
}

/**
 * The account's drivers assigned to trips that started since `since`, latest assignment first, one
 * row per driver mobile with the name and RC of that latest assignment.
 */
export async function recentDrivers(db: DbOrTx, accountId: string, since: Date, limit: number) {
  const rows = await db
    .selectDistinctOn([cabTrips.driverMobile], {
      driverMobile: cabTrips.driverMobile,
      driverName: cabTrips.driverName,
      vehicleRc: cabTrips.vehicleRc,
      assignedAt: cabTrips.driverAssignedAt,
    })
    .from(cabTrips)
    .where(
      and(
        eq(cabTrips.accountId, accountId),
        gte(cabTrips.startAt, since),
        sql`${cabTrips.driverMobile} is not null and ${cabTrips.driverName} is not null and ${cabTrips.vehicleRc} is not null and ${cabTrips.driverAssignedAt} is not null`,
      ),
    )
    .orderBy(cabTrips.driverMobile, sql`${cabTrips.driverAssignedAt} desc`);
  return rows
    .flatMap((r) =>
      r.driverMobile && r.driverName && r.vehicleRc && r.assignedAt
        ? [
            {
              driverMobile: r.driverMobile,
              driverName: r.driverName,
              vehicleRc: r.vehicleRc,
              assignedAt: r.assignedAt,
            },
          ]
        : [],
    )
    .sort((a, b) => b.assignedAt.getTime() - a.assignedAt.getTime())
    .slice(0, limit);
}

/** The account's trips with a driver mobile or an RC that start in [from, to), at most `limit`. */
export async function crewedBetween(db: DbOrTx, accountId: string, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: cabTrips.id,
      startAt: cabTrips.startAt,
      driverMobile: cabTrips.driverMobile,
      vehicleRc: cabTrips.vehicleRc,
    })
    .from(cabTrips)
    .where(
      and(
        eq(cabTrips.accountId, accountId),
        gte(cabTrips.startAt, from),
        sql`${cabTrips.startAt} < ${to}`,
        or(sql`${cabTrips.driverMobile} is not null`, sql`${cabTrips.vehicleRc} is not null`),
      ),
    )
    .orderBy(asc(cabTrips.startAt))
    .limit(limit);
}

/** How many of the account's trips starting in [from, to) start after their contract ended. */
export async function countPastContract(
  db: DbOrTx,
  accountId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(cabTrips)
    .where(
      and(
        eq(cabTrips.accountId, accountId),
        gte(cabTrips.startAt, from),
        sql`${cabTrips.startAt} < ${to}`,
        sql`${cabTrips.contractValidUntil} < ${cabTrips.startAt}`,
      ),
    );
  return Number(row?.n ?? 0);
}
