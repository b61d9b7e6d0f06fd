import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import * as schema from '../../db/schema';
import { accounts, outboxEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** Outbound webhooks' SQL (contract `webhooks.ts`): endpoints, the outbox, deliveries, the dispatcher's lock. */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

export async function insertEndpoint(
  db: DbOrTx,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  if (!created) throw new Error('insert into webhook_endpoints returned no row');
  return created;
}

/** Newest first, disabled ones too; at most 200. */
export async function listEndpoints(db: DbOrTx): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(200);
}

export async function findEndpoint(db: DbOrTx, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function lockEndpoint(db: DbOrTx, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row;
}

/** Disables the endpoint; its waiting deliveries become dead letters (how many: `dead`). */
export async function disableEndpoint(
  tx: DbOrTx,
  id: string,
  at: Date,
): Promise<{ endpoint: WebhookEndpointRow | undefined; dead: number }> {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: at })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  const dead = await tx.execute(sql`
    with d as (
      update ${webhookDeliveries} set status = 'DEAD', last_error = 'endpoint disabled'
      where endpoint_id = ${id}::uuid and status = 'PENDING'
      returning 1
    )
    select count(*)::int as n from d`);
  return { endpoint, dead: (dead as { rows: { n: number }[] }).rows[0]?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The outbox
// ---------------------------------------------------------------------------------------------

/**
 * Serialises the outbox writes of one account until the transaction ends, so the account's events
 * take their `seq` in the order their transactions commit: the dispatcher, which sends each
 * account's deliveries in `seq` order, never sees a later event of the account before an earlier one.
 */
export async function lockOutboxOfAccount(tx: DbOrTx, accountId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox:${accountId ?? 'none'}`}))`);
}

/**
 * One event into the outbox and, in the same statement, one PENDING delivery to each endpoint that
 * is enabled and subscribed to its type now (endpoints added later never get it): due at `at`,
 * given up at `giveUpAt`. Answers how many deliveries it made.
 */
export async function insertOutboxEvent(
  tx: DbOrTx,
  e: {
    eventId: string;
    type: string;
    accountId: string | null;
    payload: unknown;
    at: Date;
    giveUpAt: Date;
  },
): Promise<number> {
  const result = await tx.execute(sql`
    with event as (
      insert into ${outboxEvents} (event_id, type, account_id, payload, created_at)
      values (${e.eventId}::uuid, ${e.type}, ${e.accountId}::uuid, ${JSON.stringify(e.payload)}::jsonb,
              ${e.at.toISOString()}::timestamptz)
      returning seq
    ), made as (
      insert into ${webhookDeliveries} (seq, endpoint_id, account_id, status, attempts, next_attempt_at, give_up_at)
      select event.seq, w.id, ${e.accountId}::uuid, 'PENDING', 0, ${e.at.toISOString()}::timestamptz,
             ${e.giveUpAt.toISOString()}::timestamptz
      from event cross join ${webhookEndpoints} w
      where w.disabled_at is null and ${e.type} = any(w.events)
      returning 1
    )
    select count(*)::int as n from made`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The dispatcher
// ---------------------------------------------------------------------------------------------

/** A delivery as the dispatcher sends it: the row, its event and its endpoint. */
export interface DueDelivery {
  id: number;
  seq: number;
  endpointId: string;
  accountId: string | null;
  attempts: number;
  nextAttemptAt: Date;
  giveUpAt: Date;
  eventId: string;
  type: string;
  payload: unknown;
  url: string;
  secret: string;
}

const dueFields = {
  id: webhookDeliveries.id,
  seq: webhookDeliveries.seq,
  endpointId: webhookDeliveries.endpointId,
  accountId: webhookDeliveries.accountId,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  giveUpAt: webhookDeliveries.giveUpAt,
  eventId: outboxEvents.eventId,
  type: outboxEvents.type,
  payload: outboxEvents.payload,
  url: webhookEndpoints.url,
  secret: webhookEndpoints.secret,
};

/**
 * The head of each stream (endpoint, account) — its oldest PENDING delivery — that is due at `now`,
 * of the enabled endpoints, the longest waiting first, at most `limit`. Later deliveries of a stream
 * wait behind its head. Reads the PENDING rows only (the partial index `webhook_deliveries_due_idx`).
 */
export async function dueStreamHeads(db: DbOrTx, now: Date, limit: number): Promise<DueDelivery[]> {
  const heads = db
    .selectDistinctOn([webhookDeliveries.endpointId, webhookDeliveries.accountId], {
      id: webhookDeliveries.id,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'PENDING'))
    .orderBy(webhookDeliveries.endpointId, webhookDeliveries.accountId, webhookDeliveries.seq)
    .as('heads');
  return db
    .select(dueFields)
    .from(heads)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, heads.id))
    .innerJoin(
      webhookEndpoints,
      and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), isNull(webhookEndpoints.disabledAt)),
    )
    .innerJoin(outboxEvents, eq(outboxEvents.seq, webhookDeliveries.seq))
    .where(lte(webhookDeliveries.nextAttemptAt, now))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.seq))
    .limit(limit);
}

/** The stream's next PENDING deliveries after `afterSeq`, in order, at most `limit`. */
export async function streamAfter(
  db: DbOrTx,
  stream: { endpointId: string; accountId: string | null; afterSeq: number },
  limit: number,
): Promise<DueDelivery[]> {
  return db
    .select(dueFields)
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), isNull(webhookEndpoints.disabledAt)),
    )
    .innerJoin(outboxEvents, eq(outboxEvents.seq, webhookDeliveries.seq))
    .where(
      and(
        eq(webhookDeliveries.endpointId, stream.endpointId),
        stream.accountId === null
          ? isNull(webhookDeliveries.accountId)
          : eq(webhookDeliveries.accountId, stream.accountId),
        gt(webhookDeliveries.seq, stream.afterSeq),
        eq(webhookDeliveries.status, 'PENDING'),
      ),
    )
    .orderBy(asc(webhookDeliveries.seq))
    .limit(limit);
}

/** A 2xx: delivered (only a delivery still PENDING: a disabled endpoint's stays a dead letter). */
export async function markDelivered(db: DbOrTx, id: number, at: Date, status: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'DELIVERED',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: status,
      lastError: null,
      deliveredAt: at,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'PENDING')));
}

/** A failed attempt: counted, with what went wrong, and either its next time or DEAD. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  f: { lastStatus: number | null; lastError: string; nextAttemptAt: Date; dead: boolean },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: f.dead ? 'DEAD' : 'PENDING',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: f.lastStatus,
      lastError: f.lastError,
      nextAttemptAt: f.nextAttemptAt,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'PENDING')));
}

/**
 * Runs `work` under the session-level advisory lock `webhook-dispatcher`, which lets one process
 * of several dispatch at a time: null when another holds it. The lock is taken on a connection of
 * its own, kept for the whole run (a pool's client taken out of it; PGlite has only the one), while
 * the run's own queries use the pool.
 */
export async function withDispatcherLock<T>(db: Db, work: () => Promise<T>): Promise<T | null> {
  const key = sql`hashtext('webhook-dispatcher')`;
  const run = async (conn: Db): Promise<T | null> => {
    const locked = await conn.execute(sql`select pg_try_advisory_lock(${key}) as locked`);
    if ((locked as { rows: { locked: boolean }[] }).rows[0]?.locked !== true) return null;
    try {
      return await work();
    } finally {
      await conn.execute(sql`select pg_advisory_unlock(${key})`);
    }
  };
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return run(db);
  const conn = await client.connect();
  let failed: Error | undefined;
  try {
    return await run(drizzlePg({ client: conn, schema }));
  } catch (err) {
    // A connection that failed mid-run may still hold the lock: it is closed, not pooled.
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    conn.release(failed);
  }
}

// ---------------------------------------------------------------------------------------------
// The console's lists and "send again"
// ---------------------------------------------------------------------------------------------

/** A delivery as the console lists it: with its event, endpoint URL and account. */
export interface DeliveryView {
  id: number;
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  giveUpAt: Date;
  deliveredAt: Date | null;
  endpointId: string;
  endpointUrl: string;
  endpointDisabledAt: Date | null;
  accountId: string | null;
  accountName: string | null;
  accountType: string | null;
  eventId: string;
  eventType: string;
  eventAt: Date;
}

const viewFields = {
  id: webhookDeliveries.id,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  giveUpAt: webhookDeliveries.giveUpAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  endpointId: webhookDeliveries.endpointId,
  endpointUrl: webhookEndpoints.url,
  endpointDisabledAt: webhookEndpoints.disabledAt,
  accountId: webhookDeliveries.accountId,
  accountName: accounts.name,
  accountType: accounts.type,
  eventId: outboxEvents.eventId,
  eventType: outboxEvents.type,
  eventAt: outboxEvents.createdAt,
};

function deliveryViews(db: DbOrTx) {
  return db
    .select(viewFields)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(outboxEvents, eq(outboxEvents.seq, webhookDeliveries.seq))
    .leftJoin(accounts, eq(accounts.id, webhookDeliveries.accountId));
}

/** DEAD deliveries of enabled endpoints, newest first (the partial index `webhook_deliveries_dead_idx`). */
export async function listDeadLetters(db: DbOrTx, limit: number): Promise<DeliveryView[]> {
  return deliveryViews(db)
    .where(and(eq(webhookDeliveries.status, 'DEAD'), isNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** An endpoint's latest deliveries, any status, newest first. */
export async function listEndpointDeliveries(
  db: DbOrTx,
  endpointId: string,
  limit: number,
): Promise<DeliveryView[]> {
  return deliveryViews(db)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDeliveryView(db: DbOrTx, id: number): Promise<DeliveryView | undefined> {
  const [row] = await deliveryViews(db).where(eq(webhookDeliveries.id, id));
  return row;
}

export async function lockDelivery(tx: DbOrTx, id: number): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).for('update');
  return row;
}

/** "Send again": PENDING, due at `at`, a fresh back-off and day; its last error stays until the next try. */
export async function resendDelivery(tx: DbOrTx, id: number, at: Date, giveUpAt: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: at, giveUpAt })
    .where(eq(webhookDeliveries.id, id));
}
