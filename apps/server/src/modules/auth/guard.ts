import { ACCOUNT_HEADER, UNAUTHORIZED_MESSAGE, type UserType } from '@oc/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { AuthService, TenantAccount } from './auth.service';
import type { AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    claims: AccessClaims | null;
    tenant: TenantAccount | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** 401 `failed with 401` for a missing, expired, tampered or `alg: none` access token. */
export function authenticate(auth: AuthService): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await auth.verifyAccessToken(token) : null;
    if (!claims) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    request.claims = claims;
  };
}

/** Picks the acting account from the path's business model and `x-user-id`. */
export function resolveTenant(auth: AuthService, model: UserType): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const claims = request.claims;
    if (!claims) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const raw = request.headers[ACCOUNT_HEADER];
    const header = Array.isArray(raw) ? raw[0] : raw;
    request.tenant = await auth.resolveAccount(claims.id, model, header);
  };
}
