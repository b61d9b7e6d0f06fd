import { notInModelMessage } from '@oc/contract/constants';
import {
  featureInModel,
  fillPath,
  isStaffEndpoint,
  type EndpointData,
  type EndpointDef,
  type EndpointInput,
} from '@oc/contract/endpoint';
import { apiDownload, type Download } from './api/download';
import { ApiError, type EnvelopeSchema } from './api/errors';
import type { ApiSession, QueryValue, TransferProgress } from './api/request';
import { api } from './api/send';
import { apiUpload } from './api/upload';
import { resolveUserType } from './session';

/**
 * The web side of the endpoint registry (packages/contract/src/endpoint.ts): a feature's fetcher
 * calls {@link callEndpoint} with the contract's declaration, so the method, path, prefix and the
 * answer's schema come from the one place the server registers its route from.
 */

type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : Record<string, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/**
 * What a call sends: path params, query and body as the contract's schemas accept them; a staff
 * endpoint's call names the staff console's session (`admin/lib/staff-api.ts` does).
 */
export type CallInput<E extends EndpointDef> = Part<'params', EndpointInput<E>['params']> &
  Part<'query', EndpointInput<E>['query']> &
  Part<'body', EndpointInput<E>['body']> & { signal?: AbortSignal; session?: ApiSession };

function toQuery(query: unknown): Record<string, QueryValue> | undefined {
  if (query === undefined || query === null) return undefined;
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(',') : (value as QueryValue);
  }
  return out;
}

/**
 * A feature whose declaration leaves the acting business model out of its `accountTypes` is not
 * called: the server would answer the same 403 (`notInModelMessage`), and the screen shows the
 * not-in-model notice at once (`ApiError.isNotInModel`, docs/ui.md "States").
 */
function refuseOutsideModel(endpoint: EndpointDef): void {
  if (endpoint.access !== 'tenant') return;
  const type = resolveUserType();
  if (!featureInModel(endpoint, type)) {
    throw new ApiError(403, notInModelMessage(endpoint.feature ?? 'this feature', type));
  }
}

/**
 * A staff endpoint (`access` staff or staffPublic, under `/api/admin/v1`) is called only with the
 * staff console's session and any other only without one (the operator's): a staff token never
 * goes to `/api/v1`, an operator token never to `/api/admin/v1`.
 */
function checkSession(endpoint: EndpointDef, session: ApiSession | undefined): void {
  const staff = isStaffEndpoint(endpoint);
  if (staff === (session !== undefined)) return;
  const call = `${endpoint.method} ${endpoint.path}`;
  throw new Error(
    staff ? `${call} is a staff call: call it with the staff session` : `${call} is not a staff call`,
  );
}

function requestOf(endpoint: EndpointDef, input: CallInput<EndpointDef>) {
  checkSession(endpoint, input.session);
  refuseOutsideModel(endpoint);
  const query = toQuery(input.query);
  return {
    path: fillPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    method: endpoint.method,
    scoped: endpoint.access === 'tenant',
    // Public calls (captcha, login, OTP; the staff sign-in) go without the stored token.
    ...(endpoint.access === 'public' || endpoint.access === 'staffPublic' ? { auth: false } : {}),
    ...(input.session ? { session: input.session } : {}),
    ...(query ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  };
}

/** Calls a JSON endpoint and answers its envelope's `data`, parsed with the declared schema. */
export async function callEndpoint<E extends EndpointDef>(
  endpoint: E,
  ...[input]: Record<string, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<EndpointData<E>> {
  const { path, ...opts } = requestOf(endpoint, input ?? {});
  return api(path, { ...opts, schema: endpoint.response as EnvelopeSchema<EndpointData<E>> });
}

/** Calls a file endpoint and answers the file and its name (Content-Disposition). */
export async function downloadEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E> & {
    fallbackFilename?: string;
    onProgress?: (progress: TransferProgress) => void;
  },
): Promise<Download> {
  const { path, ...opts } = requestOf(endpoint, input);
  return apiDownload(path, {
    ...opts,
    ...(input.fallbackFilename ? { fallbackFilename: input.fallbackFilename } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}

/**
 * Sends a file to an upload endpoint (`upload` in its declaration) as multipart, the file in the
 * declared field and the declared `body` as the form's text fields, with the upload's progress;
 * answers the envelope's `data` like {@link callEndpoint}.
 */
export async function uploadEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E> & {
    file: File;
    fields?: Record<string, string>;
    onProgress?: (progress: TransferProgress) => void;
  },
): Promise<EndpointData<E>> {
  if (!endpoint.upload) throw new Error(`${endpoint.path} is not an upload endpoint`);
  const { path, scoped, ...rest } = requestOf(endpoint, input);
  const form = new FormData();
  // The declared `body` (the form's text fields, checked by its schema's input type), then any extra fields.
  const body = (input.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
  form.append(endpoint.upload.fileField, input.file, input.file.name);
  return apiUpload(path, {
    form,
    scoped,
    ...(rest.session ? { session: rest.session } : {}),
    schema: endpoint.response as EnvelopeSchema<EndpointData<E>>,
    ...(rest.signal ? { signal: rest.signal } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}
