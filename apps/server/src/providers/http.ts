import type { z } from 'zod';

/**
 * The one HTTP call of the provider adapters (SMS, captcha, KYC, payments): a JSON request with a
 * timeout, every failure mapped to one typed {@link ProviderError}, and the answer parsed with the
 * adapter's zod schema of the provider's documented shape, so no adapter reads an answer through an
 * `as` cast.
 */

/**
 * What went wrong: `network` (refused, reset, DNS), `timeout` (no full answer in time), `status`
 * (a status the adapter does not read), `not_json` (the body is not JSON), `schema` (JSON, but not
 * the shape the provider documents).
 */
export type ProviderErrorKind = 'network' | 'timeout' | 'status' | 'not_json' | 'schema';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    /** The provider's name ('msg91', 'decentro', …), for logs. */
    readonly provider: string,
    readonly kind: ProviderErrorKind,
    /** The HTTP status when there was an answer, else null. */
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface FetchJsonRequest<S extends z.ZodType> {
  /** The provider's name, in error messages and logs. */
  provider: string;
  url: string | URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (sent with content-type application/json). */
  json?: unknown;
  /** A form body (sent as application/x-www-form-urlencoded). */
  form?: URLSearchParams;
  /** The provider's documented answer; the parsed value is what fetchJson answers. */
  schema: S;
  /** The whole call, answer body included, must finish within this. */
  timeoutMs: number;
  /**
   * Statuses besides 2xx whose answer is read and parsed as usual, for a provider that explains a
   * refusal in a 4xx body (Decentro). Any other status is a `status` error.
   */
  acceptStatus?: (status: number) => boolean;
  /** Reads the provider's reason out of a refused answer's JSON, for the error message. */
  reason?: z.ZodType<string>;
  fetchImpl?: typeof fetch;
}

export interface FetchJsonAnswer<T> {
  status: number;
  data: T;
}

/** The longest piece of an unexpected answer put in an error message. */
const SNIPPET = 200;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET ? `${flat.slice(0, SNIPPET)}…` : flat || '(empty)';
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Calls a provider and answers its parsed JSON with the status. Throws {@link ProviderError} when
 * the provider cannot be reached, does not answer in time, answers a status the adapter does not
 * read, or answers something that is not the documented JSON.
 */
export async function fetchJson<S extends z.ZodType>(
  req: FetchJsonRequest<S>,
): Promise<FetchJsonAnswer<z.output<S>>> {
  const { provider } = req;
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = req.form.toString();
  }
  Object.assign(headers, req.headers);
  const fetchImpl = req.fetchImpl ?? fetch;
  const signal = AbortSignal.timeout(req.timeoutMs);
  const fail = (kind: ProviderErrorKind, status: number | null, message: string, cause?: unknown) =>
    new ProviderError(provider, kind, status, `${provider}: ${message}`, cause ? { cause } : undefined);

  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(req.url, {
      method: req.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined ? { body } : {}),
      signal,
    });
  } catch (err) {
    if (isTimeout(err)) throw fail('timeout', null, `no answer within ${req.timeoutMs} ms`, err);
    throw fail('network', null, `unreachable: ${(err as Error).message}`, err);
  }
  try {
    text = await res.text();
  } catch (err) {
    if (isTimeout(err))
      throw fail('timeout', res.status, `answer not complete within ${req.timeoutMs} ms`, err);
    throw fail('network', res.status, `answer cut off: ${(err as Error).message}`, err);
  }

  const json = parseJson(text);
  if (!res.ok && !req.acceptStatus?.(res.status)) {
    const reason = json.ok && req.reason ? req.reason.safeParse(json.value) : null;
    throw fail(
      'status',
      res.status,
      `answered ${res.status}: ${reason?.success ? reason.data : snippet(text)}`,
    );
  }
  if (!json.ok) throw fail('not_json', res.status, `answered ${res.status} without JSON: ${snippet(text)}`);
  const parsed = req.schema.safeParse(json.value);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
      .join('; ');
    throw fail(
      'schema',
      res.status,
      `answered ${res.status} in an unexpected shape (${where})`,
      parsed.error,
    );
  }
  return { status: res.status, data: parsed.data };
}

/**
 * Turns a {@link ProviderError} into the adapter's own error (the one its callers catch), keeping
 * it as the cause: `fetchJson(...).catch(rethrowAs(SmsDeliveryError))`. Anything else is rethrown.
 */
export function rethrowAs(make: new (message: string, options?: { cause?: unknown }) => Error) {
  return (err: unknown): never => {
    if (err instanceof ProviderError) throw new make(err.message, { cause: err });
    throw err;
  };
}
