import type { RcItem } from '@oc/contract';
import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_STARTS } from './fixtures/hostile-text';
import { authHeaders, createTestApp, loginAs, type TestContext } from './support';

/**
 * CSV/Excel formula injection (issue 19 item 3, OWASP "CSV Injection") over every spreadsheet the
 * server writes. For each dangerous first character (= + - @ tab CR LF), every free-text field that
 * reaches a file is set to a DDE payload starting with it (straight in the database, as a text the
 * product stored); each export is downloaded and read back with exceljs: no cell is a formula, no
 * text cell starts like one, and every payload cell is there, prefixed with a single quote.
 */

const DAY = 86_400_000;
const MARK = "cmd|'/C calc'!A0";

let ctx: TestContext;
let op1: string; // 9000000001 OPERATOR (payouts)
let mg2: string; // 9000000002 BUSOWNER (quality, trips and revenue)
let cab: string; // 9000000004 CABOWNER (fleet payment summary)
let rc2 = '';

interface Field {
  table: string;
  column: string;
  /** The sheet column (1-based) where the field's text starts a cell. */
  sheetColumn: number;
  /** Which rows to change when the table is large (default: all). */
  where?: () => SQL;
}
interface Export {
  name: string;
  token: () => string;
  url: () => string;
  fields: Field[];
}

const EXPORTS: Export[] = [
  {
    name: 'payouts: PNR-wise report (GET /user/weeklyReport)',
    token: () => op1,
    // Two days of bookings: the demo's 92-day report is tens of thousands of rows.
    url: () => `/api/v1/user/weeklyReport?fromDate=${Date.now() - DAY}&toDate=${Date.now()}`,
    fields: [
      { table: 'services', column: 'name', sheetColumn: 3 },
      { table: 'cities', column: 'name', sheetColumn: 4 },
      {
        table: 'bookings',
        column: 'passenger_name',
        sheetColumn: 6,
        where: () =>
          sql`trip_id in (select id from trips where trip_date >= current_date - 2 and trip_date <= current_date + 1)`,
      },
    ],
  },
  {
    name: 'quality: inspections (GET /mg/user/exportInspectionData)',
    token: () => mg2,
    url: () =>
      `/api/v1/mg/user/exportInspectionData?name=INSPECTIONTWO&rc=${encodeURIComponent(rc2)}&fromDate=${Date.now() - 13 * DAY}&toDate=${Date.now()}`,
    fields: [
      { table: 'quality_work_items', column: 'name', sheetColumn: 6 },
      { table: 'quality_work_items', column: 'value', sheetColumn: 7 },
      { table: 'quality_work_items', column: 'remark', sheetColumn: 8 },
    ],
  },
  {
    name: 'quality: audits (GET /mg/user/exportAuditData)',
    token: () => mg2,
    url: () =>
      `/api/v1/mg/user/exportAuditData?name=${encodeURIComponent('TripStart Audit')}&fromDate=${Date.now() - 13 * DAY}&toDate=${Date.now()}`,
    fields: [
      { table: 'quality_groups', column: 'label', sheetColumn: 4 },
      { table: 'quality_work_items', column: 'name', sheetColumn: 6 },
      { table: 'quality_work_items', column: 'value', sheetColumn: 7 },
      { table: 'quality_work_items', column: 'remark', sheetColumn: 8 },
    ],
  },
  {
    name: 'contracts: trips and revenue (GET /mg/user/tripRevenueExport)',
    token: () => mg2,
    url: () => `/api/v1/mg/user/tripRevenueExport`,
    fields: [
      { table: 'services', column: 'name', sheetColumn: 1 },
      { table: 'bus_types', column: 'name', sheetColumn: 5 },
    ],
  },
  {
    name: 'fleet: payment summary (GET /cabOperator/fmlmPaymentSummary/export)',
    token: () => cab,
    url: () => `/api/v1/cabOperator/fmlmPaymentSummary/export`,
    fields: [
      { table: 'cities', column: 'name', sheetColumn: 1 },
      { table: 'cab_trips', column: 'group_code', sheetColumn: 2 },
      { table: 'cab_trips', column: 'seater', sheetColumn: 6 },
    ],
  },
];

/**
 * Sets the field of every row (or of `where`'s) to a payload: row n starts with the (n + offset)-th
 * dangerous character, in turn, and a short id suffix keeps unique columns unique.
 */
async function poison(f: Field, offset: number): Promise<void> {
  const starts = FORMULA_STARTS.join('');
  const where = f.where ? sql` where ${f.where()}` : sql``;
  const t = sql.identifier(f.table);
  await ctx.db.execute(sql`
    update ${t} set ${sql.identifier(f.column)} =
      substr(${starts}, 1 + ((n.rn + ${offset}) % ${FORMULA_STARTS.length})::int, 1) || ${MARK} || substr(md5(n.id::text), 1, 6)
    from (select id, row_number() over (order by id) as rn from ${t}${where}) n
    where ${t}.id = n.id`);
}

/** An independent oracle: what a spreadsheet program would start a formula with. */
function looksLikeFormula(text: string): boolean {
  if (text === '-' || /^[+-]?\d+(\.\d+)?$/.test(text)) return false;
  return /^[\t\r\n]/.test(text) || /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(text);
}

/** The starts as read back (XML reads a stored CR as LF). */
const ALL_STARTS = [...new Set(FORMULA_STARTS.map((c) => c.replace('\r', '\n')))];

const figures = { downloads: 0, cells: 0, textCells: 0, payloadCells: 0 };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  const rcs = await ctx.app.inject({ method: 'GET', url: '/api/v1/mg/user/rc', headers: authHeaders(mg2) });
  rc2 = rcs.json<{ data: RcItem[] }>().data[0]?.rc ?? '';
});
afterAll(async () => {
  console.info(`formula injection: ${JSON.stringify(figures)}`);
  await ctx.close();
});

describe('CSV/Excel formula injection in every export', () => {
  it.each(EXPORTS.map((e) => [e.name, e] as const))('%s: neutralised, no formula', async (_name, exp) => {
    const payloadColumns = new Set<number>();
    const startsSeen = new Set<string>();
    const wrong: string[] = [];
    // A field with fewer rows than dangerous starts gets the others in later rounds.
    for (let round = 0; round < FORMULA_STARTS.length && startsSeen.size < ALL_STARTS.length; round++) {
      for (const f of exp.fields) await poison(f, round);
      const res = await ctx.app.inject({ method: 'GET', url: exp.url(), headers: authHeaders(exp.token()) });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      figures.downloads += 1;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      for (const sheet of book.worksheets)
        sheet.eachRow({ includeEmpty: false }, (row) =>
          row.eachCell({ includeEmpty: false }, (cell) => {
            figures.cells += 1;
            if (cell.type === ExcelJS.ValueType.Formula || cell.formula)
              wrong.push(`${cell.address} is a formula`);
            const text = cell.type === ExcelJS.ValueType.RichText ? cell.text : cell.value;
            if (typeof text !== 'string') return;
            figures.textCells += 1;
            if (looksLikeFormula(text)) wrong.push(`${cell.address} ${JSON.stringify(text)}`);
            const at = text.indexOf(MARK);
            if (at < 0) return;
            figures.payloadCells += 1;
            payloadColumns.add(Number(cell.col));
            // The quote, then the stored text; XML reads a stored CR back as LF.
            if (at !== 2 || text[0] !== "'") wrong.push(`${cell.address} ${JSON.stringify(text)}`);
            startsSeen.add(text[1] ?? '');
          }),
        );
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    // Every field reached the file, and every dangerous start was in it.
    for (const f of exp.fields) expect(payloadColumns, `${f.table}.${f.column}`).toContain(f.sheetColumn);
    expect([...startsSeen].sort()).toEqual([...ALL_STARTS].sort());
  });
});
