import { UNAUTHORIZED_MESSAGE } from '@oc/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { bearerToken } from '../auth/guard';
import type { StaffClaims } from '../auth/tokens';
import type { StaffService } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffClaims | null;
  }
}

/**
 * 401 `failed with 401` unless the bearer token is a staff access token (its own audience and
 * key: an operator's token never passes here, nor a staff token on operator routes).
 */
export function authenticateStaff(staff: StaffService): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await staff.verifyAccessToken(token) : null;
    if (!claims) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    request.staff = claims;
  };
}
