import { PNR_REPORT_COLUMNS, paiseToRupees } from '@oc/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import type { PnrRow } from './payouts.repository';
import { loadExcel } from '../../lib/lazy-libs';

/**
 * The PNR-wise report behind a payout: one row per confirmed booking of the period, then a
 * total row. Fares in rupees as numbers with a two-decimal INR format.
 */
export async function buildPnrReport(
  rows: PnrRow[],
  meta: { accountName: string; from: string; to: string },
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet('PNR wise report');
  addSafeRow(sheet, [`PNR-wise report: ${meta.accountName}`]);
  addSafeRow(sheet, [
    `Trips from ${formatDate(meta.from)} to ${formatDate(meta.to)} (IST), confirmed bookings`,
  ]);
  addSafeRow(sheet, []);
  const header = addSafeRow(sheet, [...PNR_REPORT_COLUMNS]);
  header.font = { bold: true };
  for (const r of rows) {
    addSafeRow(sheet, [
      r.pnr,
      formatDate(r.tripDate),
      r.serviceName,
      r.fromCity,
      r.toCity,
      r.passengerName,
      r.seatType,
      r.seats,
      r.seatNumbers.join(', '),
      r.channel,
      formatDateTime(r.bookedAt),
      paiseToRupees(r.farePaise),
    ]);
  }
  const totalPaise = rows.reduce((sum, r) => sum + r.farePaise, 0);
  const seats = rows.reduce((sum, r) => sum + r.seats, 0);
  const total = addSafeRow(sheet, [
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    seats,
    '',
    '',
    '',
    paiseToRupees(totalPaise),
  ]);
  total.font = { bold: true };
  sheet.getColumn(PNR_REPORT_COLUMNS.length).numFmt = '"₹"#,##0.00';
  const widths = [14, 12, 34, 14, 14, 22, 10, 7, 18, 10, 18, 12];
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
