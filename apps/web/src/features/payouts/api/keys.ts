import { resolveUserType } from '../../../lib/session';

/** A billing-period filter: epoch ms, both optional (none: every payout). */
export interface PayoutRange {
  fromDate?: number;
  toDate?: number;
}

/** The payouts query keys; each starts with the acting business model. */
export const payoutKeys = {
  all: () => [resolveUserType(), 'payouts'] as const,
  lists: () => [...payoutKeys.all(), 'list'] as const,
  list: (range: PayoutRange) =>
    [...payoutKeys.lists(), range.fromDate ?? null, range.toDate ?? null] as const,
};
