import { MG_GST_RATE } from '@oc/contract';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../../lib/lazy-libs';
import type { SummaryRow } from './contracts.repository';
import { formatDate, formatDateTime } from '../../lib/format';

const PROVIDER = 'Operator Console Ticketing Services Pvt Ltd';

/** Rupees with Indian grouping as 'Rs. 1,23,456.78' (the standard PDF fonts have no rupee sign). */
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const pdfMoney = (paise: number) => `Rs. ${INR.format(paise / 100)}`;
const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/** PDF text is WinAnsi with the standard fonts: anything else becomes '?'. */
const ansi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

const STATUS: Record<string, string> = {
  COMPLETED: 'Run',
  SCHEDULED: 'Run',
  CANCELLED: 'Cancelled',
};

/**
 * A weekly statement (A4 landscape): operator, week, one line per trip (date, service, bus, status,
 * seats, revenue, cancellation charge, share, guarantee, earning, toll), then the totals: earnings,
 * commercial, amount, GST, TDS, additions and the net amount to be released. Dated by the summary's
 * close, so the same statement renders to the same bytes.
 */
export async function renderStatementPdf(s: SummaryRow): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const title = `Weekly payment statement ${s.weekStartDate} to ${s.weekEndDate}`;
  pdf.setTitle(ansi(title));
  pdf.setAuthor(PROVIDER);
  pdf.setSubject(ansi(`${title}, ${s.operatorName}`));
  pdf.setProducer('Operator Console');
  pdf.setCreator('Operator Console');
  pdf.setCreationDate(s.createdOn);
  pdf.setModificationDate(s.createdOn);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const size: [number, number] = [841.89, 595.28];
  const margin = 36;
  let page: PDFPage = pdf.addPage(size);
  let y = page.getHeight() - margin;
  const ink = rgb(0.1, 0.1, 0.12);

  const text = (t: string, x: number, opts: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = opts.font ?? regular;
    const fs = opts.size ?? 8.5;
    const value = ansi(t);
    const at = opts.right ? x - font.widthOfTextAtSize(value, fs) : x;
    page.drawText(value, { x: at, y, size: fs, font, color: ink });
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
  const newPageIfNeeded = (need: number) => {
    if (y - need < margin) {
      page = pdf.addPage(size);
      y = page.getHeight() - margin;
      header();
    }
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
      pdfMoney(l.sharePaise),
      pdfMoney(l.guaranteePaise),
      pdfMoney(l.earningPaise),
      pdfMoney(l.tollPaise),
    ];
    cells.forEach((c, i) => {
      const col = cols[i];
      if (col) text(c, col[1], { right: col[2] });
    });
    y -= 12;
  }
  if (s.lines.length === 0) {
    text('No trips under a contract in force this week.', margin);
    y -= 12;
  }

  newPageIfNeeded(130);
  y -= 10;
  const totals: [string, string][] = [
    [`Trips`, String(s.lines.length)],
    ['Earnings', pdfMoney(s.earningsPaise)],
    [`Commercial (${pct(s.commercialPercentage)})`, `- ${pdfMoney(s.commercialPaise)}`],
    ['Amount', pdfMoney(s.amountPaise)],
    [`GST (${pct(MG_GST_RATE)})`, `+ ${pdfMoney(s.gstPaise)}`],
    [`TDS (${pct(s.tdsPercentage)})`, `- ${pdfMoney(s.tdsPaise)}`],
    ['Additions (tolls)', `+ ${pdfMoney(s.additionPaise)}`],
  ];
  const labelX = size[0] - margin - 260;
  for (const [label, value] of totals) {
    text(label, labelX, { size: 10 });
    text(value, size[0] - margin, { size: 10, right: true });
    y -= 14;
  }
  y -= 2;
  text('Net amount to be released', labelX, { size: 11, font: bold });
  text(pdfMoney(s.netPaise), size[0] - margin, { size: 11, font: bold, right: true });
  return Buffer.from(await pdf.save());
}
