import type { Readable } from 'node:stream';
import { PROOF_TABLE_LIMITS, type ProofTable } from '@oc/contract';
import { readSheetRows } from './xlsx-stream';

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

/**
 * The rows shown and the counts: the first row is the header (the modal shows it as the table's
 * head), so `totalRows` counts the records below it; `records` counts every record, header included.
 */
function fit(
  rows: string[][],
  records: number,
  sheet: string | null,
  columns = 0,
  counted = true,
): ProofTable {
  const totalColumns = Math.max(
    columns,
    rows.reduce((n, r) => Math.max(n, r.length), 0),
  );
  const shown = rows.slice(0, MAX_ROWS).map((r) => {
    const cells = r.slice(0, MAX_COLUMNS).map(clip);
    while (cells.length < Math.min(totalColumns, MAX_COLUMNS)) cells.push('');
    return cells;
  });
  return {
    sheet,
    rows: shown,
    totalRows: Math.max(0, records - 1),
    totalRowsAtLeast: !counted,
    totalColumns,
    truncated: records > shown.length || totalColumns > MAX_COLUMNS,
  };
}

export function csvTable(data: Buffer): ProofTable {
  const { rows, total } = parseCsv(data.toString('utf8'), MAX_ROWS);
  return fit(rows, total, null);
}

/**
 * The first worksheet of an .xlsx, streamed (`xlsx-stream.ts`): only its first rows are parsed, each
 * cell's text as Excel shows it (a formula's cached result, a date as DD-MM-YYYY[ HH:mm]); the
 * counts come from the sheet's own `<dimension>` (without one, read only to row 101: `totalRowsAtLeast`). Runs in the file worker (`files/worker.ts`).
 */
export async function xlsxTable(data: Buffer): Promise<ProofTable> {
  const read = await readSheetRows(data, MAX_ROWS, MAX_COLUMNS);
  return fit(read.rows, read.lastRow, read.sheet, read.lastColumn, read.counted);
}
