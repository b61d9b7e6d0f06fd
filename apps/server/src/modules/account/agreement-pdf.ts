import type { PDFFont } from 'pdf-lib';
import { PDF_PROVIDER as PROVIDER, ansi, newPdf, pdfBytes } from '../../lib/pdf';

export interface AgreementDocument {
  /** The agreement's title ('GDS Operator Services Agreement'). */
  name: string;
  accountName: string;
  /** The person who signed for the operator. */
  signedBy: string;
  mobileNo: string;
  signedAt: Date;
  /** YYYY-MM-DD */
  effectiveFrom: string;
}

/** 23 Nov 2026, 10:15 IST */
export function istText(at: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at)} IST`;
}

const CLAUSES = [
  "Services. The Provider lists the Operator's services on its channels and sells seats on the Operator's behalf at the fares the Operator publishes in the Operator Console.",
  'Commission and settlement. The Provider deducts the agreed commission from each booking and settles the balance to the bank account verified for the Operator, weekly, with the statement of the period.',
  'Operator obligations. The Operator runs the services as published, keeps its buses, permits and insurance valid, and informs the Provider of any cancellation without delay.',
  "Bank details. Payouts go only to the bank account proven by the Operator's cancelled cheque and verified by the Provider. A change takes effect once the new proof is verified.",
  "Term. This agreement runs from the effective date until either party ends it with 30 days' written notice. Bookings made before the end are honoured.",
  'Governing law. This agreement is governed by the laws of India; the courts of Bengaluru have jurisdiction.',
];

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A signed agreement as a one- or two-page PDF (A4): the parties, the date signed, the clauses and
 * the electronic signature line. The document's dates are the signing time, so the same agreement
 * renders to the same bytes.
 */
export async function renderAgreementPdf(doc: AgreementDocument): Promise<Buffer> {
  const { pdf, regular, bold, rgb } = await newPdf({
    title: doc.name,
    author: PROVIDER,
    subject: `${doc.name} with ${doc.accountName}`,
    date: doc.signedAt,
  });

  const margin = 56;
  let page = pdf.addPage([595.28, 841.89]);
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const write = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    for (const line of wrap(ansi(text), font, size, width)) {
      if (y < margin + size) {
        page = pdf.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  write(doc.name, { font: bold, size: 18, gap: 10 });
  write(`Between ${PROVIDER} ("the Provider")`);
  write(`and ${doc.accountName} ("the Operator"), represented by ${doc.signedBy} (mobile ${doc.mobileNo}).`);
  write(`Effective from ${doc.effectiveFrom}. Signed on ${istText(doc.signedAt)}.`, { gap: 14 });
  CLAUSES.forEach((clause, i) => write(`${i + 1}. ${clause}`, { gap: 8 }));
  y -= 12;
  write(`Signed electronically by ${doc.signedBy} for ${doc.accountName} on ${istText(doc.signedAt)}.`, {
    font: bold,
    size: 11,
  });
  write(`Countersigned electronically by ${PROVIDER}.`);
  return pdfBytes(pdf);
}
