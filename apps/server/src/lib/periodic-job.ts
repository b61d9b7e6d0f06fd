import type { FastifyBaseLogger } from 'fastify';

/**
 * A step the app runs when it is ready and then every `checkEveryMs` (an unref'd timer), one at a
 * time: a step asked for while one runs waits for it. A failed step is logged and the next one
 * runs as usual. The app starts it in `onReady` and stops it in `onClose`.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly step: () => Promise<T>,
    private readonly log: FastifyBaseLogger,
    /** Logged with the error when a step fails. */
    private readonly failure: string,
    private readonly checkEveryMs: number,
  ) {}

  /** One step; tests call it after moving the clock. */
  tick(): Promise<T> {
    const run = this.running.then(() => this.step());
    this.running = run.catch((err: unknown) => this.log.error({ err }, this.failure));
    return run;
  }

  /** Resolves once the step under way, if any, has ended (the one `start` runs at once included). */
  idle(): Promise<void> {
    return this.running.then(() => undefined);
  }

  start(): void {
    if (this.timer) return;
    void this.tick().catch(() => undefined);
    this.timer = setInterval(() => void this.tick().catch(() => undefined), this.checkEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
