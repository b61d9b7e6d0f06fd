import { errorEnvelopeSchema, tokenPairSchema, tokenPayloadSchema } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { isErrorEnvelope, isTokenPair } from './api';
import { isTokenPayload } from './session';

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
