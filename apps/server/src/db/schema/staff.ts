import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './core';

/**
 * The provider's staff (issue 38): not users (operators log in by mobile number and OTP). The
 * password is an scrypt hash (`modules/staff/password.ts`); the TOTP secret is kept to check codes
 * and `totp_last_step` refuses a code's step, or an earlier one, a second time (replay).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** HMAC of the one-time set-password token; null once used. */
    setPasswordTokenHash: text('set_password_token_hash').unique(),
    setPasswordExpiresAt: timestamp('set_password_expires_at', { withTimezone: true }),
    /** The staff member's language and colour scheme (issue 40); null: never chosen. */
    language: varchar('language', { length: 8 }),
    theme: varchar('theme', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_users_role', sql`${t.role} in ('support', 'finance', 'admin')`)],
);

/** Staff refresh tokens: the operators' rules (rotation, reuse revokes the family), their own table. */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    familyId: uuid('family_id').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_refresh_family_idx').on(t.familyId),
    index('staff_refresh_family_expires_idx').on(t.familyExpiresAt),
  ],
);

/**
 * Maker-checker (contract `proposals.ts`): a change of money waiting for a second person. The
 * database refuses a decision by the proposer (`proposals_not_self`).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: varchar('kind', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('PROPOSED'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** What the change is (a wallet debit: `{ amountPaise, reason, mobileNo }`). */
    payload: jsonb('payload').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** What applying it made (a wallet debit: the ledger entry's transaction code). */
    resultRef: text('result_ref'),
    /**
     * What it is about, for kinds that can be proposed once at a time ('<claim id>',
     * '<account id>:<from>:<to>', '<account id>:<monday>'); null for a wallet debit.
     */
    subject: text('subject'),
  },
  (t) => [
    index('proposals_status_idx').on(t.status, t.proposedAt),
    uniqueIndex('proposals_one_waiting')
      .on(t.kind, t.subject)
      .where(sql`${t.status} = 'PROPOSED' and ${t.subject} is not null`),
    check('proposals_status', sql`${t.status} in ('PROPOSED', 'APPLIED', 'REJECTED', 'WITHDRAWN')`),
    check(
      'proposals_not_self',
      sql`${t.status} not in ('APPLIED', 'REJECTED') or ${t.decidedBy} <> ${t.proposedBy}`,
    ),
  ],
);

/**
 * The audit trail: one row per change, written in the change's transaction (`lib/audit.ts`).
 * Append-only: triggers refuse UPDATE, DELETE and TRUNCATE (whoever asks, superusers too), and the
 * migration revokes those rights (migration 0018).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: varchar('actor_kind', { length: 16 }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: varchar('actor_role', { length: 16 }),
    accountId: uuid('account_id'),
    kind: varchar('kind', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_account_at_idx').on(t.accountId, t.at),
    index('audit_at_idx').on(t.at),
    index('audit_actor_at_idx').on(t.actorId, t.at),
  ],
);

/**
 * API keys of the provider's systems (issue 39; contract `apikeys.ts`): the SHA-256 of the key
 * (256 random bits), never the key; its first characters to tell it apart; the record kinds it may
 * send; revoked keys are kept (the audit trail names them) and refused at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    shown: varchar('shown', { length: 16 }).notNull(),
    /** Who made it: a staff member's name and role, or the admin command. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Updated at most once a minute per key (a batch's use is not a write each). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash').on(t.keyHash)],
);
