import { INGEST_MESSAGES, type IngestScope } from '@oc/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { bearerToken } from '../auth/guard';
import type { ApiKeysService, VerifiedApiKey } from './apikeys.service';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: VerifiedApiKey | null;
  }
}

/**
 * 401 unless `Authorization: Bearer` holds a live API key (looked up on every request: a revoked
 * key is refused at once, by every process). Operator and staff tokens are not keys.
 */
export function authenticateIngest(keys: ApiKeysService): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const key = bearerToken(request);
    if (!key) throw new HttpError(401, INGEST_MESSAGES.keyRequired);
    const verified = await keys.verify(key);
    if (!verified) throw new HttpError(401, INGEST_MESSAGES.keyRefused);
    request.apiKey = verified;
  };
}

/** 403 unless the key's scopes hold the endpoint's record kind. */
export function ingestScopeCheck(scope: IngestScope): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.apiKey?.scopes.includes(scope))
      throw new HttpError(403, INGEST_MESSAGES.scopeRefused(scope));
  };
}
