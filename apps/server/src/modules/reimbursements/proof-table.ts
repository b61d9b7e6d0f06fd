import type { Readable } from 'node:stream';
import { PROOF_TABLE_LIMITS, type ProofTable } from '@oc/contract';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/lazy-libs';

/**
 * The first rows of a spreadsheet proof as text (the 'Proof' modal's table; docs/architecture.md
 * "Reimbursements"). Files were checked by content on upload (an .xlsx's zip is bounded there).
 */

const { rows: MAX_ROWS, columns: MAX_COLUMNS, cellChars: MAX_CHARS } = PROOF_TABLE_LIMITS;

const clip = (s: string) => (s.length > MAX_CHARS ? `${s.slice(0, MAX_CHARS - 1)}…` : s);

/** Reads a whole stream into memory (a proof is at most 10 MB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * RFC 4180 CSV: fields split by commas, quoted fields may hold commas, quotes ("") and line breaks;
 * CRLF or LF ends a record. Stops after `maxRows` records (the rest are counted).
 */
export function parseCsv(
  text: string,
  maxRows = Number.POSITIVE_INFINITY,
): { rows: string[][]; total: number } {
  const rows: string[][] = [];
  let total = 0;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    row.push(field);
    field = '';
    const blank = row.length === 1 && row[0] === '';
    if (!blank) {
      total += 1;
      if (rows.length < maxRows) rows.push(row);
    }
    row = [];
  };
  const s = text.startsWith('\ufeff') ? text.slice(1) : text;
  while (i < s.length) {
    const c = s.charAt(i);
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i += 1;
      endRecord();
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRecord();
  return { rows, total };
}

function fit(rows: string[][], totalRows: number, sheet: string | null): ProofTable {
  const totalColumns = rows.reduce((n, r) => Math.max(n, r.length), 0);
  const shown = rows.slice(0, MAX_ROWS).map((r) => {
    const cells = r.slice(0, MAX_COLUMNS).map(clip);
    while (cells.length < Math.min(totalColumns, MAX_COLUMNS)) cells.push('');
    return cells;
  });
  return {
    sheet,
    rows: shown,
    totalRows,
    totalColumns,
    truncated: totalRows > MAX_ROWS || totalColumns > MAX_COLUMNS,
  };
}

export function csvTable(data: Buffer): ProofTable {
  const { rows, total } = parseCsv(data.toString('utf8'), MAX_ROWS);
  return fit(rows, total, null);
}

/**
 * A cell as text: a date as DD-MM-YYYY (Excel dates carry no zone; exceljs reads them as UTC), a
 * date-time with HH:mm; anything else as exceljs shows it (a formula's result, a link's text).
 */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  const date = v instanceof Date ? v : null;
  if (!date || Number.isNaN(date.getTime())) return cell.text;
  const iso = date.toISOString();
  const day = `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
  const time = iso.slice(11, 16);
  return time === '00:00' ? day : `${day} ${time}`;
}

/** The first worksheet of an .xlsx: each cell's text as Excel shows it (formulas: their result). */
export async function xlsxTable(data: Buffer): Promise<ProofTable> {
  const wb = new (await loadExcel()).Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return fit([], 0, null);
  const rows: string[][] = [];
  // Only the rows shown are visited: a tiny file with one cell at row 1,048,576 must not make every
  // preview walk a million empty rows.
  for (let n = 1; n <= Math.min(ws.rowCount, MAX_ROWS); n++) {
    const row = ws.findRow(n);
    const cells: string[] = [];
    if (row)
      for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c)));
    rows.push(cells);
  }
  const totalColumns = ws.columnCount;
  const table = fit(rows, ws.actualRowCount > 0 ? ws.rowCount : 0, ws.name);
  return {
    ...table,
    totalColumns: Math.max(totalColumns, table.totalColumns),
    truncated: table.truncated || totalColumns > MAX_COLUMNS,
  };
}
