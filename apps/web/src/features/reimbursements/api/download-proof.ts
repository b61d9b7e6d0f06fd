import { filesEndpoints } from '@oc/contract';
import { saveDownload } from '../../../lib/api/download';
import type { TransferProgress } from '../../../lib/api/request';
import { downloadEndpoint } from '../../../lib/endpoint';

/** Saves a proof the page cannot show (an unsupported type) through GET /mg/files/:id. */
export async function downloadProof(
  fileId: string,
  fileName: string,
  onProgress?: (progress: TransferProgress) => void,
): Promise<void> {
  saveDownload(
    await downloadEndpoint(filesEndpoints.download, {
      params: { id: fileId },
      fallbackFilename: fileName,
      ...(onProgress ? { onProgress } : {}),
    }),
  );
}
