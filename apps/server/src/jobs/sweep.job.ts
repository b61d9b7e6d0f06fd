import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Clock } from '../lib/clock';
import { PeriodicJob } from '../lib/periodic-job';
import { RATE_EVENT_RETENTION_MS } from '../lib/rate-limit';

/**
 * How long a spent or expired row of the tables clients grow is kept before the sweep deletes it
 * (docs/security.md "Bounded tables"): a day, longer than any rate-limit window and any OTP's life.
 */
export const SWEEP_RETENTION_MS = 24 * 60 * 60_000;
/**
 * How long a delivered webhook, and an outbox event none of whose deliveries is left, are kept
 * (to answer "was it sent?"): a week. Dead letters stay until sent again or 30 days old.
 */
export const WEBHOOK_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const DEAD_LETTER_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Rows deleted per table by one sweep. */
export interface SweepCounts {
  rateEvents: number;
  otpChallenges: number;
  aadhaarOtpTransactions: number;
  refreshTokens: number;
  staffRefreshTokens: number;
  smsOutbox: number;
  webhookDeliveries: number;
  outboxEvents: number;
}

/**
 * Rows deleted by one statement: each batch is its own statement (and transaction), so a table
 * grown by a flood is cleared in short steps that hold few locks and little WAL at a time.
 */
export const SWEEP_BATCH_ROWS = 5_000;
/** Batches per table in one sweep (500 000 rows): the rest waits for the next hourly sweep. */
export const SWEEP_MAX_BATCHES = 100;

export interface SweepOptions {
  batchRows?: number;
  maxBatches?: number;
}

const SWEEP_LOCK = sql`hashtext('sweep-expired')`;

/**
 * Runs `work` under the session-level advisory lock `sweep-expired`, which serialises the sweeps
 * of several processes: null when another one holds it. The lock spans the sweep's many
 * transactions, so it is taken on one connection kept for the whole sweep (a pool's client taken
 * out of it; PGlite has only the one).
 */
async function withSweepLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T | null> {
  const run = async (conn: Db): Promise<T | null> => {
    const locked = await conn.execute(sql`select pg_try_advisory_lock(${SWEEP_LOCK}) as locked`);
    if ((locked as { rows: { locked: boolean }[] }).rows[0]?.locked !== true) return null;
    try {
      return await work(conn);
    } finally {
      await conn.execute(sql`select pg_advisory_unlock(${SWEEP_LOCK})`);
    }
  };
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return run(db);
  const conn = await client.connect();
  let failed: Error | undefined;
  try {
    return await run(drizzlePg({ client: conn, schema }));
  } catch (err) {
    // A connection that failed mid-sweep may still hold the lock: it is closed, not pooled.
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    conn.release(failed);
  }
}

/**
 * Deletes what no rule reads any more: rate-limit events past their retention, OTP challenges and
 * Aadhaar OTP transactions that expired more than a day ago, refresh tokens of expired login
 * families, the sandbox SMS outbox's messages older than a day, webhook deliveries delivered a
 * week ago (dead letters given up 30 days ago) and outbox events a week old with no delivery left. Each table is cleared in
 * batches of `batchRows` rows, one statement each, found through an index on the column its rule
 * reads (migration 0017), at most `maxBatches` per table and sweep. Several processes may run it;
 * an advisory lock lets one of them do the work (null when another holds it).
 */
export async function sweepExpired(db: Db, now: Date, opts: SweepOptions = {}): Promise<SweepCounts | null> {
  const batchRows = opts.batchRows ?? SWEEP_BATCH_ROWS;
  const maxBatches = opts.maxBatches ?? SWEEP_MAX_BATCHES;
  const before = new Date(now.getTime() - SWEEP_RETENTION_MS);
  const cutoff = before.toISOString();
  const rateCutoff = new Date(now.getTime() - RATE_EVENT_RETENTION_MS).toISOString();
  const webhookCutoff = new Date(now.getTime() - WEBHOOK_RETENTION_MS).toISOString();
  const deadCutoff = new Date(now.getTime() - DEAD_LETTER_RETENTION_MS).toISOString();
  return withSweepLock(db, async (conn) => {
    /**
     * Deletes the rows of `table` matching `expired`, a batch at a time, until a batch finds fewer
     * than `batchRows` or `maxBatches` have run. Counted in the database: a table grown by an
     * attacker is not read back into memory.
     */
    const deleted = async (table: SQL, expired: SQL) => {
      let total = 0;
      for (let batch = 0; batch < maxBatches; batch++) {
        const result = await conn.execute(
          sql`with d as (delete from ${table} where ctid in (select ctid from ${table} where ${expired} limit ${batchRows}) returning 1) select count(*)::int as n from d`,
        );
        const n = (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        total += n;
        if (n < batchRows) break;
      }
      return total;
    };
    return {
      rateEvents: await deleted(sql`rate_events`, sql`created_at < ${rateCutoff}::timestamptz`),
      otpChallenges: await deleted(sql`otp_challenges`, sql`expires_at < ${cutoff}::timestamptz`),
      aadhaarOtpTransactions: await deleted(
        sql`aadhaar_otp_transactions`,
        sql`expires_at < ${cutoff}::timestamptz`,
      ),
      // A family past its expiry can no longer be refreshed: none of its tokens (live, used or
      // revoked) is read again.
      refreshTokens: await deleted(
        sql`refresh_tokens`,
        sql`family_expires_at < ${now.toISOString()}::timestamptz`,
      ),
      staffRefreshTokens: await deleted(
        sql`staff_refresh_tokens`,
        sql`family_expires_at < ${now.toISOString()}::timestamptz`,
      ),
      smsOutbox: await deleted(sql`sms_outbox`, sql`created_at < ${cutoff}::timestamptz`),
      webhookDeliveries:
        (await deleted(
          sql`webhook_deliveries`,
          sql`status = 'DELIVERED' and delivered_at < ${webhookCutoff}::timestamptz`,
        )) +
        (await deleted(
          sql`webhook_deliveries`,
          sql`status = 'DEAD' and give_up_at < ${deadCutoff}::timestamptz`,
        )),
      // An event is kept while any delivery of it is (pending, dead or recently delivered).
      outboxEvents: await deleted(
        sql`outbox_events`,
        sql`created_at < ${webhookCutoff}::timestamptz and not exists (select 1 from webhook_deliveries d where d.seq = outbox_events.seq)`,
      ),
    };
  });
}

/** Runs {@link sweepExpired} at start and then every hour (`more`: the tables left at the cap). */
export class SweepJob extends PeriodicJob<SweepCounts | null> {
  constructor(db: Db, clock: Clock, log: FastifyBaseLogger, checkEveryMs = 60 * 60_000) {
    super(
      async () => {
        const counts = await sweepExpired(db, clock.now());
        if (counts && Object.values(counts).some((n) => n > 0)) {
          // A table at the sweep's cap has more expired rows: the next sweep goes on with them.
          const cap = SWEEP_BATCH_ROWS * SWEEP_MAX_BATCHES;
          const more = Object.entries(counts).flatMap(([table, n]) => (n >= cap ? [table] : []));
          log.info({ swept: counts, ...(more.length > 0 ? { more } : {}) }, 'expired rows swept');
        }
        return counts;
      },
      log,
      'sweep of expired rows failed',
      checkEveryMs,
    );
  }
}
