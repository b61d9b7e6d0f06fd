import { randomInt } from 'node:crypto';
import { WALLET_MESSAGES, type TransactionType } from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import * as repo from './wallet.repository';

/**
 * The wallet ledger: the one way an entry is posted, for this module and the others (payments
 * credits a paid top-up through {@link postEntry} inside its own transaction). Every posting runs
 * inside the caller's transaction: it locks the account's wallet row (SELECT … FOR UPDATE), checks
 * the rule (a debit never takes the balance below zero), appends one entry with its closing
 * balance and stores the new balance, so the balance always equals the sum of the entries.
 * Nothing here updates or deletes an entry. The SQL is in wallet.repository.ts.
 */

export type { EntrySource, WalletEntryRow } from './wallet.repository';

export interface Posting {
  accountId: string;
  type: TransactionType;
  amountPaise: number;
  description: string;
  source: repo.EntrySource;
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

/**
 * Appends one entry and moves the balance. Must run in a transaction (the lock lasts until it
 * ends). Throws InsufficientBalanceError (409) for a debit larger than the balance.
 */
export async function postEntry(tx: DbOrTx, posting: Posting): Promise<repo.WalletEntryRow> {
  if (!Number.isSafeInteger(posting.amountPaise) || posting.amountPaise <= 0)
    throw new HttpError(400, 'Amount must be a positive number of paise');
  const balance = await repo.lockWallet(tx, posting.accountId);
  const closing = posting.type === 'CREDIT' ? balance + posting.amountPaise : balance - posting.amountPaise;
  if (closing < 0) throw new InsufficientBalanceError();
  const entry = await repo.insertEntry(tx, {
    accountId: posting.accountId,
    code: newTransactionCode(),
    type: posting.type,
    amountPaise: posting.amountPaise,
    closingBalancePaise: closing,
    description: posting.description,
    source: posting.source,
    orderId: posting.orderId ?? null,
    at: posting.at,
  });
  await repo.storeBalance(tx, posting.accountId, closing);
  return entry;
}
