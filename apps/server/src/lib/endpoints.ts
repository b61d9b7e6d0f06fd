import {
  API_BASE,
  INGEST_API_BASE,
  MODEL_PREFIX,
  STAFF_API_BASE,
  STAFF_MESSAGES,
  UNAUTHORIZED_MESSAGE,
  ingestBatchSchema,
  endpointModels,
  errorEnvelopeSchema,
  isStaffEndpoint,
  notInModelMessage,
  type EndpointData,
  type EndpointDef,
  type EndpointGroup,
  type EndpointParsed,
} from '@oc/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { AuthService, TenantAccount } from '../modules/auth/auth.service';
import { authenticate, resolveTenant } from '../modules/auth/guard';
import type { AccessClaims, StaffClaims } from '../modules/auth/tokens';
import { withAuditScope, type Actor } from '../modules/audit/audit';
import { authenticateStaff } from '../modules/staff/guard';
import type { ApiKeysService, VerifiedApiKey } from '../modules/apikeys/apikeys.service';
import { authenticateIngest, ingestScopeCheck } from '../modules/apikeys/guard';
import type { StaffService } from '../modules/staff/staff.service';
import { z } from 'zod';
import type { Upload } from '../modules/files/files.service';
import { readMultipart } from '../modules/files/http';
import type { AnswerCache, AnswerCachePolicy, AnsweredBytes } from './answer-cache';
import { ok } from './envelope';
import { HttpError } from './http-error';

/**
 * The server side of the endpoint registry (packages/contract/src/endpoint.ts): a feature binds a
 * handler to each endpoint its contract group declares, and {@link mountEndpoints} registers the
 * routes from the declarations — path, method, schemas, OpenAPI text, prefixes, authentication and
 * the account-type check. Nothing here repeats a path.
 */

/** What a handler receives: the validated params, query and body, and who calls. */
export interface HandlerContext<E extends EndpointDef> extends EndpointParsed<E> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The acting account (`tenant` endpoints, already checked against `accountTypes`). */
  tenant: E['access'] extends 'tenant' ? TenantAccount : null;
  /** The operator access token's claims (`session` and `tenant` endpoints). */
  claims: E['access'] extends 'session' | 'tenant' ? AccessClaims : null;
  /** The staff access token's claims (`staff` endpoints, role already checked). */
  staff: E['access'] extends 'staff' ? StaffClaims : null;
  /** The API key that sends (`ingest` endpoints, scope already checked). */
  apiKey: E['access'] extends 'ingest' ? VerifiedApiKey : null;
  /**
   * Who calls, for the audit trail: the operator (`session`, `tenant`), the staff member (`staff`),
   * or the system for a public call (a payment gateway's webhook).
   */
  actor: Actor;
  /** An upload endpoint's file (null when the form held none), read within its feature's policy. */
  file: E['upload'] extends object ? Upload | null : undefined;
}

/** JSON endpoints answer their envelope's `data` (wrapped here); the others send through `reply`. */
export type HandlerResult<E extends EndpointDef> = E['answer'] extends 'file' | 'html' | 'redirect'
  ? FastifyReply
  : EndpointData<E>;

export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/** Route options an endpoint may add that are the server's business, not the contract's. */
export type RouteExtras = Pick<RouteOptions, 'serializerCompiler' | 'bodyLimit'>;

export interface RouteBinding {
  readonly endpoint: EndpointDef;
  readonly handler: Handler<EndpointDef>;
  readonly extras?: RouteExtras;
  /** A tenant JSON endpoint whose answers the answer cache keeps (lib/answer-cache.ts). */
  readonly cache?: AnswerCachePolicy;
}

/** A handler with the server's options for its route. */
export interface HandlerEntry<E extends EndpointDef> {
  handler: Handler<E>;
  extras?: RouteExtras;
  cache?: AnswerCachePolicy;
}

/** One feature's bindings; `setup` runs in the feature's own scope (e.g. content-type parsers). */
export interface FeatureRoutes {
  readonly name: string;
  readonly bindings: readonly RouteBinding[];
  readonly setup?: (scope: FastifyInstance) => void;
}

/** Binds a handler to an endpoint. */
export function serve<E extends EndpointDef>(
  endpoint: E,
  handler: Handler<E>,
  extras?: RouteExtras,
): RouteBinding {
  return { endpoint, handler: handler, ...(extras ? { extras } : {}) };
}

type GroupHandlers<G extends EndpointGroup> = {
  [K in keyof G]: Handler<G[K]> | HandlerEntry<G[K]>;
};

/** A feature's routes: exactly one handler per endpoint of its contract group (checked by the types). */
export function featureRoutes<G extends EndpointGroup>(
  name: string,
  group: G,
  handlers: GroupHandlers<G>,
  setup?: (scope: FastifyInstance) => void,
): FeatureRoutes {
  const bindings = Object.keys(group).map((key) => {
    const endpoint = group[key as keyof G] as EndpointDef;
    const entry: unknown = handlers[key as keyof G];
    if (typeof entry === 'function') return { endpoint, handler: entry as Handler<EndpointDef> };
    const { handler, extras, cache } = entry as HandlerEntry<EndpointDef>;
    if (cache && (endpoint.access !== 'tenant' || (endpoint.answer ?? 'json') !== 'json'))
      throw new Error(`${endpoint.method} ${endpoint.path}: only tenant JSON answers can be cached`);
    return { endpoint, handler, ...(extras ? { extras } : {}), ...(cache ? { cache } : {}) };
  });
  return { name, bindings, ...(setup ? { setup } : {}) };
}

/** The roles a staff endpoint allows; a staff endpoint without them is a declaration error. */
function staffRoleCheck(endpoint: EndpointDef): onRequestAsyncHookHandler {
  const roles = endpoint.roles;
  if (!roles || roles.length === 0)
    throw new Error(`${endpoint.method} ${endpoint.path}: a staff endpoint needs its role rule (roles)`);
  return async (request) => {
    const staff = request.staff;
    if (!staff) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    if (!roles.includes(staff.role)) throw new HttpError(403, STAFF_MESSAGES.roleRefused);
  };
}

function claimsFrom(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.claims;
}

/** 403 before validation when the acting account's type is not one the feature belongs to. */
function accountTypeCheck(endpoint: EndpointDef): onRequestAsyncHookHandler | undefined {
  const allowed = endpoint.accountTypes;
  if (!allowed) return undefined;
  const feature = endpoint.feature ?? 'this feature';
  return async (request) => {
    const tenant = request.tenant;
    if (!tenant) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    if (!allowed.includes(tenant.type)) {
      throw new HttpError(403, notInModelMessage(feature, tenant.type));
    }
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What checks who calls: operators' tokens and staff's tokens. */
export interface Guards {
  auth: AuthService;
  staff: StaffService;
  apiKeys: ApiKeysService;
  /**
   * A call that declares `audit` and answers 200 without writing that audit row (and without
   * saying it changed nothing) fails with 500 instead of being logged: the test apps set this.
   */
  strictAudit?: boolean;
}

/** The audit trail's actor of a request (see HandlerContext.actor). */
function actorOf(endpoint: EndpointDef, request: FastifyRequest): Actor {
  const requestId = request.id;
  if (endpoint.access === 'staff' && request.staff) {
    const { id, name, role } = request.staff;
    return { kind: 'staff', id, name, role, requestId };
  }
  if (endpoint.access === 'ingest' && request.apiKey) {
    const { id, name } = request.apiKey;
    return { kind: 'ingestion', id, name, role: null, requestId };
  }
  if ((endpoint.access === 'tenant' || endpoint.access === 'session') && request.claims) {
    return { kind: 'operator', id: request.claims.id, name: request.claims.name, role: null, requestId };
  }
  return { kind: 'system', id: null, name: endpoint.tags[0] ?? 'system', role: null, requestId };
}

function routeOf(binding: RouteBinding, guards: Guards, answers: AnswerCache | null): RouteOptions {
  const { endpoint, handler, extras } = binding;
  const cache = answers && binding.cache ? { answers, policy: binding.cache } : null;
  const response: Record<number, unknown> = { 200: endpoint.response };
  for (const status of endpoint.errors) response[status] = errorEnvelopeSchema;
  for (const status of endpoint.alsoAnswers ?? []) response[status] = endpoint.response;
  const onRequest: onRequestAsyncHookHandler[] = [];
  if (endpoint.access === 'session') onRequest.push(authenticate(guards.auth));
  if (endpoint.access === 'staff') onRequest.push(authenticateStaff(guards.staff), staffRoleCheck(endpoint));
  else if (endpoint.roles)
    throw new Error(`${endpoint.method} ${endpoint.path}: roles are for staff endpoints`);
  if (endpoint.access === 'ingest') {
    if (!endpoint.scope)
      throw new Error(`${endpoint.method} ${endpoint.path}: an ingest endpoint needs its scope`);
    onRequest.push(authenticateIngest(guards.apiKeys), ingestScopeCheck(endpoint.scope));
  } else if (endpoint.scope || endpoint.record)
    throw new Error(`${endpoint.method} ${endpoint.path}: scope and record are for ingest endpoints`);
  const check = accountTypeCheck(endpoint);
  if (check) onRequest.push(check);
  const isJson = (endpoint.answer ?? 'json') === 'json';
  const audit = typeof endpoint.audit === 'string' ? [endpoint.audit] : endpoint.audit || null;

  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(endpoint.record ? { validatorCompiler: batchValidator } : {}),
    ...extras,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === 'public' || endpoint.access === 'staffPublic'
        ? {}
        : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // An upload's fields are validated after its parts are read (multipart is not parsed to a body).
      ...(endpoint.body && !endpoint.upload ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
    handler: async (request, reply) => {
      const tenant = endpoint.access === 'tenant' ? request.tenant : null;
      if (endpoint.access === 'tenant' && !tenant) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const form = endpoint.upload ? await readUpload(request, endpoint, endpoint.upload) : undefined;
      const ctx = {
        request,
        reply,
        params: request.params,
        query: request.query,
        body: form ? form.body : request.body,
        tenant,
        claims: endpoint.access === 'session' || endpoint.access === 'tenant' ? claimsFrom(request) : null,
        staff: endpoint.access === 'staff' ? request.staff : null,
        apiKey: endpoint.access === 'ingest' ? request.apiKey : null,
        file: form ? form.file : undefined,
        actor: actorOf(endpoint, request),
      } as HandlerContext<EndpointDef>;
      // A cached endpoint answers from the answer cache when the data it is built from is unchanged.
      let answerKey: string | undefined;
      if (cache && tenant) {
        const { exp: _exp, iat: _iat, sid: _sid, ...caller } = claimsFrom(request);
        answerKey = await cache.answers.keyOf({
          method: request.method,
          url: request.url,
          body: request.body,
          caller,
          tenant,
        });
        const kept = cache.answers.get(answerKey, cache.policy);
        if (kept !== undefined) return sendKept(cache.answers, answerKey, kept, request, reply);
      }
      const result = audit ? await audited(audit, () => handler(ctx), request, guards) : await handler(ctx);
      if (!isJson) return result;
      if (answerKey !== undefined && cache && reply.statusCode === 200) {
        // The route's own compiled writer for its 200 answer (what Fastify would send).
        const body = reply.serialize(ok(result));
        if (typeof body === 'string')
          return sendKept(cache.answers, answerKey, cache.answers.set(answerKey, body), request, reply);
        return reply.type(JSON_TYPE).send(body);
      }
      // A JSON handler may answer another status of the same shape (`alsoAnswers`, e.g. 503).
      return reply.statusCode === 200 ? ok(result) : { statusCode: reply.statusCode, data: result };
    },
  };
}

/**
 * Runs a handler of an endpoint that declares `audit`, and checks that a successful call wrote that
 * audit row or said it changed nothing: a forgotten row is a 500 in tests and an error in the log.
 */
async function audited<T>(
  kinds: readonly string[],
  run: () => Promise<T> | T,
  request: FastifyRequest,
  guards: Guards,
): Promise<T> {
  const { result, audited: seen } = await withAuditScope(async () => run());
  if (!seen.unchanged && !kinds.some((k) => seen.kinds.has(k))) {
    const message = `${request.method} ${request.routeOptions.url ?? request.url} wrote no '${kinds.join("' or '")}' audit row`;
    if (guards.strictAudit) throw new Error(message);
    request.log.error({ audit: kinds, wrote: [...seen.kinds] }, message);
  }
  return result;
}

/**
 * A kept answer, compressed as the client accepts (once per answer; the compress plugin in fastify.ts
 * leaves a reply that already has a Content-Encoding alone).
 */
function sendKept(
  answers: AnswerCache,
  key: string,
  kept: AnsweredBytes,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { bytes, encoding } = answers.encoded(
    key,
    kept,
    request.headers['accept-encoding'],
    // The plugin's opt-out header, honoured here too.
    request.headers['x-no-compression'] !== undefined,
  );
  void reply.header('vary', 'accept-encoding');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.type(JSON_TYPE).send(bytes);
}

/**
 * An upload's multipart form: the file within its feature's policy, then the text fields validated
 * with the declared `body` schema (400 with the field errors, nothing stored).
 */
async function readUpload(
  request: FastifyRequest,
  endpoint: EndpointDef,
  upload: NonNullable<EndpointDef['upload']>,
): Promise<{ body: unknown; file: Upload | null }> {
  const schema = endpoint.body;
  // zod's core class: a classic or a mini object (packages/contract: common.ts, auth.ts, home.ts).
  const fieldNames = schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
  const form = await readMultipart(request, upload.feature, { fileField: upload.fileField, fieldNames });
  if (!schema) return { body: {}, file: form.file };
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join('.') || 'body',
      message: i.message,
    }));
    throw new HttpError(400, errors[0]?.message ?? 'The form is not valid.', errors);
  }
  return { body: parsed.data, file: form.file };
}

/**
 * The validator of an ingest route: its declared body (every record's schema, for the OpenAPI
 * document) is not what is checked; the batch is `{ records: unknown[] }` (1 to 1,000) and each
 * record is checked by the handler, so one bad record never refuses the others.
 */
const batchValidator: NonNullable<RouteOptions['validatorCompiler']> = ({ httpPart }) => {
  return (data: unknown) => {
    if (httpPart !== 'body') return { value: data };
    const parsed = ingestBatchSchema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    const errors = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join('.') || 'body',
      message: i.message,
    }));
    return { error: new HttpError(400, errors[0]?.message ?? 'Not a batch', errors) };
  };
};

function key(endpoint: EndpointDef): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * Registers every feature's routes: under `/api/v1` public and session endpoints once, tenant
 * endpoints once per business-model prefix they declare, behind authentication and the acting
 * account; under `/api/admin/v1` the staff endpoints, behind the staff token and the role rule.
 * Refuses an endpoint bound twice.
 */
export async function mountEndpoints(
  app: FastifyInstance,
  guards: Guards,
  features: readonly FeatureRoutes[],
  answers: AnswerCache | null = null,
): Promise<void> {
  const seen = new Set<string>();
  for (const f of features)
    for (const b of f.bindings) {
      const base = isStaffEndpoint(b.endpoint)
        ? STAFF_API_BASE
        : b.endpoint.access === 'ingest'
          ? INGEST_API_BASE
          : '';
      const k = `${base}${key(b.endpoint)}`;
      if (seen.has(k)) throw new Error(`Endpoint ${k} is bound twice`);
      seen.add(k);
    }

  await app.register(
    async (admin) => {
      for (const feature of features) {
        const staff = feature.bindings.filter((b) => isStaffEndpoint(b.endpoint));
        if (staff.length === 0) continue;
        await admin.register(async (scope) => {
          feature.setup?.(scope);
          for (const binding of staff) scope.route(routeOf(binding, guards, answers));
        });
      }
    },
    { prefix: STAFF_API_BASE },
  );

  await app.register(
    async (ingest) => {
      for (const feature of features) {
        const bindings = feature.bindings.filter((b) => b.endpoint.access === 'ingest');
        if (bindings.length === 0) continue;
        await ingest.register(async (scope) => {
          feature.setup?.(scope);
          for (const binding of bindings) scope.route(routeOf(binding, guards, answers));
        });
      }
    },
    { prefix: INGEST_API_BASE },
  );

  for (const feature of features) {
    const root = feature.bindings.filter((b) => b.endpoint.root === true);
    if (root.length === 0) continue;
    await app.register(async (scope) => {
      feature.setup?.(scope);
      for (const binding of root) scope.route(routeOf(binding, guards, answers));
    });
  }

  await app.register(
    async (api) => {
      for (const feature of features) {
        const open = feature.bindings.filter(
          (b) => (b.endpoint.access === 'public' || b.endpoint.access === 'session') && !b.endpoint.root,
        );
        if (open.length === 0) continue;
        await api.register(async (scope) => {
          feature.setup?.(scope);
          for (const binding of open) scope.route(routeOf(binding, guards, answers));
        });
      }
      for (const [model, prefix] of Object.entries(MODEL_PREFIX) as [keyof typeof MODEL_PREFIX, string][]) {
        await api.register(
          async (scoped) => {
            scoped.addHook('onRequest', authenticate(guards.auth));
            scoped.addHook('onRequest', resolveTenant(guards.auth, model));
            for (const feature of features) {
              const tenant = feature.bindings.filter(
                (b) => b.endpoint.access === 'tenant' && endpointModels(b.endpoint).includes(model),
              );
              if (tenant.length === 0) continue;
              await scoped.register(async (scope) => {
                feature.setup?.(scope);
                for (const binding of tenant) scope.route(routeOf(binding, guards, answers));
              });
            }
          },
          { prefix },
        );
      }
    },
    { prefix: API_BASE },
  );
}
