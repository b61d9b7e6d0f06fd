import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, tenantKey, tenantKeyConstraints } from './core';

export const walletEntryType = pgEnum('wallet_entry_type', ['DEBIT', 'CREDIT']);
export const paymentOrderStatus = pgEnum('payment_order_status', ['PENDING', 'SUCCESS', 'FAILED']);

/**
 * The balance of an account's wallet: one row per account, locked (SELECT … FOR UPDATE) by every
 * posting, so entries of one wallet are written one at a time. Never negative.
 */
export const wallets = pgTable(
  'wallets',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    /** Home lists "Wallet low" while the balance is below this (issue 41); null: no alert. */
    lowBalanceAlertPaise: bigint('low_balance_alert_paise', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_check', sql`${t.balancePaise} >= 0`),
    check('wallets_low_balance_alert_check', sql`${t.lowBalanceAlertPaise} > 0`),
  ],
);

/**
 * The ledger (part 1 §3 Transaction): append-only. An entry is never edited (a trigger refuses
 * UPDATE) nor deleted by the application; `closing_balance_paise` is the wallet after this entry.
 * A top-up credit carries its payment order (unique: an order credits at most once).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    ...tenantKey(),
    code: varchar('code', { length: 24 }).notNull(),
    type: walletEntryType('type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    closingBalancePaise: bigint('closing_balance_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** What posted it: TOPUP, ADMIN, DEAL_SETTLEMENT, SEED, … */
    source: varchar('source', { length: 24 }).notNull(),
    /** The payment order of a top-up credit. */
    orderId: varchar('order_id', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeyConstraints('wallet_entries', t),
    unique('wallet_entries_code_unique').on(t.code),
    unique('wallet_entries_order_unique').on(t.orderId),
    index('wallet_entries_account_time_idx').on(t.accountId, t.createdAt),
    check('wallet_entries_amount_check', sql`${t.amountPaise} > 0`),
    check('wallet_entries_closing_check', sql`${t.closingBalancePaise} >= 0`),
  ],
);

/**
 * A top-up order: created by POST /user/addMoney, settled once by a verified gateway result.
 * `gateway_ref` is the gateway's id for it (Razorpay payment link id); `gateway_payment_id` the
 * payment that paid it (unique across orders).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    status: paymentOrderStatus('status').notNull().default('PENDING'),
    provider: varchar('provider', { length: 16 }).notNull(),
    gatewayRef: varchar('gateway_ref', { length: 64 }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_orders_gateway_payment_unique').on(t.gatewayPaymentId),
    index('payment_orders_account_idx').on(t.accountId, t.createdAt),
    index('payment_orders_gateway_ref_idx').on(t.gatewayRef),
    check('payment_orders_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** Part 1 §3 Payout record: what the provider paid an account for a billing period (IST dates). */
export const payouts = pgTable(
  'payouts',
  {
    ...tenantKey(),
    boName: text('bo_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    billingStart: date('billing_start', { mode: 'string' }).notNull(),
    billingEnd: date('billing_end', { mode: 'string' }).notNull(),
    generatedOn: timestamp('generated_on', { withTimezone: true }).notNull().defaultNow(),
    generatedBySystem: boolean('generated_by_system').notNull().default(true),
    /** A stored PNR-wise report: its key in the file storage (`payouts/<name>`). */
    pnrWiseReport: text('pnr_wise_report'),
  },
  (t) => [
    ...tenantKeyConstraints('payouts', t),
    index('payouts_account_end_idx').on(t.accountId, t.billingEnd),
    check('payouts_dates_check', sql`${t.billingEnd} >= ${t.billingStart}`),
    check('payouts_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);
