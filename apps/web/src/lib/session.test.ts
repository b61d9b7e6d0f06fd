import { errorEnvelopeSchema, tokenPairSchema, tokenPayloadSchema } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { isErrorEnvelope, isTokenPair } from './api/errors';
import { decodeToken, isTokenPayload } from './session';

/**
 * The login route's first paint loads no schema library, so the session guard and the api client
 * check the token payload, the error envelope and the token pair by hand: they must accept and
 * refuse exactly what the contract's schemas do.
 */
const payload = {
  id: 'u1',
  userType: 'BUSOWNER',
  isElectricUser: false,
  electricId: null,
  electricName: null,
  electricEmail: null,
  isMGUser: true,
  mgId: 'g1',
  mgName: 'Green Lines',
  name: 'Asha',
  email: null,
  mobileNo: '9000000001',
  exp: 1,
  iat: 0,
};

const payloads: unknown[] = [
  payload,
  { ...payload, exp: undefined, iat: undefined },
  { ...payload, extra: 'kept out of the check' },
  { ...payload, userType: 'ADMIN' },
  { ...payload, userType: undefined },
  { ...payload, mgId: 5 },
  { ...payload, email: undefined },
  { ...payload, isMGUser: 'true' },
  { ...payload, exp: '1' },
  { ...payload, name: null },
  null,
  'token',
  [],
  {},
];

const envelopes: unknown[] = [
  { statusCode: 400, data: 'Bad', errors: [{ path: 'mobileNo', message: 'x' }] },
  { statusCode: 'error', data: 'failed with 401' },
  { statusCode: 400, data: 'Bad', errors: [] },
  { statusCode: 400, data: 'Bad', errors: [{ path: 1, message: 'x' }] },
  { statusCode: 400, data: 'Bad', errors: 'x' },
  { statusCode: null, data: 'Bad' },
  { statusCode: 400, data: { a: 1 } },
  { statusCode: 400 },
  undefined,
  'oops',
];

const pairs: unknown[] = [
  { accessToken: 'a', refreshToken: 'r' },
  { accessToken: 'a', refreshToken: 'r', more: 1 },
  { accessToken: 'a' },
  { accessToken: 1, refreshToken: 'r' },
  'otp sent',
  null,
];

describe('hand-written checks agree with the contract schemas', () => {
  it('isTokenPayload ⇔ tokenPayloadSchema', () => {
    for (const v of payloads)
      expect(isTokenPayload(v), JSON.stringify(v)).toBe(tokenPayloadSchema.safeParse(v).success);
    expect(isTokenPayload(payload)).toBe(true);
  });

  it('isErrorEnvelope ⇔ errorEnvelopeSchema', () => {
    for (const v of envelopes)
      expect(isErrorEnvelope(v), JSON.stringify(v)).toBe(errorEnvelopeSchema.safeParse(v).success);
  });

  it('isTokenPair ⇔ tokenPairSchema', () => {
    for (const v of pairs)
      expect(isTokenPair(v), JSON.stringify(v)).toBe(tokenPairSchema.safeParse(v).success);
  });
});

describe('decodeToken', () => {
  const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const tokenOf = (p: unknown) => `${encode({ alg: 'HS256' })}.${encode(p)}.sig`;

  it('decodes a token once: the same token answers the same frozen payload, another token its own', () => {
    const first = decodeToken(tokenOf(payload));
    expect(first).toEqual(payload);
    expect(Object.isFrozen(first)).toBe(true);
    expect(decodeToken(tokenOf(payload))).toBe(first);
    const other = decodeToken(tokenOf({ ...payload, name: 'Ravi' }));
    expect(other?.name).toBe('Ravi');
    expect(decodeToken(tokenOf(payload))).not.toBe(other);
    expect(decodeToken(tokenOf(payload))?.name).toBe('Asha');
  });

  it('answers null for no token, a broken one or a payload not ours, each time', () => {
    for (const t of [null, '', 'Server exception', 'a.b.c', tokenOf({ ...payload, userType: 'ADMIN' })]) {
      expect(decodeToken(t), String(t)).toBeNull();
      expect(decodeToken(t), String(t)).toBeNull();
    }
    expect(decodeToken(tokenOf(payload))).toEqual(payload);
  });
});
