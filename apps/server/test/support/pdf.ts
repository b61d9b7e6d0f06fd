import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/** The names of the fonts a PDF's bytes embed ('/Helvetica', '/OCSUBA+NotoSansDevanagari-Regular'), sorted. */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'))
      names.add(String(object.get(PDFName.of('BaseFont'))));
  return [...names].sort();
}
