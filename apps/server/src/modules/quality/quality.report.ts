import { QUALITY_EXPORT_COLUMNS } from '@oc/contract';
import { formatDateTime } from '../../lib/format';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import type { ItemRow, RecordRow } from './quality.repository';
import { loadExcel } from '../../lib/lazy-libs';

/** 'DD/MM/YYYY' and 'h:mm A' in IST of an instant. */
function istParts(at: Date): { date: string; time: string } {
  const [date = '', hhmm = ''] = formatDateTime(at).split(' ');
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3, 5);
  return { date, time: `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}` };
}

/**
 * The inspection or audit table as the screen filtered it: one row per work item (an audit's
 * items under the name of their inspection), the record's RC, completion date and time on each, so
 * the sheet sorts and filters in Excel. Records newest first, as the screen's default order.
 */
export async function buildQualityReport(
  records: RecordRow[],
  meta: { label: string; from: number; to: number },
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(meta.label.slice(0, 31));
  addSafeRow(sheet, [`${meta.label}: ${records.length} records`]).font = { bold: true };
  addSafeRow(sheet, [
    `Completed from ${formatDateTime(new Date(meta.from))} to ${formatDateTime(new Date(meta.to))} (IST)`,
  ]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, [...QUALITY_EXPORT_COLUMNS]).font = { bold: true };
  const add = (r: RecordRow, inspection: string, items: ItemRow[]) => {
    const { date, time } = istParts(r.closedAt);
    if (items.length === 0) addSafeRow(sheet, [r.busRc, date, time, inspection, '', 'No data', '', '', '']);
    items.forEach((item, i) => {
      addSafeRow(sheet, [
        r.busRc,
        date,
        time,
        inspection,
        i + 1,
        item.name,
        item.value,
        item.remark,
        item.attachments.map((a) => `${a.label} (${a.type})`).join(', '),
      ]);
    });
  };
  for (const r of records) {
    if (r.groupWork.length === 0) add(r, meta.label, r.work);
    for (const g of r.groupWork) add(r, g.label, g.work);
  }
  [12, 16, 16, 20, 6, 30, 16, 30, 40].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
