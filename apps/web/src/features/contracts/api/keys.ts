import { resolveUserType } from '../../../lib/session';

// The MG contracts group's query keys; each starts with the acting business model.

/** Services and Contracts. */
export const contractKeys = {
  all: () => [resolveUserType(), 'services'] as const,
  services: () => [...contractKeys.all(), 'list'] as const,
};

/** Payment Summary (the weekly statements). */
export const summaryKeys = {
  all: () => [resolveUserType(), 'payment-summaries'] as const,
  list: (fromDate: number, toDate: number) => [...summaryKeys.all(), fromDate, toDate] as const,
};

/** Trips and Revenue. */
export const revenueKeys = {
  all: () => [resolveUserType(), 'trip-revenue'] as const,
  window: (fromDate: number, toDate: number) => [...revenueKeys.all(), fromDate, toDate] as const,
};
