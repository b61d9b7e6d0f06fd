import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { buses, tenantKey, tenantKeyConstraints } from './core';
import { storedFiles } from './files';

/** Part 2 reimbursements (docs/architecture.md "Reimbursements"). */

export const reimbursementStatus = pgEnum('reimbursement_status', ['PENDING', 'APPROVED', 'REJECTED']);

/**
 * A reimbursement claim of an MG account for one of its buses. The bus and the proof belong to the
 * same account (composite foreign keys). Amounts in paise. `finance_*` is the provider's finance
 * decision (the admin command); `approved_at` only when APPROVED.
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    ...tenantKey(),
    busId: uuid('bus_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    financeStatus: reimbursementStatus('finance_status').notNull().default('PENDING'),
    supplyStatus: reimbursementStatus('supply_status').notNull().default('PENDING'),
    financeApprovedPaise: bigint('finance_approved_paise', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Who decided ('admin:<name>') and when: APPROVED or REJECTED. */
    decidedBy: varchar('decided_by', { length: 120 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A rejection's reason (the console's), shown to the operator on the claim. */
    decisionReason: text('decision_reason'),
    /** The proof (stored_files.id of the same account); null only for a claim filed without one. */
    fileId: uuid('file_id'),
    /**
     * The proof's sha256 (its stored_files row's), copied so the database itself refuses an exact
     * duplicate claim: same bus, dates, amount and proof content (`reimbursements_no_duplicate`).
     */
    proofSha256: varchar('proof_sha256', { length: 64 }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeyConstraints('reimbursements', t),
    foreignKey({ columns: [t.accountId, t.busId], foreignColumns: [buses.accountId, buses.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.accountId, t.fileId],
      foreignColumns: [storedFiles.accountId, storedFiles.id],
    }),
    index('reimbursements_account_created_idx').on(t.accountId, t.createdAt),
    index('reimbursements_account_bus_idx').on(t.accountId, t.busId),
    uniqueIndex('reimbursements_no_duplicate')
      .on(t.accountId, t.busId, t.startDate, t.endDate, t.amountPaise, t.proofSha256)
      .where(sql`${t.financeStatus} <> 'REJECTED'`),
    check('reimbursements_period', sql`${t.startDate} <= ${t.endDate}`),
    check('reimbursements_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'reimbursements_decision',
      sql`(${t.financeStatus} = 'APPROVED') = (${t.financeApprovedPaise} IS NOT NULL AND ${t.approvedAt} IS NOT NULL)`,
    ),
  ],
);
