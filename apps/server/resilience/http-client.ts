import http from 'node:http';

/**
 * A lean HTTP/1.1 client for the faults and load runs (node:http over keep-alive connections): it
 * costs the two cores less than fetch, so more of them go to the server under test. Every request
 * has a deadline; one that passes it counts as hung.
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface RequestOptions {
  method?: string;
  /** Path and query, e.g. `/api/v1/user/wallet`. */
  path: string;
  token?: string;
  /** Sent as JSON unless it is a string (sent as is, with `contentType`). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Hung extends Error {
  override name = 'Hung';
}

export class HttpClient {
  readonly agent: http.Agent;
  private readonly origin: URL;

  constructor(baseUrl: string, maxSockets = 64) {
    this.origin = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(opts: RequestOptions): Promise<Answer> {
    const payload =
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? Buffer.from(opts.body)
          : Buffer.from(JSON.stringify(opts.body));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload) {
      headers['content-type'] =
        opts.contentType ?? (typeof opts.body === 'string' ? 'text/plain' : 'application/json');
      headers['content-length'] = String(payload.length);
    }
    const started = performance.now();
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method: opts.method ?? (payload ? 'POST' : 'GET'),
          path: opts.path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(opts.timeoutMs ?? 15_000, () =>
        req.destroy(
          new Hung(`${opts.method ?? 'GET'} ${opts.path}: no answer in ${opts.timeoutMs ?? 15_000} ms`),
        ),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The envelope's data of a 200 answer, or an error naming the status and body. */
export function dataOf(a: Answer, what: string): unknown {
  if (a.status !== 200) throw new Error(`${what} answered ${a.status}: ${a.body.toString().slice(0, 300)}`);
  return (JSON.parse(a.body.toString()) as { data: unknown }).data;
}

/** The q-quantile (0…1) of a list of numbers, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** The publish-deal fixture the API tests use too. */
export { dealBody, istDay } from '../test/support/deal-body';
