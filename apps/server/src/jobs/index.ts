import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PeriodicJob } from '../lib/periodic-job';
import type { ContractsService } from '../modules/contracts/contracts.service';
import type { DigestService } from '../modules/digest/digest.service';
import type { HomeService } from '../modules/home/home.service';
import type { WebhookDispatcher } from '../modules/webhooks/dispatcher';
import { DigestJob } from './digests.job';
import { HomeSnapshotJob } from './home-snapshots.job';
import { SweepJob } from './sweep.job';
import { WebhookJob } from './webhooks.job';
import { WeeklySummaryJob } from './weekly-summaries.job';

/**
 * The scheduled jobs (docs/architecture.md "Jobs"): one `<name>.job.ts` each in this folder, a
 * `PeriodicJob` (lib/periodic-job.ts); all registered here, the one place that starts them.
 */
export interface Jobs {
  /** Home's 2-hourly sales snapshots (tests call tick() after moving the clock). */
  homeSnapshots: HomeSnapshotJob;
  /** MG weekly payment summaries: closes each week (tests call tick() after moving the clock). */
  weeklySummaries: WeeklySummaryJob;
  /** The hourly sweep of expired rows (jobs/sweep.job.ts; tests call tick() after moving the clock). */
  sweeps: SweepJob;
  /** The webhook dispatcher, every second (jobs/webhooks.job.ts; tests call tick()). */
  webhooks: WebhookJob;
  /** The daily digests, every minute (jobs/digests.job.ts; tests call tick() after moving the clock). */
  digests: DigestJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    homeSnapshots: Jobs['homeSnapshots'];
    weeklySummaries: Jobs['weeklySummaries'];
    sweeps: Jobs['sweeps'];
    webhooks: Jobs['webhooks'];
    digests: Jobs['digests'];
  }
}

/**
 * Makes every job, decorates the app with it (`app.<name>`), starts it when the app is ready and
 * stops it when the app closes.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    home: HomeService;
    contracts: ContractsService;
    webhookDispatcher: WebhookDispatcher;
    digest: DigestService;
    /** Start them when the app is ready (false: tests tick them by hand). */
    timed?: boolean;
  },
): Jobs {
  const jobs: Jobs = {
    homeSnapshots: new HomeSnapshotJob(deps.home, app.log),
    weeklySummaries: new WeeklySummaryJob(deps.contracts, app.log),
    sweeps: new SweepJob(deps.db, deps.clock, app.log),
    webhooks: new WebhookJob(deps.webhookDispatcher, app.log),
    digests: new DigestJob(deps.digest, app.log),
  };
  const register = (name: string, job: PeriodicJob<unknown>) => {
    app.decorate(name, job);
    if (deps.timed !== false) app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  };
  for (const name of Object.keys(jobs) as (keyof Jobs)[]) register(name, jobs[name]);
  return jobs;
}
