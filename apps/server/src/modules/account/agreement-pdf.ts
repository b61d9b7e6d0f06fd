import { defineMessages } from '@oc/i18n';
import type { PDFFont } from 'pdf-lib';
import { formatDateIn, formatDateTimeIn } from '../../lib/format';
import { textsFor, type Language } from '../../lib/language';
import { PDF_PROVIDER as PROVIDER, newPdf, pdfBytes } from '../../lib/pdf';

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

/** The agreement's texts (its English is the agreement as it always was). */
const M = defineMessages({
  between: { id: 'server.agreement.between', defaultMessage: 'Between {provider} ("the Provider")' },
  parties: {
    id: 'server.agreement.parties',
    defaultMessage: 'and {account} ("the Operator"), represented by {signedBy} (mobile {mobile}).',
  },
  effective: {
    id: 'server.agreement.effective',
    defaultMessage: 'Effective from {from}. Signed on {signedAt}.',
  },
  signed: {
    id: 'server.agreement.signed',
    defaultMessage: 'Signed electronically by {signedBy} for {account} on {signedAt}.',
  },
  countersigned: {
    id: 'server.agreement.countersigned',
    defaultMessage: 'Countersigned electronically by {provider}.',
  },
  clauseServices: {
    id: 'server.agreement.clauseServices',
    defaultMessage:
      "Services. The Provider lists the Operator's services on its channels and sells seats on the Operator's behalf at the fares the Operator publishes in the Operator Console.",
  },
  clauseCommission: {
    id: 'server.agreement.clauseCommission',
    defaultMessage:
      'Commission and settlement. The Provider deducts the agreed commission from each booking and settles the balance to the bank account verified for the Operator, weekly, with the statement of the period.',
  },
  clauseObligations: {
    id: 'server.agreement.clauseObligations',
    defaultMessage:
      'Operator obligations. The Operator runs the services as published, keeps its buses, permits and insurance valid, and informs the Provider of any cancellation without delay.',
  },
  clauseBank: {
    id: 'server.agreement.clauseBank',
    defaultMessage:
      "Bank details. Payouts go only to the bank account proven by the Operator's cancelled cheque and verified by the Provider. A change takes effect once the new proof is verified.",
  },
  clauseTerm: {
    id: 'server.agreement.clauseTerm',
    defaultMessage:
      "Term. This agreement runs from the effective date until either party ends it with 30 days' written notice. Bookings made before the end are honoured.",
  },
  clauseLaw: {
    id: 'server.agreement.clauseLaw',
    defaultMessage:
      'Governing law. This agreement is governed by the laws of India; the courts of Bengaluru have jurisdiction.',
  },
});

const CLAUSES = [
  M.clauseServices,
  M.clauseCommission,
  M.clauseObligations,
  M.clauseBank,
  M.clauseTerm,
  M.clauseLaw,
];

/** Splits text into lines no wider than `width` (as `widthOf` measures a line). */
function wrap(text: string, widthOf: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A signed agreement as a one- or two-page PDF (A4): the parties, the date signed, the clauses and
 * the electronic signature line, in `language` (the agreement's name is its own, as stored). The
 * document's dates are the signing time, so the same agreement renders to the same bytes.
 */
export async function renderAgreementPdf(doc: AgreementDocument, language: Language = 'en'): Promise<Buffer> {
  const { t, locale } = await textsFor(language);
  const { pdf, regular, bold, rgb, drawable, widthOf, draw } = await newPdf(
    {
      title: doc.name,
      author: PROVIDER,
      subject: `${doc.name} with ${doc.accountName}`,
      date: doc.signedAt,
    },
    language,
  );
  const english = language === 'en';
  const signedAt = english ? istText(doc.signedAt) : `${formatDateTimeIn(doc.signedAt, locale)} IST`;
  const effectiveFrom = english ? doc.effectiveFrom : formatDateIn(doc.effectiveFrom, locale);

  const margin = 56;
  let page = pdf.addPage([595.28, 841.89]);
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const write = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    for (const line of wrap(drawable(text), (l) => widthOf(l, font, size), width)) {
      if (y < margin + size) {
        page = pdf.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      draw(page, line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  write(doc.name, { font: bold, size: 18, gap: 10 });
  const parties = {
    provider: PROVIDER,
    account: doc.accountName,
    signedBy: doc.signedBy,
    mobile: doc.mobileNo,
  };
  write(t(M.between, parties));
  write(t(M.parties, parties));
  write(t(M.effective, { from: effectiveFrom, signedAt }), { gap: 14 });
  CLAUSES.forEach((clause, i) => write(`${i + 1}. ${t(clause)}`, { gap: 8 }));
  y -= 12;
  write(t(M.signed, { ...parties, signedAt }), { font: bold, size: 11 });
  write(t(M.countersigned, parties));
  return pdfBytes(pdf);
}
