import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateEvents } from '../db/schema';
import { tooManyRequests } from './http-error';

/**
 * Rate limits kept in the database (`rate_events`, one row per counted call), so every API process
 * on the same database shares them (docs/security.md "Limits"). A limit is a sliding window: at
 * most `max` calls in any `windowMs`. Checking and counting happen under a transaction-scoped
 * advisory lock per bucket, so concurrent calls — from one process or several — cannot overshoot.
 */
export interface RateRule {
  /** The counter, e.g. `paid:sms:ip:10.0.0.1`. */
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429 message, given how long to wait ('30 seconds', '5 minutes'). */
  message: (wait: string) => string;
}

/** Events older than this are deleted when their bucket is next counted (longer than any window). */
export const RATE_EVENT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * '1 second', '30 seconds' up to a minute, then whole minutes rounded up ('2 minutes') up to two
 * hours, then whole hours rounded up ('23 hours': the day-long allowances of lib/creation-limits.ts).
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A signed 64-bit advisory-lock key for a bucket (sha-256, so keys can be ordered before locking). */
export function lockKey(name: string): bigint {
  return createHash('sha256').update(`rate:${name}`).digest().readBigInt64BE(0);
}

/**
 * Takes transaction-scoped advisory locks on the names, in one global order (by key), so two
 * transactions locking overlapping sets cannot deadlock. Must run inside a transaction.
 */
export async function lockBuckets(tx: DbOrTx, names: readonly string[]): Promise<void> {
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/**
 * When the window of `rule` is full at `now`: how long until one more call fits (ms); else null.
 * The window is full when its `max`-th newest event is still inside it.
 */
export async function fullFor(tx: DbOrTx, rule: RateRule, now: Date): Promise<number | null> {
  if (rule.max <= 0) return rule.windowMs;
  const [row] = await tx
    .select({ at: rateEvents.createdAt })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.bucket, rule.bucket),
        gt(rateEvents.createdAt, new Date(now.getTime() - rule.windowMs)),
      ),
    )
    .orderBy(desc(rateEvents.createdAt))
    .offset(rule.max - 1)
    .limit(1);
  if (!row) return null;
  return Math.max(1, row.at.getTime() + rule.windowMs - now.getTime());
}

/** How many events the bucket holds after `since`, and its newest. */
export async function bucketStats(
  tx: DbOrTx,
  bucket: string,
  since: Date,
): Promise<{ n: number; latest: Date | null }> {
  const [row] = await tx
    .select({ n: count(), latest: max(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.createdAt, since)));
  return { n: row?.n ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/** Counts one call in each bucket and drops the buckets' events past the retention (one statement). */
export async function countCall(tx: DbOrTx, buckets: readonly string[], now: Date): Promise<void> {
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return;
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - RATE_EVENT_RETENTION_MS).toISOString();
  const names = sql.join(
    unique.map((b) => sql`${b}`),
    sql`, `,
  );
  const rows = sql.join(
    unique.map((b) => sql`(${b}, ${at}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(
    sql`with pruned as (delete from rate_events where bucket in (${names}) and created_at < ${cutoff}::timestamptz)
        insert into rate_events (bucket, created_at) values ${rows}`,
  );
}

/**
 * Checks every rule and, when none is full, counts the call in each (inside `tx`, or a transaction
 * of its own). When one is full: 429 with the longest wait as Retry-After and that rule's message,
 * and nothing is counted.
 */
export async function takeRateLimits(db: DbOrTx, rules: readonly RateRule[], now: Date): Promise<void> {
  if (rules.length === 0) return;
  // On an open transaction this is a savepoint: the locks are held until the outer one ends.
  await db.transaction(async (tx) => {
    await lockBuckets(
      tx,
      rules.map((r) => r.bucket),
    );
    let worst: { rule: RateRule; waitMs: number } | null = null;
    for (const rule of rules) {
      const waitMs = await fullFor(tx, rule, now);
      if (waitMs !== null && (!worst || waitMs > worst.waitMs)) worst = { rule, waitMs };
    }
    if (worst) throw tooManyRequests(worst.rule.message(waitText(worst.waitMs)), worst.waitMs / 1000);
    await countCall(
      tx,
      rules.map((r) => r.bucket),
      now,
    );
  });
}
