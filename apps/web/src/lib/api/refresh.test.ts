import { UNAUTHORIZED_MESSAGE } from '@oc/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isUnauthorizedAnswer, type RawAnswer } from './errors';
import { withSessionRefresh } from './refresh';
import { api } from './send';

// The cross-tab relay lives in IndexedDB (absent here): no rotation by another tab.
vi.mock('../token-relay', () => ({
  lastRotation: () => Promise.resolve(null),
  recordRotation: () => Promise.resolve(),
  forgetRotation: () => Promise.resolve(),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () => json(401, { statusCode: 401, data: UNAUTHORIZED_MESSAGE });
const fresh = { accessToken: 'access-2', refreshToken: 'refresh-2' };

let storage: Map<string, string>;
let assigned: string[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** The refresh endpoint's answer; every other call answers 200 to the new token, 401 to the old. */
let refreshAnswer: () => Response;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const isRefresh = (input: RequestInfo | URL) => urlOf(input).endsWith('/user/updateToken');
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

beforeEach(() => {
  storage = new Map([
    ['idToken', 'access-1'],
    ['refreshToken', 'refresh-1'],
    ['userType', 'OPERATOR'],
  ]);
  assigned = [];
  const store = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  };
  vi.stubGlobal('window', {
    location: { pathname: '/wallet', search: '', assign: (to: string) => assigned.push(to) },
    localStorage: store,
    sessionStorage: store,
  });
  refreshAnswer = () => json(200, { statusCode: 200, data: fresh });
  fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (isRefresh(input)) return Promise.resolve(refreshAnswer());
    return Promise.resolve(
      bearerOf(init) === 'Bearer access-2' ? json(200, { statusCode: 200, data: 'ok' }) : expired(),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  // The client logs refusals and failed refreshes; not this test's output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refreshCalls = () => fetchMock.mock.calls.filter(([input]) => isRefresh(input)).length;

describe('the one retry-after-refresh path (withSessionRefresh)', () => {
  it('on 401 "failed with 401": refreshes once, stores the new tokens and retries with them', async () => {
    await expect(api('/user/wallet')).resolves.toBe('ok');
    expect(refreshCalls()).toBe(1);
    expect(storage.get('idToken')).toBe('access-2');
    expect(storage.get('refreshToken')).toBe('refresh-2');
    expect(assigned).toEqual([]);
  });

  it('refreshes once for calls that meet the 401 together (single flight)', async () => {
    await expect(Promise.all([api('/a'), api('/b'), api('/c')])).resolves.toEqual(['ok', 'ok', 'ok']);
    expect(refreshCalls()).toBe(1);
  });

  it('a refused refresh ends the session: tokens cleared, /login, the call throws 401', async () => {
    refreshAnswer = () => json(401, { statusCode: 'error', data: 'Invalid refresh token' });
    const err = await api('/user/wallet').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(storage.get('idToken')).toBeUndefined();
    expect(assigned).toEqual(['/login']);
  });

  it('a refresh the server fails (5xx) keeps the session and throws that error', async () => {
    refreshAnswer = () => json(503, { statusCode: 503, data: 'The database is unavailable.' });
    const err = await api('/user/wallet').catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(503);
    expect(storage.get('idToken')).toBe('access-1');
    expect(assigned).toEqual([]);
  });

  it("serves any answer shape: the uploads' parsed answers take the same path", async () => {
    const seen: (string | null)[] = [];
    const attempt = (token: string | null): Promise<RawAnswer> => {
      seen.push(token);
      return Promise.resolve(
        token === 'access-2'
          ? { status: 200, body: { statusCode: 200, data: 'stored' }, requestId: null }
          : { status: 401, body: { statusCode: 401, data: UNAUTHORIZED_MESSAGE }, requestId: null },
      );
    };
    const answer = await withSessionRefresh(attempt, (a) =>
      Promise.resolve(isUnauthorizedAnswer(a.status, a.body) ? { body: a.body } : null),
    );
    expect(answer.status).toBe(200);
    expect(seen).toEqual(['access-1', 'access-2']);
  });

  it('leaves any other 401 (a refusal, not an expired token) to the caller, without a refresh', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(401, { statusCode: 401, data: 'Not yours' })));
    const err = await api('/user/wallet').catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('Not yours');
    expect(refreshCalls()).toBe(0);
  });
});
