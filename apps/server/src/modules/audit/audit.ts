import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActorKind, StaffRole } from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import { writeOutbox } from '../webhooks/outbox';
import { insertAuditEvent } from './audit.repository';

/**
 * Who made a change: a staff member (with their role), an operator user, the admin command, an
 * ingestion source or the system (a scheduled job).
 */
export interface Actor {
  kind: ActorKind;
  /** A staff member's or operator user's id; null for the command and the system. */
  id: string | null;
  name: string;
  role: StaffRole | null;
  /** The request that made the change (its `x-request-id`), when one did. */
  requestId?: string | null;
}

/** A signed-in staff member as an actor (their id is always known). */
export type StaffActor = Actor & { kind: 'staff'; id: string };

/** The admin command (`npm run admin`), run by a person at the provider's shell. */
export const COMMAND_ACTOR: Actor = { kind: 'command', id: null, name: 'npm run admin', role: null };

export interface AuditChange {
  /** `wallet.debit.proposed`, `wallet.debit.applied`, `staff.created` … */
  kind: string;
  /** The table changed and its row. */
  entity: string;
  entityId: string | null;
  /** The operator account the change concerns (null when none does). */
  accountId: string | null;
  before?: unknown;
  after?: unknown;
}

/** What one request has audited so far (lib/endpoints.ts checks it against the endpoint's `audit`). */
export interface AuditScope {
  kinds: Set<string>;
  /** The call changed nothing (an idempotent repeat, a refused verification): no row is owed. */
  unchanged: boolean;
}

const scope = new AsyncLocalStorage<AuditScope>();

/** Runs a request's handler with a scope that notes the audit rows it writes. */
export function withAuditScope<T>(fn: () => Promise<T>): Promise<{ result: T; audited: AuditScope }> {
  const audited: AuditScope = { kinds: new Set(), unchanged: false };
  return scope.run(audited, async () => ({ result: await fn(), audited }));
}

/** Says the current request changed nothing, so it owes no audit row. */
export function auditUnchanged(): void {
  const current = scope.getStore();
  if (current) current.unchanged = true;
}

/**
 * Writes one audit row, and the change's webhook events to the outbox (modules/webhooks/outbox.ts:
 * an operator's event or a staff decision; most kinds make none). Call it inside the change's own
 * transaction, so the row and the events exist exactly when the change does (docs/architecture.md
 * "Audit trail").
 */
export async function recordAudit(tx: DbOrTx, actor: Actor, change: AuditChange, at: Date): Promise<void> {
  scope.getStore()?.kinds.add(change.kind);
  await insertAuditEvent(tx, {
    at,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    accountId: change.accountId,
    kind: change.kind,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: actor.requestId ?? null,
  });
  await writeOutbox(tx, change, at);
}
