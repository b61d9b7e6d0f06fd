import { REVENUE_COLUMNS, TRIP_STATUS_LABELS, paiseToRupees } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { formatDate } from '../../lib/format';
import type { Texts } from '../../lib/language';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import type { TripRevenueRow } from './contracts.repository';
import { loadExcel } from '../../lib/lazy-libs';

const M = defineMessages({
  title: { id: 'server.revenue.title', defaultMessage: 'Trips and revenue: {account}' },
  range: { id: 'server.revenue.range', defaultMessage: 'Trips from {from} to {to} (IST)' },
  total: { id: 'server.revenue.total', defaultMessage: 'Total' },
  trips: { id: 'server.revenue.trips', defaultMessage: '{count} trips' },
});

/**
 * The Trips and Revenue table as an .xlsx: title rows, the §2 columns, one row per trip, a total
 * row; its texts in the reader's language (`texts`).
 */
export async function renderRevenueXlsx(
  rows: readonly TripRevenueRow[],
  meta: { accountName: string; from: string; to: string },
  texts: Texts,
): Promise<Buffer> {
  const { t, api } = texts;
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(api('Trips and Revenue'));
  addSafeRow(sheet, [t(M.title, { account: meta.accountName })]).font = { bold: true, size: 13 };
  addSafeRow(sheet, [t(M.range, { from: formatDate(meta.from), to: formatDate(meta.to) })]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, REVENUE_COLUMNS.map(api)).font = { bold: true };
  let seats = 0;
  let revenue = 0;
  let cancellation = 0;
  for (const r of rows) {
    seats += r.seatsSold;
    revenue += r.revenuePaise;
    cancellation += r.cancellationChargePaise;
    addSafeRow(sheet, [
      r.serviceName,
      r.tripDate.replaceAll('-', '/'),
      api(TRIP_STATUS_LABELS[r.tripStatus]),
      r.busRc ?? '',
      r.busType,
      r.seatsSold,
      paiseToRupees(r.revenuePaise),
      paiseToRupees(r.cancellationChargePaise),
    ]);
  }
  addSafeRow(sheet, [
    t(M.total),
    t(M.trips, { count: String(rows.length) }),
    '',
    '',
    '',
    seats,
    paiseToRupees(revenue),
    paiseToRupees(cancellation),
  ]).font = { bold: true };
  sheet.getColumn(7).numFmt = '"₹"#,##0.00';
  sheet.getColumn(8).numFmt = '"₹"#,##0.00';
  [34, 12, 12, 14, 26, 11, 16, 14].forEach((w, i) => (sheet.getColumn(i + 1).width = w));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
