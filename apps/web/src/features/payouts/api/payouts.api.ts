import {
  addDaysToDate,
  istStartOfDay,
  payoutListResponseSchema,
  payoutReportFilename,
  type Payout,
} from '@oc/contract';
import { apiDownload, apiQuery, saveDownload } from '../../../lib/api';

/** GET /user/payout (optional epoch-ms range). */
export const payoutsQuery = (range: { fromDate?: number; toDate?: number }) =>
  apiQuery(['payouts', 'list'], '/user/payout', { query: range, schema: payoutListResponseSchema });

/** The payout's billing period as epoch ms: 00:00 IST of the start to the end of the end day. */
export function payoutWindow(p: Payout): { fromDate: number; toDate: number } {
  return {
    fromDate: istStartOfDay(p.billingStartDate).getTime(),
    toDate: istStartOfDay(addDaysToDate(p.billingEndDate, 1)).getTime() - 1,
  };
}

/**
 * The payment advice of a payout: its stored report file when it has one (through this server's
 * authenticated file route), else the PNR-wise report built for its period (GET /user/weeklyReport).
 * Saved as pnrwisereport_{from}_{to}.xlsx; no new tab is opened.
 */
export async function downloadPayoutReport(p: Payout): Promise<void> {
  const { fromDate, toDate } = payoutWindow(p);
  const fallbackFilename = payoutReportFilename(fromDate, toDate);
  const file = p.pnrWiseReport
    ? await apiDownload(`/user/payoutReport/${p._id}`, { fallbackFilename })
    : await apiDownload('/user/weeklyReport', { query: { fromDate, toDate }, fallbackFilename });
  saveDownload(file);
}
