/**
 * Libraries only a few requests need (spreadsheets, PDFs, zip archives, the S3 client), loaded on
 * their first use instead of when the server starts: exceljs and pdf-lib took about 0.55 s of a
 * 4.7 s restart on PGlite, jszip and the AWS SDK 0.18 s of a 1.9 s one (docs/performance.md
 * "Start"). Each is imported once; later calls get the same module.
 */
import type * as S3Module from '@aws-sdk/client-s3';
import type ExcelJSModule from 'exceljs';
import type JSZipModule from 'jszip';
import type * as PdfLibModule from 'pdf-lib';

export type ExcelJS = typeof ExcelJSModule;
export type PdfLib = typeof PdfLibModule;
export type JSZip = typeof JSZipModule;
export type S3 = typeof S3Module;

/** A loader that imports on its first call and gives every later call the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

export const loadExcel: () => Promise<ExcelJS> = once(() => import('exceljs').then((m) => m.default));
export const loadPdfLib: () => Promise<PdfLib> = once(() => import('pdf-lib'));
export const loadJsZip: () => Promise<JSZip> = once(() => import('jszip').then((m) => m.default));
export const loadS3: () => Promise<S3> = once(() => import('@aws-sdk/client-s3'));
