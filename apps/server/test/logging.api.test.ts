import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFastify } from '../src/fastify';
import { testConfig } from './support';

/**
 * The server's log lines as operations read them: one line per request, and the secrets the
 * logger redacts (src/app.ts LOG_REDACT_PATHS) censored in every other line.
 */
let app: FastifyInstance;
let dataDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'oc-log-'));
  app = await createFastify(testConfig(dataDir, { LOG_LEVEL: 'info' }), {
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app.get('/api/ok', async () => ({ statusCode: 200, data: 'ok' }));
  app.post('/api/secrets', async (request) => {
    request.log.info(
      {
        sms: { to: '+919000000001', otp: 'otp-secret-4321' },
        session: { accessToken: 'access-secret', refreshToken: 'refresh-secret' },
        kyc: { aadhaarNumber: 'aadhaar-secret-1234', last4: '1234' },
      },
      'secrets in a log object',
    );
    return { statusCode: 200, data: 'ok' };
  });
  app.get('/api/headers', async (request) => {
    request.log.info({ headers: request.headers }, 'a request with its headers');
    return { statusCode: 200, data: 'ok' };
  });
  app.get('/api/fails', async () => {
    throw Object.assign(new Error('provider refused'), {
      otp: 'otp-secret-9876',
      accessToken: 'access-secret',
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

const completed = () => lines.filter((l) => l.msg === 'request completed');

describe('log lines', () => {
  it('writes one line per request, with its id, method, URL, address, status and time', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/ok?x=1',
      remoteAddress: '10.1.2.3',
      headers: { authorization: 'Bearer header-secret', 'x-request-id': 'req-logline-1' },
    });
    expect(r.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = completed();
    expect(line).toMatchObject({
      level: 30,
      reqId: 'req-logline-1',
      req: { method: 'GET', url: '/api/ok?x=1', remoteAddress: '10.1.2.3' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('header-secret');
  });

  it("never writes a set-password link's token (the query's `token`)", async () => {
    await app.inject({ method: 'GET', url: '/api/ok?a=1&token=live-link-secret&b=2' });
    const [line] = completed();
    expect((line?.req as { url: string }).url).toBe('/api/ok?a=1&token=[Redacted]&b=2');
    expect(JSON.stringify(lines)).not.toContain('live-link-secret');
  });

  it('writes the line of an unknown route and of a refused request too', async () => {
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    await app.inject({
      method: 'POST',
      url: '/api/secrets',
      headers: { 'content-type': 'application/json' },
      payload: '{"otp": ',
    });
    expect(
      completed().map((l) => [(l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode]),
    ).toEqual([
      ['/api/nothing-here', 404],
      ['/api/secrets', 400],
    ]);
  });

  it('censors OTPs, tokens and Aadhaar numbers wherever a log object holds them', async () => {
    await app.inject({ method: 'POST', url: '/api/secrets', payload: {} });
    const logged = lines.find((l) => l.msg === 'secrets in a log object');
    expect(logged).toMatchObject({
      sms: { to: '+919000000001', otp: '[Redacted]' },
      session: { accessToken: '[Redacted]', refreshToken: '[Redacted]' },
      kyc: { aadhaarNumber: '[Redacted]', last4: '1234' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['otp-secret', 'access-secret', 'refresh-secret', 'aadhaar-secret'])
      expect(text).not.toContain(secret);
    expect(completed()).toHaveLength(1);
  });

  it("censors the authorization and cookie headers of a request's logged headers", async () => {
    await app.inject({
      method: 'GET',
      url: '/api/headers',
      headers: { authorization: 'Bearer header-secret', cookie: 'sid=cookie-secret', 'user-agent': 'probe' },
    });
    const logged = lines.find((l) => l.msg === 'a request with its headers');
    expect(logged).toMatchObject({
      headers: { authorization: '[Redacted]', cookie: '[Redacted]', 'user-agent': 'probe' },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('header-secret');
    expect(text).not.toContain('cookie-secret');
  });

  it("censors them in an error's properties", async () => {
    const r = await app.inject({ method: 'GET', url: '/api/fails' });
    expect(r.statusCode).toBe(500);
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({
      err: { message: 'provider refused', otp: '[Redacted]', accessToken: '[Redacted]' },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('otp-secret');
    expect(text).not.toContain('access-secret');
    expect(completed()).toMatchObject([{ res: { statusCode: 500 } }]);
  });

  it("logs a 500's own text with the request id its answer gives as the reference", async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/fails',
      headers: { 'x-request-id': 'ref-log-0001' },
    });
    expect(r.json()).toEqual({
      statusCode: 500,
      data: 'Something went wrong on our side. Please try again. Reference: ref-log-0001',
    });
    expect(r.body).not.toContain('provider refused');
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({
      reqId: 'ref-log-0001',
      err: { message: 'provider refused' },
    });
  });
});
