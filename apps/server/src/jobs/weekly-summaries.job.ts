import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../lib/periodic-job';
import type { ContractsService } from '../modules/contracts/contracts.service';

/** Runs {@link ContractsService.closeDueWeeks} at start and then every hour (a week closes on Tuesday 00:00 IST). */
export class WeeklySummaryJob extends PeriodicJob<number> {
  constructor(contracts: ContractsService, log: FastifyBaseLogger, checkEveryMs = 60 * 60_000) {
    super(() => contracts.closeDueWeeks(), log, 'weekly payment summaries failed', checkEveryMs);
  }
}
