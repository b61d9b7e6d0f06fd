import { OWN_SALES_CHANNELS } from '@oc/contract';
import { and, desc, eq, gt, gte, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, bookings, campaigns, homeSnapshots } from '../../db/schema';

export type HomeSnapshotRow = typeof homeSnapshots.$inferSelect;

export interface SalesFigures {
  accountId: string;
  revenuePaise: number;
  confirmedSeats: number;
  cancelledSeats: number;
}

/**
 * Today's sales per account between `from` (IST midnight) and `at`, own channels only: revenue and
 * seats of bookings made in the window that are still confirmed, and seats cancelled in the window.
 */
export async function salesBetween(
  db: DbOrTx,
  from: Date,
  at: Date,
  accountIds?: string[],
): Promise<SalesFigures[]> {
  if (accountIds?.length === 0) return [];
  const booked = and(
    eq(bookings.status, 'CONFIRMED'),
    gte(bookings.bookedAt, from),
    lte(bookings.bookedAt, at),
  );
  const cancelled = and(
    eq(bookings.status, 'CANCELLED'),
    gte(bookings.cancelledAt, from),
    lte(bookings.cancelledAt, at),
  );
  const rows = await db
    .select({
      accountId: accounts.id,
      revenuePaise: sql<string>`coalesce(sum(${bookings.farePaise}) filter (where ${booked}), 0)`,
      confirmedSeats: sql<string>`coalesce(sum(${bookings.seats}) filter (where ${booked}), 0)`,
      cancelledSeats: sql<string>`coalesce(sum(${bookings.seats}) filter (where ${cancelled}), 0)`,
    })
    .from(accounts)
    .leftJoin(
      bookings,
      and(
        eq(bookings.accountId, accounts.id),
        inArray(bookings.channel, [...OWN_SALES_CHANNELS]),
        or(
          and(gte(bookings.bookedAt, from), lte(bookings.bookedAt, at)),
          and(gte(bookings.cancelledAt, from), lte(bookings.cancelledAt, at)),
        ),
      ),
    )
    .where(accountIds ? inArray(accounts.id, accountIds) : undefined)
    .groupBy(accounts.id);
  return rows.map((r) => ({
    accountId: r.accountId,
    revenuePaise: Number(r.revenuePaise),
    confirmedSeats: Number(r.confirmedSeats),
    cancelledSeats: Number(r.cancelledSeats),
  }));
}

/** Revenue and seats of confirmed own-channel bookings made in [from, to), per IST day. */
export async function salesPerDay(db: DbOrTx, accountId: string, from: Date, to: Date) {
  const day = sql<string>`to_char((${bookings.bookedAt} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      revenuePaise: sql<string>`sum(${bookings.farePaise})`,
      seats: sql<string>`sum(${bookings.seats})`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.accountId, accountId),
        gte(bookings.bookedAt, from),
        lt(bookings.bookedAt, to),
        eq(bookings.status, 'CONFIRMED'),
        inArray(bookings.channel, [...OWN_SALES_CHANNELS]),
      ),
    )
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, revenuePaise: Number(r.revenuePaise), seats: Number(r.seats) }));
}

export async function insertSnapshots(db: DbOrTx, rows: (typeof homeSnapshots.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(homeSnapshots).values(rows).returning();
}

export async function latestSnapshot(db: DbOrTx, accountId: string): Promise<HomeSnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(homeSnapshots)
    .where(eq(homeSnapshots.accountId, accountId))
    .orderBy(desc(homeSnapshots.takenAt))
    .limit(1);
  return row;
}

/**
 * The accounts whose figures are due: no snapshot of `today` (IST), or the latest one taken at or
 * before `staleAt`. Per account, so a snapshot taken on read for one account never delays another's.
 */
export async function accountsDueForSnapshot(db: DbOrTx, today: string, staleAt: Date): Promise<string[]> {
  const fresh = db
    .select({ accountId: homeSnapshots.accountId })
    .from(homeSnapshots)
    .where(
      and(
        eq(homeSnapshots.accountId, accounts.id),
        eq(homeSnapshots.businessDate, today),
        gt(homeSnapshots.takenAt, staleAt),
      ),
    );
  const rows = await db.select({ id: accounts.id }).from(accounts).where(notExists(fresh));
  return rows.map((r) => r.id);
}

/** Serialises snapshot runs of several processes; false when another run holds it. */
export async function tryLockSnapshots(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('home-snapshots')) as locked`,
  );
  const rows = (result as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

export async function campaignEndDates(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ endDate: campaigns.endDate })
    .from(campaigns)
    .where(eq(campaigns.accountId, accountId));
  return rows.map((r) => r.endDate);
}
