import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../lib/periodic-job';
import type { DispatchResult, WebhookDispatcher } from '../modules/webhooks/dispatcher';

/**
 * Runs {@link WebhookDispatcher.run} at start and then every second: the due deliveries of the
 * outbox, one process of several at a time (an advisory lock; the others' runs answer null).
 * Stopping ends the POSTs under way (not counted as attempts: they are sent again later).
 */
export class WebhookJob extends PeriodicJob<DispatchResult | null> {
  constructor(
    private readonly dispatcher: WebhookDispatcher,
    log: FastifyBaseLogger,
    checkEveryMs = 1_000,
  ) {
    super(
      async () => {
        const result = await dispatcher.run();
        if (result && result.delivered + result.retrying + result.dead > 0)
          log.debug({ webhooks: result }, 'webhook deliveries sent');
        if (result && result.dead > 0)
          log.warn({ webhooks: result }, 'webhook deliveries given up (dead letters)');
        return result;
      },
      log,
      'webhook dispatch failed',
      checkEveryMs,
    );
  }

  override async stop(): Promise<void> {
    this.dispatcher.stop();
    await super.stop();
  }
}
