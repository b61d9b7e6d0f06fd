import { XLSX_MIME, istDateOf, type tableExportRequestSchema } from '@oc/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { CSV_MIME, toCsv } from '../../lib/spreadsheet';
import { writeXlsx } from '../files/spreadsheet-writer';

const MONEY_FORMAT = '#,##0.00';

export interface TableFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * POST /exports/table (issue 41): a table as the operator sees it, written as CSV or Excel. The
 * rows are the caller's screen (nothing is read from the database); the writers put every cell
 * through `safeCell`. The file is named with the IST day it is made: `<name>-<YYYY-MM-DD>.<ext>`.
 */
export class TableExportService {
  constructor(private readonly d: { clock: Clock }) {}

  /** The checked table (the route's body, after the contract's schema). */
  async write(t: z.output<typeof tableExportRequestSchema>): Promise<TableFile> {
    const filename = `${t.name}-${istDateOf(this.d.clock.now())}.${t.format}`;
    const columns = t.columns.map((c) => c.label);
    if (t.format === 'csv') return { filename, contentType: CSV_MIME, body: toCsv(columns, t.rows) };
    const body = await writeXlsx({
      title: t.title,
      columns,
      rows: t.rows,
      numFmts: t.columns.map((c) => (c.kind === 'money' ? MONEY_FORMAT : undefined)),
    });
    return { filename, contentType: XLSX_MIME, body };
  }
}
