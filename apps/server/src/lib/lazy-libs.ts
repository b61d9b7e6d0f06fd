/**
 * Libraries only a few requests need (spreadsheets, PDFs), loaded on their first use instead of
 * when the server starts: exceljs and pdf-lib took about 0.55 s of a 4.7 s restart on PGlite
 * (docs/performance.md "Start"). Each is imported once; later calls get the same module.
 */
import type ExcelJSModule from 'exceljs';
import type * as PdfLibModule from 'pdf-lib';

export type ExcelJS = typeof ExcelJSModule;
export type PdfLib = typeof PdfLibModule;

let excel: Promise<ExcelJS> | undefined;
let pdf: Promise<PdfLib> | undefined;

export function loadExcel(): Promise<ExcelJS> {
  excel ??= import('exceljs').then((m) => m.default);
  return excel;
}

export function loadPdfLib(): Promise<PdfLib> {
  pdf ??= import('pdf-lib');
  return pdf;
}
