import { bigint, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * The data versions of each account (and of the shared reference data, scope {@link GLOBAL_SCOPE}),
 * in 16 slots per scope (the writing connection's backend pid modulo 16): statement-level triggers
 * on every table an answer is built from set a new number from `data_version_seq` in the slot of
 * the writing connection when a transaction first changes rows of that scope (migration 0014; once
 * per scope and transaction since 0015). The slot's row stays locked to the end of the writing
 * transaction, and its number is drawn after the lock is taken, so each slot only grows and the sum
 * of a scope's slots grows with every commit. The answer cache (lib/answer-cache.ts) keys answers
 * on that sum, so a change made by any process, any command or by hand in SQL is never served late.
 * Slots by connection: concurrent writers of one account do not queue on one row. Not a tenant
 * table: it holds no business data.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    scope: uuid('scope').notNull(),
    slot: smallint('slot').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.slot] })],
);

/** The scope of the reference data every account reads (cities, bus types). */
export const GLOBAL_SCOPE = '00000000-0000-0000-0000-000000000000';
