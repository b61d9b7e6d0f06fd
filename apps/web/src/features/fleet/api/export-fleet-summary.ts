import { fleetEndpoints, fleetExportFilename } from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';
import type { FleetQuery } from '../lib/filters';

/**
 * GET /cabOperator/fmlmPaymentSummary/export: the table as filtered, as an .xlsx built by the
 * server, saved as fleet-payment-summary_{from}_{to}.xlsx (the range the summary answered).
 */
export async function exportFleetSummary({
  query,
  range,
  onProgress,
}: {
  query: FleetQuery;
  range: { fromDate: number; toDate: number };
  onProgress?: (progress: TransferProgress) => void;
}): Promise<void> {
  const file = await downloadEndpoint(fleetEndpoints.export, {
    query,
    fallbackFilename: fleetExportFilename(range.fromDate, range.toDate),
    ...(onProgress ? { onProgress } : {}),
  });
  saveDownload(file);
}
