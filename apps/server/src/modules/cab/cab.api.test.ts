import { randomUUID } from 'node:crypto';
import {
  CAB_ASSIGN_WINDOW_MS,
  CAB_DRIVER_MESSAGES,
  MARSHAL_NA_LABEL,
  groupPassengersByMarshal,
  marshalNames,
  type CabDriverOverlap,
  type CabTrip,
  type City,
} from '@oc/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loginAs, type TestContext, apiCaller } from '../../../test/support';
import {
  accounts,
  cabBookings,
  cabCalls,
  cabDriverMessages,
  cabMarshals,
  cabTrips,
  cities,
  rateEvents,
  smsOutbox,
  users,
} from '../../db/schema';
import { callBucket } from './cab.service';

const HOUR = 3_600_000;
const CAB = '/api/v1/cabOperator';
let ctx: TestContext;
const { call } = apiCaller(() => ctx);
let cab: string; // 9000000004 CABOWNER
let operator: string; // 9000000001 OPERATOR
let mg: string; // 9000000002 BUSOWNER
let cabAccount: string;
let cabUser: string;
let otherAccount: string; // a second CABOWNER account (not logged in)
let cityIds: Record<string, string>;
let start: Date;

interface Fixture {
  offsetHours: number;
  code: string;
  from?: string;
  to?: string;
  account?: string;
  driver?: boolean;
  /** Marshals: a name (or null for unknown details) each. */
  marshals?: (string | null)[];
  /** Bookings: [name, mobile, marshal position or 0, status]. */
  bookings?: [string, string, number, 'CONFIRMED' | 'CANCELLED'][];
}

/** Inserts a trip with its marshals and bookings; answers its id. */
async function addTrip(f: Fixture): Promise<string> {
  const accountId = f.account ?? cabAccount;
  const id = randomUUID();
  const startAt = new Date(ctx.clock.now().getTime() + f.offsetHours * HOUR);
  await ctx.db.insert(cabTrips).values({
    accountId,
    id,
    groupCode: f.code,
    startAt,
    fromCityId: cityIds[f.from ?? 'Bengaluru']!,
    toCityId: cityIds[f.to ?? 'Mysuru']!,
    seater: '7 Seater',
    passengers: 4,
    routeType: 'INTER',
    vehicleRc: f.driver ? 'KA01AB1234' : null,
    driverMobile: f.driver ? '9845000001' : null,
    driverName: f.driver ? 'Ramesh Kumar' : null,
    supplyCostPaise: 450_000,
    contractValidUntil: new Date(startAt.getTime() + 30 * 24 * HOUR),
  });
  const marshalIds: string[] = [];
  for (const [i, name] of (f.marshals ?? []).entries()) {
    const mid = randomUUID();
    marshalIds.push(mid);
    await ctx.db.insert(cabMarshals).values({
      accountId,
      id: mid,
      tripId: id,
      position: i + 1,
      busHostId: `BH-${f.code}-${i + 1}`,
      name,
      mobile: name ? `98860000${String(i + 1).padStart(2, '0')}` : null,
    });
  }
  for (const [name, mobile, marshal, status] of f.bookings ?? []) {
    await ctx.db.insert(cabBookings).values({
      accountId,
      tripId: id,
      name,
      mobile,
      seats: 1,
      status,
      pickupName: 'Bengaluru Airport Terminal 1',
      pickupAddress: 'Arrivals lane 4',
      pickupAt: startAt,
      dropName: 'Mysuru Central Bus Stand',
      dropAddress: 'Platform 3',
      dropAt: new Date(startAt.getTime() + 3 * HOUR),
      marshalId: marshal > 0 ? (marshalIds[marshal - 1] ?? null) : null,
    });
  }
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  operator = (await loginAs(ctx, '9000000001')).accessToken;
  mg = (await loginAs(ctx, '9000000002')).accessToken;
  const [row] = await ctx.db
    .select({ id: accounts.id, userId: users.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, '9000000004'), eq(accounts.type, 'CABOWNER')));
  cabAccount = row!.id;
  cabUser = row!.userId;
  const [other] = await ctx.db
    .insert(users)
    .values({ mobileNo: '9111100000', name: 'Other Cab Owner' })
    .returning();
  const [otherAcc] = await ctx.db
    .insert(accounts)
    .values({ userId: other!.id, type: 'CABOWNER', name: 'Other Cabs', groupId: 'CAB-OTH-1' })
    .returning();
  otherAccount = otherAcc!.id;
  cityIds = Object.fromEntries((await ctx.db.select().from(cities)).map((c) => [c.name, c.id]));
  start = ctx.clock.now();
  // Only the fixtures below: the demo trips of the account are removed.
  await ctx.db.delete(cabTrips).where(eq(cabTrips.accountId, cabAccount));
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.set(start));

describe('access', () => {
  it('answers 403 to the other business models and serves the cities type-ahead to all', async () => {
    const gds = await call<string>(operator, 'GET', '/api/v1/trips');
    expect(gds.status).toBe(403);
    expect(gds.body.data).toBe('The GDS business model does not include Trips.');
    const mgTrips = await call<string>(mg, 'GET', '/api/v1/mg/trips');
    expect(mgTrips.status).toBe(403);
    const assign = await call<string>(operator, 'POST', '/api/v1/assignCabDriver', {});
    expect(assign.status).toBe(403);
    const noToken = await ctx.app.inject({ method: 'GET', url: `${CAB}/trips` });
    expect(noToken.statusCode).toBe(401);

    const cities1 = await call<City[]>(cab, 'GET', `${CAB}/cities/stations?type=BEN`);
    expect(cities1.status).toBe(200);
    expect(cities1.body.data.map((c) => c.name)).toEqual(['Bengaluru']);
    const cities2 = await call<City[]>(operator, 'GET', '/api/v1/cities/stations?type=%25');
    expect(cities2.status).toBe(200);
    expect(cities2.body.data).toEqual([]); // '%' is matched literally
  });
});

describe('trips list', () => {
  it('answers the default window (now ± 12 h) sorted upcoming first ascending, then past nearest first', async () => {
    const ids = {
      pastOut: await addTrip({ offsetHours: -13, code: 'WIN001' }),
      past11: await addTrip({ offsetHours: -11, code: 'WIN002' }),
      past1: await addTrip({ offsetHours: -1, code: 'WIN003' }),
      next1: await addTrip({ offsetHours: 1, code: 'WIN004' }),
      next11: await addTrip({ offsetHours: 11, code: 'WIN005' }),
      futureOut: await addTrip({ offsetHours: 13, code: 'WIN006' }),
      other: await addTrip({ offsetHours: 2, code: 'WIN007', account: otherAccount }),
    };
    const res = await call<CabTrip[]>(cab, 'GET', `${CAB}/trips`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.groupCode)).toEqual(['WIN004', 'WIN005', 'WIN003', 'WIN002']);
    expect(res.body.data.map((t) => t.id)).not.toContain(ids.other);

    // Filters: dates (inclusive), cities, trip ID (any case), each only within the account.
    const now = ctx.clock.now().getTime();
    const byDates = await call<CabTrip[]>(
      cab,
      'GET',
      `${CAB}/trips?fromDate=${now - 14 * HOUR}&toDate=${now}`,
    );
    expect(byDates.body.data.map((t) => t.groupCode)).toEqual(['WIN003', 'WIN002', 'WIN001']);
    const byCode = await call<CabTrip[]>(cab, 'GET', `${CAB}/trips?tripId=win006`);
    expect(byCode.body.data.map((t) => t.id)).toEqual([ids.futureOut]);
    const otherCode = await call<CabTrip[]>(cab, 'GET', `${CAB}/trips?tripId=WIN007`);
    expect(otherCode.body.data).toEqual([]);
    await addTrip({ offsetHours: 2, code: 'WIN008', from: 'Chennai', to: 'Puducherry' });
    const byCity = await call<CabTrip[]>(
      cab,
      'GET',
      `${CAB}/trips?fromCityId=${cityIds.Chennai}&toCityId=${cityIds.Puducherry}&fromDate=${now - 24 * HOUR}&toDate=${now + 24 * HOUR}`,
    );
    expect(byCity.body.data.map((t) => [t.groupCode, t.from, t.to])).toEqual([
      ['WIN008', 'Chennai', 'Puducherry'],
    ]);

    const bad = await call<string>(cab, 'GET', `${CAB}/trips?fromDate=${now}&toDate=${now - 1}&fromCityId=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['fromCityId', 'toDate']);
  });
});

describe('dates out of range', () => {
  it('refuses epoch ms beyond 2100 or malformed with a 400, never a 500', async () => {
    for (const q of [
      'fromDate=253402300800000',
      'toDate=8640000000000000',
      'fromDate=-1',
      'fromDate=1e400',
    ]) {
      const res = await call(cab, 'GET', `${CAB}/trips?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('trip details and marshal grouping', () => {
  it('keeps the spec names and groups confirmed passengers per marshal: two marshals, unlinked bookings, none at all', async () => {
    const two = await addTrip({
      offsetHours: 2,
      code: 'GRP001',
      marshals: ['Vinod Rathore', 'Salma Begum'],
      bookings: [
        ['Asha', '9800000001', 1, 'CONFIRMED'],
        ['Bala', '9800000002', 2, 'CONFIRMED'],
        ['Chitra', '9800000003', 1, 'CONFIRMED'],
        ['Dev', '9800000004', 2, 'CANCELLED'],
      ],
    });
    const details = await call<CabTrip[]>(cab, 'GET', `${CAB}/trip/details?tripId=${two}`);
    expect(details.status).toBe(200);
    const trip = details.body.data[0]!;
    expect(Object.keys(trip)).toEqual(
      expect.arrayContaining([
        'groupCode',
        'startTime',
        'seater',
        'rcNumber',
        'driverMobileNo',
        'boaredCoreBooking',
      ]),
    );
    expect(trip.boaredCoreBooking).toHaveLength(4);
    expect(trip.boaredCoreBooking[0]!.boardedLegMarshalDetails).toEqual({
      busHostId: 'BH-GRP001-1',
      name: 'Vinod Rathore',
      mobileNo: '9886000001',
    });
    expect(marshalNames(trip)).toEqual(['Vinod Rathore', 'Salma Begum']);
    expect(groupPassengersByMarshal(trip).map((g) => [g.label, g.bookings.map((b) => b.name)])).toEqual([
      ['Passengers under marshal Vinod Rathore', ['Asha', 'Chitra']],
      ['Passengers under marshal Salma Begum', ['Bala']],
    ]);

    const partly = await addTrip({
      offsetHours: 2,
      code: 'GRP002',
      marshals: [null, 'Kiran Shetty'],
      bookings: [
        ['Esha', '9800000005', 2, 'CONFIRMED'],
        ['Farhan', '9800000006', 0, 'CONFIRMED'],
        ['Gita', '9800000007', 1, 'CONFIRMED'],
        ['Hari', '9800000008', 0, 'CANCELLED'],
      ],
    });
    const t2 = (await call<CabTrip[]>(cab, 'GET', `${CAB}/trip/details?tripId=${partly}`)).body.data[0]!;
    expect(t2.marshals.map((m) => [m.position, m.name])).toEqual([
      [1, null],
      [2, 'Kiran Shetty'],
    ]);
    expect(groupPassengersByMarshal(t2).map((g) => [g.label, g.bookings.map((b) => b.name)])).toEqual([
      ['Passengers under marshal Kiran Shetty', ['Esha']],
      [MARSHAL_NA_LABEL, ['Gita']],
      [MARSHAL_NA_LABEL, ['Farhan']],
    ]);

    const none = await addTrip({
      offsetHours: 2,
      code: 'GRP003',
      bookings: [
        ['Indu', '9800000009', 0, 'CONFIRMED'],
        ['Jai', '9800000010', 0, 'CONFIRMED'],
        ['Kunal', '9800000011', 0, 'CANCELLED'],
      ],
    });
    const t3 = (await call<CabTrip[]>(cab, 'GET', `${CAB}/trip/details?tripId=${none}`)).body.data[0]!;
    expect(t3.boaredCoreBooking).toEqual([]);
    expect(t3.marshals).toEqual([]);
    expect(groupPassengersByMarshal(t3).map((g) => [g.label, g.bookings.map((b) => b.name)])).toEqual([
      [MARSHAL_NA_LABEL, ['Indu', 'Jai']],
    ]);
  });

  it("answers 'error' for a missing trip, another account's trip or an id that is no id", async () => {
    const others = await addTrip({ offsetHours: 1, code: 'OTH001', account: otherAccount });
    for (const id of [others, randomUUID(), 'not-a-trip']) {
      const res = await call<string>(cab, 'GET', `${CAB}/trip/details?tripId=${id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toBe('error');
    }
    expect((await call<string>(cab, 'GET', `${CAB}/trip/details?tripId=`)).status).toBe(400);
  });
});

describe('driver assignment', () => {
  const assign = (body: object) =>
    call<{ driverDetails: object; vehicleDetails: object }[]>(cab, 'POST', `${CAB}/assignCabDriver`, body);

  it('refuses bad input with the form messages and changes nothing', async () => {
    const id = await addTrip({ offsetHours: 1, code: 'ASG001' });
    const cases: [object, string, string][] = [
      [{ driverMobileNo: 12345 }, 'driverMobileNo', CAB_DRIVER_MESSAGES.invalidMobile],
      [{ driverMobileNo: 5123456789 }, 'driverMobileNo', CAB_DRIVER_MESSAGES.invalidMobile],
      [{ driverMobileNo: '9845012345' }, 'driverMobileNo', CAB_DRIVER_MESSAGES.invalidMobile],
      [{ driverName: '' }, 'driverName', CAB_DRIVER_MESSAGES.nameRequired],
      [{ driverName: 'R2 D2' }, 'driverName', CAB_DRIVER_MESSAGES.nameLetters],
      // Refused, never rewritten to 'Ramesh  Kumar'.
      [{ driverName: 'Ramesh 2 Kumar!' }, 'driverName', CAB_DRIVER_MESSAGES.nameLetters],
      [{ driverName: 'A'.repeat(31) }, 'driverName', CAB_DRIVER_MESSAGES.nameMax],
      [{ rcNumber: '' }, 'rcNumber', CAB_DRIVER_MESSAGES.rcRequired],
      [{ rcNumber: 'KA-01-1234' }, 'rcNumber', CAB_DRIVER_MESSAGES.rcChars],
      [{ rcNumber: 'KA01AB12345' }, 'rcNumber', CAB_DRIVER_MESSAGES.rcMax],
    ];
    for (const [over, path, message] of cases) {
      const res = await assign({
        _id: id,
        driverMobileNo: 9845012345,
        driverName: 'Sunil Yadav',
        rcNumber: 'ka01ab1234',
        ...over,
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    const [row] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, id));
    expect(row!.driverMobile).toBeNull();
  });

  it("assigns the own trip (RC upper-cased), refuses another account's trip, and closes 4 hours after the start (fake clock)", async () => {
    const id = await addTrip({ offsetHours: -3.5, code: 'ASG002' });
    const ok = await assign({
      _id: id,
      driverMobileNo: 9845012345,
      driverName: 'Sunil Yadav',
      rcNumber: 'ka01ab1234',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual([
      {
        _id: id,
        driverDetails: { mobileNo: '9845012345', name: 'Sunil Yadav' },
        vehicleDetails: { rc: 'KA01AB1234' },
      },
    ]);
    const [row] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, id));
    expect([row!.vehicleRc, row!.driverMobile, row!.driverName]).toEqual([
      'KA01AB1234',
      '9845012345',
      'Sunil Yadav',
    ]);

    const others = await addTrip({ offsetHours: 1, code: 'ASG003', account: otherAccount });
    const refused = await assign({
      _id: others,
      driverMobileNo: 9845012345,
      driverName: 'Sunil Yadav',
      rcNumber: 'KA01',
    });
    expect(refused.status).toBe(404);
    const [untouched] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, others));
    expect(untouched!.driverMobile).toBeNull();

    // The window: start + 14,400,000 ms. One millisecond before it is still open; at it, closed.
    const startAt = row!.startAt.getTime();
    ctx.clock.set(new Date(startAt + CAB_ASSIGN_WINDOW_MS - 60_000));
    cab = (await loginAs(ctx, '9000000004')).accessToken; // a token alive at the window's end
    ctx.clock.set(new Date(startAt + CAB_ASSIGN_WINDOW_MS - 1));
    const edit = await assign({
      _id: id,
      driverMobileNo: 9845099999,
      driverName: 'Mahesh Gowda',
      rcNumber: 'KA02CD5678',
    });
    expect(edit.status).toBe(200);
    ctx.clock.set(new Date(startAt + CAB_ASSIGN_WINDOW_MS));
    const late = await assign({
      _id: id,
      driverMobileNo: 9845012345,
      driverName: 'Sunil Yadav',
      rcNumber: 'KA01AB1234',
    });
    expect(late.status).toBe(409);
    expect(late.body.data).toBe(CAB_DRIVER_MESSAGES.windowClosed);
    const [after] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, id));
    expect(after!.driverName).toBe('Mahesh Gowda');
  });

  it('warns of the same driver or RC on an overlapping own trip; nothing changes', async () => {
    // OVL001 runs from +30 h to its last drop (+33 h); a trip without bookings runs 2 hours.
    const a = await addTrip({
      offsetHours: 30,
      code: 'OVL001',
      bookings: [['Ovi', '9800000101', 0, 'CONFIRMED']],
    });
    const b = await addTrip({ offsetHours: 32, code: 'OVL002' }); // 32–34 h: overlaps, same driver
    const c = await addTrip({ offsetHours: 33.5, code: 'OVL003' }); // 33.5–35.5 h: after, same driver
    const d = await addTrip({ offsetHours: 28.5, code: 'OVL004' }); // 28.5–30.5 h: overlaps, same RC
    const e = await addTrip({ offsetHours: 31, code: 'OVL005', account: otherAccount }); // another account
    const set = (id: string, v: { driverMobile?: string; vehicleRc?: string; driverName?: string }) =>
      ctx.db.update(cabTrips).set(v).where(eq(cabTrips.id, id));
    await set(b, { driverMobile: '9845077777', driverName: 'Ovi Driver', vehicleRc: 'KA05XY0001' });
    await set(c, { driverMobile: '9845077777', driverName: 'Ovi Driver', vehicleRc: 'KA05XY0001' });
    await set(d, { driverMobile: '9845066666', driverName: 'Other Driver', vehicleRc: 'TN09ZZ0001' });
    await set(e, { driverMobile: '9845077777', driverName: 'Ovi Driver', vehicleRc: 'TN09ZZ0001' });
    const body = { _id: a, driverMobileNo: 9845077777, driverName: 'Ovi Driver', rcNumber: 'tn09zz0001' };
    const res = await call<CabDriverOverlap[]>(cab, 'POST', `${CAB}/assignCabDriver/overlaps`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const startOf = (h: number) => start.getTime() + h * HOUR;
    expect(res.body.data.map((o) => [o.groupCode, o.sameDriver, o.sameRc])).toEqual([
      ['OVL004', false, true],
      ['OVL002', true, false],
    ]);
    expect(res.body.data[1]).toMatchObject({ startTime: startOf(32), endTime: startOf(34) });
    // Another account's trip: 404; a bad name: the field error; nothing was assigned.
    const foreign = await call<string>(cab, 'POST', `${CAB}/assignCabDriver/overlaps`, { ...body, _id: e });
    expect(foreign.status).toBe(404);
    const bad = await call<string>(cab, 'POST', `${CAB}/assignCabDriver/overlaps`, {
      ...body,
      driverName: 'Ramesh 2 Kumar!',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'driverName', message: CAB_DRIVER_MESSAGES.nameLetters });
    const [row] = await ctx.db.select().from(cabTrips).where(eq(cabTrips.id, a));
    expect(row!.driverMobile).toBeNull();
  });

  it('sends the driver the new or the update event by SMS and records it', async () => {
    const fresh = await addTrip({ offsetHours: 3, code: 'COM001' });
    const communicate = (event: string, id = fresh) =>
      call<{ event: string; sentTo: string }>(cab, 'POST', `${CAB}/driver/communication`, { _id: id, event });
    expect((await communicate('driverAssignedCabBookingGroup')).status).toBe(409); // no driver yet
    expect((await communicate('somethingElse')).status).toBe(400);

    await assign({
      _id: fresh,
      driverMobileNo: 9845011111,
      driverName: 'Anil Pawar',
      rcNumber: 'MH12AB1234',
    });
    const first = await communicate('driverAssignedCabBookingGroup');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ event: 'driverAssignedCabBookingGroup', sentTo: '9845011111' });
    // One message per assignment: a repeat is refused and sends nothing.
    const again = await communicate('driverAssignedCabBookingGroup');
    expect(again.status).toBe(409);
    expect(again.body.data).toBe(CAB_DRIVER_MESSAGES.alreadySent);
    await assign({
      _id: fresh,
      driverMobileNo: 9845022222,
      driverName: 'Anil Pawar',
      rcNumber: 'MH12AB1234',
    });
    // The trip had a driver: the server expects the update event, whatever the client claims.
    const wrong = await communicate('driverAssignedCabBookingGroup');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toBe(CAB_DRIVER_MESSAGES.wrongEvent('driverAssignedCabBookingGroupUpdate'));
    const second = await communicate('driverAssignedCabBookingGroupUpdate');
    expect(second.status).toBe(200);

    const messages = await ctx.db
      .select()
      .from(cabDriverMessages)
      .where(eq(cabDriverMessages.tripId, fresh))
      .orderBy(asc(cabDriverMessages.sentAt), asc(cabDriverMessages.event));
    expect(messages.map((m) => [m.event, m.recipient, m.sentBy])).toEqual([
      ['driverAssignedCabBookingGroup', '9845011111', cabUser],
      ['driverAssignedCabBookingGroupUpdate', '9845022222', cabUser],
    ]);
    const outbox = await ctx.db
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.mobileNo, ['9845011111', '9845022222']));
    expect(outbox.map((o) => o.body).sort()).toEqual([
      expect.stringMatching(
        /^CityRide Cabs: you are assigned trip COM001\. Bengaluru to Mysuru, start .* vehicle MH12AB1234/,
      ),
      expect.stringMatching(/^CityRide Cabs: your trip COM001 has been updated\./),
    ]);

    const others = await addTrip({ offsetHours: 1, code: 'COM002', account: otherAccount, driver: true });
    expect((await communicate('driverAssignedCabBookingGroup', others)).status).toBe(404);
  });
});

describe('click-to-call', () => {
  const callBy = (ref: object, token = cab, caller = '9000000004') =>
    call<string>(token, 'POST', `${CAB}/clickToCall`, { caller, ...ref });
  /** The id of the booking of `name` (any account). */
  const bookingOf = async (name: string) =>
    (await ctx.db.select({ id: cabBookings.id }).from(cabBookings).where(eq(cabBookings.name, name)))[0]!.id;

  it('places calls by reference (booking, or trip and role): the server resolves the number within the account', async () => {
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, callBucket(cabUser)));
    const trip = await addTrip({
      offsetHours: 1,
      code: 'CAL001',
      driver: true,
      marshals: ['Geeta Kamath'],
      bookings: [
        ['Lata', '9811100001', 1, 'CONFIRMED'],
        ['Mani', '9811100002', 0, 'CANCELLED'],
      ],
    });
    const past = await addTrip({
      offsetHours: -5,
      code: 'CAL002',
      bookings: [['Nalini', '9811100003', 0, 'CONFIRMED']],
    });
    const foreign = await addTrip({
      offsetHours: 1,
      code: 'CAL003',
      account: otherAccount,
      driver: true,
      marshals: ['Rekha Pai'],
      bookings: [['Om', '9811100004', 0, 'CONFIRMED']],
    });

    // The web never receives a passenger's number: the answers carry it masked.
    const details = await call<CabTrip[]>(cab, 'GET', `${CAB}/trip/details?tripId=${trip}`);
    expect(details.body.data[0]!.bookings.map((b) => [b.name, b.mobileNo])).toEqual([
      ['Lata', 'XXXXXX0001'],
      ['Mani', 'XXXXXX0002'],
    ]);
    const list = await call<CabTrip[]>(cab, 'GET', `${CAB}/trips?tripId=CAL001`);
    expect(JSON.stringify(list.body.data)).not.toContain('9811100001');
    expect(JSON.stringify(details.body.data)).not.toContain('9811100001');

    const passenger = await callBy({ role: 'PASSENGER', bookingId: await bookingOf('Lata') });
    expect(passenger.status).toBe(200);
    expect(passenger.body.data).toBe('call success');
    expect((await callBy({ role: 'MARSHAL', _id: trip, busHostId: 'BH-CAL001-1' })).status).toBe(200);
    expect((await callBy({ role: 'DRIVER', _id: trip })).status).toBe(200);

    const notMine = await callBy(
      { role: 'PASSENGER', bookingId: await bookingOf('Lata') },
      cab,
      '9000000001',
    );
    expect(notMine.status).toBe(403);
    expect(notMine.body.data).toBe(CAB_DRIVER_MESSAGES.notYourNumber);
    // Tenant isolation: another operator's booking, marshal or driver is 404, as is nothing at all.
    for (const ref of [
      { role: 'PASSENGER', bookingId: await bookingOf('Om') },
      { role: 'MARSHAL', _id: foreign, busHostId: 'BH-CAL003-1' },
      { role: 'DRIVER', _id: foreign },
      { role: 'PASSENGER', bookingId: await bookingOf('Mani') }, // cancelled
      { role: 'PASSENGER', bookingId: randomUUID() },
      { role: 'DRIVER', _id: past }, // no driver recorded
      { role: 'MARSHAL', _id: trip, busHostId: 'BH-NOPE' },
    ]) {
      const res = await callBy(ref);
      expect(res.status, JSON.stringify(ref)).toBe(404);
      expect(res.body.data).toBe(CAB_DRIVER_MESSAGES.notOnTrip);
    }
    // A number is no reference: refused as bad input.
    const byNumber = await call<string>(cab, 'POST', `${CAB}/clickToCall`, {
      caller: '9000000004',
      receiver: '9811100001',
    });
    expect(byNumber.status).toBe(400);
    const late = await callBy({ role: 'PASSENGER', bookingId: await bookingOf('Nalini') }); // started 5 h ago
    expect(late.status).toBe(409);
    expect(late.body.data).toBe(CAB_DRIVER_MESSAGES.callWindowClosed);

    const log = await ctx.db
      .select()
      .from(cabCalls)
      .where(inArray(cabCalls.tripId, [trip, past, foreign]))
      .orderBy(asc(cabCalls.createdAt), asc(cabCalls.receiverRole));
    expect(log.map((c) => [c.caller, c.receiver, c.receiverRole, c.provider])).toEqual(
      expect.arrayContaining([
        ['9000000004', '9811100001', 'PASSENGER', 'sandbox'],
        ['9000000004', '9886000001', 'MARSHAL', 'sandbox'],
        ['9000000004', '9845000001', 'DRIVER', 'sandbox'],
      ]),
    );
    expect(log).toHaveLength(3);
  });

  it('allows at most 5 calls a minute per user (429 with Retry-After), then again after the minute', async () => {
    await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, callBucket(cabUser)));
    await addTrip({ offsetHours: 2, code: 'CAL010', bookings: [['Pari', '9811100010', 0, 'CONFIRMED']] });
    const pari = { role: 'PASSENGER', bookingId: await bookingOf('Pari') };
    for (let i = 0; i < 5; i++) {
      expect((await callBy(pari)).status).toBe(200);
      ctx.clock.advance(1_000);
    }
    const sixth = await callBy(pari);
    expect(sixth.status).toBe(429);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${CAB}/clickToCall`,
      headers: authHeaders(cab),
      payload: { caller: '9000000004', ...pari },
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(50);
    ctx.clock.advance(60_000);
    expect((await callBy(pari)).status).toBe(200);
  });
});
