import { z } from 'zod';
import { CAB_ROUTE_TYPES, cabRouteTypeSchema } from './cab';
import { envelope, uuidSchema } from './common';
import { addDaysToDate, fileNameDate, istDateOf, istStartOfDay } from './dates';
import { defineEndpoint } from './endpoint';
import { MAX_EPOCH_MS } from './wallet';
import { XLSX_MIME } from './payouts';

/**
 * Fleet payment summary (part 2 §2 Fleet payment summary, §3, §4, §7; docs/architecture.md "Fleet
 * payment summary"): the trip contracts of a CABOWNER account in a date range and what they earn.
 * Tenant endpoints of the Cab model, declared like the cab trips: the path `/fmlmPaymentSummary` is
 * served as `/api/v1/cabOperator/fmlmPaymentSummary` (the spec's `/cabOperator/fmlmPaymentSummary`);
 * the other models answer 403.
 */

/** Part 1 §9: the default payment-summary window is the last 7 days (IST, today included). */
export const FLEET_DEFAULT_DAYS = 7;
/** A range longer than this is refused (400): a year and a day covers any yearly look. */
export const FLEET_MAX_RANGE_DAYS = 366;

export const FLEET_TEXTS = {
  title: 'Payment Summary',
  notStarted: 'Trip Not Started',
  contractInvalid: 'Contract Invalid',
  contactAdmin: 'Contact Admin team for Assistance',
  noDriver: 'No driver recorded',
  noDriverReason:
    'This trip started without a driver on record, so it is not counted as earnings. Contact Admin team for Assistance.',
  noTrips: 'No Trips Assigned',
  notFound: 'Trips Not Found',
  selectDate: 'Select Date',
  bothDates: 'Send both fromDate and toDate, or neither',
  toBeforeFrom: 'The to date must not be before the from date',
  rangeTooLong: `The date range may be at most ${FLEET_MAX_RANGE_DAYS} days`,
} as const;

/**
 * How a trip contract stands (part 2 §2 Amount cell), decided by the server at answer time:
 * NOT_STARTED — the start is in the future ('Trip Not Started'); CONTRACT_INVALID — started, but the
 * contract ended before the start ('Contract Invalid'); NO_DRIVER — started under a valid contract
 * but no driver (RC, mobile and name) was ever recorded ('No driver recorded', in place of the
 * figure); EARNED — started under a valid contract with a driver: the supply cost is earned. Only
 * EARNED trips count in the earnings figures.
 */
export const FLEET_AMOUNT_STATUSES = ['EARNED', 'NOT_STARTED', 'CONTRACT_INVALID', 'NO_DRIVER'] as const;
export const fleetAmountStatusSchema = z.enum(FLEET_AMOUNT_STATUSES);
export type FleetAmountStatus = z.infer<typeof fleetAmountStatusSchema>;

/**
 * The amount rule of §2: future start first, then an expired contract, else the supply cost — which
 * a started trip without a recorded driver does not earn (NO_DRIVER in the figure's place).
 */
export function fleetAmountStatus(
  t: { startTime: number; isContractExpired: boolean; hasDriver: boolean },
  now: number,
): FleetAmountStatus {
  if (t.startTime > now) return 'NOT_STARTED';
  if (t.isContractExpired) return 'CONTRACT_INVALID';
  if (!t.hasDriver) return 'NO_DRIVER';
  return 'EARNED';
}

/** The route types accepted by the filter: INTER (Intercity) and INTRA (Intracity), any case. */
export const FLEET_ROUTE_TYPES = CAB_ROUTE_TYPES;

/** The default window: 00:00 IST of today − 6 to 23:59:59.999 IST of today (epoch ms). */
export function fleetDefaultWindow(now: number): { fromDate: number; toDate: number } {
  const today = istDateOf(new Date(now));
  return {
    fromDate: istStartOfDay(addDaysToDate(today, -(FLEET_DEFAULT_DAYS - 1))).getTime(),
    toDate: istStartOfDay(addDaysToDate(today, 1)).getTime() - 1,
  };
}

/** '' (the desktop search sends empty filters) reads as absent. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const epochMs = (label: string) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: `${label} must be a time in epoch milliseconds` })
      .int(`${label} must be a time in epoch milliseconds`)
      .min(0, `${label} must be a time in epoch milliseconds`)
      .max(MAX_EPOCH_MS, `${label} must be a time in epoch milliseconds between 1970 and 2100`)
      .optional(),
  );

/**
 * GET /fmlmPaymentSummary (and its export). Every filter is optional and '' means "no filter":
 * fromDate + toDate (epoch ms, both or neither; none: the last 7 days), fromCityId + toCityId (the
 * city filter applies only when both are given), routeType (INTER or INTRA, any case), assetType
 * (the exact asset type, as `/assetType` lists them).
 */
export const fleetSummaryQuerySchema = z
  .object({
    fromDate: epochMs('fromDate'),
    toDate: epochMs('toDate'),
    fromCityId: z.preprocess(blankAsAbsent, z.optional(uuidSchema)),
    toCityId: z.preprocess(blankAsAbsent, z.optional(uuidSchema)),
    routeType: z.preprocess(
      (v) => (typeof v === 'string' ? blankAsAbsent(v.trim().toUpperCase()) : v),
      z.enum(CAB_ROUTE_TYPES, { error: 'routeType must be INTER or INTRA' }).optional(),
    ),
    assetType: z.preprocess(
      (v) => (typeof v === 'string' ? blankAsAbsent(v.trim()) : v),
      z.string().max(60, 'At most 60 characters').optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if ((q.fromDate === undefined) !== (q.toDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.fromDate === undefined ? 'fromDate' : 'toDate'],
        message: FLEET_TEXTS.bothDates,
      });
      return;
    }
    if (q.fromDate === undefined || q.toDate === undefined) return;
    if (q.toDate < q.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: FLEET_TEXTS.toBeforeFrom });
    else if (q.toDate - q.fromDate > FLEET_MAX_RANGE_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: FLEET_TEXTS.rangeTooLong });
  });
export type FleetSummaryQuery = z.input<typeof fleetSummaryQuerySchema>;

/** Part 2 §3 Trip contract (supplyCost in rupees), plus the server's `amountStatus`. */
export const tripContractSchema = z.object({
  id: z.string(),
  groupCode: z.string(),
  from: z.string(),
  to: z.string(),
  startTime: z.number(),
  supplyCost: z.number(),
  seater: z.string(),
  routeType: cabRouteTypeSchema,
  isContractExpired: z.boolean(),
  amountStatus: fleetAmountStatusSchema,
});
export type TripContract = z.infer<typeof tripContractSchema>;

/** One IST day of the range: what its trips earned (the chart). */
export const fleetDaySchema = z.object({ date: z.string(), earnings: z.number(), trips: z.number().int() });
export type FleetDay = z.infer<typeof fleetDaySchema>;

/**
 * Part 2 §3 Fleet payment summary response. Amounts in rupees. `totalTrips` counts every trip
 * listed; `earningTrips` those EARNED; `totalEarnings` is the sum of their supply costs,
 * `avgTripEarning` that sum over `earningTrips` (to the paisa, half up; 0 with none) and
 * `highestTripEarning` the largest of them (0 with none). Added: the range applied
 * (`fromDate`, `toDate`: the default window when none was sent), `earningTrips` and `days` (every
 * IST day of the range, oldest first, with its earnings and trip count).
 */
export const fleetSummarySchema = z.object({
  tripContracts: z.array(tripContractSchema),
  totalTrips: z.number().int(),
  totalEarnings: z.number(),
  avgTripEarning: z.number(),
  highestTripEarning: z.number(),
  earningTrips: z.number().int(),
  fromDate: z.number(),
  toDate: z.number(),
  days: z.array(fleetDaySchema),
});
export type FleetSummary = z.infer<typeof fleetSummarySchema>;

/** The export's file name: fleet-payment-summary_{from}_{to}.xlsx, the dates as IST YYYY-MM-DD. */
export function fleetExportFilename(fromDate: number, toDate: number): string {
  return `fleet-payment-summary_${fileNameDate(fromDate)}_${fileNameDate(toDate)}.xlsx`;
}

/** The export's columns (the table's, amounts as numbers with the status beside them). */
export const FLEET_EXPORT_COLUMNS = [
  'Route',
  'Trip ID',
  'Start Time & Date',
  'Amount (₹)',
  'Amount status',
  'Asset Type',
  'Route Type',
] as const;

const fleetEndpoint = {
  access: 'tenant',
  accountTypes: ['CABOWNER'],
  feature: 'Fleet Payment Summary',
  tags: ['fleet'],
} as const;

/** Part 2 §7 fleet calls, plus the Excel export (addition). */
export const fleetEndpoints = {
  assetTypes: defineEndpoint({
    ...fleetEndpoint,
    method: 'GET',
    path: '/assetType',
    response: envelope(z.array(z.string())),
    errors: [401, 403],
    summary: "The asset types of the account's trips, by name (the asset type filter's options)",
  }),
  summary: defineEndpoint({
    ...fleetEndpoint,
    method: 'GET',
    path: '/fmlmPaymentSummary',
    query: fleetSummaryQuerySchema,
    response: envelope(fleetSummarySchema),
    errors: [400, 401, 403],
    summary: "The account's trip contracts in the range and their earnings",
    description:
      "Filters, each optional ('' = none): fromDate and toDate (epoch ms, both or neither, start time inside, inclusive; none: the last 7 IST days, today included; at most 366 days), fromCityId and toCityId (only when both are given), routeType INTER | INTRA (any case), assetType (exact). Trips latest first. A trip earns its supply cost when it has started (start ≤ now) under a contract that had not ended before the start and a driver (RC, mobile, name) is recorded on it (amountStatus NO_DRIVER otherwise); totals count only those.",
  }),
  export: defineEndpoint({
    ...fleetEndpoint,
    method: 'GET',
    path: '/fmlmPaymentSummary/export',
    query: fleetSummaryQuerySchema,
    response: z.any().describe(`The .xlsx file (${XLSX_MIME}), as an attachment`),
    answer: 'file',
    errors: [400, 401, 403],
    summary: 'The summary as filtered, as an Excel file (one row per trip, then the totals)',
    description:
      'Same filters as /fmlmPaymentSummary. Saved as fleet-payment-summary_{from}_{to}.xlsx (IST DD-MM-YYYY).',
  }),
};
