import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../../test/fakes/http-fake';
import { ProviderError, fetchJson, rethrowAs } from './http';

/** fetchJson, the provider adapters' one HTTP call, against a local fake provider. */

const answer = z.object({ ok: z.boolean(), id: z.string() });
const reason = z.object({ error: z.string() }).transform((a) => a.error);

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('fetchJson against a fake provider', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      switch (req.url.pathname) {
        case '/ok':
          return sendJson(res, 200, { ok: true, id: 'abc', extra: 1 });
        case '/refusal':
          return sendJson(res, 400, { ok: false, id: 'r1' });
        case '/slow':
          setTimeout(() => sendJson(res, 200, { ok: true, id: 'late' }), 1500).unref();
          return;
        case '/slow-body':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"ok": true,');
          setTimeout(() => res.end('"id": "late"}'), 1500).unref();
          return;
        case '/html':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html><body>Maintenance</body></html>');
        case '/shape':
          return sendJson(res, 200, { ok: 'yes' });
        case '/down':
          return sendJson(res, 503, { error: 'upstream unavailable' });
        case '/gateway':
          res.writeHead(504, { 'content-type': 'text/html' });
          return res.end('<html>Gateway Timeout</html>');
        default:
          return sendJson(res, 404, { error: 'no such path' });
      }
    });
  });
  afterAll(() => fake.close());

  const call = (path: string, extra: Partial<Parameters<typeof fetchJson>[0]> = {}) =>
    fetchJson({ provider: 'fake', url: `${fake.url}${path}`, schema: answer, timeoutMs: 1000, ...extra });

  it('answers the parsed JSON (unknown keys dropped) and the status; sends JSON with its headers', async () => {
    const res = await call('/ok', { method: 'POST', json: { a: 1 }, headers: { authkey: 'k' } });
    expect(res).toEqual({ status: 200, data: { ok: true, id: 'abc' } });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.headers).toMatchObject({
      authkey: 'k',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(req.body)).toEqual({ a: 1 });
  });

  it('sends a form as application/x-www-form-urlencoded', async () => {
    await call('/ok', { method: 'POST', form: new URLSearchParams({ secret: 's', response: 'r' }) });
    const req = fake.requests.at(-1)!;
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.body).toBe('secret=s&response=r');
  });

  it('a GET without a body', async () => {
    await call('/ok');
    expect(fake.requests.at(-1)!.method).toBe('GET');
  });

  it('times out: kind timeout, no status', async () => {
    const started = Date.now();
    const err = await providerError(call('/slow', { timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(1200);
    expect(err).toMatchObject({ provider: 'fake', kind: 'timeout', status: null });
    expect(err.message).toMatch(/no answer within 200 ms/);
  });

  it('times out while the body is still coming: kind timeout with the status', async () => {
    const err = await providerError(call('/slow-body', { timeoutMs: 300 }));
    expect(err).toMatchObject({ kind: 'timeout', status: 200 });
  });

  it('an answer that is not JSON: kind not_json, with a piece of it in the message', async () => {
    const err = await providerError(call('/html'));
    expect(err).toMatchObject({ kind: 'not_json', status: 200 });
    expect(err.message).toContain('Maintenance');
  });

  it('JSON of another shape: kind schema, naming the field', async () => {
    const err = await providerError(call('/shape'));
    expect(err).toMatchObject({ kind: 'schema', status: 200 });
    expect(err.message).toMatch(/ok: /);
    expect(err.message).toMatch(/id: /);
  });

  it("a 5xx: kind status, with the provider's reason when the adapter reads one", async () => {
    const withReason = await providerError(call('/down', { reason }));
    expect(withReason).toMatchObject({ kind: 'status', status: 503 });
    expect(withReason.message).toBe('fake: answered 503: upstream unavailable');
    const html = await providerError(call('/gateway', { reason }));
    expect(html).toMatchObject({ kind: 'status', status: 504 });
    expect(html.message).toContain('Gateway Timeout');
  });

  it('a 4xx is an error unless the adapter reads that status', async () => {
    expect(await providerError(call('/refusal'))).toMatchObject({ kind: 'status', status: 400 });
    expect(await call('/refusal', { acceptStatus: (s) => s === 400 })).toEqual({
      status: 400,
      data: { ok: false, id: 'r1' },
    });
    // An accepted status still has to be the documented JSON.
    expect(await providerError(call('/nowhere', { acceptStatus: () => true }))).toMatchObject({
      kind: 'schema',
      status: 404,
    });
  });

  it('an unreachable provider: kind network', async () => {
    const err = await providerError(
      fetchJson({ provider: 'fake', url: 'http://127.0.0.1:9/x', schema: answer, timeoutMs: 2000 }),
    );
    expect(err).toMatchObject({ kind: 'network', status: null });
  });

  it("rethrowAs gives the adapter's own error with the ProviderError as its cause", async () => {
    class GatewayError extends Error {}
    const err = await call('/down')
      .catch(rethrowAs(GatewayError))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as Error).cause).toBeInstanceOf(ProviderError);
    const other = new TypeError('a bug');
    await expect(Promise.reject(other).catch(rethrowAs(GatewayError))).rejects.toBe(other);
  });
});
