import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, tenantKey, tenantKeyConstraints } from './core';
import { storedFiles } from './files';

/** Part 2 account profile (docs/architecture.md "Account"). */

export const pocDepartment = pgEnum('poc_department', ['SALES', 'OPERATIONS', 'PICKUPS']);
export const bankProofStatus = pgEnum('bank_proof_status', [
  'APPROVED',
  'PENDING',
  'CHANGE_REQUESTED',
  'REJECTED',
]);

/** Points of contact of an account, in list order (`position` 0…). Replaced as a whole. */
export const accountPocs = pgTable(
  'account_pocs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    area: varchar('area', { length: 80 }).notNull().default(''),
    department: pocDepartment('department').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.position] })],
);

/** The account's bank proof (cancelled cheque): no row = none uploaded yet. */
export const bankProofs = pgTable('bank_proofs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: bankProofStatus('status').notNull(),
  /** The stored cheque (stored_files.id), null for demo rows without a file. */
  fileId: uuid('file_id').references(() => storedFiles.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Why the provider rejected it (the console's decision); cleared by the next change. */
  decisionReason: text('decision_reason'),
});

/** Every bank-proof change: from (null: none), to, who (the operator's user id or 'admin:<name>'), when. */
export const bankProofTransitions = pgTable(
  'bank_proof_transitions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fromStatus: bankProofStatus('from_status'),
    toStatus: bankProofStatus('to_status').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    actor: varchar('actor', { length: 120 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bank_proof_transitions_account_idx').on(t.accountId, t.at)],
);

/**
 * Signed agreements of an account. `file_id` is the signed PDF in the file storage; null until it
 * is first downloaded (the server renders it then and stores it: docs/architecture.md "Account").
 */
export const agreements = pgTable(
  'agreements',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    /** Who signed for the operator (the person's name) and when. */
    signedBy: text('signed_by').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => tenantKeyConstraints('agreements', t),
);
