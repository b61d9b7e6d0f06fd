import {
  CONTRACT_TEXTS,
  MG_REVENUE_DAYS,
  PAYMENT_SUMMARY_DEFAULT_DAYS,
  WEEKDAYS,
  addDaysToDate,
  contractExpiryOf,
  istDateOf,
  notPaidReasonOf,
  istStartOfDay,
  paiseToRupees,
  summaryFilename,
  tripRevenueExportFilename,
  weekdayOfDate,
  type Contract,
  type DownloadSummaryBody,
  type MgService,
  type PaymentSummary,
  type RevenueRow,
} from '@oc/contract';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/http-error';
import { languageOfReader, textsFor, type Reader } from '../../lib/language';
import * as repo from './contracts.repository';
import { renderRevenueXlsx } from './revenue-export';
import { renderStatementPdf } from './statement-pdf';
import { settleWeek, withUnpaidLines, type ContractTerms, type TripMoney } from './settlement';

/** The query of GET /user/tripRevenue and its export: a window of trip dates, RCs, a service. */
type RevenueQuery = { fromDate?: number; toDate?: number; rc?: string[]; serviceId?: string };

export interface ContractsDeps {
  db: DbOrTx;
  clock: Clock;
}

/** How many past weeks the job looks back for a week not closed yet (after a downtime). */
export const CLOSE_WEEKS_LOOKBACK = 12;

/** The Monday of the Mon–Sun week holding `date`. */
export function mondayOf(date: string): string {
  return addDaysToDate(date, -WEEKDAYS.indexOf(weekdayOfDate(date)));
}

/**
 * When a week is closed: Tuesday 00:00 IST after its Sunday, a day after the last trip of the week
 * has left (the longest demo trips arrive on Monday).
 */
export function weekClosesAt(weekStartDate: string): Date {
  return istStartOfDay(addDaysToDate(weekStartDate, 8));
}

/** The latest week that is closed at `now` (its Monday). */
export function lastClosableWeek(now: Date): string {
  const monday = mondayOf(istDateOf(now));
  const previous = addDaysToDate(monday, -7);
  return weekClosesAt(previous) <= now ? previous : addDaysToDate(previous, -7);
}

const rupees = (paise: number) => paiseToRupees(paise);

function termsOf(c: repo.ServiceRow['contract'] & object, brackets: repo.BracketRow[]): ContractTerms {
  return {
    serviceId: c.serviceId,
    type: c.type,
    validFrom: c.validFrom,
    validTo: c.validTo,
    runningCostPaise: c.runningCostPaise,
    freeDemandCancellation: c.freeDemandCancellation,
    roundTripTollPaise: c.roundTripTollPaise,
    additionalGuaranteePaise: c.additionalGuaranteePaise,
    brackets: brackets.map((b) => ({
      startPaise: b.startPaise,
      endPaise: b.endPaise,
      operatorShare: b.operatorShare,
    })),
  };
}

function summaryOut(s: Omit<repo.SummaryRow, 'lines'>): PaymentSummary {
  return {
    _id: s.id,
    operatorName: s.operatorName,
    weekStartDate: s.weekStartDate,
    weekEndDate: s.weekEndDate,
    commercialPercentage: s.commercialPercentage,
    tdsPercentage: s.tdsPercentage,
    amount: rupees(s.amountPaise),
    gst: rupees(s.gstPaise),
    tds: rupees(s.tdsPaise),
    addition: rupees(s.additionPaise),
    netAmountToBeReleased: rupees(s.netPaise),
    createdOn: s.createdOn.toISOString(),
  };
}

export class ContractsService {
  constructor(private readonly d: ContractsDeps) {}

  private today(): string {
    return istDateOf(this.d.clock.now());
  }

  /** GET /user/service */
  async services(accountId: string, query: { rc?: string[]; serviceId?: string }): Promise<MgService[]> {
    const today = this.today();
    const rows = await repo.servicesWithContracts(this.d.db, accountId, {
      ...(query.rc ? { rcs: query.rc } : {}),
      ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    });
    return rows.map((r) => {
      const c = r.contract;
      const contract: Contract | null = c
        ? {
            _id: c.id,
            name: c.name,
            runningCost: rupees(c.runningCostPaise),
            type: c.type,
            status: c.validTo < today ? 'EXPIRED' : 'ACTIVE',
            expiresSoon: contractExpiryOf(c.validTo, today) === 'EXPIRES_SOON',
            validFrom: c.validFrom,
            validTo: c.validTo,
            cancellationCharge: c.cancellationCharge,
            freeDemandCancellation: c.freeDemandCancellation,
            baseFuelRate: rupees(c.baseFuelRatePaise),
            roundTripToll: rupees(c.roundTripTollPaise),
            additionalGuarantee: rupees(c.additionalGuaranteePaise),
            revenueBracket: r.brackets.map((b) => ({
              start: rupees(b.startPaise),
              end: b.endPaise === null ? null : rupees(b.endPaise),
              companyShare: b.companyShare,
              operatorShare: b.operatorShare,
            })),
          }
        : null;
      return {
        _id: r.service.id,
        name: r.service.name,
        status: r.service.active ? 'ACTIVE' : 'INACTIVE',
        busType: { name: r.busType },
        busOperatorPayoutFrequency: c?.payoutFrequency ?? null,
        contract,
      };
    });
  }

  /** A window in epoch ms → IST dates; `defaultDays` back from today when absent. */
  private window(query: { fromDate?: number; toDate?: number }, defaultDays: number) {
    const today = this.today();
    const toDate = query.toDate === undefined ? today : istDateOf(new Date(query.toDate));
    const fromDate =
      query.fromDate === undefined
        ? addDaysToDate(query.toDate === undefined ? today : toDate, -(defaultDays - 1))
        : istDateOf(new Date(query.fromDate));
    return { fromDate, toDate };
  }

  /** GET /user/paymentSummary */
  async paymentSummaries(
    accountId: string,
    query: { fromDate?: number; toDate?: number },
  ): Promise<PaymentSummary[]> {
    const { fromDate, toDate } = this.window(query, PAYMENT_SUMMARY_DEFAULT_DAYS);
    const rows = await repo.summariesOverlapping(this.d.db, accountId, fromDate, toDate);
    return rows.map(summaryOut);
  }

  /** The revenue rows of a tripRevenue query (its window, RC and service filters) and the window. */
  private async revenueRows(accountId: string, query: RevenueQuery) {
    const { fromDate, toDate } = this.window(query, MG_REVENUE_DAYS);
    const rows = await repo.tripRevenueRows(this.d.db, accountId, {
      fromDate,
      toDate,
      ...(query.rc ? { rcs: query.rc } : {}),
      ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    });
    return { rows, fromDate, toDate };
  }

  /** GET /user/tripRevenue */
  async tripRevenue(accountId: string, query: RevenueQuery): Promise<RevenueRow[]> {
    const { rows } = await this.revenueRows(accountId, query);
    return rows.map((r) => ({
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      tripDate: r.tripDate,
      tripStatus: r.tripStatus,
      busRc: r.busRc,
      busType: r.busType,
      seatsSold: r.seatsSold,
      revenue: rupees(r.revenuePaise),
      cancellationCharge: rupees(r.cancellationChargePaise),
      contractValidTo: r.contractValidTo,
      // The weekly statement's rule (settleWeek): a trip outside its contract's days is not paid.
      notPaidReason: notPaidReasonOf(
        r.contractValidFrom === null || r.contractValidTo === null
          ? null
          : { validFrom: r.contractValidFrom, validTo: r.contractValidTo },
        r.tripDate,
      ),
    }));
  }

  /** GET /user/tripRevenueExport: the same rows as tripRevenue, as an .xlsx in the reader's language. */
  async tripRevenueExport(
    accountId: string,
    query: RevenueQuery,
    reader: Reader,
  ): Promise<{ filename: string; body: Buffer }> {
    const { rows, fromDate, toDate } = await this.revenueRows(accountId, query);
    const accountName = (await repo.accountName(this.d.db, accountId)) ?? '';
    const texts = await textsFor(await languageOfReader(this.d.db, reader));
    return {
      filename: tripRevenueExportFilename(fromDate, toDate),
      body: await renderRevenueXlsx(rows, { accountName, from: fromDate, to: toDate }, texts),
    };
  }

  /** POST /user/downloadSummary: the week's statement as a PDF, in the reader's language. */
  async statement(
    accountId: string,
    body: DownloadSummaryBody,
    reader: Reader,
  ): Promise<{ filename: string; body: Buffer }> {
    const start = body.weekStartDate.trim();
    const end = body.weekEndDate.trim();
    if (addDaysToDate(start, 6) !== end)
      throw badRequest(CONTRACT_TEXTS.notAWeek, [{ path: 'weekEndDate', message: CONTRACT_TEXTS.notAWeek }]);
    const stored = await repo.summaryOfWeek(this.d.db, accountId, start);
    if (!stored) throw notFound(CONTRACT_TEXTS.summaryNotFound);
    const summary = await this.withEveryTrip(stored);
    const pdf = await renderStatementPdf(summary, await languageOfReader(this.d.db, reader));
    return {
      filename: summaryFilename(summary.weekStartDate, summary.weekEndDate, summary.operatorName),
      body: pdf,
    };
  }

  /**
   * A statement closed before unpaid trips were listed (no line says why it is not paid) gets the
   * week's unpaid trips added to its lines, recomputed from the trips and contracts now, and stored
   * (`withUnpaidLines`: only lines not paid and not listed yet, so its amount, GST, TDS, additions,
   * net and earnings stay as issued). A current statement is answered as it is. `weekTrips` and
   * `contracts` when the caller has them (closeWeeks), else read here.
   */
  private async withEveryTrip(
    summary: repo.SummaryRow,
    db: DbOrTx = this.d.db,
    known?: { weekTrips: readonly TripMoney[]; contracts: ReadonlyMap<string, ContractTerms> },
  ): Promise<repo.SummaryRow> {
    if (summary.lines.some((l) => l.notPaidReason)) return summary;
    const weekTrips =
      known?.weekTrips ??
      (await repo.tripRevenueRows(db, summary.accountId, {
        fromDate: summary.weekStartDate,
        toDate: summary.weekEndDate,
      }));
    const contracts = known?.contracts ?? (await this.contractTermsOf(db, summary.accountId));
    const recomputed = settleWeek({
      trips: weekTrips,
      contracts,
      commercialPercentage: summary.commercialPercentage,
      tdsPercentage: summary.tdsPercentage,
    });
    const lines = withUnpaidLines(summary.lines, recomputed.lines);
    if (!lines) return summary;
    await repo.addUnpaidLines(db, summary.accountId, summary.id, lines);
    return { ...summary, lines };
  }

  private async contractTermsOf(db: DbOrTx, accountId: string): Promise<Map<string, ContractTerms>> {
    return new Map(
      (await repo.contractsOf(db, accountId)).map((c) => [
        c.contract.serviceId,
        termsOf(c.contract, c.brackets),
      ]),
    );
  }

  /**
   * Closes one Mon–Sun week of an MG account: its trips (by the revenue query), the contracts in force
   * and the account's terms give the statement (settleWeek), written once. A second close of the same
   * week answers the stored one. Refused for a week not over yet.
   */
  async closeWeek(
    accountId: string,
    weekStartDate: string,
    createdOn: Date = this.d.clock.now(),
    db: DbOrTx = this.d.db,
  ): Promise<{ summary: repo.SummaryRow; created: boolean }> {
    const [result] = await this.closeWeeks(accountId, [weekStartDate], () => createdOn, db);
    if (!result) throw new Error('no week closed');
    return result;
  }

  /**
   * What closing the week would write, without writing it (a proposal's figures): the net and
   * the trips. Refused like a close: a week not over, an account without terms.
   */
  async previewWeek(accountId: string, weekStartDate: string, now: Date, db: DbOrTx = this.d.db) {
    if (mondayOf(weekStartDate) !== weekStartDate) throw badRequest('A week starts on a Monday');
    if (weekClosesAt(weekStartDate) > now)
      throw badRequest(
        `The week of ${weekStartDate} is closed from ${weekClosesAt(weekStartDate).toISOString()}`,
      );
    const terms = await repo.payoutTermsOf(db, accountId);
    if (!terms) throw notFound('This account has no commercial terms (mg_payout_terms)');
    const trips = await repo.tripRevenueRows(db, accountId, {
      fromDate: weekStartDate,
      toDate: addDaysToDate(weekStartDate, 6),
    });
    const totals = settleWeek({
      trips,
      contracts: await this.contractTermsOf(db, accountId),
      commercialPercentage: terms.commercialPercentage,
      tdsPercentage: terms.tdsPercentage,
    });
    return { netPaise: totals.netPaise, trips: trips.length };
  }

  /**
   * {@link closeWeek} for several weeks of one account (the seeder's twelve, the job's catch-up): the
   * terms, contracts and the span's revenue rows are read once. `createdOnOf` gives each week's close.
   */
  async closeWeeks(
    accountId: string,
    weekStartDates: readonly string[],
    createdOnOf: (weekStartDate: string) => Date,
    db: DbOrTx = this.d.db,
  ): Promise<{ summary: repo.SummaryRow; created: boolean }[]> {
    for (const week of weekStartDates) {
      if (mondayOf(week) !== week) throw badRequest('A week starts on a Monday');
      if (weekClosesAt(week) > createdOnOf(week))
        throw badRequest(`The week of ${week} is closed from ${weekClosesAt(week).toISOString()}`);
    }
    const sorted = [...weekStartDates].sort();
    const first = sorted[0];
    const last = sorted.at(-1);
    if (first === undefined || last === undefined) return [];
    const terms = await repo.payoutTermsOf(db, accountId);
    if (!terms) throw notFound('This account has no commercial terms (mg_payout_terms)');
    const name = (await repo.accountName(db, accountId)) ?? '';
    const contracts = await this.contractTermsOf(db, accountId);
    const span = await repo.tripRevenueRows(db, accountId, {
      fromDate: first,
      toDate: addDaysToDate(last, 6),
    });
    const results: { summary: repo.SummaryRow; created: boolean }[] = [];
    for (const weekStartDate of weekStartDates) {
      const weekEndDate = addDaysToDate(weekStartDate, 6);
      const weekTrips = span.filter((t) => t.tripDate >= weekStartDate && t.tripDate <= weekEndDate);
      const existing = await repo.summaryOfWeek(db, accountId, weekStartDate);
      if (existing) {
        // Closed before unpaid trips were listed: they are added, its money stays as issued.
        const summary = await this.withEveryTrip(existing, db, { weekTrips, contracts });
        results.push({ summary, created: false });
        continue;
      }
      const totals = settleWeek({
        trips: weekTrips,
        contracts,
        commercialPercentage: terms.commercialPercentage,
        tdsPercentage: terms.tdsPercentage,
      });
      const inserted = await repo.insertSummary(db, {
        accountId,
        operatorName: name,
        weekStartDate,
        weekEndDate,
        commercialPercentage: terms.commercialPercentage,
        tdsPercentage: terms.tdsPercentage,
        earningsPaise: totals.earningsPaise,
        commercialPaise: totals.commercialPaise,
        amountPaise: totals.amountPaise,
        gstPaise: totals.gstPaise,
        tdsPaise: totals.tdsPaise,
        additionPaise: totals.additionPaise,
        netPaise: totals.netPaise,
        lines: totals.lines,
        createdOn: createdOnOf(weekStartDate),
      });
      const summary = inserted ?? (await repo.summaryOfWeek(db, accountId, weekStartDate));
      if (!summary) throw new Error('weekly summary vanished');
      results.push({ summary, created: inserted !== undefined });
    }
    return results;
  }

  /**
   * The job's step: for every MG account with terms, closes the latest closed week and any of the
   * CLOSE_WEEKS_LOOKBACK before it that has no statement yet. Answers how many it wrote.
   */
  async closeDueWeeks(): Promise<number> {
    const now = this.d.clock.now();
    const last = lastClosableWeek(now);
    const first = addDaysToDate(last, -7 * (CLOSE_WEEKS_LOOKBACK - 1));
    let written = 0;
    const weeks = Array.from({ length: CLOSE_WEEKS_LOOKBACK }, (_, i) => addDaysToDate(first, 7 * i));
    for (const accountId of await repo.mgAccountsWithTerms(this.d.db)) {
      const closed = new Set(
        (await repo.summariesOverlapping(this.d.db, accountId, first, addDaysToDate(last, 6))).map(
          (s) => s.weekStartDate,
        ),
      );
      const open = weeks.filter((week) => !closed.has(week));
      const firstOpen = open[0];
      if (firstOpen === undefined) continue;
      // Weeks without a statement that had trips (a new account does not get empty history).
      const tripDates = await repo.tripDatesBetween(this.d.db, accountId, firstOpen, addDaysToDate(last, 6));
      const due = open.filter((week) => tripDates.some((d) => d >= week && d <= addDaysToDate(week, 6)));
      if (due.length === 0) continue;
      const results = await this.closeWeeks(accountId, due, () => now);
      written += results.filter((r) => r.created).length;
    }
    return written;
  }
}
