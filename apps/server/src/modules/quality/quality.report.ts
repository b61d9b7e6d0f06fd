import { QUALITY_EXPORT_COLUMNS } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { formatDateTime } from '../../lib/format';
import type { Texts } from '../../lib/language';
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

const M = defineMessages({
  title: { id: 'server.quality.title', defaultMessage: '{label}: {count} records' },
  range: { id: 'server.quality.range', defaultMessage: 'Completed from {from} to {to} (IST)' },
  noData: { id: 'server.quality.noData', defaultMessage: 'No data' },
});

/**
 * The inspection or audit table as the screen filtered it: one row per work item (an audit's
 * items under the name of their inspection), the record's RC, completion date and time on each, so
 * the sheet sorts and filters in Excel. Records newest first, as the screen's default order. Its
 * texts (headings, the kinds' names) in the reader's language (`texts`).
 */
export async function buildQualityReport(
  records: RecordRow[],
  meta: { label: string; from: number; to: number },
  texts: Texts,
): Promise<Buffer> {
  const { t, api } = texts;
  const label = api(meta.label);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(label.slice(0, 31));
  addSafeRow(sheet, [t(M.title, { label, count: String(records.length) })]).font = { bold: true };
  addSafeRow(sheet, [
    t(M.range, { from: formatDateTime(new Date(meta.from)), to: formatDateTime(new Date(meta.to)) }),
  ]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, QUALITY_EXPORT_COLUMNS.map(api)).font = { bold: true };
  const add = (r: RecordRow, inspection: string, items: ItemRow[]) => {
    const { date, time } = istParts(r.closedAt);
    if (items.length === 0) addSafeRow(sheet, [r.busRc, date, time, inspection, '', t(M.noData), '', '', '']);
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
    if (r.groupWork.length === 0) add(r, label, r.work);
    for (const g of r.groupWork) add(r, api(g.label), g.work);
  }
  [12, 16, 16, 20, 6, 30, 16, 30, 40].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
