import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, storedFiles, users } from '../src/db/schema';
import type { FileStorage } from '../src/modules/files/storage';
import { authHeaders, createTestApp, loginAs, type TestContext } from './support';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx.close());

const login = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: { 'content-type': contentType },
    payload,
  });

describe('platform', () => {
  it('answers GET /api/health with the database state', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ statusCode: 200, data: { status: 'ok', database: 'up', mode: 'demo' } });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route?x=1' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json()).toEqual({ statusCode: 404, data: 'No such route: GET /api/v1/no-such-route' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const r = await login('{"mobileNo": ');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ statusCode: 400, data: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with a 413 envelope', async () => {
    const r = await login(JSON.stringify({ mobileNo: '9000000001', captchaValue: 'x'.repeat(1024 * 1024) }));
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ statusCode: 413, data: 'The request body is too large.' });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const r = await login('<mobileNo>9000000001</mobileNo>', 'application/xml');
    expect(r.statusCode).toBe(415);
    expect(r.json()).toEqual({
      statusCode: 415,
      data: 'This content type is not supported; send application/json.',
    });
  });

  it('answers a validation error with a 400 envelope and field errors', async () => {
    const r = await login(JSON.stringify({ mobileNo: '12', captchaValue: 'token' }));
    expect(r.statusCode).toBe(400);
    const body = r.json<{
      statusCode: number;
      data: string;
      errors: { path: string; message: string }[];
    }>();
    expect(body.statusCode).toBe(400);
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'mobileNo' })]));
    expect(body.data).toBe(body.errors[0]?.message);
  });

  it('refuses a NUL character in a query, a path or a body with a 400 (PostgreSQL text cannot hold one)', async () => {
    const { accessToken } = await loginAs(ctx, '9000000001');
    const headers = authHeaders(accessToken);
    for (const url of [
      '/api/v1/user/payout?fromDate=%00',
      '/api/v1/commission/services?fromCitySelected=Delhi&toCitySelected=a%00b',
      '/api/v1/commission/services?fromCitySelected=%00&toCitySelected=x',
      '/api/v1/user/transactionStatus?orderId=%00',
      '/api/v1/user/fetchDeals?id=%00',
    ]) {
      const r = await ctx.app.inject({ method: 'GET', url, headers });
      expect(r.statusCode, url).toBe(400);
      expect(r.json<{ data: string }>().data, url).toBe('Text may not contain NUL characters.');
    }
    const body = await login(JSON.stringify({ mobileNo: '9000000001', captchaValue: 'a\u0000b' }));
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ errors: [{ path: 'captchaValue' }] });
    // Deep in a body: the path down to it.
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/publishDeal',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ selectedSevices: [{ _id: 'x' }, { _id: 'a\u0000b' }] }),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({
      data: 'Text may not contain NUL characters.',
      errors: [{ path: 'selectedSevices.1._id' }],
    });
  });

  it('answers a malformed URL in the envelope', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/%zz' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ statusCode: 400, data: 'The URL is not valid.' });
  });

  it('answers requests the HTTP parser refuses in the envelope (short body, huge headers)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect({ port: Number(port), host: '127.0.0.1' }, () => socket.end(request));
        let answer = '';
        socket.on('data', (d: Buffer) => (answer += d.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const bad = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(bad.slice(bad.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      data: 'The request could not be read.',
    });
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('"statusCode":431');
  });

  it('sends the security headers', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['strict-transport-security']).toBeUndefined(); // demo mode on plain HTTP
    // On every answer: an unknown route's and a refused request's too.
    for (const other of [
      await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await login('{"mobileNo": '),
    ]) {
      expect(other.headers['content-security-policy']).toBe(r.headers['content-security-policy']);
      expect(other.headers['x-frame-options']).toBe('DENY');
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-1234abcd' },
    });
    expect(given.headers['x-request-id']).toBe('req-1234abcd');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'no spaces <allowed>' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/v1/user/login');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const LOGIN_DESKTOP =
  '<!doctype html><div id="root" data-prerendered="desktop"><h1>Welcome Operator</h1></div>';
const LOGIN_MOBILE =
  '<!doctype html><div id="root" data-prerendered="mobile"><h1>Login to Operator Dashboard</h1></div>';

describe('a fault on our side (a storage that fails)', () => {
  let faulty: TestContext;
  let token = '';
  let fault: Error = new Error('unset');
  beforeAll(async () => {
    const failing: FileStorage = {
      name: 's3',
      put: () => Promise.reject(fault),
      get: () => Promise.reject(fault),
      remove: () => Promise.resolve(),
    };
    faulty = await createTestApp({ seed: true, overrides: { fileStorage: failing } });
    token = (await loginAs(faulty, '9000000001')).accessToken;
  });
  afterAll(async () => faulty.close());

  it('answers a plain sentence with the request id, never the error text (which is logged)', async () => {
    const [file] = await faulty.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .innerJoin(accounts, eq(accounts.id, storedFiles.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.mobileNo, '9000000001'))
      .limit(1);
    if (!file) throw new Error('the demo data has no file of 9000000001');
    const faults = [
      new Error('PDFKit crashed at PDFDocument._write'),
      // A storage SDK's own 403 is its answer to this server, not a refusal of the client.
      Object.assign(new Error('S3 GetObject AccessDenied arn:aws:s3:::oc-proofs'), { statusCode: 403 }),
    ];
    for (const f of faults) {
      fault = f;
      const r = await faulty.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file.id}`,
        headers: { ...authHeaders(token), 'x-request-id': 'support-ref-0001' },
      });
      expect(r.statusCode).toBe(500);
      expect(r.headers['x-request-id']).toBe('support-ref-0001');
      expect(r.json()).toEqual({
        statusCode: 500,
        data: 'Something went wrong on our side. Please try again. Reference: support-ref-0001',
      });
      expect(r.body).not.toMatch(/PDFKit|AccessDenied|arn:/);
    }
  });
});

describe('timeouts on a listening server (short ones, set through the configuration)', () => {
  let timed: TestContext;
  let port = 0;
  /** The server's log lines (info and up). */
  const lines: { level: number; msg?: string; reqId?: string; res?: { statusCode?: number } }[] = [];
  beforeAll(async () => {
    timed = await createTestApp({
      seed: true,
      env: {
        HTTP_HEADERS_TIMEOUT_MS: '400',
        HTTP_REQUEST_TIMEOUT_MS: '800',
        HTTP_IDLE_TIMEOUT_MS: '3000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'info',
      },
      overrides: { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as never) } },
    });
    port = Number(new URL(await timed.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => timed.close());

  /**
   * The log lines of request `requestId` once the server has dealt with it (a line of its own at
   * info for a body cut off, or any line above info), within 3 s.
   */
  const logged = async (requestId: string) => {
    const deadline = Date.now() + 3000;
    const mine = () => lines.filter((l) => l.reqId === requestId);
    while (!mine().some((l) => l.msg === 'request cut off by the client' || l.level > 30)) {
      if (Date.now() > deadline)
        throw new Error(`nothing was logged for ${requestId}: ${JSON.stringify(lines.slice(-6))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mine();
  };
  /** Every line about a body cut off by its client: at info (no warning, no "unhandled error", no 500). */
  const clientError = (log: typeof lines) => {
    expect(log.map((l) => ({ level: l.level, msg: l.msg, status: l.res?.statusCode }))).toEqual([
      { level: 30, msg: 'request cut off by the client', status: undefined },
    ]);
  };

  /** Writes `head` and `part` and, once the server has read them, destroys the socket: a client gone mid-body. */
  const cutOff = async (head: string, part: string) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head + part));
    socket.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.destroy();
  };

  it('logs a body cut off by its client (a JSON body, a multipart upload) as a client error at info, never a 500', async () => {
    await cutOff(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'X-Request-Id: cut-json-000001\r\nContent-Length: 1000\r\n\r\n',
      '{"mobileNo":"90000',
    );
    clientError(await logged('cut-json-000001'));

    // A bus owner's claim with its proof (the upload is read before anything else is checked).
    const token = (await loginAs(timed, '9000000002')).accessToken;
    await cutOff(
      'POST /api/v1/mg/user/addReimbursement HTTP/1.1\r\nHost: x\r\n' +
        `Authorization: Bearer ${token}\r\nX-Request-Id: cut-upload-00001\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n',
      '--b\r\nContent-Disposition: form-data; name="myFile"; filename="proof.pdf"\r\n' +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n${'x'.repeat(2000)}`,
    );
    clientError(await logged('cut-upload-00001'));
  });

  /**
   * Writes `head`, then one byte of `trickle` every 50 ms for as long as the server keeps the
   * connection; resolves with what the server sent, when it sent its first bytes, and when it closed
   * the connection (ms after the start).
   */
  const trickled = (head: string, trickle: string) =>
    new Promise<{ answer: string; answeredAt: number; closedAt: number }>((resolve, reject) => {
      const start = Date.now();
      let answer = '';
      let answeredAt = -1;
      let sent = 0;
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(head));
      const timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++] ?? '');
      }, 50);
      const safety = setTimeout(
        () => socket.destroy(new Error('the server kept the connection for 4 s')),
        4000,
      );
      socket.on('data', (d: Buffer) => {
        if (answeredAt < 0) answeredAt = Date.now() - start;
        answer += d.toString();
      });
      socket.on('error', (err: NodeJS.ErrnoException) => {
        // Writing after the server closed: the connection is gone, which is what is measured.
        if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
      });
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(safety);
        resolve({ answer, answeredAt, closedAt: Date.now() - start });
      });
    });
  const LONG_BODY = 'x'.repeat(200);

  it('closes the connection right after refusing a request whose body has not been read (401 on an upload)', async () => {
    const r = await trickled(
      'POST /api/v1/user/addReimbursement HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000\r\n\r\n--b\r\n',
      LONG_BODY,
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(r.answer.toLowerCase()).toContain('connection: close');
    // Closed once answered, long before the request timeout (800 ms) would have cut the trickle.
    expect(r.closedAt - r.answeredAt).toBeLessThan(300);
  });

  it('answers 408 and closes when a body is trickled past the request timeout', async () => {
    const r = await trickled(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'X-Request-Id: trickled-body-01\r\nContent-Length: 1000\r\n\r\n{',
      LONG_BODY,
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
    // The body the timeout cut off is the client's doing: logged at info, not as a fault.
    clientError(await logged('trickled-body-01'));
    expect(JSON.parse(r.answer.slice(r.answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 408,
      data: 'The request took too long to arrive. Please try again.',
    });
    expect(r.closedAt).toBeGreaterThanOrEqual(700);
    expect(r.closedAt).toBeLessThan(1500);
  });

  it('answers 408 and closes when the headers are trickled past the headers timeout', async () => {
    const r = await trickled('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', LONG_BODY);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.closedAt).toBeGreaterThanOrEqual(350);
    expect(r.closedAt).toBeLessThan(1000);
  });
});

describe('the web app on the same port', () => {
  let web: TestContext;
  const dist = mkdtempSync(path.join(tmpdir(), 'oc-web-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Operator Console</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
    // The build's precompressed copies (apps/web/vite.config.ts), told apart by their bytes.
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), 'BROTLI');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), 'GZIP');
    // The login page the build prerenders, one per layout (apps/web/vite.config.ts).
    writeFileSync(path.join(dist, 'login.html'), LOGIN_DESKTOP);
    writeFileSync(path.join(dist, 'login.html.br'), 'BROTLI LOGIN');
    writeFileSync(path.join(dist, 'login-mobile.html'), LOGIN_MOBILE);
    web = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for any page address and the built files as they are', async () => {
    for (const url of ['/', '/kyc', '/no-such-page?x=1']) {
      const r = await web.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's precompressed copy a browser accepts, else the file itself", async () => {
    const url = '/assets/app-abc123.js';
    const br = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toBe('BROTLI');
    const gz = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('GZIP');
    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
    expect(plain.headers['cache-control']).toContain('immutable');
    // The copies are found beside their file, not routed themselves (half the build's files).
    for (const copy of [`${url}.br`, `${url}.gz`])
      expect((await web.app.inject({ method: 'GET', url: copy })).statusCode, copy).toBe(404);
  });

  it("answers /login with the prerendered login page of the browser's layout, every other page with index.html", async () => {
    const index = await web.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': DESKTOP_UA } });
    expect(index.body).toBe('<!doctype html><title>Operator Console</title>');
    // Asked again each time (a new build's file names are in it), kept by no shared cache rule.
    expect(index.headers['cache-control']).toBe('no-cache');
    for (const url of ['/login', '/login?from=%2Fkyc', '/login?x=1&y=2']) {
      const desktop = await web.app.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP_UA } });
      expect(desktop.statusCode, url).toBe(200);
      expect(desktop.headers['content-type'], url).toMatch(/^text\/html/);
      expect(desktop.body, url).toBe(LOGIN_DESKTOP);
      // The same caching as index.html, and one cached answer per user agent.
      expect(desktop.headers['cache-control'], url).toBe(index.headers['cache-control']);
      expect(desktop.headers.vary, url).toMatch(/user-agent/i);
      const mobile = await web.app.inject({ method: 'GET', url, headers: { 'user-agent': MOBILE_UA } });
      expect(mobile.body, url).toBe(LOGIN_MOBILE);
    }
    // No user agent: the desktop layout (the web's rule, @oc/contract deviceOf).
    expect((await web.app.inject({ method: 'GET', url: '/login' })).body).toBe(LOGIN_DESKTOP);
    const head = await web.app.inject({
      method: 'HEAD',
      url: '/login',
      headers: { 'user-agent': MOBILE_UA },
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(LOGIN_MOBILE.length);
    // Other addresses, /login's neighbours included, are the app.
    for (const url of ['/', '/kyc', '/login/', '/Login', '/loginx', '/deals?from=/login']) {
      const r = await web.app.inject({ method: 'GET', url, headers: { 'user-agent': MOBILE_UA } });
      expect(r.body, url).toBe('<!doctype html><title>Operator Console</title>');
    }
  });

  it("sends the prerendered login page's precompressed copy a browser accepts", async () => {
    const r = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'user-agent': DESKTOP_UA, 'accept-encoding': 'gzip, br' },
    });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toMatch(/user-agent/i);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body).toBe('BROTLI LOGIN');
  });

  it('answers a missing build file with a 404, not with index.html', async () => {
    const r = await web.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
  });
});
