import {
  API_BASE,
  MODEL_PREFIX,
  STAFF_MESSAGES,
  STAFF_ROLES,
  UNAUTHORIZED_MESSAGE,
  allEndpoints,
  apiBaseOf,
  endpointModels,
  staffEndpoints,
  type EndpointDef,
  type StaffRole,
} from '@oc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminCli } from '../../../test/support/admin-cli';
import {
  apiCaller,
  createStaff,
  createTestApp,
  endpointUrl,
  loginAs,
  staffLogin,
  type TestContext,
  type TestStaff,
} from '../../../test/support';
import { auditEvents, staffUsers } from '../../db/schema';
import { COMMAND_ACTOR } from '../audit/audit';
import { createStaffMember } from './staff.service';
import { totpCode } from './totp';

let ctx: TestContext;
const { callAs, call } = apiCaller(() => ctx);
let operatorToken: string;
const staff = {} as Record<StaffRole, TestStaff>;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  operatorToken = (await loginAs(ctx, '9000000001')).accessToken;
  for (const role of STAFF_ROLES) {
    staff[role] = await createStaff(ctx, role);
    tokens[role] = (await staffLogin(ctx, staff[role])).accessToken;
  }
});
afterAll(async () => ctx.close());

let address = 0;
/** POST /login from an address of its own (the per-address limit is tested on its own). */
async function login(body: { email: string; password: string; totp: string }, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(staffEndpoints.login),
    remoteAddress: ip ?? `10.253.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    payload: body,
  });
}

describe('staff sign-in', () => {
  it('signs in with e-mail, password and the current code; the same code a second time is refused', async () => {
    const s = await createStaff(ctx, 'support');
    ctx.clock.advance(30_000);
    const body = { email: s.email.toUpperCase(), password: s.password, totp: s.code() };
    const first = await login(body);
    expect(first.statusCode, first.body).toBe(200);
    const pair = first.json<{ data: { accessToken: string; refreshToken: string } }>().data;
    const me = await callAs(pair.accessToken, staffEndpoints.me);
    expect(me.data).toEqual({
      id: s.id,
      email: s.email,
      name: s.name,
      role: 'support',
      preferences: { language: null, theme: null },
    });

    const replay = await login(body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ statusCode: 401, data: STAFF_MESSAGES.loginFailed });
    // A code of an earlier step is refused too, even within the drift window.
    const earlier = await login({
      ...body,
      totp: totpCode(s.secret, s.email, new Date(ctx.clock.now().getTime() - 30_000)),
    });
    expect(earlier.statusCode).toBe(401);
  });

  it('answers the same 401 for an unknown e-mail, a wrong password and a wrong code', async () => {
    const s = await createStaff(ctx, 'finance');
    ctx.clock.advance(30_000);
    const wrongCode = String((Number(s.code()) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      login({ email: 'nobody@provider.test', password: s.password, totp: s.code() }),
      login({ email: s.email, password: `${s.password}!`, totp: s.code() }),
      login({ email: s.email, password: s.password, totp: wrongCode }),
    ]);
    for (const r of answers) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ statusCode: 401, data: STAFF_MESSAGES.loginFailed });
    }
    // Malformed input is a 400 at its field, not a login failure.
    const bad = await login({ email: 'not an e-mail', password: '', totp: '12' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { path: string }[] }>()
        .errors.map((e) => e.path)
        .sort(),
    ).toEqual(['email', 'password', 'totp']);
  });

  it('locks an e-mail for 15 minutes after five failures (known or not), then lets the right code in', async () => {
    const s = await createStaff(ctx, 'admin');
    for (let i = 0; i < 5; i++) {
      const r = await login({ email: s.email, password: 'wrong password', totp: '000000' });
      expect(r.statusCode).toBe(401);
    }
    ctx.clock.advance(30_000);
    const locked = await login({ email: s.email, password: s.password, totp: s.code() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ data: string }>().data).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown e-mail locks the same way (the limit tells nothing about who exists).
    for (let i = 0; i < 5; i++) await login({ email: 'ghost@provider.test', password: 'x', totp: '000000' });
    expect((await login({ email: 'ghost@provider.test', password: 'x', totp: '000000' })).statusCode).toBe(
      429,
    );

    ctx.clock.advance(15 * 60_000);
    const back = await login({ email: s.email, password: s.password, totp: s.code() });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses an address after 20 failures in an hour, whatever the e-mails', async () => {
    const ip = '10.254.9.9';
    for (let i = 0; i < 20; i++)
      expect(
        (await login({ email: `x${i}@provider.test`, password: 'x', totp: '000000' }, ip)).statusCode,
      ).toBe(401);
    expect((await login({ email: 'y@provider.test', password: 'x', totp: '000000' }, ip)).statusCode).toBe(
      429,
    );
  });

  it('rotates the refresh token; a reused one ends the sign-in; logout ends it too', async () => {
    const pair = await staffLogin(ctx, staff.finance);
    const next = await callAs(null, staffEndpoints.refresh, { body: { refreshToken: pair.refreshToken } });
    expect(next.status).toBe(200);
    const reused = await callAs(null, staffEndpoints.refresh, { body: { refreshToken: pair.refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ statusCode: 401, data: STAFF_MESSAGES.sessionExpired });
    // The reuse revoked the family: the rotated token is dead as well.
    const after = await callAs(null, staffEndpoints.refresh, {
      body: { refreshToken: next.data.refreshToken },
    });
    expect(after.status).toBe(401);

    const other = await staffLogin(ctx, staff.finance);
    expect((await callAs(other.accessToken, staffEndpoints.logout)).status).toBe(200);
    expect(
      (await callAs(null, staffEndpoints.refresh, { body: { refreshToken: other.refreshToken } })).status,
    ).toBe(401);
  });
});

describe('set-password link', () => {
  it('shows who it is for and the enrolment, sets the password once, then is gone (410)', async () => {
    const created = await createStaffMember(
      ctx.db,
      ctx.clock.now(),
      { email: 'Link.Test@Provider.test', name: 'Link Test', role: 'support' },
      COMMAND_ACTOR,
    );
    expect(created.member.email).toBe('link.test@provider.test');
    const enrolment = await callAs(null, staffEndpoints.enrolment, { query: { token: created.token } });
    expect(enrolment.status).toBe(200);
    expect(enrolment.data).toEqual({
      email: 'link.test@provider.test',
      name: 'Link Test',
      role: 'support',
      otpauthUri: created.otpauthUri,
    });
    expect(created.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Operator%20Console:link\.test%40provider\.test\?issuer=Operator%20Console&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );

    const short = await callAs(null, staffEndpoints.setPassword, {
      body: { token: created.token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.error.data).toBe(STAFF_MESSAGES.passwordShort);
    const set = await callAs(null, staffEndpoints.setPassword, {
      body: { token: created.token, password: 'a long enough passphrase' },
    });
    expect(set.status).toBe(200);
    expect(set.data).toBe(STAFF_MESSAGES.passwordSet);
    const again = await callAs(null, staffEndpoints.setPassword, {
      body: { token: created.token, password: 'another long passphrase' },
    });
    expect(again.status).toBe(410);
    expect(again.error.data).toBe(STAFF_MESSAGES.linkInvalid);
    expect((await callAs(null, staffEndpoints.enrolment, { query: { token: created.token } })).status).toBe(
      410,
    );
    // The password is stored as an scrypt hash, never as typed.
    const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, created.member.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.setPasswordTokenHash).toBeNull();
  });

  it('refuses a link past its day, and an unknown one, with the same 410', async () => {
    const created = await createStaffMember(
      ctx.db,
      ctx.clock.now(),
      { email: 'late@provider.test', name: 'Late', role: 'finance' },
      COMMAND_ACTOR,
    );
    ctx.clock.advance(24 * 60 * 60_000 + 1000);
    for (const token of [created.token, 'x'.repeat(43)]) {
      const r = await callAs(null, staffEndpoints.setPassword, {
        body: { token, password: 'a long enough passphrase' },
      });
      expect(r.status).toBe(410);
      expect(r.error.data).toBe(STAFF_MESSAGES.linkInvalid);
    }
  });
});

describe('staff-create command', () => {
  const cli = useAdminCli({ prefix: 'oc-staff-cli-' });
  it('creates a staff member, prints the link and the otpauth URI, and audits it', async () => {
    const r = await cli.admin([
      'staff-create',
      '--email',
      'First.Admin@provider.test',
      '--name',
      'First Admin',
      '--role',
      'ADMIN',
    ]);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe('Created admin First Admin <first.admin@provider.test>.');
    expect(r.out[2]).toMatch(/^ {2}http:\/\/localhost:\d+\/admin\/set-password\?token=[\w-]{43}$/);
    expect(r.out[4]).toMatch(/^ {2}otpauth:\/\/totp\/Operator%20Console:first\.admin%40provider\.test\?/);
    const [event] = await cli.db().select().from(auditEvents).where(eq(auditEvents.kind, 'staff.created'));
    expect(event).toMatchObject({ actorKind: 'command', actorName: 'npm run admin', entity: 'staff_users' });
    expect(event!.after).toEqual({ email: 'first.admin@provider.test', name: 'First Admin', role: 'admin' });

    const twice = await cli.admin([
      'staff-create',
      '--email',
      'first.admin@provider.test',
      '--name',
      'Again',
      '--role',
      'support',
    ]);
    expect(twice.code).toBe(1);
    expect(twice.err.join('\n')).toContain('exists already');
    const badRole = await cli.admin([
      'staff-create',
      '--email',
      'x@provider.test',
      '--name',
      'X Y',
      '--role',
      'boss',
    ]);
    expect(badRole.code).toBe(1);
    expect(badRole.err.join('\n')).toContain('Role must be one of support, finance, admin');
  });
});

/** A request to an endpoint with input its schemas accept (or near enough to reach the guards). */
function sample(endpoint: EndpointDef): { url: string; payload?: object } {
  const filled = endpoint.path.replace(/:([A-Za-z]+)/g, '00000000-0000-4000-8000-000000000000');
  return { url: `${apiBaseOf(endpoint)}${filled}`, ...(endpoint.method === 'GET' ? {} : { payload: {} }) };
}

/** Fresh access tokens (the tests above move the clock past their 15 minutes). */
async function signInAll() {
  for (const role of STAFF_ROLES) tokens[role] = (await staffLogin(ctx, staff[role])).accessToken;
}

describe('token separation and the role matrix', () => {
  beforeAll(signInAll);
  const staffRoutes = () => allEndpoints().filter(({ endpoint }) => endpoint.access === 'staff');

  it("refuses an operator's token on every staff route (401), before any role or input check", async () => {
    expect(staffRoutes().length).toBeGreaterThan(8);
    for (const { name, endpoint } of staffRoutes()) {
      const { url, payload } = sample(endpoint);
      const r = await call(operatorToken, endpoint.method, url, payload);
      expect(r.status, name).toBe(401);
      expect(r.body, name).toEqual({ statusCode: 401, data: UNAUTHORIZED_MESSAGE });
    }
  });

  it('refuses a staff token on every operator route, under every prefix (401)', async () => {
    let checked = 0;
    for (const { name, endpoint } of allEndpoints()) {
      if (endpoint.access !== 'tenant' && endpoint.access !== 'session') continue;
      const { url, payload } = sample(endpoint);
      const models = endpoint.access === 'tenant' ? endpointModels(endpoint) : (['OPERATOR'] as const);
      for (const model of models) {
        const prefixed = url.replace(API_BASE, `${API_BASE}${MODEL_PREFIX[model]}`);
        const r = await call(tokens.admin, endpoint.method, prefixed, payload);
        expect(r.status, `${name} ${model}`).toBe(401);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('lets each role through exactly the staff routes whose role rule names it (else 403)', async () => {
    const matrix: string[] = [];
    for (const { name, endpoint } of staffRoutes()) {
      if (name === 'staff.logout') continue; // ends the sign-in; allowed to every role (checked above)
      for (const role of STAFF_ROLES) {
        const { url, payload } = sample(endpoint);
        const r = await call(tokens[role], endpoint.method, url, payload);
        const allowed = endpoint.roles!.includes(role);
        if (allowed) expect(r.status, `${name} as ${role}: ${JSON.stringify(r.body)}`).not.toBe(403);
        else {
          expect(r.status, `${name} as ${role}`).toBe(403);
          expect(r.error.data).toBe(STAFF_MESSAGES.roleRefused);
        }
        expect(r.status, `${name} as ${role}`).toBeLessThan(500);
        matrix.push(`${name}:${role}:${allowed ? 'yes' : 'no'}`);
      }
    }
    // support sees, never moves money.
    expect(matrix).toContain('proposals.walletDebit:support:no');
    expect(matrix).toContain('proposals.approve:support:no');
    expect(matrix).toContain('proposals.list:support:yes');
    expect(matrix).toContain('proposals.approve:finance:yes');
  });

  it('refuses a missing, forged or expired staff token (401)', async () => {
    expect((await call(null, 'GET', '/api/admin/v1/me')).status).toBe(401);
    expect((await call(`${tokens.support}x`, 'GET', '/api/admin/v1/me')).status).toBe(401);
    ctx.clock.advance(16 * 60_000);
    expect((await call(tokens.support, 'GET', '/api/admin/v1/me')).status).toBe(401);
    await signInAll();
  });
});

describe('operators as staff see them', () => {
  it('finds an operator by mobile start, name, account id or group id, with accounts and balances', async () => {
    const byMobile = await callAs(tokens.support, staffEndpoints.searchOperators, {
      query: { q: '9000000001' },
    });
    expect(byMobile.status).toBe(200);
    const [op] = byMobile.data;
    expect(op).toMatchObject({ mobileNo: '9000000001' });
    const wallet = op!.accounts.find((a) => a.type === 'OPERATOR')!;
    expect(typeof wallet.walletBalance).toBe('number');
    const byName = await callAs(tokens.support, staffEndpoints.searchOperators, {
      query: { q: op!.name.slice(0, 5).toLowerCase() },
    });
    expect(byName.data.map((o) => o.userId)).toContain(op!.userId);
    const byAccount = await callAs(tokens.support, staffEndpoints.searchOperators, {
      query: { q: wallet.id },
    });
    expect(byAccount.data.map((o) => o.userId)).toEqual([op!.userId]);
    const mg = (await callAs(tokens.support, staffEndpoints.searchOperators, { query: { q: '9000000002' } }))
      .data[0]!;
    const group = mg.accounts.find((a) => a.groupId !== null)!;
    expect(group.walletBalance).toBeNull();
    const byGroup = await callAs(tokens.support, staffEndpoints.searchOperators, {
      query: { q: group.groupId! },
    });
    expect(byGroup.data.map((o) => o.userId)).toEqual([mg.userId]);
    // '%' is a character, not a wildcard.
    expect(
      (await callAs(tokens.support, staffEndpoints.searchOperators, { query: { q: '%%' } })).data,
    ).toEqual([]);
    const detail = await callAs(tokens.support, staffEndpoints.operator, { params: { id: op!.userId } });
    expect(detail.data).toMatchObject(op!);
    expect(
      (
        await callAs(tokens.support, staffEndpoints.operator, {
          params: { id: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    const short = await callAs(tokens.support, staffEndpoints.searchOperators, { query: { q: '9' } });
    expect(short.status).toBe(400);
    expect(short.error.data).toBe('Type at least 2 characters');
  });
});
