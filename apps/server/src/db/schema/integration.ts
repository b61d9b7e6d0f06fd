import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './core';

/**
 * The provider's integration (issue 39; docs/integration.md): what the ingestion API has taken in,
 * and the outbound webhooks (endpoints, the transactional outbox and its deliveries).
 */

/**
 * One row per ingested record: `(kind, source, external_id)` is the provider system's own id of the
 * record (`source` is the API key's name, so a key made again under the same name goes on with the
 * same records). `hash` is the SHA-256 of the record as last accepted: the same record again is
 * `unchanged` and writes nothing. `row_id` is the row it became in the kind's table.
 */
export const ingestRecords = pgTable(
  'ingest_records',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    source: text('source').notNull(),
    externalId: varchar('external_id', { length: 100 }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rowId: uuid('row_id'),
    hash: varchar('hash', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.source, t.externalId] }),
    index('ingest_records_account_idx').on(t.accountId),
  ],
);

/**
 * A receiver of the provider's (a URL and the event types it wants). `secret` signs each delivery
 * (HMAC-SHA256; shown once when made, kept to sign). Disabled endpoints are kept for their history.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [check('webhook_endpoints_events', sql`cardinality(${t.events}) > 0`)],
);

/**
 * The transactional outbox: one row per event, written in the transaction of the change it tells
 * (with its audit row). `seq` orders the events; `event_id` is what receivers de-duplicate on.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    type: varchar('type', { length: 48 }).notNull(),
    /** The operator account the event is about (null: none). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_events_created_idx').on(t.createdAt)],
);

/**
 * One delivery of an event to one endpoint, made with the event (same transaction). The dispatcher
 * sends each endpoint's deliveries of an account in `seq` order: PENDING until the receiver answers
 * 2xx (DELIVERED), retried with back-off until `give_up_at` (a day), then DEAD (the console's dead
 * letters, "send again" makes it PENDING with a new day).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.seq, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's account, copied so a stream (endpoint, account) is read by index. */
    accountId: uuid('account_id'),
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('PENDING', 'DELIVERED', 'DEAD')`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_stream_idx').on(t.endpointId, t.accountId, t.seq),
    index('webhook_deliveries_dead_idx')
      .on(t.id)
      .where(sql`${t.status} = 'DEAD'`),
    // The sweep (jobs/sweep.job.ts): delivered ones by age, and an event's deliveries by its seq.
    index('webhook_deliveries_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'DELIVERED'`),
    index('webhook_deliveries_seq_idx').on(t.seq),
  ],
);
