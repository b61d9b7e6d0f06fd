import { serviceUnavailable } from '../../lib/http-error';
import type { SheetTable } from '../../lib/spreadsheet';
import { TaskLimitError, runFileTask, type TaskLimits } from './worker-pool';

/** A workbook of the largest table a request may ask for (10,000 × 30) takes about 3 s here. */
export const XLSX_WRITE_LIMITS: TaskLimits = { timeoutMs: 30_000, heapMb: 512 };

export const XLSX_WRITE_BUSY = 'The server is busy writing other files. Please try again in a minute.';

/**
 * An Excel workbook written in the file worker (`worker-pool.ts`), so a large table never holds
 * the event loop; past its time or memory, or with no worker free, a 503 to try again.
 */
export async function writeXlsx(table: SheetTable): Promise<Buffer> {
  try {
    const bytes = await runFileTask({ task: 'xlsx-write', table }, XLSX_WRITE_LIMITS);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    if (err instanceof TaskLimitError) throw serviceUnavailable(XLSX_WRITE_BUSY, 60);
    throw err;
  }
}
