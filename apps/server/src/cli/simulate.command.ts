/**
 * `npm run simulate -- [--rate 20] [--minutes 5] [--url http://127.0.0.1:3000] [--key ock_…]`
 * (issue 39; README "Simulator"): plays a provider's live day against a running server through the
 * ingestion API only — new bookings on today's services (and some cancelled), cab trips with their
 * bookings and marshals that get a driver as they near their start — so a demo shows Home and
 * Trips moving. `--rate` records a second, spread over the kinds; it stops by itself after
 * `--minutes` (or on Ctrl-C) and prints what it sent and what the server answered. The key defaults
 * to the demo data's public key; the demo accounts and services are the demo data's.
 */
import { parseArgs } from 'node:util';
import { istDateOf, type BookingRecord, type CabTripRecord, type IngestResult } from '@oc/contract';
import { DEMO_API_KEY, DEMO_CITIES, DEMO_SERVICE_PLANS } from '../db/seed';

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

type Kind = 'bookings' | 'cab-trips';
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
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

/** One simulated day: what it has sent, so later records can change earlier ones. */
export class Simulation {
  private n = 0;
  private readonly run = Date.now().toString(36).slice(-6).toUpperCase();
  private readonly sold: BookingRecord[] = [];
  private readonly trips: CabTripRecord[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** What this second sold and started: changed only from the next second on (one record a batch). */
  private readonly fresh = { sold: [] as BookingRecord[], trips: [] as CabTripRecord[] };

  /** `count` records of each kind for one second of the day. */
  tick(count: number): Record<Kind, unknown[]> {
    this.sold.push(...this.fresh.sold.splice(0));
    this.trips.push(...this.fresh.trips.splice(0));
    const out: Record<Kind, unknown[]> = { bookings: [], 'cab-trips': [] };
    for (let i = 0; i < count; i++) {
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

/** Runs the simulation until `minutes` have passed or `stop` resolves; answers the tallies. */
export async function simulate(
  opts: SimulateOptions,
  out: Out,
  stop: Promise<void> = new Promise(() => undefined),
): Promise<Record<Kind, KindTally>> {
  const tallies: Record<Kind, KindTally> = {
    bookings: { sent: 0, accepted: 0, unchanged: 0, refused: 0, failedBatches: 0 },
    'cab-trips': { sent: 0, accepted: 0, unchanged: 0, refused: 0, failedBatches: 0 },
  };
  const sim = new Simulation();
  const endAt = Date.now() + opts.minutes * 60_000;
  const state = { stopped: false };
  void stop.then(() => (state.stopped = true));
  out(
    `Simulating ${opts.rate} records a second for ${Math.round(opts.minutes * 60)} s against ${opts.url} (Ctrl-C stops)`,
  );
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
      `  ${kind.padEnd(10)} ${t.sent} sent: ${t.accepted} accepted, ${t.unchanged} unchanged, ${t.refused} refused${t.failedBatches > 0 ? `, ${t.failedBatches} batches failed` : ''}`,
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
