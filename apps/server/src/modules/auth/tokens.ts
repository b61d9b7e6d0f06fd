import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { staffMemberSchema, tokenPayloadSchema, type StaffMember, type TokenPayload } from '@oc/contract';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';
const ISSUER = 'operator-console';

/** Whose tokens a signer makes: its audience and the payload's shape. */
export interface TokenKind<P extends { id: string }> {
  /** Operators' and staff's tokens differ here, so neither is accepted where the other is. */
  audience: string;
  parse(payload: JWTPayload): P | null;
}

export const OPERATOR_TOKENS: TokenKind<TokenPayload> = {
  audience: 'operator-console-web',
  parse: (payload) => {
    const parsed = tokenPayloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  },
};

export const STAFF_TOKENS: TokenKind<StaffMember> = {
  audience: 'operator-console-staff',
  parse: (payload) => {
    const parsed = staffMemberSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  },
};

export interface AccessClaims extends TokenPayload {
  /** The login (refresh-token family) this access token belongs to. */
  sid: string;
}

export type StaffClaims = StaffMember & { sid: string };

/** How many verified access tokens are remembered (about 1 MB; the oldest goes first). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Signs and verifies access tokens: HS256 only, fixed issuer and the kind's audience, 15 minutes.
 * A verified token's claims are remembered, keyed by the whole token string, until the token's
 * `exp`: the signature check (WebCrypto HMAC, the largest per-request cost of an authenticated
 * call; docs/performance.md) runs once per token, not once per request. Only a token that passed
 * the full check is remembered, so the cache cannot admit a token the check refuses.
 */
export class JwtSigner<P extends { id: string }> {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: P & { sid: string }; exp: number }>();
  constructor(
    secret: string | Uint8Array,
    private readonly kind: TokenKind<P>,
  ) {
    this.key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  }

  async sign(payload: P, sid: string, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...payload, sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(payload.id)
      .setIssuer(ISSUER)
      .setAudience(this.kind.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** How many verified tokens are remembered now (for tests). */
  get rememberedTokens(): number {
    return this.verified.size;
  }

  /** Returns the claims, or null for a missing, expired, tampered or wrongly-signed token. */
  async verify(token: string, now: Date): Promise<(P & { sid: string }) | null> {
    const seconds = now.getTime() / 1000;
    const known = this.verified.get(token);
    // jose's rule for a remembered token: expired from `exp` on (no clock tolerance).
    if (known) {
      if (seconds < known.exp) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const checked = await this.verifySignature(token, now);
    if (!checked) return null;
    if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, checked);
    return checked.claims;
  }

  private async verifySignature(
    token: string,
    now: Date,
  ): Promise<{ claims: P & { sid: string }; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: this.kind.audience,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      const parsed = this.kind.parse(payload);
      if (!parsed || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      return { claims: { ...parsed, sid: payload.sid }, exp: payload.exp };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}

/** Operators' access tokens. */
export class TokenSigner extends JwtSigner<TokenPayload> {
  constructor(secret: string) {
    super(secret, OPERATOR_TOKENS);
  }
}

/**
 * Staff access tokens: their own audience and their own key (derived from the same secret), so an
 * operator token is refused on staff routes twice over, and a staff token on operator routes.
 */
export class StaffTokenSigner extends JwtSigner<StaffMember> {
  constructor(secret: string) {
    super(createHmac('sha256', secret).update('staff access tokens').digest(), STAFF_TOKENS);
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
