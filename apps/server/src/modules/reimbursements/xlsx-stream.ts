import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';

/**
 * The first rows of an .xlsx's first worksheet, read as a stream: the sheet's XML is parsed only up
 * to the last row shown, the shared strings only up to the last one those rows use; styles are read
 * to tell dates from numbers. A 520,000-row workbook costs what its first 100 rows cost (docs/
 * architecture.md "Reimbursements"). The zip was checked on upload (entries, unpacked size, ratio).
 */

export interface SheetRows {
  sheet: string | null;
  /** Rows 1 … maxRows by row number (a missing row is []), each cell's text up to its last cell. */
  rows: string[][];
  /**
   * The last row number and the widest row: the sheet's `<dimension>`; without one, of the rows read
   * (the reading stops at row maxRows + 1, so `counted` is false when the sheet goes on past it).
   */
  lastRow: number;
  lastColumn: number;
  /** False: the sheet names no size and has more than maxRows rows; lastRow is a lower bound. */
  counted: boolean;
}

class Stop extends Error {}

function openZip(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, yauzl.Entry>();
    zip.on('entry', (e: yauzl.Entry) => {
      found.set(e.fileName, e);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function streamOf(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
  );
}

/**
 * Feeds an entry's XML to `handlers` until the end or until a handler throws {@link Stop} (then the
 * rest is not inflated). Returns whether it stopped early.
 */
async function parseEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  on: (parser: SaxesParser) => void,
): Promise<boolean> {
  if (!entry) return false;
  const stream = await streamOf(zip, entry);
  const parser = new SaxesParser();
  on(parser);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) parser.write(decoder.write(chunk as Buffer));
    parser.write(decoder.end()).close();
    return false;
  } catch (err) {
    if (err instanceof Stop) return true;
    throw err;
  } finally {
    stream.destroy();
  }
}

/** 'AB12' → 28 (1-based column); null without letters. */
function columnOf(ref: string | undefined): number | null {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0];
  if (!letters) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** A number format shows a date or time: d, m, y, h or s outside quotes, brackets and escapes. */
function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^[#0.,%\s]*$/.test(bare);
}

/** Local name of a tag ('x:row' → 'row'). */
const local = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);
const attr = (tag: SaxesTagPlain, name: string) => {
  const v = tag.attributes[name];
  return typeof v === 'string' ? v : undefined;
};

interface RawCell {
  type: string;
  style: number;
  value: string;
}

/** An Excel serial day as DD-MM-YYYY, with HH:mm when it has a time (Excel dates carry no zone). */
function serialDate(serial: number, date1904: boolean): string | null {
  const ms = Math.round((serial - (date1904 ? 24107 : 25569)) * 86_400_000);
  const d = new Date(ms);
  if (!Number.isFinite(ms) || Number.isNaN(d.getTime())) return null;
  const iso = d.toISOString();
  const day = `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
  const time = iso.slice(11, 16);
  return time === '00:00' ? day : `${day} ${time}`;
}

export async function readSheetRows(data: Buffer, maxRows: number, maxColumns: number): Promise<SheetRows> {
  const zip = await openZip(data);
  try {
    const entries = await entriesOf(zip);

    // The first sheet: its name and its part (workbook.xml and its relationships).
    let first: { name: string; rid: string } | null = null;
    let date1904 = false;
    await parseEntry(zip, entries.get('xl/workbook.xml'), (p) =>
      p.on('opentag', (tag) => {
        const t = tag;
        if (local(t) === 'workbookPr') date1904 = ['1', 'true'].includes(attr(t, 'date1904') ?? '');
        if (local(t) === 'sheet' && !first) {
          const rid = Object.entries(t.attributes).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1];
          first = { name: attr(t, 'name') ?? '', rid: typeof rid === 'string' ? rid : '' };
          throw new Stop();
        }
      }),
    );
    const sheet = first as { name: string; rid: string } | null;
    if (!sheet) return { sheet: null, rows: [], lastRow: 0, lastColumn: 0, counted: true };
    let target: string | null = null;
    await parseEntry(zip, entries.get('xl/_rels/workbook.xml.rels'), (p) =>
      p.on('opentag', (tag) => {
        const t = tag;
        if (local(t) === 'Relationship' && attr(t, 'Id') === sheet.rid) {
          target = attr(t, 'Target') ?? null;
          throw new Stop();
        }
      }),
    );
    const part = target as string | null;
    const path =
      part === null ? 'xl/worksheets/sheet1.xml' : part.startsWith('/') ? part.slice(1) : `xl/${part}`;

    // The sheet up to row `maxRows`.
    const raw = new Map<number, Map<number, RawCell>>();
    let dimension: { rows: number; columns: number } | null = null;
    let lastRow = 0;
    let lastColumn = 0;
    let uncounted = false;
    let rowNo = 0;
    let colNo = 0;
    let cell: RawCell | null = null;
    let inValue = false;
    let inInline = false;
    let inPhonetic = false;
    const stopped = await parseEntry(zip, entries.get(path), (p) => {
      p.on('opentag', (tag) => {
        const t = tag;
        switch (local(t)) {
          case 'dimension': {
            const ref = (attr(t, 'ref') ?? '').split(':').pop() ?? '';
            const rows = Number(/\d+$/.exec(ref)?.[0] ?? NaN);
            const cols = columnOf(ref);
            if (Number.isSafeInteger(rows) && cols) dimension = { rows, columns: cols };
            break;
          }
          case 'row': {
            const r = Number(attr(t, 'r'));
            rowNo = Number.isSafeInteger(r) && r > 0 ? r : rowNo + 1;
            colNo = 0;
            // Past the rows shown: done. Without a `<dimension>` the sheet is not read on to count
            // it (a 520,000-row sheet would cost seconds): "more than maxRows" is all that is said.
            if (rowNo > maxRows) {
              if (!dimension) {
                lastRow = Math.max(lastRow, rowNo);
                uncounted = true;
              }
              throw new Stop();
            }
            lastRow = Math.max(lastRow, rowNo);
            break;
          }
          case 'c': {
            colNo = columnOf(attr(t, 'r')) ?? colNo + 1;
            lastColumn = Math.max(lastColumn, colNo);
            cell = { type: attr(t, 't') ?? 'n', style: Number(attr(t, 's') ?? 0) || 0, value: '' };
            if (colNo <= maxColumns && rowNo <= maxRows) {
              let row = raw.get(rowNo);
              if (!row) raw.set(rowNo, (row = new Map<number, RawCell>()));
              row.set(colNo, cell);
            }
            break;
          }
          case 'v':
            inValue = true;
            break;
          case 'is':
            inInline = true;
            break;
          case 'rPh':
            inPhonetic = true;
            break;
        }
      });
      p.on('text', (text) => {
        if (cell && !inPhonetic && (inValue || inInline)) cell.value += text;
      });
      p.on('closetag', (tag) => {
        switch (local(tag)) {
          case 'v':
            inValue = false;
            break;
          case 'is':
            inInline = false;
            break;
          case 'rPh':
            inPhonetic = false;
            break;
          case 'c':
            cell = null;
            break;
        }
      });
    });
    const dim = dimension as { rows: number; columns: number } | null;
    if (stopped && dim) {
      lastRow = Math.max(lastRow, dim.rows);
      lastColumn = Math.max(lastColumn, dim.columns);
    }

    // Shared strings up to the last index the shown cells use.
    const needed = new Set<number>();
    for (const row of raw.values())
      for (const c of row.values()) if (c.type === 's') needed.add(Number(c.value));
    const strings = new Map<number, string>();
    if (needed.size > 0) {
      const last = Math.max(...needed);
      let index = -1;
      let text = '';
      let inT = false;
      let inPh = false;
      await parseEntry(zip, entries.get('xl/sharedStrings.xml'), (p) => {
        p.on('opentag', (tag) => {
          const name = local(tag);
          if (name === 'si') {
            index += 1;
            text = '';
          } else if (name === 't') inT = true;
          else if (name === 'rPh') inPh = true;
        });
        p.on('text', (t) => {
          if (inT && !inPh && needed.has(index)) text += t;
        });
        p.on('closetag', (tag) => {
          const name = local(tag);
          if (name === 't') inT = false;
          else if (name === 'rPh') inPh = false;
          else if (name === 'si') {
            if (needed.has(index)) strings.set(index, text);
            if (index >= last) throw new Stop();
          }
        });
      });
    }

    // Styles: which cell formats show dates.
    const styled = [...raw.values()].some((row) =>
      [...row.values()].some((c) => c.type === 'n' && c.style > 0),
    );
    const dateStyles = new Set<number>();
    if (styled) {
      const custom = new Map<number, string>();
      const xfFormats: number[] = [];
      let inCellXfs = false;
      await parseEntry(zip, entries.get('xl/styles.xml'), (p) => {
        p.on('opentag', (tag) => {
          const t = tag;
          const name = local(t);
          if (name === 'numFmt') custom.set(Number(attr(t, 'numFmtId')), attr(t, 'formatCode') ?? '');
          else if (name === 'cellXfs') inCellXfs = true;
          else if (name === 'xf' && inCellXfs) xfFormats.push(Number(attr(t, 'numFmtId') ?? 0));
        });
        p.on('closetag', (tag) => {
          if (local(tag) === 'cellXfs') throw new Stop();
        });
      });
      xfFormats.forEach((id, i) => {
        const code = custom.get(id);
        if (code !== undefined ? isDateFormat(code) : BUILTIN_DATE_FORMATS.has(id)) dateStyles.add(i);
      });
    }

    const textOf = (c: RawCell): string => {
      switch (c.type) {
        case 's':
          return strings.get(Number(c.value)) ?? '';
        case 'b':
          return c.value === '1' ? 'true' : c.value === '0' ? 'false' : c.value;
        case 'n': {
          if (c.value === '') return '';
          const n = Number(c.value);
          if (!Number.isFinite(n)) return c.value;
          if (dateStyles.has(c.style)) return serialDate(n, date1904) ?? String(n);
          return String(n);
        }
        default: // inlineStr, str (a formula's text), e (an error such as #DIV/0!), d (ISO date)
          return c.value;
      }
    };
    const rows: string[][] = [];
    for (let n = 1; n <= Math.min(lastRow, maxRows); n++) {
      const row = raw.get(n);
      const width = row ? Math.max(...row.keys()) : 0;
      const cells: string[] = [];
      for (let col = 1; col <= width; col++) {
        const c = row?.get(col);
        cells.push(c ? textOf(c) : '');
      }
      rows.push(cells);
    }
    return { sheet: sheet.name, rows, lastRow, lastColumn, counted: !uncounted };
  } finally {
    zip.close();
  }
}
