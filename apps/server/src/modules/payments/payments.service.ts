import { randomInt } from 'node:crypto';
import {
  GATEWAY_CALLBACK_PARAMS,
  ROUTES,
  WALLET_MESSAGES,
  paiseToRupees,
  type AddMoneyResult,
  type GatewayCallback,
  type PaymentStatus,
  type SandboxCheckoutOutcome,
} from '@oc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { formatInr } from '../../lib/format';
import { HttpError, notFound } from '../../lib/http-error';
import {
  SandboxGateway,
  type GatewayResult,
  type OrderRef,
  type PaymentGateway,
} from '../../providers/payments/payments';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import { postEntry } from '../wallet/wallet.ledger';
import * as repo from './payments.repository';
import { takeCreation } from '../../lib/creation-limits';

export type { PaymentOrderRow } from './payments.repository';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** The address the browser reaches this app at (for the gateway's callback URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who tops up: the acting account and the person (from the token, never from the body). */
export interface PaymentCaller {
  accountId: string;
  mobileNo: string;
  name: string;
  email?: string | null;
}

const ORDER_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 'ord_' + 20 random characters (100 bits): not guessable, so the checkout page can be public. */
export function newOrderId(): string {
  let id = 'ord_';
  for (let i = 0; i < 20; i++) id += ORDER_ALPHABET.charAt(randomInt(ORDER_ALPHABET.length));
  return id;
}

function refOf(order: repo.PaymentOrderRow): OrderRef | null {
  if (!order.gatewayRef) return null;
  return {
    orderId: order.id,
    gatewayRef: order.gatewayRef,
    amountPaise: order.amountPaise,
    currency: order.currency,
  };
}

/**
 * Wallet top-up through a payment gateway. An order is created PENDING; a verified result from
 * any path (the signed callback the web passes on, the gateway's answer to a status poll, a
 * webhook) goes through {@link settle}, which locks the order row: the first PAID result credits
 * the wallet in the same transaction and turns the order SUCCESS; every later delivery finds it
 * SUCCESS and changes nothing. `payment_orders.gateway_payment_id` and `wallet_entries.order_id`
 * are unique as a second guard.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  get gateway(): PaymentGateway {
    return this.deps.gateway;
  }

  /** POST /user/addMoney: a PENDING order and the gateway's payment page. */
  async addMoney(caller: PaymentCaller, amountRupees: number, actor: Actor): Promise<AddMoneyResult> {
    const { db, gateway, clock } = this.deps;
    // Each attempt is an order kept for good (and a gateway call): at most CREATION_LIMITS.topUp an hour.
    await takeCreation(db, 'topUp', caller.accountId, clock.now());
    const orderId = newOrderId();
    const amountPaise = amountRupees * 100;
    await db.transaction(async (tx) => {
      const at = clock.now();
      await repo.insertOrder(tx, {
        id: orderId,
        accountId: caller.accountId,
        amountPaise,
        currency: 'INR',
        provider: gateway.name,
        mobileNo: caller.mobileNo,
        at,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'wallet.topup.requested',
          entity: 'payment_orders',
          entityId: orderId,
          accountId: caller.accountId,
          after: { orderId, amount: amountRupees, status: 'PENDING' },
        },
        at,
      );
    });
    const callbackUrl = new URL(ROUTES.processing, this.deps.publicUrl);
    callbackUrl.searchParams.set('order_id', orderId);
    let checkout;
    try {
      checkout = await gateway.createCheckout({
        orderId,
        amountPaise,
        currency: 'INR',
        customer: { name: caller.name, mobileNo: caller.mobileNo, email: caller.email ?? null },
        description: `Wallet top-up ${formatInr(amountRupees)}`,
        callbackUrl: callbackUrl.toString(),
      });
    } catch (err) {
      this.deps.log.error({ err, orderId }, 'payment gateway refused the top-up order');
      await repo.setStatus(db, orderId, 'FAILED', clock.now());
      throw new HttpError(502, WALLET_MESSAGES.topUpFailed);
    }
    // Outside the try: a database failure here is the database's (503), not the gateway's (502).
    await repo.setGatewayRef(db, orderId, checkout.gatewayRef, clock.now());
    return { orderId, paymentUrl: checkout.paymentUrl };
  }

  /**
   * GET /user/transactionStatus: the caller's order only (another's is 404). A signed callback
   * passed along is verified against the stored order; while the order is still PENDING the
   * gateway is asked. Answers SUCCESS, PENDING or FAILED.
   */
  async status(accountId: string, orderId: string, callback: GatewayCallback): Promise<PaymentStatus> {
    const order = await repo.findOrder(this.deps.db, orderId, accountId);
    if (!order) throw notFound(WALLET_MESSAGES.orderNotFound);
    if (order.status === 'SUCCESS') return 'SUCCESS';
    const ref = refOf(order);
    if (!ref) return order.status;

    let status: PaymentStatus = order.status;
    if (GATEWAY_CALLBACK_PARAMS.some((k) => callback[k] !== undefined)) {
      const result = this.deps.gateway.verifyCallback(callback, ref);
      if (result) status = await this.settle(order.id, result);
      else this.deps.log.warn({ orderId }, 'payment callback with an invalid signature ignored');
    }
    if (status === 'PENDING') {
      try {
        status = await this.settle(order.id, await this.deps.gateway.fetchStatus(ref));
      } catch (err) {
        this.deps.log.warn({ err, orderId }, 'payment gateway status check failed');
      }
    }
    return status;
  }

  /**
   * Applies a verified gateway result to an order, under the order's row lock. PAID credits the
   * wallet once (amount and currency must equal the order's); FAILED only moves a PENDING order.
   */
  async settle(orderId: string, result: GatewayResult): Promise<PaymentStatus> {
    return (await this.settleOrder(orderId, result)).status;
  }

  /** {@link settle}, and whether this call credited the wallet (the audit row says so). */
  private async settleOrder(
    orderId: string,
    result: GatewayResult,
  ): Promise<{ status: PaymentStatus; credited: boolean }> {
    if (result.status === 'PENDING') {
      const order = await repo.findOrder(this.deps.db, orderId);
      return { status: order?.status ?? 'PENDING', credited: false };
    }
    const now = this.deps.clock.now();
    let credited = false;
    const status = await this.deps.db.transaction(async (tx): Promise<PaymentStatus> => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound(WALLET_MESSAGES.orderNotFound);
      if (order.status === 'SUCCESS') return 'SUCCESS';
      if (result.status === 'FAILED') {
        if (order.status !== 'PENDING') return order.status;
        await repo.setStatus(tx, orderId, 'FAILED', now);
        return 'FAILED';
      }
      if (result.amountPaise !== order.amountPaise || result.currency !== order.currency) {
        this.deps.log.warn(
          { orderId, paid: result.amountPaise, currency: result.currency },
          'payment amount or currency differs from the order: not credited',
        );
        return order.status;
      }
      const other = await repo.orderOfPayment(tx, result.paymentId);
      if (other) {
        this.deps.log.warn({ orderId, other: other.id }, 'payment id already settled another order');
        return order.status;
      }
      await repo.markPaid(tx, orderId, result.paymentId, now);
      const entry = await postEntry(tx, {
        accountId: order.accountId,
        type: 'CREDIT',
        amountPaise: order.amountPaise,
        description: `Wallet top-up via ${order.provider === 'razorpay' ? 'Razorpay' : 'payment gateway'} (${order.id})`,
        source: 'TOPUP',
        orderId: order.id,
      });
      // The gateway's confirmation made the change, whichever path brought it (webhook, status poll).
      await recordAudit(
        tx,
        { kind: 'system', id: null, name: 'payment gateway', role: null },
        {
          kind: 'wallet.topup.credited',
          entity: 'wallets',
          entityId: order.accountId,
          accountId: order.accountId,
          before: { balance: paiseToRupees(entry.closingBalancePaise - order.amountPaise) },
          after: {
            balance: paiseToRupees(entry.closingBalancePaise),
            amount: paiseToRupees(order.amountPaise),
            orderId: order.id,
            transactionCode: entry.code,
          },
        },
        now,
      );
      credited = true;
      return 'SUCCESS';
    });
    return { status, credited };
  }

  /** A gateway webhook: verified over the raw body, then settled like any other result. */
  async webhook(rawBody: string, signature: string | undefined): Promise<void> {
    const event = this.deps.gateway.verifyWebhook(rawBody, signature);
    if (!event) throw new HttpError(400, 'Invalid webhook signature');
    const order = await repo.findOrder(this.deps.db, event.orderId);
    if (!order || order.gatewayRef !== event.gatewayRef) {
      this.deps.log.warn({ orderId: event.orderId }, 'webhook for an unknown order ignored');
      auditUnchanged();
      return;
    }
    const { credited } = await this.settleOrder(order.id, {
      status: 'PAID',
      paymentId: event.paymentId,
      amountPaise: event.amountPaise,
      currency: event.currency,
    });
    if (!credited) auditUnchanged();
  }

  // -------------------------------------------------------------------------------------------
  // The sandbox gateway's checkout page
  // -------------------------------------------------------------------------------------------

  private sandbox(): SandboxGateway {
    if (!(this.deps.gateway instanceof SandboxGateway)) throw notFound('No sandbox gateway');
    return this.deps.gateway;
  }

  /** The HTML of the sandbox checkout page, or null for an unknown link. */
  sandboxPage(gatewayRef: string): string | null {
    const checkout = this.sandbox().checkout(gatewayRef);
    if (!checkout) return null;
    const closed = checkout.status !== 'created';
    const amount = escapeHtml(formatInr(paiseToRupees(checkout.amountPaise)));
    const order = escapeHtml(checkout.orderId);
    const action = escapeHtml(gatewayRef);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f3f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;color:#212529}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px 24px;width:min(360px,calc(100vw - 32px));box-sizing:border-box}
h1{font-size:18px;margin:0 0 4px}.note{color:#868e96;font-size:13px;margin:0 0 20px}
dl{margin:0 0 24px}dt{color:#868e96;font-size:12px;text-transform:uppercase;letter-spacing:.04em}dd{margin:2px 0 12px;font-size:16px;word-break:break-all}
.amount{font-size:28px;font-weight:700}
.row{display:flex;gap:12px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#2f9e44;color:#fff}.fail{background:#fff;color:#c92a2a;border:1px solid #c92a2a}
</style></head><body><main>
<h1>Sandbox payment gateway</h1><p class="note">Test mode: no money moves.</p>
<dl><dt>Amount</dt><dd class="amount">${amount}</dd><dt>Order id</dt><dd>${order}</dd></dl>
${
  closed
    ? `<p>This payment is already ${checkout.status === 'paid' ? 'paid' : 'closed'}.</p><form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><div class="row"><button class="pay" type="submit">Return to merchant</button></div></form>`
    : `<form method="post" action="${action}"><div class="row"><button class="pay" type="submit" name="outcome" value="pay">Pay</button><button class="fail" type="submit" name="outcome" value="fail">Fail</button></div></form>`
}
</main></body></html>`;
  }

  /** Pay or Fail on the sandbox page: the signed callback address, or null for an unknown link. */
  sandboxComplete(gatewayRef: string, outcome: SandboxCheckoutOutcome): string | null {
    return this.sandbox().complete(gatewayRef, outcome);
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
