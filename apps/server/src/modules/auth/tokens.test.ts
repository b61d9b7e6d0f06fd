import type { TokenPayload } from '@oc/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, TokenSigner, VERIFIED_TOKEN_CACHE_SIZE } from './tokens';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const payload: TokenPayload = {
  id: '11111111-1111-4111-8111-111111111111',
  userType: 'OPERATOR',
  isElectricUser: false,
  electricId: null,
  electricName: null,
  electricEmail: null,
  isMGUser: false,
  mgId: null,
  mgName: null,
  name: 'Rajesh Kumar',
  email: 'rajesh@example.in',
  mobileNo: '9000000001',
};
const T0 = new Date('2026-11-24T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('TokenSigner.verify with its cache of verified tokens', () => {
  it('answers a remembered token until exp, and null from exp on (as the first check would)', async () => {
    const signer = new TokenSigner(SECRET);
    const token = await signer.sign(payload, 'sid-1', T0);
    expect((await signer.verify(token, at(1)))?.sid).toBe('sid-1');
    // Remembered now: the same answer, the same rule at the edge.
    expect((await signer.verify(token, at(ACCESS_TOKEN_TTL_SECONDS - 1)))?.id).toBe(payload.id);
    expect(await signer.verify(token, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    // And a fresh signer (nothing remembered) agrees.
    const fresh = new TokenSigner(SECRET);
    expect(await fresh.verify(token, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(await fresh.verify(token, at(ACCESS_TOKEN_TTL_SECONDS - 1))).not.toBeNull();
  });

  it('never remembers a refused token: tampered, other key, or alg none stay refused', async () => {
    const signer = new TokenSigner(SECRET);
    const token = await signer.sign(payload, 'sid-1', T0);
    const [head, body, sig] = token.split('.') as [string, string, string];
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), id: 'someone-else' }),
    ).toString('base64url');
    const tampered = `${head}.${otherBody}.${sig}`;
    const foreign = await new TokenSigner(`${SECRET}-other`).sign(payload, 'sid-1', T0);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    for (const bad of [tampered, foreign, none]) {
      expect(await signer.verify(bad, at(1))).toBeNull();
      expect(await signer.verify(bad, at(2))).toBeNull();
    }
    // The genuine token still works after the refusals.
    expect(await signer.verify(token, at(3))).not.toBeNull();
  });

  it('refuses a well-signed token without sid or with a payload outside the contract, every time', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noSid = await new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.id)
      .setIssuer('operator-console')
      .setAudience('operator-console-web')
      .setIssuedAt(Math.floor(T0.getTime() / 1000))
      .setExpirationTime(Math.floor(T0.getTime() / 1000) + 60)
      .sign(key);
    const signer = new TokenSigner(SECRET);
    expect(await signer.verify(noSid, at(1))).toBeNull();
    expect(await signer.verify(noSid, at(2))).toBeNull();
  });

  it(`keeps at most ${VERIFIED_TOKEN_CACHE_SIZE} tokens, dropping the oldest first`, async () => {
    const signer = new TokenSigner(SECRET);
    const first = await signer.sign(payload, 'sid-first', T0);
    await signer.verify(first, at(1));
    for (let i = 0; i < VERIFIED_TOKEN_CACHE_SIZE; i++)
      await signer.verify(await signer.sign(payload, `sid-${i}`, T0), at(1));
    expect(signer.rememberedTokens).toBe(VERIFIED_TOKEN_CACHE_SIZE);
    // The oldest was dropped; it is checked again (and still valid) when it comes back.
    expect((await signer.verify(first, at(2)))?.sid).toBe('sid-first');
    expect(signer.rememberedTokens).toBe(VERIFIED_TOKEN_CACHE_SIZE);
  });
});
