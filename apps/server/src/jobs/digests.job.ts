import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../lib/periodic-job';
import type { DigestService } from '../modules/digest/digest.service';

/**
 * Runs {@link DigestService.sendDue} at start and then every minute: from DIGEST_HOUR_IST on, each
 * subscribed account's digest goes out once a day, whichever process claims it first.
 */
export class DigestJob extends PeriodicJob<number> {
  constructor(digest: DigestService, log: FastifyBaseLogger, checkEveryMs = 60_000) {
    super(() => digest.sendDue(), log, 'daily digests failed', checkEveryMs);
  }
}
