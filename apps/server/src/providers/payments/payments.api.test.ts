import type { AddMoneyResult, PaymentStatus } from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, paymentOrders, users, wallets } from '../../db/schema';
import type { FakeServer } from '../../../test/fakes/http-fake';
import {
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  fakeRazorpay,
  pay,
  signWebhook,
  webhookBody,
  type FakeLink,
} from '../../../test/fakes/razorpay-fake';
import { authHeaders, createTestApp, loginAs, type TestContext } from '../../../test/support';
import { PaymentGatewayError, RazorpayGateway, callbackSignature } from './payments';

const KEY_ID = RAZORPAY_KEY_ID;
const KEY_SECRET = RAZORPAY_KEY_SECRET;
const WEBHOOK_SECRET = RAZORPAY_WEBHOOK_SECRET;
const sign = signWebhook;

describe('RazorpayGateway against a fake Razorpay', () => {
  const links = new Map<string, FakeLink>();
  let fake: FakeServer;
  let gateway: RazorpayGateway;
  beforeAll(async () => {
    fake = await fakeRazorpay(links);
    gateway = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  it('creates a payment link with amount in paise, reference id, customer and callback', async () => {
    const checkout = await gateway.createCheckout({
      orderId: 'ord_a',
      amountPaise: 50_000,
      currency: 'INR',
      customer: { name: 'Rajesh Kumar', mobileNo: '9000000001', email: 'r@example.in' },
      description: 'Wallet top-up',
      callbackUrl: 'https://console.example/processing?order_id=ord_a',
    });
    expect(checkout.gatewayRef).toMatch(/^plink_fake/);
    expect(checkout.paymentUrl).toBe(`https://rzp.example/i/${checkout.gatewayRef}`);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(JSON.parse(req.body)).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'ord_a',
      customer: { name: 'Rajesh Kumar', contact: '+919000000001', email: 'r@example.in' },
      callback_url: 'https://console.example/processing?order_id=ord_a',
      callback_method: 'get',
    });
  });

  it('fetches the link status: created is PENDING, paid is PAID with the captured payment', async () => {
    const { gatewayRef } = await gateway.createCheckout({
      orderId: 'ord_b',
      amountPaise: 20_000,
      currency: 'INR',
      customer: { name: 'R', mobileNo: '9000000001' },
      description: 'x',
      callbackUrl: 'https://c.example/processing?order_id=ord_b',
    });
    const ref = { orderId: 'ord_b', gatewayRef, amountPaise: 20_000, currency: 'INR' };
    expect(await gateway.fetchStatus(ref)).toEqual({ status: 'PENDING' });
    const paymentId = pay(links, gatewayRef);
    expect(await gateway.fetchStatus(ref)).toEqual({
      status: 'PAID',
      paymentId,
      amountPaise: 20_000,
      currency: 'INR',
    });
    links.get(gatewayRef)!.status = 'expired';
    expect(await gateway.fetchStatus(ref)).toEqual({ status: 'FAILED' });
  });

  it('verifies the callback signature against the stored order', () => {
    const order = { orderId: 'ord_c', gatewayRef: 'plink_X', amountPaise: 100, currency: 'INR' };
    const good = {
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_X',
      razorpay_payment_link_reference_id: 'ord_c',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: callbackSignature(KEY_SECRET, {
        linkId: 'plink_X',
        referenceId: 'ord_c',
        status: 'paid',
        paymentId: 'pay_1',
      }),
    };
    expect(gateway.verifyCallback(good, order)).toEqual({
      status: 'PAID',
      paymentId: 'pay_1',
      amountPaise: 100,
      currency: 'INR',
    });
    expect(gateway.verifyCallback({ ...good, razorpay_payment_id: 'pay_2' }, order)).toBeNull();
    expect(gateway.verifyCallback(good, { ...order, orderId: 'ord_other' })).toBeNull();
    expect(gateway.verifyCallback(good, { ...order, gatewayRef: 'plink_Y' })).toBeNull();
    expect(gateway.verifyCallback({ ...good, razorpay_signature: undefined }, order)).toBeNull();
  });

  it('verifies the webhook signature over the raw body', () => {
    const link = { ...links.values().next().value!, reference_id: 'ord_a' };
    const body = webhookBody(link, 'pay_w1');
    expect(gateway.verifyWebhook(body, sign(body))).toMatchObject({
      gatewayRef: link.id,
      orderId: 'ord_a',
      paymentId: 'pay_w1',
      amountPaise: link.amount,
      currency: 'INR',
    });
    expect(gateway.verifyWebhook(body, sign(body, 'wrong'))).toBeNull();
    expect(gateway.verifyWebhook(`${body} `, sign(body))).toBeNull();
    expect(gateway.verifyWebhook(body, undefined)).toBeNull();
  });

  it('raises PaymentGatewayError on a refusal, a bad key or an unreachable gateway', async () => {
    const req = {
      orderId: 'ord_d',
      amountPaise: 13_13_00,
      currency: 'INR' as const,
      customer: { name: 'R', mobileNo: '9000000001' },
      description: 'x',
      callbackUrl: 'https://c.example/processing?order_id=ord_d',
    };
    await expect(gateway.createCheckout(req)).rejects.toThrow(/amount refused/);
    const badKey = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: 'nope',
      webhookSecret: 'w',
      baseUrl: fake.url,
    });
    await expect(badKey.createCheckout({ ...req, amountPaise: 100 })).rejects.toThrow(/401/);
    const down = new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: 'w',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(down.createCheckout({ ...req, amountPaise: 100 })).rejects.toBeInstanceOf(
      PaymentGatewayError,
    );
  });
});

describe('top-up through the app with PAYMENT_PROVIDER=razorpay', () => {
  const links = new Map<string, FakeLink>();
  let fake: FakeServer;
  let ctx: TestContext;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    fake = await fakeRazorpay(links);
    ctx = await createTestApp({
      seed: true,
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_BASE_URL: fake.url,
        PUBLIC_URL: 'https://console.example',
      },
    });
    token = (await loginAs(ctx, '9000000001')).accessToken;
    const [row] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.mobileNo, '9000000001'), eq(accounts.type, 'OPERATOR')));
    accountId = row!.id;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  let balanceBefore = 0;
  beforeEach(async () => {
    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.accountId, accountId));
    balanceBefore = w?.balancePaise ?? 0;
  });
  const balance = async () => {
    const [w] = await ctx.db.select().from(wallets).where(eq(wallets.accountId, accountId));
    return w?.balancePaise ?? 0;
  };

  async function topUp(amount: number) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/addMoney',
      headers: authHeaders(token),
      payload: { mobileNo: '9000000001', amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: AddMoneyResult }>().data;
    const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, data.orderId));
    return { ...data, link: links.get(order!.gatewayRef!)! };
  }
  const status = async (orderId: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/user/transactionStatus?orderId=${orderId}`,
        headers: authHeaders(token),
      })
    ).json<{ data: PaymentStatus }>().data;
  const webhook = (body: string, signature: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });

  it('addMoney answers the Razorpay link and the callback goes to /processing of PUBLIC_URL', async () => {
    const { paymentUrl, orderId, link } = await topUp(500);
    expect(paymentUrl).toBe(`https://rzp.example/i/${link.id}`);
    const sent = JSON.parse(fake.requests.at(-1)!.body) as { callback_url: string };
    expect(sent.callback_url).toBe(`https://console.example/processing?order_id=${orderId}`);
  });

  it('the paid webhook credits once, whatever is repeated; the status then says SUCCESS', async () => {
    const { orderId, link } = await topUp(600);
    const paymentId = pay(links, link.id);
    const body = webhookBody(link, paymentId);
    const results = await Promise.all(Array.from({ length: 10 }, () => webhook(body, sign(body))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await status(orderId)).toBe('SUCCESS');
    expect(await balance()).toBe(balanceBefore + 60_000);
  });

  it('a status poll asks Razorpay and credits a paid link', async () => {
    const { orderId, link } = await topUp(700);
    expect(await status(orderId)).toBe('PENDING');
    pay(links, link.id);
    expect(await status(orderId)).toBe('SUCCESS');
    expect(await balance()).toBe(balanceBefore + 70_000);
  });

  it('a forged webhook is 400, a wrong amount or currency credits nothing', async () => {
    const { orderId, link } = await topUp(800);
    const body = webhookBody(link, 'pay_forged');
    expect((await webhook(body, sign(body, 'guess'))).statusCode).toBe(400);
    const low = webhookBody(link, 'pay_low', 100);
    expect((await webhook(low, sign(low))).statusCode).toBe(200);
    const usd = webhookBody(link, 'pay_usd', link.amount, 'USD');
    expect((await webhook(usd, sign(usd))).statusCode).toBe(200);
    expect(await status(orderId)).toBe('PENDING');
    expect(await balance()).toBe(balanceBefore);
  });

  it('a link paid with less than the order is not credited by the status poll', async () => {
    const { orderId, link } = await topUp(900);
    pay(links, link.id, 100);
    expect(await status(orderId)).toBe('PENDING');
    expect(await balance()).toBe(balanceBefore);
  });

  it('a refused link creation is 502 with the top-up failure text and a FAILED order', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/addMoney',
      headers: authHeaders(token),
      payload: { amount: 1313 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ data: string }>().data).toBe('some error occured, please try again later');
  });
});
