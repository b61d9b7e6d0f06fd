import { createHmac } from 'node:crypto';
import { WEBHOOK_TIMEOUT_MS } from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './webhooks.repository';

/** The first retry's wait; each further failure doubles it, up to {@link MAX_BACKOFF_MS}. */
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** ± this share of a wait is random, so failed receivers are not all retried at the same instant. */
const JITTER = 0.1;
/** The longest `last_error` kept. */
const ERROR_MAX_CHARS = 200;

/** The wait after the `attempts`-th failed attempt: 30 s · 2^(attempts−1), at most an hour, ±10 %. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: what a receiver recomputes to trust a body. */
export function signature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface DispatcherOptions {
  /** How long a receiver may take to answer (default 10 s; tests shorten it). */
  timeoutMs?: number;
  /** Streams (endpoint, account) sent to at once (default 32). */
  concurrency?: number;
  /** Streams taken per run, the longest waiting first (default 256): bounds a run's memory. */
  maxStreams?: number;
  /** Deliveries one stream may send in one run (default 1,000), read `batch` at a time (default 100). */
  perStream?: number;
  batch?: number;
  /** Where deliveries are POSTed (tests may count calls); the global fetch by default. */
  fetch?: typeof fetch;
}

/** What one run did (null from {@link WebhookDispatcher.run}: another process holds the lock). */
export interface DispatchResult {
  streams: number;
  delivered: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Failed attempts past their deliveries' day: dead letters now. */
  dead: number;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string;
  /** The run was stopped (the app closes): the attempt is not counted. */
  stopped?: boolean;
}

/** A short, readable reason for a failed POST (no stack, no body of the receiver). */
function failureText(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `no answer within ${timeoutMs / 1000} s`;
  const cause =
    err instanceof Error ? (err.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  if (code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (code) return `${code}${typeof cause?.message === 'string' ? `: ${cause.message}` : ''}`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * The webhook dispatcher (docs/integration.md "Webhooks"): each run, under an advisory lock that
 * lets one process of several dispatch at a time, takes the due head of each stream (an endpoint
 * and an account: their deliveries in event order), and sends up to `concurrency` streams at once.
 * A stream goes on with its next delivery after a 2xx and stops at the first failure, which waits
 * its back-off (later deliveries of the stream wait behind it: in order per account). After its
 * day (`give_up_at`) a failed delivery is DEAD: a dead letter for the console's "send again".
 * At least once: a receiver de-duplicates on `X-Event-Id`.
 */
export class WebhookDispatcher {
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly maxStreams: number;
  private readonly perStream: number;
  private readonly batch: number;
  private readonly fetch: typeof fetch;
  /** Aborted by {@link stop}: the POSTs under way end at once and are not counted as attempts. */
  private stopping = new AbortController();

  constructor(
    private readonly d: { db: Db; clock: Clock },
    opts: DispatcherOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.concurrency = opts.concurrency ?? 32;
    this.maxStreams = opts.maxStreams ?? 256;
    this.perStream = opts.perStream ?? 1_000;
    this.batch = opts.batch ?? 100;
    this.fetch = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Ends the POSTs under way (the app closes); later runs work again. */
  stop(): void {
    this.stopping.abort();
    this.stopping = new AbortController();
  }

  /** One run: every due stream, as far as it goes (null when another process is dispatching). */
  async run(): Promise<DispatchResult | null> {
    return repo.withDispatcherLock(this.d.db, () => this.dispatch());
  }

  private async dispatch(): Promise<DispatchResult> {
    const result: DispatchResult = { streams: 0, delivered: 0, retrying: 0, dead: 0 };
    const heads = await repo.dueStreamHeads(this.d.db, this.d.clock.now(), this.maxStreams);
    result.streams = heads.length;
    /** Endpoints that failed in this run: their other streams wait for the next run. */
    const failing = new Set<string>();
    const stopped = this.stopping.signal;
    let next = 0;
    const worker = async () => {
      for (let head = heads[next++]; head && !stopped.aborted; head = heads[next++]) {
        if (failing.has(head.endpointId)) continue;
        await this.sendStream(head, result, failing, stopped);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, heads.length) }, worker));
    return result;
  }

  /** Sends the stream from its head on, in order, until a failure, its end or `perStream`. */
  private async sendStream(
    head: repo.DueDelivery,
    result: DispatchResult,
    failing: Set<string>,
    stopped: AbortSignal,
  ): Promise<void> {
    let queue: repo.DueDelivery[] = [head];
    let sent = 0;
    let lastSeq = head.seq;
    while (sent < this.perStream && !stopped.aborted) {
      const delivery = queue.shift();
      if (!delivery) {
        queue = await repo.streamAfter(
          this.d.db,
          { endpointId: head.endpointId, accountId: head.accountId, afterSeq: lastSeq },
          Math.min(this.batch, this.perStream - sent),
        );
        if (queue.length === 0) return;
        continue;
      }
      // A later delivery still waiting out its own back-off (an older one of the stream was sent
      // again and went first): the stream waits for it.
      if (delivery.nextAttemptAt.getTime() > this.d.clock.now().getTime()) return;
      const outcome = await this.post(delivery, stopped);
      if (outcome.stopped) return;
      sent++;
      lastSeq = delivery.seq;
      const at = this.d.clock.now();
      if (outcome.ok) {
        await repo.markDelivered(this.d.db, delivery.id, at, outcome.status ?? 200);
        result.delivered++;
        continue;
      }
      const attempts = delivery.attempts + 1;
      const dead = at.getTime() >= delivery.giveUpAt.getTime();
      const wait = new Date(Math.min(at.getTime() + backoffMs(attempts), delivery.giveUpAt.getTime()));
      await repo.markFailed(this.d.db, delivery.id, {
        lastStatus: outcome.status,
        lastError: outcome.error.slice(0, ERROR_MAX_CHARS),
        nextAttemptAt: dead ? at : wait,
        dead,
      });
      if (dead) {
        // Given up: the stream goes on with its next delivery (next run).
        result.dead++;
      } else result.retrying++;
      failing.add(delivery.endpointId);
      return;
    }
  }

  /** One signed POST of the event's body; 2xx is delivered, anything else a failure. */
  private async post(delivery: repo.DueDelivery, stopped: AbortSignal): Promise<Outcome> {
    const body = JSON.stringify(ordered(delivery.payload));
    const t = Math.floor(this.d.clock.now().getTime() / 1000);
    try {
      const res = await this.fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'operator-console-webhooks/1',
          'x-event-id': delivery.eventId,
          'x-event-type': delivery.type,
          'x-timestamp': String(t),
          'x-signature': signature(delivery.secret, t, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), stopped]),
      });
      // The answer's body is not read: only its status counts.
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: '' };
      return { ok: false, status: res.status, error: `HTTP ${res.status}` };
    } catch (err) {
      if (stopped.aborted) return { ok: false, status: null, error: 'stopped', stopped: true };
      return { ok: false, status: null, error: failureText(err, this.timeoutMs) };
    }
  }
}

/** The stored body with its fields in the documented order (jsonb keeps keys in an order of its own). */
function ordered(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object') return payload;
  const p = payload as Record<string, unknown>;
  return { id: p.id, type: p.type, createdAt: p.createdAt, accountId: p.accountId ?? null, data: p.data };
}
