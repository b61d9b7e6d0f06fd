// A person's language and colour scheme (issue 40) are kept with them on the server, so they
// follow them to another device: operators through PUT /user/preferences (any business model),
// staff through PUT /api/admin/v1/me/preferences. Bad values are refused and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers, users } from '../../db/schema';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';
import { createStaff, staffLogin } from '../../../test/support/staff';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});

afterAll(async () => {
  await ctx.close();
});

async function me(token: string, prefix = '') {
  const r = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1${prefix}/user/me`,
    headers: authHeaders(token),
  });
  expect(r.statusCode).toBe(200);
  return r.json<{ data: { user: { preferences: { language: string | null; theme: string | null } } } }>().data
    .user.preferences;
}

function save(token: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user/preferences',
    headers: authHeaders(token),
    payload: payload as Record<string, unknown>,
  });
}

describe('operator preferences', () => {
  it('start unchosen, are saved one at a time and show in /user/me of every business model', async () => {
    const { accessToken } = await loginAs(ctx, '9000000005');
    expect(await me(accessToken)).toEqual({ language: null, theme: null });

    const r = await save(accessToken, { language: 'hi' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ statusCode: 200, data: { language: 'hi', theme: null } });
    // /user/me is kept by the answer cache: the saved choice shows on the very next read.
    expect(await me(accessToken)).toEqual({ language: 'hi', theme: null });

    expect((await save(accessToken, { theme: 'dark' })).json<{ data: unknown }>().data).toEqual({
      language: 'hi',
      theme: 'dark',
    });
    expect(await me(accessToken, '/mg')).toEqual({ language: 'hi', theme: 'dark' });

    // Another login of the same person (another device) reads the same choice.
    const other = await loginAs(ctx, '9000000005');
    expect(await me(other.accessToken)).toEqual({ language: 'hi', theme: 'dark' });
  });

  it('refuses an unknown language or theme, an empty body and no token, and changes nothing', async () => {
    const { accessToken } = await loginAs(ctx, '9000000006');
    await save(accessToken, { language: 'en', theme: 'light' });
    for (const [payload, message] of [
      [{ language: 'fr' }, 'Language must be one of: en, hi.'],
      [{ theme: 'pink' }, 'Theme must be one of: auto, light, dark.'],
      [{}, 'Send a language or a theme.'],
      [{ language: 'hi', theme: 3 }, 'Theme must be one of: auto, light, dark.'],
    ] as const) {
      const r = await save(accessToken, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.body).toContain(message);
    }
    expect(await me(accessToken)).toEqual({ language: 'en', theme: 'light' });
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences',
      payload: { language: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.mobileNo, '9000000006'));
    expect([row?.language, row?.theme]).toEqual(['en', 'light']);
  });
});

describe('staff preferences', () => {
  it('are saved with the staff member and answered by GET /me', async () => {
    const staff = await createStaff(ctx, 'support');
    const { accessToken } = await staffLogin(ctx, staff);
    const get = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/v1/me', headers: authHeaders(accessToken) })
      ).json<{
        data: { role: string; preferences: unknown };
      }>().data;
    expect((await get()).preferences).toEqual({ language: null, theme: null });
    const r = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/me/preferences',
      headers: authHeaders(accessToken),
      payload: { language: 'hi', theme: 'auto' },
    });
    expect(r.statusCode).toBe(200);
    expect(await get()).toMatchObject({ role: 'support', preferences: { language: 'hi', theme: 'auto' } });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/me/preferences',
      headers: authHeaders(accessToken),
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row?.language).toBe('hi');
    // An operator's token is not a staff token.
    const operator = await loginAs(ctx, '9000000001');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/me/preferences',
      headers: authHeaders(operator.accessToken),
      payload: { language: 'hi' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
