import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the receiver answers one request: a status, or never ('hang': the sender's timeout ends it). */
export type ReceiverAnswer = number | 'hang';

export interface ReceivedDelivery {
  eventId: string;
  type: string;
  timestamp: string;
  signature: string;
  body: string;
  event: {
    id: string;
    type: string;
    createdAt: string;
    accountId: string | null;
    data: Record<string, unknown>;
  };
  /** `X-Signature` recomputed with the secret: `v1` matches and `t` is `X-Timestamp`. */
  verified: boolean;
  answer: ReceiverAnswer;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  /** Every request, in arrival order. */
  received: ReceivedDelivery[];
  /** The requests answered 2xx. */
  accepted(): ReceivedDelivery[];
  /** The answers of the next requests, in order; then `otherwise`. */
  script: ReceiverAnswer[];
  otherwise: ReceiverAnswer;
  /** The endpoint's signing secret, to verify each request with. */
  secret: string | null;
  /** A pause before answering (to make overlapping senders visible). */
  delayMs: number;
  /** The most requests of one event id ever being answered at once. */
  maxInFlightPerEvent: number;
  /** Stops listening: connections are refused until {@link restart}. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Checks `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` as a provider's receiver would. */
export function verifySignature(secret: string, header: string, timestamp: string, body: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!m || m[1] !== timestamp) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

/**
 * A provider's webhook receiver on 127.0.0.1 (a port of its own): verifies every request's signature
 * with `secret`, records it, and answers as scripted (a status, or no answer at all); `stop()` makes
 * its port refuse connections until `restart()`.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const inFlight = new Map<string, number>();
  const received: ReceivedDelivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const answer = receiver.script.shift() ?? receiver.otherwise;
      const delivery: ReceivedDelivery = {
        eventId: header('x-event-id'),
        type: header('x-event-type'),
        timestamp: header('x-timestamp'),
        signature: header('x-signature'),
        body,
        event: JSON.parse(body) as ReceivedDelivery['event'],
        verified:
          receiver.secret !== null &&
          req.headers['content-type'] === 'application/json' &&
          verifySignature(receiver.secret, header('x-signature'), header('x-timestamp'), body),
        answer,
      };
      received.push(delivery);
      const now = (inFlight.get(delivery.eventId) ?? 0) + 1;
      inFlight.set(delivery.eventId, now);
      receiver.maxInFlightPerEvent = Math.max(receiver.maxInFlightPerEvent, now);
      const done = () => inFlight.set(delivery.eventId, (inFlight.get(delivery.eventId) ?? 1) - 1);
      if (answer === 'hang') {
        res.on('close', done);
        return;
      }
      setTimeout(() => {
        done();
        // No keep-alive: a stopped receiver refuses the next connection (a kept socket would
        // fail differently, 'other side closed').
        res.writeHead(answer, { 'content-type': 'text/plain', connection: 'close' });
        res.end(answer < 300 ? 'ok' : 'no');
      }, receiver.delayMs);
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    accepted: () => received.filter((r) => typeof r.answer === 'number' && r.answer < 300),
    script: [],
    otherwise: 200,
    secret: null,
    delayMs: 0,
    maxInFlightPerEvent: 0,
    stop,
    restart: () => listen(port),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
  return receiver;
}
