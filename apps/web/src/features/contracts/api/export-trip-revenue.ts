import { contractsEndpoints, type TripRevenueExportQuery } from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/**
 * GET /mg/user/tripRevenueExport: the table as filtered, built on the server (exceljs stays out of
 * the web bundle). The screen passes its filters as the same query (service id, RC, trip-date
 * window), so the file holds the rows the table shows.
 */
export async function exportTripRevenue({
  query,
  onProgress,
}: {
  query: TripRevenueExportQuery;
  onProgress?: (progress: TransferProgress) => void;
}): Promise<void> {
  const file = await downloadEndpoint(contractsEndpoints.tripRevenueExport, {
    query,
    fallbackFilename: 'trips-revenue.xlsx',
    ...(onProgress ? { onProgress } : {}),
  });
  saveDownload(file);
}
