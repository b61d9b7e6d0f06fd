import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './core';

/**
 * The daily digest (issue 41; docs/architecture.md "Jobs"): who asked for it, and each day's send.
 */

/**
 * An account's subscription: one channel; e-mail has its address, SMS and WhatsApp go to the owner's
 * login number. `unsubscribe_token` is the secret of the digest's one-tap link (new on every
 * subscribe, so an old link stops nothing new).
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).notNull(),
    email: text('email'),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('digest_subscriptions_channel_check', sql`${t.channel} in ('email', 'whatsapp', 'sms')`),
    check('digest_subscriptions_email_check', sql`${t.channel} <> 'email' or ${t.email} is not null`),
  ],
);

/**
 * One row per (account, IST day): the claim that makes a digest go out once across processes. A
 * process inserts it (`sending`) before sending; the conflict keeps every other process out. A
 * failed send (`failed`) is tried again later, at most DIGEST_MAX_ATTEMPTS times; a `sending` row
 * left by a process that died is taken back after the retry gap.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day] }),
    index('digest_sends_day_status_idx').on(t.day, t.status),
    check('digest_sends_status_check', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** The sandbox e-mail and WhatsApp providers' outbox: what a real one would have delivered. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep's lookup of old messages (jobs/sweep.job.ts).
  (t) => [index('message_outbox_created_idx').on(t.createdAt)],
);
