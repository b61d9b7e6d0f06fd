import { resolveUserType } from '../../../lib/session';

/** The payment summary query keys; each starts with the acting business model. */
export const summaryKeys = {
  all: () => [resolveUserType(), 'payment-summaries'] as const,
  list: (fromDate: number, toDate: number) => [...summaryKeys.all(), fromDate, toDate] as const,
};
