import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { Clock } from './clock';
import { PeriodicJob } from './periodic-job';
import { RATE_EVENT_RETENTION_MS } from './rate-limit';

/**
 * How long a spent or expired row of the tables clients grow is kept before the sweep deletes it
 * (docs/security.md "Bounded tables"): a day, longer than any rate-limit window and any OTP's life.
 */
export const SWEEP_RETENTION_MS = 24 * 60 * 60_000;

/** Rows deleted per table by one sweep. */
export interface SweepCounts {
  rateEvents: number;
  otpChallenges: number;
  aadhaarOtpTransactions: number;
  refreshTokens: number;
  smsOutbox: number;
}

/** Serialises sweeps of several processes: false when another one is sweeping. */
async function tryLockSweep(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(sql`select pg_try_advisory_xact_lock(hashtext('sweep-expired')) as locked`);
  return (result as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/**
 * Deletes what no rule reads any more: rate-limit events past their retention, OTP challenges and
 * Aadhaar OTP transactions that expired more than a day ago, refresh tokens of expired login
 * families, and the sandbox SMS outbox's messages older than a day. Several processes may run it;
 * an advisory lock lets one of them do the work (null when another holds it).
 */
export async function sweepExpired(db: Db, now: Date): Promise<SweepCounts | null> {
  const before = new Date(now.getTime() - SWEEP_RETENTION_MS);
  const cutoff = before.toISOString();
  const rateCutoff = new Date(now.getTime() - RATE_EVENT_RETENTION_MS).toISOString();
  return db.transaction(async (tx) => {
    if (!(await tryLockSweep(tx))) return null;
    // Counted in the database: a table grown by an attacker is not read back into memory.
    const deleted = async (del: SQL) => {
      const result = await tx.execute(sql`with d as (${del} returning 1) select count(*)::int as n from d`);
      return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    return {
      rateEvents: await deleted(sql`delete from rate_events where created_at < ${rateCutoff}::timestamptz`),
      otpChallenges: await deleted(sql`delete from otp_challenges where expires_at < ${cutoff}::timestamptz`),
      aadhaarOtpTransactions: await deleted(
        sql`delete from aadhaar_otp_transactions where expires_at < ${cutoff}::timestamptz`,
      ),
      // A family past its expiry can no longer be refreshed: none of its tokens (live, used or
      // revoked) is read again.
      refreshTokens: await deleted(
        sql`delete from refresh_tokens where family_expires_at < ${now.toISOString()}::timestamptz`,
      ),
      smsOutbox: await deleted(sql`delete from sms_outbox where created_at < ${cutoff}::timestamptz`),
    };
  });
}

/** Runs {@link sweepExpired} at start and then every hour. */
export class SweepJob extends PeriodicJob<SweepCounts | null> {
  constructor(db: Db, clock: Clock, log: FastifyBaseLogger, checkEveryMs = 60 * 60_000) {
    super(
      async () => {
        const counts = await sweepExpired(db, clock.now());
        if (counts && Object.values(counts).some((n) => n > 0))
          log.info({ swept: counts }, 'expired rows swept');
        return counts;
      },
      log,
      'sweep of expired rows failed',
      checkEveryMs,
    );
  }
}
