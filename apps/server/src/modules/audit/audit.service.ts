import { addDaysToDate, istStartOfDay, type ActivityEvent, type AuditEvent } from '@oc/contract';
import type { Db } from '../../db/client';
import { listAuditEvents, type AuditRow } from './audit.repository';

function toEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind as AuditEvent['actorKind'],
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    accountId: row.accountId,
    kind: row.kind,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
  };
}

/** Reads of the audit trail: all of it for staff, an account's own for its operator. */
export class AuditService {
  constructor(private readonly deps: { db: Db }) {}

  async list(q: {
    accountId?: string | undefined;
    actorId?: string | undefined;
    actorKind?: string | undefined;
    kind?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
  }): Promise<AuditEvent[]> {
    const rows = await listAuditEvents(this.deps.db, {
      accountId: q.accountId,
      actorId: q.actorId,
      actorKind: q.actorKind,
      kind: q.kind,
      from: q.from ? istStartOfDay(q.from) : undefined,
      until: q.to ? istStartOfDay(addDaysToDate(q.to, 1)) : undefined,
      limit: q.limit,
    });
    return rows.map(toEvent);
  }

  /** The account's trail as its operator sees it: staff are named, never identified by id. */
  async activity(accountId: string, limit: number): Promise<ActivityEvent[]> {
    const rows = await listAuditEvents(this.deps.db, { accountId, limit });
    return rows.map((row) => {
      const { actorId: _actorId, requestId: _requestId, ...shown } = toEvent(row);
      return shown;
    });
  }
}
