import { addDaysToDate, istDateOf, istStartOfDay, weekdayOfDate } from '@oc/contract';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { newTransactionCode } from '../../modules/wallet/wallet.ledger';
import type { DbOrTx } from '../client';
import { accountProfiles, accounts, bookings, payouts, trips, walletEntries, wallets } from '../schema';
import { Rng } from './random';
import { PAST_DAYS } from './core';

const HOUR = 3_600_000;

/** Wallet history: days before today (IST) on which something happens, oldest first. */
const ENTRY_DAYS = [27, 25, 22, 20, 17, 14, 12, 9, 7, 6, 4, 2, 1, 0];
/** How many weekly payouts each OPERATOR account gets (weeks without bookings are skipped). */
export const DEMO_PAYOUT_WEEKS = 8;

const OPERATOR_DEBITS = [
  'Deal discount settlement',
  'Offline agent commission',
  'Platform service fee',
  'GST on platform fee',
] as const;
const ELECTRIC_DEBITS = ['Charging station fee', 'Depot parking charges', 'Platform service fee'] as const;
const TOP_UPS = ['Wallet top-up via UPI', 'Wallet top-up via net banking', 'Wallet top-up via card'] as const;

/** An instant on `date` (IST) at `hour`:`minute`, never later than `latest`. */
function at(date: string, hour: number, minute: number, latest: Date): Date {
  const t = new Date(istStartOfDay(date).getTime() + hour * HOUR + minute * 60_000);
  return t > latest ? latest : t;
}

/**
 * Demo wallets and payouts, relative to `now`:
 * - every OPERATOR and ELECTRIC account gets ledger entries over the last four weeks (today and
 *   the last seven days included) ending at its profile's walletBalance (0 → a small history from
 *   zero). Entries go through the ledger, so balances equal the sum of entries.
 * - every OPERATOR account gets weekly (Mon–Sun) payouts, the latest for the last full week before
 *   today, each for the confirmed bookings of its trips that week (skipping weeks without bookings).
 * Accounts that already have entries or payouts are left alone.
 */
export async function seedDemoWallet(
  tx: DbOrTx,
  opts: { now: Date },
): Promise<{ entries: number; payouts: number }> {
  const now = opts.now;
  const today = istDateOf(now);
  const rows = await tx
    .select({
      id: accounts.id,
      type: accounts.type,
      name: accounts.name,
      target: accountProfiles.walletBalancePaise,
    })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(inArray(accounts.type, ['OPERATOR', 'ELECTRIC']))
    .orderBy(asc(accounts.createdAt), asc(accounts.name));

  let entryCount = 0;
  let payoutCount = 0;
  for (const account of rows) {
    const [has] = await tx
      .select({ n: count() })
      .from(walletEntries)
      .where(eq(walletEntries.accountId, account.id));
    if ((has?.n ?? 0) === 0) entryCount += await seedEntries(tx, account, today, now);
    if (account.type === 'OPERATOR') payoutCount += await seedPayouts(tx, account, today, now);
  }
  return { entries: entryCount, payouts: payoutCount };
}

async function seedEntries(
  tx: DbOrTx,
  account: { id: string; type: string; name: string; target: number | null },
  today: string,
  now: Date,
): Promise<number> {
  const rng = new Rng(`wallet:${account.name}`);
  // Work in whole rupees scaled to the account's balance (₹2,000 … ₹86,250 in the demo).
  const target = account.target ?? 0;
  const unit = Math.max(50_000, Math.round(target / 10 / 100) * 100); // paise, ≥ ₹500
  const debits = account.type === 'ELECTRIC' ? ELECTRIC_DEBITS : OPERATOR_DEBITS;
  const plan: { day: number; type: 'CREDIT' | 'DEBIT'; amount: number; description: string }[] = [];
  for (const [i, day] of ENTRY_DAYS.entries()) {
    const credit = i % 3 === 0;
    const amount = credit
      ? unit * rng.int(2, 4) // top-ups in whole hundreds
      : Math.round((unit * rng.int(40, 140)) / 100) + rng.int(0, 99); // debits with paise
    const date = addDaysToDate(today, -day);
    plan.push({
      day,
      type: credit ? 'CREDIT' : 'DEBIT',
      amount,
      description: credit
        ? rng.pick(TOP_UPS)
        : `${rng.pick(debits)} (${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)})`,
    });
  }
  // The opening top-up makes the history end at the profile's balance and never dip below zero.
  const net = plan.reduce((s, p) => s + (p.type === 'CREDIT' ? p.amount : -p.amount), 0);
  let running = 0;
  let lowest = 0;
  for (const p of plan) {
    running += p.type === 'CREDIT' ? p.amount : -p.amount;
    lowest = Math.min(lowest, running);
  }
  let opening = target - net;
  if (opening < -lowest || opening <= 0) {
    // Not reachable from this plan: open with enough and debit the difference at the end.
    opening = Math.max(-lowest, 0) + unit * 2;
    const extra = opening + net - target;
    if (extra > 0)
      plan.push({ day: 0, type: 'DEBIT', amount: extra, description: 'Platform service fee (adjustment)' });
  }
  const latest = new Date(now.getTime() - 5 * 60_000);
  // A fresh wallet inside the seeding transaction: the entries are computed here and written in one
  // insert, with the closing balances the ledger would have given them (the sum of the entries).
  const rows: (typeof walletEntries.$inferInsert)[] = [];
  let balance = opening;
  let previous = at(addDaysToDate(today, -28), 10, 5, latest).getTime();
  rows.push({
    accountId: account.id,
    code: newTransactionCode(),
    type: 'CREDIT',
    amountPaise: opening,
    closingBalancePaise: balance,
    description: 'Wallet top-up via net banking',
    source: 'SEED',
    createdAt: new Date(previous),
  });
  for (const p of plan) {
    const date = addDaysToDate(today, -p.day);
    let when = at(date, rng.int(9, 19), rng.int(0, 59), latest);
    if (when.getTime() <= previous) when = new Date(previous + 60_000);
    previous = when.getTime();
    balance += p.type === 'CREDIT' ? p.amount : -p.amount;
    rows.push({
      accountId: account.id,
      code: newTransactionCode(),
      type: p.type,
      amountPaise: p.amount,
      closingBalancePaise: balance,
      description: p.description,
      source: 'SEED',
      createdAt: when,
    });
  }
  if (balance !== target && account.target !== null)
    throw new Error(`wallet seed for ${account.name} does not add up`);
  await tx.insert(walletEntries).values(rows);
  await tx
    .insert(wallets)
    .values({ accountId: account.id, balancePaise: balance })
    .onConflictDoUpdate({ target: wallets.accountId, set: { balancePaise: balance } });
  await tx
    .update(accountProfiles)
    .set({ walletBalancePaise: balance })
    .where(eq(accountProfiles.accountId, account.id));
  return rows.length;
}

async function seedPayouts(
  tx: DbOrTx,
  account: { id: string; name: string },
  today: string,
  now: Date,
): Promise<number> {
  const [has] = await tx.select({ n: count() }).from(payouts).where(eq(payouts.accountId, account.id));
  if ((has?.n ?? 0) > 0) return 0;
  // The last Sunday strictly before today ends the latest billing week.
  let end = addDaysToDate(today, -1);
  while (weekdayOfDate(end) !== 'SUN') end = addDaysToDate(end, -1);
  const first = addDaysToDate(end, -7 * DEMO_PAYOUT_WEEKS + 1);
  // Confirmed fares per trip date over the whole span, in one query.
  const perDay = await tx
    .select({ date: trips.tripDate, paise: sql<string>`sum(${bookings.farePaise})` })
    .from(bookings)
    .innerJoin(trips, and(eq(trips.accountId, bookings.accountId), eq(trips.id, bookings.tripId)))
    .where(
      and(
        eq(bookings.accountId, account.id),
        eq(bookings.status, 'CONFIRMED'),
        gte(trips.tripDate, first),
        lte(trips.tripDate, end),
      ),
    )
    .groupBy(trips.tripDate);
  const values: (typeof payouts.$inferInsert)[] = [];
  for (let w = 0; w < DEMO_PAYOUT_WEEKS; w++) {
    const weekEnd = addDaysToDate(end, -7 * w);
    const weekStart = addDaysToDate(weekEnd, -6);
    // Only weeks the seeded trips cover in full: a payout bills a whole week.
    if (weekStart < addDaysToDate(today, -PAST_DAYS)) continue;
    const days = perDay.filter((d) => d.date >= weekStart && d.date <= weekEnd);
    if (days.length === 0) continue;
    const generated = at(addDaysToDate(weekEnd, 2), 11, 30, new Date(now.getTime() - 60_000));
    values.push({
      accountId: account.id,
      boName: account.name,
      amountPaise: days.reduce((sum, d) => sum + Number(d.paise), 0),
      billingStart: weekStart,
      billingEnd: weekEnd,
      generatedOn: generated,
      generatedBySystem: w % 4 !== 3,
    });
  }
  if (values.length > 0) await tx.insert(payouts).values(values);
  return values.length;
}
