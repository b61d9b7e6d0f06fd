import { contractsEndpoints, summaryFilename, type PaymentSummary } from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/**
 * POST /mg/user/downloadSummary: the week's statement PDF, saved as
 * '{start}_{end}_{operator}.pdf' (the server's Content-Disposition; the same name when it gives none).
 */
export async function downloadSummary({
  summary,
  onProgress,
}: {
  summary: PaymentSummary;
  onProgress?: (progress: TransferProgress) => void;
}): Promise<void> {
  const file = await downloadEndpoint(contractsEndpoints.downloadSummary, {
    body: { weekStartDate: summary.weekStartDate, weekEndDate: summary.weekEndDate },
    fallbackFilename: summaryFilename(summary.weekStartDate, summary.weekEndDate, summary.operatorName),
    ...(onProgress ? { onProgress } : {}),
  });
  saveDownload(file);
}
