import {
  CAB_ROUTE_TYPE_LABELS,
  FLEET_EXPORT_COLUMNS,
  FLEET_TEXTS,
  istDateOf,
  type FleetAmountStatus,
  type FleetSummary,
} from '@oc/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import { loadExcel } from '../../lib/lazy-libs';

const STATUS_TEXT: Record<FleetAmountStatus, string> = {
  EARNED: 'Earned',
  NOT_STARTED: FLEET_TEXTS.notStarted,
  CONTRACT_INVALID: FLEET_TEXTS.contractInvalid,
  NO_DRIVER: FLEET_TEXTS.noDriver,
};

/**
 * The fleet payment summary as filtered, as an .xlsx: a title and the range, the header
 * (`FLEET_EXPORT_COLUMNS`), one row per trip in the table's order (the amount only when earned, the
 * status beside it), then the four figures.
 */
export async function buildFleetWorkbook(s: FleetSummary, accountName: string): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet('Payment Summary');
  addSafeRow(sheet, [`Payment Summary: ${accountName}`]).font = { bold: true };
  addSafeRow(sheet, [
    `Trips from ${formatDate(istDateOf(new Date(s.fromDate)))} to ${formatDate(istDateOf(new Date(s.toDate)))} (IST)`,
  ]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, [...FLEET_EXPORT_COLUMNS]).font = { bold: true };
  for (const t of s.tripContracts) {
    addSafeRow(sheet, [
      `${t.from} - ${t.to}`,
      t.groupCode,
      formatDateTime(new Date(t.startTime)),
      t.amountStatus === 'EARNED' ? t.supplyCost : null,
      STATUS_TEXT[t.amountStatus],
      t.seater === '' ? '-' : t.seater,
      CAB_ROUTE_TYPE_LABELS[t.routeType],
    ]);
  }
  addSafeRow(sheet, []);
  for (const [label, value] of [
    ['Total Trips', s.totalTrips],
    ['Total Earnings', s.totalEarnings],
    ['Avg/Trip', s.avgTripEarning],
    ['Highest Trip', s.highestTripEarning],
  ] as const) {
    const row = addSafeRow(sheet, [label, null, null, value]);
    row.font = { bold: true };
    if (label !== 'Total Trips') row.getCell(4).numFmt = '"₹"#,##0.00';
  }
  sheet.getColumn(4).numFmt = '"₹"#,##0.00';
  [28, 14, 18, 14, 18, 20, 12].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
