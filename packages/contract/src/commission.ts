/**
 * Offline commission and offline seat fare of GDS operators: part 1 §2 Offline Commission / Offline
 * Seat Fare, §3 Commission service / User commission, §4 Commission and fare updates, §5 Commission
 * and fare, §7 `/commission/services`, `/commission/services/update`, `/user/commission`,
 * `/user/commission/update`, §9 limits. The same schemas check the web's modals and the server's
 * requests, so both answer with the spec's messages at the same fields.
 */
import { z } from 'zod';
import { envelope, uuidSchema } from './common';
import { addDaysToDate, daysBetweenDates, isIsoDate, istDateOf } from './dates';
import { defineEndpoint } from './endpoint';

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

/** §5 / §9 ranges (whole numbers; fares in rupees, commission in percent). */
export const COMMISSION_LIMITS = {
  seatLimit: { min: 5, max: 100 },
  commission: { min: 5, max: 100 },
  fallbackFare: { min: 50, max: 3000 },
  fare: { min: 50, max: 3000 },
  /** Numeric inputs: digits only, under 5 characters. */
  inputMaxLength: 4,
  /** The date window: default today … today + 7; at most 14 days after the from date. */
  defaultWindowDays: 7,
  maxWindowDays: 14,
  /** Dates an update may name: today … today + this many days. */
  maxDaysAhead: 365,
  /** Services in one update (the scale account has 500). */
  maxServicesPerUpdate: 1000,
} as const;

/** The global commission of an account that never set one. */
export const DEFAULT_GLOBAL_COMMISSION = 10;
/** The seat limit of a service that never set one. */
export const DEFAULT_SEAT_LIMIT = 10;

export const COMMISSION_MESSAGES = {
  seatLimit: 'Seat Limit Should Be In Between 5 to 100',
  commission: 'Commission Should Be In Between 5 to 100',
  fallbackFare: 'Fallback Should Be In Between 50 to 3000',
  fare: 'Fare Should Be In Between 50 to 3000',
  selectCities: 'Please select both from and to City',
  globalUpdated: 'Global Commission Updated',
  valuesUpdated: 'Values Updated',
  userNotFound: 'User not found',
  updateEmpty: 'Something Went Wrong',
  notFound: 'Not Found',
  /** §8 names this text for a failed global update; the web shows it in an error toast (see docs). */
  globalUpdateFailed: 'Something went while updating',
  fromDateBeforeToday: 'From date cannot be before today',
  toDateBeforeFromDate: 'To date must be on or after the from date',
  windowTooLong: 'To date can be at most 14 days after the from date',
  invalidEpoch: 'Dates are epoch milliseconds',
  invalidTripDate: 'Trip dates are written YYYY-MM-DD',
  pastTripDate: 'Past dates cannot be changed',
  tripDateTooFar: 'Trip dates can be at most 365 days ahead',
  serviceNotFound: 'Service not found',
  duplicateService: 'Each service can be updated only once per request',
  nothingToUpdate: 'Choose at least one service to update',
  tooManyServices: 'Update at most 1000 services at a time',
  globalChanged: 'The global commission was changed meanwhile. Reload it and try again.',
  /** A fare sent for a seat kind the service's bus does not have (400 at that field). */
  noSeaterSeats: 'This bus has no seater seats.',
  noSleeperSeats: 'This bus has no sleeper seats.',
} as const;

// ---------------------------------------------------------------------------------------------
// Date window
// ---------------------------------------------------------------------------------------------

export interface DateWindow {
  /** 'YYYY-MM-DD' (IST), both ends inclusive. */
  fromDate: string;
  toDate: string;
}

/** The default window: today … today + 7 (IST). */
export function defaultCommissionWindow(todayIst: string): DateWindow {
  return { fromDate: todayIst, toDate: addDaysToDate(todayIst, COMMISSION_LIMITS.defaultWindowDays) };
}

/** Every date of a window, ascending. */
export function datesOfWindow(window: DateWindow): string[] {
  const n = daysBetweenDates(window.fromDate, window.toDate);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDaysToDate(window.fromDate, i));
}

/**
 * The §5 date rules: from not before today; to on or after from and at most 14 days after it.
 * Answers the message of the first broken rule, or null. Field `fromDate` or `toDate`.
 */
export function commissionWindowIssue(
  window: DateWindow,
  todayIst: string,
): { path: 'fromDate' | 'toDate'; message: string } | null {
  if (window.fromDate < todayIst)
    return { path: 'fromDate', message: COMMISSION_MESSAGES.fromDateBeforeToday };
  if (window.toDate < window.fromDate)
    return { path: 'toDate', message: COMMISSION_MESSAGES.toDateBeforeFromDate };
  if (daysBetweenDates(window.fromDate, window.toDate) > COMMISSION_LIMITS.maxWindowDays)
    return { path: 'toDate', message: COMMISSION_MESSAGES.windowTooLong };
  return null;
}

/**
 * Reads the optional `fromDate`/`toDate` (epoch ms, any instant of the IST day) into a window:
 * missing from → today; missing to → from + 7.
 */
export function commissionWindowOf(
  query: { fromDate?: number | undefined; toDate?: number | undefined },
  todayIst: string,
): DateWindow {
  const fromDate = query.fromDate === undefined ? todayIst : istDateOf(new Date(query.fromDate));
  const toDate =
    query.toDate === undefined
      ? addDaysToDate(fromDate, COMMISSION_LIMITS.defaultWindowDays)
      : istDateOf(new Date(query.toDate));
  return { fromDate, toDate };
}

const epochMs = z.coerce
  .number({ error: COMMISSION_MESSAGES.invalidEpoch })
  .int(COMMISSION_MESSAGES.invalidEpoch)
  .min(0, COMMISSION_MESSAGES.invalidEpoch)
  .max(8_640_000_000_000, COMMISSION_MESSAGES.invalidEpoch)
  .optional();

const cityName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

// ---------------------------------------------------------------------------------------------
// Number fields: blank (omitted, null, '') leaves the value unchanged
// ---------------------------------------------------------------------------------------------

/** Blank → undefined; a string of digits → its number; anything else is left for the check to refuse. */
function blankOrNumber(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    return /^\d{1,9}$/.test(t) ? Number(t) : v;
  }
  return v;
}

/** An optional whole number in a range; every failure (type, fraction, range) gives `message`. */
const rangedOptional = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    blankOrNumber,
    z
      .number({ error: message })
      .refine((n) => Number.isInteger(n) && n >= range.min && n <= range.max, message)
      .optional(),
  );

export const seatLimitField = rangedOptional(COMMISSION_LIMITS.seatLimit, COMMISSION_MESSAGES.seatLimit);
export const commissionField = rangedOptional(COMMISSION_LIMITS.commission, COMMISSION_MESSAGES.commission);
export const fallbackFareField = rangedOptional(
  COMMISSION_LIMITS.fallbackFare,
  COMMISSION_MESSAGES.fallbackFare,
);
export const fareField = rangedOptional(COMMISSION_LIMITS.fare, COMMISSION_MESSAGES.fare);

// ---------------------------------------------------------------------------------------------
// §3 Commission service, GET /commission/services
// ---------------------------------------------------------------------------------------------

/** Rupees; null when the bus has no seats of that kind. */
export const seatFaresSchema = z.object({ seater: z.number().nullable(), sleeper: z.number().nullable() });
export type SeatFares = z.infer<typeof seatFaresSchema>;

export const tripDateDataSchema = z.object({
  /** Commission %: the date's own, else the account's global commission. */
  discount: z.number(),
  /** Addition: true when `discount` is the global commission (the date has none of its own). */
  discountIsGlobal: z.boolean(),
  /** The date's own fares, else the service's fallback fare. */
  flatFare: seatFaresSchema,
});
export type TripDateData = z.infer<typeof tripDateDataSchema>;

export const commissionServiceSchema = z.object({
  _id: z.string(),
  /** Addition: the service name (the seat fare table's first column). */
  name: z.string(),
  fromCityName: z.string(),
  toCityName: z.string(),
  /** 'HH:mm' (IST). */
  startTime: z.string(),
  seatLimit: z.number(),
  b2cAssetTypeName: z.string(),
  fallbackFlatFare: seatFaresSchema,
  /** Keyed by every date of the window, 'YYYY-MM-DD'. */
  tripDateWiseData: z.record(z.string(), tripDateDataSchema),
});
export type CommissionService = z.infer<typeof commissionServiceSchema>;

export const commissionServicesQuerySchema = z.object({
  fromCitySelected: cityName,
  toCitySelected: cityName,
  /** Addition: the window's first day, epoch ms (default today, IST). */
  fromDate: epochMs,
  /** Addition: the window's last day, epoch ms (default fromDate + 7 days). */
  toDate: epochMs,
});
export type CommissionServicesQuery = z.output<typeof commissionServicesQuerySchema>;
export type CommissionServicesQueryInput = z.input<typeof commissionServicesQuerySchema>;

export const commissionServicesSchema = z.object({
  services: z.array(commissionServiceSchema),
  /** City names of the account's own active services, sorted. */
  allCities: z.array(z.string()),
  /** Addition: the window the answer covers ('YYYY-MM-DD'). */
  fromDate: z.string(),
  toDate: z.string(),
});
export type CommissionServices = z.infer<typeof commissionServicesSchema>;
export const commissionServicesResponseSchema = envelope(commissionServicesSchema);

// ---------------------------------------------------------------------------------------------
// POST /commission/services/update
// ---------------------------------------------------------------------------------------------

export const seatFaresUpdateSchema = (field: typeof fareField) =>
  z
    .object({ seater: field, sleeper: field })
    .nullish()
    .transform((v) => v ?? undefined);

export const tripDateUpdateSchema = z.object({
  discount: commissionField,
  flatFare: seatFaresUpdateSchema(fareField),
});

export const serviceUpdateSchema = z.object({
  _id: uuidSchema,
  seatLimit: seatLimitField,
  fallbackFlatFare: seatFaresUpdateSchema(fallbackFareField),
  /** Keyed by 'YYYY-MM-DD'. */
  tripDateWiseData: z
    .record(z.string(), tripDateUpdateSchema)
    .nullish()
    .transform((v) => v ?? {}),
});
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;

export const commissionUpdateRequestSchema = z
  .object({
    updateObj: z
      .array(serviceUpdateSchema, { error: COMMISSION_MESSAGES.nothingToUpdate })
      .min(1, COMMISSION_MESSAGES.nothingToUpdate)
      .max(COMMISSION_LIMITS.maxServicesPerUpdate, COMMISSION_MESSAGES.tooManyServices),
    fromCitySelected: cityName.nullable().transform((v) => v ?? undefined),
    toCitySelected: cityName.nullable().transform((v) => v ?? undefined),
    /** Addition: the window of `tripDateWiseData` in the answer (same rules and defaults as the GET). */
    fromDate: epochMs,
    toDate: epochMs,
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.updateObj.forEach((u, i) => {
      if (seen.has(u._id))
        ctx.addIssue({
          code: 'custom',
          path: ['updateObj', i, '_id'],
          message: COMMISSION_MESSAGES.duplicateService,
        });
      seen.add(u._id);
      for (const date of Object.keys(u.tripDateWiseData)) {
        if (!isIsoDate(date))
          ctx.addIssue({
            code: 'custom',
            path: ['updateObj', i, 'tripDateWiseData', date],
            message: COMMISSION_MESSAGES.invalidTripDate,
          });
      }
    });
  });
export type CommissionUpdateRequest = z.output<typeof commissionUpdateRequestSchema>;
export type CommissionUpdateInput = z.input<typeof commissionUpdateRequestSchema>;

export const commissionUpdateResponseSchema = envelope(z.array(commissionServiceSchema));

// ---------------------------------------------------------------------------------------------
// §3 User commission: GET /user/commission, POST /user/commission/update
// ---------------------------------------------------------------------------------------------

export const userCommissionSchema = z.object({ globalCommission: z.number() });
export type UserCommission = z.infer<typeof userCommissionSchema>;
export const userCommissionResponseSchema = envelope(z.array(userCommissionSchema));

const requiredCommission = z.preprocess(
  blankOrNumber,
  z
    .number({ error: COMMISSION_MESSAGES.commission })
    .refine(
      (n) =>
        Number.isInteger(n) && n >= COMMISSION_LIMITS.commission.min && n <= COMMISSION_LIMITS.commission.max,
      COMMISSION_MESSAGES.commission,
    ),
);

export const globalCommissionUpdateSchema = z.object({
  globalCommission: requiredCommission,
  /** The value the client read (the spec's spelling); a stored value that changed since answers 409. */
  fetechedGlobalCommission: z.number({ error: 'fetechedGlobalCommission is the value you read' }).int(),
});
export type GlobalCommissionUpdate = z.output<typeof globalCommissionUpdateSchema>;
export type GlobalCommissionUpdateInput = z.input<typeof globalCommissionUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Seat kinds: a bus without seater (or sleeper) seats has no fare of that kind
// ---------------------------------------------------------------------------------------------

export const SEAT_KINDS = ['seater', 'sleeper'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** The message of a fare sent for a seat kind the bus does not have. */
export function noSeatsMessage(kind: SeatKind): string {
  return kind === 'seater' ? COMMISSION_MESSAGES.noSeaterSeats : COMMISSION_MESSAGES.noSleeperSeats;
}

/** The seat kinds a service's bus has: its answer's fares are null exactly for the kinds it lacks. */
export function seatKindsOf(service: { fallbackFlatFare: SeatFares }): Record<SeatKind, boolean> {
  return {
    seater: service.fallbackFlatFare.seater !== null,
    sleeper: service.fallbackFlatFare.sleeper !== null,
  };
}

/** The fares of the kinds the bus has (blank: unchanged); undefined when none is left. */
function faresFor(
  has: Record<SeatKind, boolean>,
  fares: { seater?: number | undefined; sleeper?: number | undefined },
): { seater?: number; sleeper?: number } | undefined {
  const out: { seater?: number; sleeper?: number } = {};
  for (const kind of SEAT_KINDS) {
    const fare = fares[kind];
    if (has[kind] && fare !== undefined) out[kind] = fare;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

// ---------------------------------------------------------------------------------------------
// Web form schemas (the same field rules, as the modals hold strings)
// ---------------------------------------------------------------------------------------------

/** Global commission modal: required. */
export const globalCommissionFormSchema = z.object({ globalCommission: requiredCommission });
export type GlobalCommissionForm = z.output<typeof globalCommissionFormSchema>;

/** Bulk update modal (commission screen): every field blank-or-valid. */
export const bulkCommissionFormSchema = z.object({
  discount: commissionField,
  seatLimit: seatLimitField,
});
export type BulkCommissionForm = z.output<typeof bulkCommissionFormSchema>;

/** Bulk update modal (seat fare screen): every field blank-or-valid. */
export const bulkFareFormSchema = z.object({
  seater: fareField,
  sleeper: fareField,
  fallbackSeater: fallbackFareField,
  fallbackSleeper: fallbackFareField,
  seatLimit: seatLimitField,
});
export type BulkFareForm = z.output<typeof bulkFareFormSchema>;

/**
 * Single update of one service's commission: the fields are named as in the update's body
 * (`seatLimit`, `tripDateWiseData.<date>.discount`), so the server's field errors
 * (`updateObj.0.<field>`) land on them.
 */
export const commissionEditFormSchema = z.object({
  seatLimit: seatLimitField,
  tripDateWiseData: z.record(z.string(), z.object({ discount: commissionField })),
});
export type CommissionEditForm = z.output<typeof commissionEditFormSchema>;

/** Single update of one service's fares, named as in the update's body (see above). */
export const fareEditFormSchema = z.object({
  seatLimit: seatLimitField,
  fallbackFlatFare: z.object({ seater: fallbackFareField, sleeper: fallbackFareField }),
  tripDateWiseData: z.record(
    z.string(),
    z.object({ flatFare: z.object({ seater: fareField, sleeper: fareField }) }),
  ),
});
export type FareEditForm = z.output<typeof fareEditFormSchema>;

// ---------------------------------------------------------------------------------------------
// Update bodies the web sends from its bulk modals
// ---------------------------------------------------------------------------------------------

/** Bulk commission: the commission on every date of the window and/or the seat limit, per service. */
export function bulkCommissionUpdates(
  serviceIds: readonly string[],
  values: BulkCommissionForm,
  dates: readonly string[],
): ServiceUpdateInput[] {
  const { discount, seatLimit } = values;
  return serviceIds.map((_id) => ({
    _id,
    ...(seatLimit !== undefined ? { seatLimit } : {}),
    ...(discount !== undefined
      ? { tripDateWiseData: Object.fromEntries(dates.map((d) => [d, { discount }])) }
      : {}),
  }));
}

/**
 * Bulk fares: per service, the fares (every date of the window) and fallback fares of the seat
 * kinds its bus has, and the seat limit. A kind the bus lacks is left out (the server refuses it),
 * so one update can cover seater-only and sleeper-only buses.
 */
export function bulkFareUpdates(
  services: readonly { _id: string; fallbackFlatFare: SeatFares }[],
  values: BulkFareForm,
  dates: readonly string[],
): ServiceUpdateInput[] {
  return services.map((service) => {
    const has = seatKindsOf(service);
    const fallback = faresFor(has, { seater: values.fallbackSeater, sleeper: values.fallbackSleeper });
    const flatFare = faresFor(has, { seater: values.seater, sleeper: values.sleeper });
    return {
      _id: service._id,
      ...(values.seatLimit !== undefined ? { seatLimit: values.seatLimit } : {}),
      ...(fallback ? { fallbackFlatFare: fallback } : {}),
      ...(flatFare ? { tripDateWiseData: Object.fromEntries(dates.map((d) => [d, { flatFare }])) } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Endpoints (docs/architecture.md "Endpoint registry")
// ---------------------------------------------------------------------------------------------

const commissionEndpoint = {
  access: 'tenant',
  accountTypes: ['OPERATOR'],
  feature: 'Offline commission',
  errors: [400, 401, 403, 404, 409],
  tags: ['commission'],
} as const;

/** Part 1 §7 offline commission and seat fare calls (OPERATOR accounts only). */
export const commissionEndpoints = {
  services: defineEndpoint({
    ...commissionEndpoint,
    method: 'GET',
    path: '/commission/services',
    query: commissionServicesQuerySchema,
    response: commissionServicesResponseSchema,
    summary: "The account's services with commission and fares per date of a window, and allCities",
    description:
      'fromCitySelected/toCitySelected filter by city name. fromDate/toDate (epoch ms, any instant of the IST day; an addition) pick the window: default today … today + 7; from not before today; to on or after from and at most 14 days after it (else 400).',
  }),
  update: defineEndpoint({
    ...commissionEndpoint,
    method: 'POST',
    path: '/commission/services/update',
    audit: 'commission.services_updated',
    body: commissionUpdateRequestSchema,
    response: commissionUpdateResponseSchema,
    summary: 'Update seat limit, fallback fare and per-date commission/fares of services, all or nothing',
    description:
      "Blank fields (omitted, null, '') leave values unchanged. Any value out of its part 1 §5 range answers 400 with the spec's message and changes nothing, and so does a fare for a seat kind the service's bus does not have; another account's service is 404. Answers the updated services over the window of fromDate/toDate (same rules as the GET).",
  }),
  global: defineEndpoint({
    ...commissionEndpoint,
    method: 'GET',
    path: '/user/commission',
    response: userCommissionResponseSchema,
    summary: "The account's global commission: [{ globalCommission }]",
  }),
  updateGlobal: defineEndpoint({
    ...commissionEndpoint,
    method: 'POST',
    path: '/user/commission/update',
    audit: 'commission.global_updated',
    body: globalCommissionUpdateSchema,
    response: userCommissionResponseSchema,
    summary: 'Set the global commission (5–100)',
    description:
      'fetechedGlobalCommission is the value the client read; when the stored value has changed since, 409 and nothing changes.',
  }),
};
