import {
  AUDIT_KIND_LABELS,
  qualityEndpoints,
  qualityExportFilename,
  type AuditKind,
  type AuditQuery,
} from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/** GET /mg/user/exportAuditData: the filtered table as .xlsx, saved under the server's name. */
export async function exportAudits(
  query: AuditQuery & { name: AuditKind; fromDate: number; toDate: number },
  onProgress?: (p: TransferProgress) => void,
): Promise<void> {
  const file = await downloadEndpoint(qualityEndpoints.exportAudits, {
    query,
    fallbackFilename: qualityExportFilename(AUDIT_KIND_LABELS[query.name], query.fromDate, query.toDate),
    ...(onProgress ? { onProgress } : {}),
  });
  saveDownload(file);
}
