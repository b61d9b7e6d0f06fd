import { MG_GST_RATE, NOT_PAID_LABELS } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDF_PROVIDER as PROVIDER, newPdf, pdfBytes } from '../../lib/pdf';
import type { SummaryRow } from './contracts.repository';
import { formatDate, formatDateIn, formatDateTime, formatDateTimeIn, formatInrIn } from '../../lib/format';
import { textsFor, type Language, type Texts } from '../../lib/language';
import { notPaidOf } from './settlement';

/** Rupees with Indian grouping as 'Rs. 1,23,456.78' (the standard PDF fonts have no rupee sign). */
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const pdfMoney = (paise: number) => `Rs. ${INR.format(paise / 100)}`;
const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/** The statement's texts (its English is the statement as it always was). */
const M = defineMessages({
  heading: { id: 'server.statement.heading', defaultMessage: 'Weekly Payment Statement' },
  continued: {
    id: 'server.statement.continued',
    defaultMessage: 'Weekly Payment Statement, {operator}, week {from} to {to} (continued)',
  },
  operator: { id: 'server.statement.operator', defaultMessage: 'Operator: {operator}' },
  week: { id: 'server.statement.week', defaultMessage: 'Week: {from} to {to} (Mon-Sun, IST)' },
  created: {
    id: 'server.statement.created',
    defaultMessage: 'Statement created: {at} IST    Issued by {provider}',
  },
  colTripDate: { id: 'server.statement.colTripDate', defaultMessage: 'Trip date' },
  colService: { id: 'server.statement.colService', defaultMessage: 'Service' },
  colBusRc: { id: 'server.statement.colBusRc', defaultMessage: 'Bus RC' },
  colStatus: { id: 'server.statement.colStatus', defaultMessage: 'Status' },
  colSeats: { id: 'server.statement.colSeats', defaultMessage: 'Seats' },
  colRevenue: { id: 'server.statement.colRevenue', defaultMessage: 'Revenue' },
  colCancellation: { id: 'server.statement.colCancellation', defaultMessage: 'Canc. charge' },
  colShare: { id: 'server.statement.colShare', defaultMessage: 'Share' },
  colGuarantee: { id: 'server.statement.colGuarantee', defaultMessage: 'Guarantee' },
  colEarning: { id: 'server.statement.colEarning', defaultMessage: 'Earning' },
  colToll: { id: 'server.statement.colToll', defaultMessage: 'Toll' },
  statusRun: { id: 'server.statement.statusRun', defaultMessage: 'Run' },
  statusCancelled: { id: 'server.statement.statusCancelled', defaultMessage: 'Cancelled' },
  notPaid: { id: 'server.statement.notPaid', defaultMessage: 'Not paid: {reason}' },
  reasonOn: { id: 'server.statement.reasonOn', defaultMessage: '{reason} on {date}' },
  noTrips: { id: 'server.statement.noTrips', defaultMessage: 'No trips this week.' },
  notPaidHeading: { id: 'server.statement.notPaidHeading', defaultMessage: 'Not paid this week' },
  notPaidContinued: {
    id: 'server.statement.notPaidContinued',
    defaultMessage: 'Not paid this week (continued)',
  },
  notPaidGroup: {
    id: 'server.statement.notPaidGroup',
    defaultMessage: '{trips, plural, one {# trip} other {# trips}}, revenue {revenue}, not in the earnings',
  },
  tripsInWeek: { id: 'server.statement.tripsInWeek', defaultMessage: 'Trips in the week' },
  tripsPaid: { id: 'server.statement.tripsPaid', defaultMessage: 'Trips paid' },
  tripsNotPaid: { id: 'server.statement.tripsNotPaid', defaultMessage: 'Trips not paid ({reasons})' },
  revenueNotPaid: {
    id: 'server.statement.revenueNotPaid',
    defaultMessage: 'Revenue of trips not paid (left out)',
  },
  earnings: { id: 'server.statement.earnings', defaultMessage: 'Earnings (trips paid)' },
  commercial: { id: 'server.statement.commercial', defaultMessage: 'Commercial ({percent})' },
  amount: { id: 'server.statement.amount', defaultMessage: 'Amount' },
  gst: { id: 'server.statement.gst', defaultMessage: 'GST ({percent})' },
  tds: { id: 'server.statement.tds', defaultMessage: 'TDS ({percent})' },
  additions: { id: 'server.statement.additions', defaultMessage: 'Additions (tolls)' },
  net: { id: 'server.statement.net', defaultMessage: 'Net amount to be released' },
});

const STATUS: Record<string, Message> = {
  COMPLETED: M.statusRun,
  SCHEDULED: M.statusRun,
  CANCELLED: M.statusCancelled,
};

/** How a statement in one language writes dates and money. */
interface Writing {
  texts: Texts;
  /** A business date: 'DD/MM/YYYY' in English, with the month's name in other languages. */
  date: (date: string) => string;
  /** A trip's date in the table (shorter). */
  tableDate: (date: string) => string;
  /** An instant in IST. */
  dateTime: (at: Date) => string;
  money: (paise: number) => string;
}

function writingOf(texts: Texts): Writing {
  if (texts.language === 'en')
    return { texts, date: formatDate, tableDate: formatDate, dateTime: formatDateTime, money: pdfMoney };
  return {
    texts,
    date: (d) => formatDateIn(d, texts.locale),
    tableDate: (d) => formatDateIn(d, texts.locale, 'short'),
    dateTime: (at) => formatDateTimeIn(at, texts.locale),
    money: (paise) => formatInrIn(paise / 100, texts.locale),
  };
}

/** A reason's label as the statement writes it: 'contract expired' (lower case in English). */
const reasonLabel = (w: Writing, reason: keyof typeof NOT_PAID_LABELS) =>
  w.texts.api(NOT_PAID_LABELS[reason]).toLowerCase();

/** Why a line is not paid: 'contract expired on 19/10/2026' ('' on a paid line). */
function reasonText(w: Writing, l: SummaryRow['lines'][number]): string {
  if (!l.notPaidReason) return '';
  const label = reasonLabel(w, l.notPaidReason);
  return l.contractValidTo
    ? w.texts.t(M.reasonOn, { reason: label, date: w.date(l.contractValidTo) })
    : label;
}

/**
 * A weekly statement (A4 landscape): operator, week, one line per trip of the week (date, service,
 * bus, status, seats, revenue, cancellation charge, share, guarantee, earning, toll; a trip without a
 * contract in force says 'Not paid: contract expired on …' in place of its share … toll), then what
 * was not paid (per service, with its revenue) and the totals: trips listed, paid and not paid,
 * earnings, commercial, amount, GST, TDS, additions and the net amount to be released. Dated by the
 * summary's close, so the same statement renders to the same bytes. In `language` (the reader's):
 * its texts, dates and money; Hindi in a Devanagari font (lib/pdf.ts). The document's title stays
 * English (metadata is WinAnsi).
 */
export async function renderStatementPdf(s: SummaryRow, language: Language = 'en'): Promise<Buffer> {
  const w = writingOf(await textsFor(language));
  const { t } = w.texts;
  const title = `Weekly payment statement ${s.weekStartDate} to ${s.weekEndDate}`;
  const { pdf, regular, bold, rgb, widthOf, draw } = await newPdf(
    {
      title,
      author: PROVIDER,
      subject: `${title}, ${s.operatorName}`,
      date: s.createdOn,
    },
    language,
  );
  const size: [number, number] = [841.89, 595.28];
  const margin = 36;
  let page: PDFPage = pdf.addPage(size);
  let y = page.getHeight() - margin;
  const ink = rgb(0.1, 0.1, 0.12);

  const warn = rgb(0.65, 0.1, 0.1);
  const text = (
    content: string,
    x: number,
    opts: { font?: PDFFont; size?: number; right?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = opts.font ?? regular;
    const fs = opts.size ?? 8.5;
    const at = opts.right ? x - widthOf(content, font, fs) : x;
    draw(page, content, { x: at, y, size: fs, font, color: opts.color ?? ink });
  };

  // Columns: [header, x, right-aligned]
  const cols: [string, number, boolean][] = [
    [t(M.colTripDate), margin, false],
    [t(M.colService), margin + 58, false],
    [t(M.colBusRc), margin + 250, false],
    [t(M.colStatus), margin + 310, false],
    [t(M.colSeats), margin + 385, true],
    [t(M.colRevenue), margin + 455, true],
    [t(M.colCancellation), margin + 520, true],
    [t(M.colShare), margin + 585, true],
    [t(M.colGuarantee), margin + 650, true],
    [t(M.colEarning), margin + 715, true],
    [t(M.colToll), size[0] - margin, true],
  ];
  const week = { from: w.date(s.weekStartDate), to: w.date(s.weekEndDate) };
  const statusOf = (status: string) => {
    const label = STATUS[status];
    return label ? t(label) : status;
  };
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
      text(t(M.continued, { operator: s.operatorName, ...week }), margin, {
        size: 8.5,
        color: rgb(0.4, 0.4, 0.45),
      });
      y -= 20;
      if (withHeader) header();
      return true;
    }
    return false;
  };

  text(t(M.heading), margin, { font: bold, size: 16 });
  y -= 20;
  text(t(M.operator, { operator: s.operatorName }), margin, { size: 10.5 });
  y -= 14;
  text(t(M.week, week), margin, { size: 10.5 });
  y -= 14;
  text(t(M.created, { at: w.dateTime(s.createdOn), provider: PROVIDER }), margin, { size: 9 });
  y -= 22;
  header();
  for (const l of s.lines) {
    newPageIfNeeded(12);
    const cells = [
      w.tableDate(l.tripDate),
      l.serviceName.slice(0, 40),
      l.busRc ?? '-',
      statusOf(l.tripStatus),
      String(l.seatsSold),
      w.money(l.revenuePaise),
      w.money(l.cancellationChargePaise),
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
        w.money(l.sharePaise),
        w.money(l.guaranteePaise),
        w.money(l.earningPaise),
        w.money(l.tollPaise),
      );
    cells.forEach((c, i) => {
      const col = cols[i];
      if (col) text(c, col[1], { right: col[2] });
    });
    if (l.notPaidReason)
      text(t(M.notPaid, { reason: reasonText(w, l) }), margin + 532, { color: warn, font: bold });
    y -= 12;
  }
  if (s.lines.length === 0) {
    text(t(M.noTrips), margin);
    y -= 12;
  }

  const unpaid = notPaidOf(s.lines);
  const paidTrips = s.lines.length - unpaid.lines.length;
  // What was not paid, per service and reason (left of the totals).
  const groups = new Map<string, { label: string; trips: number; revenuePaise: number }>();
  for (const l of unpaid.lines) {
    const key = `${l.serviceId}|${l.notPaidReason ?? ''}|${l.contractValidTo ?? ''}`;
    const g = groups.get(key) ?? {
      label: `${l.serviceName}: ${reasonText(w, l)}`,
      trips: 0,
      revenuePaise: 0,
    };
    g.trips += 1;
    g.revenuePaise += l.revenuePaise + l.cancellationChargePaise;
    groups.set(key, g);
  }
  const reasons = unpaid.reasons.map((r) => reasonLabel(w, r)).join(', ');
  const totals: [string, string][] = [
    [t(M.tripsInWeek), String(s.lines.length)],
    [t(M.tripsPaid), String(paidTrips)],
    ...(unpaid.lines.length > 0
      ? ([
          [t(M.tripsNotPaid, { reasons }), String(unpaid.lines.length)],
          [t(M.revenueNotPaid), w.money(unpaid.revenuePaise)],
        ] as [string, string][])
      : []),
    [t(M.earnings), w.money(s.earningsPaise)],
    [t(M.commercial, { percent: pct(s.commercialPercentage) }), `- ${w.money(s.commercialPaise)}`],
    [t(M.amount), w.money(s.amountPaise)],
    [t(M.gst, { percent: pct(MG_GST_RATE) }), `+ ${w.money(s.gstPaise)}`],
    [t(M.tds, { percent: pct(s.tdsPercentage) }), `- ${w.money(s.tdsPaise)}`],
    [t(M.additions), `+ ${w.money(s.additionPaise)}`],
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
    text(t(M.notPaidHeading), margin, { size: 10, font: bold, color: warn });
    y -= 14;
    for (const g of groups.values()) {
      if (newPageIfNeeded(groupHeight, false)) {
        text(t(M.notPaidContinued), margin, { size: 10, font: bold, color: warn });
        y -= 14;
      }
      text(g.label, margin, { size: 9 });
      y -= 11;
      text(t(M.notPaidGroup, { trips: g.trips, revenue: w.money(g.revenuePaise) }), margin + 10, {
        size: 9,
      });
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
  text(t(M.net), labelX, { size: 11, font: bold });
  text(w.money(s.netPaise), size[0] - margin, { size: 11, font: bold, right: true });
  return pdfBytes(pdf);
}
