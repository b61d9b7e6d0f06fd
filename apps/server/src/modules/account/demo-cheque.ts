import { createHash } from 'node:crypto';
import { newPdf, pdfBytes } from '../../lib/pdf';
import type { StoredFileRow } from '../files/files.repository';

/** Fixed document dates: the same bytes every time (the seed records their sha256). */
const DOCUMENT_DATE = new Date(Date.UTC(2024, 0, 1));

let cached: Promise<Buffer> | undefined;

/**
 * The demo data's cancelled cheque: a small one-page PDF (a cheque leaf crossed CANCELLED). The
 * seed records it for the demo bank proofs without writing the storage; FilesService writes it the
 * first time it is read (`restoreDemoFile`), after checking the recorded sha256.
 */
export function demoChequePdf(): Promise<Buffer> {
  cached ??= render();
  return cached;
}

async function render(): Promise<Buffer> {
  const { pdf, regular: font, bold, rgb } = await newPdf({ title: 'Cancelled cheque', date: DOCUMENT_DATE });
  const page = pdf.addPage([600, 270]);
  const ink = rgb(0.15, 0.2, 0.35);
  page.drawRectangle({
    x: 10,
    y: 10,
    width: 580,
    height: 250,
    borderColor: ink,
    borderWidth: 1.5,
    color: rgb(0.93, 0.96, 1),
  });
  page.drawText('STATE BANK OF DEMO', { x: 28, y: 228, size: 16, font: bold, color: ink });
  page.drawText('Koramangala Branch, Bengaluru 560034    IFSC: SBIN0DEMO01', {
    x: 28,
    y: 210,
    size: 9,
    font,
    color: ink,
  });
  page.drawText('Pay ______________________________________________ or Bearer', {
    x: 28,
    y: 170,
    size: 11,
    font,
    color: ink,
  });
  page.drawText('Rupees ___________________________________________', {
    x: 28,
    y: 140,
    size: 11,
    font,
    color: ink,
  });
  page.drawRectangle({ x: 430, y: 130, width: 140, height: 26, borderColor: ink, borderWidth: 1 });
  page.drawText('A/c No. 0000 1234 5678 9012', { x: 28, y: 100, size: 11, font: bold, color: ink });
  page.drawText('Authorised signatory', { x: 440, y: 40, size: 9, font, color: ink });
  page.drawText('CANCELLED', {
    x: 150,
    y: 80,
    size: 54,
    font: bold,
    color: rgb(0.75, 0.1, 0.1),
    opacity: 0.8,
  });
  page.drawLine({
    start: { x: 120, y: 60 },
    end: { x: 480, y: 200 },
    thickness: 2,
    color: rgb(0.75, 0.1, 0.1),
  });
  page.drawLine({
    start: { x: 140, y: 60 },
    end: { x: 500, y: 200 },
    thickness: 2,
    color: rgb(0.75, 0.1, 0.1),
  });
  page.drawText('⑆000000⑆ 560002010⑆ 000012⑈ 31'.replace(/[^\x20-\x7e]/g, ' '), {
    x: 28,
    y: 20,
    size: 10,
    font,
    color: ink,
  });
  return pdfBytes(pdf);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** FilesService's restore hook: the demo cheque, for a cheque row whose object is missing. */
export async function restoreDemoFile(file: StoredFileRow): Promise<Buffer | undefined> {
  if (file.feature !== 'chequeProof') return undefined;
  return demoChequePdf();
}
