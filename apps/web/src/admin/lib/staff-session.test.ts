import { ENDPOINTS, STAFF_MESSAGES, UNAUTHORIZED_MESSAGE, authEndpoints, staffEndpoints } from '@oc/contract';
import { apiBaseOf, isStaffEndpoint, type EndpointDef } from '@oc/contract/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../lib/api/errors';
import { callEndpoint } from '../../lib/endpoint';
import { callStaff } from './staff-api';
import { STAFF_STORAGE_KEYS, staffMember, staffSession, wasStaffSignedOut } from './staff-session';

// The cross-tab relay lives in IndexedDB (absent here): no rotation by another tab.
vi.mock('../../lib/token-relay', () => ({
  lastRotation: () => Promise.resolve(null),
  recordRotation: () => Promise.resolve(),
  forgetRotation: () => Promise.resolve(),
}));

/** A token the console decodes (not signed: the web only reads it). */
function token(payload: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}
const member = { id: 's1', email: 'finance@demo.test', name: 'Farhan Finance', role: 'finance' };
/** GET /me's answer: the member and their own settings (none chosen). */
const me = { ...member, preferences: { language: null, theme: null } };
const access1 = token({ ...member, sid: 'f1', n: 1 });
const access2 = token({ ...member, sid: 'f1', n: 2 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let local: Map<string, string>;
let tab: Map<string, string>;
let assigned: string[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let refreshAnswer: () => Response;
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');
const store = (map: Map<string, string>) => ({
  getItem: (k: string) => map.get(k) ?? null,
  setItem: (k: string, v: string) => map.set(k, v),
  removeItem: (k: string) => map.delete(k),
});

beforeEach(() => {
  local = new Map([
    [STAFF_STORAGE_KEYS.accessToken, access1],
    [STAFF_STORAGE_KEYS.refreshToken, 'staff-refresh-1'],
    // An operator signed in in the same browser: never sent to the staff API, never touched.
    ['idToken', 'operator-access'],
    ['refreshToken', 'operator-refresh'],
  ]);
  tab = new Map();
  assigned = [];
  vi.stubGlobal('window', {
    location: {
      pathname: '/admin/proposals',
      search: '?status=ALL',
      assign: (to: string) => assigned.push(to),
    },
    localStorage: store(local),
    sessionStorage: store(tab),
  });
  refreshAnswer = () =>
    json(200, { statusCode: 200, data: { accessToken: access2, refreshToken: 'staff-refresh-2' } });
  fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (urlOf(input) === '/api/admin/v1/refresh') return Promise.resolve(refreshAnswer());
    return Promise.resolve(
      bearerOf(init) === `Bearer ${access2}`
        ? json(200, { statusCode: 200, data: me })
        : json(401, { statusCode: 401, data: UNAUTHORIZED_MESSAGE }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refreshCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input) === '/api/admin/v1/refresh');

describe('the staff session (apart from the operator’s)', () => {
  it('calls every staff endpoint at its declared base, /api/admin/v1', () => {
    const groups: Record<string, Record<string, EndpointDef>> = ENDPOINTS;
    const staff = Object.values(groups)
      .flatMap((group) => Object.values(group))
      .filter(isStaffEndpoint);
    expect(staff.length).toBeGreaterThan(5);
    for (const e of staff) expect(apiBaseOf(e)).toBe(staffSession.base);
  });

  it('on a 401: one POST /api/admin/v1/refresh with the staff refresh token, then one retry', async () => {
    await expect(callStaff(staffEndpoints.me)).resolves.toEqual(me);
    const [[, init]] = refreshCalls() as [[RequestInfo, RequestInit]];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ refreshToken: 'staff-refresh-1' });
    const calls = fetchMock.mock.calls.map(([input, i]) => [urlOf(input), bearerOf(i)]);
    expect(calls).toEqual([
      ['/api/admin/v1/me', `Bearer ${access1}`],
      ['/api/admin/v1/refresh', null],
      ['/api/admin/v1/me', `Bearer ${access2}`],
    ]);
    expect(local.get(STAFF_STORAGE_KEYS.accessToken)).toBe(access2);
    expect(local.get(STAFF_STORAGE_KEYS.refreshToken)).toBe('staff-refresh-2');
    // The operator's session is not touched.
    expect([local.get('idToken'), local.get('refreshToken')]).toEqual([
      'operator-access',
      'operator-refresh',
    ]);
    expect(staffMember()).toEqual(member);
  });

  it('a refused refresh signs the member out to /admin/login, saying why, and keeps where they were', async () => {
    refreshAnswer = () => json(401, { statusCode: 401, data: STAFF_MESSAGES.sessionExpired });
    const err = await callStaff(staffEndpoints.me).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(local.has(STAFF_STORAGE_KEYS.accessToken)).toBe(false);
    expect(local.has(STAFF_STORAGE_KEYS.refreshToken)).toBe(false);
    expect(local.get('idToken')).toBe('operator-access');
    expect(assigned).toEqual(['/admin/login']);
    expect(wasStaffSignedOut()).toBe(true);
    expect(tab.get('staffReturnPath')).toBe('/admin/proposals?status=ALL');
  });

  it('stores the sign-in’s tokens in the staff session, never the operator’s', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { statusCode: 200, data: { accessToken: access2, refreshToken: 'r2' } })),
    );
    await callStaff(staffEndpoints.login, {
      body: { email: member.email, password: 'demo staff password', totp: '123456' },
    });
    expect(local.get(STAFF_STORAGE_KEYS.accessToken)).toBe(access2);
    expect(local.get('idToken')).toBe('operator-access');
    // The sign-in goes without a bearer.
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
  });

  it('refuses a staff endpoint without the staff session, and an operator endpoint with it', async () => {
    await expect(callEndpoint(staffEndpoints.me)).rejects.toThrow('is a staff call');
    await expect(callEndpoint(authEndpoints.me, { session: staffSession })).rejects.toThrow(
      'is not a staff call',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
