import {
  INSPECTION_KIND_LABELS,
  qualityEndpoints,
  qualityExportFilename,
  type InspectionKind,
  type InspectionQuery,
} from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/** GET /mg/user/exportInspectionData: the filtered table as .xlsx, saved under the server's name. */
export async function exportInspections(
  query: InspectionQuery & { name: InspectionKind; fromDate: number; toDate: number },
  onProgress?: (p: TransferProgress) => void,
): Promise<void> {
  const file = await downloadEndpoint(qualityEndpoints.exportInspections, {
    query,
    fallbackFilename: qualityExportFilename(INSPECTION_KIND_LABELS[query.name], query.fromDate, query.toDate),
    ...(onProgress ? { onProgress } : {}),
  });
  saveDownload(file);
}
