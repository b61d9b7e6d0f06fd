import { z } from 'zod';
import { FIRST_READ_PATHS } from './constants';
import { rcCommaListSchema } from './buses';
import { envelope } from './common';
import { addDaysToDate, isIsoDate } from './dates';
import { defineEndpoint } from './endpoint';
import { epochMsQuerySchema } from './wallet';

/**
 * MG contracts and money (part 2 §2 Services and Contracts, Payment Summary, Trips and Revenue; §3
 * Service, Weekly payment summary, Revenue row; §7 /user/service, /user/paymentSummary,
 * /user/downloadSummary, /user/tripRevenue; docs/architecture.md "MG contracts and money").
 * Money in rupees on the wire (paise in the database); percentages and shares as fractions
 * (0.18 = 18 %, shown ×100); business dates 'YYYY-MM-DD' (IST); windows in epoch ms.
 */

export const CONTRACT_TYPES = ['MINIMUM_GUARANTEE', 'REVENUE_SHARE'] as const;
export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const PAYOUT_FREQUENCIES = ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY'] as const;
export const payoutFrequencySchema = z.enum(PAYOUT_FREQUENCIES);
export type PayoutFrequency = z.infer<typeof payoutFrequencySchema>;

export const CONTRACT_STATUSES = ['ACTIVE', 'EXPIRED'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const SERVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A contract ending within this many days (today included) is flagged on Services and Trips and Revenue. */
export const CONTRACT_EXPIRY_WARNING_DAYS = 14;

/**
 * Why a trip is not paid in the weekly statement (it is still listed, with its revenue): its date is
 * after the contract's end, before its start, or the service has no contract.
 */
export const NOT_PAID_REASONS = ['CONTRACT_EXPIRED', 'CONTRACT_NOT_STARTED', 'NO_CONTRACT'] as const;
export const notPaidReasonSchema = z.enum(NOT_PAID_REASONS);
export type NotPaidReason = z.infer<typeof notPaidReasonSchema>;
export const NOT_PAID_LABELS: Record<NotPaidReason, string> = {
  CONTRACT_EXPIRED: 'Contract expired',
  CONTRACT_NOT_STARTED: 'Contract not yet in force',
  NO_CONTRACT: 'No contract',
};

/** Null when a contract valid `validFrom … validTo` (both inclusive) is in force on `tripDate`. */
export function notPaidReasonOf(
  contract: { validFrom: string; validTo: string } | null | undefined,
  tripDate: string,
): NotPaidReason | null {
  if (!contract) return 'NO_CONTRACT';
  if (tripDate > contract.validTo) return 'CONTRACT_EXPIRED';
  if (tripDate < contract.validFrom) return 'CONTRACT_NOT_STARTED';
  return null;
}

/**
 * How a contract ending `validTo` stands on `today`: 'EXPIRED' after its last day, 'EXPIRES_SOON'
 * from CONTRACT_EXPIRY_WARNING_DAYS before its last day, else null.
 */
export function contractExpiryOf(validTo: string, today: string): 'EXPIRED' | 'EXPIRES_SOON' | null {
  if (validTo < today) return 'EXPIRED';
  if (validTo <= addDaysToDate(today, CONTRACT_EXPIRY_WARNING_DAYS)) return 'EXPIRES_SOON';
  return null;
}

/** GST the operator charges on the amount of a weekly statement (services: 18 %). */
export const MG_GST_RATE = 0.18;

/** Payment Summary's default window: the last 28 days up to the end of today (§9). */
export const PAYMENT_SUMMARY_DEFAULT_DAYS = 28;
/** Longest window /user/paymentSummary and /user/tripRevenue answer. */
export const MONEY_MAX_RANGE_DAYS = 400;
/** Trips and Revenue loads this many days back (a year), plus the scheduled trips ahead. */
export const TRIP_REVENUE_HISTORY_DAYS = 365;
export const TRIP_REVENUE_AHEAD_DAYS = 14;
/** The Trips and Revenue accent (§2). */
export const TRIPS_REVENUE_ACCENT = '#7b2bff';

export const CONTRACT_TEXTS = {
  noService: 'No Service Found',
  noSummary: 'No Summary Found',
  noRevenue: 'No Revenue Found',
  noRc: 'No Rc Found',
  rangeReversed: 'toDate must not be before fromDate',
  rangeTooLong: `The window may span at most ${MONEY_MAX_RANGE_DAYS} days`,
  summaryNotFound: 'No payment summary for that week',
  weekDate: 'Give the week as YYYY-MM-DD',
  notAWeek: 'weekEndDate must be 6 days after weekStartDate',
} as const;

const rupees = z.number();

/** Part 2 §3 revenue bracket: the trip's gross in [start, end) split by the two shares (end null: no limit). */
export const revenueBracketSchema = z.object({
  start: rupees,
  end: rupees.nullable(),
  /** The company's share (the spec's `{product}Share`). */
  companyShare: z.number(),
  operatorShare: z.number(),
});
export type RevenueBracket = z.infer<typeof revenueBracketSchema>;

/** Part 2 §3 contract of a service. */
export const contractSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Per trip, rupees. */
  runningCost: rupees,
  type: contractTypeSchema,
  status: contractStatusSchema,
  /** ACTIVE and its last day (validTo) within CONTRACT_EXPIRY_WARNING_DAYS of today. */
  expiresSoon: z.boolean(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Fraction of a passenger-cancelled booking's fare kept. */
  cancellationCharge: z.number(),
  /** Demand cancellations per service and week without the guarantee. */
  freeDemandCancellation: z.number().int(),
  /** Rupees per litre. */
  baseFuelRate: rupees,
  roundTripToll: rupees,
  additionalGuarantee: rupees,
  revenueBracket: z.array(revenueBracketSchema),
});
export type Contract = z.infer<typeof contractSchema>;

/** Part 2 §3 Service. */
export const mgServiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  busType: z.object({ name: z.string() }),
  busOperatorPayoutFrequency: payoutFrequencySchema.nullable(),
  contract: contractSchema.nullable(),
});
export type MgService = z.infer<typeof mgServiceSchema>;
export const mgServiceListResponseSchema = envelope(z.array(mgServiceSchema));

/** GET /user/service: optional `rc` (comma list: services run on those buses) or `serviceId`. */
export const serviceQuerySchema = z.object({
  rc: rcCommaListSchema.optional(),
  serviceId: z.uuid('Not a valid service id').optional(),
});
export type ServiceQuery = z.input<typeof serviceQuerySchema>;

/** Part 2 §3 Weekly payment summary. */
export const paymentSummarySchema = z.object({
  _id: z.string(),
  operatorName: z.string(),
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  commercialPercentage: z.number(),
  tdsPercentage: z.number(),
  amount: rupees,
  gst: rupees,
  tds: rupees,
  addition: rupees,
  netAmountToBeReleased: rupees,
  /** ISO instant the week was closed. */
  createdOn: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export const paymentSummaryListResponseSchema = envelope(z.array(paymentSummarySchema));

/** An object of query fields plus a window in epoch ms (both ends optional, not reversed, bounded). */
function withWindow<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, fromDate: epochMsQuerySchema.optional(), toDate: epochMsQuerySchema.optional() })
    .superRefine((q, ctx) => {
      const { fromDate, toDate } = q as { fromDate?: number; toDate?: number };
      if (fromDate === undefined || toDate === undefined) return;
      if (toDate < fromDate)
        ctx.addIssue({ code: 'custom', message: CONTRACT_TEXTS.rangeReversed, path: ['toDate'] });
      else if (toDate - fromDate > MONEY_MAX_RANGE_DAYS * 86_400_000)
        ctx.addIssue({ code: 'custom', message: CONTRACT_TEXTS.rangeTooLong, path: ['toDate'] });
    });
}

/** GET /user/paymentSummary: weeks overlapping fromDate … toDate (epoch ms; default last 28 days to end of today). */
export const paymentSummaryQuerySchema = withWindow({});
export type PaymentSummaryQuery = z.input<typeof paymentSummaryQuerySchema>;

const weekDate = z
  .string({ error: CONTRACT_TEXTS.weekDate })
  .trim()
  .refine((s) => isIsoDate(s), CONTRACT_TEXTS.weekDate);

/** POST /user/downloadSummary: the week as the summary names it. */
export const downloadSummaryBodySchema = z.object({
  weekStartDate: weekDate,
  weekEndDate: weekDate,
});
export type DownloadSummaryBody = z.input<typeof downloadSummaryBodySchema>;

/** Part 2 §3 Revenue row: one trip (a service on a date), from its bookings. */
export const revenueRowSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  tripDate: z.string(),
  tripStatus: z.enum(['SCHEDULED', 'COMPLETED', 'CANCELLED']),
  busRc: z.string().nullable(),
  busType: z.string(),
  seatsSold: z.number().int(),
  revenue: rupees,
  cancellationCharge: rupees,
  /** The last day of the service's contract (null: no contract). */
  contractValidTo: z.string().nullable(),
  /** Null when the trip's date is under its service's contract; else why the statement does not pay it. */
  notPaidReason: notPaidReasonSchema.nullable(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;
export const tripRevenueResponseSchema = envelope(z.array(revenueRowSchema));

/**
 * GET /user/tripRevenue: optional `rc` (comma list), `serviceId`, and a trip-date window in epoch ms
 * (IST dates of the two instants). Without a window: the last 7 days including today (the MG home).
 */
export const tripRevenueQuerySchema = withWindow({
  rc: rcCommaListSchema.optional(),
  serviceId: z.uuid('Not a valid service id').optional(),
});
export type TripRevenueQuery = z.input<typeof tripRevenueQuerySchema>;

/** GET /user/tripRevenueExport (addition): the same filters, trip-date window required. */
export const tripRevenueExportQuerySchema = withWindow({
  rc: rcCommaListSchema.optional(),
  serviceId: z.uuid('Not a valid service id').optional(),
});
export type TripRevenueExportQuery = z.input<typeof tripRevenueExportQuerySchema>;

/** 'trips-revenue_{from}_{to}.xlsx' with the IST dates of the window. */
export function tripRevenueExportFilename(fromDate: string, toDate: string): string {
  return `trips-revenue_${fromDate}_${toDate}.xlsx`;
}

const xlsxExportSchema = z
  .any()
  .describe(
    'The .xlsx file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), as an attachment',
  );

export const PDF_MIME = 'application/pdf';
const pdfFileSchema = z.any().describe(`The weekly statement (${PDF_MIME}), as an attachment`);

/** '{start}_{end}_{operator}.pdf' with only letters, digits, '-' and '_' (§7). */
export function summaryFilename(weekStartDate: string, weekEndDate: string, operatorName: string): string {
  const safe = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'operator';
  return `${safe(weekStartDate)}_${safe(weekEndDate)}_${safe(operatorName)}.pdf`;
}

const mgMoney = {
  access: 'tenant',
  accountTypes: ['BUSOWNER'],
  errors: [400, 401, 403],
  tags: ['mg-contracts'],
} as const;

/** Part 2 §7: the MG contracts and money calls (BUSOWNER accounts, the /mg prefix). */
export const contractsEndpoints = {
  services: defineEndpoint({
    ...mgMoney,
    feature: 'Services and Contracts',
    method: 'GET',
    path: '/user/service',
    query: serviceQuerySchema,
    response: mgServiceListResponseSchema,
    summary: "The account's services with their contracts and revenue brackets",
    description:
      'rc (comma list) keeps the services that ran a trip on one of those buses; serviceId one service. Ids of another account match nothing.',
  }),
  paymentSummary: defineEndpoint({
    ...mgMoney,
    feature: 'Payment Summary',
    method: 'GET',
    path: '/user/paymentSummary',
    query: paymentSummaryQuerySchema,
    response: paymentSummaryListResponseSchema,
    summary: 'Weekly payment summaries whose week overlaps fromDate … toDate (epoch ms), newest first',
    description: 'Without a window: the last 28 days up to the end of today (IST).',
  }),
  downloadSummary: defineEndpoint({
    ...mgMoney,
    errors: [400, 401, 403, 404],
    feature: 'Payment Summary',
    method: 'POST',
    path: '/user/downloadSummary',
    audit: false,
    body: downloadSummaryBodySchema,
    response: pdfFileSchema,
    answer: 'file',
    summary: "The week's statement as a PDF: trip lines, totals, GST, TDS, additions, net",
    description: 'Saved as {weekStartDate}_{weekEndDate}_{operator}.pdf (letters, digits, - and _ only).',
  }),
  tripRevenueExport: defineEndpoint({
    ...mgMoney,
    feature: 'Trips and Revenue',
    method: 'GET',
    path: '/user/tripRevenueExport',
    query: tripRevenueExportQuerySchema,
    response: xlsxExportSchema,
    answer: 'file',
    summary: 'The Trips and Revenue table as filtered, as an .xlsx (one row per trip, then totals)',
    description:
      'Same rows as GET /user/tripRevenue for the same rc, serviceId and window (without a window: the last 7 days), trip date ascending.',
  }),
  tripRevenue: defineEndpoint({
    ...mgMoney,
    feature: 'Trips and Revenue',
    method: 'GET',
    path: FIRST_READ_PATHS.tripRevenue,
    query: tripRevenueQuerySchema,
    response: tripRevenueResponseSchema,
    summary: 'Revenue rows, one per trip, by trip date ascending',
    description:
      'From the bookings of the provider’s own channels (WEB, APP): seats and fares of the confirmed ones, and the contract’s cancellation charge on the passenger-cancelled ones. Without fromDate/toDate the last 7 days including today (the MG home’s table); rc and serviceId filter.',
  }),
};

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  MINIMUM_GUARANTEE: 'Minimum guarantee',
  REVENUE_SHARE: 'Revenue share',
};
export const PAYOUT_FREQUENCY_LABELS: Record<PayoutFrequency, string> = {
  WEEKLY: 'Weekly',
  FORTNIGHTLY: 'Fortnightly',
  MONTHLY: 'Monthly',
};
export const TRIP_STATUS_LABELS: Record<RevenueRow['tripStatus'], string> = {
  SCHEDULED: 'Scheduled',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** §2 Services and Contracts columns. */
export const SERVICE_COLUMNS = ['Service Name', 'Status', 'Frequency', 'Contract', 'Bus Type'] as const;
/** §2 Trips and Revenue columns. */
export const REVENUE_COLUMNS = [
  'Service Name',
  'Trip Date',
  'Status',
  'Bus RC',
  'Bus Type',
  'Seats Sold',
  'Trip Revenue',
  'Cancellation',
] as const;

/** A stored fraction as the percentage shown (§9: ×100), to at most two decimals: 0.015 → '1.5%'. */
export function fractionToPercent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

/**
 * Every row of a contract's revenue table, for any number of brackets: each bracket's range of the
 * trip's revenue and both shares. Exactly 4 brackets carry the §2 names (fixed guarantee, operator
 * share, company share, above the threshold); other counts are numbered 'Bracket 1' … 'Bracket n'.
 */
export function revenueTableOf(brackets: readonly RevenueBracket[]): {
  label: string;
  from: number;
  to: number | null;
  operatorShare: number;
  companyShare: number;
  share: string;
}[] {
  const pct = (f: number) => fractionToPercent(f);
  const named = brackets.length === 4;
  const labels = ['Fixed guarantee', 'Operator share', 'Company share', 'Above threshold'];
  return brackets.map((b, i) => ({
    label: named ? (labels[i] ?? '') : `Bracket ${i + 1}`,
    from: b.start,
    to: b.end,
    operatorShare: b.operatorShare,
    companyShare: b.companyShare,
    share: `Operator ${pct(b.operatorShare)} · Company ${pct(b.companyShare)}`,
  }));
}
