import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Tables as files (issue 41: "every table exported"). The web sends the table as the operator sees
 * it — its rows after filters and sort, its columns in order, headings and texts in the page's
 * language — and the server writes it as CSV or Excel, every cell through `safeCell` (formula
 * injection neutralised) and named `<name>-<YYYY-MM-DD>.<csv|xlsx>` (the IST day it was made). The
 * rows are the caller's own screen: nothing is read from the database, so no tenant is crossed.
 */

export const TABLE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TableExportFormat = (typeof TABLE_EXPORT_FORMATS)[number];
/**
 * At most this many rows (as the console's exports, staff.ts EXPORT_MAX_ROWS: not imported, so the
 * console's contract stays out of the operator's chunks) and columns in one file.
 */
export const TABLE_EXPORT_MAX_ROWS = 10_000;
export const TABLE_EXPORT_MAX_COLUMNS = 30;
export const TABLE_EXPORT_MAX_CELL = 1_000;
/** The JSON body's limit: a full table of short cells fits; a larger one is 413. */
export const TABLE_EXPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** How a column's cells are written: text as text; numbers as numbers; money with 2 decimals. */
export const TABLE_EXPORT_KINDS = ['text', 'number', 'money'] as const;
export type TableExportKind = (typeof TABLE_EXPORT_KINDS)[number];

export const TABLE_EXPORT_MESSAGES = {
  name: 'The file name is lower-case letters, digits and hyphens (at most 60)',
  rowWidth: 'Every row has one cell per column',
  numberCell: 'A number or money column holds numbers (or nothing)',
} as const;

const cellSchema = z.union([z.string().max(TABLE_EXPORT_MAX_CELL), z.number(), z.null()]);
export type TableExportCell = z.infer<typeof cellSchema>;

export const tableExportRequestSchema = z
  .object({
    format: z.enum(TABLE_EXPORT_FORMATS),
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, TABLE_EXPORT_MESSAGES.name),
    /** The sheet's name (Excel: the first 31 characters). */
    title: z.string().trim().min(1).max(120),
    columns: z
      .array(z.object({ label: z.string().max(200), kind: z.enum(TABLE_EXPORT_KINDS).default('text') }))
      .min(1)
      .max(TABLE_EXPORT_MAX_COLUMNS),
    rows: z.array(z.array(cellSchema).max(TABLE_EXPORT_MAX_COLUMNS)).max(TABLE_EXPORT_MAX_ROWS),
  })
  .superRefine((t, ctx) => {
    const width = t.columns.length;
    const kinds = t.columns.map((c) => c.kind);
    for (const [i, row] of t.rows.entries()) {
      if (row.length !== width) {
        ctx.addIssue({ code: 'custom', path: ['rows', i], message: TABLE_EXPORT_MESSAGES.rowWidth });
        return;
      }
      const bad = row.findIndex((v, j) => kinds[j] !== 'text' && typeof v === 'string');
      if (bad >= 0) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, bad], message: TABLE_EXPORT_MESSAGES.numberCell });
        return;
      }
    }
  });
export type TableExportRequest = z.input<typeof tableExportRequestSchema>;

export const exportsEndpoints = {
  table: defineEndpoint({
    method: 'POST',
    path: '/exports/table',
    access: 'tenant',
    audit: false,
    body: tableExportRequestSchema,
    response: z.any().describe('The table as CSV (UTF-8 with a BOM) or an Excel workbook'),
    answer: 'file',
    errors: [400, 401, 403, 413, 503],
    tags: ['exports'],
    summary: 'A table as shown (rows, columns, order, language) as CSV or Excel',
    description: `The web sends what the screen shows; nothing is read from the database. At most ${TABLE_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows of ${TABLE_EXPORT_MAX_COLUMNS} columns, cells of ${TABLE_EXPORT_MAX_CELL} characters; every text cell that a spreadsheet would run as a formula is written as text. The file is named <name>-<YYYY-MM-DD>.`,
  }),
};
