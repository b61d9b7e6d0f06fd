/**
 * `npm run simulate -- [--rate 20] [--minutes 5] [--url http://127.0.0.1:3000] [--key ock_…]`
 * (issue 39; README "Simulator"): plays a provider's live day against a running server through the
 * ingestion API only — new bookings on today's services (and some cancelled), cab trips with their
 * bookings and marshals that get a driver as they near their start, and an MG account's trips of
 * today and tomorrow that are scheduled, then completed (now and then cancelled) and rated, and
 * inspections of its buses with a photo — so a demo shows Home and Trips moving. `--rate` records a
 * second in all, most of them bookings (the MG records a few a minute); it stops by itself after
 * `--minutes` (or on Ctrl-C) and prints what it sent and what the server answered. The key defaults
 * to the demo data's public key; the demo accounts, services and buses are the demo data's.
 */
import { parseArgs } from 'node:util';
import {
  addDaysToDate,
  INGEST_FILE_FIELD,
  INSPECTION_KINDS,
  istDateOf,
  type BookingRecord,
  type BusTripRecord,
  type CabTripRecord,
  type IngestFileResult,
  type IngestResult,
  type InspectionKind,
  type InspectionRecord,
  type RatingRecord,
} from '@oc/contract';
import { DEMO_API_KEY, DEMO_BUS_TYPES, DEMO_CITIES, DEMO_SERVICE_PLANS, demoSpareBuses } from '../db/seed';

export interface SimulateOptions {
  url: string;
  key: string;
  rate: number;
  minutes: number;
}

export interface KindTally {
  sent: number;
  accepted: number;
  unchanged: number;
  refused: number;
  failedBatches: number;
}

const KINDS = ['bookings', 'cab-trips', 'bus-trips', 'ratings', 'inspections'] as const;
type Kind = (typeof KINDS)[number];
type Out = (line: string) => void;

const USAGE =
  'Usage: npm run simulate -- [--rate 20] [--minutes 5] [--url http://127.0.0.1:3000] [--key ock_…]';

/** The options from the command line, or the problems with them (one line each). */
export function parseSimulateArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): SimulateOptions | string[] {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        rate: { type: 'string' },
        minutes: { type: 'string' },
        url: { type: 'string' },
        key: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    return [(err as Error).message, USAGE];
  }
  const problems: string[] = [];
  const rate = Number(values.rate ?? '5');
  const minutes = Number(values.minutes ?? '5');
  if (!Number.isFinite(rate) || rate < 1 || rate > 500) problems.push('--rate is records a second, 1 to 500');
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
    problems.push('--minutes is how long to run, more than 0 and at most 1440');
  const url = values.url ?? `http://127.0.0.1:${env.PORT ?? '3000'}`;
  if (!/^https?:\/\/[^/]+/.test(url)) problems.push('--url is the server, e.g. http://127.0.0.1:3000');
  if (problems.length > 0) return [...problems, USAGE];
  return { url: url.replace(/\/+$/, ''), key: values.key ?? env.INGEST_KEY ?? DEMO_API_KEY, rate, minutes };
}

/** The services a demo bus account sells (the demo data's names: 'Delhi - Manali 17:30'). */
const SELLERS = Object.entries(DEMO_SERVICE_PLANS)
  .filter(([owner]) => owner.endsWith(':OPERATOR') || owner.endsWith(':ELECTRIC'))
  .map(([owner, plans]) => {
    const [mobileNo, type] = owner.split(':') as [string, 'OPERATOR' | 'ELECTRIC'];
    return { mobileNo, type, services: plans.map(([from, to, start]) => `${from} - ${to} ${start}`) };
  });
const CAB_OWNER = '9000000004';

/**
 * The MG (BUSOWNER) account whose day is played: 9000000005's, the demo MG account with buses
 * known whatever day the demo data was seeded (its spare buses, `demoSpareBuses`; 9000000002's
 * buses are all its services', drawn from the seeding day). Its trips run on its active buses.
 */
const MG_OWNER = { mobileNo: '9000000005', type: 'BUSOWNER' } as const;
const MG_BUSES = demoSpareBuses(MG_OWNER.mobileNo, MG_OWNER.type);
const MG_TRIP_BUSES = MG_BUSES.filter((b) => b.status === 'ACTIVE').map((b) => b.rc);
const MG_SERVICES = (DEMO_SERVICE_PLANS[`${MG_OWNER.mobileNo}:${MG_OWNER.type}`] ?? []).map(
  ([from, to, start, bus]) => ({ name: `${from} - ${to} ${start}`, bus: DEMO_BUS_TYPES[bus] }),
);
/**
 * Seconds: a new MG trip every 20–40 and an inspection every 15–30; a trip ends 2–3 after it was
 * sent, and a completed one is rated the second after.
 */
const MG_PACE = { trip: [20, 40], inspection: [15, 30], end: [2, 3], rate: [1, 1] } as const;
const INSPECTION_CHECKS: Record<InspectionKind, readonly (readonly [string, readonly string[]])[]> = {
  INSPECTIONONE: [
    ['Tyre condition', ['OK', 'OK', 'Needs attention']],
    ['Headlights and indicators', ['OK', 'OK', 'Not OK']],
  ],
  INSPECTIONTWO: [
    ['Seat condition', ['OK', 'OK', 'Needs attention']],
    ['AC cooling', ['22 °C', '24 °C', '28 °C']],
  ],
  INSPECTIONTHREE: [
    ['First-aid kit stocked', ['Yes', 'Yes', 'No']],
    ['Fire extinguisher pressure', ['Green zone', 'Low']],
  ],
  INSPECTIONFOUR: [
    ['Engine oil level', ['Full', 'Half', 'Low']],
    ['Brake response', ['OK', 'OK', 'Needs attention']],
  ],
  INSPECTIONFIVE: [
    ['Permit valid', ['Yes', 'Yes', 'No']],
    ['Crew in uniform', ['Yes', 'Yes', 'No']],
  ],
};
type Remark = readonly [comments: string, tags: readonly string[]];
const PRAISE: readonly Remark[] = [
  ['Clean bus, on time', ['Clean bus', 'On time']],
  ['Staff were helpful', ['Polite staff']],
  ['Comfortable ride', ['Comfortable seats', 'Smooth driving']],
];
const COMPLAINTS: readonly Remark[] = [
  ['Bus left 40 minutes late', ['Late departure']],
  ['AC was too weak', ['AC not working']],
  ['Washroom was not clean', ['Dirty washroom']],
];
/** The photo of the inspections: a 1×1 PNG, uploaded once a run. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FIRST_NAMES = [
  'Asha',
  'Ravi',
  'Meena',
  'Arjun',
  'Fatima',
  'Gurpreet',
  'Lakshmi',
  'Imran',
  'Divya',
  'Karan',
];
const LAST_NAMES = ['Rao', 'Kumar', 'Das', 'Singh', 'Khan', 'Iyer', 'Patel', 'Sharma', 'Nair', 'Gupta'];
const CHANNELS = ['WEB', 'APP', 'AGENT', 'COUNTER'] as const;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = ([min, max]: readonly [number, number]) => min + Math.floor(Math.random() * (max - min + 1));
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

/** An MG trip sent as SCHEDULED: it ends (completed, or cancelled) at second `endAt`. */
interface RunningTrip {
  record: BusTripRecord;
  endAt: number;
  cancel: boolean;
}

/** One simulated day: what it has sent, so later records can change earlier ones. */
export class Simulation {
  private n = 0;
  private second = 0;
  private readonly run = Date.now().toString(36).slice(-6).toUpperCase();
  private readonly sold: BookingRecord[] = [];
  private readonly trips: CabTripRecord[] = [];
  /** The MG account's day: its trips running and ended (to rate), its next trip and inspection. */
  private readonly mg = {
    /** The (service, date) of every trip sent: each is one record's (bus-trips), never another's. */
    slots: new Set<string>(),
    trips: 0,
    running: [] as RunningTrip[],
    toRate: [] as { record: BusTripRecord; rateAt: number }[],
    nextTripAt: 0,
    nextInspectionAt: 0,
  };
  /** The uploaded photo the inspections show (`POST /api/ingest/v1/files`); none: no attachment. */
  photo: string | null = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** What this second sold and started: changed only from the next second on (one record a batch). */
  private readonly fresh = {
    sold: [] as BookingRecord[],
    trips: [] as CabTripRecord[],
    running: [] as RunningTrip[],
  };

  /**
   * `count` records for one second of the day, in one batch per kind. The MG account's records come
   * first when due (a few a minute; one waits for the next second when `count` is used up), the rest
   * are bookings and cab trips.
   */
  tick(count: number): Record<Kind, unknown[]> {
    const second = this.second++;
    this.sold.push(...this.fresh.sold.splice(0));
    this.trips.push(...this.fresh.trips.splice(0));
    this.mg.running.push(...this.fresh.running.splice(0));
    const out = Object.fromEntries(KINDS.map((k) => [k, [] as unknown[]])) as Record<Kind, unknown[]>;
    let left = count;
    for (const trip of this.mg.running.filter((t) => t.endAt <= second)) {
      if (left === 0) break;
      out['bus-trips'].push(this.endBusTrip(trip, second));
      left--;
    }
    for (const ended of this.mg.toRate.filter((t) => t.rateAt <= second)) {
      if (left === 0) break;
      this.mg.toRate.splice(this.mg.toRate.indexOf(ended), 1);
      out.ratings.push(this.rate(ended.record));
      left--;
    }
    if (left > 0 && second >= this.mg.nextTripAt) {
      this.mg.nextTripAt = second + between(MG_PACE.trip);
      const trip = this.newBusTrip(second);
      if (trip) {
        out['bus-trips'].push(trip);
        left--;
      }
    }
    if (left > 0 && second >= this.mg.nextInspectionAt && MG_BUSES.length > 0) {
      this.mg.nextInspectionAt = second + between(MG_PACE.inspection);
      out.inspections.push(this.inspection());
      left--;
    }
    for (let i = 0; i < left; i++) {
      const roll = Math.random();
      if (roll < 0.08 && this.sold.length > 0) out.bookings.push(this.cancel());
      else if (roll < 0.8) out.bookings.push(this.sale());
      else if (roll < 0.92 || this.trips.length === 0) out['cab-trips'].push(this.newTrip());
      else out['cab-trips'].push(this.assignDriver());
    }
    return out;
  }

  private sale(): BookingRecord {
    const n = ++this.n;
    const seller = pick(SELLERS);
    const seats = 1 + Math.floor(Math.random() * 3);
    const record: BookingRecord = {
      externalId: `SIM-${this.run}-${n}`,
      account: { mobileNo: seller.mobileNo, type: seller.type },
      pnr: `S${this.run}${String(n).padStart(7, '0')}`,
      service: pick(seller.services),
      tripDate: istDateOf(new Date(this.now().getTime() + 86_400_000)),
      passengerName: person(),
      passengerMobile: mobile(),
      seatType: Math.random() < 0.5 ? 'SEATER' : 'SLEEPER',
      seatNumbers: [],
      seats,
      farePaise: seats * (50_000 + Math.floor(Math.random() * 150) * 1_000),
      status: 'CONFIRMED',
      channel: pick(CHANNELS),
      bookedAt: this.now().toISOString(),
    };
    this.fresh.sold.push(record);
    return record;
  }

  /** An earlier sale cancelled: the same record, changed (it updates in place). */
  private cancel(): BookingRecord {
    const index = Math.floor(Math.random() * this.sold.length);
    const [sale] = this.sold.splice(index, 1) as [BookingRecord];
    return { ...sale, status: 'CANCELLED', cancelledAt: this.now().toISOString() };
  }

  private newTrip(): CabTripRecord {
    const n = ++this.n;
    const [from, to] = [pick(DEMO_CITIES).name, pick(DEMO_CITIES).name];
    const start = this.now().getTime() + (1 + Math.floor(Math.random() * 10)) * 1_800_000;
    const ride = (90 + Math.floor(Math.random() * 180)) * 60_000;
    const bookings = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, (_, i) => ({
      _id: `B${i + 1}`,
      name: person(),
      mobileNo: mobile(),
      noOfSeats: 1 + Math.floor(Math.random() * 2),
      status: 'CONFIRMED' as const,
      fromStation: { name: `${from} pick-up ${i + 1}`, address: `Stop ${i + 1}, ${from}` },
      toStation: { name: `${to} drop`, address: `Main stand, ${to}` },
      fromStationDate: start + i * 600_000,
      toStationDate: start + ride,
    }));
    const trip: CabTripRecord = {
      externalId: `SIM-${this.run}-${n}`,
      account: { mobileNo: CAB_OWNER, type: 'CABOWNER' },
      groupCode: `S${this.run}${n}`.slice(0, 24),
      startTime: start,
      from,
      to,
      seater: pick(['4 Seater', '6 Seater', 'Tempo Traveller 12']),
      passengers: bookings.reduce((sum, b) => sum + b.noOfSeats, 0),
      routeType: from === to ? 'INTRA' : 'INTER',
      supplyCostPaise: (2_000 + Math.floor(Math.random() * 60) * 100) * 100,
      contractValidUntil: start + 60 * 86_400_000,
      bookings,
      boaredCoreBooking: bookings.map((b, i) => ({
        bookingId: b._id,
        boardedLegMarshalDetails: {
          busHostId: `SIM-M${(i % 2) + 1}`,
          name: i % 2 === 0 ? 'Suresh Marshal' : 'Lakshmi Marshal',
          mobileNo: i % 2 === 0 ? '9900011122' : '9900011123',
        },
      })),
    };
    this.fresh.trips.push(trip);
    return trip;
  }

  /**
   * An MG trip of today or tomorrow (a (service, date) not sent yet this run; none when all are),
   * SCHEDULED on an active bus, with a few seat sales of its own PNRs; every fourth is cancelled.
   */
  private newBusTrip(second: number): BusTripRecord | null {
    const today = istDateOf(this.now());
    const free = [today, addDaysToDate(today, 1)].flatMap((tripDate) =>
      MG_SERVICES.flatMap((service, index) =>
        this.mg.slots.has(`${service.name}|${tripDate}`) ? [] : [{ service, index, tripDate }],
      ),
    );
    if (free.length === 0 || MG_TRIP_BUSES.length === 0) return null;
    const { service, index, tripDate } = pick(free);
    this.mg.slots.add(`${service.name}|${tripDate}`);
    const sleeper = service.bus.sleeperCount > 0;
    const seater = service.bus.seaterCount > 0;
    const record: BusTripRecord = {
      // One record per (service, date) across runs too: a run again the same day changes it.
      externalId: `SIM-MG-${tripDate}-${index + 1}`,
      account: MG_OWNER,
      service: service.name,
      tripDate,
      status: 'SCHEDULED',
      busRc: pick(MG_TRIP_BUSES),
      bookings: Array.from({ length: 2 + Math.floor(Math.random() * 4) }, () => {
        const seats = 1 + Math.floor(Math.random() * 2);
        const seatType = sleeper && (!seater || Math.random() < 0.5) ? 'SLEEPER' : 'SEATER';
        return {
          pnr: `M${this.run}${String(++this.n).padStart(5, '0')}`,
          passengerName: person(),
          passengerMobile: mobile(),
          seatType,
          seatNumbers: [],
          seats,
          farePaise:
            seats * (seatType === 'SLEEPER' ? 120_000 : 70_000) + Math.floor(Math.random() * 40) * 500,
          status: 'CONFIRMED' as const,
          channel: pick(['APP', 'APP', 'WEB', 'WEB', 'AGENT'] as const),
          bookedAt: new Date(this.now().getTime() - (1 + Math.random() * 47) * 3_600_000).toISOString(),
        };
      }),
    };
    this.fresh.running.push({
      record,
      endAt: second + between(MG_PACE.end),
      cancel: ++this.mg.trips % 4 === 0,
    });
    return record;
  }

  /** A running MG trip ends: the same record COMPLETED (then rated), or CANCELLED with its bookings. */
  private endBusTrip(trip: RunningTrip, second: number): BusTripRecord {
    this.mg.running.splice(this.mg.running.indexOf(trip), 1);
    if (trip.cancel) {
      const cancelledAt = this.now().toISOString();
      return {
        ...trip.record,
        status: 'CANCELLED',
        bookings: trip.record.bookings.map((b) => ({ ...b, status: 'CANCELLED', cancelledAt })),
      };
    }
    this.mg.toRate.push({ record: trip.record, rateAt: second + between(MG_PACE.rate) });
    return { ...trip.record, status: 'COMPLETED' };
  }

  /** A completed MG trip's passengers rate it: 1–5 stars with a word and tags (one record a trip). */
  private rate(trip: BusTripRecord): RatingRecord {
    return {
      externalId: trip.externalId.replace('SIM-MG-', 'SIM-RT-'),
      account: MG_OWNER,
      service: { name: trip.service },
      tripDate: trip.tripDate,
      busRc: trip.busRc,
      bookings: trip.bookings.map((b) => {
        const rating = pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
        const [comments, tags] = pick(rating >= 4 ? PRAISE : COMPLAINTS);
        return { bookingCode: b.pnr, rating, comments, tags: [...tags], ratedAt: this.now().toISOString() };
      }),
    };
  }

  /** An inspection of one of the MG account's buses, its first item with the photo. */
  private inspection(): InspectionRecord {
    const name = pick(INSPECTION_KINDS);
    const photo = this.photo;
    return {
      externalId: `SIM-${this.run}-${++this.n}`,
      account: MG_OWNER,
      name,
      busRc: pick(MG_BUSES).rc,
      closedDate: this.now().toISOString(),
      work: INSPECTION_CHECKS[name].map(([item, values], i) => {
        const value = pick(values);
        return {
          name: item,
          value,
          remark: value === values[0] ? '' : 'Reported to workshop',
          attachments:
            i === 0 && photo
              ? [{ attachmentType: 'image' as const, fileId: photo, attachmentLabel: `${item} photo` }]
              : [],
        };
      }),
    };
  }

  /** A trip nearing its start gets its driver and cab. */
  private assignDriver(): CabTripRecord {
    const index = Math.floor(Math.random() * this.trips.length);
    const [trip] = this.trips.splice(index, 1) as [CabTripRecord];
    return {
      ...trip,
      rcNumber: `KA01SM${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
      driverMobileNo: mobile(),
      driverName: person().slice(0, 30),
    };
  }
}

/** Sends one batch; a failed batch (the server down, a 4xx) is counted and the run goes on. */
async function send(opts: SimulateOptions, kind: Kind, records: unknown[], tally: KindTally, out: Out) {
  if (records.length === 0) return;
  tally.sent += records.length;
  try {
    const res = await fetch(`${opts.url}/api/ingest/v1/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ records }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { data: IngestResult | string };
    if (res.status !== 200 || typeof body.data === 'string') {
      tally.failedBatches++;
      out(`${kind}: the server answered ${res.status} ${typeof body.data === 'string' ? body.data : ''}`);
      return;
    }
    tally.accepted += body.data.accepted;
    tally.unchanged += body.data.unchanged;
    tally.refused += body.data.refused.length;
    for (const r of body.data.refused.slice(0, 3))
      out(
        `${kind} refused ${r.externalId ?? `#${r.index}`}: ${r.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
      );
  } catch (err) {
    tally.failedBatches++;
    out(`${kind}: ${(err as Error).message} (is the server running at ${opts.url}?)`);
  }
}

/**
 * Uploads the inspections' photo for the MG account once (docs/integration.md "Attachments"):
 * its fileId, or null (said, and counted as a failed inspections batch; they go without it).
 */
async function uploadPhoto(opts: SimulateOptions, tally: KindTally, out: Out): Promise<string | null> {
  const form = new FormData();
  form.set('mobileNo', MG_OWNER.mobileNo);
  form.set('type', MG_OWNER.type);
  form.set(INGEST_FILE_FIELD, new Blob([PHOTO], { type: 'image/png' }), 'inspection.png');
  try {
    const res = await fetch(`${opts.url}/api/ingest/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.key}` },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { data: IngestFileResult | string };
    if (res.status === 200 && typeof body.data !== 'string') return body.data.fileId;
    out(
      `inspections: the photo's upload was answered ${res.status} ${typeof body.data === 'string' ? body.data : ''}`,
    );
  } catch (err) {
    out(
      `inspections: the photo's upload failed: ${(err as Error).message} (is the server running at ${opts.url}?)`,
    );
  }
  tally.failedBatches++;
  return null;
}

/** Runs the simulation until `minutes` have passed or `stop` resolves; answers the tallies. */
export async function simulate(
  opts: SimulateOptions,
  out: Out,
  stop: Promise<void> = new Promise(() => undefined),
): Promise<Record<Kind, KindTally>> {
  const tallies = Object.fromEntries(
    KINDS.map((k) => [k, { sent: 0, accepted: 0, unchanged: 0, refused: 0, failedBatches: 0 }]),
  ) as Record<Kind, KindTally>;
  const sim = new Simulation();
  const endAt = Date.now() + opts.minutes * 60_000;
  const state = { stopped: false };
  void stop.then(() => (state.stopped = true));
  out(
    `Simulating ${opts.rate} records a second for ${Math.round(opts.minutes * 60)} s against ${opts.url} (Ctrl-C stops)`,
  );
  sim.photo = await uploadPhoto(opts, tallies.inspections, out);
  let second = 0;
  while (!state.stopped && Date.now() < endAt) {
    const started = Date.now();
    const batch = sim.tick(opts.rate);
    await Promise.all(
      (Object.keys(batch) as Kind[]).map((kind) => send(opts, kind, batch[kind], tallies[kind], out)),
    );
    if (++second % 10 === 0)
      out(
        `${new Date().toISOString().slice(11, 19)} sent ${Object.values(tallies).reduce((s, t) => s + t.sent, 0)} records`,
      );
    const wait = 1000 - (Date.now() - started);
    if (wait > 0) await Promise.race([new Promise((r) => setTimeout(r, wait)), stop]);
  }
  out('Sent:');
  for (const [kind, t] of Object.entries(tallies))
    out(
      `  ${kind.padEnd(11)} ${t.sent} sent: ${t.accepted} accepted, ${t.unchanged} unchanged, ${t.refused} refused${t.failedBatches > 0 ? `, ${t.failedBatches} batches failed` : ''}`,
    );
  return tallies;
}

/** The command: parses, runs, exit code 0 when every batch was answered. */
export async function runSimulate(argv: readonly string[], out: Out = console.log): Promise<number> {
  const opts = parseSimulateArgs(argv, process.env);
  if (Array.isArray(opts)) {
    for (const p of opts) console.error(p);
    return 1;
  }
  const stop = new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  const tallies = await simulate(opts, out, stop);
  return Object.values(tallies).some((t) => t.failedBatches > 0 && t.accepted === 0) ? 1 : 0;
}
