import { resolveUserType } from '../../../lib/session';

/** The Trips and Revenue query keys; each starts with the acting business model. */
export const revenueKeys = {
  all: () => [resolveUserType(), 'trip-revenue'] as const,
  window: (fromDate: number, toDate: number) => [...revenueKeys.all(), fromDate, toDate] as const,
};
