import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import {
  API_BASE,
  INGEST_API_BASE,
  STAFF_API_BASE,
  USER_TYPES,
  type StaffRole,
  type UserType,
} from './constants';
import type { IngestScope } from './apikeys';
import type { FileFeature } from './file-policies';

/**
 * The endpoint registry (docs/architecture.md "Endpoint registry"): every call of the API is
 * declared once, here in the contract, with its method, path, schemas and who serves it. The
 * server registers its routes from these declarations (`apps/server/src/lib/endpoints.ts`) and the
 * web derives its fetchers from them (`apps/web/src/lib/endpoint.ts`), so a path, method or schema
 * cannot drift between the two sides.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call and where the route lives:
 * - `public`: no token, once under `/api/v1` (login, captcha, token refresh, gateway callbacks);
 * - `session`: a valid access token, once under `/api/v1` (logout);
 * - `tenant`: a valid access token and an acting account, under each business-model prefix of
 *   `models` (`/api/v1`, `/api/v1/mg`, `/api/v1/electric`, `/api/v1/cabOperator`);
 * - `staffPublic`: no token, under `/api/admin/v1` (staff login, refresh, set-password);
 * - `staff`: a valid staff access token whose role is one of `roles`, under `/api/admin/v1`;
 * - `ingest`: an API key of the provider's systems whose scopes hold `scope`, under
 *   `/api/ingest/v1` (docs/integration.md).
 * Operator and staff tokens have different audiences: neither is accepted on the other's routes.
 */
export type EndpointAccess = 'public' | 'session' | 'tenant' | 'staffPublic' | 'staff' | 'ingest';

/** What a 200 answers: the JSON envelope (default), a file download, an HTML page or a redirect. */
export type EndpointAnswer = 'json' | 'file' | 'html' | 'redirect';

/** The error statuses an endpoint documents (each answered in the error envelope). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/**
 * A zod schema of any shape (input and output may differ: digit strings coerced to numbers), from
 * zod's classic or mini build (common.ts, auth.ts and home.ts use mini; both have `safeParse`).
 */
export type AnySchema = z.ZodType | ZodMiniType;

export interface EndpointDef {
  readonly method: HttpMethod;
  /** The path below the prefix, Fastify style: `/user/payoutReport/:id`. */
  readonly path: `/${string}`;
  readonly access: EndpointAccess;
  /** The path is from the site root, not below `/api/v1` (`/api/health`); `public` only. */
  readonly root?: boolean;
  /** `tenant`: the business-model prefixes that serve it (default: all four). */
  readonly models?: readonly UserType[];
  /**
   * `tenant`: the account types the feature belongs to. Any other acting account gets 403
   * `notInModelMessage` ('The MG business model does not include Wallet.') before the request
   * is validated; the web shows it as the not-in-model notice without calling.
   */
  readonly accountTypes?: readonly UserType[];
  /** The feature's name in that 403 message ('Deals', 'Wallet', …). */
  readonly feature?: string;
  /** `staff`: the roles that may call (the role rule; every staff endpoint must have one). */
  readonly roles?: readonly StaffRole[];
  /** `ingest`: the API key scope (record kind) it takes. */
  readonly scope?: IngestScope;
  /**
   * `ingest`: one record's schema. The server checks the batch as `{ records: unknown[] }` and each
   * record with this, refusing bad records one by one; `body` documents the whole batch.
   */
  readonly record?: AnySchema;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /**
   * For a JSON call the body schema; for an upload (`upload` set) the schema of the multipart
   * form's text fields, a `z.object` (the server reads the parts, then validates the fields).
   */
  readonly body?: AnySchema;
  /**
   * A multipart upload: the form field holding the file and the feature whose policy it follows
   * (`FILE_POLICIES`: kinds, size, count). docs/architecture.md "Files".
   */
  readonly upload?: { readonly feature: FileFeature; readonly fileField: string };
  /**
   * What a successful call changes, as the kind of the audit row the server writes in the change's
   * transaction ('deal.published'); `false` for a call that changes no business data (a read sent
   * as POST, a sign-in, an SMS sent). Every endpoint but a GET declares it, and a GET that changes
   * data (the spec's cancelledChequeChange) too (docs/architecture.md "Audit trail"; the registry
   * test fails on a non-GET that does not). A call whose change has several kinds (a queue decision
   * that applies or proposes) lists them: any one of them is enough.
   */
  readonly audit?: string | readonly [string, ...string[]] | false;
  /** The 200 answer: the envelope schema for `json`; for the other kinds, what OpenAPI shows. */
  readonly response: AnySchema;
  readonly answer?: EndpointAnswer;
  /** Error statuses besides 200, each documented with the error envelope. */
  readonly errors: readonly ErrorStatus[];
  /**
   * Statuses besides 200 that answer the `response` schema rather than the error envelope (the
   * health check's 503 'degraded'): the handler sets the code with `reply.code()` and returns its
   * data, and the envelope's `statusCode` follows the code.
   */
  readonly alsoAnswers?: readonly ErrorStatus[];
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
}

/** Declares one endpoint; `const` keeps the literal path and the exact schemas in its type. */
export function defineEndpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

/** A named group of endpoints: one per feature (`dealsEndpoints.publish`). */
export type EndpointGroup = Readonly<Record<string, EndpointDef>>;

type InputOf<S> = S extends AnySchema ? z.input<S> : undefined;
type OutputOf<S> = S extends AnySchema ? z.output<S> : undefined;

/** What a client sends: path params, query and body as the schemas accept them. */
export interface EndpointInput<E extends EndpointDef> {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
}

/** What the server's handler receives, after validation. */
export interface EndpointParsed<E extends EndpointDef> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** The `data` of a JSON endpoint's 200 envelope. */
export type EndpointData<E extends EndpointDef> =
  z.output<E['response']> extends { data: infer D } ? D : never;

/** Whether the endpoint is the staff's (`staff`, `staffPublic`): served under `/api/admin/v1`. */
export function isStaffEndpoint(endpoint: EndpointDef): boolean {
  return endpoint.access === 'staff' || endpoint.access === 'staffPublic';
}

/** The API base an endpoint lives under: `/api/admin/v1` for the staff's, `/api/ingest/v1`, else `/api/v1`. */
export function apiBaseOf(endpoint: EndpointDef): string {
  if (endpoint.access === 'ingest') return INGEST_API_BASE;
  return isStaffEndpoint(endpoint) ? STAFF_API_BASE : API_BASE;
}

/** The prefixes an endpoint is served under (public and session: none). */
export function endpointModels(endpoint: EndpointDef): readonly UserType[] {
  if (endpoint.access !== 'tenant') return [];
  return endpoint.models ?? USER_TYPES;
}

/** Whether the endpoint's feature is part of the business model `type` (none of its `accountTypes` leave it out). */
export function featureInModel(endpoint: EndpointDef, type: UserType): boolean {
  return !endpoint.accountTypes || endpoint.accountTypes.includes(type);
}

/** `/user/payoutReport/:id` with `{id: 'x'}` → `/user/payoutReport/x` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    if (value === '') throw new Error(`Empty path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
