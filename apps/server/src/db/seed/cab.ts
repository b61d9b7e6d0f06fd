import { randomUUID } from 'node:crypto';
import { addDaysToDate, istDateOf, istStartOfDay } from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { accounts, cabBookings, cabMarshals, cabTrips, cities, users } from '../schema';
import { Rng } from './random';

/**
 * Demo cab trips of the CABOWNER account 9000000004 (docs/architecture.md "Cab trips"):
 * - `NEAR_NOW_HOURS`: about 40 trips from 3 days back to 5 days ahead, dense inside the default
 *   window (now ± 12 h): finished, running, inside and outside the 4-hour assign window, upcoming;
 *   with and without drivers, one or two marshals, a marshal without details, bookings linked to no
 *   marshal, a trip with no marshal data at all, cancelled bookings;
 * - `CONTRACT_DAYS`: 2–4 trips a day over the last 60 IST days for the fleet payment summary
 *   (both route types, several asset types, two with none, about one in ten contracts expired).
 * Deterministic for a given `now` (own PRNG stream 'cab'), apart from the ids.
 */
export const CAB_DEMO_MOBILE = '9000000004';
export const CONTRACT_DAYS = 60;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** Start offsets from now, in hours, of the trips around now. */
export const NEAR_NOW_HOURS = [
  -72, -50, -30, -20, -15, -12.5, -11, -9, -7.5, -6, -5, -4.5, -3.75, -3, -2.5, -1.5, -1, -0.5, 0.25, 0.75, 1,
  1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11.75, 14, 18, 26, 36, 60, 96, 120,
] as const;

const INTER_ROUTES = [
  ['Bengaluru', 'Mysuru'],
  ['Chennai', 'Puducherry'],
  ['Mumbai', 'Pune'],
  ['Delhi', 'Agra'],
  ['Delhi', 'Jaipur'],
  ['Hyderabad', 'Vijayawada'],
  ['Pune', 'Nashik'],
  ['Mumbai', 'Shirdi'],
  ['Chennai', 'Tirupati'],
  ['Coimbatore', 'Madurai'],
  ['Chandigarh', 'Manali'],
] as const;
const INTRA_CITIES = ['Bengaluru', 'Mumbai', 'Hyderabad', 'Delhi', 'Chennai', 'Pune'] as const;

/** Asset types with their seats and contract rupees (intercity, intracity). */
const ASSETS = [
  ['4 Seater', 4, 3200, 900],
  ['6 Seater', 6, 4200, 1300],
  ['7 Seater', 7, 4800, 1500],
  ['Tempo Traveller 12', 12, 7500, 2400],
  ['Tempo Traveller 17', 17, 9200, 3000],
] as const;

const STATIONS = [
  ['Central Bus Stand', 'Platform 3, Central Bus Stand, Station Road'],
  ['Railway Station', 'Gate 1 parking, Railway Station Road'],
  ['Airport Terminal 1', 'Arrivals pick-up lane 4, Terminal 1'],
  ['Tech Park Gate 2', 'Gate 2, Outer Ring Road Tech Park'],
  ['City Mall', 'Main entrance, MG Road'],
  ['Bus Depot', 'Depot 7, Ring Road'],
] as const;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Meera',
  'Kavya',
  'Riya',
  'Pooja',
  'Sneha',
  'Nisha',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Lakshmi',
  'Gopal',
  'Suresh',
  'Divya',
  'Rahul',
  'Tanvi',
  'Manish',
] as const;
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Nair',
  'Patel',
  'Khan',
  'Singh',
  'Gupta',
  'Rao',
  'Menon',
  'Das',
  'Joshi',
  'Kulkarni',
  'Pillai',
  'Bose',
  'Chopra',
  'Mehta',
] as const;
const DRIVERS = [
  'Ramesh Kumar',
  'Sunil Yadav',
  'Mahesh Gowda',
  'Anil Pawar',
  'Ravi Shankar',
  'Prakash Naik',
  'Joseph Thomas',
  'Baljeet Singh',
  'Mohan Das',
  'Irfan Ali',
] as const;
const MARSHALS = [
  'Vinod Rathore',
  'Salma Begum',
  'Kiran Shetty',
  'Ajay Thakur',
  'Geeta Kamath',
  'Pradeep Rawat',
] as const;

const RTO: Record<string, string> = {
  Bengaluru: 'KA',
  Mysuru: 'KA',
  Chennai: 'TN',
  Madurai: 'TN',
  Coimbatore: 'TN',
  Mumbai: 'MH',
  Pune: 'MH',
  Nashik: 'MH',
  Delhi: 'DL',
  Hyderabad: 'TS',
  Chandigarh: 'CH',
};

/**
 * Marshal layouts cycled over the trips around now, so each appears several times:
 * two marshals, one marshal, one marshal plus unlinked bookings, no marshal data at all, a marshal
 * without details (no name or mobile) plus a named one.
 */
const MARSHAL_LAYOUTS = ['two', 'one', 'oneAndUnlinked', 'none', 'unknownAndOne'] as const;
type MarshalLayout = (typeof MARSHAL_LAYOUTS)[number];

type TripInsert = typeof cabTrips.$inferInsert;
type MarshalInsert = typeof cabMarshals.$inferInsert;
type BookingInsert = typeof cabBookings.$inferInsert;

export interface CabSeedCounts {
  cabTrips: number;
  cabBookings: number;
}

function mobile(rng: Rng): string {
  return `${rng.pick(['9', '8', '7', '6'])}${rng.chars('0123456789', 9)}`;
}

function paise(rupees: number): number {
  return Math.round(rupees / 50) * 50 * 100;
}

export async function seedDemoCab(tx: DbOrTx, opts: { now: Date }): Promise<CabSeedCounts> {
  const now = opts.now;
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, CAB_DEMO_MOBILE), eq(accounts.type, 'CABOWNER')));
  if (!account) return { cabTrips: 0, cabBookings: 0 };
  const cityRows = await tx.select({ id: cities.id, name: cities.name }).from(cities);
  const cityId = (name: string): string => {
    const found = cityRows.find((c) => c.name === name);
    if (!found) throw new Error(`Cab seed: city ${name} is not seeded`);
    return found.id;
  };

  const rng = new Rng(`cab:${istDateOf(now)}`);
  const tripRows: TripInsert[] = [];
  const marshalRows: MarshalInsert[] = [];
  const bookingRows: BookingInsert[] = [];
  const codes = new Set<string>();
  let hostSeq = 0;

  const addTrip = (startAt: Date, o: { layout: MarshalLayout; driverChance: number; noAsset?: boolean }) => {
    const inter = rng.chance(0.7);
    const [from, to]: readonly [string, string] = inter
      ? rng.pick(INTER_ROUTES)
      : ((c) => [c, c] as const)(rng.pick(INTRA_CITIES));
    const asset = rng.pick(ASSETS);
    let code = '';
    do code = `CRC${rng.chars('0123456789', 6)}`;
    while (codes.has(code));
    codes.add(code);
    const tripId = randomUUID();
    const durationMin = inter ? rng.int(180, 360) : rng.int(60, 120);
    const supplyRupees = (inter ? asset[2] : asset[3]) * (0.85 + rng.next() * 0.3);
    const expired = rng.chance(0.1);
    const contractValidUntil = expired
      ? new Date(startAt.getTime() - rng.int(1, 20) * DAY)
      : new Date(startAt.getTime() + rng.int(30, 180) * DAY);
    const hasDriver = rng.chance(o.driverChance);
    const rc = `${RTO[from] ?? 'KA'}${String(rng.int(1, 50)).padStart(2, '0')}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${rng.int(1000, 9999)}`;

    // Marshals of the boarding legs.
    const marshals: MarshalInsert[] = [];
    const addMarshal = (known: boolean) => {
      hostSeq += 1;
      marshals.push({
        accountId: account.id,
        id: randomUUID(),
        tripId,
        position: marshals.length + 1,
        busHostId: `BH${String(10000 + hostSeq)}`,
        name: known ? rng.pick(MARSHALS) : null,
        mobile: known ? mobile(rng) : null,
      });
    };
    if (o.layout === 'two') [true, true].forEach(addMarshal);
    if (o.layout === 'one' || o.layout === 'oneAndUnlinked') addMarshal(true);
    if (o.layout === 'unknownAndOne') [false, true].forEach(addMarshal);
    marshalRows.push(...marshals);

    // Bookings: each linked to a marshal in turn; some left unlinked; one in five cancelled.
    const count = rng.int(3, Math.max(3, Math.min(7, asset[1])));
    let seatsLeft = asset[1];
    let passengers = 0;
    for (let i = 0; i < count && seatsLeft > 0; i++) {
      const seats = Math.min(
        seatsLeft,
        rng.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const),
      );
      seatsLeft -= seats;
      const cancelled = rng.chance(0.18);
      if (!cancelled) passengers += seats;
      const unlinked = o.layout === 'oneAndUnlinked' ? i % 2 === 1 : false;
      const marshal = marshals.length > 0 && !unlinked ? marshals[i % marshals.length] : undefined;
      const pickupOffset = rng.int(0, 6) * 5 * MINUTE;
      const [pickName, pickAddr] = rng.pick(STATIONS);
      const [dropName, dropAddr] = rng.pick(STATIONS);
      bookingRows.push({
        accountId: account.id,
        tripId,
        name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
        mobile: mobile(rng),
        seats,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        pickupName: `${from} ${pickName}`,
        pickupAddress: `${pickAddr}, ${from}`,
        pickupAt: new Date(startAt.getTime() + pickupOffset),
        dropName: `${to} ${dropName}`,
        dropAddress: `${dropAddr}, ${to}`,
        dropAt: new Date(startAt.getTime() + durationMin * MINUTE - rng.int(0, 3) * 5 * MINUTE),
        marshalId: marshal?.id ?? null,
      });
    }

    tripRows.push({
      accountId: account.id,
      id: tripId,
      groupCode: code,
      startAt,
      fromCityId: cityId(from),
      toCityId: cityId(to),
      seater: o.noAsset ? '' : asset[0],
      passengers,
      routeType: inter ? 'INTER' : 'INTRA',
      vehicleRc: hasDriver ? rc : null,
      driverMobile: hasDriver ? mobile(rng) : null,
      driverName: hasDriver ? rng.pick(DRIVERS) : null,
      driverAssignedAt: hasDriver
        ? new Date(Math.min(now.getTime(), startAt.getTime()) - rng.int(2, 48) * HOUR)
        : null,
      supplyCostPaise: paise(supplyRupees),
      contractValidUntil,
    });
  };

  // Around now: starts on the quarter hour so the times read well.
  NEAR_NOW_HOURS.forEach((hours, i) => {
    const start = Math.round((now.getTime() + hours * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
    addTrip(new Date(start), {
      layout: MARSHAL_LAYOUTS[i % MARSHAL_LAYOUTS.length] ?? 'one',
      driverChance: hours < -4 ? 0.85 : hours < 12 ? 0.5 : 0.3,
    });
  });

  // Trip contracts of the last 60 IST days (before the trips around now).
  const today = istDateOf(now);
  const latest = now.getTime() - 13 * HOUR; // the default window holds only the trips above
  for (let d = CONTRACT_DAYS; d >= 1; d--) {
    const dayStart = istStartOfDay(addDaysToDate(today, -d)).getTime();
    const perDay = rng.int(2, 4);
    for (let k = 0; k < perDay; k++) {
      const start = dayStart + (5 * 60 + rng.int(0, 64) * 15) * MINUTE; // 05:00–21:00 IST
      if (start >= latest) continue;
      addTrip(new Date(start), {
        layout: rng.pick(MARSHAL_LAYOUTS),
        driverChance: 0.95,
        noAsset: d === 17 && k === 0 ? true : d === 41 && k === 1,
      });
    }
  }

  for (let i = 0; i < tripRows.length; i += 500) await tx.insert(cabTrips).values(tripRows.slice(i, i + 500));
  for (let i = 0; i < marshalRows.length; i += 500)
    await tx.insert(cabMarshals).values(marshalRows.slice(i, i + 500));
  for (let i = 0; i < bookingRows.length; i += 500)
    await tx.insert(cabBookings).values(bookingRows.slice(i, i + 500));
  return { cabTrips: tripRows.length, cabBookings: bookingRows.length };
}
