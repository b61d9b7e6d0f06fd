import {
  dealsEndpoints,
  ingestEndpoints,
  istDateOf,
  type BookingRecord,
  type DealPerformance,
} from '@oc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, loginAs, TEST_ACTOR, type TestContext } from '../../../test/support';
import { accounts, bookings, campaigns, services, users } from '../../db/schema';
import { ApiKeysService } from '../apikeys/apikeys.service';

/** GET /user/dealPerformance (issue 41): per deal, the bookings data recorded under it. */

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
let operator = '';
let other = '';
let accountId = '';

/** Each deal's figures counted straight from the bookings rows. */
async function expected(): Promise<Map<string, Omit<DealPerformance, 'code' | 'startDate' | 'endDate'>>> {
  const rows = await ctx.db
    .select({
      campaignId: bookings.campaignId,
      n: sql<string>`count(*)`,
      seats: sql<string>`sum(${bookings.seats})`,
      fare: sql<string>`sum(${bookings.farePaise})`,
      discount: sql<string>`sum(${bookings.discountPaise})`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.accountId, accountId),
        eq(bookings.status, 'CONFIRMED'),
        sql`${bookings.campaignId} is not null`,
      ),
    )
    .groupBy(bookings.campaignId);
  return new Map(
    rows.map((r) => [
      r.campaignId!,
      {
        campaignId: r.campaignId!,
        bookings: Number(r.n),
        seats: Number(r.seats),
        revenue: Number(r.fare) / 100,
        discount: Number(r.discount) / 100,
      },
    ]),
  );
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  operator = (await loginAs(ctx, '9000000001')).accessToken;
  other = (await loginAs(ctx, '9000000006')).accessToken;
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, '9000000001'), eq(accounts.type, 'OPERATOR')));
  accountId = row!.id;
});
afterAll(() => ctx.close());

describe('deal performance', () => {
  it('lists every deal of the account, newest first, each tied to the bookings sold under it', async () => {
    const res = await callAs(operator, dealsEndpoints.performance);
    expect(res.status).toBe(200);
    const mine = await ctx.db.select().from(campaigns).where(eq(campaigns.accountId, accountId));
    expect(res.data.map((d) => d.campaignId).sort()).toEqual(mine.map((c) => c.id).sort());
    const starts = res.data.map((d) => d.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const want = await expected();
    // The demo data sold seats under some deals, with a discount each.
    expect([...want.values()].some((w) => w.bookings > 0 && w.discount > 0)).toBe(true);
    for (const d of res.data) {
      const w = want.get(d.campaignId) ?? {
        campaignId: d.campaignId,
        bookings: 0,
        seats: 0,
        revenue: 0,
        discount: 0,
      };
      expect({
        campaignId: d.campaignId,
        bookings: d.bookings,
        seats: d.seats,
        revenue: d.revenue,
        discount: d.discount,
      }).toEqual(w);
    }
    // Another operator sees only its own deals.
    const theirs = await callAs(other, dealsEndpoints.performance);
    expect(theirs.status).toBe(200);
    expect(theirs.data.some((d) => mine.some((c) => c.id === d.campaignId))).toBe(false);
  });

  it('a sale ingested under a deal counts at once; an unknown deal code is refused alone', async () => {
    const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    const key = (await keys.create({ name: 'Booking engine', scopes: ['bookings'] }, TEST_ACTOR)).key;
    const [deal] = await ctx.db.select().from(campaigns).where(eq(campaigns.accountId, accountId)).limit(1);
    const [service] = await ctx.db.select().from(services).where(eq(services.accountId, accountId)).limit(1);
    const before = (await callAs(operator, dealsEndpoints.performance)).data.find(
      (d) => d.campaignId === deal!.id,
    )!;
    const record = (n: number, code: string): BookingRecord => ({
      externalId: `DEAL-${String(n)}`,
      account: { mobileNo: '9000000001', type: 'OPERATOR' },
      pnr: `DEALPNR${String(n)}`,
      service: service!.name,
      tripDate: istDateOf(ctx.clock.now()),
      passengerName: 'Deal Passenger',
      passengerMobile: '9876543210',
      seatType: 'SEATER',
      seatNumbers: [],
      seats: 2,
      farePaise: 90_000,
      status: 'CONFIRMED',
      channel: 'WEB',
      bookedAt: ctx.clock.now().toISOString(),
      deal: { code, discountPaise: 12_345 },
    });
    const res = await callAs(key, ingestEndpoints.bookings, {
      body: { records: [record(1, deal!.code), record(2, 'NOSUCHDEAL')] },
    });
    expect(res.status).toBe(200);
    expect(res.data.accepted).toBe(1);
    expect(res.data.refused).toEqual([
      {
        index: 1,
        externalId: 'DEAL-2',
        errors: [{ path: 'deal.code', message: "No deal 'NOSUCHDEAL' in this account" }],
      },
    ]);
    const after = (await callAs(operator, dealsEndpoints.performance)).data.find(
      (d) => d.campaignId === deal!.id,
    )!;
    expect(after).toEqual({
      ...before,
      bookings: before.bookings + 1,
      seats: before.seats + 2,
      revenue: Math.round((before.revenue + 900) * 100) / 100,
      discount: Math.round((before.discount + 123.45) * 100) / 100,
    });
  });
});
