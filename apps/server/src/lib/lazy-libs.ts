/**
 * Libraries only a few requests need (spreadsheets, PDFs, zip archives, the S3 client), loaded on
 * their first use instead of when the server starts: exceljs and pdf-lib took about 0.55 s of a
 * 4.7 s restart on PGlite, jszip and the AWS SDK 0.18 s of a 1.9 s one (docs/performance.md
 * "Start"). Each is imported once; later calls get the same module.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as S3Module from '@aws-sdk/client-s3';
import type ExcelJSModule from 'exceljs';
import type JSZipModule from 'jszip';
import type * as PdfLibModule from 'pdf-lib';

export type ExcelJS = typeof ExcelJSModule;
export type PdfLib = typeof PdfLibModule;
export type JSZip = typeof JSZipModule;
export type S3 = typeof S3Module;
/** @pdf-lib/fontkit: what `PDFDocument.registerFontkit` takes. */
export type Fontkit = Parameters<PdfLibModule.PDFDocument['registerFontkit']>[0];

/** A loader that imports on its first call and gives every later call the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadExcel: () => Promise<ExcelJS> = once(() => import('exceljs').then((m) => m.default));
export const loadPdfLib: () => Promise<PdfLib> = once(() => import('pdf-lib'));
export const loadJsZip: () => Promise<JSZip> = once(() => import('jszip').then((m) => m.default));
export const loadS3: () => Promise<S3> = once(() => import('@aws-sdk/client-s3'));

/**
 * pdf-lib's font engine, for the fonts PDFs in other scripts embed (lib/pdf.ts). Its Indic shaper
 * (Devanagari conjuncts and vowel signs) runs generator code that needs the `regeneratorRuntime`
 * global, so that runtime is loaded first.
 */
export const loadFontkit: () => Promise<Fontkit> = once(async () => {
  await import('regenerator-runtime/runtime.js');
  const m = (await import('@pdf-lib/fontkit')) as { default: Fontkit };
  return m.default;
});

const requireFrom = createRequire(import.meta.url);
const DEVANAGARI = '@expo-google-fonts/noto-sans-devanagari';

/**
 * Noto Sans Devanagari, regular and bold (TrueType, SIL Open Font License; it also has Latin,
 * digits and the rupee sign): the fonts of Hindi PDFs, read from the package once per process.
 */
export const loadDevanagariFonts: () => Promise<{ regular: Uint8Array; bold: Uint8Array }> = once(
  async () => {
    const [regular, bold] = await Promise.all([
      readFile(requireFrom.resolve(`${DEVANAGARI}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
      readFile(requireFrom.resolve(`${DEVANAGARI}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
    ]);
    return { regular, bold };
  },
);
