import { notInModelMessage, type ErrorEnvelope, type RcItem } from '@oc/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';
import { accounts, buses, trips, users } from '../../db/schema';
import { MG_DEMO_BUSES } from '../../db/seed/core';

let ctx: TestContext;
let mg2: string; // 9000000002 BUSOWNER only
let mg5: string; // 9000000005 GDS + MG + electric
let op1: string; // 9000000001 OPERATOR
let cab: string; // 9000000004 CABOWNER

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  mg5 = (await loginAs(ctx, '9000000005')).accessToken;
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
});
afterAll(async () => ctx.close());

async function rcs(token: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
  return { status: res.statusCode, body: res.json<{ data: RcItem[] }>(), error: res.json<ErrorEnvelope>() };
}

async function mgAccount(mobileNo: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'BUSOWNER')));
  if (!row) throw new Error(`no MG account for ${mobileNo}`);
  return row.id;
}

describe('GET /mg/user/rc', () => {
  it("answers the MG account's own buses by RC, with status and bus type", async () => {
    const { status, body } = await rcs(mg2, '/api/v1/mg/user/rc');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(MG_DEMO_BUSES);
    const list = body.data.map((b) => b.rc);
    expect(list).toEqual([...list].sort());
    for (const bus of body.data) {
      expect(bus.rc).toMatch(/^[A-Z0-9]{1,10}$/);
      expect(['ACTIVE', 'INACTIVE']).toContain(bus.status);
      expect(bus.busType.name).not.toBe('');
    }
  });

  it('gives each MG account its own buses, and every MG trip runs on one of them', async () => {
    const a = (await rcs(mg2, '/api/v1/mg/user/rc')).body.data.map((b) => b.rc);
    const b = (await rcs(mg5, '/api/v1/mg/user/rc')).body.data.map((b) => b.rc);
    expect(b).toHaveLength(MG_DEMO_BUSES);
    expect(a.filter((rc) => b.includes(rc))).toEqual([]);
    const account = await mgAccount('9000000002');
    const tripRcs = await ctx.db
      .selectDistinct({ rc: trips.busRc })
      .from(trips)
      .where(eq(trips.accountId, account));
    expect(tripRcs.length).toBeGreaterThan(0);
    for (const { rc } of tripRcs) expect(a).toContain(rc);
    const [unnamed] = await ctx.db
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.accountId, account), isNull(trips.busRc)));
    expect(unnamed).toBeUndefined();
    const own = await ctx.db.select({ rc: buses.rc }).from(buses).where(eq(buses.accountId, account));
    expect(own.map((r) => r.rc).sort()).toEqual(a);
  });

  it('is refused with 403 for the other business models', async () => {
    const gds = await rcs(op1, '/api/v1/user/rc');
    expect(gds.status).toBe(403);
    expect(gds.error.data).toBe(notInModelMessage('Buses', 'OPERATOR'));
    expect((await rcs(cab, '/api/v1/cabOperator/user/rc')).status).toBe(403);
    // GDS + MG user acting as GDS: still 403 outside /mg.
    expect((await rcs(mg5, '/api/v1/user/rc')).status).toBe(403);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/mg/user/rc' });
    expect(res.statusCode).toBe(401);
  });
});
