import { parentPort } from 'node:worker_threads';
import type { ProofTable } from '@oc/contract';
import { toXlsx, type SheetTable } from '../../lib/spreadsheet';
import { csvTable, xlsxTable } from '../reimbursements/proof-table';
import { scanPdf, type PdfScan } from './pdf-scan';

/**
 * The file worker (`worker-pool.ts`): answers each `{id, task}` message with `{id, ok, value}` or
 * `{id, ok: false, error}`; one task at a time (the pool sends the next after the answer).
 */

export type FileTask =
  | { task: 'pdf-scan'; data: Uint8Array }
  | { task: 'proof-table'; kind: 'csv' | 'xlsx'; data: Uint8Array }
  /** Writing a workbook of many rows takes seconds of CPU: here, not on the event loop. */
  | { task: 'xlsx-write'; table: SheetTable };

export type FileTaskAnswer<T extends FileTask> = T extends { task: 'pdf-scan' }
  ? PdfScan
  : T extends { task: 'xlsx-write' }
    ? Uint8Array
    : ProofTable;

async function run(task: FileTask): Promise<PdfScan | ProofTable | Uint8Array> {
  if (task.task === 'xlsx-write') return toXlsx(task.table);
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  if (task.task === 'pdf-scan') return scanPdf(data);
  return task.kind === 'csv' ? csvTable(data) : xlsxTable(data);
}

if (parentPort) {
  const port = parentPort;
  port.on('message', ({ id, task }: { id: number; task: FileTask }) => {
    run(task).then(
      (value) => port.postMessage({ id, ok: true, value }),
      (err: unknown) =>
        port.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
