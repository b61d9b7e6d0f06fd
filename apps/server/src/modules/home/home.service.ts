import {
  HOME_SNAPSHOT_INTERVAL_MS,
  isCampaignAboutToExpire,
  isCampaignExpired,
  istDateOf,
  istStartOfDay,
  type HomeSummary,
  type MgHomeSummary,
} from '@oc/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './home.repository';
import type { HomeSnapshotRow } from './home.repository';

export interface HomeDeps {
  db: Db;
  clock: Clock;
}

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
