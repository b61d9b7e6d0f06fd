/**
 * The file policy (docs/architecture.md "Files"): the kinds the product accepts and, per feature,
 * which kinds, how many and how large. A leaf: the endpoint registry (endpoint.ts, an upload's
 * `feature`) and the files' checks and calls (files.ts) both read it.
 */

/** The kinds of file the product knows: detected by content, named by extension. */
export const FILE_KINDS = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG image' },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP image' },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel workbook (.xlsx)',
  },
  csv: { mime: 'text/csv', extensions: ['csv'], label: 'CSV' },
  mp4: { mime: 'video/mp4', extensions: ['mp4'], label: 'MP4 video' },
  webm: { mime: 'video/webm', extensions: ['webm'], label: 'WebM video' },
  mp3: { mime: 'audio/mpeg', extensions: ['mp3'], label: 'MP3 audio' },
  wav: { mime: 'audio/wav', extensions: ['wav'], label: 'WAV audio' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface FilePolicy {
  /** What the operator is uploading, for messages ('the cancelled cheque'). */
  readonly subject: string;
  readonly kinds: readonly FileKind[];
  readonly maxBytes: number;
  readonly maxFiles: number;
}

const MB = 1024 * 1024;

/** Per feature: what may be uploaded. */
export const FILE_POLICIES = {
  /** Part 2 §4 bank proof: a photo or scan of a cancelled cheque. */
  chequeProof: {
    subject: 'the cancelled cheque',
    kinds: ['jpeg', 'png', 'webp', 'pdf'],
    maxBytes: 5 * MB,
    maxFiles: 1,
  },
  /** Part 2 §2 reimbursements: the bill, receipt or log; every type the 'Proof' modal previews (§9). */
  reimbursementProof: {
    subject: 'the proof',
    kinds: ['jpeg', 'png', 'webp', 'pdf', 'xlsx', 'csv'],
    maxBytes: 10 * MB,
    maxFiles: 1,
  },
  /** Imports of tabular data (exports and bulk uploads). */
  spreadsheet: { subject: 'the sheet', kinds: ['xlsx', 'csv'], maxBytes: 10 * MB, maxFiles: 1 },
  /**
   * Issue 39: what the provider's systems upload to the ingestion API (`POST /api/ingest/v1/files`)
   * and refer to by `fileId`: inspection and audit photos, videos and voice notes (the kinds the
   * quality screens play), PDF statements and .xlsx payout reports.
   */
  ingestAttachment: {
    subject: 'the attachment',
    kinds: ['jpeg', 'png', 'webp', 'pdf', 'xlsx', 'mp4', 'webm', 'mp3', 'wav'],
    maxBytes: 20 * MB,
    maxFiles: 1,
  },
} as const satisfies Record<string, FilePolicy>;
export type FileFeature = keyof typeof FILE_POLICIES;

/** Limits of an .xlsx (a zip) before it is accepted: entries and unpacked size (zip bombs). */
export const XLSX_LIMITS = { maxEntries: 2000, maxUnpackedBytes: 100 * MB, maxRatio: 200 } as const;
