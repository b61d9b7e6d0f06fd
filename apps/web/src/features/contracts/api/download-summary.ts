import { contractsEndpoints, summaryFilename, type PaymentSummary } from '@oc/contract';
import { saveDownload, type Download } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/**
 * POST /mg/user/downloadSummary: the week's statement PDF, saved as
 * '{start}_{end}_{operator}.pdf' (the server's Content-Disposition; the same name when it gives none).
 */
export async function downloadSummary({
  summary,
  onProgress,
  deliver = saveDownload,
}: {
  summary: PaymentSummary;
  onProgress?: (progress: TransferProgress) => void;
  /** What happens to the file: saved (default) or shared (`shareOrSave`). */
  deliver?: (file: Download) => unknown;
}): Promise<void> {
  const file = await downloadEndpoint(contractsEndpoints.downloadSummary, {
    body: { weekStartDate: summary.weekStartDate, weekEndDate: summary.weekEndDate },
    fallbackFilename: summaryFilename(summary.weekStartDate, summary.weekEndDate, summary.operatorName),
    ...(onProgress ? { onProgress } : {}),
  });
  await deliver(file);
}
