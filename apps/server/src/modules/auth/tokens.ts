import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '@oc/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';
const ISSUER = 'operator-console';
const AUDIENCE = 'operator-console-web';

export interface AccessClaims extends TokenPayload {
  /** The login (refresh-token family) this access token belongs to. */
  sid: string;
}

/** Signs and verifies access tokens: HS256 only, fixed issuer and audience, 15 minutes. */
export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(payload: TokenPayload, sid: string, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...payload, sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(payload.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** Returns the claims, or null for a missing, expired, tampered or wrongly-signed token. */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      const parsed = tokenPayloadSchema.safeParse(payload);
      if (!parsed.success || typeof payload.sid !== 'string') return null;
      return { ...parsed.data, sid: payload.sid };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}

/** Keyed hashes for OTP codes and refresh tokens: a database leak reveals neither. */
export class Hasher {
  constructor(private readonly secret: string) {}
  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\u0000${value}`).digest('base64url');
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
