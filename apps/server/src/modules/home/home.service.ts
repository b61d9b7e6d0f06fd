import {
  CONTRACT_EXPIRY_WARNING_DAYS,
  HOME_ACTION_DAYS,
  HOME_DRIVERLESS_SHOWN,
  HOME_DRIVERLESS_WINDOW_MS,
  HOME_LOW_RATING_MAX,
  HOME_SNAPSHOT_INTERVAL_MS,
  addDaysToDate,
  isGstinRequiredFor,
  kycDocumentsFor,
  paiseToRupees,
  type HomeAction,
  type HomeActions,
  type UserType,
  isCampaignAboutToExpire,
  isCampaignExpired,
  istDateOf,
  istStartOfDay,
  type HomeSummary,
  type SalesTrend,
  type MgHomeSummary,
} from '@oc/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CabService } from '../cab/cab.service';
import { DB_DOC } from '../kyc/doc-types';
import * as actionsRepo from './actions.repository';
import * as repo from './home.repository';
import type { HomeSnapshotRow } from './home.repository';

export interface HomeDeps {
  db: Db;
  clock: Clock;
  /** The cab model's trips: driverless trips and trips past their contract, for the action list. */
  cab: Pick<CabService, 'driverlessSoon' | 'tripsPastContract'>;
}

const DAY_MS = 86_400_000;

export interface HomeCaller {
  accountId: string;
  accountName: string;
  name: string;
}

const rupees = (paise: number) => Math.round(paise) / 100;

export class HomeService {
  constructor(private readonly d: HomeDeps) {}

  /** Takes a snapshot of today's figures for every account (or one) at the clock's now. */
  async takeSnapshots(accountId?: string): Promise<HomeSnapshotRow[]> {
    return this.snapshotsIn(this.d.db, accountId ? [accountId] : undefined);
  }

  /**
   * Takes a snapshot of these accounts' figures inside `db` (a transaction that just changed their
   * bookings: the ingestion API), so Home shows a sale as soon as it is known.
   */
  async snapshotsIn(db: DbOrTx, accountIds?: readonly string[]): Promise<HomeSnapshotRow[]> {
    const at = this.d.clock.now();
    const today = istDateOf(at);
    const figures = await repo.salesBetween(
      db,
      istStartOfDay(today),
      at,
      accountIds ? [...accountIds] : undefined,
    );
    return repo.insertSnapshots(
      db,
      figures.map((f) => ({ ...f, businessDate: today, takenAt: at })),
    );
  }

  /**
   * The job's step: a new snapshot of every account whose latest one is 2 hours old or of an earlier
   * IST day (or that has none). Per account, so a snapshot taken on read (todaysSnapshot) for one
   * account does not hold back the others. Several processes may run it; an advisory lock lets one
   * of them do the work. Answers whether it took snapshots.
   */
  async snapshotIfDue(): Promise<boolean> {
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.tryLockSnapshots(tx))) return false;
      const today = istDateOf(now);
      const due = await repo.accountsDueForSnapshot(
        tx,
        today,
        new Date(now.getTime() - HOME_SNAPSHOT_INTERVAL_MS),
      );
      if (due.length === 0) return false;
      const figures = await repo.salesBetween(tx, istStartOfDay(today), now, due);
      await repo.insertSnapshots(
        tx,
        figures.map((f) => ({ ...f, businessDate: today, takenAt: now })),
      );
      return true;
    });
  }

  /** The account's latest snapshot of today; when there is none yet (new day, new account) one is taken. */
  private async todaysSnapshot(accountId: string): Promise<HomeSnapshotRow> {
    const today = istDateOf(this.d.clock.now());
    const latest = await repo.latestSnapshot(this.d.db, accountId);
    if (latest && latest.businessDate === today) return latest;
    const [taken] = await this.takeSnapshots(accountId);
    if (!taken) throw new Error(`No snapshot taken for account ${accountId}`);
    return taken;
  }

  /** GET /user/: today's figures and the deal notifications. */
  async summary(caller: HomeCaller): Promise<HomeSummary> {
    const snap = await this.todaysSnapshot(caller.accountId);
    const today = istDateOf(this.d.clock.now());
    const ends = await repo.campaignEndDates(this.d.db, caller.accountId);
    return {
      name: caller.name,
      accountName: caller.accountName,
      revenue: rupees(snap.revenuePaise),
      confirmedSeats: snap.confirmedSeats,
      cancelledSeats: snap.cancelledSeats,
      lastUpdatedAt: snap.takenAt.toISOString(),
      dealsRenew: ends.filter((e) => isCampaignAboutToExpire(e, today)).length,
      dealsExpired: ends.filter((e) => isCampaignExpired(e, today)).length,
    };
  }

  /**
   * GET /user/actions (issue 41): what needs the operator now, by business model; only kinds with
   * something to do. Read live (the action list must not say "no driver" after one was assigned).
   */
  async actions(accountId: string, type: UserType): Promise<HomeActions> {
    const items = await this.actionsOf(accountId, type);
    return { items: items.filter((i): i is HomeAction => i !== null) };
  }

  private async actionsOf(accountId: string, type: UserType): Promise<(HomeAction | null)[]> {
    const db = this.d.db;
    const now = this.d.clock.now();
    const today = istDateOf(now);
    switch (type) {
      case 'CABOWNER': {
        const [driverless, pastContract] = await Promise.all([
          this.d.cab.driverlessSoon(accountId, HOME_DRIVERLESS_WINDOW_MS, HOME_DRIVERLESS_SHOWN),
          this.d.cab.tripsPastContract(accountId, HOME_ACTION_DAYS * DAY_MS),
        ]);
        return [
          driverless.count > 0 ? { kind: 'tripsWithoutDriver', ...driverless } : null,
          pastContract > 0 ? { kind: 'tripContractsEnding', count: pastContract } : null,
        ];
      }
      case 'BUSOWNER': {
        const [contracts, statement, lowRatings, claims] = await Promise.all([
          actionsRepo.contractsEnding(
            db,
            accountId,
            today,
            addDaysToDate(today, CONTRACT_EXPIRY_WARNING_DAYS),
          ),
          actionsRepo.latestStatementSince(db, accountId, addDaysToDate(today, -HOME_ACTION_DAYS)),
          actionsRepo.lowRatingsSince(
            db,
            accountId,
            new Date(now.getTime() - HOME_ACTION_DAYS * DAY_MS),
            HOME_LOW_RATING_MAX,
          ),
          actionsRepo.claimsWaiting(db, accountId),
        ]);
        return [
          contracts.expired + contracts.expiring > 0 ? { kind: 'contractsEnding', ...contracts } : null,
          statement
            ? {
                kind: 'weeklyStatement',
                weekStartDate: statement.weekStartDate,
                weekEndDate: statement.weekEndDate,
                net: paiseToRupees(statement.netPaise),
              }
            : null,
          lowRatings > 0 ? { kind: 'lowRatings', count: lowRatings } : null,
          claims.count > 0
            ? { kind: 'claimsWaiting', count: claims.count, amount: paiseToRupees(claims.amountPaise) }
            : null,
        ];
      }
      case 'OPERATOR': {
        const [deals, kyc, wallet] = await Promise.all([
          actionsRepo.dealsEndingBetween(db, accountId, today, addDaysToDate(today, HOME_ACTION_DAYS - 1)),
          actionsRepo.kycState(db, accountId),
          this.walletLow(accountId),
        ]);
        let kycLeft: HomeAction | null = null;
        if (kyc) {
          const needed = kycDocumentsFor({
            subType: kyc.subType,
            isGSTINRequired: isGstinRequiredFor(kyc.subType, kyc.turnoverPaise, kyc.isGstinRequired),
          });
          const left = needed.filter((d) => !kyc.verified.includes(DB_DOC[d])).length;
          if (left > 0) kycLeft = { kind: 'kycLeft', left, total: needed.length };
        }
        return [deals > 0 ? { kind: 'dealsEnding', count: deals } : null, kycLeft, wallet];
      }
      case 'ELECTRIC':
        return [await this.walletLow(accountId)];
    }
  }

  private async walletLow(accountId: string): Promise<HomeAction | null> {
    const w = await actionsRepo.walletAlert(this.d.db, accountId);
    if (!w || w.alertPaise === null || w.balancePaise >= w.alertPaise) return null;
    return {
      kind: 'walletLow',
      balance: paiseToRupees(w.balancePaise),
      threshold: paiseToRupees(w.alertPaise),
    };
  }

  /** GET /user/salesTrend: sales per IST day of the last `days` days, today included (live). */
  async salesTrend(accountId: string, days: number): Promise<SalesTrend> {
    const now = this.d.clock.now();
    const today = istDateOf(now);
    const first = addDaysToDate(today, 1 - days);
    // [first 00:00 IST, now]: the window's end is inclusive, as Today's Sales'.
    const rows = await repo.salesPerDay(
      this.d.db,
      accountId,
      istStartOfDay(first),
      new Date(now.getTime() + 1),
    );
    const byDay = new Map(rows.map((r) => [r.date, r]));
    return {
      days: Array.from({ length: days }, (_, i) => {
        const date = addDaysToDate(first, i);
        const row = byDay.get(date);
        return { date, revenue: paiseToRupees(row?.revenuePaise ?? 0), seats: row?.seats ?? 0 };
      }),
    };
  }

  /** GET /mg/user/revenueDetails: the MG home summary. */
  async mgSummary(caller: HomeCaller): Promise<MgHomeSummary> {
    const snap = await this.todaysSnapshot(caller.accountId);
    return {
      name: caller.name,
      accountName: caller.accountName,
      revenue: rupees(snap.revenuePaise),
      seatsSold: snap.confirmedSeats,
      cancelledSeats: snap.cancelledSeats,
      lastUpdatedAt: snap.takenAt.toISOString(),
    };
  }
}
