import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  AUDIT_KINDS,
  INSPECTION_KINDS,
  istDateOf,
  istStartOfDay,
  weekdayOfDate,
} from '@oc/contract';
import { asc, eq } from 'drizzle-orm';
import { newTransactionCode } from '../../modules/wallet/wallet.ledger';
import type { DbOrTx } from '../client';
import {
  accountProfiles,
  accounts,
  bookings,
  buses,
  busTypes,
  cabBookings,
  cabMarshals,
  cabTrips,
  campaigns,
  campaignServices,
  cities,
  commissionSettings,
  mgPayoutTerms,
  payouts,
  qualityGroups,
  qualityRecords,
  qualityWorkItems,
  reimbursements,
  revenueBrackets,
  serviceContracts,
  serviceDatePricing,
  servicePricing,
  services,
  tripRatings,
  trips,
  users,
  walletEntries,
  wallets,
} from '../schema';
import { insertJson } from './core';

/**
 * The scale accounts (issue 18 §3): not demo numbers, so the server needs them in TEST_NUMBERS,
 * e.g. TEST_NUMBERS=9000000099:1234,9000000098:1234,9000000097:1234.
 */
export const SCALE_MOBILE = '9000000099';
export const SCALE_MG_MOBILE = '9000000098';
export const SCALE_CAB_MOBILE = '9000000097';
export const SCALE_MOBILES = [SCALE_MOBILE, SCALE_MG_MOBILE, SCALE_CAB_MOBILE] as const;
export const SCALE_ACCOUNT_NAME = 'Scale Test Travels';
export const SCALE_MG_ACCOUNT_NAME = 'Scale Fleet Partners';
export const SCALE_CAB_ACCOUNT_NAME = 'Scale City Cabs';
export const SCALE_MG_GROUP_ID = 'MG-SCALE-9098';
export const SCALE_CAB_GROUP_ID = 'CAB-SCALE-9097';
export const SCALE_SERVICES = 500;
/** Dates with commission and fares: today … today + 14 (a full 14-day window). */
export const SCALE_DAYS = 14;

/** How much the scale seed adds; SCALE_SIZES is the full size, tests pass smaller ones. */
export interface ScaleSizes {
  /** OPERATOR: services, each with commission and fares for today … today + SCALE_DAYS. */
  services: number;
  /** OPERATOR: trips (the services' trips of the last trips / services days) … */
  trips: number;
  /** … and bookings on them (spread evenly over the trips). */
  bookings: number;
  /** OPERATOR: wallet ledger entries over the last year (ending at the wallet's balance). */
  walletEntries: number;
  /** OPERATOR: deals (campaigns), each on a few services. */
  campaigns: number;
  /** MG: buses, each with a year of inspections and audits. */
  mgBuses: number;
  /** MG: services (one trip a day each for a year, bookings and ratings on them). */
  mgServices: number;
  /** MG: days of history (trips, inspections, audits, ratings). */
  mgDays: number;
  /** CABOWNER: cab trips (each with a marshal and bookings). */
  cabTrips: number;
}

export const SCALE_SIZES: ScaleSizes = {
  services: SCALE_SERVICES,
  trips: 10_000,
  bookings: 100_000,
  walletEntries: 10_000,
  campaigns: 200,
  mgBuses: 60,
  mgServices: 30,
  mgDays: 365,
  cabTrips: 5_000,
};

export interface ScaleSeedResult {
  accountId: string;
  created: boolean;
  services: number;
  dateCells: number;
  trips: number;
  bookings: number;
  walletEntries: number;
  payouts: number;
  campaigns: number;
}

export interface ScaleMgResult {
  accountId: string;
  created: boolean;
  buses: number;
  services: number;
  trips: number;
  bookings: number;
  inspections: number;
  audits: number;
  ratings: number;
  reimbursements: number;
}

export interface ScaleCabResult {
  accountId: string;
  created: boolean;
  cabTrips: number;
  cabBookings: number;
}

export interface ScaleResult {
  operator: ScaleSeedResult;
  mg: ScaleMgResult;
  cab: ScaleCabResult;
  ms: number;
}

const CHUNK = 1000;

/**
 * One OPERATOR account with 500 active services and commission and fares for every date of
 * today … today + 14 (the grid's 7,000+ cells): the load the Offline Commission grid must carry.
 * Uses the demo cities and bus types (seed the demo first). Not part of the default demo;
 * run `npm run seed:scale`. Does nothing when the account exists.
 */
export async function seedScaleAccount(
  db: DbOrTx,
  opts: { now: Date; services?: number; sizes?: Partial<ScaleSizes> },
): Promise<ScaleSeedResult> {
  const sizes = { ...SCALE_SIZES, ...opts.sizes };
  const count = opts.services ?? sizes.services;
  const today = istDateOf(opts.now);
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.mobileNo, SCALE_MOBILE));
  if (existing) {
    const n = await db.select({ id: services.id }).from(services).where(eq(services.accountId, existing.id));
    return {
      accountId: existing.id,
      created: false,
      services: n.length,
      dateCells: 0,
      trips: 0,
      bookings: 0,
      walletEntries: 0,
      payouts: 0,
      campaigns: 0,
    };
  }

  const cityRows = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.name));
  const busRows = await db
    .select({ id: busTypes.id, seater: busTypes.seaterCount, sleeper: busTypes.sleeperCount })
    .from(busTypes)
    .where(eq(busTypes.isElectric, false))
    .orderBy(asc(busTypes.name));
  if (cityRows.length < 2 || busRows.length === 0)
    throw new Error('The scale seed needs the demo cities and bus types: seed the demo data first.');

  const accountId = await addScaleAccount(db, {
    mobileNo: SCALE_MOBILE,
    userName: 'Scale Tester',
    type: 'OPERATOR',
    name: SCALE_ACCOUNT_NAME,
  });
  await db.insert(commissionSettings).values({ accountId, globalCommission: 10 });

  const at = <T>(list: T[], i: number): T => list[i % list.length] as T;
  const serviceRows = Array.from({ length: count }, (_, i) => {
    const fromIndex = i % cityRows.length;
    let toIndex = (i * 7 + 3) % cityRows.length;
    if (toIndex === fromIndex) toIndex = (fromIndex + 1) % cityRows.length;
    const from = at(cityRows, fromIndex);
    const to = at(cityRows, toIndex);
    const bus = at(busRows, i);
    const minutes = (i * 37) % (24 * 60);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return {
      accountId,
      name: `SC-${String(i + 1).padStart(4, '0')}`,
      fromCityId: from.id,
      toCityId: to.id,
      startTime: `${hh}:${mm}:00`,
      durationMinutes: 300 + (i % 8) * 60,
      busTypeId: bus.id,
      baseSeaterFarePaise: bus.seater > 0 ? 40_000 + (i % 20) * 5_000 : null,
      baseSleeperFarePaise: bus.sleeper > 0 ? 90_000 + (i % 20) * 5_000 : null,
    };
  });
  const inserted: { id: string; seater: number | null; sleeper: number | null; startTime: string }[] = [];
  for (let k = 0; k < serviceRows.length; k += CHUNK) {
    inserted.push(
      ...(await db
        .insert(services)
        .values(serviceRows.slice(k, k + CHUNK))
        .returning({
          id: services.id,
          seater: services.baseSeaterFarePaise,
          sleeper: services.baseSleeperFarePaise,
          startTime: services.startTime,
        })),
    );
  }
  for (let k = 0; k < inserted.length; k += CHUNK)
    await db.insert(servicePricing).values(
      inserted.slice(k, k + CHUNK).map((s, i) => ({
        accountId,
        serviceId: s.id,
        seatLimit: 5 + ((k + i) % 96),
        fallbackSeaterPaise: s.seater,
        fallbackSleeperPaise: s.sleeper,
      })),
    );

  const cells: (typeof serviceDatePricing.$inferInsert)[] = [];
  inserted.forEach((s, i) => {
    for (let d = 0; d <= SCALE_DAYS; d++) {
      cells.push({
        accountId,
        serviceId: s.id,
        tripDate: addDaysToDate(today, d),
        discount: (i + d) % 4 === 0 ? null : 5 + ((i + d * 3) % 30),
        seaterFarePaise: s.seater === null ? null : s.seater + d * 1_000,
        sleeperFarePaise: s.sleeper === null ? null : s.sleeper + d * 1_000,
      });
    }
  });
  await insertJson(db, serviceDatePricing, cells);

  const history = await seedOperatorHistory(db, accountId, inserted, sizes, opts.now);
  return { accountId, created: true, services: inserted.length, dateCells: cells.length, ...history };
}

// ---------------------------------------------------------------------------------------------
// Issue 18: trips, bookings, wallet, payouts and deals of the operator; the MG and cab accounts.

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sneha', 'Vikram', 'Zoya', 'Arjun', 'Kavya'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Patel', 'Nair', 'Singh', 'Gupta', 'Das', 'Menon'];
const CHANNELS = ['APP', 'WEB', 'AGENT', 'PARTNER', 'COUNTER'] as const;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const nameOf = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / 7) % LAST.length]}`;
const mobileOf = (i: number) => `9${pad((i * 7_919 + 100_000_000) % 1_000_000_000, 9)}`;
const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** A user with one account of `type` and its profile; returns the account id. */
async function addScaleAccount(
  db: DbOrTx,
  a: {
    mobileNo: string;
    userName: string;
    type: 'OPERATOR' | 'BUSOWNER' | 'CABOWNER';
    name: string;
    groupId?: string;
  },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ mobileNo: a.mobileNo, name: a.userName, email: `scale-${a.mobileNo}@example.in` })
    .returning({ id: users.id });
  if (!user) throw new Error('Could not add a scale user');
  const [account] = await db
    .insert(accounts)
    .values({ userId: user.id, type: a.type, name: a.name, groupId: a.groupId ?? null })
    .returning({ id: accounts.id });
  if (!account) throw new Error('Could not add a scale account');
  await db.insert(accountProfiles).values({
    accountId: account.id,
    subType: 'COMPANY',
    isGstinRequired: true,
    legalName: a.name,
    email: `scale-${a.mobileNo}@example.in`,
  });
  return account.id;
}

async function accountOf(db: DbOrTx, mobileNo: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.mobileNo, mobileNo));
  return row?.id;
}

type TripRow = typeof trips.$inferInsert & { id: string; departureAt: Date };
type BookingRow = typeof bookings.$inferInsert & { id: string };

/** Bookings of trips: `total` spread evenly, fares from the service's base fares. */
function bookingsFor(
  accountId: string,
  tripRows: readonly TripRow[],
  fareOf: (trip: TripRow) => { seater: number | null; sleeper: number | null },
  total: number,
  pnrPrefix: string,
  now: Date,
): BookingRow[] {
  const rows: BookingRow[] = [];
  const per = Math.floor(total / Math.max(1, tripRows.length));
  const extra = total - per * tripRows.length;
  let seq = 0;
  tripRows.forEach((trip, t) => {
    const n = per + (t < extra ? 1 : 0);
    const fare = fareOf(trip);
    let seat = 0;
    for (let k = 0; k < n; k++) {
      seq++;
      const seats = 1 + (seq % 3);
      const sleeper = fare.seater === null;
      const seatNumbers = Array.from({ length: seats }, () => (sleeper ? `L${++seat}` : String(++seat)));
      const bookedAt = new Date(
        Math.min(trip.departureAt.getTime() - (1 + (seq % 72)) * HOUR, now.getTime() - MINUTE),
      );
      const cancelled = trip.status === 'CANCELLED' || seq % 14 === 0;
      rows.push({
        accountId,
        id: randomUUID(),
        tripId: trip.id,
        pnr: `${pnrPrefix}${pad(seq, 8)}`,
        passengerName: nameOf(seq),
        passengerMobile: mobileOf(seq),
        seatType: sleeper ? 'SLEEPER' : 'SEATER',
        seatNumbers,
        seats,
        farePaise: ((sleeper ? fare.sleeper : fare.seater) ?? 50_000) * seats,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        channel: CHANNELS[seq % CHANNELS.length] ?? 'APP',
        bookedAt,
        cancelledAt: cancelled ? new Date(bookedAt.getTime() + MINUTE) : null,
      });
    }
  });
  return rows;
}

async function seedOperatorHistory(
  db: DbOrTx,
  accountId: string,
  svc: readonly { id: string; seater: number | null; sleeper: number | null; startTime: string }[],
  sizes: ScaleSizes,
  now: Date,
): Promise<Omit<ScaleSeedResult, 'accountId' | 'created' | 'services' | 'dateCells'>> {
  const today = istDateOf(now);
  // Trips: the last `days` days of every service (today included), up to sizes.trips.
  const days = Math.ceil(sizes.trips / Math.max(1, svc.length));
  const tripRows: TripRow[] = [];
  const fare = new Map<string, { seater: number | null; sleeper: number | null }>();
  for (let d = 0; d < days; d++) {
    const tripDate = addDaysToDate(today, d - days + 1);
    for (const [i, s] of svc.entries()) {
      if (tripRows.length >= sizes.trips) break;
      const departureAt = new Date(istStartOfDay(tripDate).getTime() + minutesOf(s.startTime) * MINUTE);
      const id = randomUUID();
      fare.set(id, s);
      tripRows.push({
        accountId,
        id,
        serviceId: s.id,
        tripDate,
        departureAt,
        status: (i + d) % 97 === 0 ? 'CANCELLED' : departureAt < now ? 'COMPLETED' : 'SCHEDULED',
        busRc: null,
      });
    }
  }
  const bookingRows = bookingsFor(
    accountId,
    tripRows,
    (t) => fare.get(t.id) ?? { seater: 50_000, sleeper: null },
    tripRows.length === 0 ? 0 : sizes.bookings,
    'SC',
    now,
  );
  await insertJson(db, trips, tripRows);
  await insertJson(db, bookings, bookingRows);

  // Wallet: entries evenly over the last year, a top-up every tenth; the ledger's closing balances
  // are the running sum, and the wallet (and profile) hold the last one.
  const n = sizes.walletEntries;
  const start = now.getTime() - 365 * DAY;
  const step = n > 0 ? (365 * DAY - HOUR) / n : 0;
  const entryRows: (typeof walletEntries.$inferInsert)[] = [];
  let balance = 0;
  for (let i = 0; i < n; i++) {
    const credit = i % 10 === 0;
    const amount = credit ? 5_000_000 : 20_000 + ((i * 7_919) % 400_000);
    balance += credit ? amount : -amount;
    entryRows.push({
      accountId,
      code: newTransactionCode(),
      type: credit ? 'CREDIT' : 'DEBIT',
      amountPaise: amount,
      closingBalancePaise: balance,
      description: credit ? 'Wallet top-up via net banking' : `Offline agent commission (${i})`,
      source: 'SEED',
      orderId: null,
      createdAt: new Date(start + i * step),
    });
  }
  await insertJson(db, walletEntries, entryRows);
  await db.insert(wallets).values({ accountId, balancePaise: balance });
  await db
    .update(accountProfiles)
    .set({ walletBalancePaise: balance })
    .where(eq(accountProfiles.accountId, accountId));

  // Payouts: the 52 Mon–Sun weeks before the last Sunday before today.
  let end = addDaysToDate(today, -1);
  while (weekdayOfDate(end) !== 'SUN') end = addDaysToDate(end, -1);
  const payoutRows = Array.from({ length: 52 }, (_, w) => {
    const billingEnd = addDaysToDate(end, -7 * w);
    return {
      accountId,
      boName: SCALE_ACCOUNT_NAME,
      amountPaise: 25_000_000 + ((w * 7_919) % 5_000_000),
      billingStart: addDaysToDate(billingEnd, -6),
      billingEnd,
      generatedOn: new Date(
        Math.min(istStartOfDay(addDaysToDate(billingEnd, 2)).getTime() + 11 * HOUR, now.getTime() - MINUTE),
      ),
      generatedBySystem: w % 4 !== 3,
    };
  });
  await db.insert(payouts).values(payoutRows);

  // Deals: every type, started over the last 60 days, on three services each.
  const campaignRows: (typeof campaigns.$inferInsert & { id: string })[] = [];
  const linkRows: (typeof campaignServices.$inferInsert)[] = [];
  for (let i = 0; i < sizes.campaigns && svc.length > 0; i++) {
    const id = randomUUID();
    const type = (['CUSTOM', 'EARLYBIRD', 'LASTMINUTE'] as const)[i % 3] ?? 'CUSTOM';
    const startDate = addDaysToDate(today, -(i % 60));
    campaignRows.push({
      accountId,
      id,
      code: `SCALE${pad(i + 1, 5)}`,
      type,
      discountType: type === 'EARLYBIRD' ? 'PERCENTAGE' : 'ABSOLUTE',
      discountValue: type === 'EARLYBIRD' ? 10 : 10_000,
      minSeatValuePaise: 40_000,
      maxDiscountPaise: type === 'EARLYBIRD' ? 20_000 : null,
      stopDealAtSeatCount: type === 'EARLYBIRD' ? 20 : null,
      stopDealDaysBefore: type === 'EARLYBIRD' ? 2 : null,
      startDealHoursBefore: type === 'LASTMINUTE' ? 6 : null,
      startDealBelowOccupancy: type === 'LASTMINUTE' ? 60 : null,
      stopDealAtOccupancy: type === 'LASTMINUTE' ? 90 : null,
      startDate,
      endDate: addDaysToDate(startDate, 30 + (i % 30)),
      applicableDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      status: i % 5 === 4 ? 'INACTIVE' : 'ACTIVE',
      createdByName: 'Scale Tester',
      createdAt: new Date(istStartOfDay(startDate).getTime() - DAY),
    });
    const chosen = new Set([0, 1, 2].map((k) => svc[(i * 3 + k) % svc.length]?.id ?? ''));
    [...chosen].forEach((serviceId, position) =>
      linkRows.push({ accountId, campaignId: id, serviceId, position }),
    );
  }
  for (let k = 0; k < campaignRows.length; k += CHUNK)
    await db.insert(campaigns).values(campaignRows.slice(k, k + CHUNK));
  for (let k = 0; k < linkRows.length; k += CHUNK)
    await db.insert(campaignServices).values(linkRows.slice(k, k + CHUNK));

  return {
    trips: tripRows.length,
    bookings: bookingRows.length,
    walletEntries: entryRows.length,
    payouts: payoutRows.length,
    campaigns: campaignRows.length,
  };
}

/**
 * The MG (BUSOWNER) scale account: `mgBuses` buses, `mgServices` services under contract, one trip a
 * day each over the last `mgDays` days with bookings and ratings (a third of the confirmed bookings
 * of completed trips), inspections of the five kinds every ten days and audits (regular every 14
 * days, trip-start every 9, one onboarding) of every bus over the same days, and reimbursements.
 */
export async function seedScaleMg(
  db: DbOrTx,
  opts: { now: Date; sizes?: Partial<ScaleSizes> },
): Promise<ScaleMgResult> {
  const sizes = { ...SCALE_SIZES, ...opts.sizes };
  const now = opts.now;
  const today = istDateOf(now);
  const existing = await accountOf(db, SCALE_MG_MOBILE);
  if (existing)
    return {
      accountId: existing,
      created: false,
      buses: 0,
      services: 0,
      trips: 0,
      bookings: 0,
      inspections: 0,
      audits: 0,
      ratings: 0,
      reimbursements: 0,
    };
  const { cityRows, busRows: types } = await reference(db);
  const accountId = await addScaleAccount(db, {
    mobileNo: SCALE_MG_MOBILE,
    userName: 'Scale MG Tester',
    type: 'BUSOWNER',
    name: SCALE_MG_ACCOUNT_NAME,
    groupId: SCALE_MG_GROUP_ID,
  });
  const busType = types.find((b) => b.seater > 0) ?? types[0];
  if (!busType) throw new Error('No bus type');

  const busRows = Array.from({ length: sizes.mgBuses }, (_, i) => ({
    accountId,
    id: randomUUID(),
    rc: `KA${pad((i % 20) + 1, 2)}SC${pad(1000 + i, 4)}`,
    status: i % 10 === 9 ? ('INACTIVE' as const) : ('ACTIVE' as const),
    busTypeId: busType.id,
  }));
  if (busRows.length > 0) await db.insert(buses).values(busRows);

  const svcRows = Array.from({ length: sizes.mgServices }, (_, i) => {
    const from = cityRows[i % cityRows.length];
    const to = cityRows[(i + 5) % cityRows.length];
    const minutes = (i * 53 + 300) % (24 * 60);
    return {
      accountId,
      id: randomUUID(),
      name: `MG-SC-${pad(i + 1, 3)}`,
      fromCityId: from?.id ?? '',
      toCityId: to?.id ?? '',
      startTime: `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:00`,
      durationMinutes: 360,
      busTypeId: busType.id,
      baseSeaterFarePaise: 60_000 + (i % 10) * 5_000,
      baseSleeperFarePaise: null,
    };
  });
  if (svcRows.length > 0) await db.insert(services).values(svcRows);
  await db.insert(mgPayoutTerms).values({ accountId, commercialPercentage: 0.1, tdsPercentage: 0.02 });
  const contractRows = svcRows.map((s) => ({
    accountId,
    id: randomUUID(),
    serviceId: s.id,
    name: `${s.name} MG contract`,
    type: 'MINIMUM_GUARANTEE' as const,
    validFrom: addDaysToDate(today, -sizes.mgDays - 30),
    validTo: addDaysToDate(today, 330),
    runningCostPaise: 1_500_000,
    cancellationCharge: 0.15,
    baseFuelRatePaise: 9_015,
    roundTripTollPaise: 50_000,
    additionalGuaranteePaise: 50_000,
  }));
  if (contractRows.length > 0) {
    await db.insert(serviceContracts).values(contractRows);
    await db.insert(revenueBrackets).values(
      contractRows.flatMap((c) => [
        {
          accountId,
          contractId: c.id,
          position: 0,
          startPaise: 0,
          endPaise: 1_550_000,
          companyShare: 0,
          operatorShare: 1,
        },
        {
          accountId,
          contractId: c.id,
          position: 1,
          startPaise: 1_550_000,
          endPaise: null,
          companyShare: 0.5,
          operatorShare: 0.5,
        },
      ]),
    );
  }

  const tripRows: TripRow[] = [];
  const fareOf = new Map<string, number>();
  for (let d = 0; d < sizes.mgDays; d++) {
    const tripDate = addDaysToDate(today, d - sizes.mgDays + 1);
    svcRows.forEach((s, i) => {
      const departureAt = new Date(istStartOfDay(tripDate).getTime() + minutesOf(s.startTime) * MINUTE);
      const id = randomUUID();
      fareOf.set(id, s.baseSeaterFarePaise);
      tripRows.push({
        accountId,
        id,
        serviceId: s.id,
        tripDate,
        departureAt,
        status: (i + d) % 83 === 0 ? 'CANCELLED' : departureAt < now ? 'COMPLETED' : 'SCHEDULED',
        busRc: busRows.length > 0 ? (busRows[(i * 2 + (d % 2)) % busRows.length]?.rc ?? null) : null,
      });
    });
  }
  const bookingRows = bookingsFor(
    accountId,
    tripRows,
    (t) => ({ seater: fareOf.get(t.id) ?? 60_000, sleeper: null }),
    tripRows.length * 3,
    'MS',
    now,
  );
  const tripById = new Map(tripRows.map((t) => [t.id, t]));
  const ratingRows: (typeof tripRatings.$inferInsert)[] = [];
  bookingRows.forEach((b, i) => {
    const trip = tripById.get(b.tripId);
    if (!trip || trip.status !== 'COMPLETED' || b.status !== 'CONFIRMED' || i % 3 !== 0) return;
    const rating = 1 + ((i * 7) % 5);
    ratingRows.push({
      accountId,
      bookingId: b.id,
      tripId: trip.id,
      rating,
      comments: rating > 3 ? 'Great journey' : 'Bus left late',
      tags: rating > 3 ? ['On time'] : ['Late departure'],
      ratedAt: new Date(Math.min(trip.departureAt.getTime() + 12 * HOUR, now.getTime() - MINUTE)),
    });
  });
  await insertJson(db, trips, tripRows);
  await insertJson(db, bookings, bookingRows);
  await insertJson(db, tripRatings, ratingRows);

  // Inspections and audits of every bus.
  const records: (typeof qualityRecords.$inferInsert)[] = [];
  const groups: (typeof qualityGroups.$inferInsert)[] = [];
  const items: (typeof qualityWorkItems.$inferInsert)[] = [];
  const closedAt = (daysBack: number, k: number): Date | null => {
    const at = new Date(istStartOfDay(addDaysToDate(today, -daysBack)).getTime() + (8 + (k % 10)) * HOUR);
    return at < now ? at : null;
  };
  const item = (recordId: string, groupId: string | null, position: number, seq: number) =>
    items.push({
      accountId,
      id: randomUUID(),
      recordId,
      groupId,
      position,
      name: ['Tyre condition', 'Brake response', 'First-aid kit stocked'][position % 3] ?? 'Check',
      value: seq % 9 === 0 ? 'Not OK' : 'OK',
      remark: seq % 9 === 0 ? 'Reported to workshop' : '',
    });
  let inspections = 0;
  let audits = 0;
  busRows.forEach((bus, b) => {
    INSPECTION_KINDS.forEach((kind, k) => {
      for (let d = (b + k) % 10; d < sizes.mgDays; d += 10) {
        const at = closedAt(d, b + k);
        if (!at) continue;
        const id = randomUUID();
        records.push({ accountId, id, kind: 'INSPECTION', name: kind, busRc: bus.rc, closedAt: at });
        for (let p = 0; p < 3; p++) item(id, null, p, records.length + p);
        inspections++;
      }
    });
    AUDIT_KINDS.forEach((kind, k) => {
      const every = kind === 'RegularAudit' ? 14 : kind === 'TripStart Audit' ? 9 : sizes.mgDays;
      for (let d = (b + k) % Math.min(every, sizes.mgDays); d < sizes.mgDays; d += every) {
        const at = closedAt(d, b + k + 3);
        if (!at) continue;
        const id = randomUUID();
        records.push({ accountId, id, kind: 'AUDIT', name: kind, busRc: bus.rc, closedAt: at });
        for (let g = 0; g < 2; g++) {
          const groupId = randomUUID();
          groups.push({
            accountId,
            id: groupId,
            recordId: id,
            position: g,
            name: g === 0 ? 'safety' : 'cleanliness',
            label: g === 0 ? 'Safety' : 'Cleanliness',
          });
          for (let p = 0; p < 2; p++) item(id, groupId, p, records.length + g + p);
        }
        audits++;
      }
    });
  });
  await insertJson(db, qualityRecords, records);
  await insertJson(db, qualityGroups, groups);
  await insertJson(db, qualityWorkItems, items);

  // Reimbursements: 200 claims over the year, most pending, some decided.
  const claimRows =
    busRows.length === 0
      ? []
      : Array.from({ length: 200 }, (_, i) => {
          const startDate = addDaysToDate(today, -((i * 11) % Math.max(1, sizes.mgDays)) - 7);
          const status = i % 5 === 0 ? 'APPROVED' : i % 7 === 0 ? 'REJECTED' : 'PENDING';
          const amountPaise = 100_000 + ((i * 7_919) % 2_000_000);
          const createdAt = new Date(istStartOfDay(addDaysToDate(startDate, 7)).getTime() + 10 * HOUR);
          return {
            accountId,
            id: randomUUID(),
            busId: busRows[i % busRows.length]?.id ?? '',
            startDate,
            endDate: addDaysToDate(startDate, 6),
            amountPaise,
            financeStatus: status,
            supplyStatus: status,
            financeApprovedPaise: status === 'APPROVED' ? amountPaise : null,
            approvedAt: status === 'APPROVED' ? new Date(createdAt.getTime() + DAY) : null,
            decidedBy: status === 'PENDING' ? null : 'admin:scale',
            decidedAt: status === 'PENDING' ? null : new Date(createdAt.getTime() + DAY),
            fileId: null,
            createdBy: null,
            createdAt,
          } as const;
        });
  await insertJson(
    db,
    reimbursements,
    claimRows.map((r) => ({ ...r })),
  );

  return {
    accountId,
    created: true,
    buses: busRows.length,
    services: svcRows.length,
    trips: tripRows.length,
    bookings: bookingRows.length,
    inspections,
    audits,
    ratings: ratingRows.length,
    reimbursements: claimRows.length,
  };
}

/**
 * The CABOWNER scale account: `cabTrips` cab trips evenly from 330 days back to 35 days ahead, each
 * with a marshal and three bookings; drivers on most trips up to four hours ahead; one contract in
 * ten expired.
 */
export async function seedScaleCab(
  db: DbOrTx,
  opts: { now: Date; sizes?: Partial<ScaleSizes> },
): Promise<ScaleCabResult> {
  const sizes = { ...SCALE_SIZES, ...opts.sizes };
  const now = opts.now;
  const existing = await accountOf(db, SCALE_CAB_MOBILE);
  if (existing) return { accountId: existing, created: false, cabTrips: 0, cabBookings: 0 };
  const { cityRows } = await reference(db);
  const accountId = await addScaleAccount(db, {
    mobileNo: SCALE_CAB_MOBILE,
    userName: 'Scale Cab Tester',
    type: 'CABOWNER',
    name: SCALE_CAB_ACCOUNT_NAME,
    groupId: SCALE_CAB_GROUP_ID,
  });
  const assets = [
    ['4 Seater', 4, 320_000],
    ['7 Seater', 7, 480_000],
    ['Tempo Traveller 12', 12, 750_000],
  ] as const;
  const first = now.getTime() - 330 * DAY;
  const step = (365 * DAY) / Math.max(1, sizes.cabTrips);
  const tripRows: (typeof cabTrips.$inferInsert)[] = [];
  const marshalRows: (typeof cabMarshals.$inferInsert)[] = [];
  const bookingRows: (typeof cabBookings.$inferInsert)[] = [];
  for (let i = 0; i < sizes.cabTrips; i++) {
    const startAt = new Date(Math.round((first + i * step) / (15 * MINUTE)) * 15 * MINUTE);
    const inter = i % 3 !== 0;
    const from = cityRows[i % cityRows.length];
    const to = inter ? cityRows[(i + 1) % cityRows.length] : from;
    const asset = assets[i % assets.length] ?? assets[0];
    const driver = startAt.getTime() < now.getTime() + 4 * HOUR && i % 5 !== 0;
    const id = randomUUID();
    const marshalId = randomUUID();
    marshalRows.push({
      accountId,
      id: marshalId,
      tripId: id,
      position: 1,
      busHostId: `SH${pad(i + 1, 6)}`,
      name: nameOf(i + 3),
      mobile: mobileOf(i + 3),
    });
    let passengers = 0;
    for (let k = 0; k < 3; k++) {
      const cancelled = (i + k) % 6 === 0;
      if (!cancelled) passengers += 1;
      bookingRows.push({
        accountId,
        id: randomUUID(),
        tripId: id,
        name: nameOf(i * 3 + k),
        mobile: mobileOf(i * 3 + k + 11),
        seats: 1,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        pickupName: `${from?.name ?? ''} Central Bus Stand`,
        pickupAddress: `Platform 3, Central Bus Stand, ${from?.name ?? ''}`,
        pickupAt: new Date(startAt.getTime() + k * 5 * MINUTE),
        dropName: `${to?.name ?? ''} Railway Station`,
        dropAddress: `Gate 1 parking, Railway Station Road, ${to?.name ?? ''}`,
        dropAt: new Date(startAt.getTime() + (inter ? 240 : 60) * MINUTE),
        marshalId,
      });
    }
    tripRows.push({
      accountId,
      id,
      groupCode: `SCB${pad(i + 1, 7)}`,
      startAt,
      fromCityId: from?.id ?? '',
      toCityId: to?.id ?? '',
      seater: asset[0],
      passengers,
      routeType: inter ? 'INTER' : 'INTRA',
      vehicleRc: driver ? `KA01CB${pad(i % 10_000, 4)}` : null,
      driverMobile: driver ? mobileOf(i + 99) : null,
      driverName: driver ? nameOf(i + 5) : null,
      driverAssignedAt: driver ? new Date(Math.min(startAt.getTime(), now.getTime()) - 6 * HOUR) : null,
      driverEventDue: null,
      supplyCostPaise: inter ? asset[2] : Math.round(asset[2] / 3 / 5_000) * 5_000,
      contractValidUntil: new Date(startAt.getTime() + (i % 10 === 9 ? -DAY : 180 * DAY)),
    });
  }
  // Trips first (bookings and marshals reference them), then marshals, then bookings.
  await insertJson(db, cabTrips, tripRows);
  await insertJson(db, cabMarshals, marshalRows);
  await insertJson(db, cabBookings, bookingRows);
  return { accountId, created: true, cabTrips: tripRows.length, cabBookings: bookingRows.length };
}

async function reference(db: DbOrTx) {
  const cityRows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .orderBy(asc(cities.name));
  const busRows = await db
    .select({ id: busTypes.id, seater: busTypes.seaterCount, sleeper: busTypes.sleeperCount })
    .from(busTypes)
    .where(eq(busTypes.isElectric, false))
    .orderBy(asc(busTypes.name));
  if (cityRows.length < 2 || busRows.length === 0)
    throw new Error('The scale seed needs the demo cities and bus types: seed the demo data first.');
  return { cityRows, busRows };
}

/**
 * The whole scale data set (call it inside one transaction): the operator, the MG and the cab
 * account. Each part does nothing when its account exists.
 */
export async function seedScale(
  db: DbOrTx,
  opts: { now: Date; sizes?: Partial<ScaleSizes> },
): Promise<ScaleResult> {
  const started = Date.now();
  const operator = await seedScaleAccount(db, opts);
  const mg = await seedScaleMg(db, opts);
  const cab = await seedScaleCab(db, opts);
  return { operator, mg, cab, ms: Date.now() - started };
}
