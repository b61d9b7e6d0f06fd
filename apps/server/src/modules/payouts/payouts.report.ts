import { PNR_REPORT_COLUMNS, paiseToRupees } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import type { Texts } from '../../lib/language';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import type { PnrRow } from './payouts.repository';
import { loadExcel } from '../../lib/lazy-libs';

const M = defineMessages({
  sheet: { id: 'server.payouts.sheet', defaultMessage: 'PNR wise report' },
  title: { id: 'server.payouts.title', defaultMessage: 'PNR-wise report: {account}' },
  range: {
    id: 'server.payouts.range',
    defaultMessage: 'Trips from {from} to {to} (IST), confirmed bookings',
  },
  total: { id: 'server.payouts.total', defaultMessage: 'Total' },
});

/**
 * The PNR-wise report behind a payout: one row per confirmed booking of the period, then a
 * total row. Fares in rupees as numbers with a two-decimal INR format. Its texts in the reader's
 * language (`texts`).
 */
export async function buildPnrReport(
  rows: PnrRow[],
  meta: { accountName: string; from: string; to: string },
  texts: Texts,
): Promise<Buffer> {
  const { t, api } = texts;
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(t(M.sheet));
  addSafeRow(sheet, [t(M.title, { account: meta.accountName })]);
  addSafeRow(sheet, [t(M.range, { from: formatDate(meta.from), to: formatDate(meta.to) })]);
  addSafeRow(sheet, []);
  const header = addSafeRow(sheet, PNR_REPORT_COLUMNS.map(api));
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
    t(M.total),
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
