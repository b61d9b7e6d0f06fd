import { exportsEndpoints, type TableExportRequest } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { saveDownload, type Download } from '../../lib/api/download';
import { downloadEndpoint } from '../../lib/endpoint';

/**
 * POST /exports/table: the table as shown, written by the server as CSV or Excel and saved by the
 * browser (`<name>-<YYYY-MM-DD>.<ext>`). The one call of components/tables/TableExport.tsx.
 */
export async function exportTable(
  table: TableExportRequest,
  /** What happens to the file: saved (default) or shared (`shareOrSave`: a trip's manifest). */
  deliver: (file: Download) => unknown = saveDownload,
): Promise<void> {
  const file = await downloadEndpoint(exportsEndpoints.table, {
    body: table,
    fallbackFilename: `${table.name}.${table.format}`,
  });
  await deliver(file);
}

export function useExportTable() {
  return useMutation({ mutationFn: (table: TableExportRequest) => exportTable(table) });
}
