import type { PDFDocument, PDFFont, RGB } from 'pdf-lib';
import { loadPdfLib } from './lazy-libs';

/** The company the generated documents (agreements, statements) are from. */
export const PDF_PROVIDER = 'Operator Console Ticketing Services Pvt Ltd';

/** PDF text is WinAnsi with the standard fonts: anything else becomes '?'. */
export const ansi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** A new document, its two fonts and pdf-lib's colour maker ({@link newPdf}). */
export interface NewPdf {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  rgb: (red: number, green: number, blue: number) => RGB;
}

/**
 * Every PDF the server makes starts here (pdf-lib loaded on first use, lib/lazy-libs.ts): the
 * document with its metadata (title, author and subject as WinAnsi; producer and creator 'Operator
 * Console'; both dates `date`, so the same input makes the same bytes) and Helvetica and
 * Helvetica Bold embedded.
 */
export async function newPdf(meta: {
  title: string;
  author?: string;
  subject?: string;
  date: Date;
}): Promise<NewPdf> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(ansi(meta.title));
  if (meta.author !== undefined) pdf.setAuthor(ansi(meta.author));
  if (meta.subject !== undefined) pdf.setSubject(ansi(meta.subject));
  pdf.setProducer('Operator Console');
  pdf.setCreator('Operator Console');
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, regular, bold, rgb };
}

/** The document's bytes. */
export async function pdfBytes(pdf: PDFDocument): Promise<Buffer> {
  return Buffer.from(await pdf.save());
}
