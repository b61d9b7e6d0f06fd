import {
  PROPOSAL_MESSAGES,
  addDaysToDate,
  contractsEndpoints,
  istDateOf,
  payoutsEndpoints,
  proposalsEndpoints,
} from '@oc/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createStaff,
  createTestApp,
  loginAs,
  staffLogin,
  type TestContext,
} from '../../../test/support';
import { accounts, payouts, users, weeklyPaymentSummaries } from '../../db/schema';
import { lastClosableWeek } from '../contracts/contracts.service';

let ctx: TestContext;
const { callAs } = apiCaller(() => ctx);
const t = { maker: '', checker: '', support: '' };

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  t.maker = (await staffLogin(ctx, await createStaff(ctx, 'finance', 'Meera Maker'))).accessToken;
  t.checker = (await staffLogin(ctx, await createStaff(ctx, 'admin', 'Anil Admin'))).accessToken;
  t.support = (await staffLogin(ctx, await createStaff(ctx, 'support', 'Suresh Support'))).accessToken;
});
afterAll(async () => ctx.close());

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

describe('a payout with its PNR-wise report, by maker-checker', () => {
  it('is proposed from the bookings of days that are over, published once by a second person, and the operator downloads it', async () => {
    const accountId = await accountOf('9000000001', 'OPERATOR');
    // The latest seeded payout's week is taken back, so it can be published again from the console.
    const [latest] = await ctx.db
      .select()
      .from(payouts)
      .where(eq(payouts.accountId, accountId))
      .orderBy(desc(payouts.billingEnd))
      .limit(1);
    await ctx.db.delete(payouts).where(eq(payouts.id, latest!.id));
    const body = { accountId, from: latest!.billingStart, to: latest!.billingEnd };

    const bySupport = await callAs(t.support, proposalsEndpoints.payout, { body });
    expect(bySupport.status).toBe(403);
    const overlapping = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId, from: addDaysToDate(latest!.billingStart, -3), to: latest!.billingEnd },
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.error.data).toBe(PROPOSAL_MESSAGES.payoutOverlaps);
    const today = istDateOf(ctx.clock.now());
    const future = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId, from: today, to: today },
    });
    expect(future.status).toBe(400);
    expect(future.error.errors?.[0]).toEqual({ path: 'to', message: PROPOSAL_MESSAGES.rangeFuture });
    const reversed = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId, from: latest!.billingEnd, to: latest!.billingStart },
    });
    expect(reversed.status).toBe(400);

    const proposed = await callAs(t.maker, proposalsEndpoints.payout, { body });
    expect(proposed.status).toBe(200);
    expect(proposed.data).toMatchObject({
      kind: 'PAYOUT_PUBLICATION',
      status: 'PROPOSED',
      accountId,
      amount: latest!.amountPaise / 100,
    });
    expect(proposed.data.summary).toMatch(/^Publish a payout of ₹/);
    // The same days again while it waits: refused.
    expect((await callAs(t.maker, proposalsEndpoints.payout, { body })).status).toBe(409);
    // Nothing is published yet.
    const operator = (await loginAs(ctx, '9000000001')).accessToken;
    const list = async () =>
      (await callAs(operator, payoutsEndpoints.list, { query: {} })).data.filter(
        (p) => p.billingStartDate === latest!.billingStart,
      );
    expect(await list()).toEqual([]);

    expect(
      (await callAs(t.maker, proposalsEndpoints.approve, { params: { id: proposed.data.id } })).status,
    ).toBe(403);
    const [a, b] = await Promise.all([
      callAs(t.checker, proposalsEndpoints.approve, { params: { id: proposed.data.id } }),
      callAs(t.checker, proposalsEndpoints.approve, { params: { id: proposed.data.id } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const published = await list();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ paymentAmount: latest!.amountPaise / 100, createdBySystem: false });
    expect((a.status === 200 ? a : b).data.resultRef).toBe(published[0]!._id);

    // Its report: the bookings behind the figure, their total the payout's amount.
    const report = await callAs(operator, payoutsEndpoints.storedReport, {
      params: { id: published[0]!._id },
    });
    expect(report.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getColumn(12).values.filter((v): v is number => typeof v === 'number');
    const total = values.at(-1)!;
    expect(total).toBeCloseTo(latest!.amountPaise / 100, 2);
    expect(values.slice(0, -1).reduce((s, v) => s + v, 0)).toBeCloseTo(total, 2);
  });

  it('refuses accounts that are not OPERATOR, days without bookings, and unknown accounts', async () => {
    const mg = await accountOf('9000000002', 'BUSOWNER');
    const yesterday = addDaysToDate(istDateOf(ctx.clock.now()), -1);
    const notOperator = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId: mg, from: yesterday, to: yesterday },
    });
    expect(notOperator.status).toBe(400);
    expect(notOperator.error.data).toBe(PROPOSAL_MESSAGES.notOperatorAccount);
    const unknown = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId: '00000000-0000-4000-8000-000000000000', from: yesterday, to: yesterday },
    });
    expect(unknown.status).toBe(404);
    const old = await callAs(t.maker, proposalsEndpoints.payout, {
      body: { accountId: await accountOf('9000000001', 'OPERATOR'), from: '2001-01-01', to: '2001-01-07' },
    });
    expect(old.status).toBe(400);
    expect(old.error.data).toBe(PROPOSAL_MESSAGES.payoutEmpty);
  });
});

describe("an MG week's close, by maker-checker", () => {
  it('is proposed with its figures, written on approval, and the operator sees the weekly summary', async () => {
    const accountId = await accountOf('9000000002', 'BUSOWNER');
    const week = lastClosableWeek(ctx.clock.now());
    await ctx.db
      .delete(weeklyPaymentSummaries)
      .where(
        and(eq(weeklyPaymentSummaries.accountId, accountId), eq(weeklyPaymentSummaries.weekStartDate, week)),
      );

    const thisWeek = await callAs(t.maker, proposalsEndpoints.weekClose, {
      body: { accountId, week: istDateOf(ctx.clock.now()) },
    });
    expect(thisWeek.status).toBe(400);
    expect(thisWeek.error.data).toBe(PROPOSAL_MESSAGES.weekNotOver);

    // Any day of the week names it.
    const proposed = await callAs(t.maker, proposalsEndpoints.weekClose, {
      body: { accountId, week: addDaysToDate(week, 3) },
    });
    expect(proposed.status).toBe(200);
    expect(proposed.data).toMatchObject({ kind: 'WEEK_CLOSE', status: 'PROPOSED' });
    const [{ n: before }] = (await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(weeklyPaymentSummaries)
      .where(eq(weeklyPaymentSummaries.accountId, accountId))) as [{ n: number }];

    const applied = await callAs(t.checker, proposalsEndpoints.approve, { params: { id: proposed.data.id } });
    expect(applied.status).toBe(200);
    const [summary] = await ctx.db
      .select()
      .from(weeklyPaymentSummaries)
      .where(
        and(eq(weeklyPaymentSummaries.accountId, accountId), eq(weeklyPaymentSummaries.weekStartDate, week)),
      );
    expect(summary!.id).toBe(applied.data.resultRef);
    expect(summary!.netPaise / 100).toBe(proposed.data.amount);
    const [{ n: after }] = (await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(weeklyPaymentSummaries)
      .where(eq(weeklyPaymentSummaries.accountId, accountId))) as [{ n: number }];
    expect(after).toBe(before + 1);

    const operator = (await loginAs(ctx, '9000000002')).accessToken;
    const seen = await callAs(operator, contractsEndpoints.paymentSummary, { model: 'BUSOWNER', query: {} });
    expect(seen.data.some((s) => s._id === summary!.id)).toBe(true);

    const again = await callAs(t.maker, proposalsEndpoints.weekClose, { body: { accountId, week } });
    expect(again.status).toBe(409);
    expect(again.error.data).toBe(PROPOSAL_MESSAGES.weekClosed);
    const list = await callAs(t.support, proposalsEndpoints.list, { query: { kind: 'WEEK_CLOSE' } });
    expect(list.data.map((p) => p.kind)).toEqual(['WEEK_CLOSE']);
  });
});
