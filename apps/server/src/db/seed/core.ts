import { randomUUID } from 'node:crypto';
import { addDaysToDate, istDateOf, istStartOfDay, weekdayOfDate } from '@oc/contract';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { bookings, buses, busTypes, cities, services, trips } from '../schema';
import { Rng } from './random';
import type { SeededAccount } from './users';

/**
 * Trips run from today − PAST_DAYS to today + FUTURE_DAYS (IST), both inclusive. 63 days back hold
 * the eight full Mon–Sun weeks the demo payouts bill (the latest ends on the last Sunday before today).
 */
export const PAST_DAYS = 63;
export const FUTURE_DAYS = 14;
/** Rows per INSERT statement (one JSON parameter each). */
const JSON_CHUNK = 5000;
const MINUTE = 60_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Reference data

/** City, state, and the RTO state code its buses are registered with. */
const CITY_LIST = [
  ['Delhi', 'Delhi', 'DL'],
  ['Manali', 'Himachal Pradesh', 'HP'],
  ['Chandigarh', 'Chandigarh', 'CH'],
  ['Amritsar', 'Punjab', 'PB'],
  ['Dehradun', 'Uttarakhand', 'UK'],
  ['Jaipur', 'Rajasthan', 'RJ'],
  ['Udaipur', 'Rajasthan', 'RJ'],
  ['Agra', 'Uttar Pradesh', 'UP'],
  ['Ahmedabad', 'Gujarat', 'GJ'],
  ['Indore', 'Madhya Pradesh', 'MP'],
  ['Bhopal', 'Madhya Pradesh', 'MP'],
  ['Mumbai', 'Maharashtra', 'MH'],
  ['Pune', 'Maharashtra', 'MH'],
  ['Nashik', 'Maharashtra', 'MH'],
  ['Shirdi', 'Maharashtra', 'MH'],
  ['Goa', 'Goa', 'GA'],
  ['Bengaluru', 'Karnataka', 'KA'],
  ['Mysuru', 'Karnataka', 'KA'],
  ['Chennai', 'Tamil Nadu', 'TN'],
  ['Madurai', 'Tamil Nadu', 'TN'],
  ['Coimbatore', 'Tamil Nadu', 'TN'],
  ['Puducherry', 'Puducherry', 'PY'],
  ['Hyderabad', 'Telangana', 'TS'],
  ['Vijayawada', 'Andhra Pradesh', 'AP'],
  ['Tirupati', 'Andhra Pradesh', 'AP'],
  ['Visakhapatnam', 'Andhra Pradesh', 'AP'],
] as const;
type CityName = (typeof CITY_LIST)[number][0];

export const DEMO_CITIES: readonly { name: CityName; state: string; rto: string }[] = CITY_LIST.map(
  ([name, state, rto]) => ({ name, state, rto }),
);

interface BusTypeSpec {
  name: string;
  seaterCount: number;
  sleeperCount: number;
  isElectric: boolean;
  /** Fare per km in rupees for a seat and a berth (null when the bus has none). */
  seaterPerKm: number | null;
  sleeperPerKm: number | null;
}

export const DEMO_BUS_TYPES = {
  volvoSleeper: {
    name: 'Volvo 9600 Multi-Axle AC Sleeper (2+1)',
    seaterCount: 0,
    sleeperCount: 36,
    isElectric: false,
    seaterPerKm: null,
    sleeperPerKm: 2.6,
  },
  acSleeper: {
    name: 'AC Sleeper (2+1)',
    seaterCount: 0,
    sleeperCount: 30,
    isElectric: false,
    seaterPerKm: null,
    sleeperPerKm: 2.2,
  },
  volvoSeater: {
    name: 'Volvo Multi-Axle AC Seater (2+2)',
    seaterCount: 45,
    sleeperCount: 0,
    isElectric: false,
    seaterPerKm: 1.7,
    sleeperPerKm: null,
  },
  scaniaSemiSleeper: {
    name: 'Scania Multi-Axle AC Semi-Sleeper (2+2)',
    seaterCount: 49,
    sleeperCount: 0,
    isElectric: false,
    seaterPerKm: 1.6,
    sleeperPerKm: null,
  },
  acSeaterSleeper: {
    name: 'AC Seater / Sleeper (2+1)',
    seaterCount: 27,
    sleeperCount: 15,
    isElectric: false,
    seaterPerKm: 1.4,
    sleeperPerKm: 1.9,
  },
  nonAcSeater: {
    name: 'Non-AC Seater (2+2)',
    seaterCount: 41,
    sleeperCount: 0,
    isElectric: false,
    seaterPerKm: 1.0,
    sleeperPerKm: null,
  },
  nonAcSleeper: {
    name: 'Non-AC Sleeper (2+1)',
    seaterCount: 0,
    sleeperCount: 30,
    isElectric: false,
    seaterPerKm: null,
    sleeperPerKm: 1.4,
  },
  nonAcSeaterSleeper: {
    name: 'Non-AC Seater / Sleeper (2+1)',
    seaterCount: 27,
    sleeperCount: 15,
    isElectric: false,
    seaterPerKm: 1.0,
    sleeperPerKm: 1.3,
  },
  electricSeater: {
    name: 'Electric AC Seater (2+2)',
    seaterCount: 43,
    sleeperCount: 0,
    isElectric: true,
    seaterPerKm: 1.5,
    sleeperPerKm: null,
  },
  electricSleeper: {
    name: 'Electric AC Sleeper (2+1)',
    seaterCount: 0,
    sleeperCount: 30,
    isElectric: true,
    seaterPerKm: null,
    sleeperPerKm: 2.1,
  },
} satisfies Record<string, BusTypeSpec>;
type BusTypeKey = keyof typeof DEMO_BUS_TYPES;

/** Road distance (km) and scheduled running time (minutes), either direction. */
const ROUTES: readonly [CityName, CityName, number, number][] = [
  ['Delhi', 'Manali', 540, 750],
  ['Delhi', 'Jaipur', 280, 330],
  ['Delhi', 'Dehradun', 250, 360],
  ['Delhi', 'Chandigarh', 245, 300],
  ['Delhi', 'Amritsar', 450, 510],
  ['Delhi', 'Agra', 230, 240],
  ['Chandigarh', 'Manali', 300, 480],
  ['Jaipur', 'Udaipur', 395, 420],
  ['Ahmedabad', 'Udaipur', 260, 300],
  ['Indore', 'Bhopal', 195, 240],
  ['Mumbai', 'Pune', 150, 210],
  ['Mumbai', 'Goa', 590, 720],
  ['Mumbai', 'Ahmedabad', 525, 540],
  ['Mumbai', 'Shirdi', 240, 360],
  ['Mumbai', 'Nashik', 170, 240],
  ['Pune', 'Goa', 450, 600],
  ['Bengaluru', 'Chennai', 350, 390],
  ['Bengaluru', 'Hyderabad', 570, 600],
  ['Bengaluru', 'Mysuru', 145, 195],
  ['Chennai', 'Madurai', 460, 480],
  ['Chennai', 'Coimbatore', 510, 540],
  ['Chennai', 'Puducherry', 150, 210],
  ['Hyderabad', 'Vijayawada', 275, 330],
  ['Hyderabad', 'Tirupati', 560, 600],
  ['Vijayawada', 'Visakhapatnam', 350, 420],
];

function route(from: CityName, to: CityName): { km: number; minutes: number } {
  const r = ROUTES.find(([a, b]) => (a === from && b === to) || (a === to && b === from));
  if (!r) throw new Error(`No demo route ${from} - ${to}`);
  return { km: r[2], minutes: r[3] };
}

type ServicePlan = readonly [CityName, CityName, string, BusTypeKey];

/**
 * Services per demo account, keyed `mobile:type`. Every OPERATOR account has at least 12, but the
 * small 9000000007 (4).
 */
export const DEMO_SERVICE_PLANS: Record<string, readonly ServicePlan[]> = {
  // Shiv Shakti Travels: north India, hills and Rajasthan.
  '9000000001:OPERATOR': [
    ['Delhi', 'Manali', '17:30', 'volvoSleeper'],
    ['Delhi', 'Manali', '19:45', 'acSleeper'],
    ['Manali', 'Delhi', '16:00', 'volvoSleeper'],
    ['Manali', 'Delhi', '18:30', 'acSeaterSleeper'],
    ['Delhi', 'Jaipur', '06:00', 'volvoSeater'],
    ['Delhi', 'Jaipur', '23:15', 'acSleeper'],
    ['Jaipur', 'Delhi', '14:30', 'volvoSeater'],
    ['Delhi', 'Dehradun', '22:30', 'nonAcSleeper'],
    ['Dehradun', 'Delhi', '21:45', 'acSeaterSleeper'],
    ['Delhi', 'Chandigarh', '07:15', 'scaniaSemiSleeper'],
    ['Chandigarh', 'Manali', '20:00', 'nonAcSeaterSleeper'],
    ['Ahmedabad', 'Udaipur', '08:30', 'nonAcSeater'],
    ['Udaipur', 'Ahmedabad', '15:00', 'nonAcSeater'],
    ['Jaipur', 'Udaipur', '22:00', 'acSleeper'],
  ],
  // Sharma Travels: Mumbai, Pune, Goa and the Bengaluru corridors.
  '9000000005:OPERATOR': [
    ['Mumbai', 'Pune', '06:30', 'volvoSeater'],
    ['Mumbai', 'Pune', '09:00', 'scaniaSemiSleeper'],
    ['Mumbai', 'Pune', '18:15', 'volvoSeater'],
    ['Pune', 'Mumbai', '07:45', 'volvoSeater'],
    ['Pune', 'Mumbai', '20:30', 'scaniaSemiSleeper'],
    ['Pune', 'Goa', '21:00', 'volvoSleeper'],
    ['Goa', 'Pune', '19:30', 'acSleeper'],
    ['Mumbai', 'Goa', '20:15', 'volvoSleeper'],
    ['Bengaluru', 'Chennai', '22:45', 'acSleeper'],
    ['Bengaluru', 'Chennai', '13:30', 'volvoSeater'],
    ['Chennai', 'Bengaluru', '23:00', 'volvoSleeper'],
    ['Bengaluru', 'Hyderabad', '21:15', 'acSleeper'],
    ['Mumbai', 'Ahmedabad', '22:00', 'acSeaterSleeper'],
    ['Mumbai', 'Shirdi', '23:30', 'nonAcSeaterSleeper'],
  ],
  // Sri Sai Bus Service: Andhra, Telangana and Tamil Nadu, mostly non-AC.
  '9000000006:OPERATOR': [
    ['Hyderabad', 'Vijayawada', '06:00', 'nonAcSeater'],
    ['Hyderabad', 'Vijayawada', '22:30', 'acSeaterSleeper'],
    ['Vijayawada', 'Hyderabad', '05:45', 'nonAcSeater'],
    ['Vijayawada', 'Hyderabad', '23:00', 'nonAcSleeper'],
    ['Chennai', 'Madurai', '21:30', 'acSleeper'],
    ['Chennai', 'Madurai', '22:15', 'nonAcSeaterSleeper'],
    ['Madurai', 'Chennai', '21:00', 'acSleeper'],
    ['Hyderabad', 'Tirupati', '19:30', 'nonAcSleeper'],
    ['Tirupati', 'Hyderabad', '20:00', 'acSeaterSleeper'],
    ['Hyderabad', 'Bengaluru', '21:45', 'acSleeper'],
    ['Vijayawada', 'Visakhapatnam', '22:00', 'nonAcSleeper'],
    ['Chennai', 'Coimbatore', '22:30', 'nonAcSeaterSleeper'],
  ],
  // Kaveri Travels: a small operator (the demo's CHANGE_REQUESTED bank proof), four short hops.
  '9000000007:OPERATOR': [
    ['Bengaluru', 'Mysuru', '06:15', 'volvoSeater'],
    ['Mysuru', 'Bengaluru', '18:45', 'volvoSeater'],
    ['Chennai', 'Puducherry', '08:15', 'acSeaterSleeper'],
    ['Puducherry', 'Chennai', '17:30', 'nonAcSeater'],
  ],
  // Punjab Roadlines (MG bus owner).
  '9000000002:BUSOWNER': [
    ['Amritsar', 'Delhi', '21:00', 'volvoSleeper'],
    ['Delhi', 'Amritsar', '22:00', 'volvoSleeper'],
    ['Delhi', 'Chandigarh', '06:30', 'volvoSeater'],
    ['Chandigarh', 'Delhi', '17:00', 'volvoSeater'],
  ],
  // GreenWheels EV Mobility (electric).
  '9000000003:ELECTRIC': [
    ['Bengaluru', 'Mysuru', '06:00', 'electricSeater'],
    ['Mysuru', 'Bengaluru', '14:00', 'electricSeater'],
    ['Chennai', 'Puducherry', '07:00', 'electricSeater'],
    ['Bengaluru', 'Chennai', '22:00', 'electricSleeper'],
  ],
  '9000000005:BUSOWNER': [
    ['Mumbai', 'Nashik', '07:00', 'scaniaSemiSleeper'],
    ['Nashik', 'Mumbai', '16:30', 'scaniaSemiSleeper'],
    ['Indore', 'Bhopal', '08:00', 'volvoSeater'],
  ],
  '9000000005:ELECTRIC': [
    ['Mumbai', 'Pune', '08:15', 'electricSeater'],
    ['Pune', 'Mumbai', '17:45', 'electricSeater'],
    ['Delhi', 'Agra', '06:45', 'electricSeater'],
  ],
};

const FIRST_NAMES = (
  'Aarav Aditi Aditya Akash Amit Ananya Anil Anjali Arjun Arun Bhavna Deepak Deepika Divya Farhan ' +
  'Gaurav Harpreet Ishaan Jaspreet Kavya Kiran Lakshmi Manish Meera Mohit Nandini Neha Nikhil Pooja ' +
  'Pradeep Rahul Rakesh Ramesh Ravi Rohan Sakshi Sandeep Sanjay Shreya Simran Sneha Srinivas Suresh ' +
  'Swati Tanvi Varun Vikram Vivek Yash Zoya Karthik Lavanya Murugan Priyanka Abdul Fatima Joseph ' +
  'Mary Sunita Venkat'
).split(' ');
const LAST_NAMES = (
  'Agarwal Bansal Bhat Chauhan Choudhary Das Deshmukh Dubey Gill Gupta Iyer Jain Joshi Kapoor Khan ' +
  'Kulkarni Kumar Malhotra Mehta Menon Mishra Naidu Nair Patel Patil Pillai Rao Reddy Saxena Shah ' +
  'Sharma Shetty Singh Sinha Srivastava Thakur Tiwari Varma Verma Yadav Fernandes Qureshi ' +
  'Subramanian Chatterjee Banerjee'
).split(' ');

type Channel = (typeof bookings.$inferInsert)['channel'];
const CHANNELS: readonly (readonly [Channel, number])[] = [
  ['APP', 38],
  ['WEB', 27],
  ['AGENT', 15],
  ['PARTNER', 14],
  ['COUNTER', 6],
];
const SEATS_PER_BOOKING: readonly (readonly [number, number])[] = [
  [1, 50],
  [2, 30],
  [3, 12],
  [4, 8],
];
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

// ---------------------------------------------------------------------------------------------

export interface CoreSeedCounts {
  cities: number;
  busTypes: number;
  services: number;
  trips: number;
  bookings: number;
  buses: number;
}

/** MG demo accounts have this many buses: the two of each service, then spares. */
export const MG_DEMO_BUSES = 8;

type ServiceInsert = typeof services.$inferInsert & { id: string };
type TripInsert = typeof trips.$inferInsert & { id: string };
type BookingInsert = typeof bookings.$inferInsert;

/**
 * Bulk insert through one JSON parameter per JSON_CHUNK rows (`json_populate_recordset`): much
 * faster than wide multi-row VALUES on PGlite. Only the keys of the first row are inserted; other
 * columns keep their defaults.
 */
export async function insertJson<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => k in columns);
  const names = keys.map((k) => columns[k]?.name ?? k);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    const records = rows.slice(i, i + JSON_CHUNK).map((row: Record<string, unknown>) => {
      const record: Record<string, unknown> = {};
      keys.forEach((k, j) => (record[names[j] ?? k] = row[k]));
      return record;
    });
    await tx.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
    );
  }
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Rupees rounded to ₹10, at least ₹200, as paise. */
function farePaise(km: number, perKm: number | null): number | null {
  if (perKm === null) return null;
  return Math.max(200, Math.round((km * perKm) / 10) * 10) * 100;
}

/** 'SST' for Shiv Shakti Travels: the PNR prefix of an account. */
function pnrPrefix(accountName: string): string {
  const initials = accountName
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return initials.slice(0, 3).padEnd(2, 'X');
}

/** Seat labels: seats '1'…'n', berths 'L1'… (lower deck) then 'U1'… (upper deck). */
function seatLabels(type: 'SEATER' | 'SLEEPER', count: number): string[] {
  if (type === 'SEATER') return Array.from({ length: count }, (_, i) => String(i + 1));
  const lower = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) => (i < lower ? `L${i + 1}` : `U${i - lower + 1}`));
}

function shuffled<T>(items: T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const tmp = a[i] as T;
    a[i] = a[j] as T;
    a[j] = tmp;
  }
  return a;
}

function mobileNumber(rng: Rng): string {
  return `${rng.pick(['6', '7', '8', '9', '9', '9', '8', '7'])}${rng.chars('0123456789', 9)}`;
}

function busRc(rto: string, rng: Rng): string {
  return `${rto}${String(rng.int(1, 20)).padStart(2, '0')}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${rng.int(1000, 9999)}`;
}

/**
 * A demo MG (BUSOWNER) account's spare buses (no service yet), as the seed adds them: RCs from their
 * own PRNG (so the trips and bookings stay as they were, and the same whatever day it seeds),
 * skipping an RC the account already has, every other one inactive, until the account has
 * MG_DEMO_BUSES. `serviceRcs`: its services' buses; left out (the simulator), taken to be two a
 * service and none of these, which gives the same first RCs: buses of the account whenever it was
 * seeded. Pure; none for an account that is not a demo MG one, or whose services fill
 * MG_DEMO_BUSES (9000000002's).
 */
export function demoSpareBuses(
  mobileNo: string,
  type: string,
  serviceRcs?: readonly string[],
): { rc: string; status: 'ACTIVE' | 'INACTIVE' }[] {
  const plan = DEMO_SERVICE_PLANS[`${mobileNo}:${type}`];
  if (type !== 'BUSOWNER' || !plan) return [];
  const taken = new Set(serviceRcs ?? []);
  let missing = MG_DEMO_BUSES - (serviceRcs ? taken.size : 2 * plan.length);
  const rng = new Rng(`${mobileNo}:${type}:spare-buses`);
  const spares: { rc: string; status: 'ACTIVE' | 'INACTIVE' }[] = [];
  for (let i = 0; missing > 0; i++) {
    const rc = busRc('MH', rng);
    if (taken.has(rc)) continue;
    taken.add(rc);
    missing--;
    spares.push({ rc, status: i % 2 === 0 ? 'INACTIVE' : 'ACTIVE' });
  }
  return spares;
}

/**
 * Cities, bus types, and for each demo account of DEMO_SERVICE_PLANS its services, their trips from
 * today − 30 to today + 14 (IST) and bookings on them, all relative to `now` and drawn from a seeded
 * PRNG: the same `now` gives the same data (apart from the random ids).
 */
export async function seedDemoCore(
  tx: DbOrTx,
  demoAccounts: readonly SeededAccount[],
  opts: { now: Date },
): Promise<CoreSeedCounts> {
  const now = opts.now;
  const today = istDateOf(now);

  const cityRows = DEMO_CITIES.map((c) => ({ id: randomUUID(), name: c.name, state: c.state }));
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));
  const busTypeRows = Object.entries(DEMO_BUS_TYPES).map(([key, b]) => ({
    key: key as BusTypeKey,
    id: randomUUID(),
    name: b.name,
    seaterCount: b.seaterCount,
    sleeperCount: b.sleeperCount,
    isElectric: b.isElectric,
  }));
  const busTypeId = new Map(busTypeRows.map((b) => [b.key, b.id]));
  await tx.insert(cities).values(cityRows);
  await tx.insert(busTypes).values(busTypeRows.map(({ key: _key, ...row }) => row));

  const serviceRows: ServiceInsert[] = [];
  const tripRows: TripInsert[] = [];
  const bookingRows: BookingInsert[] = [];
  const busRows: (typeof buses.$inferInsert)[] = [];

  for (const account of demoAccounts) {
    const plan = DEMO_SERVICE_PLANS[`${account.mobileNo}:${account.type}`];
    if (!plan) continue;
    const rng = new Rng(`${account.mobileNo}:${account.type}:${today}`);
    const prefix = pnrPrefix(account.name);
    const pnrs = new Set<string>();
    const newPnr = () => {
      for (;;) {
        const pnr = prefix + rng.chars(PNR_ALPHABET, 10 - prefix.length);
        if (!pnrs.has(pnr)) {
          pnrs.add(pnr);
          return pnr;
        }
      }
    };

    for (const [index, [from, to, start, busKey]] of plan.entries()) {
      const bus = DEMO_BUS_TYPES[busKey] as BusTypeSpec;
      const { km, minutes } = route(from, to);
      const serviceId = randomUUID();
      const seaterFare = farePaise(km, bus.seaterPerKm);
      const sleeperFare = farePaise(km, bus.sleeperPerKm);
      const rto = DEMO_CITIES.find((c) => c.name === from)?.rto ?? 'DL';
      const rcs = [busRc(rto, rng), busRc(rto, rng)];
      for (const rc of rcs) {
        if (!busRows.some((b) => b.accountId === account.id && b.rc === rc))
          busRows.push({ accountId: account.id, rc, busTypeId: busTypeId.get(busKey) ?? '' });
      }
      serviceRows.push({
        accountId: account.id,
        id: serviceId,
        name: `${from} - ${to} ${start}`,
        fromCityId: cityId.get(from) ?? '',
        toCityId: cityId.get(to) ?? '',
        startTime: `${start}:00`,
        durationMinutes: minutes,
        busTypeId: busTypeId.get(busKey) ?? '',
        baseSeaterFarePaise: seaterFare,
        baseSleeperFarePaise: sleeperFare,
        createdAt: new Date(now.getTime() - (120 + plan.length - index) * DAY),
      });
      // How full this service usually runs.
      const popularity = 0.55 + rng.next() * 0.3;

      for (let d = -PAST_DAYS; d <= FUTURE_DAYS; d++) {
        const tripDate = addDaysToDate(today, d);
        const departureAt = new Date(istStartOfDay(tripDate).getTime() + minutesOf(start) * MINUTE);
        const arrivalAt = new Date(departureAt.getTime() + minutes * MINUTE);
        // A few cancelled trips: one in the past and one ahead on some services, plus the odd other.
        const cancelled =
          (index % 4 === 1 && d === -9 - index) || (index % 5 === 2 && d === 3 + index) || rng.chance(0.008);
        const status = cancelled ? 'CANCELLED' : arrivalAt <= now ? 'COMPLETED' : 'SCHEDULED';
        const tripId = randomUUID();
        tripRows.push({
          accountId: account.id,
          id: tripId,
          serviceId,
          tripDate,
          departureAt,
          status,
          // MG trips always name their bus (inspections, ratings and revenue go by RC).
          busRc: d <= 3 || account.type === 'BUSOWNER' ? (rcs[(d + 100) % 2] ?? null) : null,
        });

        // Bookings: enough to fill the bus to its usual occupancy (busier at weekends), each booked
        // some time before departure; the ones that would be booked after `now` do not exist yet.
        const weekday = weekdayOfDate(tripDate);
        const weekend = weekday === 'FRI' || weekday === 'SAT' || weekday === 'SUN';
        const occupancy = Math.min(0.97, popularity + (weekend ? 0.12 : 0) + (rng.next() - 0.5) * 0.2);
        const free = {
          SEATER: shuffled(seatLabels('SEATER', bus.seaterCount), rng),
          SLEEPER: shuffled(seatLabels('SLEEPER', bus.sleeperCount), rng),
        };
        const capacity = bus.seaterCount + bus.sleeperCount;
        let toSell = Math.round(capacity * occupancy);
        const cancelledTripAt = new Date(
          Math.min(departureAt.getTime() - rng.int(3, 30) * 60 * MINUTE, now.getTime() - 2 * 60 * MINUTE),
        );
        while (toSell > 0) {
          const seats = Math.min(toSell, rng.weighted(SEATS_PER_BOOKING));
          toSell -= seats;
          // Lead time: mostly the last few days, some up to three weeks ahead.
          const leadMinutes = Math.round(30 + Math.pow(rng.next(), 2.2) * 21 * 24 * 60);
          const bookedAt = new Date(departureAt.getTime() - leadMinutes * MINUTE);
          if (bookedAt > now) continue;
          if (cancelled && bookedAt >= cancelledTripAt) continue;
          const wantSleeper =
            bus.sleeperCount > 0 && (bus.seaterCount === 0 || rng.chance(bus.sleeperCount / capacity));
          const seatType = wantSleeper
            ? free.SLEEPER.length >= seats
              ? 'SLEEPER'
              : 'SEATER'
            : free.SEATER.length >= seats
              ? 'SEATER'
              : 'SLEEPER';
          if (free[seatType].length < seats) break;
          const seatNumbers = free[seatType].splice(0, seats);
          const base = (seatType === 'SLEEPER' ? sleeperFare : seaterFare) ?? seaterFare ?? sleeperFare ?? 0;
          // Weekend and last-day fares run higher; rounded to ₹5.
          const factor =
            (weekend ? 1.1 : 1) * (leadMinutes < 24 * 60 ? 1.05 : 1) * rng.pick([0.95, 1, 1, 1.05]);
          const seatFare = Math.round((base * factor) / 500) * 500;
          let bookingStatus: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED';
          let cancelledAt: Date | null = null;
          if (cancelled) {
            bookingStatus = 'CANCELLED';
            cancelledAt = cancelledTripAt;
          } else if (rng.chance(0.07)) {
            const until = Math.min(departureAt.getTime(), now.getTime());
            bookingStatus = 'CANCELLED';
            cancelledAt = new Date(bookedAt.getTime() + rng.next() * Math.max(0, until - bookedAt.getTime()));
          }
          bookingRows.push({
            accountId: account.id,
            tripId,
            pnr: newPnr(),
            passengerName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
            passengerMobile: mobileNumber(rng),
            seatType,
            seatNumbers,
            seats,
            farePaise: seatFare * seats,
            status: bookingStatus,
            channel: rng.weighted(CHANNELS),
            bookedAt,
            cancelledAt,
          });
        }
      }
    }
  }

  // Spare buses (no service yet) so every MG account has MG_DEMO_BUSES.
  for (const account of demoAccounts) {
    const own = busRows.filter((b) => b.accountId === account.id);
    const typeOf = own[0]?.busTypeId ?? busTypeId.get('volvoSeater') ?? '';
    const spares = demoSpareBuses(
      account.mobileNo,
      account.type,
      own.map((b) => b.rc),
    );
    for (const { rc, status } of spares)
      busRows.push({ accountId: account.id, rc, busTypeId: typeOf, status });
  }

  await tx.insert(services).values(serviceRows);
  if (busRows.length > 0) await tx.insert(buses).values(busRows);
  await insertJson(tx, trips, tripRows);
  await insertJson(tx, bookings, bookingRows);
  return {
    cities: cityRows.length,
    busTypes: busTypeRows.length,
    services: serviceRows.length,
    trips: tripRows.length,
    bookings: bookingRows.length,
    buses: busRows.length,
  };
}
