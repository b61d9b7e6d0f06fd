import {
  ACCOUNT_HEADER,
  MODEL_PREFIX,
  apiBaseOf,
  fillPath,
  type EndpointData,
  type EndpointDef,
  type EndpointInput,
  type ErrorEnvelope,
  type UserType,
} from '@oc/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './index';

/** Bearer authorization, plus the acting account (x-user-id) when given. */
export function authHeaders(token: string, accountHeader?: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (accountHeader !== undefined) headers[ACCOUNT_HEADER] = accountHeader;
  return headers;
}

/** What an API test reads of an answer: the status and the JSON envelope (`data`, or the error's fields). */
export interface Answer<T> {
  status: number;
  /** The envelope; `{}` when the answer is not JSON (a file). */
  body: { statusCode: number; data: T } & ErrorEnvelope;
  /** `body.data`. */
  data: T;
  /** `body` read as the error envelope. */
  error: ErrorEnvelope;
  /** The raw answer: headers, bytes of a file. */
  res: LightMyRequestResponse;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Optional parts of a declared endpoint's input, as its schemas accept them, plus where and as whom. */
export type CallInput<E extends EndpointDef> = Partial<EndpointInput<E>> & {
  /** The business-model prefix to call under (tenant endpoints; default GDS, no prefix). */
  model?: UserType;
  /** The acting account (x-user-id). */
  account?: string;
};

export interface ApiCaller {
  /**
   * Calls a declared endpoint of the registry (`ENDPOINTS` in packages/contract): its method and
   * path (params filled), the query and body typed by its schemas; answers typed by its response.
   */
  callAs: <E extends EndpointDef>(
    token: string | null,
    endpoint: E,
    input?: CallInput<E>,
  ) => Promise<Answer<EndpointData<E>>>;
  /** A request by method and URL, for what the registry's types refuse (malformed input, raw paths). */
  call: <T = unknown>(
    token: string | null,
    method: HttpMethod,
    url: string,
    payload?: object,
    account?: string,
  ) => Promise<Answer<T>>;
  get: <T = unknown>(token: string | null, url: string) => Promise<Answer<T>>;
  post: <T = unknown>(token: string | null, url: string, payload?: object) => Promise<Answer<T>>;
}

/** An injected request's answer as an {@link Answer} (for requests the callers do not make: uploads). */
export function toAnswer<T>(res: LightMyRequestResponse): Answer<T> {
  let body: Answer<T>['body'] | undefined;
  const parsed = (): Answer<T>['body'] =>
    (body ??= res.headers['content-type']?.toString().includes('json')
      ? res.json<Answer<T>['body']>()
      : ({} as Answer<T>['body']));
  return {
    status: res.statusCode,
    res,
    get body() {
      return parsed();
    },
    get data() {
      return parsed().data;
    },
    get error() {
      return parsed();
    },
  };
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const pairs: [string, string][] = [];
  type Value = string | number | boolean | (string | number)[] | null | undefined;
  for (const [key, value] of Object.entries(query as Record<string, Value>)) {
    if (value === undefined || value === null) continue;
    pairs.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  const qs = new URLSearchParams(pairs).toString();
  return qs ? `?${qs}` : '';
}

/** The URL a declared endpoint is called at, with its params and query. */
export function endpointUrl<E extends EndpointDef>(endpoint: E, input: CallInput<E> = {}): string {
  const base = endpoint.root ? '' : apiBaseOf(endpoint);
  const prefix = endpoint.access === 'tenant' && input.model ? MODEL_PREFIX[input.model] : '';
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  return `${base}${prefix}${path}${queryString(input.query)}`;
}

/**
 * The API test kit's callers over the test file's app (`ctx` is made in `beforeAll`, so it is
 * read when a call is made): `const { callAs, call } = apiCaller(() => ctx);`.
 */
export function apiCaller(context: () => TestContext): ApiCaller {
  const call = async <T>(
    token: string | null,
    method: HttpMethod,
    url: string,
    payload?: object,
    account?: string,
  ): Promise<Answer<T>> =>
    toAnswer<T>(
      await context().app.inject({
        method,
        url,
        ...(token !== null ? { headers: authHeaders(token, account) } : {}),
        ...(payload !== undefined ? { payload } : {}),
      }),
    );
  return {
    call,
    get: (token, url) => call(token, 'GET', url),
    post: (token, url, payload) => call(token, 'POST', url, payload),
    callAs: (token, endpoint, input = {}) =>
      call(
        token,
        endpoint.method,
        endpointUrl(endpoint, input),
        input.body as object | undefined,
        input.account,
      ),
  };
}
