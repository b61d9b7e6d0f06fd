import { loadExcel } from './lazy-libs';
import { addSafeRow, safeCell } from './spreadsheet-cell';

export const CSV_MIME = 'text/csv; charset=utf-8';

export type SheetCell = string | number | boolean | null;

/** A table as a file holds it: its title (the sheet's name), column headings and rows. */
export interface SheetTable {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly SheetCell[])[];
  /** Excel number formats per column (`'#,##0.00'` for money); absent: the cell as it is. */
  numFmts?: readonly (string | undefined)[];
}

/**
 * RFC 4180 CSV with a BOM (so Excel reads the ₹ and Hindi names as UTF-8); formula cells as text
 * (`safeCell`). The one CSV writer of the server (the console's lists, the operator's tables).
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly SheetCell[])[]): Buffer {
  const field = (v: SheetCell) => {
    if (v === null) return '';
    const text = String(safeCell(v));
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns, ...rows].map((r) => r.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * An Excel workbook of one sheet: bold headings, every cell through `safeCell`. Seconds of CPU for
 * a large table: requests call {@link writeXlsx}, which runs it in the file worker.
 */
export async function toXlsx(table: SheetTable): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' ') || 'Sheet');
  const header = addSafeRow(sheet, [...table.columns]);
  header.font = { bold: true };
  for (const row of table.rows) addSafeRow(sheet, row);
  sheet.columns.forEach((c, i) => {
    c.width = 18;
    const fmt = table.numFmts?.[i];
    if (fmt) c.numFmt = fmt;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
