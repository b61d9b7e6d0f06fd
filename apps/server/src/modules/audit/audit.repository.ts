import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** The audit trail's SQL: inserts and reads only (the table refuses UPDATE, DELETE and TRUNCATE). */

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(tx: DbOrTx, row: NewAuditRow): Promise<void> {
  await tx.insert(auditEvents).values(row);
}

export interface AuditFilter {
  accountId?: string | undefined;
  actorId?: string | undefined;
  actorKind?: string | undefined;
  kind?: string | undefined;
  /** Instants: from inclusive, until exclusive. */
  from?: Date | undefined;
  until?: Date | undefined;
  limit: number;
}

/** Newest first, at most `limit` rows. */
export async function listAuditEvents(db: DbOrTx, f: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (f.accountId) where.push(eq(auditEvents.accountId, f.accountId));
  if (f.actorId) where.push(eq(auditEvents.actorId, f.actorId));
  if (f.actorKind) where.push(eq(auditEvents.actorKind, f.actorKind));
  if (f.kind) where.push(eq(auditEvents.kind, f.kind));
  if (f.from) where.push(gte(auditEvents.at, f.from));
  if (f.until) where.push(lt(auditEvents.at, f.until));
  return db
    .select()
    .from(auditEvents)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(f.limit);
}
