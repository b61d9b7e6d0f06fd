import type { DbOrTx } from '../db/client';
import { takeRateLimits, type RateRule } from './rate-limit';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Rows a client creates at will, each kept for good (a stored file and its bytes, a top-up order,
 * a deal): at most this many per account in a sliding window, counted in `rate_events` like the
 * other limits, so no account can grow these tables without bound (docs/security.md "Bounded
 * tables"). The windows are within the rate events' retention (a day).
 */
export type Creation = 'upload' | 'ingestUpload' | 'topUp' | 'dealPublish';

export const CREATION_LIMITS: Readonly<Record<Creation, { max: number; windowMs: number; message: string }>> =
  {
    upload: { max: 200, windowMs: DAY_MS, message: 'Too many files uploaded from this account today.' },
    // The provider's own systems (quality apps' photos of every inspection): an allowance of their own.
    ingestUpload: { max: 2_000, windowMs: DAY_MS, message: 'Too many files sent for this account today.' },
    topUp: { max: 30, windowMs: HOUR_MS, message: 'Too many top-up attempts from this account.' },
    dealPublish: { max: 100, windowMs: DAY_MS, message: 'Too many deals published from this account today.' },
  };

export function creationBucket(kind: Creation, accountId: string): string {
  return `create:${kind}:${accountId}`;
}

export function creationRule(kind: Creation, accountId: string): RateRule {
  const limit = CREATION_LIMITS[kind];
  return {
    bucket: creationBucket(kind, accountId),
    max: limit.max,
    windowMs: limit.windowMs,
    message: (wait) => `${limit.message} Try again in ${wait}.`,
  };
}

/** Counts one creation of the account; 429 with Retry-After when its allowance is used up. */
export async function takeCreation(db: DbOrTx, kind: Creation, accountId: string, now: Date): Promise<void> {
  await takeRateLimits(db, [creationRule(kind, accountId)], now);
}
