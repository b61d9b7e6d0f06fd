import { REVENUE_COLUMNS, TRIP_STATUS_LABELS, paiseToRupees } from '@oc/contract';
import { formatDate } from '../../lib/format';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import type { TripRevenueRow } from './contracts.repository';
import { loadExcel } from '../../lib/lazy-libs';

/** The Trips and Revenue table as an .xlsx: title rows, the §2 columns, one row per trip, a total row. */
export async function renderRevenueXlsx(
  rows: readonly TripRevenueRow[],
  meta: { accountName: string; from: string; to: string },
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet('Trips and Revenue');
  addSafeRow(sheet, [`Trips and revenue: ${meta.accountName}`]).font = { bold: true, size: 13 };
  addSafeRow(sheet, [`Trips from ${formatDate(meta.from)} to ${formatDate(meta.to)} (IST)`]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, [...REVENUE_COLUMNS]).font = { bold: true };
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
      TRIP_STATUS_LABELS[r.tripStatus],
      r.busRc ?? '',
      r.busType,
      r.seatsSold,
      paiseToRupees(r.revenuePaise),
      paiseToRupees(r.cancellationChargePaise),
    ]);
  }
  addSafeRow(sheet, [
    'Total',
    `${rows.length} trips`,
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
