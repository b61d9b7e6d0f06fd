import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../lib/periodic-job';
import type { HomeService } from '../modules/home/home.service';

/** Runs {@link HomeService.snapshotIfDue} at start and then every minute (a run is due every 2 hours). */
export class HomeSnapshotJob extends PeriodicJob<boolean> {
  constructor(home: HomeService, log: FastifyBaseLogger, checkEveryMs = 60_000) {
    super(() => home.snapshotIfDue(), log, 'home snapshot failed', checkEveryMs);
  }
}
