import {
  addDaysToDate,
  istStartOfDay,
  payoutReportFilename,
  payoutsEndpoints,
  type Payout,
} from '@oc/contract';
import { saveDownload, type Download } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/** The payout's billing period as epoch ms: 00:00 IST of the start to the end of the end day. */
export function payoutWindow(p: Payout): { fromDate: number; toDate: number } {
  return {
    fromDate: istStartOfDay(p.billingStartDate).getTime(),
    toDate: istStartOfDay(addDaysToDate(p.billingEndDate, 1)).getTime() - 1,
  };
}

/**
 * The payment advice of a payout: its stored report file when it has one (GET
 * /user/payoutReport/{id}), else the PNR-wise report built for its period (GET /user/weeklyReport).
 * Saved as pnrwisereport_{from}_{to}.xlsx with the dates as YYYY-MM-DD (the server's
 * Content-Disposition; the same name when it gives none); no new tab is opened.
 */
export async function downloadPayoutReport({
  payout: p,
  onProgress,
  deliver = saveDownload,
}: {
  payout: Payout;
  onProgress?: (progress: TransferProgress) => void;
  /** What happens to the file: saved (default) or shared (`shareOrSave`). */
  deliver?: (file: Download) => unknown;
}): Promise<void> {
  const window = payoutWindow(p);
  const fallbackFilename = payoutReportFilename(window.fromDate, window.toDate);
  const extra = { fallbackFilename, ...(onProgress ? { onProgress } : {}) };
  const file = p.pnrWiseReport
    ? await downloadEndpoint(payoutsEndpoints.storedReport, { params: { id: p._id }, ...extra })
    : await downloadEndpoint(payoutsEndpoints.weeklyReport, { query: window, ...extra });
  await deliver(file);
}
