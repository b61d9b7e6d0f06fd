import {
  addDaysToDate,
  contractsEndpoints,
  fleetEndpoints,
  homeEndpoints,
  ingestEndpoints,
  istDateOf,
  istStartOfDay,
  type BusTripRecord,
  type FleetContractRecord,
  type PaymentSummaryRecord,
  type ServiceRecord,
} from '@oc/contract';
import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, loginAs, TEST_ACTOR, type TestContext } from '../../../../test/support';
import {
  accounts,
  auditEvents,
  bookings,
  buses,
  cabTrips,
  serviceContracts,
  services,
  trips,
  users,
  weeklyPaymentSummaries,
} from '../../../db/schema';
import { ApiKeysService } from '../../apikeys/apikeys.service';
import { lastClosableWeek } from '../../contracts/contracts.service';

/**
 * The MG and fleet kinds of the ingestion API (bus-trips, services, payment-summaries,
 * fleet-contracts): each record round-trips to its operator screen's API, the same batch again is
 * unchanged, a changed record updates in place, and a bad record is refused alone.
 */

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
let key = '';
let mg = '';
let cab = '';
let mgAccount = '';
let service = { id: '', name: '', cancellationCharge: 0 };
let rcs: string[] = [];

const MG = { mobileNo: '9000000002', type: 'BUSOWNER' } as const;
const CAB = { mobileNo: '9000000004', type: 'CABOWNER' } as const;
const ms = (date: string) => istStartOfDay(date).getTime();
const endMs = (date: string) => istStartOfDay(addDaysToDate(date, 1)).getTime() - 1;
const today = () => istDateOf(ctx.clock.now());
const rupees = (paise: number) => paise / 100;

async function accountOf(mobileNo: string, type: 'BUSOWNER' | 'CABOWNER'): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  if (!row) throw new Error(`no ${type} account for ${mobileNo}`);
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
  key = (
    await keys.create(
      {
        name: 'MG dispatch',
        scopes: ['bus-trips', 'services', 'payment-summaries', 'fleet-contracts', 'bookings'],
      },
      TEST_ACTOR,
    )
  ).key;
  mg = (await loginAs(ctx, '9000000002')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  mgAccount = await accountOf('9000000002', 'BUSOWNER');
  const [row] = await ctx.db
    .select({ id: services.id, name: services.name, charge: serviceContracts.cancellationCharge })
    .from(services)
    .innerJoin(
      serviceContracts,
      and(eq(serviceContracts.accountId, services.accountId), eq(serviceContracts.serviceId, services.id)),
    )
    .where(eq(services.accountId, mgAccount))
    .orderBy(asc(services.name))
    .limit(1);
  service = { id: row!.id, name: row!.name, cancellationCharge: row!.charge };
  rcs = (
    await ctx.db
      .select({ rc: buses.rc })
      .from(buses)
      .where(eq(buses.accountId, mgAccount))
      .orderBy(asc(buses.rc))
  ).map((b) => b.rc);
});
afterAll(async () => ctx.close());

describe('ingestion API: bus-trips', () => {
  const booking = (
    pnr: string,
    over: Partial<BusTripRecord['bookings'][number]> = {},
  ): BusTripRecord['bookings'][number] => ({
    pnr,
    passengerName: `Passenger ${pnr}`,
    passengerMobile: '9876543210',
    seatType: 'SEATER',
    seatNumbers: [],
    seats: 2,
    farePaise: 150_000,
    status: 'CONFIRMED',
    channel: 'APP',
    bookedAt: ctx.clock.now().getTime() - 60_000,
    ...over,
  });
  const trip = (over: Partial<BusTripRecord> = {}): BusTripRecord => ({
    externalId: 'BT-1',
    account: MG,
    service: service.name,
    tripDate: addDaysToDate(today(), 30),
    status: 'SCHEDULED',
    busRc: rcs[0]!,
    bookings: [
      booking('BTING0001'),
      booking('BTING0002', { seats: 1, farePaise: 80_000, channel: 'WEB' }),
      booking('BTING0003', {
        seats: 1,
        farePaise: 100_000,
        status: 'CANCELLED',
        cancelledAt: ctx.clock.now().getTime() - 30_000,
      }),
      // An agent's sale: not the provider's own channel, so not in the trip's revenue.
      booking('BTING0004', { farePaise: 999_900, channel: 'AGENT' }),
    ],
    ...over,
  });
  const revenueOf = async (tripDate: string) => {
    const rows = await callAs(mg, contractsEndpoints.tripRevenue, {
      model: 'BUSOWNER',
      query: { fromDate: ms(tripDate), toDate: endMs(tripDate), serviceId: service.id },
    });
    expect(rows.status).toBe(200);
    return rows.data;
  };

  it('a trip with its sales shows on Trips and Revenue and moves the MG home; again changes nothing', async () => {
    const homeBefore = await callAs(mg, homeEndpoints.mgSummary, { model: 'BUSOWNER' });
    const record = trip();
    const sent = await callAs(key, ingestEndpoints.busTrips, { body: { records: [record] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });

    const [row, ...others] = await revenueOf(record.tripDate);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      serviceId: service.id,
      serviceName: service.name,
      tripDate: record.tripDate,
      tripStatus: 'SCHEDULED',
      busRc: rcs[0],
      seatsSold: 3,
      revenue: rupees(150_000 + 80_000),
      cancellationCharge: rupees(Math.round(100_000 * service.cancellationCharge)),
    });
    // The MG home's today: the sales booked today on the own channels.
    const homeAfter = await callAs(mg, homeEndpoints.mgSummary, { model: 'BUSOWNER' });
    expect(homeAfter.data.seatsSold).toBe(homeBefore.data.seatsSold + 3);
    expect(homeAfter.data.cancelledSeats).toBe(homeBefore.data.cancelledSeats + 1);
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.kind, 'ingest.bus_trips'));
    expect(audit).toMatchObject({ actorKind: 'ingestion', actorName: 'MG dispatch', accountId: mgAccount });

    const again = await callAs(key, ingestEndpoints.busTrips, { body: { records: [record] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
  });

  it('a changed record updates the trip in place and replaces its sales', async () => {
    const tripDate = addDaysToDate(today(), 30);
    const [before] = await ctx.db
      .select({ id: trips.id })
      .from(trips)
      .where(
        and(eq(trips.accountId, mgAccount), eq(trips.serviceId, service.id), eq(trips.tripDate, tripDate)),
      );
    const changed = trip({
      status: 'COMPLETED',
      busRc: rcs[1] ?? rcs[0]!,
      bookings: [booking('BTING0001', { farePaise: 170_000 }), booking('BTING0005', { seats: 4 })],
    });
    const sent = await callAs(key, ingestEndpoints.busTrips, { body: { records: [changed] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [row] = await revenueOf(tripDate);
    expect(row).toMatchObject({
      tripStatus: 'COMPLETED',
      busRc: rcs[1] ?? rcs[0],
      seatsSold: 6,
      revenue: rupees(170_000 + 150_000),
      cancellationCharge: 0,
    });
    const now = await ctx.db
      .select({ id: trips.id })
      .from(trips)
      .where(
        and(eq(trips.accountId, mgAccount), eq(trips.serviceId, service.id), eq(trips.tripDate, tripDate)),
      );
    expect(now).toEqual([before]);
    const pnrs = await ctx.db
      .select({ pnr: bookings.pnr })
      .from(bookings)
      .where(and(eq(bookings.accountId, mgAccount), eq(bookings.tripId, before!.id)))
      .orderBy(asc(bookings.pnr));
    expect(pnrs.map((p) => p.pnr)).toEqual(['BTING0001', 'BTING0005']);
  });

  it('takes over a seeded trip and replaces its sales, leaving the bookings a bookings record holds', async () => {
    const tripDate = addDaysToDate(today(), 5);
    const [seeded] = await ctx.db
      .select({ id: trips.id })
      .from(trips)
      .where(
        and(eq(trips.accountId, mgAccount), eq(trips.serviceId, service.id), eq(trips.tripDate, tripDate)),
      );
    expect(seeded).toBeDefined();
    const sale = await callAs(key, ingestEndpoints.bookings, {
      body: {
        records: [
          {
            externalId: 'BK-MG-1',
            account: MG,
            pnr: 'BKING0001',
            service: service.name,
            tripDate,
            passengerName: 'Simran Bedi',
            passengerMobile: '9876500000',
            seatType: 'SEATER',
            seatNumbers: [],
            seats: 1,
            farePaise: 70_000,
            status: 'CONFIRMED',
            channel: 'WEB',
            bookedAt: ctx.clock.now().getTime() - 60_000,
          },
        ],
      },
    });
    expect(sale.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });

    const record = trip({ externalId: 'BT-7', tripDate, bookings: [booking('BTING0007', { seats: 3 })] });
    const sent = await callAs(key, ingestEndpoints.busTrips, { body: { records: [record] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const left = await ctx.db
      .select({ pnr: bookings.pnr })
      .from(bookings)
      .where(and(eq(bookings.accountId, mgAccount), eq(bookings.tripId, seeded!.id)))
      .orderBy(asc(bookings.pnr));
    expect(left.map((b) => b.pnr)).toEqual(['BKING0001', 'BTING0007']);
    const [row] = await revenueOf(tripDate);
    expect(row).toMatchObject({ seatsSold: 3 + 1, revenue: rupees(150_000 + 70_000) });

    const claim = await callAs(key, ingestEndpoints.busTrips, {
      body: { records: [{ ...record, bookings: [booking('BKING0001')] }] },
    });
    expect(claim.data.refused).toEqual([
      {
        index: 0,
        externalId: 'BT-7',
        errors: [{ path: 'bookings.0.pnr', message: 'PNR BKING0001 is a bookings record’s booking' }],
      },
    ]);
  });

  it('refuses a bad record alone with its path and reason, and writes nothing for it', async () => {
    const good = trip({ externalId: 'BT-2', tripDate: addDaysToDate(today(), 31), bookings: [] });
    const unknownBus = trip({
      externalId: 'BT-3',
      tripDate: addDaysToDate(today(), 32),
      busRc: 'ZZ00ZZ0000',
    });
    const badStatus = {
      ...trip({ externalId: 'BT-4', tripDate: addDaysToDate(today(), 33) }),
      status: 'RUNNING',
    };
    const cancelledTrip = trip({
      externalId: 'BT-5',
      tripDate: addDaysToDate(today(), 34),
      status: 'CANCELLED',
    });
    const otherTripsPnr = trip({
      externalId: 'BT-6',
      tripDate: addDaysToDate(today(), 35),
      bookings: [booking('BTING0005')],
    });
    const result = await callAs(key, ingestEndpoints.busTrips, {
      body: { records: [good, unknownBus, badStatus as BusTripRecord, cancelledTrip, otherTripsPnr] },
    });
    expect(result.status).toBe(200);
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused).toEqual([
      {
        index: 1,
        externalId: 'BT-3',
        errors: [{ path: 'busRc', message: 'No bus with RC ZZ00ZZ0000 in this account' }],
      },
      {
        index: 2,
        externalId: 'BT-4',
        errors: [{ path: 'status', message: 'status is SCHEDULED, COMPLETED or CANCELLED' }],
      },
      {
        index: 3,
        externalId: 'BT-5',
        // Bookings 0, 1 and 3 are confirmed (2 is cancelled already).
        errors: [0, 1, 3].map((i) => ({
          path: `bookings.${i}.status`,
          message: 'A cancelled trip’s bookings are cancelled (refunded)',
        })),
      },
      {
        index: 4,
        externalId: 'BT-6',
        errors: [{ path: 'bookings.0.pnr', message: 'PNR BTING0005 is a booking of another trip' }],
      },
    ]);
    for (const days of [32, 33, 34, 35]) expect(await revenueOf(addDaysToDate(today(), days))).toEqual([]);
    expect(await revenueOf(addDaysToDate(today(), 31))).toHaveLength(1);
  });
});

describe('ingestion API: services', () => {
  const contract = (): NonNullable<ServiceRecord['contract']> => ({
    name: 'ING minimum guarantee contract',
    type: 'MINIMUM_GUARANTEE',
    validFrom: addDaysToDate(today(), -10),
    validTo: addDaysToDate(today(), 300),
    runningCostPaise: 2_400_000,
    cancellationCharge: 0.15,
    freeDemandCancellation: 1,
    baseFuelRatePaise: 9_015,
    roundTripTollPaise: 90_000,
    additionalGuaranteePaise: 100_000,
    revenueBracket: [
      { startPaise: 0, endPaise: 2_500_000, companyShare: 0, operatorShare: 1 },
      { startPaise: 2_500_000, endPaise: 3_000_000, companyShare: 0.25, operatorShare: 0.75 },
      { startPaise: 3_000_000, endPaise: 3_500_000, companyShare: 1, operatorShare: 0 },
      { startPaise: 3_500_000, endPaise: null, companyShare: 0.5, operatorShare: 0.5 },
    ],
  });
  const record = (over: Partial<ServiceRecord> = {}): ServiceRecord => ({
    externalId: 'SVC-1',
    account: MG,
    name: 'ING Amritsar - Delhi 23:45',
    status: 'ACTIVE',
    busType: { name: 'AC Sleeper (2+1)' },
    from: 'Amritsar',
    to: 'Delhi',
    startTime: '23:45',
    durationMinutes: 540,
    baseSleeperFarePaise: 120_000,
    busOperatorPayoutFrequency: 'FORTNIGHTLY',
    contract: contract(),
    ...over,
  });
  const listed = async () =>
    (await callAs(mg, contractsEndpoints.services, { model: 'BUSOWNER' })).data.filter((s) =>
      s.name.startsWith('ING '),
    );

  it('a service with its contract and brackets shows on Services and Contracts; again changes nothing', async () => {
    const sent = await callAs(key, ingestEndpoints.services, { body: { records: [record()] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [shown, ...others] = await listed();
    expect(others).toEqual([]);
    expect(shown).toMatchObject({
      name: 'ING Amritsar - Delhi 23:45',
      status: 'ACTIVE',
      busType: { name: 'AC Sleeper (2+1)' },
      busOperatorPayoutFrequency: 'FORTNIGHTLY',
      contract: {
        name: 'ING minimum guarantee contract',
        type: 'MINIMUM_GUARANTEE',
        status: 'ACTIVE',
        runningCost: 24_000,
        cancellationCharge: 0.15,
        freeDemandCancellation: 1,
        baseFuelRate: 90.15,
        roundTripToll: 900,
        additionalGuarantee: 1_000,
        validFrom: addDaysToDate(today(), -10),
        validTo: addDaysToDate(today(), 300),
        revenueBracket: [
          { start: 0, end: 25_000, companyShare: 0, operatorShare: 1 },
          { start: 25_000, end: 30_000, companyShare: 0.25, operatorShare: 0.75 },
          { start: 30_000, end: 35_000, companyShare: 1, operatorShare: 0 },
          { start: 35_000, end: null, companyShare: 0.5, operatorShare: 0.5 },
        ],
      },
    });
    const again = await callAs(key, ingestEndpoints.services, { body: { records: [record()] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
  });

  it('a changed record renames the service in place and replaces its contract; contract null removes it', async () => {
    const [before] = await listed();
    const changed = record({
      name: 'ING Amritsar - Delhi 23:50',
      status: 'INACTIVE',
      startTime: '23:50',
      busOperatorPayoutFrequency: 'MONTHLY',
      contract: {
        ...contract(),
        type: 'REVENUE_SHARE',
        validTo: addDaysToDate(today(), -1),
        revenueBracket: [
          { startPaise: 0, endPaise: 2_000_000, companyShare: 0.2, operatorShare: 0.8 },
          { startPaise: 2_000_000, endPaise: null, companyShare: 0.35, operatorShare: 0.65 },
        ],
      },
    });
    const sent = await callAs(key, ingestEndpoints.services, { body: { records: [changed] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [after, ...others] = await listed();
    expect(others).toEqual([]);
    expect(after!._id).toBe(before!._id);
    expect(after).toMatchObject({
      name: 'ING Amritsar - Delhi 23:50',
      status: 'INACTIVE',
      busOperatorPayoutFrequency: 'MONTHLY',
      contract: {
        _id: before!.contract!._id,
        type: 'REVENUE_SHARE',
        status: 'EXPIRED',
        revenueBracket: [
          { start: 0, end: 20_000, companyShare: 0.2, operatorShare: 0.8 },
          { start: 20_000, end: null, companyShare: 0.35, operatorShare: 0.65 },
        ],
      },
    });

    const without = await callAs(key, ingestEndpoints.services, {
      body: { records: [{ ...changed, busOperatorPayoutFrequency: null, contract: null }] },
    });
    expect(without.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [bare] = await listed();
    expect(bare).toMatchObject({ _id: before!._id, contract: null, busOperatorPayoutFrequency: null });
  });

  it('refuses a bad record alone with its path and reason, and writes nothing for it', async () => {
    const good = record({
      externalId: 'SVC-2',
      name: 'ING Delhi - Jaipur 06:00',
      from: 'Delhi',
      to: 'Jaipur',
    });
    const unknownBusType = record({
      externalId: 'SVC-3',
      name: 'ING bad 1',
      busType: { name: 'Hovercraft' },
    });
    const badBrackets = record({
      externalId: 'SVC-4',
      name: 'ING bad 2',
      contract: {
        ...contract(),
        revenueBracket: [
          { startPaise: 0, endPaise: 1_000_000, companyShare: 0.3, operatorShare: 0.6 },
          { startPaise: 1_500_000, endPaise: null, companyShare: 0.5, operatorShare: 0.5 },
        ],
      },
    });
    const rupeeString = {
      ...record({ externalId: 'SVC-5', name: 'ING bad 3' }),
      baseSleeperFarePaise: '1200.00',
    };
    const taken = record({ externalId: 'SVC-6', name: 'ING Amritsar - Delhi 23:50' });
    const result = await callAs(key, ingestEndpoints.services, {
      body: { records: [good, unknownBusType, badBrackets, rupeeString as unknown as ServiceRecord, taken] },
    });
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused).toEqual([
      {
        index: 1,
        externalId: 'SVC-3',
        errors: [{ path: 'busType.name', message: "No bus type named 'Hovercraft'" }],
      },
      {
        index: 2,
        externalId: 'SVC-4',
        errors: [
          {
            path: 'contract.revenueBracket.0.operatorShare',
            message: 'companyShare and operatorShare add up to 1',
          },
          {
            path: 'contract.revenueBracket.1.startPaise',
            message: 'A bracket starts where the one before it ends',
          },
        ],
      },
      {
        index: 3,
        externalId: 'SVC-5',
        errors: [
          {
            path: 'baseSleeperFarePaise',
            message: 'An amount in paise: a whole number (₹1,250.50 is 125050)',
          },
        ],
      },
      {
        index: 4,
        externalId: 'SVC-6',
        errors: [
          {
            path: 'name',
            message: "A service named 'ING Amritsar - Delhi 23:50' is another record’s service",
          },
        ],
      },
    ]);
    expect((await listed()).map((s) => s.name).sort()).toEqual([
      'ING Amritsar - Delhi 23:50',
      'ING Delhi - Jaipur 06:00',
    ]);
  });
});

describe('ingestion API: payment-summaries', () => {
  /** A closed week the demo has no statement of (its trips are in the MG history). */
  let week = '';
  let line = { service: '', tripDate: '' };
  beforeAll(async () => {
    week = addDaysToDate(lastClosableWeek(ctx.clock.now()), -140);
    const [row] = await ctx.db
      .select({ name: services.name })
      .from(trips)
      .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
      .where(and(eq(trips.accountId, mgAccount), eq(trips.tripDate, week)))
      .orderBy(asc(services.name))
      .limit(1);
    line = { service: row!.name, tripDate: week };
  });
  const summary = (over: Partial<PaymentSummaryRecord> = {}): PaymentSummaryRecord => ({
    externalId: `WPS-${week}`,
    account: MG,
    weekStartDate: week,
    weekEndDate: addDaysToDate(week, 6),
    commercialPercentage: 0.1,
    tdsPercentage: 0.02,
    earningsPaise: 25_000_000,
    commercialPaise: 2_500_000,
    amountPaise: 22_500_000,
    gstPaise: 4_050_000,
    tdsPaise: 450_000,
    additionPaise: 630_000,
    netAmountToBeReleasedPaise: 26_730_000,
    createdOn: istStartOfDay(addDaysToDate(week, 8)).getTime(),
    lines: [
      {
        ...line,
        tripStatus: 'COMPLETED',
        busRc: null,
        seatsSold: 31,
        revenuePaise: 3_720_000,
        cancellationChargePaise: 13_500,
        sharePaise: 3_367_500,
        guaranteePaise: 2_500_000,
        earningPaise: 3_367_500,
        tollPaise: 90_000,
      },
    ],
    ...over,
  });
  const shown = async (weekStartDate: string) => {
    const list = await callAs(mg, contractsEndpoints.paymentSummary, {
      model: 'BUSOWNER',
      query: { fromDate: ms(weekStartDate), toDate: endMs(addDaysToDate(weekStartDate, 6)) },
    });
    expect(list.status).toBe(200);
    return list.data.filter((s) => s.weekStartDate === weekStartDate);
  };

  it('a week’s summary shows on Payment Summary; again changes nothing; a change updates it in place', async () => {
    expect(await shown(week)).toEqual([]);
    const sent = await callAs(key, ingestEndpoints.paymentSummaries, { body: { records: [summary()] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [first] = await shown(week);
    expect(first).toMatchObject({
      operatorName: 'Punjab Roadlines',
      weekEndDate: addDaysToDate(week, 6),
      commercialPercentage: 0.1,
      tdsPercentage: 0.02,
      amount: 225_000,
      gst: 40_500,
      tds: 4_500,
      addition: 6_300,
      netAmountToBeReleased: 267_300,
      createdOn: istStartOfDay(addDaysToDate(week, 8)).toISOString(),
    });
    const [stored] = await ctx.db
      .select({ lines: weeklyPaymentSummaries.lines })
      .from(weeklyPaymentSummaries)
      .where(eq(weeklyPaymentSummaries.id, first!._id));
    expect(stored!.lines).toEqual([
      expect.objectContaining({ serviceName: line.service, tripDate: week, earningPaise: 3_367_500 }),
    ]);

    const again = await callAs(key, ingestEndpoints.paymentSummaries, { body: { records: [summary()] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });

    const changed = summary({ additionPaise: 730_000, netAmountToBeReleasedPaise: 26_830_000 });
    const updated = await callAs(key, ingestEndpoints.paymentSummaries, { body: { records: [changed] } });
    expect(updated.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect(await shown(week)).toEqual([{ ...first, addition: 7_300, netAmountToBeReleased: 268_300 }]);
  });

  it('takes over a week the weekly job closed, in place', async () => {
    const closed = lastClosableWeek(ctx.clock.now());
    const [before] = await shown(closed);
    expect(before).toBeDefined();
    const sent = await callAs(key, ingestEndpoints.paymentSummaries, {
      body: {
        records: [
          summary({
            externalId: `WPS-${closed}`,
            weekStartDate: closed,
            weekEndDate: addDaysToDate(closed, 6),
            lines: [],
          }),
        ],
      },
    });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect(await shown(closed)).toEqual([
      expect.objectContaining({ _id: before!._id, netAmountToBeReleased: 267_300 }),
    ]);
  });

  it('refuses a bad record alone with its path and reason, and writes nothing for it', async () => {
    const other = addDaysToDate(week, -7);
    const current = addDaysToDate(lastClosableWeek(ctx.clock.now()), 14);
    const result = await callAs(key, ingestEndpoints.paymentSummaries, {
      body: {
        records: [
          summary({
            externalId: 'WPS-bad-1',
            weekStartDate: addDaysToDate(other, 1),
            weekEndDate: addDaysToDate(other, 7),
            lines: [],
          }),
          summary({
            externalId: 'WPS-bad-2',
            weekStartDate: other,
            weekEndDate: addDaysToDate(other, 6),
            amountPaise: 1,
            lines: [],
          }),
          summary({
            externalId: 'WPS-bad-3',
            weekStartDate: other,
            weekEndDate: addDaysToDate(other, 6),
            lines: [{ ...summary().lines[0]!, service: 'No such service', tripDate: other }],
          }),
          summary({
            externalId: 'WPS-bad-4',
            weekStartDate: current,
            weekEndDate: addDaysToDate(current, 6),
            lines: [],
          }),
          summary({ externalId: 'WPS-bad-5', lines: [] }),
        ],
      },
    });
    expect(result.data.accepted).toBe(0);
    expect(result.data.refused).toEqual([
      {
        index: 0,
        externalId: 'WPS-bad-1',
        errors: [{ path: 'weekStartDate', message: 'A week starts on a Monday' }],
      },
      {
        index: 1,
        externalId: 'WPS-bad-2',
        errors: [
          { path: 'amountPaise', message: 'amountPaise is earningsPaise − commercialPaise' },
          {
            path: 'netAmountToBeReleasedPaise',
            message: 'netAmountToBeReleasedPaise is amountPaise + gstPaise − tdsPaise + additionPaise',
          },
        ],
      },
      {
        index: 2,
        externalId: 'WPS-bad-3',
        errors: [{ path: 'lines.0.service', message: "No service named 'No such service' in this account" }],
      },
      {
        index: 3,
        externalId: 'WPS-bad-4',
        errors: [
          {
            path: 'weekEndDate',
            message: `The week is not over: send its summary after ${addDaysToDate(current, 6)}`,
          },
        ],
      },
      {
        index: 4,
        externalId: 'WPS-bad-5',
        errors: [{ path: 'weekStartDate', message: `The week of ${week} is another record’s summary` }],
      },
    ]);
    expect(await shown(other)).toEqual([]);
  });
});

describe('ingestion API: fleet-contracts', () => {
  let trip = { id: '', groupCode: '', startAt: new Date(0) };
  beforeAll(async () => {
    const cabAccount = await accountOf('9000000004', 'CABOWNER');
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .select({ id: cabTrips.id, groupCode: cabTrips.groupCode, startAt: cabTrips.startAt })
      .from(cabTrips)
      .where(
        and(
          eq(cabTrips.accountId, cabAccount),
          lt(cabTrips.startAt, now),
          gt(cabTrips.startAt, new Date(now.getTime() - 5 * 86_400_000)),
          isNotNull(cabTrips.driverMobile),
          isNotNull(cabTrips.vehicleRc),
        ),
      )
      .orderBy(asc(cabTrips.groupCode))
      .limit(1);
    trip = row!;
  });
  const record = (over: Partial<FleetContractRecord> = {}): FleetContractRecord => ({
    externalId: 'FC-1',
    account: CAB,
    groupCode: trip.groupCode,
    supplyCostPaise: 123_456,
    contractValidUntil: new Date(trip.startAt.getTime() + 30 * 86_400_000).toISOString(),
    ...over,
  });
  const shown = async () => {
    const day = istDateOf(trip.startAt);
    const summary = await callAs(cab, fleetEndpoints.summary, {
      model: 'CABOWNER',
      query: { fromDate: ms(day), toDate: endMs(day) },
    });
    expect(summary.status).toBe(200);
    return summary.data.tripContracts.find((t) => t.id === trip.id);
  };

  it('a trip’s contract shows on the Fleet payment summary; again changes nothing; a change updates it', async () => {
    const sent = await callAs(key, ingestEndpoints.fleetContracts, { body: { records: [record()] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect(await shown()).toMatchObject({
      groupCode: trip.groupCode,
      supplyCost: 1_234.56,
      isContractExpired: false,
      amountStatus: 'EARNED',
    });
    const again = await callAs(key, ingestEndpoints.fleetContracts, { body: { records: [record()] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });

    // The contract ended before the trip started: 'Contract Invalid'.
    const expired = record({
      supplyCostPaise: 150_000,
      contractValidUntil: trip.startAt.getTime() - 86_400_000,
    });
    const changed = await callAs(key, ingestEndpoints.fleetContracts, { body: { records: [expired] } });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect(await shown()).toMatchObject({
      supplyCost: 1_500,
      isContractExpired: true,
      amountStatus: 'CONTRACT_INVALID',
    });
  });

  it('refuses an unknown trip, another record’s trip and a bad amount alone, and writes nothing for them', async () => {
    const [before] = await ctx.db
      .select({ cost: cabTrips.supplyCostPaise })
      .from(cabTrips)
      .where(eq(cabTrips.id, trip.id));
    const result = await callAs(key, ingestEndpoints.fleetContracts, {
      body: {
        records: [
          record({ externalId: 'FC-2', groupCode: 'NOSUCHTRIP' }),
          record({ externalId: 'FC-3' }),
          { ...record({ externalId: 'FC-4' }), supplyCostPaise: 1_500.5 },
          record({ externalId: 'FC-5', account: MG }),
        ],
      },
    });
    expect(result.data.accepted).toBe(0);
    expect(result.data.refused).toEqual([
      {
        index: 0,
        externalId: 'FC-2',
        errors: [{ path: 'groupCode', message: 'No trip NOSUCHTRIP in this account' }],
      },
      {
        index: 1,
        externalId: 'FC-3',
        errors: [{ path: 'groupCode', message: `Trip ${trip.groupCode}’s contract is another record’s` }],
      },
      {
        index: 2,
        externalId: 'FC-4',
        errors: [
          { path: 'supplyCostPaise', message: 'An amount in paise: a whole number (₹1,250.50 is 125050)' },
        ],
      },
      {
        index: 3,
        externalId: 'FC-5',
        errors: [{ path: 'account', message: 'fleet-contracts belong to Cab accounts, not MG' }],
      },
    ]);
    const [after] = await ctx.db
      .select({ cost: cabTrips.supplyCostPaise })
      .from(cabTrips)
      .where(eq(cabTrips.id, trip.id));
    expect(after).toEqual(before);
  });
});
