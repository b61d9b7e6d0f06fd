/**
 * API keys of the provider's own systems (issue 39): they feed the ingestion API
 * (`/api/ingest/v1`) and are made and revoked by an admin in the console or with
 * `npm run admin -- api-key`. A key is shown once; the server keeps its SHA-256 and the first
 * characters to recognise it; each key may send only the record kinds of its scopes.
 */
import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';

/** What a key may send: one scope per record kind of the ingestion API, and `files` for attachments. */
export const INGEST_SCOPES = [
  'bookings',
  'bus-trips',
  'cab-trips',
  'ratings',
  'inspections',
  'audits',
  'services',
  'payment-summaries',
  'payouts',
  'fleet-contracts',
  'files',
] as const;
export const ingestScopeSchema = z.enum(INGEST_SCOPES, {
  error: `A scope is one of ${INGEST_SCOPES.join(', ')}`,
});
export type IngestScope = z.infer<typeof ingestScopeSchema>;

/** The start of every key (so a leaked one is recognisable in logs and by secret scanners). */
export const API_KEY_PREFIX = 'ock_';
/** How many characters of a key are kept in clear to tell keys apart ('ock_AbCd1234'). */
export const API_KEY_SHOWN_CHARS = 12;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name the system that uses the key',
  nameLong: 'Keep the name under 80 characters',
  scopesRequired: 'Choose at least one record kind',
  notFound: 'API key not found',
  alreadyRevoked: 'This key is already revoked',
} as const;

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(2, API_KEY_MESSAGES.nameRequired)
    .max(80, API_KEY_MESSAGES.nameLong),
  scopes: z
    .array(ingestScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(INGEST_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'Name each scope once'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ingestScopeSchema),
  /** The key's first characters ('ock_AbCd1234'), to tell it apart; never the whole key. */
  shown: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of a creation: the key itself, this once. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySchema });

const apiKeyParamsSchema = z.object({ id: z.uuid('Not a valid API key id') });

/** Who manages keys: admin only (a key writes operators' data). */
const KEY_ROLES = ['admin'] as const;

export const apiKeysEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api-keys',
    access: 'staff',
    roles: KEY_ROLES,
    response: envelope(z.array(apiKeySchema)),
    errors: [401, 403],
    tags: ['api-keys'],
    summary: 'API keys of the provider’s systems, newest first (revoked ones too)',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api-keys',
    access: 'staff',
    roles: KEY_ROLES,
    audit: 'ingest.key_created',
    body: apiKeyCreateSchema,
    response: envelope(createdApiKeySchema),
    errors: [400, 401, 403],
    tags: ['api-keys'],
    summary: 'Make an API key for the record kinds named; the answer holds the key, shown only this once',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api-keys/:id/revoke',
    access: 'staff',
    roles: KEY_ROLES,
    audit: 'ingest.key_revoked',
    params: apiKeyParamsSchema,
    response: envelope(apiKeySchema),
    errors: [400, 401, 403, 404, 409],
    tags: ['api-keys'],
    summary: 'Revoke an API key: refused from the next request on, by every server process',
  }),
};
