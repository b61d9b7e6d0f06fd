import type { AddMoneyResult, ErrorEnvelope, PaymentStatus, Transaction, Wallet } from '@oc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProfiles, accounts, paymentOrders, users, walletEntries, wallets } from '../../db/schema';
import { TEST_ACTOR, authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';
import {
  callbackSignature,
  type GatewayResult,
  type PaymentGateway,
} from '../../providers/payments/payments';
import { WalletService } from '../wallet/wallet.service';
import { PaymentsService } from './payments.service';

interface Ok<T> {
  statusCode: number;
  data: T;
}

let ctx: TestContext;
let tokenOp: string; // 9000000001 OPERATOR
let tokenOther: string; // 9000000006 OPERATOR
let tokenMg: string; // 9000000002 BUSOWNER only
let tokenEv: string; // 9000000003 ELECTRIC
let accountOp: string;

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'ELECTRIC' = 'OPERATOR') {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

async function balancePaise(accountId: string): Promise<number> {
  const [row] = await ctx.db.select().from(wallets).where(eq(wallets.accountId, accountId));
  return row?.balancePaise ?? 0;
}

async function entryCount(accountId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.accountId, accountId));
  return row?.n ?? 0;
}

async function addMoney(token: string, amount: unknown, prefix = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${prefix}/user/addMoney`,
    headers: authHeaders(token),
    payload: { mobileNo: '9999999999', amount },
  });
}

async function startTopUp(token: string, amount: number, prefix = ''): Promise<AddMoneyResult> {
  const res = await addMoney(token, amount, prefix);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ok<AddMoneyResult>>().data;
}

/** Presses Pay or Fail on the sandbox checkout page: answers the callback query (after /processing?). */
async function checkout(paymentUrl: string, outcome: 'pay' | 'fail'): Promise<URLSearchParams> {
  const page = await ctx.app.inject({ method: 'GET', url: paymentUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const res = await ctx.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location.startsWith('/processing?order_id=')).toBe(true);
  return new URL(location, 'http://x').searchParams;
}

function statusUrl(params: URLSearchParams, prefix = ''): string {
  const q = new URLSearchParams(params);
  q.set('orderId', q.get('order_id') ?? '');
  q.delete('order_id');
  return `/api/v1${prefix}/user/transactionStatus?${q.toString()}`;
}

async function status(token: string, url: string): Promise<PaymentStatus> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ok<PaymentStatus>>().data;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  tokenOp = (await loginAs(ctx, '9000000001')).accessToken;
  tokenOther = (await loginAs(ctx, '9000000006')).accessToken;
  tokenMg = (await loginAs(ctx, '9000000002')).accessToken;
  tokenEv = (await loginAs(ctx, '9000000003')).accessToken;
  accountOp = await accountOf('9000000001');
});
afterAll(() => ctx.close());

describe('POST /user/addMoney', () => {
  it('creates a PENDING order of the token’s account and answers the sandbox payment page', async () => {
    const { orderId, paymentUrl } = await startTopUp(tokenOp, 500);
    expect(orderId).toMatch(/^ord_[a-z2-9]{20}$/);
    expect(paymentUrl).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\/plink_sbx_[0-9a-f]{32}$/);
    const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order).toMatchObject({
      accountId: accountOp,
      amountPaise: 50_000,
      status: 'PENDING',
      provider: 'sandbox',
      // From the token, not the body's 9999999999.
      mobileNo: '9000000001',
    });
    const page = await ctx.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.body).toContain('₹500.00');
    expect(page.body).toContain(orderId);
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Fail<');
  });

  it.each([
    ['zero', 0],
    ['below the minimum', 99],
    ['above the maximum', 100_001],
    ['a fraction', 150.5],
    ['negative', -500],
    ['not digits', '12a'],
    ['empty', ''],
    ['missing', undefined],
  ])('refuses %s with 400 and creates nothing', async (_label, amount) => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders);
    const res = await addMoney(tokenOp, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>().statusCode).toBe(400);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('accepts the limits and a digit string', async () => {
    expect((await addMoney(tokenOp, 100)).statusCode).toBe(200);
    expect((await addMoney(tokenOp, 100_000)).statusCode).toBe(200);
    expect((await addMoney(tokenOp, '250')).statusCode).toBe(200);
  });

  it('is for OPERATOR and ELECTRIC accounts only (403 for BUSOWNER), 401 without a token', async () => {
    const mg = await addMoney(tokenMg, 500, '/mg');
    expect(mg.statusCode).toBe(403);
    expect(mg.json<ErrorEnvelope>().data).toBe('The MG business model does not include Wallet.');
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/addMoney',
      payload: { amount: 500 },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('sandbox top-up, end to end', () => {
  it('Pay credits the wallet once; the status is SUCCESS and the entry is listed', async () => {
    const before = await balancePaise(accountOp);
    const { orderId, paymentUrl } = await startTopUp(tokenOp, 1500);
    expect(await status(tokenOp, `/api/v1/user/transactionStatus?orderId=${orderId}`)).toBe('PENDING');
    const params = await checkout(paymentUrl, 'pay');
    expect(params.get('order_id')).toBe(orderId);
    expect(params.get('razorpay_payment_link_status')).toBe('paid');
    expect(await status(tokenOp, statusUrl(params))).toBe('SUCCESS');
    expect(await status(tokenOp, statusUrl(params))).toBe('SUCCESS');
    expect(await balancePaise(accountOp)).toBe(before + 150_000);
    const [profile] = await ctx.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.accountId, accountOp));
    expect(profile!.walletBalancePaise).toBe(before + 150_000);

    const wallet = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/wallet',
      headers: authHeaders(tokenOp),
    });
    expect(wallet.json<Ok<Wallet>>().data.walletBalance).toBe((before + 150_000) / 100);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user/trasactions',
      headers: authHeaders(tokenOp),
    });
    const entries = list.json<Ok<Transaction[]>>().data;
    const entry = entries.find((e) => e.description.includes(orderId));
    expect(entry).toMatchObject({
      amount: 1500,
      closingBalance: (before + 150_000) / 100,
      transactionType: 'CREDIT',
    });
    expect(entry!.transactionCode).toMatch(/^TXN[A-Z2-9]{12}$/);
  });

  it('a status poll alone (no callback) asks the gateway and credits', async () => {
    const before = await balancePaise(accountOp);
    const { orderId, paymentUrl } = await startTopUp(tokenOp, 200);
    await checkout(paymentUrl, 'pay');
    expect(await status(tokenOp, `/api/v1/user/transactionStatus?orderId=${orderId}`)).toBe('SUCCESS');
    expect(await balancePaise(accountOp)).toBe(before + 20_000);
  });

  it('Fail changes nothing: FAILED, no entry, balance unchanged', async () => {
    const before = await balancePaise(accountOp);
    const count = await entryCount(accountOp);
    const { paymentUrl } = await startTopUp(tokenOp, 700);
    const params = await checkout(paymentUrl, 'fail');
    expect(params.get('razorpay_payment_link_status')).toBe('failed');
    expect(await status(tokenOp, statusUrl(params))).toBe('FAILED');
    expect(await balancePaise(accountOp)).toBe(before);
    expect(await entryCount(accountOp)).toBe(count);
    // Pressing Pay afterwards on the closed checkout does not pay it.
    const again = await checkout(paymentUrl, 'pay');
    expect(await status(tokenOp, statusUrl(again))).toBe('FAILED');
    expect(await balancePaise(accountOp)).toBe(before);
  });

  it('50 simultaneous deliveries of the same successful payment credit exactly once', async () => {
    const before = await balancePaise(accountOp);
    const count = await entryCount(accountOp);
    const { orderId, paymentUrl } = await startTopUp(tokenOp, 999);
    const params = await checkout(paymentUrl, 'pay');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        status(
          tokenOp,
          i % 2 === 0 ? statusUrl(params) : `/api/v1/user/transactionStatus?orderId=${orderId}`,
        ),
      ),
    );
    expect(results.every((r) => r === 'SUCCESS')).toBe(true);
    expect(await balancePaise(accountOp)).toBe(before + 99_900);
    expect(await entryCount(accountOp)).toBe(count + 1);
  });

  it('ELECTRIC accounts top up through /electric', async () => {
    const ev = await accountOf('9000000003', 'ELECTRIC');
    const before = await balancePaise(ev);
    const { paymentUrl } = await startTopUp(tokenEv, 300, '/electric');
    const params = await checkout(paymentUrl, 'pay');
    expect(await status(tokenEv, statusUrl(params, '/electric'))).toBe('SUCCESS');
    expect(await balancePaise(ev)).toBe(before + 30_000);
  });
});

describe('forged and foreign results change nothing', () => {
  it('a tampered signature is ignored (order stays PENDING)', async () => {
    const before = await balancePaise(accountOp);
    const { orderId } = await startTopUp(tokenOp, 800);
    const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const q = new URLSearchParams({
      order_id: orderId,
      razorpay_payment_id: 'pay_forged0000000001',
      razorpay_payment_link_id: order!.gatewayRef!,
      razorpay_payment_link_reference_id: orderId,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: callbackSignature('not-the-secret', {
        linkId: order!.gatewayRef!,
        referenceId: orderId,
        status: 'paid',
        paymentId: 'pay_forged0000000001',
      }),
    });
    expect(await status(tokenOp, statusUrl(q))).toBe('PENDING');
    q.set('razorpay_signature', 'zz-not-hex');
    expect(await status(tokenOp, statusUrl(q))).toBe('PENDING');
    expect(await balancePaise(accountOp)).toBe(before);
  });

  it('a valid callback of one order does not pay another', async () => {
    const before = await balancePaise(accountOp);
    const paid = await startTopUp(tokenOp, 100);
    const params = await checkout(paid.paymentUrl, 'pay');
    const other = await startTopUp(tokenOp, 100);
    params.set('order_id', other.orderId);
    expect(await status(tokenOp, statusUrl(params))).toBe('PENDING');
    // The paid one credits when asked.
    expect(await status(tokenOp, `/api/v1/user/transactionStatus?orderId=${paid.orderId}`)).toBe('SUCCESS');
    expect(await balancePaise(accountOp)).toBe(before + 10_000);
  });

  it('another account’s order is 404 and is not settled by its owner’s callback in the wrong hands', async () => {
    const otherAccount = await accountOf('9000000006');
    const before = await balancePaise(otherAccount);
    const { paymentUrl } = await startTopUp(tokenOther, 400);
    const params = await checkout(paymentUrl, 'pay');
    const res = await ctx.app.inject({
      method: 'GET',
      url: statusUrl(params),
      headers: authHeaders(tokenOp),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorEnvelope>().data).toBe('Order not found');
    expect(await balancePaise(otherAccount)).toBe(before);
    const ops = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, params.get('order_id')!));
    expect(ops[0]!.status).toBe('PENDING');
  });

  it('a paid result with the wrong amount or currency, or a reused payment id, credits nothing', async () => {
    const stub: PaymentGateway = {
      name: 'sandbox',
      createCheckout: () => Promise.resolve({ gatewayRef: 'plink_stub', paymentUrl: '/x' }),
      verifyCallback: () => null,
      fetchStatus: () => Promise.resolve({ status: 'PENDING' }),
      verifyWebhook: () => null,
    };
    const service = new PaymentsService({
      db: ctx.db,
      clock: ctx.clock,
      gateway: stub,
      publicUrl: 'http://localhost',
      log: ctx.app.log,
    });
    const a = await service.addMoney(
      { accountId: accountOp, mobileNo: '9000000001', name: 'R' },
      1000,
      TEST_ACTOR,
    );
    const before = await balancePaise(accountOp);
    const paid = (amountPaise: number, currency = 'INR', paymentId = 'pay_stub_1'): GatewayResult => ({
      status: 'PAID',
      paymentId,
      amountPaise,
      currency,
    });
    expect(await service.settle(a.orderId, paid(99_999))).toBe('PENDING');
    expect(await service.settle(a.orderId, paid(100_000, 'USD'))).toBe('PENDING');
    expect(await balancePaise(accountOp)).toBe(before);
    expect(await service.settle(a.orderId, paid(100_000))).toBe('SUCCESS');
    const b = await service.addMoney(
      { accountId: accountOp, mobileNo: '9000000001', name: 'R' },
      1000,
      TEST_ACTOR,
    );
    expect(await service.settle(b.orderId, paid(100_000))).toBe('PENDING');
    expect(await balancePaise(accountOp)).toBe(before + 100_000);
  });
});

describe('ledger', () => {
  it('100 concurrent debits and credits: balance = sum of entries, never negative', async () => {
    const account = await accountOf('9000000006');
    const wallet = new WalletService({ db: ctx.db, clock: ctx.clock });
    const start = await balancePaise(account);
    // Spend most of it first so that some debits must be refused.
    if (start > 50_000) await wallet.debit(account, start - 50_000, 'test: bring to ₹500');
    const ops = Array.from({ length: 100 }, (_, i) =>
      i % 3 === 0
        ? wallet.credit(account, 10_000 + i, `test credit ${i}`)
        : wallet.debit(account, 15_000 + i, `test debit ${i}`),
    );
    const settled = await Promise.allSettled(ops);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409 });

    const entries = await wallet.entries(account);
    const sum = entries.reduce((s, e) => s + (e.type === 'CREDIT' ? e.amountPaise : -e.amountPaise), 0);
    const balance = await balancePaise(account);
    expect(balance).toBe(sum);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(entries.every((e) => e.closingBalancePaise >= 0)).toBe(true);
    // Each entry's closing balance follows from the previous one.
    const ordered = [...entries].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    let running = 0;
    for (const e of ordered) {
      running += e.type === 'CREDIT' ? e.amountPaise : -e.amountPaise;
      expect(e.closingBalancePaise).toBe(running);
    }
  });

  it('entries are append-only: an UPDATE, a DELETE and a TRUNCATE are refused by the database', async () => {
    const before = await ctx.db.select().from(walletEntries).where(eq(walletEntries.accountId, accountOp));
    expect(before.length).toBeGreaterThan(0);
    await expect(
      ctx.db.update(walletEntries).set({ amountPaise: 1 }).where(eq(walletEntries.accountId, accountOp)),
    ).rejects.toThrow();
    await expect(
      ctx.db.delete(walletEntries).where(eq(walletEntries.accountId, accountOp)),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate wallet_entries cascade`)).rejects.toThrow();
    const after = await ctx.db.select().from(walletEntries).where(eq(walletEntries.accountId, accountOp));
    expect(after).toEqual(before);
  });

  it('operators cannot debit: there is no such call', async () => {
    for (const url of ['/api/v1/user/debit', '/api/v1/user/walletDebit']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: authHeaders(tokenOp),
        payload: { amount: 1 },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /user/trasactions', () => {
  it('filters by epoch-ms range and refuses a reversed one', async () => {
    const now = Date.now();
    const all = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/trasactions?fromDate=${now - 86_400_000}&toDate=${now + 60_000}`,
      headers: authHeaders(tokenOp),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<Ok<Transaction[]>>().data.length).toBeGreaterThan(0);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/trasactions?fromDate=0&toDate=1000`,
      headers: authHeaders(tokenOp),
    });
    expect(old.json<Ok<Transaction[]>>().data).toEqual([]);
    const reversed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/trasactions?fromDate=${now}&toDate=${now - 1}`,
      headers: authHeaders(tokenOp),
    });
    expect(reversed.statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/trasactions?fromDate=yesterday`,
      headers: authHeaders(tokenOp),
    });
    expect(bad.statusCode).toBe(400);
    const farFuture = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/trasactions?fromDate=999999999999999&toDate=999999999999999`,
      headers: authHeaders(tokenOp),
    });
    expect(farFuture.statusCode).toBe(400);
    expect(farFuture.json<{ data: string }>().data).toMatch(/between 1970 and 2100/);
  });

  it('403 for BUSOWNER', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/mg/user/trasactions',
      headers: authHeaders(tokenMg),
    });
    expect(res.statusCode).toBe(403);
  });
});
