import {
  CAB_CALLS_PER_MINUTE,
  CAB_DEFAULT_WINDOW_MS,
  CAB_DRIVER_MESSAGES,
  CAB_TRIP_DEFAULT_SPAN_MS,
  TRIP_DETAILS_ERROR,
  isInsideAssignWindow,
  maskPassengerMobile,
  sortCabTrips,
  type CabDriverEvent,
  type CabDriverOverlap,
  type CabTrip,
  type City,
  type ActionTrip,
} from '@oc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { defineMessages } from '@oc/i18n';
import { formatDateTime } from '../../lib/format';
import { languageOfUser, textsFor, type Texts } from '../../lib/language';
import { HttpError, conflict, fieldError, forbidden, notFound } from '../../lib/http-error';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms';
import { TelephonyError, type TelephonyProvider } from '../../providers/telephony/telephony';
import { takePaidCall } from '../../lib/paid-calls';
import type { TenantAccount } from '../auth/auth.service';
import type { AccessClaims } from '../auth/tokens';
import { recordAudit, type Actor } from '../audit/audit';
import * as repo from './cab.repository';
import type {
  assignCabDriverRequestSchema,
  cabTripsQuerySchema,
  clickToCallRequestSchema,
  driverCommunicationRequestSchema,
} from '@oc/contract';

export interface CabDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  telephony: TelephonyProvider;
  log: FastifyBaseLogger;
}

export interface CabCaller {
  tenant: TenantAccount;
  claims: AccessClaims;
  /** Who, for the audit trail. */
  actor: Actor;
}

/** A caller of a paid call (driver SMS, click-to-call): also the client address it counts against. */
export interface CabPaidCaller extends CabCaller {
  ip: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60_000;
const CITY_LIMIT = 20;
/** How far before a trip's start an overlapping trip may start (no cab trip runs a day). */
const OVERLAP_LOOKBACK_MS = 24 * 3_600_000;

/** Suggested drivers are those assigned to trips of the last 30 days (the 10 latest). */
const SUGGEST_SINCE_MS = 30 * 86_400_000;
const SUGGEST_DRIVERS = 10;
/** At most this many crewed trips are read to find who is busy (a day around the listed trips). */
const SUGGEST_BUSY_LIMIT = 2_000;

/** The `rate_events` bucket of one user's click-to-call attempts. */
export const callBucket = (userId: string) => `cab-call:${userId}`;

/**
 * Cab trips (docs/architecture.md "Cab trips"): the trip list and details of the acting CABOWNER
 * account, driver assignment inside the 4-hour window, the driver's SMS and click-to-call.
 */
export class CabService {
  constructor(private readonly d: CabDeps) {}

  /** GET /cities/stations: the type-ahead. */
  async cities(text: string): Promise<City[]> {
    const rows = await repo.searchCities(this.d.db, text, CITY_LIMIT);
    return rows.map((c) => ({ _id: c.id, name: c.name }));
  }

  /** GET /trips: the default window now ± 12 h when nothing is filtered, else the filters. */
  async trips(accountId: string, q: z.output<typeof cabTripsQuerySchema>): Promise<CabTrip[]> {
    const now = this.d.clock.now().getTime();
    const code = q.tripId === undefined || q.tripId === '' ? undefined : q.tripId;
    const filtered =
      q.fromDate !== undefined ||
      q.toDate !== undefined ||
      q.fromCityId !== undefined ||
      q.toCityId !== undefined ||
      code !== undefined;
    const rows = await repo.listTrips(this.d.db, accountId, {
      from: filtered
        ? q.fromDate !== undefined
          ? new Date(q.fromDate)
          : undefined
        : new Date(now - CAB_DEFAULT_WINDOW_MS),
      to: filtered
        ? q.toDate !== undefined
          ? new Date(q.toDate)
          : undefined
        : new Date(now + CAB_DEFAULT_WINDOW_MS),
      fromCityId: q.fromCityId,
      toCityId: q.toCityId,
      code,
      tripUuid: code && UUID.test(code) ? code : undefined,
    });
    return sortCabTrips(await this.withPeople(accountId, rows), now);
  }

  /** GET /trip/details: [trip], or 'error' when the trip is missing or another account's. */
  async tripDetails(accountId: string, tripId: string): Promise<CabTrip[] | typeof TRIP_DETAILS_ERROR> {
    if (!UUID.test(tripId)) return TRIP_DETAILS_ERROR;
    const row = await repo.findTrip(this.d.db, accountId, tripId);
    if (!row) return TRIP_DETAILS_ERROR;
    return this.withPeople(accountId, [row]);
  }

  /** POST /assignCabDriver: only the account's trip, only until start + 4 h. */
  async assignDriver(caller: CabCaller, body: z.output<typeof assignCabDriverRequestSchema>) {
    const now = this.d.clock.now();
    const driverMobile = String(body.driverMobileNo);
    await this.d.db.transaction(async (tx) => {
      const trip = await repo.lockTrip(tx, caller.tenant.id, body._id);
      if (!trip) throw notFound(CAB_DRIVER_MESSAGES.tripNotFound);
      if (!isInsideAssignWindow(trip.startAt.getTime(), now.getTime()))
        throw conflict(CAB_DRIVER_MESSAGES.windowClosed);
      // Part 2 §7: 'update' when the trip already had driver data, else a new assignment.
      const hadDriver = Boolean(trip.driverMobile ?? trip.driverName ?? trip.vehicleRc);
      await repo.setDriver(tx, caller.tenant.id, body._id, {
        vehicleRc: body.rcNumber,
        driverMobile,
        driverName: body.driverName,
        at: now,
        eventDue: hadDriver ? 'driverAssignedCabBookingGroupUpdate' : 'driverAssignedCabBookingGroup',
      });
      await recordAudit(
        tx,
        caller.actor,
        {
          kind: 'cab.driver_assigned',
          entity: 'cab_trips',
          entityId: body._id,
          accountId: caller.tenant.id,
          before: hadDriver
            ? { driverName: trip.driverName, driverMobile: trip.driverMobile, vehicleRc: trip.vehicleRc }
            : null,
          after: { driverName: body.driverName, driverMobile, vehicleRc: body.rcNumber },
        },
        now,
      );
    });
    this.d.log.info({ cab: { tripId: body._id, by: caller.claims.id } }, 'cab driver assigned');
    return [
      {
        _id: body._id,
        driverDetails: { mobileNo: driverMobile, name: body.driverName },
        vehicleDetails: { rc: body.rcNumber },
      },
    ];
  }

  /**
   * POST /assignCabDriver/overlaps: the account's other trips with the same driver mobile or RC whose
   * time overlaps this trip's (start to the latest drop, or start + 2 h without bookings). A warning
   * only: nothing changes.
   */
  async driverOverlaps(
    accountId: string,
    body: z.output<typeof assignCabDriverRequestSchema>,
  ): Promise<CabDriverOverlap[]> {
    const trip = await repo.findTrip(this.d.db, accountId, body._id);
    if (!trip) throw notFound(CAB_DRIVER_MESSAGES.tripNotFound);
    const driverMobile = String(body.driverMobileNo);
    const endOf = (start: Date, last: Date | undefined) =>
      Math.max(last?.getTime() ?? 0, start.getTime() + CAB_TRIP_DEFAULT_SPAN_MS);
    const own = await repo.lastDrops(this.d.db, accountId, [trip.id]);
    const start = trip.startAt.getTime();
    const end = endOf(trip.startAt, own.get(trip.id));
    // Candidates start before this trip ends and at most a day before it starts (no trip runs longer).
    const candidates = await repo.tripsWithDriverOrRc(this.d.db, accountId, trip.id, {
      driverMobile,
      rc: body.rcNumber,
      from: new Date(start - OVERLAP_LOOKBACK_MS),
      to: new Date(end),
    });
    const drops = await repo.lastDrops(
      this.d.db,
      accountId,
      candidates.map((c) => c.id),
    );
    return candidates
      .map((c) => ({ c, cEnd: endOf(c.startAt, drops.get(c.id)) }))
      .filter(({ c, cEnd }) => c.startAt.getTime() < end && start < cEnd)
      .map(({ c, cEnd }) => ({
        id: c.id,
        groupCode: c.groupCode,
        from: c.from,
        to: c.to,
        startTime: c.startAt.getTime(),
        endTime: cEnd,
        sameDriver: c.driverMobile === driverMobile,
        sameRc: c.vehicleRc === body.rcNumber,
      }));
  }

  /** POST /driver/communication: the driver gets the trip by SMS; the event is recorded. */
  async communicate(caller: CabPaidCaller, body: z.output<typeof driverCommunicationRequestSchema>) {
    const now = this.d.clock.now();
    const { id: accountId } = caller.tenant;
    const trip = await repo.findTrip(this.d.db, accountId, body._id);
    if (!trip) throw notFound(CAB_DRIVER_MESSAGES.tripNotFound);
    if (!trip.driverMobile || !trip.driverName || !trip.vehicleRc)
      throw conflict(CAB_DRIVER_MESSAGES.noDriver);
    if (!isInsideAssignWindow(trip.startAt.getTime(), now.getTime()))
      throw conflict(CAB_DRIVER_MESSAGES.windowClosed);
    // One SMS per assignment, with the event the assignment decided: the call takes the due
    // message (compare and set), so a repeat, or two calls at once, send it once.
    if (!(await repo.claimDriverEvent(this.d.db, accountId, trip.id, body.event))) {
      const due = await repo.driverEventDue(this.d.db, accountId, trip.id);
      if (due === null) throw conflict(CAB_DRIVER_MESSAGES.alreadySent);
      throw fieldError('event', CAB_DRIVER_MESSAGES.wrongEvent(due));
    }
    // The driver has no language of their own: the text is in the operator's saved language.
    const texts = await textsFor(await languageOfUser(this.d.db, caller.claims.id));
    const text = driverMessage(
      body.event,
      caller.tenant.name,
      {
        groupCode: trip.groupCode,
        from: trip.from,
        to: trip.to,
        startAt: trip.startAt,
        rc: trip.vehicleRc,
        passengers: trip.passengers,
      },
      texts,
    );
    try {
      // A paid call: the SMS allowances of the account and of the address (lib/paid-calls.ts).
      await takePaidCall(this.d.db, 'sms', { accountId, ip: caller.ip }, now);
      await this.d.sms.sendText(trip.driverMobile, text);
    } catch (err) {
      await repo.restoreDriverEvent(this.d.db, accountId, trip.id, body.event);
      if (err instanceof SmsDeliveryError) {
        this.d.log.warn({ err }, 'driver SMS refused');
        throw new HttpError(502, 'The message could not be sent to the driver. Please try again.');
      }
      throw err;
    }
    await repo.insertDriverMessage(this.d.db, {
      accountId,
      tripId: trip.id,
      event: body.event,
      recipient: trip.driverMobile,
      body: text,
      sentBy: caller.claims.id,
      sentAt: now,
    });
    return { event: body.event, sentTo: trip.driverMobile, sentAt: now.getTime() };
  }

  /**
   * POST /clickToCall, by reference: caller = the user's own number; the receiver (a confirmed
   * booking's passenger, a trip's marshal or its driver) is resolved here, within the account, on a
   * trip inside the window. The browser never holds a passenger's number.
   */
  async clickToCall(caller: CabPaidCaller, body: z.output<typeof clickToCallRequestSchema>) {
    const now = this.d.clock.now();
    if (body.caller !== caller.claims.mobileNo) throw forbidden(CAB_DRIVER_MESSAGES.notYourNumber);
    const accountId = caller.tenant.id;
    const target =
      body.role === 'PASSENGER'
        ? await repo.passengerOf(this.d.db, accountId, body.bookingId)
        : body.role === 'MARSHAL'
          ? await repo.marshalOf(this.d.db, accountId, body._id, body.busHostId)
          : await repo.driverOf(this.d.db, accountId, body._id);
    if (!target) throw notFound(CAB_DRIVER_MESSAGES.notOnTrip);
    if (!isInsideAssignWindow(target.startAt.getTime(), now.getTime()))
      throw conflict(CAB_DRIVER_MESSAGES.callWindowClosed);

    // A paid call: the user's 5 a minute, and the account's and the address's allowances.
    await takePaidCall(this.d.db, 'telephony', { accountId: caller.tenant.id, ip: caller.ip }, now, [
      {
        bucket: callBucket(caller.claims.id),
        max: CAB_CALLS_PER_MINUTE,
        windowMs: MINUTE_MS,
        message: (wait) => `Too many calls. Please wait ${wait} before calling again.`,
      },
    ]);

    let callId: string;
    try {
      ({ callId } = await this.d.telephony.connectCall({ from: body.caller, to: target.mobile }));
    } catch (err) {
      if (err instanceof TelephonyError) {
        this.d.log.warn({ err }, 'click-to-call refused');
        throw new HttpError(502, 'The call could not be placed. Please try again.');
      }
      throw err;
    }
    await repo.insertCall(this.d.db, {
      accountId: caller.tenant.id,
      tripId: target.tripId,
      userId: caller.claims.id,
      caller: body.caller,
      receiver: target.mobile,
      receiverRole: body.role,
      provider: this.d.telephony.name,
      providerCallId: callId,
      createdAt: now,
    });
    return CAB_DRIVER_MESSAGES.callSuccess;
  }

  /** Trips with their bookings, boarded-marshal entries and marshals (two queries for all trips). */
  /**
   * Home (issue 41): the driverless trips starting in [now, now + window), the first `limit` by start
   * and how many, each with the latest driver of the account who is free for its whole time (no
   * overlapping trip with that mobile or RC, as /assignCabDriver/overlaps counts it; a driver
   * suggested for one listed trip is busy for the next), or null.
   */
  async driverlessSoon(
    accountId: string,
    windowMs: number,
    limit: number,
  ): Promise<{ count: number; trips: ActionTrip[] }> {
    const now = this.d.clock.now().getTime();
    const { trips, count } = await repo.driverlessBetween(
      this.d.db,
      accountId,
      new Date(now),
      new Date(now + windowMs),
      limit,
    );
    if (trips.length === 0) return { count, trips: [] };
    const endOf = (start: Date, last: Date | undefined) =>
      Math.max(last?.getTime() ?? 0, start.getTime() + CAB_TRIP_DEFAULT_SPAN_MS);
    const drivers = await repo.recentDrivers(
      this.d.db,
      accountId,
      new Date(now - SUGGEST_SINCE_MS),
      SUGGEST_DRIVERS,
    );
    const ownDrops = await repo.lastDrops(
      this.d.db,
      accountId,
      trips.map((t) => t.id),
    );
    const spans = trips.map((t) => ({
      start: t.startAt.getTime(),
      end: endOf(t.startAt, ownDrops.get(t.id)),
    }));
    const latestEnd = Math.max(...spans.map((s) => s.end));
    const crewed =
      drivers.length === 0
        ? []
        : await repo.crewedBetween(
            this.d.db,
            accountId,
            new Date(now - OVERLAP_LOOKBACK_MS),
            new Date(latestEnd),
            SUGGEST_BUSY_LIMIT,
          );
    const crewDrops = await repo.lastDrops(
      this.d.db,
      accountId,
      crewed.map((c) => c.id),
    );
    const busy = crewed.map((c) => ({
      id: c.id,
      mobile: c.driverMobile,
      rc: c.vehicleRc,
      start: c.startAt.getTime(),
      end: endOf(c.startAt, crewDrops.get(c.id)),
    }));
    const listed: ActionTrip[] = trips.map((t, i) => {
      const span = spans[i] ?? {
        start: t.startAt.getTime(),
        end: t.startAt.getTime() + CAB_TRIP_DEFAULT_SPAN_MS,
      };
      const free = drivers.find(
        (d) =>
          !busy.some(
            (b) =>
              b.id !== t.id &&
              (b.mobile === d.driverMobile || b.rc === d.vehicleRc) &&
              b.start < span.end &&
              span.start < b.end,
          ),
      );
      if (free)
        busy.push({
          id: t.id,
          mobile: free.driverMobile,
          rc: free.vehicleRc,
          start: span.start,
          end: span.end,
        });
      return {
        id: t.id,
        groupCode: t.groupCode,
        from: t.from,
        to: t.to,
        startTime: t.startAt.getTime(),
        suggestedDriver: free
          ? { rcNumber: free.vehicleRc, driverMobileNo: free.driverMobile, driverName: free.driverName }
          : null,
      };
    });
    return { count, trips: listed };
  }

  /** Home: how many of the account's trips in [now, now + windowMs) start after their contract ended. */
  async tripsPastContract(accountId: string, windowMs: number): Promise<number> {
    const now = this.d.clock.now().getTime();
    return repo.countPastContract(this.d.db, accountId, new Date(now), new Date(now + windowMs));
  }

  private async withPeople(accountId: string, rows: repo.CabTripRow[]): Promise<CabTrip[]> {
    const ids = rows.map((r) => r.id);
    const [bookings, marshals] = await Promise.all([
      repo.bookingsOf(this.d.db, accountId, ids),
      repo.marshalsOf(this.d.db, accountId, ids),
    ]);
    const marshalById = new Map(marshals.map((m) => [m.id, m]));
    return rows.map((r) => {
      const own = bookings.filter((b) => b.tripId === r.id);
      const trip: CabTrip = {
        id: r.id,
        groupCode: r.groupCode,
        startTime: r.startAt.getTime(),
        from: r.from,
        to: r.to,
        fromCityId: r.fromCityId,
        toCityId: r.toCityId,
        seater: r.seater,
        passengers: r.passengers,
        routeType: r.routeType,
        rcNumber: r.vehicleRc,
        driverMobileNo: r.driverMobile,
        driverName: r.driverName,
        bookings: own.map((b) => ({
          _id: b.id,
          name: b.name,
          mobileNo: maskPassengerMobile(b.mobile),
          noOfSeats: b.seats,
          status: b.status,
          fromStation: { name: b.pickupName, address: b.pickupAddress },
          toStation: { name: b.dropName, address: b.dropAddress },
          fromStationDate: b.pickupAt.getTime(),
          toStationDate: b.dropAt.getTime(),
        })),
        boaredCoreBooking: own.flatMap((b) => {
          const m = b.marshalId ? marshalById.get(b.marshalId) : undefined;
          return m
            ? [
                {
                  bookingId: b.id,
                  boardedLegMarshalDetails: { busHostId: m.busHostId, name: m.name, mobileNo: m.mobile },
                },
              ]
            : [];
        }),
        marshals: marshals
          .filter((m) => m.tripId === r.id)
          .map((m) => ({ position: m.position, busHostId: m.busHostId, name: m.name, mobileNo: m.mobile })),
      };
      return trip;
    });
  }
}

const M = defineMessages({
  assigned: {
    id: 'server.sms.driverAssigned',
    defaultMessage:
      '{operator}: you are assigned trip {trip}. {route}, start {start} IST, vehicle {rc}, {passengers, plural, one {# passenger} other {# passengers}}.',
  },
  updated: {
    id: 'server.sms.driverUpdated',
    defaultMessage:
      '{operator}: your trip {trip} has been updated. {route}, start {start} IST, vehicle {rc}, {passengers, plural, one {# passenger} other {# passengers}}.',
  },
  within: { id: 'server.sms.routeWithin', defaultMessage: 'within {city}' },
  between: { id: 'server.sms.routeBetween', defaultMessage: '{from} to {to}' },
});

/** The driver's SMS: who assigned, which trip, when, vehicle and passengers, worded in `texts`. */
export function driverMessage(
  event: CabDriverEvent,
  operator: string,
  trip: { groupCode: string; from: string; to: string; startAt: Date; rc: string; passengers: number },
  { t }: Texts,
): string {
  const route =
    trip.from === trip.to ? t(M.within, { city: trip.from }) : t(M.between, { from: trip.from, to: trip.to });
  return t(event === 'driverAssignedCabBookingGroupUpdate' ? M.updated : M.assigned, {
    operator,
    trip: trip.groupCode,
    route,
    start: formatDateTime(trip.startAt),
    rc: trip.rc,
    passengers: trip.passengers,
  });
}
