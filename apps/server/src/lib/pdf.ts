import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Language } from './language';
import { loadDevanagariFonts, loadFontkit, loadPdfLib } from './lazy-libs';

/** The company the generated documents (agreements, statements) are from. */
export const PDF_PROVIDER = 'Operator Console Ticketing Services Pvt Ltd';

/** PDF text is WinAnsi with the standard fonts: anything else becomes '?'. */
export const ansi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** Where and how {@link NewPdf.draw} draws a text. */
export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: RGB;
}

/** A new document, its two fonts and pdf-lib's colour maker ({@link newPdf}). */
export interface NewPdf {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  rgb: (red: number, green: number, blue: number) => RGB;
  /**
   * A text as the fonts can draw it: {@link ansi} with Helvetica; with an embedded font, each
   * character the font lacks becomes '?' (a name in another script), and line breaks spaces.
   */
  drawable: (text: string) => string;
  /** The width of a text as {@link draw} draws it (made {@link drawable} first). */
  widthOf: (text: string, font: PDFFont, size: number) => number;
  /** Draws a line of text (made {@link drawable} first), its start at x. */
  draw: (page: PDFPage, text: string, options: DrawOptions) => void;
}

/** The embedded font name of a subset: a fixed tag, so the same document makes the same bytes. */
const SUBSET_NAMES = {
  regular: 'OCSUBA+NotoSansDevanagari-Regular',
  bold: 'OCSUBB+NotoSansDevanagari-Bold',
};

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LETTER = /\p{L}/u;

/**
 * A line cut where its letters change script ('Mehta Travels की ओर से' → 'Mehta Travels ',
 * 'की ओर से'); spaces, digits and punctuation stay with the piece before them. fontkit shapes a
 * whole string in the script of its first letter, so a Hindi word after a Latin one would lose its
 * conjuncts and vowel-sign order unless it is drawn as a piece of its own.
 */
export function scriptRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  let script: 'deva' | 'other' | null = null;
  for (const c of text) {
    const kind = DEVANAGARI.test(c) ? 'deva' : LETTER.test(c) ? 'other' : null;
    if (kind && script && kind !== script) {
      runs.push(run);
      run = '';
    }
    if (kind) script = kind;
    run += c;
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * Every PDF the server makes starts here (pdf-lib loaded on first use, lib/lazy-libs.ts): the
 * document with its metadata (title, author and subject as WinAnsi; producer and creator 'Operator
 * Console'; both dates `date`, so the same input makes the same bytes) and its two fonts: Helvetica
 * and Helvetica Bold in English; in Hindi Noto Sans Devanagari regular and bold (SIL Open Font
 * License), embedded as subsets (only the glyphs drawn) and shaped by fontkit (conjuncts, vowel
 * signs), each line drawn in pieces of one script ({@link scriptRuns}).
 */
export async function newPdf(
  meta: {
    title: string;
    author?: string;
    subject?: string;
    date: Date;
  },
  language: Language = 'en',
): Promise<NewPdf> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(ansi(meta.title));
  if (meta.author !== undefined) pdf.setAuthor(ansi(meta.author));
  if (meta.subject !== undefined) pdf.setSubject(ansi(meta.subject));
  pdf.setProducer('Operator Console');
  pdf.setCreator('Operator Console');
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  if (language === 'en') {
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return {
      pdf,
      regular,
      bold,
      rgb,
      drawable: ansi,
      widthOf: (text, font, size) => font.widthOfTextAtSize(ansi(text), size),
      draw: (page, text, options) => page.drawText(ansi(text), options),
    };
  }
  pdf.registerFontkit(await loadFontkit());
  const fonts = await loadDevanagariFonts();
  const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: SUBSET_NAMES.regular });
  const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: SUBSET_NAMES.bold });
  const has = new Set(regular.getCharacterSet());
  const drawable = (text: string) =>
    Array.from(text.replace(/[\r\n\t]/g, ' '), (c) => (has.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const widthOf = (text: string, font: PDFFont, size: number) =>
    scriptRuns(drawable(text)).reduce((sum, run) => sum + font.widthOfTextAtSize(run, size), 0);
  const draw = (page: PDFPage, text: string, options: DrawOptions) => {
    let x = options.x;
    for (const run of scriptRuns(drawable(text))) {
      page.drawText(run, { ...options, x });
      x += options.font.widthOfTextAtSize(run, options.size);
    }
  };
  return { pdf, regular, bold, rgb, drawable, widthOf, draw };
}

/** The document's bytes. */
export async function pdfBytes(pdf: PDFDocument): Promise<Buffer> {
  return Buffer.from(await pdf.save());
}
