import { randomInt } from 'node:crypto';
import { WALLET_MESSAGES, type TransactionType } from '@oc/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountProfiles, walletEntries, wallets } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/**
 * The wallet ledger. Every posting runs inside the caller's transaction: it locks the account's
 * wallet row (SELECT … FOR UPDATE), checks the rule (a debit never takes the balance below zero),
 * appends one entry with its closing balance and stores the new balance, so the balance always
 * equals the sum of the entries. Nothing here updates or deletes an entry.
 */

export type WalletEntryRow = typeof walletEntries.$inferSelect;

export type EntrySource = 'TOPUP' | 'ADMIN' | 'DEAL_SETTLEMENT' | 'SEED';

export interface Posting {
  accountId: string;
  type: TransactionType;
  amountPaise: number;
  description: string;
  source: EntrySource;
  /** The payment order of a top-up (unique: one credit per order). */
  orderId?: string;
  /** When the entry happened (default: now in the database). */
  at?: Date;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'TXN' + 12 characters (60 random bits): the transaction code shown to the operator. */
export function newTransactionCode(): string {
  let code = 'TXN';
  for (let i = 0; i < 12; i++) code += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
  return code;
}

export class InsufficientBalanceError extends HttpError {
  constructor() {
    super(409, WALLET_MESSAGES.insufficientBalance);
  }
}

/** Locks the account's wallet row, creating it at zero first if missing. Answers the balance. */
export async function lockWallet(tx: DbOrTx, accountId: string): Promise<number> {
  await tx.insert(wallets).values({ accountId }).onConflictDoNothing({ target: wallets.accountId });
  const [row] = await tx
    .select({ balance: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * Appends one entry and moves the balance. Must run in a transaction (the lock lasts until it
 * ends). Throws InsufficientBalanceError (409) for a debit larger than the balance.
 */
export async function postEntry(tx: DbOrTx, posting: Posting): Promise<WalletEntryRow> {
  if (!Number.isSafeInteger(posting.amountPaise) || posting.amountPaise <= 0)
    throw new HttpError(400, 'Amount must be a positive number of paise');
  const balance = await lockWallet(tx, posting.accountId);
  const closing = posting.type === 'CREDIT' ? balance + posting.amountPaise : balance - posting.amountPaise;
  if (closing < 0) throw new InsufficientBalanceError();
  const at = posting.at;
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      accountId: posting.accountId,
      code: newTransactionCode(),
      type: posting.type,
      amountPaise: posting.amountPaise,
      closingBalancePaise: closing,
      description: posting.description,
      source: posting.source,
      orderId: posting.orderId ?? null,
      // clock_timestamp(): the time the entry is written (after the lock), so per-wallet order holds.
      createdAt: at ?? sql`clock_timestamp()`,
    })
    .returning();
  await tx
    .update(wallets)
    .set({ balancePaise: closing, updatedAt: sql`now()` })
    .where(eq(wallets.accountId, posting.accountId));
  // The profile's walletBalance (part 1 §3) mirrors the wallet in the same transaction.
  await tx
    .update(accountProfiles)
    .set({ walletBalancePaise: closing })
    .where(eq(accountProfiles.accountId, posting.accountId));
  if (!entry) throw new Error('wallet entry not inserted');
  return entry;
}

/** The balance without locking (0 when the wallet was never used). */
export async function balanceOf(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.accountId, accountId));
  return row?.balance ?? 0;
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

/** Every entry of the account, oldest first (checks and the admin command). */
export async function allEntries(db: DbOrTx, accountId: string): Promise<WalletEntryRow[]> {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.accountId, accountId))
    .orderBy(asc(walletEntries.createdAt));
}
