import { staffEndpoints, type ExportList } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '../../../../lib/api/download';
import { downloadStaff } from '../../../lib/staff-api';

export interface ExportInput {
  list: ExportList;
  format: 'csv' | 'xlsx';
  /** The list's filters as it is shown (the same names as its GET's query). */
  filters?: Record<string, string | undefined>;
}

/** GET /api/admin/v1/exports/:list?format=: the list as CSV or Excel, saved by the browser. */
export async function exportList({ list, format, filters = {} }: ExportInput): Promise<void> {
  const query: Record<string, string> = { format };
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') query[k] = v;
  const file = await downloadStaff(staffEndpoints.export, {
    params: { list },
    query: query as { format: 'csv' | 'xlsx' },
    fallbackFilename: `${list}.${format}`,
  });
  saveDownload(file);
}

export function useExportList() {
  return useMutation({ mutationFn: exportList });
}
