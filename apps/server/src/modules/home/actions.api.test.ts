import { randomUUID } from 'node:crypto';
import {
  CONTRACT_EXPIRY_WARNING_DAYS,
  addDaysToDate,
  istDateOf,
  type HomeAction,
  type HomeActions,
  type Wallet,
} from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, loginAs, type TestContext } from '../../../test/support';
import {
  accounts,
  auditEvents,
  cabTrips,
  campaigns,
  cities,
  reimbursements,
  serviceContracts,
  tripRatings,
  users,
  wallets,
  weeklyPaymentSummaries,
} from '../../db/schema';

/** 15:00 IST on 2026-11-22, the demo data's instant. */
const NOW = new Date('2026-11-22T09:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CAB = '/api/v1/cabOperator';

let ctx: TestContext;
const { call } = apiCaller(() => ctx);

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER' | 'CABOWNER' | 'ELECTRIC') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

async function actionsOf(token: string, prefix = '') {
  const res = await call<HomeActions>(token, 'GET', `/api/v1${prefix}/user/actions`);
  expect(res.status).toBe(200);
  return res.data.items;
}

function find<K extends HomeAction['kind']>(items: HomeAction[], kind: K) {
  return items.find((i): i is Extract<HomeAction, { kind: K }> => i.kind === kind);
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
});
afterAll(() => ctx.close());

describe('cab: trips without a driver', () => {
  let token: string;
  let account: string;
  let other: string;
  let city: Record<string, string>;

  const addTrip = async (t: {
    code: string;
    inHours: number;
    account?: string;
    driver?: [name: string, mobile: string, rc: string, assignedHoursAgo: number];
    contractDaysAfterStart?: number;
  }) => {
    const id = randomUUID();
    const startAt = new Date(ctx.clock.now().getTime() + t.inHours * HOUR);
    await ctx.db.insert(cabTrips).values({
      accountId: t.account ?? account,
      id,
      groupCode: t.code,
      startAt,
      fromCityId: city.Bengaluru!,
      toCityId: city.Mysuru!,
      routeType: 'INTER',
      driverName: t.driver?.[0] ?? null,
      driverMobile: t.driver?.[1] ?? null,
      vehicleRc: t.driver?.[2] ?? null,
      driverAssignedAt: t.driver ? new Date(ctx.clock.now().getTime() - t.driver[3] * HOUR) : null,
      supplyCostPaise: 300_000,
      contractValidUntil: new Date(startAt.getTime() + (t.contractDaysAfterStart ?? 30) * DAY),
    });
    return id;
  };

  beforeAll(async () => {
    token = (await loginAs(ctx, '9000000004')).accessToken;
    account = await accountOf('9000000004', 'CABOWNER');
    const [u] = await ctx.db
      .insert(users)
      .values({ mobileNo: '9111100041', name: 'Other Cab Owner' })
      .returning();
    const [a] = await ctx.db
      .insert(accounts)
      .values({ userId: u!.id, type: 'CABOWNER', name: 'Other Cabs', groupId: 'CAB-ACT-1' })
      .returning();
    other = a!.id;
    city = Object.fromEntries((await ctx.db.select().from(cities)).map((c) => [c.name, c.id]));
    await ctx.db.delete(cabTrips).where(eq(cabTrips.accountId, account));
  });

  it('lists the driverless trips of the next 2 hours, with a free recent driver to assign in one tap', async () => {
    expect(await actionsOf(token, '/cabOperator')).toEqual([]);
    // Drivers: Suresh was assigned last (1 h ago) but is on a trip now; Ramesh before him is free.
    await addTrip({
      code: 'ACT-OLD',
      inHours: -30,
      driver: ['Ramesh Kumar', '9845000001', 'KA01AB1234', 30],
    });
    await addTrip({ code: 'ACT-BUSY', inHours: -0.5, driver: ['Suresh Rao', '9845000002', 'KA02CD5678', 1] });
    // Too old to suggest (assigned 40 days ago).
    await addTrip({
      code: 'ACT-ANCIENT',
      inHours: -40 * 24,
      driver: ['Old Driver', '9845000009', 'KA09ZZ0001', 960],
    });
    const soon = await addTrip({ code: 'ACT-SOON', inHours: 0.5 });
    const later = await addTrip({ code: 'ACT-LATER', inHours: 1.5 });
    await addTrip({ code: 'ACT-OUT', inHours: 2.5 }); // outside the window
    await addTrip({ code: 'ACT-PAST', inHours: -0.25 }); // started: not "in the next 2 hours"
    await addTrip({ code: 'ACT-OTHER', inHours: 0.5, account: other }); // another tenant's

    const items = await actionsOf(token, '/cabOperator');
    const driverless = find(items, 'tripsWithoutDriver')!;
    expect(driverless.count).toBe(2);
    expect(driverless.trips.map((t) => [t.groupCode, t.from, t.to])).toEqual([
      ['ACT-SOON', 'Bengaluru', 'Mysuru'],
      ['ACT-LATER', 'Bengaluru', 'Mysuru'],
    ]);
    // ACT-SOON gets Ramesh (Suresh overlaps it). ACT-LATER's span (start + 2 h) overlaps ACT-SOON's, so
    // Ramesh is taken; Suresh's trip ends at -0.5 h + 2 h = 1.5 h, exactly when ACT-LATER starts: free.
    expect(driverless.trips.map((t) => t.suggestedDriver)).toEqual([
      { driverName: 'Ramesh Kumar', driverMobileNo: '9845000001', rcNumber: 'KA01AB1234' },
      { driverName: 'Suresh Rao', driverMobileNo: '9845000002', rcNumber: 'KA02CD5678' },
    ]);

    // One tap: the suggestion is assigned as it stands; the item then counts one trip.
    const suggestion = driverless.trips[0]!.suggestedDriver!;
    const assigned = await call(token, 'POST', `${CAB}/assignCabDriver`, {
      _id: soon,
      driverMobileNo: Number(suggestion.driverMobileNo),
      driverName: suggestion.driverName,
      rcNumber: suggestion.rcNumber,
    });
    expect(assigned.status).toBe(200);
    const after = find(await actionsOf(token, '/cabOperator'), 'tripsWithoutDriver')!;
    expect(after.count).toBe(1);
    expect(after.trips.map((t) => t.id)).toEqual([later]);
  });

  it('counts the coming week’s trips that start after their contract ends', async () => {
    await addTrip({
      code: 'ACT-NOPAY',
      inHours: 50,
      contractDaysAfterStart: -1,
      driver: ['A B', '9845000003', 'KA03EF0001', 1],
    });
    await addTrip({ code: 'ACT-NOPAY-FAR', inHours: 8 * 24, contractDaysAfterStart: -1 });
    await addTrip({ code: 'ACT-NOPAY-OTHER', inHours: 50, contractDaysAfterStart: -1, account: other });
    expect(find(await actionsOf(token, '/cabOperator'), 'tripContractsEnding')).toEqual({
      kind: 'tripContractsEnding',
      count: 1,
    });
  });
});

describe('MG: contracts, the week just closed, low ratings, claims', () => {
  it('ties every figure to the account’s rows', async () => {
    const token = (await loginAs(ctx, '9000000002')).accessToken;
    const account = await accountOf('9000000002', 'BUSOWNER');
    const today = istDateOf(ctx.clock.now());
    const items = await actionsOf(token, '/mg');

    const contracts = await ctx.db
      .select()
      .from(serviceContracts)
      .where(eq(serviceContracts.accountId, account));
    const expired = contracts.filter((c) => c.validTo < today).length;
    const expiring = contracts.filter(
      (c) => c.validTo >= today && c.validTo <= addDaysToDate(today, CONTRACT_EXPIRY_WARNING_DAYS),
    ).length;
    expect(expired + expiring).toBeGreaterThan(0); // the demo data has some to show
    expect(find(items, 'contractsEnding')).toEqual({ kind: 'contractsEnding', expired, expiring });

    const weeks = (
      await ctx.db.select().from(weeklyPaymentSummaries).where(eq(weeklyPaymentSummaries.accountId, account))
    )
      .filter((w) => w.weekEndDate >= addDaysToDate(today, -7))
      .sort((a, b) => b.weekStartDate.localeCompare(a.weekStartDate));
    const week = weeks[0];
    expect(find(items, 'weeklyStatement')).toEqual(
      week
        ? {
            kind: 'weeklyStatement',
            weekStartDate: week.weekStartDate,
            weekEndDate: week.weekEndDate,
            net: week.netPaise / 100,
          }
        : undefined,
    );

    const since = ctx.clock.now().getTime() - 7 * DAY;
    const low = (await ctx.db.select().from(tripRatings).where(eq(tripRatings.accountId, account))).filter(
      (r) => r.rating <= 2 && r.ratedAt.getTime() >= since,
    ).length;
    expect(find(items, 'lowRatings')?.count ?? 0).toBe(low);

    const waiting = (
      await ctx.db.select().from(reimbursements).where(eq(reimbursements.accountId, account))
    ).filter(
      (r) =>
        (r.financeStatus === 'PENDING' || r.supplyStatus === 'PENDING') &&
        r.financeStatus !== 'REJECTED' &&
        r.supplyStatus !== 'REJECTED',
    );
    const claims = find(items, 'claimsWaiting');
    expect(claims?.count ?? 0).toBe(waiting.length);
    expect(claims?.amount ?? 0).toBe(waiting.reduce((s, r) => s + r.amountPaise, 0) / 100);
    // The other models' kinds never show.
    expect(
      items
        .map((i) => i.kind)
        .filter((k) => !['contractsEnding', 'weeklyStatement', 'lowRatings', 'claimsWaiting'].includes(k)),
    ).toEqual([]);
  });
});

describe('GDS: deals ending, KYC left, wallet below the alert', () => {
  let token: string;
  let account: string;
  beforeAll(async () => {
    token = (await loginAs(ctx, '9000000001')).accessToken;
    account = await accountOf('9000000001', 'OPERATOR');
  });

  it('counts deals ending within the week', async () => {
    const today = istDateOf(ctx.clock.now());
    const ending = (await ctx.db.select().from(campaigns).where(eq(campaigns.accountId, account))).filter(
      (c) => c.endDate >= today && c.endDate <= addDaysToDate(today, 6),
    ).length;
    expect(find(await actionsOf(token), 'dealsEnding')?.count ?? 0).toBe(ending);
  });

  it('sets the low-balance alert, lists the wallet below it, and refuses bad amounts changing nothing', async () => {
    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.accountId, account));
    const balance = (w?.balancePaise ?? 0) / 100;
    expect(find(await actionsOf(token), 'walletLow')).toBeUndefined();

    for (const amount of ['500', 12.5, 0, -1, 1_000_001, true]) {
      const bad = await call<string>(token, 'PUT', '/api/v1/user/wallet/lowBalanceAlert', { amount });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body.errors?.[0]?.path).toBe('amount');
    }
    const missing = await call<string>(token, 'PUT', '/api/v1/user/wallet/lowBalanceAlert', {});
    expect(missing.status).toBe(400);
    expect((await call<Wallet>(token, 'GET', '/api/v1/user/wallet')).data.lowBalanceAlert).toBeNull();

    const threshold = Math.floor(balance) + 1;
    const set = await call<Wallet>(token, 'PUT', '/api/v1/user/wallet/lowBalanceAlert', {
      amount: threshold,
    });
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ walletBalance: balance, currency: 'INR', lowBalanceAlert: threshold });
    expect(find(await actionsOf(token), 'walletLow')).toEqual({ kind: 'walletLow', balance, threshold });
    const audit = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, account), eq(auditEvents.kind, 'wallet.alert.set')));
    expect(audit).toHaveLength(1);

    // At the balance: not below, so nothing to do; cleared: nothing either.
    await call(token, 'PUT', '/api/v1/user/wallet/lowBalanceAlert', {
      amount: Math.max(1, Math.floor(balance)),
    });
    if (balance >= 1) expect(find(await actionsOf(token), 'walletLow')).toBeUndefined();
    const cleared = await call<Wallet>(token, 'PUT', '/api/v1/user/wallet/lowBalanceAlert', { amount: null });
    expect(cleared.data.lowBalanceAlert).toBeNull();
    expect(find(await actionsOf(token), 'walletLow')).toBeUndefined();
  });

  it('counts the KYC documents the profile needs that are not verified', async () => {
    // 9000000005's operator account is the demo's unverified one.
    const pending = (await loginAs(ctx, '9000000005')).accessToken;
    const kyc = find(await actionsOf(pending), 'kycLeft');
    expect(kyc).toBeDefined();
    expect(kyc!.left).toBeGreaterThan(0);
    expect(kyc!.left).toBeLessThanOrEqual(kyc!.total);
  });

  it('keeps the alert to the wallet models: MG and cab get 403', async () => {
    const mg = (await loginAs(ctx, '9000000002')).accessToken;
    const res = await call<string>(mg, 'PUT', '/api/v1/mg/user/wallet/lowBalanceAlert', { amount: 100 });
    expect(res.status).toBe(403);
  });
});
