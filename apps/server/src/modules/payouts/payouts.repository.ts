import { aliasedTable, and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, cities, payouts, services, trips } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;

/** The account's payouts whose billing period overlaps [from, to] (IST dates), latest first. */
export async function listPayouts(
  db: DbOrTx,
  accountId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<PayoutRow[]> {
  const conditions = [eq(payouts.accountId, accountId)];
  if (range.from) conditions.push(gte(payouts.billingEnd, range.from));
  if (range.to) conditions.push(lte(payouts.billingStart, range.to));
  return db
    .select()
    .from(payouts)
    .where(and(...conditions))
    .orderBy(desc(payouts.billingEnd), desc(payouts.generatedOn));
}

export async function findPayout(db: DbOrTx, accountId: string, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), eq(payouts.id, id)))
    .limit(1);
  return row;
}

export interface PnrRow {
  pnr: string;
  tripDate: string;
  serviceName: string;
  fromCity: string;
  toCity: string;
  passengerName: string;
  seatType: 'SEATER' | 'SLEEPER';
  seats: number;
  seatNumbers: string[];
  channel: string;
  bookedAt: Date;
  farePaise: number;
}

const fromCity = aliasedTable(cities, 'from_city');
const toCity = aliasedTable(cities, 'to_city');

/** The confirmed bookings of the account's trips dated from … to (IST, inclusive), by trip date and PNR. */
export async function confirmedBookings(
  db: DbOrTx,
  accountId: string,
  from: string,
  to: string,
): Promise<PnrRow[]> {
  return db
    .select({
      pnr: bookings.pnr,
      tripDate: trips.tripDate,
      serviceName: services.name,
      fromCity: fromCity.name,
      toCity: toCity.name,
      passengerName: bookings.passengerName,
      seatType: bookings.seatType,
      seats: bookings.seats,
      seatNumbers: bookings.seatNumbers,
      channel: bookings.channel,
      bookedAt: bookings.bookedAt,
      farePaise: bookings.farePaise,
    })
    .from(bookings)
    .innerJoin(trips, and(eq(trips.accountId, bookings.accountId), eq(trips.id, bookings.tripId)))
    .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
    .innerJoin(fromCity, eq(fromCity.id, services.fromCityId))
    .innerJoin(toCity, eq(toCity.id, services.toCityId))
    .where(
      and(
        eq(bookings.accountId, accountId),
        eq(bookings.status, 'CONFIRMED'),
        gte(trips.tripDate, from),
        lte(trips.tripDate, to),
      ),
    )
    .orderBy(asc(trips.tripDate), asc(bookings.pnr));
}

/** A payout published from the console (maker-checker): the report is already stored at `pnrWiseReport`. */
export async function insertPayout(db: DbOrTx, row: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [created] = await db.insert(payouts).values(row).returning();
  if (!created) throw new Error('insert into payouts returned no row');
  return created;
}
