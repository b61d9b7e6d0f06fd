import {
  WALLET_MAX_RANGE_DAYS,
  WALLET_MESSAGES,
  defaultWalletWindow,
  paiseToRupees,
  type Transaction,
  type Wallet,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/http-error';
import { postEntry, type EntrySource, type WalletEntryRow } from './wallet.ledger';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import * as repo from './wallet.repository';

export interface WalletDeps {
  db: Db;
  clock: Clock;
}

export function toTransaction(row: WalletEntryRow): Transaction {
  return {
    _id: row.id,
    transactionCode: row.code,
    amount: paiseToRupees(row.amountPaise),
    closingBalance: paiseToRupees(row.closingBalancePaise),
    transactionType: row.type,
    description: row.description,
    transactionTime: row.createdAt.toISOString(),
  };
}

/** The wallet of OPERATOR and ELECTRIC accounts: balance, history, and the provider's debits. */
export class WalletService {
  constructor(private readonly deps: WalletDeps) {}

  async wallet(accountId: string): Promise<Wallet> {
    const w = await repo.walletOf(this.deps.db, accountId);
    return {
      walletBalance: paiseToRupees(w.balancePaise),
      currency: 'INR',
      lowBalanceAlert: w.lowBalanceAlertPaise === null ? null : paiseToRupees(w.lowBalanceAlertPaise),
    };
  }

  /** PUT /user/wallet/lowBalanceAlert: sets (whole rupees) or clears the alert home reads. */
  async setLowBalanceAlert(accountId: string, amount: number | null, actor: Actor): Promise<Wallet> {
    const alertPaise = amount === null ? null : amount * 100;
    await this.deps.db.transaction(async (tx) => {
      const { before } = await repo.setLowBalanceAlert(tx, accountId, alertPaise);
      if (before === alertPaise) return auditUnchanged();
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.alert.set',
          entity: 'wallets',
          entityId: accountId,
          accountId,
          before: { lowBalanceAlert: before === null ? null : paiseToRupees(before) },
          after: { lowBalanceAlert: amount },
        },
        this.deps.clock.now(),
      );
    });
    return this.wallet(accountId);
  }

  /** Entries between fromDate and toDate (epoch ms, both inclusive); default the last week. */
  async transactions(
    accountId: string,
    query: { fromDate?: number | undefined; toDate?: number | undefined },
  ): Promise<Transaction[]> {
    const window = defaultWalletWindow(this.deps.clock.now());
    const from = query.fromDate ?? window.fromDate;
    const to = query.toDate ?? window.toDate;
    if (from > to)
      throw badRequest(WALLET_MESSAGES.invalidRange, [
        { path: 'fromDate', message: WALLET_MESSAGES.invalidRange },
      ]);
    if (to - from > WALLET_MAX_RANGE_DAYS * 86_400_000)
      throw badRequest(WALLET_MESSAGES.rangeTooLong, [
        { path: 'toDate', message: WALLET_MESSAGES.rangeTooLong },
      ]);
    const rows = await repo.listEntries(this.deps.db, accountId, new Date(from), new Date(to));
    return rows.map(toTransaction);
  }

  /**
   * A debit posted by the provider (admin command, deal settlement …), never by an operator
   * call. 409 when the balance is short: the balance never goes below zero.
   */
  async debit(
    accountId: string,
    amountPaise: number,
    description: string,
    source: Exclude<EntrySource, 'TOPUP'> = 'ADMIN',
    actor?: Actor,
  ): Promise<Transaction> {
    return this.post({ accountId, type: 'DEBIT', amountPaise, description, source }, actor);
  }

  /** Every entry of the account as stored, oldest first (checks). */
  async entries(accountId: string): Promise<WalletEntryRow[]> {
    return repo.allEntries(this.deps.db, accountId);
  }

  /** A credit posted by the provider (refund, adjustment). */
  async credit(
    accountId: string,
    amountPaise: number,
    description: string,
    source: Exclude<EntrySource, 'TOPUP'> = 'ADMIN',
  ): Promise<Transaction> {
    return this.post({ accountId, type: 'CREDIT', amountPaise, description, source });
  }

  /** One entry posted in a transaction of its own, with its audit row when `actor` says who. */
  private async post(entry: Parameters<typeof postEntry>[1], actor?: Actor): Promise<Transaction> {
    const row = await this.deps.db.transaction(async (tx) => {
      const posted = await postEntry(tx, entry);
      if (actor) {
        const signed = entry.type === 'DEBIT' ? entry.amountPaise : -entry.amountPaise;
        await recordAudit(
          tx,
          actor,
          {
            kind: entry.type === 'DEBIT' ? 'wallet.debited' : 'wallet.credited',
            entity: 'wallets',
            entityId: entry.accountId,
            accountId: entry.accountId,
            before: { balance: paiseToRupees(posted.closingBalancePaise + signed) },
            after: {
              balance: paiseToRupees(posted.closingBalancePaise),
              amount: paiseToRupees(entry.amountPaise),
              reason: entry.description,
              transactionCode: posted.code,
            },
          },
          posted.createdAt,
        );
      }
      return posted;
    });
    return toTransaction(row);
  }
}
