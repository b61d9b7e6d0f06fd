import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FORMULA_PAYLOADS } from '../../test/fixtures/hostile-text';
import { addSafeRow, isFormulaTrigger, safeCell } from './spreadsheet-cell';

describe('safeCell', () => {
  it.each(FORMULA_PAYLOADS.map((p) => [JSON.stringify(p), p] as const))(
    'prefixes %s with a single quote',
    (_label, p) => {
      expect(isFormulaTrigger(p)).toBe(true);
      expect(safeCell(p)).toBe(`'${p}`);
    },
  );

  it('leaves ordinary text, plain-number text and a lone dash as they are', () => {
    for (const v of [
      'Shiv Shakti Travels',
      'KA01AB1234',
      'a=b',
      'x-y',
      'mail@host',
      '-',
      '-12.50',
      '+91',
      '',
      "'=already",
    ])
      expect(safeCell(v)).toBe(v);
  });

  it('never touches numbers, dates, booleans or empty cells', () => {
    const when = new Date('2026-11-24T00:00:00Z');
    for (const v of [-1250.5, 0, 42, when, true, null, undefined]) expect(safeCell(v)).toBe(v);
  });

  it('addSafeRow writes text cells as text (no formula) and keeps numbers as numbers', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    addSafeRow(sheet, [...FORMULA_PAYLOADS, -12.5, 'ok']);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await wb.xlsx.writeBuffer());
    const row = back.getWorksheet('s')!.getRow(1);
    FORMULA_PAYLOADS.forEach((p, i) => {
      const cell = row.getCell(i + 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reads a stored CR back as LF.
      expect(cell.value).toBe(`'${p.replaceAll('\r', '\n')}`);
    });
    expect(row.getCell(FORMULA_PAYLOADS.length + 1).value).toBe(-12.5);
    expect(row.getCell(FORMULA_PAYLOADS.length + 2).value).toBe('ok');
  });
});
