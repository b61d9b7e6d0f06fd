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

let excel: Promise<ExcelJS> | undefined;
let pdf: Promise<PdfLib> | undefined;
let zip: Promise<JSZip> | undefined;
let s3: Promise<S3> | undefined;

export function loadExcel(): Promise<ExcelJS> {
  excel ??= import('exceljs').then((m) => m.default);
  return excel;
}

export function loadPdfLib(): Promise<PdfLib> {
  pdf ??= import('pdf-lib');
  return pdf;
}

export function loadJsZip(): Promise<JSZip> {
  zip ??= import('jszip').then((m) => m.default);
  return zip;
}

export function loadS3(): Promise<S3> {
  s3 ??= import('@aws-sdk/client-s3');
  return s3;
}
