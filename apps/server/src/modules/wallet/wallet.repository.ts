import type { TransactionType } from '@oc/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountProfiles, walletEntries, wallets } from '../../db/schema';

/** The wallet's SQL: the account's `wallets` row, its append-only `wallet_entries` and the profile mirror. */

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type EntrySource = 'TOPUP' | 'ADMIN' | 'DEAL_SETTLEMENT' | 'SEED';

export interface NewEntry {
  accountId: string;
  code: string;
  type: TransactionType;
  amountPaise: number;
  closingBalancePaise: number;
  description: string;
  source: EntrySource;
  orderId: string | null;
  /** When the entry happened; absent: `clock_timestamp()`, the time it is written (after the lock). */
  at?: Date | undefined;
}

/**
 * Locks the account's wallet row (SELECT … FOR UPDATE), creating it at zero first if missing, and
 * answers its balance. The lock lasts until the caller's transaction ends.
 */
export async function lockWallet(tx: DbOrTx, accountId: string): Promise<number> {
  await tx.insert(wallets).values({ accountId }).onConflictDoNothing({ target: wallets.accountId });
  const [row] = await tx
    .select({ balance: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId))
    .for('update');
  return row?.balance ?? 0;
}

/** Appends one entry (never updated or deleted afterwards). */
export async function insertEntry(tx: DbOrTx, entry: NewEntry): Promise<WalletEntryRow> {
  const [row] = await tx
    .insert(walletEntries)
    .values({
      accountId: entry.accountId,
      code: entry.code,
      type: entry.type,
      amountPaise: entry.amountPaise,
      closingBalancePaise: entry.closingBalancePaise,
      description: entry.description,
      source: entry.source,
      orderId: entry.orderId,
      // clock_timestamp(): the time the entry is written (after the lock), so per-wallet order holds.
      createdAt: entry.at ?? sql`clock_timestamp()`,
    })
    .returning();
  if (!row) throw new Error('wallet entry not inserted');
  return row;
}

/** Stores the new balance, mirrored into the profile's walletBalance (part 1 §3), in the same transaction. */
export async function storeBalance(tx: DbOrTx, accountId: string, balancePaise: number): Promise<void> {
  await tx
    .update(wallets)
    .set({ balancePaise, updatedAt: sql`now()` })
    .where(eq(wallets.accountId, accountId));
  await tx
    .update(accountProfiles)
    .set({ walletBalancePaise: balancePaise })
    .where(eq(accountProfiles.accountId, accountId));
}

/** The balance and the low-balance alert (paise; null: none) of the account's wallet. */
export async function walletOf(
  db: DbOrTx,
  accountId: string,
): Promise<{ balancePaise: number; lowBalanceAlertPaise: number | null }> {
  const [row] = await db
    .select({ balancePaise: wallets.balancePaise, lowBalanceAlertPaise: wallets.lowBalanceAlertPaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId));
  return row ?? { balancePaise: 0, lowBalanceAlertPaise: null };
}

/** Sets the alert (creating the wallet row at zero if missing); answers the alert it replaced. */
export async function setLowBalanceAlert(
  tx: DbOrTx,
  accountId: string,
  alertPaise: number | null,
): Promise<{ before: number | null }> {
  await tx.insert(wallets).values({ accountId }).onConflictDoNothing({ target: wallets.accountId });
  const [old] = await tx
    .select({ alert: wallets.lowBalanceAlertPaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId))
    .for('update');
  await tx.update(wallets).set({ lowBalanceAlertPaise: alertPaise }).where(eq(wallets.accountId, accountId));
  return { before: old?.alert ?? null };
}

/** Entries of the account with `from ≤ created_at ≤ to`, newest first. */
export async function listEntries(
  db: DbOrTx,
  accountId: string,
  from: Date,
  to: Date,
): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.accountId, accountId),
        gte(walletEntries.createdAt, from),
        lte(walletEntries.createdAt, to),
      ),
    )
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.code));
}

/** Every entry of the account, oldest first (checks and tests). */
export async function allEntries(db: DbOrTx, accountId: string): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.accountId, accountId))
    .orderBy(asc(walletEntries.createdAt));
}
