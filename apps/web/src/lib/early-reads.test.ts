import { authEndpoints, contractsEndpoints, homeEndpoints } from '@oc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api/send';
import { EARLY_READ_TTL_MS, firstReadPaths, startEarlyReads, takeEarlyRead } from './early-reads';

/** A token the session reads (not signed: the web only decodes it). */
function token(payload: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}

// The real clock: the api client reads it too (an expired token is not read early).
const NOW = Date.now();
const operator = {
  id: 'u1',
  userType: 'OPERATOR',
  isElectricUser: false,
  electricId: null,
  electricName: null,
  electricEmail: null,
  isMGUser: false,
  mgId: null,
  mgName: null,
  name: 'Asha',
  email: null,
  mobileNo: '9000000001',
  exp: Math.floor(NOW / 1000) + 3600,
};
const mg = { ...operator, userType: 'BUSOWNER', isMGUser: true, mgId: 'MG-1', mgName: 'Green Lines' };

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ statusCode: 200, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function openPage(pathname: string, idToken: string | null) {
  storage = new Map(idToken ? [['idToken', idToken]] : []);
  vi.stubGlobal('window', {
    location: { pathname, search: '' },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(envelope('from the network')));
  vi.stubGlobal('fetch', fetchMock);
  delete (globalThis as Record<string, unknown>).__ocEarlyReads;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__ocEarlyReads;
});

const asked = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    headers: init?.headers as Record<string, string>,
  }));

describe('early reads', () => {
  it("are the calls the app's first paint makes, as the contract declares them", () => {
    expect(firstReadPaths('/', 'OPERATOR')).toEqual([authEndpoints.me.path, homeEndpoints.summary.path]);
    expect(firstReadPaths('/', 'ELECTRIC')).toEqual([authEndpoints.me.path, homeEndpoints.summary.path]);
    expect(firstReadPaths('/', 'BUSOWNER')).toEqual([
      authEndpoints.me.path,
      homeEndpoints.mgSummary.path,
      contractsEndpoints.tripRevenue.path,
    ]);
    // The cab home draws no figures; every other screen reads its own with its code.
    expect(firstReadPaths('/', 'CABOWNER')).toEqual([authEndpoints.me.path]);
    expect(firstReadPaths('/wallet', 'OPERATOR')).toEqual([authEndpoints.me.path]);
    expect(firstReadPaths('/login', 'OPERATOR')).toEqual([]);
    // The staff console: nothing of the operator's, even with an operator signed in in the browser.
    expect(firstReadPaths('/admin', 'OPERATOR')).toEqual([]);
    expect(firstReadPaths('/admin/proposals', 'OPERATOR')).toEqual([]);
    expect(firstReadPaths('/administration', 'OPERATOR')).toEqual([authEndpoints.me.path]);
    for (const e of [
      authEndpoints.me,
      homeEndpoints.summary,
      homeEndpoints.mgSummary,
      contractsEndpoints.tripRevenue,
    ])
      expect([e.method, e.access]).toEqual(['GET', 'tenant']);
  });

  it("are asked for with the session's token, the model's prefix and the acting account", () => {
    openPage('/', token(mg));
    startEarlyReads(NOW);
    expect(asked()).toEqual(
      ['/user/me', '/user/revenueDetails', '/user/tripRevenue'].map((p) => ({
        url: `/api/v1/mg${p}`,
        headers: { accept: 'application/json', authorization: `Bearer ${token(mg)}`, 'x-user-id': 'MG-1' },
      })),
    );
  });

  it('are not asked for signed out, with a broken token or with an expired one', () => {
    for (const idToken of [
      null,
      'Server exception',
      'not.a.token',
      token({ ...operator, exp: Math.floor(NOW / 1000) - 1 }),
    ]) {
      delete (globalThis as Record<string, unknown>).__ocEarlyReads;
      openPage('/', idToken);
      startEarlyReads(NOW);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are asked for once per page', () => {
    openPage('/wallet', token(operator));
    startEarlyReads(NOW);
    startEarlyReads(NOW);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are taken once, by the same call with the same token and account, while fresh', () => {
    openPage('/', token(mg));
    startEarlyReads(NOW);
    const headers = (t: string, account: string | null) =>
      new Headers({ authorization: `Bearer ${t}`, ...(account ? { 'x-user-id': account } : {}) });
    // Another token or account, or another URL: not the same call.
    expect(takeEarlyRead('/api/v1/mg/user/me', headers(token(operator), 'MG-1'), NOW)).toBeUndefined();
    expect(takeEarlyRead('/api/v1/mg/user/me', headers(token(mg), 'MG-2'), NOW)).toBeUndefined();
    expect(takeEarlyRead('/api/v1/mg/user/me', headers(token(mg), null), NOW)).toBeUndefined();
    expect(takeEarlyRead('/api/v1/user/me', headers(token(mg), 'MG-1'), NOW)).toBeUndefined();
    expect(takeEarlyRead('/api/v1/mg/user/me', headers(token(mg), 'MG-1'), NOW)).toBeInstanceOf(Promise);
    expect(takeEarlyRead('/api/v1/mg/user/me', headers(token(mg), 'MG-1'), NOW)).toBeUndefined();
    // Not taken in time: the app asks for it itself.
    const late = NOW + EARLY_READ_TTL_MS + 1;
    expect(takeEarlyRead('/api/v1/mg/user/revenueDetails', headers(token(mg), 'MG-1'), late)).toBeUndefined();
  });

  it("stand in for the api client's own request, which then goes to the network no more", async () => {
    openPage('/', token(operator));
    fetchMock.mockImplementation(() => Promise.resolve(envelope('asked early')));
    startEarlyReads(Date.now());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(() => Promise.resolve(envelope('asked again')));
    expect(await api('/user/me')).toBe('asked early');
    expect(await api('/user/me')).toBe('asked again');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('that did not arrive are asked for again by the api client', async () => {
    openPage('/', token(operator));
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads(Date.now());
    fetchMock.mockImplementation(() => Promise.resolve(envelope('asked again')));
    expect(await api('/user/')).toBe('asked again');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("give a cancelled query its AbortError, as the client's own request would", async () => {
    openPage('/', token(operator));
    let arrive: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (arrive = resolve)));
    startEarlyReads(Date.now());
    const controller = new AbortController();
    const call = api('/user/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    arrive(envelope('too late'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not handed out after the client has sent a change', async () => {
    openPage('/', token(operator));
    startEarlyReads(Date.now());
    await api('/user/publishDeal', { body: {} });
    fetchMock.mockImplementation(() => Promise.resolve(envelope('after the change')));
    expect(await api('/user/')).toBe('after the change');
  });
});
