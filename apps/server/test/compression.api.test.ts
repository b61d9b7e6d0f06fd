import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from './support';

/**
 * Compressed answers (app.ts, lib/answer-cache.ts; docs/performance.md "Compressed answers"): JSON
 * of 1 KB and more goes brotli- or gzip-compressed to a client that accepts it, the same JSON once
 * decoded; kept answers are compressed once and sent as kept; small answers, clients that accept
 * nothing, and compressed request bodies are left as they are.
 */

type Inject = TestContext['app']['inject'];
type Answer = Awaited<ReturnType<Inject>>;

function decoded(r: Answer): string {
  const raw = r.rawPayload;
  const coding = r.headers['content-encoding'];
  switch (coding) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${coding}`);
  }
}

for (const cacheMb of ['64', '0']) {
  describe(`compressed answers (ANSWER_CACHE_MB=${cacheMb})`, () => {
    let ctx: TestContext;
    let token: string;

    beforeAll(async () => {
      ctx = await createTestApp({ seed: true, env: { ANSWER_CACHE_MB: cacheMb } });
      token = (await loginAs(ctx, '9000000001')).accessToken;
    });
    afterAll(() => ctx.close());

    const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}),
          ...headers,
        },
      });
    /** A signed-in JSON POST with extra headers. */
    const post = (url: string, headers: Record<string, string>, payload: string | Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        payload,
      });

    it('sends a large list as it is without Accept-Encoding, and compressed to br or gzip clients', async () => {
      const plain = await get('/api/v1/user/fetchDeals');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(4096);

      for (const [accept, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        // Three times: from the second on, the answer comes from the answer cache when it is on,
        // compressed the first time only.
        const made = ctx.app.answers?.stats.compressed ?? 0;
        for (let i = 0; i < 3; i++) {
          const r = await get('/api/v1/user/fetchDeals', accept);
          expect(r.statusCode, accept).toBe(200);
          expect(r.headers['content-encoding'], accept).toBe(coding);
          expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
          expect(r.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
          expect(decoded(r), accept).toBe(plain.body);
        }
        if (ctx.app.answers) expect(ctx.app.answers.stats.compressed - made, accept).toBeLessThanOrEqual(1);
      }
      // Each coding was made once for this answer (br for the first two, gzip for the last two).
      if (ctx.app.answers) expect(ctx.app.answers.stats.compressed).toBe(2);
    });

    it('reads Accept-Encoding as the compress plugin does: any case, * and x-gzip as gzip, a refusal kept', async () => {
      const plain = await get('/api/v1/user/fetchDeals');
      for (const [accept, coding] of [
        ['BR', 'br'],
        ['*', 'gzip'],
        ['br;q=0, *', 'gzip'],
        ['x-gzip', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const r = await get('/api/v1/user/fetchDeals', accept);
          expect(r.headers['content-encoding'], accept).toBe(coding);
          expect(decoded(r), accept).toBe(plain.body);
        }
      }
      // The plugin's opt-out header.
      const optOut = await get('/api/v1/user/fetchDeals', 'br', { 'x-no-compression': '1' });
      expect(optOut.headers['content-encoding']).toBeUndefined();
      expect(optOut.body).toBe(plain.body);
    });

    it.skipIf(cacheMb === '0')('counts the compressed forms of a kept answer in the cache size', async () => {
      const answers = ctx.app.answers;
      if (!answers) throw new Error('the answer cache is on in this block');
      await get('/api/v1/commission/services');
      const before = answers.size;
      const br = await get('/api/v1/commission/services', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(answers.size - before).toBeGreaterThanOrEqual(br.rawPayload.length);
      const gzip = await get('/api/v1/commission/services', 'gzip');
      expect(answers.size - before).toBeGreaterThanOrEqual(br.rawPayload.length + gzip.rawPayload.length);
    });

    it('sends answers as they are to a client that accepts no coding we have, and small answers always', async () => {
      const identity = await get('/api/v1/user/fetchDeals', 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(identity.body)).toMatchObject({ statusCode: 200 });
      const unknown = await get('/api/v1/user/fetchDeals', 'compress');
      expect(unknown.headers['content-encoding']).toBeUndefined();
      expect(unknown.body).toBe(identity.body);

      const small = await get('/api/v1/user/commission', 'br, gzip');
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      const health = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    it('compresses error answers and other JSON routes the same way (decoded, the same envelope)', async () => {
      const r = await post(
        '/api/v1/commission/services/update',
        { 'accept-encoding': 'br' },
        JSON.stringify({ updateObj: [] }),
      );
      expect(r.statusCode).toBe(400);
      expect(JSON.parse(decoded(r))).toMatchObject({ statusCode: 400 });
    });

    it('refuses a compressed request body with a 4xx and changes nothing', async () => {
      const before = (await get('/api/v1/user/fetchDeals')).body;
      const r = await post(
        '/api/v1/user/publishDeal',
        { 'content-encoding': 'gzip' },
        Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
      );
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect((await get('/api/v1/user/fetchDeals')).body).toBe(before);
    });
  });
}
