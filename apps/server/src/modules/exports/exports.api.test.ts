import {
  TABLE_EXPORT_MAX_COLUMNS,
  TABLE_EXPORT_MAX_ROWS,
  TABLE_EXPORT_MESSAGES,
  type TableExportRequest,
} from '@oc/contract';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';

/** 15:00 IST on 2026-11-22. */
const NOW = new Date('2026-11-22T09:30:00Z');

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
  token = (await loginAs(ctx, '9000000001')).accessToken;
});
afterAll(() => ctx.close());

const TABLE: TableExportRequest = {
  format: 'csv',
  name: 'wallet-transactions',
  title: 'लेन-देन',
  columns: [
    { label: 'Transaction Code', kind: 'text' },
    { label: 'विवरण', kind: 'text' },
    { label: 'Amount', kind: 'money' },
    { label: 'Seats', kind: 'number' },
  ],
  rows: [
    ['TXN2', '=HYPERLINK("http://evil.example","Click")', -1125.95, 2],
    ['TXN1', 'वॉलेट टॉप-अप, "card"', 3750, null],
  ],
};

function post(body: unknown, t: string | null = token) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/exports/table',
    ...(t ? { headers: authHeaders(t) } : {}),
    payload: body as object,
  });
}

describe('POST /exports/table', () => {
  it('writes the table as shown as CSV: BOM, order kept, quotes, formulas as text, named with the day', async () => {
    const res = await post(TABLE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('wallet-transactions-2026-11-22.csv');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Transaction Code,विवरण,Amount,Seats',
      `TXN2,"'=HYPERLINK(""http://evil.example"",""Click"")",-1125.95,2`,
      'TXN1,"वॉलेट टॉप-अप, ""card""",3750,',
      '',
    ]);
  });

  it('writes Excel: bold headings, numbers as numbers, money with 2 decimals, no formula', async () => {
    const res = await post({ ...TABLE, format: 'xlsx', name: 'payouts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('payouts-2026-11-22.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('लेन-देन');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Transaction Code', 'विवरण', 'Amount', 'Seats']);
    expect(sheet.getRow(1).font.bold).toBe(true);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe(-1125.95);
    expect(row.getCell(3).numFmt).toBe('#,##0.00');
    expect(row.getCell(4).value).toBe(2);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses what is not a table with a 400 naming the field, and a body over the limit with 413', async () => {
    const cases: [unknown, string][] = [
      [{ ...TABLE, rows: [['TXN1', 'x', 1]] }, 'rows.0'],
      [{ ...TABLE, rows: [['TXN1', 'x', '1,000', 1]] }, 'rows.0.2'],
      [{ ...TABLE, name: '../../etc/passwd' }, 'name'],
      [{ ...TABLE, format: 'pdf' }, 'format'],
      [{ ...TABLE, columns: [] }, 'columns'],
      [
        { ...TABLE, columns: Array.from({ length: TABLE_EXPORT_MAX_COLUMNS + 1 }, () => ({ label: 'c' })) },
        'columns',
      ],
      [
        { ...TABLE, rows: Array.from({ length: TABLE_EXPORT_MAX_ROWS + 1 }, () => [null, null, null, null]) },
        'rows',
      ],
      [{ ...TABLE, rows: [['x'.repeat(1001), null, null, null]] }, 'rows.0.0'],
    ];
    for (const [body, path] of cases) {
      const res = await post(body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(path);
    }
    const mismatch = await post({ ...TABLE, rows: [['TXN1', 'x', 1]] });
    expect(mismatch.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      TABLE_EXPORT_MESSAGES.rowWidth,
    );
    const huge = await post({
      ...TABLE,
      rows: Array.from({ length: 8_000 }, () => ['x'.repeat(1000), null, null, null]),
    });
    expect(huge.statusCode).toBe(413);
    expect((await post(TABLE, null)).statusCode).toBe(401);
  });

  it('writes the largest table it takes (10,000 rows of 30 columns) within its time bound', async () => {
    const columns = Array.from({ length: TABLE_EXPORT_MAX_COLUMNS }, (_, i) => ({
      label: `Column ${i + 1}`,
      kind: i % 2 ? ('money' as const) : ('text' as const),
    }));
    const rows = Array.from({ length: TABLE_EXPORT_MAX_ROWS }, (_, r) =>
      columns.map((c, i) => (c.kind === 'money' ? r + i / 100 : `R${r}C${i}`)),
    );
    for (const format of ['csv', 'xlsx'] as const) {
      // The longest the event loop is held meanwhile: the workbook is written in the file worker.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const started = performance.now();
      const res = await post({ format, name: 'big', title: 'Big', columns, rows });
      const ms = performance.now() - started;
      lag.disable();
      const heldMs = lag.max / 1e6;
      console.info(
        `table export ${format}: 10,000 × 30 in ${Math.round(ms)} ms, ${res.rawPayload.length} bytes, loop held ≤ ${Math.round(heldMs)} ms`,
      );
      expect(res.statusCode).toBe(200);
      expect(ms).toBeLessThan(format === 'csv' ? 3_000 : 15_000);
      if (format === 'xlsx') expect(heldMs).toBeLessThan(ms / 2);
    }
  }, 60_000);
});
