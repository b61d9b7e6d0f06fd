import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './core';
import { staffUsers } from './staff';

/**
 * Analytics events of KYC (part 1 §8): a name mismatch records the document type, the provider,
 * the name the provider returned, the account name and the registered mobile number.
 */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 32 }).notNull(),
    documentType: varchar('document_type', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerName: text('provider_name'),
    accountName: text('account_name').notNull(),
    registeredNumber: varchar('registered_number', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_events_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * An Aadhaar OTP transaction: bound to the account and to an HMAC of the number (never the number),
 * 10 minutes, 3 tries. `providerTxnId` is the provider's reference for the OTP validation call.
 */
export const aadhaarOtpTransactions = pgTable(
  'aadhaar_otp_transactions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    aadhaarHash: text('aadhaar_hash').notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    providerTxnId: text('provider_txn_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('aadhaar_otp_account_idx').on(t.accountId, t.createdAt),
    // The sweep's lookup of expired transactions (jobs/sweep.job.ts).
    index('aadhaar_otp_expires_idx').on(t.expiresAt),
  ],
);

/** Home's sales figures of an account for a business date (IST), taken every 2 hours (part 1 §9). */
export const homeSnapshots = pgTable(
  'home_snapshots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
    confirmedSeats: integer('confirmed_seats').notNull(),
    cancelledSeats: integer('cancelled_seats').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('home_snapshots_account_idx').on(t.accountId, t.takenAt)],
);

/**
 * A person's decision on a KYC name mismatch (the console's KYC queue): USE_DOCUMENT_NAME (the
 * account's legal name became the registry's) or DISMISSED with a reason. A mismatch after the
 * latest decision puts the document back in the queue.
 */
export const kycReviews = pgTable(
  'kyc_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentType: varchar('document_type', { length: 16 }).notNull(),
    decision: varchar('decision', { length: 24 }).notNull(),
    reason: text('reason'),
    nameOnDocument: text('name_on_document').notNull(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_reviews_account_idx').on(t.accountId, t.documentType, t.decidedAt)],
);
