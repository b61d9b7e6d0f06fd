import {
  addDaysToDate,
  fleetAmountStatus,
  fleetDefaultWindow,
  fleetExportFilename,
  istDateOf,
  paiseToRupees,
  type FleetDay,
  type FleetSummary,
  type TripContract,
  type fleetSummaryQuerySchema,
} from '@oc/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { languageOfReader, textsFor, type Reader } from '../../lib/language';
import { buildFleetWorkbook } from './fleet.export';
import * as repo from './fleet.repository';

export interface FleetDeps {
  db: Db;
  clock: Clock;
}

type SummaryQuery = z.output<typeof fleetSummaryQuerySchema>;

/**
 * Fleet payment summary (docs/architecture.md "Fleet payment summary"): the acting CABOWNER
 * account's trip contracts in a range and the figures the server computes from them. A trip earns
 * its supply cost when it has started (start ≤ now), its contract had not ended before the start and
 * a driver was recorded on it; trips not started, expired contracts and trips without a driver are
 * listed but earn nothing.
 */
export class FleetService {
  constructor(private readonly d: FleetDeps) {}

  /** GET /assetType. */
  assetTypes(accountId: string): Promise<string[]> {
    return repo.assetTypes(this.d.db, accountId);
  }

  /** GET /fmlmPaymentSummary. */
  async summary(accountId: string, q: SummaryQuery): Promise<FleetSummary> {
    const now = this.d.clock.now().getTime();
    const window =
      q.fromDate !== undefined && q.toDate !== undefined
        ? { fromDate: q.fromDate, toDate: q.toDate }
        : fleetDefaultWindow(now);
    const rows = await repo.listContracts(this.d.db, accountId, {
      from: new Date(window.fromDate),
      to: new Date(window.toDate),
      ...(q.fromCityId && q.toCityId ? { cities: { fromCityId: q.fromCityId, toCityId: q.toCityId } } : {}),
      ...(q.routeType ? { routeType: q.routeType } : {}),
      ...(q.assetType !== undefined ? { assetType: q.assetType } : {}),
    });
    return summarize(rows, window, now);
  }

  /** GET /fmlmPaymentSummary/export: the same summary as an .xlsx, in the reader's language. */
  async export(
    account: { id: string; name: string },
    q: SummaryQuery,
    reader: Reader,
  ): Promise<{ filename: string; body: Buffer }> {
    const summary = await this.summary(account.id, q);
    const texts = await textsFor(await languageOfReader(this.d.db, reader));
    const body = await buildFleetWorkbook(summary, account.name, texts);
    return { filename: fleetExportFilename(summary.fromDate, summary.toDate), body };
  }
}

/** The figures of §3 from the rows (pure; money summed in paise, answered in rupees). */
export function summarize(
  rows: repo.ContractRow[],
  window: { fromDate: number; toDate: number },
  now: number,
): FleetSummary {
  const days = new Map<string, { paise: number; trips: number }>();
  const first = istDateOf(new Date(window.fromDate));
  const last = istDateOf(new Date(window.toDate));
  for (let d = first; d <= last; d = addDaysToDate(d, 1)) days.set(d, { paise: 0, trips: 0 });

  let totalPaise = 0;
  let highestPaise = 0;
  let earning = 0;
  const tripContracts: TripContract[] = rows.map((r) => {
    const startTime = r.startAt.getTime();
    const isContractExpired = r.contractValidUntil.getTime() < startTime;
    const amountStatus = fleetAmountStatus(
      { startTime, isContractExpired, hasDriver: Boolean(r.vehicleRc && r.driverMobile && r.driverName) },
      now,
    );
    const day = days.get(istDateOf(r.startAt));
    if (day) day.trips += 1;
    if (amountStatus === 'EARNED') {
      earning += 1;
      totalPaise += r.supplyCostPaise;
      highestPaise = Math.max(highestPaise, r.supplyCostPaise);
      if (day) day.paise += r.supplyCostPaise;
    }
    return {
      id: r.id,
      groupCode: r.groupCode,
      from: r.from,
      to: r.to,
      startTime,
      supplyCost: paiseToRupees(r.supplyCostPaise),
      seater: r.seater,
      routeType: r.routeType,
      isContractExpired,
      amountStatus,
    };
  });
  const avgPaise = earning === 0 ? 0 : Math.round(totalPaise / earning);
  const dayList: FleetDay[] = [...days].map(([date, v]) => ({
    date,
    earnings: paiseToRupees(v.paise),
    trips: v.trips,
  }));
  return {
    tripContracts,
    totalTrips: tripContracts.length,
    totalEarnings: paiseToRupees(totalPaise),
    avgTripEarning: paiseToRupees(avgPaise),
    highestTripEarning: paiseToRupees(highestPaise),
    earningTrips: earning,
    fromDate: window.fromDate,
    toDate: window.toDate,
    days: dayList,
  };
}
