import { API_KEY_MESSAGES, apiKeysEndpoints, auditEndpoints } from '@oc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  staffLogin,
  TEST_HASH_SECRET,
  TEST_JWT_SECRET,
  testDbKind,
  type TestContext,
} from '../../../test/support';
import { runAdmin } from '../../cli/admin.command';
import { apiKeys } from '../../db/schema';
import { ApiKeysService, hashApiKey } from './apikeys.service';

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
const t = { admin: '', support: '' };

beforeAll(async () => {
  // With the demo data: the admin command seeds an empty demo database first, which is not this test's.
  ctx = await createTestApp({ seed: true });
  t.admin = (await staffLogin(ctx, await createStaff(ctx, 'admin', 'Asha Admin'))).accessToken;
  t.support = (await staffLogin(ctx, await createStaff(ctx, 'support', 'Sunil Support'))).accessToken;
});
afterAll(async () => ctx.close());

/** Two services over one database: what two server processes share is the database alone. */
const processA = () => new ApiKeysService({ db: ctx.db, clock: ctx.clock });
const processB = () => new ApiKeysService({ db: ctx.db, clock: ctx.clock });

describe('API keys', () => {
  it('an admin makes one: the key is answered once, kept only as its hash, and passes with its scopes', async () => {
    const bySupport = await callAs(t.support, apiKeysEndpoints.create, {
      body: { name: 'Booking engine', scopes: ['bookings'] },
    });
    expect(bySupport.status).toBe(403);
    const noScope = await callAs(t.admin, apiKeysEndpoints.create, {
      body: { name: 'Booking engine', scopes: [] },
    });
    expect(noScope.status).toBe(400);
    expect(noScope.error.errors?.[0]).toEqual({ path: 'scopes', message: API_KEY_MESSAGES.scopesRequired });

    const made = await callAs(t.admin, apiKeysEndpoints.create, {
      body: { name: 'Booking engine', scopes: ['bookings', 'bus-trips'] },
    });
    expect(made.status).toBe(200);
    const { key, apiKey } = made.data;
    expect(key).toMatch(/^ock_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Booking engine',
      scopes: ['bookings', 'bus-trips'],
      shown: key.slice(0, 12),
      createdBy: 'Asha Admin (admin)',
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await callAs(t.admin, apiKeysEndpoints.list);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    expect(await processA().verify(key)).toEqual({
      id: apiKey.id,
      name: 'Booking engine',
      scopes: ['bookings', 'bus-trips'],
    });
    expect(await processA().verify(`${key.slice(0, -1)}x`)).toBeNull();
    expect(await processA().verify('Bearer nonsense')).toBeNull();

    // Used: marked once a minute, not on every call.
    const [used] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(used!.lastUsedAt?.getTime()).toBe(ctx.clock.now().getTime());
    ctx.clock.advance(30_000);
    await processA().verify(key);
    const [same] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(same!.lastUsedAt).toEqual(used!.lastUsedAt);

    const trail = await callAs(t.admin, auditEndpoints.list, { query: { kind: 'ingest.key_created' } });
    expect(trail.data[0]).toMatchObject({ actorName: 'Asha Admin', entityId: apiKey.id });
    expect(JSON.stringify(trail.data[0])).not.toContain(key);
  });

  it('a revoked key is refused at once by every process; revoking again is 409', async () => {
    const { key, apiKey } = (
      await callAs(t.admin, apiKeysEndpoints.create, { body: { name: 'Dispatch', scopes: ['cab-trips'] } })
    ).data;
    const a = processA();
    const b = processB();
    expect(await a.verify(key)).not.toBeNull();
    expect(await b.verify(key)).not.toBeNull();
    const revoked = await callAs(t.admin, apiKeysEndpoints.revoke, { params: { id: apiKey.id } });
    expect(revoked.data.revokedAt).not.toBeNull();
    expect(await a.verify(key)).toBeNull();
    expect(await b.verify(key)).toBeNull();
    const again = await callAs(t.admin, apiKeysEndpoints.revoke, { params: { id: apiKey.id } });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(API_KEY_MESSAGES.alreadyRevoked);
    const unknown = await callAs(t.admin, apiKeysEndpoints.revoke, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('npm run admin -- api-key create prints the key once; list shows it without; revoke ends it', async () => {
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        io: { out: (l) => out.push(l), err: (l) => err.push(l) },
        env: { JWT_SECRET: TEST_JWT_SECRET, HASH_SECRET: TEST_HASH_SECRET },
        // The test app's open database, kept open (the command's close() is a no-op).
        openDatabase: () =>
          Promise.resolve({
            db: ctx.db,
            kind: testDbKind(),
            ping: () => Promise.resolve(true),
            close: async () => undefined,
          }),
        now: () => ctx.clock.now(),
      });
      return { code, out, err };
    };
    const bad = await run(['api-key', 'create', '--name', 'Quality app', '--scopes', 'ratings,everything']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('(not: everything)');
    const made = await run(['api-key', 'create', '--name', 'Quality app', '--scopes', 'ratings,inspections']);
    expect(made.code).toBe(0);
    const key = made.out.map((l) => l.trim()).find((l) => l.startsWith('ock_'))!;
    expect(await processA().verify(key)).toMatchObject({
      name: 'Quality app',
      scopes: ['ratings', 'inspections'],
    });
    const list = await run(['api-key', 'list']);
    expect(list.out.join('\n')).toContain('Quality app');
    expect(list.out.join('\n')).not.toContain(key);
    const id = list.out.find((l) => l.includes('Quality app'))!.split(' ')[0]!;
    expect((await run(['api-key', 'revoke', '--id', id])).code).toBe(0);
    expect(await processA().verify(key)).toBeNull();
  });
});
