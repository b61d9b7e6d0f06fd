import type { DigestChannel } from '@oc/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  cabTrips,
  digestSends,
  digestSubscriptions,
  payouts,
  users,
  walletEntries,
} from '../../db/schema';

/** The daily digest's rows (issue 41): subscriptions, the once-a-day claims, and the day's figures. */

export interface SubscriptionRow {
  accountId: string;
  channel: DigestChannel;
  email: string | null;
  unsubscribeToken: string;
  createdAt: Date;
}

const subscriptionColumns = {
  accountId: digestSubscriptions.accountId,
  channel: sql<DigestChannel>`${digestSubscriptions.channel}`,
  email: digestSubscriptions.email,
  unsubscribeToken: digestSubscriptions.unsubscribeToken,
  createdAt: digestSubscriptions.createdAt,
};

export async function subscriptionOf(db: DbOrTx, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** Subscribes or changes the channel; a new token each time (the old link stops nothing new). */
export async function upsertSubscription(
  db: DbOrTx,
  row: {
    accountId: string;
    channel: DigestChannel;
    email: string | null;
    unsubscribeToken: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(digestSubscriptions)
    .values({ ...row, createdAt: row.at })
    .onConflictDoUpdate({
      target: digestSubscriptions.accountId,
      set: {
        channel: row.channel,
        email: row.email,
        unsubscribeToken: row.unsubscribeToken,
        createdAt: row.at,
      },
    });
}

/** Removes the account's subscription; answers the row it removed, if any. */
export async function deleteSubscription(db: DbOrTx, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .delete(digestSubscriptions)
    .where(eq(digestSubscriptions.accountId, accountId))
    .returning(subscriptionColumns);
  return row ?? null;
}

export async function subscriptionByToken(
  db: DbOrTx,
  token: string,
): Promise<(SubscriptionRow & { accountName: string }) | null> {
  const [row] = await db
    .select({ ...subscriptionColumns, accountName: accounts.name })
    .from(digestSubscriptions)
    .innerJoin(accounts, eq(accounts.id, digestSubscriptions.accountId))
    .where(eq(digestSubscriptions.unsubscribeToken, token))
    .limit(1);
  return row ?? null;
}

/** The account, its owner's login number, saved address and language. */
export async function recipientOf(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      type: accounts.type,
      mobileNo: users.mobileNo,
      email: users.email,
      language: users.language,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Claims the day's digest of up to `limit` subscribed accounts that have none yet: one insert, so
 * of two processes claiming at once each account goes to one of them (the other's row conflicts on
 * (account_id, day) and is skipped). Answers the accounts claimed.
 */
export async function claimNew(db: DbOrTx, day: string, at: Date, limit: number): Promise<string[]> {
  const rows = await db.execute<{ account_id: string }>(sql`
    insert into ${digestSends} (account_id, day, channel, status, attempts, claimed_at)
    select s.account_id, ${day}::date, s.channel, 'sending', 1, ${at.toISOString()}::timestamptz
    from ${digestSubscriptions} s
    where not exists (
      select 1 from ${digestSends} d where d.account_id = s.account_id and d.day = ${day}::date
    )
    order by s.account_id
    limit ${limit}
    on conflict do nothing
    returning account_id`);
  return (rows as { rows: { account_id: string }[] }).rows.map((r) => r.account_id);
}

/**
 * Claims again the day's sends that failed, or were left `sending` by a process that stopped, whose
 * last try is older than `before`, fewer than `maxAttempts` times tried, still subscribed.
 */
export async function claimRetries(
  db: DbOrTx,
  day: string,
  at: Date,
  before: Date,
  maxAttempts: number,
  limit: number,
): Promise<string[]> {
  const rows = await db.execute<{ account_id: string }>(sql`
    update ${digestSends} d
    set status = 'sending', attempts = d.attempts + 1, claimed_at = ${at.toISOString()}::timestamptz, error = null
    where (d.account_id, d.day) in (
      select d2.account_id, d2.day from ${digestSends} d2
      join ${digestSubscriptions} s on s.account_id = d2.account_id
      where d2.day = ${day}::date and d2.status in ('failed', 'sending')
        and d2.claimed_at < ${before.toISOString()}::timestamptz and d2.attempts < ${maxAttempts}
      order by d2.account_id
      limit ${limit}
      for update of d2 skip locked
    )
    returning d.account_id`);
  return (rows as { rows: { account_id: string }[] }).rows.map((r) => r.account_id);
}

export async function markSent(db: DbOrTx, accountId: string, day: string, channel: DigestChannel, at: Date) {
  await db
    .update(digestSends)
    .set({ status: 'sent', sentAt: at, channel, error: null })
    .where(and(eq(digestSends.accountId, accountId), eq(digestSends.day, day)));
}

export async function markFailed(db: DbOrTx, accountId: string, day: string, error: string) {
  await db
    .update(digestSends)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(digestSends.accountId, accountId), eq(digestSends.day, day)));
}

/** Wallet money in (credits) and out (debits) in [from, to). */
export async function walletFlow(db: DbOrTx, accountId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      inPaise: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.type} = 'CREDIT'), 0)`,
      outPaise: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.type} = 'DEBIT'), 0)`,
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.accountId, accountId),
        gte(walletEntries.createdAt, from),
        lt(walletEntries.createdAt, to),
      ),
    );
  return { inPaise: Number(row?.inPaise ?? 0), outPaise: Number(row?.outPaise ?? 0) };
}

/** Payouts generated in [from, to): how many and their sum. */
export async function payoutsGenerated(db: DbOrTx, accountId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      paise: sql<string>`coalesce(sum(${payouts.amountPaise}), 0)`,
    })
    .from(payouts)
    .where(
      and(eq(payouts.accountId, accountId), gte(payouts.generatedOn, from), lt(payouts.generatedOn, to)),
    );
  return { count: Number(row?.count ?? 0), paise: Number(row?.paise ?? 0) };
}

/** Cab: trips that started in [from, to), their passengers and what they pay under their contracts. */
export async function cabTripsStarted(db: DbOrTx, accountId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      passengers: sql<string>`coalesce(sum(${cabTrips.passengers}), 0)`,
      paise: sql<string>`coalesce(sum(${cabTrips.supplyCostPaise}), 0)`,
    })
    .from(cabTrips)
    .where(and(eq(cabTrips.accountId, accountId), gte(cabTrips.startAt, from), lt(cabTrips.startAt, to)));
  return {
    count: Number(row?.count ?? 0),
    passengers: Number(row?.passengers ?? 0),
    paise: Number(row?.paise ?? 0),
  };
}
