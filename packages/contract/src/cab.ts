import { z } from 'zod';
import { envelope, uuidSchema } from './common';
import { defineEndpoint } from './endpoint';
import { MAX_EPOCH_MS } from './wallet';

/**
 * Cab trips (part 2 §2 Trips, Trip details, §3–§9; docs/architecture.md "Cab trips"): the trips of a
 * CABOWNER account, a trip's passengers by marshal, driver assignment, the driver message and
 * click-to-call. The calls are tenant endpoints of the Cab model: the web calls them under the
 * `/cabOperator` prefix, so the path declared here (`/trips`) is served as
 * `/api/v1/cabOperator/trips` — the spec's `/cabOperator/trips`.
 */

/** Part 2 §9: the driver may be assigned or edited, and calls placed, until start + 4 hours. */
export const CAB_ASSIGN_WINDOW_MS = 14_400_000;
/** Part 2 §9: a call button is locked this long after a press. */
export const CAB_CALL_LOCK_MS = 5_000;
/** Part 1 §9: the default trip search window, 12 hours either side of now. */
export const CAB_DEFAULT_WINDOW_MS = 12 * 3_600_000;
/** Part 2 §9: at most 2 marshal names in a trip row. */
export const CAB_MAX_MARSHAL_NAMES = 2;
/** Click-to-call: at most this many calls per user in a minute (the server answers 429 beyond). */
export const CAB_CALLS_PER_MINUTE = 5;

/** Route types of a cab trip: between two cities or within one. */
export const CAB_ROUTE_TYPES = ['INTER', 'INTRA'] as const;
export const cabRouteTypeSchema = z.enum(CAB_ROUTE_TYPES);
export type CabRouteType = z.infer<typeof cabRouteTypeSchema>;
export const CAB_ROUTE_TYPE_LABELS: Record<CabRouteType, string> = { INTER: 'Intercity', INTRA: 'Intracity' };

export const CAB_DRIVER_EVENTS = [
  'driverAssignedCabBookingGroup',
  'driverAssignedCabBookingGroupUpdate',
] as const;
export const cabDriverEventSchema = z.enum(CAB_DRIVER_EVENTS);
export type CabDriverEvent = z.infer<typeof cabDriverEventSchema>;

/** Whether the driver may still be assigned or edited and calls placed (part 2 §4, §9). */
export function isInsideAssignWindow(startTime: number, now: number): boolean {
  return now < startTime + CAB_ASSIGN_WINDOW_MS;
}

/** Part 2 §4 Trips list: upcoming trips first, ascending by start; then past trips, nearest first. */
export function sortCabTrips<T extends { startTime: number }>(trips: readonly T[], now: number): T[] {
  const upcoming = trips.filter((t) => t.startTime >= now).sort((a, b) => a.startTime - b.startTime);
  const past = trips.filter((t) => t.startTime < now).sort((a, b) => b.startTime - a.startTime);
  return [...upcoming, ...past];
}

// ---------------------------------------------------------------------------------------------
// Cities

/** Part 2 §3 City. */
export const citySchema = z.object({ _id: z.string(), name: z.string() });
export type City = z.infer<typeof citySchema>;
export const citiesQuerySchema = z.object({
  type: z.string().trim().max(60, 'At most 60 characters').default(''),
});
export const citiesResponseSchema = envelope(z.array(citySchema));

// ---------------------------------------------------------------------------------------------
// Trips

export const cabStationSchema = z.object({ name: z.string(), address: z.string() });

/**
 * A passenger's number as the web may hold it: only the last 4 digits ('XXXXXX3210'). The full
 * number never leaves the server; a call names the booking (click-to-call by reference).
 */
export function maskPassengerMobile(mobile: string): string {
  return mobile.length <= 4
    ? 'X'.repeat(mobile.length)
    : `${'X'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

/**
 * Part 2 §3 Booking (times as epoch ms). `mobileNo` is masked (`maskPassengerMobile`): the web never
 * receives a passenger's full number (click-to-call names the booking instead).
 */
export const cabBookingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobileNo: z.string().regex(/^X+\d{0,4}$/, 'a masked number'),
  noOfSeats: z.number().int(),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  fromStation: cabStationSchema,
  toStation: cabStationSchema,
  fromStationDate: z.number(),
  toStationDate: z.number(),
});
export type CabBooking = z.infer<typeof cabBookingSchema>;

/** A marshal (bus host) of a boarding leg; name and mobile may be unknown. */
export const marshalDetailsSchema = z.object({
  busHostId: z.string(),
  name: z.string().nullable(),
  mobileNo: z.string().nullable(),
});
export type MarshalDetails = z.infer<typeof marshalDetailsSchema>;

/** Part 2 §3 boaredCoreBooking entry (spelled as the spec spells it): a booking and its marshal. */
export const boaredCoreBookingSchema = z.object({
  bookingId: z.string(),
  boardedLegMarshalDetails: marshalDetailsSchema,
});
export type BoaredCoreBooking = z.infer<typeof boaredCoreBookingSchema>;

/**
 * Part 2 §3 Trip. Added: `fromCityId`, `toCityId`, `routeType`, and `marshals` (every marshal of the
 * trip in order, also one without bookings or details, for the 'Marshal N' cards). Driver fields
 * are null until a driver is assigned.
 */
export const cabTripSchema = z.object({
  id: z.string(),
  groupCode: z.string(),
  startTime: z.number(),
  from: z.string(),
  to: z.string(),
  fromCityId: z.string(),
  toCityId: z.string(),
  seater: z.string(),
  passengers: z.number().int(),
  routeType: cabRouteTypeSchema,
  rcNumber: z.string().nullable(),
  driverMobileNo: z.string().nullable(),
  driverName: z.string().nullable(),
  bookings: z.array(cabBookingSchema),
  boaredCoreBooking: z.array(boaredCoreBookingSchema),
  marshals: z.array(marshalDetailsSchema.extend({ position: z.number().int() })),
});
export type CabTrip = z.infer<typeof cabTripSchema>;

/** Whether driver mobile, name and RC are all present (part 2 §2 driver block). */
export function hasDriver(trip: Pick<CabTrip, 'rcNumber' | 'driverMobileNo' | 'driverName'>): boolean {
  return Boolean(trip.rcNumber && trip.driverMobileNo && trip.driverName);
}

/** The group label of passengers whose marshal is unknown or unnamed (part 2 §2). */
export const MARSHAL_NA_LABEL = 'Marshal Details: N.A';

export interface PassengerGroup {
  /** `marshal:<busHostId>`, or `none` for bookings linked to no marshal. */
  key: string;
  label: string;
  marshal: MarshalDetails | null;
  bookings: CabBooking[];
}

/**
 * Part 2 §2 Trip details: the CONFIRMED bookings grouped per boarding-leg marshal (keyed by bus
 * host id) in order of first appearance, labelled 'Passengers under marshal {name}' or
 * 'Marshal Details: N.A' without a name; bookings linked to no marshal (all of them when the trip
 * has no marshal data) in one 'Marshal Details: N.A' group, last.
 */
export function groupPassengersByMarshal(
  trip: Pick<CabTrip, 'bookings' | 'boaredCoreBooking'>,
): PassengerGroup[] {
  const marshalOf = new Map(trip.boaredCoreBooking.map((e) => [e.bookingId, e.boardedLegMarshalDetails]));
  const groups = new Map<string, PassengerGroup>();
  let unlinked: PassengerGroup | null = null;
  for (const booking of trip.bookings) {
    if (booking.status !== 'CONFIRMED') continue;
    const marshal = marshalOf.get(booking._id);
    if (!marshal) {
      unlinked ??= { key: 'none', label: MARSHAL_NA_LABEL, marshal: null, bookings: [] };
      unlinked.bookings.push(booking);
      continue;
    }
    const key = `marshal:${marshal.busHostId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        label: marshal.name ? `Passengers under marshal ${marshal.name}` : MARSHAL_NA_LABEL,
        marshal,
        bookings: [],
      };
      groups.set(key, group);
    }
    group.bookings.push(booking);
  }
  return [...groups.values(), ...(unlinked ? [unlinked] : [])];
}

/** Part 2 §3, §9: the trip row's marshal names, distinct, at most 2. */
export function marshalNames(trip: Pick<CabTrip, 'boaredCoreBooking'>): string[] {
  const names: string[] = [];
  for (const e of trip.boaredCoreBooking) {
    const name = e.boardedLegMarshalDetails.name;
    if (name && !names.includes(name)) names.push(name);
  }
  return names.slice(0, CAB_MAX_MARSHAL_NAMES);
}

const epochMs = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a time in epoch milliseconds` })
    .int(`${label} must be a time in epoch milliseconds`)
    .min(0, `${label} must be a time in epoch milliseconds`)
    .max(MAX_EPOCH_MS, `${label} must be a time in epoch milliseconds between 1970 and 2100`);

/**
 * GET /trips: the default window (now ± 12 h) when no filter is sent; otherwise the filters given.
 * A missing date bound is open (a trip ID alone finds the trip at any date).
 */
export const cabTripsQuerySchema = z
  .object({
    fromDate: epochMs('fromDate').optional(),
    toDate: epochMs('toDate').optional(),
    fromCityId: z.optional(uuidSchema),
    toCityId: z.optional(uuidSchema),
    tripId: z.string().trim().max(40, 'At most 40 characters').optional(),
  })
  .refine((q) => q.fromDate === undefined || q.toDate === undefined || q.fromDate <= q.toDate, {
    path: ['toDate'],
    message: 'The to date must not be before the from date',
  });
export type CabTripsQuery = z.input<typeof cabTripsQuerySchema>;
export const cabTripsResponseSchema = envelope(z.array(cabTripSchema));

/** The answer of GET /trip/details for a trip that is missing or not the caller's. */
export const TRIP_DETAILS_ERROR = 'error';
export const cabTripDetailsQuerySchema = z.object({
  tripId: z.string().trim().min(1, 'tripId is required').max(64, 'At most 64 characters'),
});
export const cabTripDetailsResponseSchema = envelope(
  z.union([z.array(cabTripSchema), z.literal(TRIP_DETAILS_ERROR)]),
);

// ---------------------------------------------------------------------------------------------
// Driver assignment (part 2 §3 Driver assignment, §5 Assign driver form)

export const CAB_DRIVER_MESSAGES = {
  invalidMobile: 'Invalid mobile number',
  nameRequired: 'Driver name is required',
  rcRequired: 'RC number is required',
  nameLetters: 'Driver name may contain only letters and spaces',
  nameMax: 'Driver name may be at most 30 characters',
  rcChars: 'RC number may contain only letters and digits',
  rcMax: 'RC number may be at most 10 characters',
  tripNotFound: 'Trip not found',
  windowClosed: 'The trip started more than 4 hours ago; its driver can no longer be changed.',
  noDriver: 'No driver is assigned to this trip.',
  alreadySent: 'The driver has already been sent this assignment.',
  wrongEvent: (due: string) => `This assignment calls for the ${due} message.`,
  callWindowClosed: 'Calls to this trip are no longer possible: it started more than 4 hours ago.',
  notOnTrip: 'This passenger, marshal or driver is not on your trips.',
  notYourNumber: 'Calls are placed from your own number only.',
  callSuccess: 'call success',
  callToast: 'Call initiated successfully! You will receive a connecting call soon',
} as const;

/** Part 2 §5 mobile check: 10 digits, starting with 6 to 9. */
export function isValidIndianMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}

export const DRIVER_NAME_MAX = 30;
export const RC_NUMBER_MAX = 10;

const driverNameSchema = z
  .string({ error: CAB_DRIVER_MESSAGES.nameRequired })
  .trim()
  .min(1, CAB_DRIVER_MESSAGES.nameRequired)
  .max(DRIVER_NAME_MAX, CAB_DRIVER_MESSAGES.nameMax)
  .regex(/^[A-Za-z ]+$/, CAB_DRIVER_MESSAGES.nameLetters);
const rcNumberSchema = z
  .string({ error: CAB_DRIVER_MESSAGES.rcRequired })
  .trim()
  .min(1, CAB_DRIVER_MESSAGES.rcRequired)
  .max(RC_NUMBER_MAX, CAB_DRIVER_MESSAGES.rcMax)
  .regex(/^[A-Za-z0-9]+$/, CAB_DRIVER_MESSAGES.rcChars)
  .transform((v) => v.toUpperCase());

/** POST /assignCabDriver: the mobile is sent as a number (part 2 §7). */
export const assignCabDriverRequestSchema = z.object({
  _id: uuidSchema,
  driverMobileNo: z
    .number({ error: CAB_DRIVER_MESSAGES.invalidMobile })
    .int(CAB_DRIVER_MESSAGES.invalidMobile)
    .refine((n) => isValidIndianMobile(String(n)), CAB_DRIVER_MESSAGES.invalidMobile),
  driverName: driverNameSchema,
  rcNumber: rcNumberSchema,
});
export type AssignCabDriverRequest = z.input<typeof assignCabDriverRequestSchema>;

/**
 * A trip's time for the overlap warning: from its start to the latest drop of its bookings, or this
 * long after the start when it has none.
 */
export const CAB_TRIP_DEFAULT_SPAN_MS = 2 * 3_600_000;

/** POST /assignCabDriver/overlaps: the driver and RC about to be assigned to trip `_id`. */
export const cabDriverOverlapsRequestSchema = assignCabDriverRequestSchema;

/** Another own trip whose time overlaps trip `_id`'s and that has the same driver or the same RC. */
export const cabDriverOverlapSchema = z.object({
  id: z.string(),
  groupCode: z.string(),
  from: z.string(),
  to: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  sameDriver: z.boolean(),
  sameRc: z.boolean(),
});
export type CabDriverOverlap = z.infer<typeof cabDriverOverlapSchema>;
export const cabDriverOverlapsResponseSchema = envelope(z.array(cabDriverOverlapSchema));

export const assignCabDriverResponseSchema = envelope(
  z.array(
    z.object({
      _id: z.string(),
      driverDetails: z.object({ mobileNo: z.string(), name: z.string() }),
      vehicleDetails: z.object({ rc: z.string() }),
    }),
  ),
);

/**
 * The Assign Driver form (part 2 §5): typed values, with the trip's existing values accepted in
 * place of empty fields. Digits-only / letters-only input and the length caps are enforced while
 * typing; this checks what is submitted.
 */
export function assignDriverFormSchema(existing: {
  rcNumber: string | null;
  driverMobileNo: string | null;
  driverName: string | null;
}) {
  const orExisting = (value: string, fallback: string | null) =>
    value.trim() === '' ? (fallback ?? '') : value;
  return z
    .object({ rcNumber: z.string(), driverMobileNo: z.string(), driverName: z.string() })
    .transform((v) => ({
      rcNumber: orExisting(v.rcNumber, existing.rcNumber),
      driverMobileNo: orExisting(v.driverMobileNo, existing.driverMobileNo),
      driverName: orExisting(v.driverName, existing.driverName),
    }))
    .pipe(
      z.object({
        rcNumber: rcNumberSchema,
        driverMobileNo: z.string().trim().refine(isValidIndianMobile, CAB_DRIVER_MESSAGES.invalidMobile),
        driverName: driverNameSchema,
      }),
    );
}
export type AssignDriverFormInput = { rcNumber: string; driverMobileNo: string; driverName: string };

// ---------------------------------------------------------------------------------------------
// Driver communication and click-to-call

export const driverCommunicationRequestSchema = z.object({ _id: uuidSchema, event: cabDriverEventSchema });
export const driverCommunicationResponseSchema = envelope(
  z.object({ event: cabDriverEventSchema, sentTo: z.string(), sentAt: z.number() }),
);

const phoneDigits = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^\d{10}$/, `${field} must be a 10-digit mobile number`);

/** Whom a call is for (the server looks the number up). */
export const CAB_CALL_ROLES = ['PASSENGER', 'MARSHAL', 'DRIVER'] as const;
export type CabCallRole = (typeof CAB_CALL_ROLES)[number];

/**
 * POST /clickToCall, by reference: `caller` is the logged-in user's own number (from the token;
 * another number is refused); the receiver is named, never numbered — a passenger by `bookingId`
 * (a confirmed booking of an own trip), a marshal by trip `_id` and `busHostId`, the driver by trip
 * `_id`. The server resolves the number inside the acting account (another account's booking or
 * trip: 404), so the browser never holds a passenger's number.
 */
export const clickToCallRequestSchema = z.discriminatedUnion(
  'role',
  [
    z.object({ caller: phoneDigits('caller'), role: z.literal('PASSENGER'), bookingId: uuidSchema }),
    z.object({
      caller: phoneDigits('caller'),
      role: z.literal('MARSHAL'),
      _id: uuidSchema,
      busHostId: z.string().trim().min(1, 'busHostId is required').max(64, 'At most 64 characters'),
    }),
    z.object({ caller: phoneDigits('caller'), role: z.literal('DRIVER'), _id: uuidSchema }),
  ],
  { error: 'role must be PASSENGER, MARSHAL or DRIVER' },
);
export type ClickToCallRequest = z.input<typeof clickToCallRequestSchema>;
export const clickToCallResponseSchema = envelope(z.literal(CAB_DRIVER_MESSAGES.callSuccess));

// ---------------------------------------------------------------------------------------------
// Endpoints

const cabEndpoint = {
  access: 'tenant',
  accountTypes: ['CABOWNER'],
  feature: 'Trips',
  tags: ['cab'],
} as const;

/** Part 2 §7 cab calls. Served under `/api/v1/cabOperator` for the Cab model (403 in the others). */
export const cabEndpoints = {
  cities: defineEndpoint({
    access: 'tenant',
    tags: ['cab'],
    method: 'GET',
    path: '/cities/stations',
    query: citiesQuerySchema,
    response: citiesResponseSchema,
    errors: [400, 401],
    summary: 'Cities whose name contains `type` (case-insensitive), by name; at most 20',
    description:
      'The type-ahead of the trips filter and the fleet payment summary; every business model may call it.',
  }),
  trips: defineEndpoint({
    ...cabEndpoint,
    method: 'GET',
    path: '/trips',
    query: cabTripsQuerySchema,
    response: cabTripsResponseSchema,
    errors: [400, 401, 403],
    summary: "The account's cab trips: the default window (now ± 12 h) or the filters sent",
    description:
      'Filters: fromDate and toDate (epoch ms, start time inside, both inclusive), fromCityId, toCityId, tripId (the group code, case-insensitive, or the trip id). With no filter at all the window is now ± 12 hours; a missing date bound is otherwise open. Sorted upcoming first (ascending), then past (nearest first).',
  }),
  tripDetails: defineEndpoint({
    ...cabEndpoint,
    method: 'GET',
    path: '/trip/details',
    query: cabTripDetailsQuerySchema,
    response: cabTripDetailsResponseSchema,
    errors: [400, 401, 403],
    summary: "[trip], or the word 'error' when the trip is missing or not the account's",
  }),
  assignDriver: defineEndpoint({
    ...cabEndpoint,
    method: 'POST',
    path: '/assignCabDriver',
    audit: 'cab.driver_assigned',
    body: assignCabDriverRequestSchema,
    response: assignCabDriverResponseSchema,
    errors: [400, 401, 403, 404, 409],
    summary: 'Assign or change the driver and vehicle of a trip; answers [{driverDetails, vehicleDetails}]',
    description:
      "Only the account's own trips (another's id is 404), and only until the trip's start + 4 hours (409 after). The mobile is a number (a valid Indian mobile), the name letters and spaces (≤ 30), the RC letters and digits (≤ 10, stored upper-cased).",
  }),
  driverOverlaps: defineEndpoint({
    ...cabEndpoint,
    method: 'POST',
    path: '/assignCabDriver/overlaps',
    audit: false,
    body: cabDriverOverlapsRequestSchema,
    response: cabDriverOverlapsResponseSchema,
    errors: [400, 401, 403, 404],
    summary:
      "The account's other trips whose time overlaps this trip's and that have the same driver mobile or RC (a warning; nothing changes)",
    description:
      "Same body as /assignCabDriver (same checks: 400 with field errors). A trip's time runs from its start to the latest drop of its bookings (start + 2 h without bookings). Another account's trip id is 404. The web warns before assigning; the operator may go on.",
  }),
  driverCommunication: defineEndpoint({
    ...cabEndpoint,
    method: 'POST',
    path: '/driver/communication',
    audit: false,
    body: driverCommunicationRequestSchema,
    response: driverCommunicationResponseSchema,
    errors: [400, 401, 403, 404, 409, 429, 502],
    summary: 'Send the assigned driver the trip by SMS and record the event',
    description:
      'event: driverAssignedCabBookingGroup after a new assignment, driverAssignedCabBookingGroupUpdate when the trip already had driver data. 409 when the trip has no driver; 502 when the SMS gateway refuses (nothing is recorded then); 429 with Retry-After when the hourly SMS allowance of the account or of the client address is used up.',
  }),
  clickToCall: defineEndpoint({
    ...cabEndpoint,
    method: 'POST',
    path: '/clickToCall',
    audit: false,
    body: clickToCallRequestSchema,
    response: clickToCallResponseSchema,
    errors: [400, 401, 403, 404, 409, 429, 502],
    summary:
      "Connect the caller's phone to a passenger, marshal or driver of an own trip, named by reference; answers 'call success'",
    description:
      "By reference, never by number: {role: PASSENGER, bookingId} (a confirmed booking), {role: MARSHAL, _id, busHostId} or {role: DRIVER, _id}; the server resolves the number within the acting account (another account's booking or trip, a cancelled booking, a marshal or driver without a number: 404). The caller must be the logged-in user's number (403 otherwise). The trip must have started less than 4 hours ago or be upcoming (409 otherwise). At most 5 calls a minute per user, and an hourly allowance per account and per client address (429 with Retry-After).",
  }),
};
