import type { Readable } from 'node:stream';
import { PAYOUT_MESSAGES, istDateOf, paiseToRupees, payoutReportFilename, type Payout } from '@oc/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { languageOfReader, textsFor, type Reader } from '../../lib/language';
import { isStorageKey, type FileStorage } from '../files/storage';
import * as repo from './payouts.repository';
import { buildPnrReport } from './payouts.report';

export interface PayoutsDeps {
  db: Db;
  /** The file storage; a payout's `pnrWiseReport` is the key of its report there (`payouts/<name>`). */
  storage: FileStorage;
}

export function toPayout(row: repo.PayoutRow): Payout {
  return {
    _id: row.id,
    operatorUser: { name: row.boName },
    billingStartDate: row.billingStart,
    billingEndDate: row.billingEnd,
    createdOn: row.generatedOn.toISOString(),
    createdBySystem: row.generatedBySystem,
    paymentAmount: paiseToRupees(row.amountPaise),
    pnrWiseReport: row.pnrWiseReport,
  };
}

/** Payout records of OPERATOR accounts and the PNR-wise report behind each. */
export class PayoutsService {
  constructor(private readonly deps: PayoutsDeps) {}

  async list(accountId: string, query: { fromDate?: number | undefined; toDate?: number | undefined }) {
    if (query.fromDate !== undefined && query.toDate !== undefined && query.fromDate > query.toDate)
      throw badRequest('From date must not be after to date');
    const rows = await repo.listPayouts(this.deps.db, accountId, {
      from: query.fromDate === undefined ? undefined : istDateOf(new Date(query.fromDate)),
      to: query.toDate === undefined ? undefined : istDateOf(new Date(query.toDate)),
    });
    return rows.map(toPayout);
  }

  /**
   * GET /user/weeklyReport: the .xlsx of the confirmed bookings of trips in the IST dates of the
   * range, in the reader's language.
   */
  async weeklyReport(
    account: { id: string; name: string },
    fromDate: number,
    toDate: number,
    reader: Reader,
  ): Promise<{ filename: string; body: Buffer }> {
    if (fromDate > toDate) throw badRequest('From date must not be after to date');
    if (toDate - fromDate > 92 * 86_400_000) throw badRequest('A report covers at most 92 days');
    const from = istDateOf(new Date(fromDate));
    const to = istDateOf(new Date(toDate));
    const rows = await repo.confirmedBookings(this.deps.db, account.id, from, to);
    const texts = await textsFor(await languageOfReader(this.deps.db, reader));
    const body = await buildPnrReport(rows, { accountName: account.name, from, to }, texts);
    return { filename: payoutReportFilename(fromDate, toDate), body };
  }

  /** The stored report file of one of the account's payouts (404 for another's or a missing file). */
  async storedReport(
    accountId: string,
    payoutId: string,
  ): Promise<{ filename: string; stream: Readable; size: number }> {
    const row = await repo.findPayout(this.deps.db, accountId, payoutId);
    // A key of another shape (a path leaving the storage) holds no report.
    if (!row?.pnrWiseReport || !isStorageKey(row.pnrWiseReport))
      throw notFound(PAYOUT_MESSAGES.reportNotFound);
    const stored = await this.deps.storage.get(row.pnrWiseReport);
    if (!stored) throw notFound(PAYOUT_MESSAGES.reportNotFound);
    const start = new Date(`${row.billingStart}T00:00:00+05:30`).getTime();
    const end = new Date(`${row.billingEnd}T23:59:59.999+05:30`).getTime();
    // The size goes out as Content-Length, so the web's download bar shows a percentage.
    return { filename: payoutReportFilename(start, end), ...stored };
  }
}
