import { MG_GST_RATE, NOT_PAID_LABELS } from '@oc/contract';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDF_PROVIDER as PROVIDER, ansi, newPdf, pdfBytes } from '../../lib/pdf';
import type { SummaryRow } from './contracts.repository';
import { formatDate, formatDateTime } from '../../lib/format';
import { notPaidOf } from './settlement';

/** Rupees with Indian grouping as 'Rs. 1,23,456.78' (the standard PDF fonts have no rupee sign). */
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const pdfMoney = (paise: number) => `Rs. ${INR.format(paise / 100)}`;
const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

const STATUS: Record<string, string> = {
  COMPLETED: 'Run',
  SCHEDULED: 'Run',
  CANCELLED: 'Cancelled',
};

/** Why a line is not paid: 'contract expired on 19/10/2026' ('' on a paid line). */
function reasonText(l: SummaryRow['lines'][number]): string {
  if (!l.notPaidReason) return '';
  const label = NOT_PAID_LABELS[l.notPaidReason].toLowerCase();
  return `${label}${l.contractValidTo ? ` on ${formatDate(l.contractValidTo)}` : ''}`;
}

/**
 * A weekly statement (A4 landscape): operator, week, one line per trip of the week (date, service,
 * bus, status, seats, revenue, cancellation charge, share, guarantee, earning, toll; a trip without a
 * contract in force says 'Not paid: contract expired on …' in place of its share … toll), then what
 * was not paid (per service, with its revenue) and the totals: trips listed, paid and not paid,
 * earnings, commercial, amount, GST, TDS, additions and the net amount to be released. Dated by the
 * summary's close, so the same statement renders to the same bytes.
 */
export async function renderStatementPdf(s: SummaryRow): Promise<Buffer> {
  const title = `Weekly payment statement ${s.weekStartDate} to ${s.weekEndDate}`;
  const { pdf, regular, bold, rgb } = await newPdf({
    title,
    author: PROVIDER,
    subject: `${title}, ${s.operatorName}`,
    date: s.createdOn,
  });
  const size: [number, number] = [841.89, 595.28];
  const margin = 36;
  let page: PDFPage = pdf.addPage(size);
  let y = page.getHeight() - margin;
  const ink = rgb(0.1, 0.1, 0.12);

  const warn = rgb(0.65, 0.1, 0.1);
  const text = (
    t: string,
    x: number,
    opts: { font?: PDFFont; size?: number; right?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = opts.font ?? regular;
    const fs = opts.size ?? 8.5;
    const value = ansi(t);
    const at = opts.right ? x - font.widthOfTextAtSize(value, fs) : x;
    page.drawText(value, { x: at, y, size: fs, font, color: opts.color ?? ink });
  };

  // Columns: [header, x, right-aligned]
  const cols: [string, number, boolean][] = [
    ['Trip date', margin, false],
    ['Service', margin + 58, false],
    ['Bus RC', margin + 250, false],
    ['Status', margin + 310, false],
    ['Seats', margin + 385, true],
    ['Revenue', margin + 455, true],
    ['Canc. charge', margin + 520, true],
    ['Share', margin + 585, true],
    ['Guarantee', margin + 650, true],
    ['Earning', margin + 715, true],
    ['Toll', size[0] - margin, true],
  ];
  const header = () => {
    for (const [h, x, right] of cols) text(h, x, { font: bold, right });
    y -= 4;
    page.drawLine({
      start: { x: margin, y },
      end: { x: size[0] - margin, y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.65),
    });
    y -= 11;
  };
  /** Starts a new page when `need` points do not fit above the margin (true when it did). */
  const newPageIfNeeded = (need: number, withHeader = true): boolean => {
    if (y - need < margin) {
      page = pdf.addPage(size);
      y = page.getHeight() - margin;
      // Which statement a later page belongs to.
      text(
        `Weekly Payment Statement, ${s.operatorName}, week ${formatDate(s.weekStartDate)} to ${formatDate(s.weekEndDate)} (continued)`,
        margin,
        { size: 8.5, color: rgb(0.4, 0.4, 0.45) },
      );
      y -= 20;
      if (withHeader) header();
      return true;
    }
    return false;
  };

  text('Weekly Payment Statement', margin, { font: bold, size: 16 });
  y -= 20;
  text(`Operator: ${s.operatorName}`, margin, { size: 10.5 });
  y -= 14;
  text(`Week: ${formatDate(s.weekStartDate)} to ${formatDate(s.weekEndDate)} (Mon-Sun, IST)`, margin, {
    size: 10.5,
  });
  y -= 14;
  text(`Statement created: ${formatDateTime(s.createdOn)} IST    Issued by ${PROVIDER}`, margin, {
    size: 9,
  });
  y -= 22;
  header();
  for (const l of s.lines) {
    newPageIfNeeded(12);
    const cells = [
      formatDate(l.tripDate),
      l.serviceName.slice(0, 40),
      l.busRc ?? '-',
      STATUS[l.tripStatus] ?? l.tripStatus,
      String(l.seatsSold),
      pdfMoney(l.revenuePaise),
      pdfMoney(l.cancellationChargePaise),
    ];
    if (l.notPaidReason) {
      // A shaded row, its reason in place of share, guarantee, earning and toll.
      page.drawRectangle({
        x: margin - 2,
        y: y - 3,
        width: size[0] - 2 * margin + 4,
        height: 12,
        color: rgb(0.99, 0.93, 0.93),
      });
    } else
      cells.push(
        pdfMoney(l.sharePaise),
        pdfMoney(l.guaranteePaise),
        pdfMoney(l.earningPaise),
        pdfMoney(l.tollPaise),
      );
    cells.forEach((c, i) => {
      const col = cols[i];
      if (col) text(c, col[1], { right: col[2] });
    });
    if (l.notPaidReason) text(`Not paid: ${reasonText(l)}`, margin + 532, { color: warn, font: bold });
    y -= 12;
  }
  if (s.lines.length === 0) {
    text('No trips this week.', margin);
    y -= 12;
  }

  const unpaid = notPaidOf(s.lines);
  const paidTrips = s.lines.length - unpaid.lines.length;
  // What was not paid, per service and reason (left of the totals).
  const groups = new Map<string, { label: string; trips: number; revenuePaise: number }>();
  for (const l of unpaid.lines) {
    const key = `${l.serviceId}|${l.notPaidReason ?? ''}|${l.contractValidTo ?? ''}`;
    const g = groups.get(key) ?? {
      label: `${l.serviceName}: ${reasonText(l)}`,
      trips: 0,
      revenuePaise: 0,
    };
    g.trips += 1;
    g.revenuePaise += l.revenuePaise + l.cancellationChargePaise;
    groups.set(key, g);
  }
  const reasons = unpaid.reasons.map((r) => NOT_PAID_LABELS[r].toLowerCase()).join(', ');
  const totals: [string, string][] = [
    ['Trips in the week', String(s.lines.length)],
    ['Trips paid', String(paidTrips)],
    ...(unpaid.lines.length > 0
      ? ([
          [`Trips not paid (${reasons})`, String(unpaid.lines.length)],
          ['Revenue of trips not paid (left out)', pdfMoney(unpaid.revenuePaise)],
        ] as [string, string][])
      : []),
    ['Earnings (trips paid)', pdfMoney(s.earningsPaise)],
    [`Commercial (${pct(s.commercialPercentage)})`, `- ${pdfMoney(s.commercialPaise)}`],
    ['Amount', pdfMoney(s.amountPaise)],
    [`GST (${pct(MG_GST_RATE)})`, `+ ${pdfMoney(s.gstPaise)}`],
    [`TDS (${pct(s.tdsPercentage)})`, `- ${pdfMoney(s.tdsPaise)}`],
    ['Additions (tolls)', `+ ${pdfMoney(s.additionPaise)}`],
  ];
  // The totals with the groups on one page when they fit on a page; else the totals and the first
  // groups, each further group checking for a page.
  const groupHeight = 25;
  const blockHeight = 24 + groupHeight * groups.size;
  const totalsHeight = 14 * totals.length + 30;
  const fitsOnAPage = blockHeight <= page.getHeight() - 2 * margin - 20;
  newPageIfNeeded(Math.max(totalsHeight, fitsOnAPage ? blockHeight : 24 + groupHeight), false);
  y -= 10;
  const top = y;
  const totalsPage = page;
  if (groups.size > 0) {
    text('Not paid this week', margin, { size: 10, font: bold, color: warn });
    y -= 14;
    for (const g of groups.values()) {
      if (newPageIfNeeded(groupHeight, false)) {
        text('Not paid this week (continued)', margin, { size: 10, font: bold, color: warn });
        y -= 14;
      }
      text(g.label, margin, { size: 9 });
      y -= 11;
      text(
        `${g.trips} trip${g.trips === 1 ? '' : 's'}, revenue ${pdfMoney(g.revenuePaise)}, not in the earnings`,
        margin + 10,
        {
          size: 9,
        },
      );
      y -= 14;
    }
  }
  // The totals beside the first groups, on the page the block started on.
  page = totalsPage;
  y = top;
  const labelX = size[0] - margin - 320;
  for (const [label, value] of totals) {
    text(label, labelX, { size: 10 });
    text(value, size[0] - margin, { size: 10, right: true });
    y -= 14;
  }
  y -= 2;
  text('Net amount to be released', labelX, { size: 11, font: bold });
  text(pdfMoney(s.netPaise), size[0] - margin, { size: 11, font: bold, right: true });
  return pdfBytes(pdf);
}
