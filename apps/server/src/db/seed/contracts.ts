import { randomUUID } from 'node:crypto';
import { CONTRACT_TYPE_LABELS, addDaysToDate, istDateOf, istStartOfDay, weekdayOfDate } from '@oc/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  accountProfiles,
  accounts,
  bookings,
  busTypes,
  mgPayoutTerms,
  revenueBrackets,
  serviceContracts,
  services,
  trips,
} from '../schema';
import { ContractsService, lastClosableWeek, weekClosesAt } from '../../modules/contracts/contracts.service';
import { tripRevenueRows } from '../../modules/contracts/contracts.repository';
import { PAST_DAYS, insertJson } from './core';
import { Rng } from './random';

/** MG demo accounts have trips going back a year (Trips and Revenue over a year of data). */
export const MG_HISTORY_DAYS = 364;
/** Weekly payment summaries the demo starts with: the last 12 closed weeks. */
export const DEMO_SUMMARY_WEEKS = 12;

const MINUTE = 60_000;
const FIRST = [
  'Aarav',
  'Harpreet',
  'Jaspreet',
  'Kavya',
  'Manish',
  'Neha',
  'Rahul',
  'Simran',
  'Sneha',
  'Vikram',
];
const LAST = ['Gill', 'Sharma', 'Singh', 'Patil', 'Kulkarni', 'Mehta', 'Verma', 'Joshi', 'Bedi', 'Sandhu'];
const OWN_HEAVY: readonly (readonly ['WEB' | 'APP' | 'AGENT' | 'COUNTER', number])[] = [
  ['APP', 45],
  ['WEB', 30],
  ['AGENT', 15],
  ['COUNTER', 10],
];

/** Rupees rounded to ₹500, as paise. */
const round500 = (paise: number) => Math.round(paise / 50_000) * 50_000;

/**
 * The MG accounts' money: (1) trips before the core seed's window back to MG_HISTORY_DAYS, with a few
 * bookings each (their own PRNG, so the core data stays as it was); (2) each account's commercial
 * terms; (3) a contract per service, sized on the service's typical trip revenue — four brackets
 * for most, fewer for some, one expired (its trips since are listed unpaid), one ending in 10 days; (4) the last DEMO_SUMMARY_WEEKS closed weeks, written by
 * the weekly job's own closeWeek over those trips, so every statement matches its trips.
 */
export async function seedDemoContracts(tx: DbOrTx, opts: { now: Date }): Promise<{ summaries: number }> {
  const now = opts.now;
  const today = istDateOf(now);
  const mgAccounts = await tx
    .select({ id: accounts.id, name: accounts.name, subType: accountProfiles.subType })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(eq(accounts.type, 'BUSOWNER'))
    .orderBy(asc(accounts.name));
  const service = new ContractsService({ db: tx, clock: { now: () => now } });
  let summaries = 0;

  for (const account of mgAccounts) {
    const rng = new Rng(`contracts:${account.name}:${today}`);
    const svc = await tx
      .select({
        id: services.id,
        name: services.name,
        startTime: services.startTime,
        seaterFare: services.baseSeaterFarePaise,
        sleeperFare: services.baseSleeperFarePaise,
        seaterCount: busTypes.seaterCount,
        sleeperCount: busTypes.sleeperCount,
      })
      .from(services)
      .innerJoin(busTypes, eq(busTypes.id, services.busTypeId))
      .where(eq(services.accountId, account.id))
      .orderBy(asc(services.startTime), asc(services.name));
    if (svc.length === 0) continue;

    // (1) History: trips from today − MG_HISTORY_DAYS to the day before the core window.
    const firstCore = addDaysToDate(today, -PAST_DAYS);
    const tripRows: (typeof trips.$inferInsert)[] = [];
    const bookingRows: (typeof bookings.$inferInsert)[] = [];
    let pnrSeq = 0;
    for (const s of svc) {
      const rcs = (
        await tx
          .selectDistinct({ rc: trips.busRc })
          .from(trips)
          .where(and(eq(trips.accountId, account.id), eq(trips.serviceId, s.id), isNotNull(trips.busRc)))
      ).flatMap((r) => (r.rc ? [r.rc] : []));
      const [h = 0, m = 0] = s.startTime.split(':').map(Number);
      const capacity = s.seaterCount + s.sleeperCount;
      const popularity = 0.55 + rng.next() * 0.3;
      for (let d = -MG_HISTORY_DAYS; d < -PAST_DAYS; d++) {
        const tripDate = addDaysToDate(today, d);
        if (tripDate >= firstCore) break;
        const departureAt = new Date(istStartOfDay(tripDate).getTime() + (h * 60 + m) * MINUTE);
        const cancelled = rng.chance(0.012);
        const tripId = randomUUID();
        tripRows.push({
          accountId: account.id,
          id: tripId,
          serviceId: s.id,
          tripDate,
          departureAt,
          status: cancelled ? 'CANCELLED' : 'COMPLETED',
          busRc: rcs.length > 0 ? (rcs[(d + 400) % rcs.length] ?? null) : null,
        });
        const weekday = weekdayOfDate(tripDate);
        const weekend = weekday === 'FRI' || weekday === 'SAT' || weekday === 'SUN';
        const seatNo = { SEATER: 0, SLEEPER: 0 };
        let toSell = Math.round(
          capacity * Math.min(0.97, popularity + (weekend ? 0.12 : 0) + (rng.next() - 0.5) * 0.2),
        );
        while (toSell > 0) {
          const seats = Math.min(toSell, rng.int(4, 9));
          toSell -= seats;
          const sleeper =
            s.sleeperCount > 0 && (s.seaterCount === 0 || rng.chance(s.sleeperCount / capacity));
          const base = (sleeper ? s.sleeperFare : s.seaterFare) ?? s.seaterFare ?? s.sleeperFare ?? 0;
          const seatFare =
            Math.round((base * (weekend ? 1.1 : 1) * rng.pick([0.95, 1, 1, 1.05])) / 500) * 500;
          const bookedAt = new Date(departureAt.getTime() - rng.int(60, 14 * 24 * 60) * MINUTE);
          const passengerCancels = !cancelled && rng.chance(0.07);
          pnrSeq++;
          const seatType = sleeper ? 'SLEEPER' : 'SEATER';
          const seatNumbers = Array.from(
            { length: seats },
            () => `${sleeper ? 'L' : 'S'}${++seatNo[seatType]}`,
          );
          bookingRows.push({
            accountId: account.id,
            tripId,
            // History PNRs carry a '1', which the core seed's alphabet never uses: no clash.
            pnr: `H1${String(pnrSeq).padStart(7, '0')}`,
            passengerName: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
            passengerMobile: `9${String(rng.int(100_000_000, 999_999_999))}`,
            seatType,
            seatNumbers,
            seats,
            farePaise: seatFare * seats,
            status: cancelled || passengerCancels ? 'CANCELLED' : 'CONFIRMED',
            channel: rng.weighted(OWN_HEAVY),
            bookedAt,
            cancelledAt:
              cancelled || passengerCancels
                ? new Date(bookedAt.getTime() + rng.next() * (departureAt.getTime() - bookedAt.getTime()))
                : null,
          });
        }
      }
    }
    await insertJson(tx, trips, tripRows);
    await insertJson(tx, bookings, bookingRows);

    // (2) Commercial terms; TDS by 194C (1 % individuals and proprietors, else 2 %).
    const individual = account.subType === 'INDIVIDUAL' || account.subType === 'PROPRIETORSHIP';
    await tx.insert(mgPayoutTerms).values({
      accountId: account.id,
      commercialPercentage: rng.pick([0.08, 0.1, 0.12]),
      tdsPercentage: individual ? 0.01 : 0.02,
    });

    // (3) Contracts, sized on each service's typical trip revenue over the last 8 weeks.
    const recent = await tripRevenueRows(tx, account.id, {
      fromDate: addDaysToDate(today, -56),
      toDate: addDaysToDate(today, -1),
    });
    for (const [index, s] of svc.entries()) {
      const revenues = recent
        .filter((r) => r.serviceId === s.id && r.tripStatus !== 'CANCELLED')
        .map((r) => r.revenuePaise)
        .sort((a, b) => a - b);
      const typical = revenues[Math.floor(revenues.length / 2)] ?? 2_000_000;
      const guarantee = round500(typical * 0.72);
      const additional = round500(typical * 0.04);
      const runningCost = guarantee - additional;
      const expired = index === 3;
      // One contract ends within the warning window (CONTRACT_EXPIRY_WARNING_DAYS), so its warning shows.
      const endingSoon = index === 1;
      const bracketCount = index % 3 === 2 ? 2 : index === 3 ? 3 : 4;
      const type = bracketCount === 2 ? 'REVENUE_SHARE' : 'MINIMUM_GUARANTEE';
      const contractId = randomUUID();
      await tx.insert(serviceContracts).values({
        accountId: account.id,
        id: contractId,
        serviceId: s.id,
        // The name says the type ('… minimum guarantee contract'), never another one.
        name: `${s.name} ${CONTRACT_TYPE_LABELS[type].toLowerCase()} contract`,
        type,
        payoutFrequency: (['WEEKLY', 'FORTNIGHTLY', 'WEEKLY', 'MONTHLY'] as const)[index % 4] ?? 'WEEKLY',
        validFrom: addDaysToDate(today, -400),
        validTo: expired
          ? addDaysToDate(today, -40)
          : endingSoon
            ? addDaysToDate(today, 10)
            : addDaysToDate(today, 330),
        runningCostPaise: runningCost,
        cancellationCharge: rng.pick([0.1, 0.15, 0.25]),
        freeDemandCancellation: rng.int(0, 1),
        baseFuelRatePaise: rng.pick([8_962, 9_015, 9_264]),
        roundTripTollPaise: round500(typical * 0.03),
        additionalGuaranteePaise: additional,
      });
      const g = runningCost + additional;
      const t1 = round500(typical * 0.9);
      const t2 = round500(typical * 1.05);
      const brackets =
        bracketCount === 4
          ? [
              // Fixed guarantee, operator share, company share, above the threshold shared 50:50 / 60:40.
              { startPaise: 0, endPaise: g, companyShare: 0, operatorShare: 1 },
              { startPaise: g, endPaise: t1, companyShare: 0.25, operatorShare: 0.75 },
              { startPaise: t1, endPaise: t2, companyShare: 1, operatorShare: 0 },
              {
                startPaise: t2,
                endPaise: null,
                ...(index % 2
                  ? { companyShare: 0.4, operatorShare: 0.6 }
                  : { companyShare: 0.5, operatorShare: 0.5 }),
              },
            ]
          : bracketCount === 3
            ? [
                { startPaise: 0, endPaise: g, companyShare: 0, operatorShare: 1 },
                { startPaise: g, endPaise: t2, companyShare: 0.5, operatorShare: 0.5 },
                { startPaise: t2, endPaise: null, companyShare: 0.7, operatorShare: 0.3 },
              ]
            : [
                { startPaise: 0, endPaise: t1, companyShare: 0.2, operatorShare: 0.8 },
                { startPaise: t1, endPaise: null, companyShare: 0.35, operatorShare: 0.65 },
              ];
      await tx
        .insert(revenueBrackets)
        .values(brackets.map((b, position) => ({ accountId: account.id, contractId, position, ...b })));
    }

    // (4) The last DEMO_SUMMARY_WEEKS closed weeks, each as the job closes it (created when it closed).
    const last = lastClosableWeek(now);
    const weeks = Array.from({ length: DEMO_SUMMARY_WEEKS }, (_, i) =>
      addDaysToDate(last, -7 * (DEMO_SUMMARY_WEEKS - 1 - i)),
    );
    const closed = await service.closeWeeks(account.id, weeks, weekClosesAt, tx);
    summaries += closed.filter((c) => c.created).length;
  }
  return { summaries };
}
