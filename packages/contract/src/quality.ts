/**
 * Bus quality data of MG accounts: part 2 §2 Inspection Data, Audit Data, Feedback Data; §3
 * Inspection or audit record, Rating record; §4 Ratings; §5 date-range rules; §7
 * /user/fetchInspectionData, /user/fetchAuditData, /user/fetchRatings; §8; §9 (docs/architecture.md
 * "Bus quality data"). BUSOWNER only, through `/mg`; other account types get 403.
 */
import { z } from 'zod';
import { busRcSchema, MAX_RC_FILTER, rcCommaListSchema } from './buses';
import { envelope } from './common';
import { fileNameDate } from './dates';
import { defineEndpoint } from './endpoint';
import { XLSX_MIME } from './payouts';
import { epochMsQuery } from './wallet';

// ---------------------------------------------------------------------------------------------
// Kinds (part 1 §3 Enumerations)
// ---------------------------------------------------------------------------------------------

export const INSPECTION_KINDS = [
  'INSPECTIONONE',
  'INSPECTIONTWO',
  'INSPECTIONTHREE',
  'INSPECTIONFOUR',
  'INSPECTIONFIVE',
] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const INSPECTION_KIND_LABELS: Record<InspectionKind, string> = {
  INSPECTIONONE: 'Inspection Data 1',
  INSPECTIONTWO: 'Inspection Data 2',
  INSPECTIONTHREE: 'Inspection Data 3',
  INSPECTIONFOUR: 'Inspection Data 4',
  INSPECTIONFIVE: 'Inspection Data 5',
};

export const AUDIT_KINDS = ['RegularAudit', 'OnboardingAudit', 'TripStart Audit'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  RegularAudit: 'Regular Audit',
  OnboardingAudit: 'Onboarding Audit',
  'TripStart Audit': 'TripStart Audit',
};

/** §9: default inspection type inspectionone, default audit type RegularAudit. */
export const DEFAULT_INSPECTION_KIND: InspectionKind = 'INSPECTIONONE';
export const DEFAULT_AUDIT_KIND: AuditKind = 'RegularAudit';

export const ATTACHMENT_TYPES = ['image', 'video', 'audio'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Limits, texts and rules
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

export const QUALITY_LIMITS = {
  /** §5/§9: a date range spans under 14 days (desktop); mobile audit: end within 14 days of start. */
  maxRangeDays: 14,
  maxRangeMs: 14 * DAY_MS,
  /** Tags listed under the feedback chart. */
  topTags: 6,
} as const;

export const QUALITY_MESSAGES = {
  /** §8: the RC list is empty or not a list (inspection, audit, feedback). */
  somethingWentWrong: 'something went wrong',
  noData: 'No Data Found',
  noInspectionData: 'No Data For selected Inspection',
  /** §8: the buses screen when the account has no bus. */
  noRc: 'no Rc Found',
  fromDateFirst: 'Please select from Date first',
  datesRequired: 'fromDate and toDate are required',
  fromBeforeTo: 'The from date must be before the to date',
  rangeTooLong: 'Choose a date range under 14 days',
  startInFuture: 'The start date cannot be in the future',
  endTooFar: 'The end date must be within 14 days of the start date',
} as const;

/**
 * §5 desktop rule, also the server's: from before to, span under 14 days. Answers the first broken
 * rule (field `toDate`), or null.
 */
export function qualityRangeIssue(fromDate: number, toDate: number): string | null {
  if (fromDate >= toDate) return QUALITY_MESSAGES.fromBeforeTo;
  if (toDate - fromDate >= QUALITY_LIMITS.maxRangeMs) return QUALITY_MESSAGES.rangeTooLong;
  return null;
}

/**
 * §5 mobile audit rule for two separate pickers (IST dates 'YYYY-MM-DD'): a start date is needed
 * first, it cannot be in the future, and the end lies within 14 days either side of it (the pair is
 * then sent in order, and the server's span rule holds).
 */
export function mobileAuditDatesIssue(
  start: string | null,
  end: string | null,
  todayIst: string,
): string | null {
  if (start === null) return end === null ? null : QUALITY_MESSAGES.fromDateFirst;
  if (start > todayIst) return QUALITY_MESSAGES.startInFuture;
  if (end === null) return null;
  const days = Math.abs(Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;
  return days < QUALITY_LIMITS.maxRangeDays ? null : QUALITY_MESSAGES.endTooFar;
}

/** §9: an average to 1 decimal (half up), computed from the integer sum so 3.45 is never 3.4. */
export function averageRating(sum: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((sum * 10) / count) / 10;
}

/** §4/§9: a booking's rating is positive at 4–5, negative at 1–3. */
export function isPositiveRating(rating: number): boolean {
  return rating > 3;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const dateRange = {
  fromDate: epochMsQuery(QUALITY_MESSAGES.datesRequired),
  toDate: epochMsQuery(QUALITY_MESSAGES.datesRequired),
};

function withRangeRule(value: { fromDate: number; toDate: number }, ctx: z.RefinementCtx) {
  const issue = qualityRangeIssue(value.fromDate, value.toDate);
  if (issue) ctx.addIssue({ code: 'custom', path: ['toDate'], message: issue });
}

/** `name` as the spec writes it or upper-cased (§9 'inspectionone'). */
const inspectionKindSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(INSPECTION_KINDS, { error: `name is one of ${INSPECTION_KINDS.join(', ')}` }));
const auditKindSchema = z.enum(AUDIT_KINDS, { error: `name is one of ${AUDIT_KINDS.join(', ')}` });

/** GET /user/fetchInspectionData?type=groupWork&rc={comma list}&name={kind}&fromDate&toDate. */
export const inspectionQuerySchema = z
  .object({
    /** The answer's shape; `groupWork` is the only one (records carry `work` and `groupWork`). */
    type: z.literal('groupWork', { error: 'type is groupWork' }).optional(),
    rc: rcCommaListSchema.optional(),
    name: inspectionKindSchema.default(DEFAULT_INSPECTION_KIND),
    ...dateRange,
  })
  .superRefine(withRangeRule);
export type InspectionQuery = z.input<typeof inspectionQuerySchema>;

/** GET /user/fetchAuditData?rc=...&name={kind}&fromDate&toDate. */
export const auditQuerySchema = z
  .object({
    rc: rcCommaListSchema.optional(),
    name: auditKindSchema.default(DEFAULT_AUDIT_KIND),
    ...dateRange,
  })
  .superRefine(withRangeRule);
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** POST /user/fetchRatings {rc: [...], fromDate, toDate}; an empty `rc` means every bus. */
export const ratingsBodySchema = z
  .object({
    rc: z.array(busRcSchema).max(MAX_RC_FILTER, `At most ${MAX_RC_FILTER} RCs`).default([]),
    ...dateRange,
  })
  .superRefine(withRangeRule);
export type RatingsBody = z.input<typeof ratingsBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const attachmentSchema = z.object({
  attachmentType: z.enum(ATTACHMENT_TYPES),
  /** A signed link to the file (`/api/v1/files/signed/…`), valid 5 minutes; the owner's only. */
  attachmentUrl: z.string(),
  attachmentLabel: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const workItemSchema = z.object({
  name: z.string(),
  value: z.string(),
  remark: z.string(),
  attachments: z.array(attachmentSchema),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const groupWorkSchema = z.object({
  name: z.string(),
  label: z.string(),
  work: z.array(workItemSchema),
});
export type GroupWork = z.infer<typeof groupWorkSchema>;

/** §3 Inspection or audit record. `closedDate` epoch ms; an inspection's `groupWork` is empty. */
export const qualityRecordSchema = z.object({
  _id: z.string(),
  busRc: z.string(),
  name: z.string(),
  closedDate: z.number(),
  work: z.array(workItemSchema),
  groupWork: z.array(groupWorkSchema),
});
export type QualityRecord = z.infer<typeof qualityRecordSchema>;
export const qualityRecordListResponseSchema = envelope(z.array(qualityRecordSchema));

export const bookingRatingSchema = z.object({
  bookingCode: z.string(),
  rating: z.number().int().min(1).max(5),
  comments: z.string(),
  tags: z.array(z.string()),
});
export type BookingRating = z.infer<typeof bookingRatingSchema>;

/** §3 Rating record (trip). `totalRatings` is the trip's average (§9, 1 decimal). */
export const tripRatingSchema = z.object({
  tripId: z.string(),
  /** The trip's business date, IST 'YYYY-MM-DD'. */
  tripDate: z.string(),
  service: z.object({ name: z.string() }),
  busRc: z.string(),
  totalRatings: z.number(),
  bookings: z.array(bookingRatingSchema),
});
export type TripRating = z.infer<typeof tripRatingSchema>;

export const ratingsResponseDataSchema = z.object({
  ratingData: z.array(tripRatingSchema),
  /** The average of every rated booking in the range, 1 decimal (0 when none). */
  averageTotalRatings: z.number(),
  /** Bookings rated 1–3. */
  negativeRating: z.number().int(),
  /** Bookings rated 4–5. */
  positiveRating: z.number().int(),
  /** Addition: how many bookings were rated, and how many gave each star 1–5. */
  ratingsCount: z.number().int(),
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** Addition: the most frequent tags, most frequent first (ties by name). */
  topTags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type RatingsData = z.infer<typeof ratingsResponseDataSchema>;
export const ratingsResponseSchema = envelope(ratingsResponseDataSchema);

const xlsxFileSchema = z.any().describe(`The .xlsx file (${XLSX_MIME}), as an attachment`);

/** The export's file name: 'inspection-data-1_2026-11-10_2026-11-23.xlsx', 'regular-audit_….xlsx'. */
export function qualityExportFilename(kindLabel: string, fromDate: number, toDate: number): string {
  const slug = kindLabel.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${slug}_${fileNameDate(fromDate)}_${fileNameDate(toDate)}.xlsx`;
}

/** The export's columns (one row per record, then one per work item beneath it). */
export const QUALITY_EXPORT_COLUMNS = [
  'BUS RC',
  'Completion Date',
  'Completion Time',
  'Inspection',
  'S.No',
  'Action Performed',
  'Value',
  'Remarks',
  'Attachments',
] as const;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const quality = {
  access: 'tenant',
  accountTypes: ['BUSOWNER'],
  errors: [400, 401, 403],
  tags: ['quality'],
} as const;

export const qualityEndpoints = {
  inspections: defineEndpoint({
    ...quality,
    feature: 'Inspection Data',
    method: 'GET',
    path: '/user/fetchInspectionData',
    query: inspectionQuerySchema,
    response: qualityRecordListResponseSchema,
    summary: "The account's inspections of one kind closed in the range, newest first",
    description:
      'rc: comma list of the account’s RCs (none: every bus; others match nothing). fromDate/toDate epoch ms, from before to, span under 14 days (else 400).',
  }),
  audits: defineEndpoint({
    ...quality,
    feature: 'Audit Data',
    method: 'GET',
    path: '/user/fetchAuditData',
    query: auditQuerySchema,
    response: qualityRecordListResponseSchema,
    summary: "The account's audits of one kind closed in the range, newest first, with groupWork",
  }),
  ratings: defineEndpoint({
    ...quality,
    feature: 'Feedback Data',
    method: 'POST',
    path: '/user/fetchRatings',
    audit: false,
    body: ratingsBodySchema,
    response: ratingsResponseSchema,
    summary: 'Passenger ratings of the trips of the range (by departure), with the §9 figures',
  }),
  exportInspections: defineEndpoint({
    ...quality,
    feature: 'Inspection Data',
    method: 'GET',
    path: '/user/exportInspectionData',
    query: inspectionQuerySchema,
    response: xlsxFileSchema,
    answer: 'file',
    summary: 'Addition: the filtered inspection table as .xlsx (same query as fetchInspectionData)',
  }),
  exportAudits: defineEndpoint({
    ...quality,
    feature: 'Audit Data',
    method: 'GET',
    path: '/user/exportAuditData',
    query: auditQuerySchema,
    response: xlsxFileSchema,
    answer: 'file',
    summary: 'Addition: the filtered audit table as .xlsx (same query as fetchAuditData)',
  }),
};
