import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bigWorkbook } from '../../../test/fixtures/files';
import { csvTable, xlsxTable } from './proof-table';

describe('xlsxTable (streamed: only the rows shown are read)', () => {
  it('one far cell: the preview reads row 1 and takes the size from the sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bills');
    ws.getCell('A1').value = 'Toll';
    ws.getCell('B1').value = 120;
    ws.getCell('A1048576').value = 'far away';
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    expect(data.length).toBeLessThan(10_000);
    const table = await xlsxTable(data);
    expect(table.rows[0]).toEqual(['Toll', '120']);
    expect(table.rows.length).toBeLessThanOrEqual(100);
    // The header is not a record: 1,048,575 rows below it.
    expect(table.totalRows).toBe(1_048_575);
    expect(table.truncated).toBe(true);
  });

  it('shows each cell as exceljs does: shared and inline strings, numbers, dates, formulas, booleans', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Fuel');
    ws.addRow(['Date', 'Pump', 'Litres', 'Paid', 'Total', 'Ok']);
    ws.addRow([
      new Date(Date.UTC(2026, 9, 1)),
      'HP, Khed',
      55.5,
      new Date(Date.UTC(2026, 9, 1, 14, 30)),
      { formula: 'C2*2', result: 111 },
      true,
    ]);
    ws.addRow([null, { richText: [{ text: 'Bold ' }, { text: 'pump' }] }, -3, null, 'x', false]);
    ws.getCell('D2').numFmt = 'dd/mm/yyyy hh:mm';
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const table = await xlsxTable(data);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = back.worksheets[0]!;
    expect(table.sheet).toBe('Fuel');
    expect(table.rows[0]).toEqual(['Date', 'Pump', 'Litres', 'Paid', 'Total', 'Ok']);
    expect(table.rows[1]).toEqual(['01-10-2026', 'HP, Khed', '55.5', '01-10-2026 14:30', '111', 'true']);
    expect(table.rows[2]).toEqual(['', 'Bold pump', '-3', '', 'x', 'false']);
    expect(table.rows[1]![1]).toBe(sheet.getCell('B2').text);
    expect(table.totalRows).toBe(2);
    expect(table.truncated).toBe(false);
  });

  it('a 520,000-row workbook: the first 100 rows, the counts from its dimension, or counted without one', async () => {
    const big = await bigWorkbook(520_000);
    const t0 = performance.now();
    const table = await xlsxTable(big);
    const ms = performance.now() - t0;
    expect(table.rows).toHaveLength(100);
    expect(table.rows[0]).toEqual(['Plaza', 'Amount', 'Paid on']);
    expect(table.rows[99]).toEqual(['Plaza 99', '200', '17-10-2026']);
    expect(table).toMatchObject({ sheet: 'Tolls', totalRows: 519_999, totalColumns: 3, truncated: true });
    // Only the start of the sheet and of the shared strings is inflated.
    expect(ms).toBeLessThan(500);
    expect(table.totalRowsAtLeast).toBe(false);
    // Without a <dimension> the sheet is read only to row 101: "at least 100 rows", not counted on.
    const noSize = await bigWorkbook(520_000, { dimension: false });
    const t1 = performance.now();
    const uncounted = await xlsxTable(noSize);
    expect(performance.now() - t1).toBeLessThan(500);
    expect(uncounted).toMatchObject({
      totalRows: 100,
      totalRowsAtLeast: true,
      totalColumns: 3,
      truncated: true,
    });
    expect(uncounted.rows).toHaveLength(100);
    expect(uncounted.rows[99]).toEqual(['Plaza 99', '200', '17-10-2026']);
    // 100 rows exactly and no <dimension>: all counted.
    const exact = await xlsxTable(await bigWorkbook(100, { dimension: false }));
    expect(exact).toMatchObject({ totalRows: 99, totalRowsAtLeast: false, truncated: false });
  });
});

describe('csvTable', () => {
  it('the header is not counted as a row (issue 36 item 17)', () => {
    expect(csvTable(Buffer.from('Plaza,Amount\nA,1\nB,2\n'))).toMatchObject({
      totalRows: 2,
      truncated: false,
    });
    const many = ['Plaza,Amount', ...Array.from({ length: 150 }, (_, i) => `P${i},${i}`)].join('\n');
    expect(csvTable(Buffer.from(many))).toMatchObject({ totalRows: 150, truncated: true });
    expect(csvTable(Buffer.from(many)).rows).toHaveLength(100);
  });
});
