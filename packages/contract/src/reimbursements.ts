import { z } from 'zod';
import { busRcSchema } from './buses';
import { envelope, uuidSchema } from './common';
import { addDaysToDate, daysBetweenDates, istDateOf, istStartOfDay } from './dates';
import { defineEndpoint } from './endpoint';
import { MAX_EPOCH_MS } from './wallet';
import { FILE_POLICIES } from './file-policies';
import { fileFieldSchema } from './files';

/**
 * Reimbursements of an MG account (part 2 §2 Reimbursements, §3 Reimbursement, §4, §5 Add
 * reimbursement, §7, §8, §9 preview file types; docs/architecture.md "Reimbursements"): claims per
 * bus with a proof, filed by the operator, decided by the provider's finance team (the admin
 * command `reimbursement` until the back office exists).
 */

export const REIMBURSEMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const reimbursementStatusSchema = z.enum(REIMBURSEMENT_STATUSES);
export type ReimbursementStatus = z.infer<typeof reimbursementStatusSchema>;

/**
 * Limits of one claim: whole rupees from 1 to ₹10,00,000 (a bus's repairs or tolls over a quarter
 * stay well below it), and a period of at most 93 days (a quarter) that has already happened.
 */
export const REIMBURSEMENT_LIMITS = { minAmount: 1, maxAmount: 1_000_000, maxDays: 93 } as const;
/** Digits the amount field takes (₹10,00,000 has 7). */
export const REIMBURSEMENT_AMOUNT_DIGITS = 7;

/** How many rows and columns of a spreadsheet proof the preview shows. */
export const PROOF_TABLE_LIMITS = { rows: 100, columns: 30, cellChars: 200 } as const;

export const REIMBURSEMENT_MESSAGES = {
  allMandatory: 'All Fields are mandatory',
  added: 'Reimbursement is Added',
  notAdded: 'Reimbursement is Not Added',
  rcNotFound: 'This bus RC is not one of your buses.',
  notFound: 'Reimbursement not found',
  startAfterEnd: 'The start date must not be after the end date.',
  future: 'The dates of a claim cannot be in the future.',
  tooLong: `A claim can cover at most ${REIMBURSEMENT_LIMITS.maxDays} days.`,
  amountRange: `The amount must be whole rupees from ₹${REIMBURSEMENT_LIMITS.minAmount} to ₹10,00,000.`,
  badDate: 'Not a valid date.',
  noAttachment: 'No attachment selected',
  unsupported: 'Unsupported file type',
  rcFetchFailed: 'something went wrong',
  duplicate:
    'This claim is already filed: a claim for this bus with the same dates, amount and proof exists. Nothing was added.',
} as const;

/** The proof policy: part 2 §9's preview types (JPEG, PNG, WebP, PDF, XLSX, CSV), 10 MB. */
export const REIMBURSEMENT_PROOF_POLICY = FILE_POLICIES.reimbursementProof;

/**
 * Part 2 §3 Reimbursement. Dates are epoch ms: `startDate` and `endDate` the IST start of each
 * business date, `createdOn` and `approvedOnDate` the instants. Amounts are whole rupees.
 * `fileId` is the proof's stored file (`filesEndpoints.download`'s id), `fileUrl` its download path
 * (with the token) and `fileName` its name; all three null when the claim has no proof.
 */
export const reimbursementSchema = z.object({
  _id: z.string(),
  rc: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  amount: z.number(),
  financeStatus: reimbursementStatusSchema,
  supplyStatus: reimbursementStatusSchema,
  financeApprovedAmount: z.number().nullable(),
  approvedOnDate: z.number().nullable(),
  createdOn: z.number(),
  fileId: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Why finance rejected it (the console's reason); null otherwise. Not in the spec's shape. */
  decisionReason: z.string().nullable(),
});
export type Reimbursement = z.infer<typeof reimbursementSchema>;
export const reimbursementListResponseSchema = envelope(z.array(reimbursementSchema));

/** Part 2 §3: 0 if REJECTED, the approved amount if APPROVED, otherwise 'NA'. */
export function amountApproved(
  r: Pick<Reimbursement, 'financeStatus' | 'financeApprovedAmount'>,
): number | 'NA' {
  if (r.financeStatus === 'REJECTED') return 0;
  if (r.financeStatus === 'APPROVED') return r.financeApprovedAmount ?? 'NA';
  return 'NA';
}

/** Totals above the table (beyond the spec): what was claimed, approved, and still pending. */
export interface ReimbursementTotals {
  submitted: number;
  approved: number;
  pending: number;
  count: number;
  pendingCount: number;
}

/**
 * Submitted: every claim's amount. Approved: the approved amounts of APPROVED claims (rejected count
 * 0). Pending: the amounts of claims finance has not decided yet.
 */
export function reimbursementTotals(rows: readonly Reimbursement[]): ReimbursementTotals {
  const t: ReimbursementTotals = {
    submitted: 0,
    approved: 0,
    pending: 0,
    count: rows.length,
    pendingCount: 0,
  };
  for (const r of rows) {
    t.submitted += r.amount;
    const approved = amountApproved(r);
    if (typeof approved === 'number') t.approved += approved;
    if (r.financeStatus === 'PENDING') {
      t.pending += r.amount;
      t.pendingCount += 1;
    }
  }
  return t;
}

/**
 * What is wrong with a claim's period (business dates 'YYYY-MM-DD', `today` the IST date), or null:
 * start not after end, nothing in the future, at most {@link REIMBURSEMENT_LIMITS}.maxDays days.
 */
export function reimbursementRangeProblem(start: string, end: string, today: string): string | null {
  if (daysBetweenDates(start, end) < 0) return REIMBURSEMENT_MESSAGES.startAfterEnd;
  if (daysBetweenDates(end, today) < 0) return REIMBURSEMENT_MESSAGES.future;
  if (daysBetweenDates(start, end) + 1 > REIMBURSEMENT_LIMITS.maxDays) return REIMBURSEMENT_MESSAGES.tooLong;
  return null;
}

/** The earliest start a claim ending `end` may have. */
export function earliestReimbursementStart(end: string): string {
  return addDaysToDate(end, -(REIMBURSEMENT_LIMITS.maxDays - 1));
}

/** An epoch-ms date as the API carries it: the IST business date. */
export function reimbursementDateOf(ms: number): string {
  return istDateOf(new Date(ms));
}

/** A business date as the API carries it: epoch ms of its IST start of day (part 2 §5). */
export function reimbursementMsOf(date: string): number {
  return istStartOfDay(date).getTime();
}

const digitsField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_EPOCH_MS, message);

/**
 * POST /user/addReimbursement's multipart text fields (part 2 §7). `supplyStatus` and
 * `financeStatus` are accepted as the spec's client sends them and ignored: a claim is always created
 * PENDING / PENDING. Dates are epoch ms, the amount whole rupees as digits.
 */
export const addReimbursementFieldsSchema = z
  .object({
    supplyStatus: z.string().max(40).optional(),
    financeStatus: z.string().max(40).optional(),
    rc: busRcSchema,
    amount: z
      .string({ error: REIMBURSEMENT_MESSAGES.amountRange })
      .trim()
      .regex(/^\d{1,9}$/, REIMBURSEMENT_MESSAGES.amountRange)
      .transform(Number)
      .refine(
        (n) => n >= REIMBURSEMENT_LIMITS.minAmount && n <= REIMBURSEMENT_LIMITS.maxAmount,
        REIMBURSEMENT_MESSAGES.amountRange,
      ),
    startDate: digitsField(REIMBURSEMENT_MESSAGES.badDate),
    endDate: digitsField(REIMBURSEMENT_MESSAGES.badDate),
  })
  .superRefine((v, ctx) => {
    if (v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: REIMBURSEMENT_MESSAGES.startAfterEnd });
  });
export type AddReimbursementFields = z.output<typeof addReimbursementFieldsSchema>;

/** POST /user/reimbursements: the claims of one bus (an RC not the account's matches nothing). */
export const reimbursementFilterSchema = z.object({ rc: busRcSchema });

/** What the 'Proof' modal does with a file, by its extension (part 2 §9 preview file types). */
export const PROOF_PREVIEW_KINDS = ['image', 'pdf', 'table', 'unsupported'] as const;
export type ProofPreviewKind = (typeof PROOF_PREVIEW_KINDS)[number];

const PREVIEW_BY_EXTENSION: Record<string, ProofPreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  pdf: 'pdf',
  xlsx: 'table',
  csv: 'table',
};

/** 'bill.JPG' → image; 'log.xlsx' → table; 'notes.txt' → unsupported. */
export function proofPreviewKind(fileName: string): ProofPreviewKind {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return PREVIEW_BY_EXTENSION[ext] ?? 'unsupported';
}

/** The first rows of a spreadsheet proof, as text cells. */
export const proofTableSchema = z.object({
  /** The worksheet shown (the first one); null for a CSV. */
  sheet: z.string().nullable(),
  /** The first rows as text; `rows[0]` is the header (the modal's table head). */
  rows: z.array(z.array(z.string())),
  /** The rows below the header (the header is not counted). */
  totalRows: z.number(),
  /**
   * True when the sheet does not state its size and goes on past the rows read: `totalRows` is
   * then a lower bound (the rows read), shown as "at least".
   */
  totalRowsAtLeast: z.boolean(),
  totalColumns: z.number(),
  /** More rows or columns exist than are shown. */
  truncated: z.boolean(),
});
export type ProofTable = z.infer<typeof proofTableSchema>;

/**
 * GET /user/reimbursements/:id/proof: how to preview a claim's proof. `image` and `pdf`: `url`, a
 * signed link of this server valid for 5 minutes (an `<img>` or an `<iframe>`); `table`: the first
 * rows read by the server (xlsx and csv are private: no third-party viewer); `unsupported`: nothing.
 */
export const proofPreviewSchema = z.object({
  name: z.string(),
  kind: z.enum(PROOF_PREVIEW_KINDS),
  url: z.string().nullable(),
  table: proofTableSchema.nullable(),
});
export type ProofPreview = z.infer<typeof proofPreviewSchema>;

/**
 * The web's 'Add Reimbursement' form (react-hook-form + zodResolver): every field missing is 'All
 * Fields are mandatory' (part 2 §5, nothing is sent), then the same rules as the server.
 * `dates` are the picker's business dates; `amount` the digits typed.
 */
export function addReimbursementFormSchema(today: string) {
  const mandatory = REIMBURSEMENT_MESSAGES.allMandatory;
  return z
    .object({
      rc: z.string(),
      dates: z.tuple([z.string().nullable(), z.string().nullable()]),
      amount: z.string(),
      file: z.custom<File | null>(() => true),
    })
    .superRefine((v, ctx) => {
      const [start, end] = v.dates;
      const missing = (
        [
          ['rc', v.rc !== ''],
          ['dates', Boolean(start && end)],
          ['amount', v.amount !== ''],
          ['file', v.file !== null],
        ] as const
      ).filter(([, present]) => !present);
      for (const [path] of missing) ctx.addIssue({ code: 'custom', path: [path], message: mandatory });
      if (missing.length > 0) return;
      if (!busRcSchema.safeParse(v.rc).success)
        ctx.addIssue({ code: 'custom', path: ['rc'], message: REIMBURSEMENT_MESSAGES.rcNotFound });
      const n = /^\d+$/.test(v.amount) ? Number(v.amount) : NaN;
      if (!(n >= REIMBURSEMENT_LIMITS.minAmount && n <= REIMBURSEMENT_LIMITS.maxAmount))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: REIMBURSEMENT_MESSAGES.amountRange });
      if (start && end) {
        const problem = reimbursementRangeProblem(start, end, today);
        if (problem) ctx.addIssue({ code: 'custom', path: ['dates'], message: problem });
      }
      const file = fileFieldSchema(REIMBURSEMENT_PROOF_POLICY).safeParse(v.file);
      if (!file.success)
        ctx.addIssue({
          code: 'custom',
          path: ['file'],
          message: file.error.issues[0]?.message ?? mandatory,
        });
    });
}
export type AddReimbursementForm = z.input<ReturnType<typeof addReimbursementFormSchema>>;

const reimbursementEndpoint = {
  access: 'tenant',
  accountTypes: ['BUSOWNER'],
  feature: 'Reimbursements',
  tags: ['reimbursements'],
} as const;

/** Part 2 §7 reimbursement calls (MG accounts, through /mg). */
export const reimbursementsEndpoints = {
  list: defineEndpoint({
    ...reimbursementEndpoint,
    method: 'GET',
    path: '/user/reimbursements',
    response: reimbursementListResponseSchema,
    errors: [401, 403],
    summary: "The account's reimbursement claims, newest first",
  }),
  filter: defineEndpoint({
    ...reimbursementEndpoint,
    method: 'POST',
    path: '/user/reimbursements',
    audit: false,
    body: reimbursementFilterSchema,
    response: reimbursementListResponseSchema,
    errors: [400, 401, 403],
    summary: 'The claims of one bus (body rc), newest first',
    description: "An RC that is not one of the account's buses matches nothing (an empty list).",
  }),
  add: defineEndpoint({
    ...reimbursementEndpoint,
    method: 'POST',
    path: '/user/addReimbursement',
    audit: 'reimbursement.filed',
    upload: { feature: 'reimbursementProof', fileField: 'myFile' },
    body: addReimbursementFieldsSchema,
    response: reimbursementListResponseSchema,
    errors: [400, 401, 403, 404, 413, 415, 429],
    summary: 'File a claim with its proof (multipart); answers the list, the new claim first',
    description:
      "Fields rc, amount (whole rupees, 1 to 10,00,000), startDate and endDate (epoch ms; not after each other, not in the future, at most 93 days), myFile (JPEG, PNG, WebP, PDF, XLSX or CSV up to 10 MB, checked by content). supplyStatus and financeStatus are ignored: a claim is created PENDING / PENDING. An RC that is not the account's bus: 404. Nothing is stored on any refusal.",
  }),
  proof: defineEndpoint({
    ...reimbursementEndpoint,
    method: 'GET',
    path: '/user/reimbursements/:id/proof',
    params: z.object({ id: uuidSchema }),
    response: envelope(proofPreviewSchema),
    errors: [400, 401, 403, 404],
    summary: "How to preview a claim's proof: a 5-minute link (image, pdf) or the first rows (xlsx, csv)",
    description:
      "Another account's claim, or a claim without a proof: 404. Tables: the first 100 rows and 30 columns of the first worksheet, cells as text.",
  }),
};
