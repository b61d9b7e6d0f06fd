import {
  CAB_ROUTE_TYPE_LABELS,
  FLEET_EXPORT_COLUMNS,
  FLEET_TEXTS,
  istDateOf,
  type FleetAmountStatus,
  type FleetSummary,
} from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import type { Texts } from '../../lib/language';
import { addSafeRow } from '../../lib/spreadsheet-cell';
import { loadExcel } from '../../lib/lazy-libs';

const M = defineMessages({
  title: { id: 'server.fleet.title', defaultMessage: 'Payment Summary: {account}' },
  range: { id: 'server.fleet.range', defaultMessage: 'Trips from {from} to {to} (IST)' },
  earned: { id: 'server.fleet.earned', defaultMessage: 'Earned' },
  totalTrips: { id: 'server.fleet.totalTrips', defaultMessage: 'Total Trips' },
  totalEarnings: { id: 'server.fleet.totalEarnings', defaultMessage: 'Total Earnings' },
  avgTrip: { id: 'server.fleet.avgTrip', defaultMessage: 'Avg/Trip' },
  highestTrip: { id: 'server.fleet.highestTrip', defaultMessage: 'Highest Trip' },
});

/** An amount's status in the sheet: 'Earned', else the contract's reason (translated). */
function statusText(status: FleetAmountStatus, { t, api }: Texts): string {
  if (status === 'EARNED') return t(M.earned);
  const reason = {
    NOT_STARTED: 'notStarted',
    CONTRACT_INVALID: 'contractInvalid',
    NO_DRIVER: 'noDriver',
  } as const;
  return api(FLEET_TEXTS[reason[status]]);
}

/**
 * The fleet payment summary as filtered, as an .xlsx: a title and the range, the header
 * (`FLEET_EXPORT_COLUMNS`), one row per trip in the table's order (the amount only when earned, the
 * status beside it), then the four figures. Its texts in the reader's language (`texts`).
 */
export async function buildFleetWorkbook(
  s: FleetSummary,
  accountName: string,
  texts: Texts,
): Promise<Buffer> {
  const { t, api } = texts;
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(api('Payment Summary'));
  addSafeRow(sheet, [t(M.title, { account: accountName })]).font = { bold: true };
  addSafeRow(sheet, [
    t(M.range, {
      from: formatDate(istDateOf(new Date(s.fromDate))),
      to: formatDate(istDateOf(new Date(s.toDate))),
    }),
  ]);
  addSafeRow(sheet, []);
  addSafeRow(sheet, FLEET_EXPORT_COLUMNS.map(api)).font = { bold: true };
  for (const trip of s.tripContracts) {
    addSafeRow(sheet, [
      `${trip.from} - ${trip.to}`,
      trip.groupCode,
      formatDateTime(new Date(trip.startTime)),
      trip.amountStatus === 'EARNED' ? trip.supplyCost : null,
      statusText(trip.amountStatus, texts),
      trip.seater === '' ? '-' : trip.seater,
      api(CAB_ROUTE_TYPE_LABELS[trip.routeType]),
    ]);
  }
  addSafeRow(sheet, []);
  for (const [label, value, money] of [
    [M.totalTrips, s.totalTrips, false],
    [M.totalEarnings, s.totalEarnings, true],
    [M.avgTrip, s.avgTripEarning, true],
    [M.highestTrip, s.highestTripEarning, true],
  ] as const) {
    const row = addSafeRow(sheet, [t(label), null, null, value]);
    row.font = { bold: true };
    if (money) row.getCell(4).numFmt = '"₹"#,##0.00';
  }
  sheet.getColumn(4).numFmt = '"₹"#,##0.00';
  [28, 14, 18, 14, 18, 20, 12].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
