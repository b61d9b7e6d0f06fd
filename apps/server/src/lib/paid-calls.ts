import type { DbOrTx } from '../db/client';
import { takeRateLimits, type RateRule } from './rate-limit';

const HOUR_MS = 60 * 60_000;

/**
 * Calls that cost money at a provider, apart from the login OTP (its own rules in AuthService):
 * driver SMS, KYC provider calls (registry look-ups, Aadhaar OTP sends and checks) and
 * click-to-call. Each is limited per acting account and per client address, in the database, so
 * every API process shares the counts (docs/security.md "Limits").
 */
export type PaidCall = 'sms' | 'kyc' | 'telephony';

export interface PaidCallLimit {
  /** What the 429 says is used up ('messages', …). */
  noun: string;
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const PAID_CALL_LIMITS: Readonly<Record<PaidCall, PaidCallLimit>> = {
  sms: { noun: 'messages', perAccount: 120, perIp: 120, windowMs: HOUR_MS },
  kyc: { noun: 'verification requests', perAccount: 30, perIp: 60, windowMs: HOUR_MS },
  telephony: { noun: 'calls', perAccount: 120, perIp: 120, windowMs: HOUR_MS },
};

/** The `rate_events` buckets of one kind of paid call. */
export function paidCallBucket(kind: PaidCall, by: 'account' | 'ip', key: string): string {
  return `paid:${kind}:${by}:${key}`;
}

export function paidCallRules(kind: PaidCall, who: { accountId: string; ip: string }): RateRule[] {
  const limit = PAID_CALL_LIMITS[kind];
  return [
    {
      bucket: paidCallBucket(kind, 'account', who.accountId),
      max: limit.perAccount,
      windowMs: limit.windowMs,
      message: (wait) => `Too many ${limit.noun} from this account. Try again in ${wait}.`,
    },
    {
      bucket: paidCallBucket(kind, 'ip', who.ip),
      max: limit.perIp,
      windowMs: limit.windowMs,
      message: (wait) => `Too many ${limit.noun} from this network. Try again in ${wait}.`,
    },
  ];
}

/**
 * Counts one paid call of the account from the address, before the provider is asked (a refused or
 * failed provider call counts too); 429 with Retry-After when either allowance is used up. `extra`
 * rules (e.g. a per-user allowance) are checked and counted in the same step.
 */
export async function takePaidCall(
  db: DbOrTx,
  kind: PaidCall,
  who: { accountId: string; ip: string },
  now: Date,
  extra: readonly RateRule[] = [],
): Promise<void> {
  await takeRateLimits(db, [...extra, ...paidCallRules(kind, who)], now);
}
