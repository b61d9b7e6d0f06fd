import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts, tenantKeyConstraints } from './core';

/**
 * Every stored upload and generated document (docs/architecture.md "Files"): the bytes live in the
 * file storage under `storage_key` (random, made by the server); this row says whose they are.
 * `display_name` is the cleaned original name, shown and offered as the download name only.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    feature: varchar('feature', { length: 40 }).notNull(),
    storageKey: text('storage_key').notNull(),
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeyConstraints('stored_files', t),
    unique('stored_files_storage_key_unique').on(t.storageKey),
    index('stored_files_account_feature_idx').on(t.accountId, t.feature, t.createdAt),
  ],
);
