/**
 * Deals (discount campaigns) of GDS operators: part 1 §2 Create-deal wizard, deals list and detail,
 * §3 Service / Deal body published / Campaign, §4, §5 Deal wizard, §7 calls. The same schemas
 * validate the web's wizard and the server's requests, so both answer with the same messages at the
 * same fields. Rules that need "today" are factories taking the IST date (see `dates.ts`).
 */
import { z } from 'zod';
import { envelope, uuidSchema } from './common';
import { defineEndpoint } from './endpoint';
import { WEEKDAYS, addDaysToDate, daysBetweenDates, isIsoDate, parseBusinessDate } from './dates';

// ---------------------------------------------------------------------------------------------
// Enumerations, labels and limits
// ---------------------------------------------------------------------------------------------

export const DEAL_TYPES = ['CUSTOM', 'EARLYBIRD', 'LASTMINUTE'] as const;
export const dealTypeSchema = z.enum(DEAL_TYPES, { error: 'Choose an offer type' });
export type DealType = z.infer<typeof dealTypeSchema>;

/** The offer cards of wizard step 1. */
export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  CUSTOM: 'Custom Offer',
  EARLYBIRD: 'Early Bird Offer',
  LASTMINUTE: 'Last Min Deal',
};

export const DISCOUNT_TYPES = ['ABSOLUTE', 'PERCENTAGE'] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES, { error: 'Choose Flat or Percentage' });
export type DiscountType = z.infer<typeof discountTypeSchema>;
/** ABSOLUTE is shown as FLAT (§3). */
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  ABSOLUTE: 'Flat',
  PERCENTAGE: 'Percentage',
};

export const CAMPAIGN_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES, { error: 'Status is ACTIVE or INACTIVE' });
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const weekdaySchema = z.enum(WEEKDAYS, { error: 'Days are MON, TUE, WED, THU, FRI, SAT or SUN' });

/** §5 / §9 limits (rupees, percent, hours, days, seats; whole numbers only). */
export const DEAL_LIMITS = {
  flatDiscount: { min: 50, max: 1000 },
  percentage: { min: 5, max: 100 },
  maxDiscount: { min: 50, max: 1000 },
  minSeatValue: { min: 50, max: 1000 },
  occupancy: { min: 1, max: 100 },
  /** LASTMINUTE startDealTime: hours before departure. */
  startDealHours: { min: 1, max: 168 },
  /** EARLYBIRD stopDealTime: days before departure. */
  stopDealDays: { min: 1, max: 365 },
  /** EARLYBIRD stopDealAtSeatCount: seats sold. */
  stopSeatCount: { min: 1, max: 100 },
  services: { max: 500 },
  exclusionDates: { max: 366 },
  /** A campaign ends at most this many days after its start (publish, extend, renew). */
  campaignDays: { maxAfterStart: 365 },
} as const;

/** A campaign is 'about to expire' when it ends today or within the next this-many days (IST). */
export const ABOUT_TO_EXPIRE_DAYS = 3;

/** Every message of the deal rules: the spec's own (§5) and ours for the rules it leaves unnamed. */
export const DEAL_MESSAGES = {
  flatDiscount: 'Flat Discount amount Ranges from 50 to 1000',
  percentage: 'Discount Percentage Ranges from 5 to 100',
  maxDiscount: 'Maximum Discount Ranges from 50 to 1000',
  minSeatValue: 'Minimum value of Seat Price Ranges from 50 to 1000',
  startDateRequired: 'Start Date is Required',
  endDateRequired: 'End Date is Required',
  activeDayRequired: 'Active Day is Required',
  occupancyMax: 'occupancy cannot be greater than 100',
  stopOfferMax: 'stopOffer cannot be greater than 100',
  startAfterToday: 'Start date must be after today',
  endAfterToday: 'End date must be after today',
  endBeforeStart: 'End date cannot be before start date',
  endWithinAYear: 'End date must be within a year of the start date',
  exclusionOutsideRange: 'Exclusion dates must lie between the start and end date',
  selectService: 'Select at least one service',
  tooManyServices: `Select at most ${DEAL_LIMITS.services.max} services`,
  tooManyExclusions: `At most ${DEAL_LIMITS.exclusionDates.max} exclusion dates`,
  invalidDate: 'Enter a valid date',
  wholeNumber: 'Enter a whole number',
  duplicateDay: 'Each active day can be chosen only once',
  occupancyMin: 'Occupancy must be at least 1',
  stopAboveStartOccupancy: 'Stop at occupancy must be above the start occupancy',
  stopSeatCount: 'Seat count must be between 1 and 100',
  stopDealDays: 'Days before departure must be between 1 and 365',
  startDealHours: 'Hours before departure must be between 1 and 168',
  earlyBirdCondition: 'Early Bird Offer needs a seat count or days before departure to stop at',
  lastMinuteStart: 'Last Min Deal needs the hours before departure it starts at',
  newDealIsActive: "A new deal's status is ACTIVE",
  statusOrEndDate: 'Send either status (switch on/off) or endDate (extend), not both',
  extendAfterCurrentEnd: 'New end date must be after the current end date',
  expiredNoSwitch: 'This campaign has expired and cannot be switched on or off',
  expiredNoExtend: 'This campaign has expired; renew it instead',
  chooseCampaign: 'Choose the campaign to renew',
  campaignNotFound: 'Campaign not found',
  serviceNotFound: 'Service not found',
  serviceInactive: 'This service is no longer active',
  noActiveServices: "None of this campaign's services is active any more",
} as const;

/** Deal conditions and the offer type each belongs to. */
export const DEAL_CONDITIONS = {
  stopDealAtSeatCount: { type: 'EARLYBIRD', label: 'Stop after seats sold' },
  stopDealTime: { type: 'EARLYBIRD', label: 'Stop days before departure' },
  startDealTime: { type: 'LASTMINUTE', label: 'Start hours before departure' },
  startDealAtOccupancy: { type: 'LASTMINUTE', label: 'Only while occupancy below' },
  stopDealAtOccupancy: { type: 'LASTMINUTE', label: 'Stop at occupancy' },
} as const satisfies Record<string, { type: DealType; label: string }>;
export type DealConditionKey = keyof typeof DEAL_CONDITIONS;
const CONDITION_KEYS = Object.keys(DEAL_CONDITIONS) as DealConditionKey[];

/** The message when a condition of another offer type is sent, e.g. 'Stop at occupancy applies only to Last Min Deal'. */
export function conditionNotForTypeMessage(key: DealConditionKey): string {
  return `${DEAL_CONDITIONS[key].label} applies only to ${DEAL_TYPE_LABELS[DEAL_CONDITIONS[key].type]}`;
}

// ---------------------------------------------------------------------------------------------
// Pure rules shared by server and web
// ---------------------------------------------------------------------------------------------

/** Expired: the last day (endDate, inclusive) is before today (IST). Expired campaigns cannot be switched. */
export function isCampaignExpired(endDate: string, todayIst: string): boolean {
  return endDate < todayIst;
}

/**
 * About to expire: not expired and ends within the next ABOUT_TO_EXPIRE_DAYS days, i.e. endDate is
 * today, tomorrow, … or today + 3 (IST). Status does not matter (an INACTIVE deal can be extended too).
 * The deal detail shows 'Extend Deal' for these; home's notifications count them.
 */
export function isCampaignAboutToExpire(endDate: string, todayIst: string): boolean {
  return !isCampaignExpired(endDate, todayIst) && daysBetweenDates(todayIst, endDate) <= ABOUT_TO_EXPIRE_DAYS;
}

/** NoOfDays: start and end date both count. */
export function campaignDayCount(startDate: string, endDate: string): number {
  return daysBetweenDates(startDate, endDate) + 1;
}

/** What a deal needs to price a seat (rupees; percentage as whole percent). */
export interface DealPricing {
  discountType: DiscountType;
  discountValue: number;
  /** Cap for PERCENTAGE deals; ignored for ABSOLUTE. */
  maxDiscount?: number | null | undefined;
  minSeatValue: number;
}

export interface FareWithDeal {
  baseFare: number;
  discount: number;
  finalFare: number;
  /** False when the seat is below the deal's minimum seat value (or the discount is zero). */
  applies: boolean;
}

/**
 * What a deal does to one seat's base fare, in rupees (computed in whole paise):
 * - a seat priced below `minSeatValue` gets no discount;
 * - ABSOLUTE: min(discountValue, fare);
 * - PERCENTAGE: fare × discountValue %, rounded to the paisa, capped at `maxDiscount`.
 * E.g. 10 % capped at ₹100 on an ₹800 seat → ₹80 off, ₹720.
 */
export function applyDealToFare(deal: DealPricing, baseFare: number): FareWithDeal {
  const farePaise = Math.max(0, Math.round(baseFare * 100));
  const none = { baseFare: farePaise / 100, discount: 0, finalFare: farePaise / 100, applies: false };
  if (farePaise === 0 || farePaise < Math.round(deal.minSeatValue * 100)) return none;
  let discountPaise =
    deal.discountType === 'ABSOLUTE'
      ? Math.round(deal.discountValue * 100)
      : Math.round((farePaise * deal.discountValue) / 100);
  if (deal.discountType === 'PERCENTAGE' && deal.maxDiscount != null) {
    discountPaise = Math.min(discountPaise, Math.round(deal.maxDiscount * 100));
  }
  discountPaise = Math.max(0, Math.min(discountPaise, farePaise));
  return {
    baseFare: farePaise / 100,
    discount: discountPaise / 100,
    finalFare: (farePaise - discountPaise) / 100,
    applies: discountPaise > 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

// Field checks never abort (no `.int()`, no `abort: true`): an aborting issue anywhere would stop
// the cross-field rules, and each wizard step must see its own fields' errors.
const wholeNumber = (message: string = DEAL_MESSAGES.wholeNumber) =>
  z.number({ error: message }).refine(Number.isInteger, message);

const ranged = (range: { min: number; max: number }, message: string) =>
  wholeNumber(message).min(range.min, message).max(range.max, message);

/** A business date: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss' (optional zone), read as an IST date. */
export const businessDateSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .superRefine((v, ctx) => {
      if (v.trim() === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (v.length > 40 || parseBusinessDate(v) === null)
        ctx.addIssue({ code: 'custom', message: DEAL_MESSAGES.invalidDate });
    })
    .transform((v) => parseBusinessDate(v) ?? v);

const exclusionDateSchema = businessDateSchema(DEAL_MESSAGES.invalidDate);

/** Optional numbers are omitted when empty; null counts as absent. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

// ---------------------------------------------------------------------------------------------
// GET /user/services
// ---------------------------------------------------------------------------------------------

/**
 * §3 Service (deal wizard): the account's active services. startTime is 'HH:mm' (IST). The base
 * fares (rupees, null when the bus has no such seats) are an addition: the review step previews the
 * deal on them with `applyDealToFare`.
 */
export const dealServiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  startTime: z.string(),
  b2cAssetTypeName: z.string(),
  fromCityName: z.string(),
  toCityName: z.string(),
  baseSeaterFare: z.number().nullable(),
  baseSleeperFare: z.number().nullable(),
});
export type DealService = z.infer<typeof dealServiceSchema>;
export const servicesResponseSchema = envelope(z.array(dealServiceSchema));

// ---------------------------------------------------------------------------------------------
// POST /user/publishDeal
// ---------------------------------------------------------------------------------------------

/** A chosen service: the web sends the whole Service; only `_id` counts (the server re-reads it). */
export const selectedServiceSchema = dealServiceSchema.partial().extend({ _id: uuidSchema });

type Issue = { path: string; message: string };

function asDate(v: unknown): string | null {
  return typeof v === 'string' && isIsoDate(v) ? v : null;
}
/** A whole number, null/undefined for absent, or 'invalid' when the field itself already failed. */
function asWhole(v: unknown): number | null | 'invalid' {
  if (v == null) return null;
  return typeof v === 'number' && Number.isInteger(v) ? v : 'invalid';
}
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The last end date a campaign starting on `startDate` may have (`DEAL_LIMITS.campaignDays`). */
export function latestEndDate(startDate: string): string {
  return addDaysToDate(startDate, DEAL_LIMITS.campaignDays.maxAfterStart);
}

/** The §5 rules that look at more than one field (not "today": see `publishDealSchema`). */
export function publishDealCrossFieldIssues(body: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const discountType = body.discountType;
  const value = asWhole(body.discountValue);
  if (value !== 'invalid') {
    const inRange = (r: { min: number; max: number }) => value !== null && value >= r.min && value <= r.max;
    if (discountType === 'ABSOLUTE' && !inRange(DEAL_LIMITS.flatDiscount))
      issues.push({ path: 'discountValue', message: DEAL_MESSAGES.flatDiscount });
    if (discountType === 'PERCENTAGE' && !inRange(DEAL_LIMITS.percentage))
      issues.push({ path: 'discountValue', message: DEAL_MESSAGES.percentage });
  }
  const max = asWhole(body.maxDiscount);
  if (discountType === 'PERCENTAGE' && max !== 'invalid') {
    if (max === null || max < DEAL_LIMITS.maxDiscount.min || max > DEAL_LIMITS.maxDiscount.max)
      issues.push({ path: 'maxDiscount', message: DEAL_MESSAGES.maxDiscount });
  }

  const type = body.type;
  if (type === 'CUSTOM' || type === 'EARLYBIRD' || type === 'LASTMINUTE') {
    for (const key of CONDITION_KEYS) {
      if (body[key] != null && DEAL_CONDITIONS[key].type !== type)
        issues.push({ path: key, message: conditionNotForTypeMessage(key) });
    }
    if (type === 'EARLYBIRD' && body.stopDealAtSeatCount == null && body.stopDealTime == null)
      issues.push({ path: 'stopDealAtSeatCount', message: DEAL_MESSAGES.earlyBirdCondition });
    if (type === 'LASTMINUTE' && body.startDealTime == null)
      issues.push({ path: 'startDealTime', message: DEAL_MESSAGES.lastMinuteStart });
    // A Last Min Deal runs while occupancy is below the start threshold and stops at the stop
    // occupancy: a stop at or below the threshold could never be reached while the deal runs.
    const below = asWhole(body.startDealAtOccupancy);
    const stopAt = asWhole(body.stopDealAtOccupancy);
    if (type === 'LASTMINUTE' && typeof below === 'number' && typeof stopAt === 'number' && stopAt <= below)
      issues.push({ path: 'stopDealAtOccupancy', message: DEAL_MESSAGES.stopAboveStartOccupancy });
  }

  const start = asDate(body.startDate);
  const end = asDate(body.endDate);
  if (start && end) {
    if (end < start) issues.push({ path: 'endDate', message: DEAL_MESSAGES.endBeforeStart });
    else if (end > latestEndDate(start))
      issues.push({ path: 'endDate', message: DEAL_MESSAGES.endWithinAYear });
    else if (Array.isArray(body.excludedDates)) {
      const outside = body.excludedDates.some((d) => {
        const day = asDate(d);
        return day !== null && (day < start || day > end);
      });
      if (outside) issues.push({ path: 'excludedDates', message: DEAL_MESSAGES.exclusionOutsideRange });
    }
  }
  return issues;
}

function addIssues(ctx: z.RefinementCtx, issues: Issue[]): void {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

/** Cross-field refinements run even when another field failed, so each step of the wizard sees its own errors. */
const whenObject = { when: (payload: { value: unknown }) => isObject(payload.value) };

/**
 * §3 'Deal body published' with every §5 rule except "start date after today" (the route schema).
 * maxDiscount: required for PERCENTAGE; ignored (neither checked nor stored) for ABSOLUTE.
 * Deal conditions of another offer type must be absent.
 */
export const publishDealRequestSchema = z
  .object({
    userName: z.string().trim().max(200).nullish(),
    selectedSevices: z
      .array(selectedServiceSchema, { error: DEAL_MESSAGES.selectService })
      .min(1, DEAL_MESSAGES.selectService)
      .max(DEAL_LIMITS.services.max, DEAL_MESSAGES.tooManyServices),
    startDate: businessDateSchema(DEAL_MESSAGES.startDateRequired),
    endDate: businessDateSchema(DEAL_MESSAGES.endDateRequired),
    dayIncluded: z
      .array(weekdaySchema, { error: DEAL_MESSAGES.activeDayRequired })
      .min(1, DEAL_MESSAGES.activeDayRequired)
      .max(7, DEAL_MESSAGES.duplicateDay)
      .refine((days) => new Set(days).size === days.length, DEAL_MESSAGES.duplicateDay),
    excludedDates: z
      .array(exclusionDateSchema, { error: DEAL_MESSAGES.invalidDate })
      .max(DEAL_LIMITS.exclusionDates.max, DEAL_MESSAGES.tooManyExclusions)
      .nullish()
      .transform((v) => [...new Set(v ?? [])].sort()),
    minSeatValue: ranged(DEAL_LIMITS.minSeatValue, DEAL_MESSAGES.minSeatValue),
    type: dealTypeSchema,
    discountType: discountTypeSchema,
    /** Range depends on discountType: checked with the cross-field rules. */
    discountValue: optional(wholeNumber()),
    status: z.literal('ACTIVE', { error: DEAL_MESSAGES.newDealIsActive }).optional(),
    maxDiscount: optional(wholeNumber()),
    startDealTime: optional(ranged(DEAL_LIMITS.startDealHours, DEAL_MESSAGES.startDealHours)),
    stopDealTime: optional(ranged(DEAL_LIMITS.stopDealDays, DEAL_MESSAGES.stopDealDays)),
    stopDealAtSeatCount: optional(ranged(DEAL_LIMITS.stopSeatCount, DEAL_MESSAGES.stopSeatCount)),
    stopDealAtOccupancy: optional(
      wholeNumber()
        .min(DEAL_LIMITS.occupancy.min, DEAL_MESSAGES.occupancyMin)
        .max(DEAL_LIMITS.occupancy.max, DEAL_MESSAGES.stopOfferMax),
    ),
    startDealAtOccupancy: optional(
      wholeNumber()
        .min(DEAL_LIMITS.occupancy.min, DEAL_MESSAGES.occupancyMin)
        .max(DEAL_LIMITS.occupancy.max, DEAL_MESSAGES.occupancyMax),
    ),
  })
  .superRefine((body, ctx) => addIssues(ctx, publishDealCrossFieldIssues(body)), whenObject);
/** What the web builds (form values). */
export type PublishDealInput = z.input<typeof publishDealRequestSchema>;
/** What the server works with after parsing (dates normalised to 'YYYY-MM-DD', nulls dropped). */
export type PublishDealRequest = z.output<typeof publishDealRequestSchema>;

function buildPublishDealSchema(todayIst: string) {
  return publishDealRequestSchema.superRefine((body, ctx) => {
    const start = asDate(body.startDate);
    if (start && start <= todayIst)
      addIssues(ctx, [{ path: 'startDate', message: DEAL_MESSAGES.startAfterToday }]);
  }, whenObject);
}
let publishDealSchemaOfDay: { day: string; schema: ReturnType<typeof buildPublishDealSchema> } | undefined;

/**
 * The full §5 rule set for a given IST today: the web form's resolver and the server's second pass.
 * Built once per day: a new zod schema compiles its parser again on first use (about as costly as
 * the rest of a publish).
 */
export function publishDealSchema(todayIst: string) {
  if (publishDealSchemaOfDay?.day !== todayIst)
    publishDealSchemaOfDay = { day: todayIst, schema: buildPublishDealSchema(todayIst) };
  return publishDealSchemaOfDay.schema;
}

// ---------------------------------------------------------------------------------------------
// Campaign (answers of publishDeal, fetchDeals, updateCampaign, RenewCampaign)
// ---------------------------------------------------------------------------------------------

export const campaignServiceSchema = dealServiceSchema.extend({
  fromCity: z.object({ name: z.string() }),
  toCity: z.object({ name: z.string() }),
});
export type CampaignService = z.infer<typeof campaignServiceSchema>;

/** §3 Campaign.operatorDeal: money in rupees, percentage in percent; conditions only when set. */
export const operatorDealSchema = z.object({
  type: dealTypeSchema,
  /** The campaign code. */
  name: z.string(),
  discountType: discountTypeSchema,
  discountValue: z.number(),
  minSeatValue: z.number(),
  /** Only for PERCENTAGE deals. */
  maxDiscount: z.number().optional(),
  stopDealAtSeatCount: z.object({ gte: z.number() }).optional(),
  /** Days before departure. */
  stopDealTime: z.number().optional(),
  /** Hours before departure. */
  startDealTime: z.number().optional(),
  startDealAtOccupancy: z.object({ lte: z.number() }).optional(),
  stopDealAtOccupancy: z.object({ gte: z.number() }).optional(),
});
export type OperatorDeal = z.infer<typeof operatorDealSchema>;

/** The deal applied to the first covered service's base fare (seater, else sleeper). */
export const farePreviewSchema = z.object({
  serviceId: z.string(),
  seatType: z.enum(['SEATER', 'SLEEPER']),
  baseFare: z.number(),
  discount: z.number(),
  finalFare: z.number(),
  applies: z.boolean(),
});
export type FarePreview = z.infer<typeof farePreviewSchema>;

export const campaignSchema = z.object({
  _id: z.string(),
  /** The campaign code, e.g. 'ODK7M2QX'. */
  name: z.string(),
  status: campaignStatusSchema,
  /** 'YYYY-MM-DD' (IST business dates, both inclusive). */
  startDate: z.string(),
  endDate: z.string(),
  NoOfDays: z.number().int(),
  applicableDays: z.array(weekdaySchema),
  /** 'YYYY-MM-DD', ascending. */
  exclusionDates: z.array(z.string()),
  /** The covered services, in the order they were chosen. */
  serviceName: z.array(campaignServiceSchema),
  operatorDeal: operatorDealSchema,
  isExpired: z.boolean(),
  isAboutToExpire: z.boolean(),
  /** The campaign this one was renewed from. */
  renewedFromId: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
  farePreview: farePreviewSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListResponseSchema = envelope(z.array(campaignSchema));
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /user/fetchDeals
// ---------------------------------------------------------------------------------------------

export const fetchDealsQuerySchema = z.object({ id: z.optional(uuidSchema) });
export type FetchDealsQuery = z.infer<typeof fetchDealsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// POST /user/updateCampaign: switch on/off, or extend
// ---------------------------------------------------------------------------------------------

export const switchCampaignRequestSchema = z.object({
  selectedCampaignId: uuidSchema,
  status: campaignStatusSchema,
});
export type SwitchCampaignRequest = z.infer<typeof switchCampaignRequestSchema>;

export const extendCampaignRequestSchema = z.object({
  selectedCampaignId: uuidSchema,
  endDate: businessDateSchema(DEAL_MESSAGES.endDateRequired),
});
export type ExtendCampaignRequest = z.input<typeof extendCampaignRequestSchema>;

/** The route body: exactly one of `status` (switch) or `endDate` (extend). */
export const updateCampaignRequestSchema = z
  .object({
    selectedCampaignId: uuidSchema,
    status: campaignStatusSchema.optional(),
    endDate: businessDateSchema(DEAL_MESSAGES.endDateRequired).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.status === undefined) === (body.endDate === undefined))
      addIssues(ctx, [{ path: 'status', message: DEAL_MESSAGES.statusOrEndDate }]);
  });
export type UpdateCampaignRequest = z.output<typeof updateCampaignRequestSchema>;

/**
 * The extend dialog's rules (and the server's): a new end date after today (IST), not before the
 * campaign's start and after its current end. Only endDate changes.
 */
export function extendCampaignSchema(todayIst: string, campaign: { startDate: string; endDate: string }) {
  return z
    .object({ endDate: businessDateSchema(DEAL_MESSAGES.endDateRequired) })
    .superRefine(({ endDate }, ctx) => {
      if (!isIsoDate(endDate)) return;
      if (endDate <= todayIst) addIssues(ctx, [{ path: 'endDate', message: DEAL_MESSAGES.endAfterToday }]);
      else if (endDate < campaign.startDate)
        addIssues(ctx, [{ path: 'endDate', message: DEAL_MESSAGES.endBeforeStart }]);
      else if (endDate <= campaign.endDate)
        addIssues(ctx, [{ path: 'endDate', message: DEAL_MESSAGES.extendAfterCurrentEnd }]);
      else if (endDate > latestEndDate(campaign.startDate))
        addIssues(ctx, [{ path: 'endDate', message: DEAL_MESSAGES.endWithinAYear }]);
    });
}

// ---------------------------------------------------------------------------------------------
// POST /user/RenewCampaign
// ---------------------------------------------------------------------------------------------

const renewDates = {
  startDate: businessDateSchema(DEAL_MESSAGES.startDateRequired),
  endDate: businessDateSchema(DEAL_MESSAGES.endDateRequired),
};

function renewIssues(body: { startDate: unknown; endDate: unknown }, todayIst?: string): Issue[] {
  const start = asDate(body.startDate);
  const end = asDate(body.endDate);
  const issues: Issue[] = [];
  if (start && todayIst !== undefined && start <= todayIst)
    issues.push({ path: 'startDate', message: DEAL_MESSAGES.startAfterToday });
  if (start && end && end < start) issues.push({ path: 'endDate', message: DEAL_MESSAGES.endBeforeStart });
  else if (start && end && end > latestEndDate(start))
    issues.push({ path: 'endDate', message: DEAL_MESSAGES.endWithinAYear });
  return issues;
}

/** `selectedCampaign` is the campaign id, or the campaign object (its `_id` counts). */
export const renewCampaignRequestSchema = z
  .object({
    selectedCampaign: z.union([uuidSchema, z.object({ _id: uuidSchema })], {
      error: DEAL_MESSAGES.chooseCampaign,
    }),
    ...renewDates,
  })
  .superRefine((body, ctx) => addIssues(ctx, renewIssues(body)), whenObject);
export type RenewCampaignInput = z.input<typeof renewCampaignRequestSchema>;
export type RenewCampaignRequest = z.output<typeof renewCampaignRequestSchema>;

/** The renew dialog's rules (and the server's): new start after today (IST), end not before it. */
export function renewCampaignSchema(todayIst: string) {
  return z
    .object(renewDates)
    .superRefine((body, ctx) => addIssues(ctx, renewIssues(body, todayIst)), whenObject);
}

/** The id inside `selectedCampaign`. */
export function renewCampaignId(selected: RenewCampaignRequest['selectedCampaign']): string {
  return typeof selected === 'string' ? selected : selected._id;
}

/** The first day after today: the earliest start (and new end) date pickers allow. */
export function firstSelectableDate(todayIst: string): string {
  return addDaysToDate(todayIst, 1);
}

// ---------------------------------------------------------------------------------------------
// Endpoints (part 1 §7): OPERATOR accounts only, under every business-model prefix (403 elsewhere)
// ---------------------------------------------------------------------------------------------

/**
 * GET /user/dealPerformance (issue 41): per deal, the bookings the booking system recorded under
 * it — still confirmed — and what they earned and the discount they gave (rupees), newest deal first.
 */
export const dealPerformanceSchema = z.object({
  campaignId: z.string(),
  code: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  bookings: z.number().int(),
  seats: z.number().int(),
  revenue: z.number(),
  discount: z.number(),
});
export type DealPerformance = z.infer<typeof dealPerformanceSchema>;
export const dealPerformanceResponseSchema = envelope(z.array(dealPerformanceSchema));

const dealsEndpoint = {
  access: 'tenant',
  accountTypes: ['OPERATOR'],
  feature: 'Deals',
  errors: [400, 401, 403, 404, 409],
  tags: ['deals'],
} as const;

export const dealsEndpoints = {
  performance: defineEndpoint({
    ...dealsEndpoint,
    errors: [401, 403],
    method: 'GET',
    path: '/user/dealPerformance',
    response: dealPerformanceResponseSchema,
    summary: 'Deal performance: bookings, seats, revenue and discount given per deal (newest first)',
    description:
      "From the bookings data: each confirmed booking sold under a deal (the booking system's campaign and discount). Deals without bookings are listed with zeros.",
  }),
  services: defineEndpoint({
    ...dealsEndpoint,
    method: 'GET',
    path: '/user/services',
    response: servicesResponseSchema,
    summary: "The account's active services (deal wizard step 3)",
  }),
  publish: defineEndpoint({
    ...dealsEndpoint,
    method: 'POST',
    path: '/user/publishDeal',
    audit: 'deal.published',
    body: publishDealRequestSchema,
    response: campaignListResponseSchema,
    errors: [...dealsEndpoint.errors, 429],
    summary: 'Publish a deal: answers [campaign] whose name is the new campaign code',
    description:
      'Every part 1 §5 rule is checked here too (start date after today in IST). maxDiscount is required for PERCENTAGE and ignored for ABSOLUTE; deal conditions of another offer type are refused.',
  }),
  list: defineEndpoint({
    ...dealsEndpoint,
    method: 'GET',
    path: '/user/fetchDeals',
    query: fetchDealsQuerySchema,
    response: campaignListResponseSchema,
    summary: "The account's campaigns, newest first; with ?id= only that one (404 if not the account's)",
  }),
  update: defineEndpoint({
    ...dealsEndpoint,
    method: 'POST',
    path: '/user/updateCampaign',
    audit: 'deal.updated',
    body: updateCampaignRequestSchema,
    response: campaignListResponseSchema,
    summary:
      'Switch a campaign on/off ({selectedCampaignId, status}) or extend it ({selectedCampaignId, endDate})',
    description: 'Expired campaigns answer 409. Extend changes only endDate.',
  }),
  renew: defineEndpoint({
    ...dealsEndpoint,
    method: 'POST',
    path: '/user/RenewCampaign',
    audit: 'deal.renewed',
    body: renewCampaignRequestSchema,
    response: campaignListResponseSchema,
    summary: "Renew a campaign: a new campaign (new code, new dates) from the old one's deal and services",
  }),
};
