import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/** One OTP challenge per send. Only the HMAC of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_mobile_created_idx').on(t.mobileNo, t.createdAt),
    index('otp_ip_created_idx').on(t.ip, t.createdAt),
    // The sweep's lookup of expired challenges (jobs/sweep.job.ts).
    index('otp_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Refresh tokens: opaque random strings, stored as HMAC. A login is a family; each use
 * rotates (marks the old one used and issues a child). Presenting a used one revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_family_idx').on(t.familyId),
    // The sweep's lookup of expired families' tokens (jobs/sweep.job.ts).
    index('refresh_family_expires_idx').on(t.familyExpiresAt),
  ],
);

/** The sandbox SMS provider's outbox: what a real gateway would have delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep's lookup of old messages (jobs/sweep.job.ts).
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** Sliding-window rate-limit events kept in the database so every API process shares them. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_events_bucket_idx').on(t.bucket, t.createdAt),
    // The sweep's lookup of events past their retention, whatever their bucket (jobs/sweep.job.ts).
    index('rate_events_created_idx').on(t.createdAt),
  ],
);
