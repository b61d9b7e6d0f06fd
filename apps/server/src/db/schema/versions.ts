import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The data version of each account (and of the shared reference data, scope {@link GLOBAL_SCOPE}):
 * a number from the sequence `data_version_seq`, set anew by a statement-level trigger on every
 * table an answer is built from whenever a statement changes rows of that scope (migration 0014).
 * The answer cache (lib/answer-cache.ts) keys answers on it, so a change made by any process, any
 * command or by hand in SQL is never served late. Not a tenant table: it holds no business data.
 */
export const dataVersions = pgTable('data_versions', {
  scope: uuid('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The scope of the reference data every account reads (cities, bus types). */
export const GLOBAL_SCOPE = '00000000-0000-0000-0000-000000000000';
