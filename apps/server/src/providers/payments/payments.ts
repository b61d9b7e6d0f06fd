import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { sandboxCheckoutPath, type GatewayCallback } from '@oc/contract';
import type { Config } from '../../config';
import { fetchJson, rethrowAs } from '../http';

/** What the gateway needs to open a checkout for an order. */
export interface CheckoutRequest {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  customer: { name: string; mobileNo: string; email?: string | null };
  description: string;
  /** Where the gateway sends the browser back: `${publicUrl}/processing?order_id=…`. */
  callbackUrl: string;
}

export interface Checkout {
  /** The gateway's id of the checkout (Razorpay payment link id). */
  gatewayRef: string;
  /** The payment page the browser goes to. */
  paymentUrl: string;
}

/** The order as stored, against which a gateway result is checked. */
export interface OrderRef {
  orderId: string;
  gatewayRef: string;
  amountPaise: number;
  currency: string;
}

/** A verified gateway result. A paid result names the payment and what was paid. */
export type GatewayResult =
  | { status: 'PAID'; paymentId: string; amountPaise: number; currency: string }
  | { status: 'FAILED' }
  | { status: 'PENDING' };

/** A verified webhook event that says an order was paid. */
export interface WebhookPayment {
  gatewayRef: string;
  orderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /**
   * Checks the signed result appended to the callback URL against the stored order. Null when
   * it is missing, tampered or belongs to another order.
   */
  verifyCallback(params: GatewayCallback, order: OrderRef): GatewayResult | null;
  /** Asks the gateway about a pending order. */
  fetchStatus(order: OrderRef): Promise<GatewayResult>;
  /** Checks a webhook's signature over the raw body; null when invalid or not a payment. */
  verifyWebhook(rawBody: string, signature: string | undefined): WebhookPayment | null;
}

const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's callback signature: HMAC-SHA256(link_id|reference_id|status|payment_id, key_secret). */
export function callbackSignature(
  secret: string,
  p: { linkId: string; referenceId: string; status: string; paymentId: string },
): string {
  return hmacHex(secret, `${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`);
}

/** Verifies Payment-Links-style callback parameters against the stored order. */
function verifyLinkCallback(secret: string, params: GatewayCallback, order: OrderRef): GatewayResult | null {
  const linkId = params.razorpay_payment_link_id;
  const referenceId = params.razorpay_payment_link_reference_id;
  const status = params.razorpay_payment_link_status;
  const paymentId = params.razorpay_payment_id ?? '';
  if (!linkId || !referenceId || !status || !params.razorpay_signature) return null;
  if (linkId !== order.gatewayRef || referenceId !== order.orderId) return null;
  const expected = callbackSignature(secret, { linkId, referenceId, status, paymentId });
  if (!signaturesMatch(expected, params.razorpay_signature)) return null;
  if (status === 'paid' && paymentId)
    return { status: 'PAID', paymentId, amountPaise: order.amountPaise, currency: order.currency };
  if (status === 'failed' || status === 'cancelled' || status === 'expired') return { status: 'FAILED' };
  return { status: 'PENDING' };
}

// ---------------------------------------------------------------------------------------------
// Sandbox
// ---------------------------------------------------------------------------------------------

interface SandboxCheckout {
  orderId: string;
  amountPaise: number;
  currency: string;
  callbackUrl: string;
  status: 'created' | 'paid' | 'failed';
  paymentId?: string;
}

/**
 * Offline gateway, like a real gateway's test mode: a checkout page served by this server
 * (amount, order id, Pay and Fail), which sends the browser back to the callback URL with a result
 * signed the Razorpay Payment Links way. Its state (like a remote gateway's) lives in this process;
 * the signed callback carries the result across a restart.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly checkouts = new Map<string, SandboxCheckout>();
  constructor(private readonly secret: string) {}

  createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const gatewayRef = `plink_sbx_${randomBytes(16).toString('hex')}`;
    this.checkouts.set(gatewayRef, {
      orderId: req.orderId,
      amountPaise: req.amountPaise,
      currency: req.currency,
      callbackUrl: req.callbackUrl,
      status: 'created',
    });
    return Promise.resolve({
      gatewayRef,
      // A path on this server (the browser is already on it), whatever PUBLIC_URL says.
      paymentUrl: sandboxCheckoutPath(gatewayRef),
    });
  }

  /** The checkout behind a sandbox link id (for the page). */
  checkout(gatewayRef: string): Readonly<SandboxCheckout> | undefined {
    return this.checkouts.get(gatewayRef);
  }

  /** Pay or Fail pressed on the page: answers the signed callback URL to send the browser to. */
  complete(gatewayRef: string, outcome: 'pay' | 'fail'): string | null {
    const c = this.checkouts.get(gatewayRef);
    if (!c) return null;
    if (c.status === 'created') {
      if (outcome === 'pay') {
        c.status = 'paid';
        c.paymentId = `pay_sbx_${randomBytes(8).toString('hex')}`;
      } else {
        c.status = 'failed';
      }
    }
    const status: string = c.status;
    const paymentId = c.paymentId ?? '';
    const url = new URL(c.callbackUrl);
    url.searchParams.set('razorpay_payment_id', paymentId);
    url.searchParams.set('razorpay_payment_link_id', gatewayRef);
    url.searchParams.set('razorpay_payment_link_reference_id', c.orderId);
    url.searchParams.set('razorpay_payment_link_status', status);
    url.searchParams.set(
      'razorpay_signature',
      callbackSignature(this.secret, { linkId: gatewayRef, referenceId: c.orderId, status, paymentId }),
    );
    // Same server: a path, so the redirect works whatever PUBLIC_URL says.
    return `${url.pathname}${url.search}`;
  }

  verifyCallback(params: GatewayCallback, order: OrderRef): GatewayResult | null {
    return verifyLinkCallback(this.secret, params, order);
  }

  fetchStatus(order: OrderRef): Promise<GatewayResult> {
    const c = this.checkouts.get(order.gatewayRef);
    if (!c || c.orderId !== order.orderId) return Promise.resolve({ status: 'PENDING' });
    if (c.status === 'paid' && c.paymentId)
      return Promise.resolve({
        status: 'PAID',
        paymentId: c.paymentId,
        amountPaise: c.amountPaise,
        currency: c.currency,
      });
    return Promise.resolve({ status: c.status === 'failed' ? 'FAILED' : 'PENDING' });
  }

  verifyWebhook(): WebhookPayment | null {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Razorpay Payment Links
// ---------------------------------------------------------------------------------------------

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}

/** The fields of a Razorpay payment link the gateway reads (create and fetch answer the entity). */
const razorpayLink = z.object({
  id: z.string().nullish(),
  short_url: z.string().nullish(),
  status: z.string().nullish(),
  amount: z.number().nullish(),
  amount_paid: z.number().nullish(),
  currency: z.string().nullish(),
  reference_id: z.string().nullish(),
  payments: z
    .array(
      z.object({
        payment_id: z.string().nullish(),
        amount: z.number().nullish(),
        status: z.string().nullish(),
      }),
    )
    .nullish(),
});
type RazorpayLink = z.output<typeof razorpayLink>;

/** The fields of a webhook event the gateway reads (`payment_link.paid`: the link and the payment). */
const razorpayWebhook = z.object({
  event: z.string().nullish(),
  payload: z
    .object({
      payment_link: z.object({ entity: razorpayLink.nullish() }).nullish(),
      payment: z
        .object({
          entity: z
            .object({
              id: z.string().nullish(),
              amount: z.number().nullish(),
              currency: z.string().nullish(),
              status: z.string().nullish(),
            })
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** A refusal's reason: `{ error: { code, description } }`. */
const razorpayReason = z
  .object({ error: z.object({ description: z.string() }) })
  .transform((a) => a.error.description);

/**
 * Razorpay Payment Links. Shapes from https://razorpay.com/docs/api/payments/payment-links/
 * (POST /v1/payment_links with amount in paise, currency, reference_id, customer, notify,
 * callback_url, callback_method 'get' → `{ id: 'plink_…', short_url, status: 'created' }`;
 * GET /v1/payment_links/{id} → `{ status: 'created'|'partially_paid'|'paid'|'expired'|'cancelled',
 * amount, amount_paid, currency, payments: [{ payment_id, amount, status: 'captured' }] }`), the
 * callback parameters and signature from https://razorpay.com/docs/payments/payment-links/apis/
 * (HMAC-SHA256 of `link_id|reference_id|status|payment_id` with the key secret), and the
 * `payment_link.paid` webhook from https://razorpay.com/docs/webhooks/payloads/payment-links/
 * (`X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  constructor(
    private readonly opts: RazorpayOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<RazorpayLink> {
    const auth = Buffer.from(`${this.opts.keyId}:${this.opts.keySecret}`).toString('base64');
    const { data } = await fetchJson({
      provider: this.name,
      url: new URL(path, this.opts.baseUrl),
      method,
      headers: { authorization: `Basic ${auth}` },
      ...(body ? { json: body } : {}),
      schema: razorpayLink,
      reason: razorpayReason,
      timeoutMs: 10_000,
      fetchImpl: this.fetchImpl,
    }).catch(rethrowAs(PaymentGatewayError));
    return data;
  }

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const link = await this.call('POST', '/v1/payment_links', {
      amount: req.amountPaise,
      currency: req.currency,
      accept_partial: false,
      reference_id: req.orderId,
      description: req.description,
      customer: {
        name: req.customer.name,
        contact: `+91${req.customer.mobileNo}`,
        ...(req.customer.email ? { email: req.customer.email } : {}),
      },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: req.callbackUrl,
      callback_method: 'get',
    });
    if (!link.id || !link.short_url) throw new PaymentGatewayError('Razorpay answered no link id or URL');
    if (link.amount !== undefined && link.amount !== null && link.amount !== req.amountPaise)
      throw new PaymentGatewayError('Razorpay link amount differs from the order');
    return { gatewayRef: link.id, paymentUrl: link.short_url };
  }

  verifyCallback(params: GatewayCallback, order: OrderRef): GatewayResult | null {
    return verifyLinkCallback(this.opts.keySecret, params, order);
  }

  async fetchStatus(order: OrderRef): Promise<GatewayResult> {
    const link = await this.call('GET', `/v1/payment_links/${encodeURIComponent(order.gatewayRef)}`);
    if (link.id !== order.gatewayRef || (link.reference_id && link.reference_id !== order.orderId))
      throw new PaymentGatewayError('Razorpay answered another link');
    if (link.status === 'paid') {
      const payment = (link.payments ?? []).find((p) => p.status === 'captured' && p.payment_id);
      if (!payment?.payment_id) return { status: 'PENDING' };
      return {
        status: 'PAID',
        paymentId: payment.payment_id,
        amountPaise: link.amount_paid ?? payment.amount ?? 0,
        currency: link.currency ?? '',
      };
    }
    if (link.status === 'expired' || link.status === 'cancelled') return { status: 'FAILED' };
    return { status: 'PENDING' };
  }

  verifyWebhook(rawBody: string, signature: string | undefined): WebhookPayment | null {
    if (!signaturesMatch(hmacHex(this.opts.webhookSecret, rawBody), signature)) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = razorpayWebhook.safeParse(json);
    if (!parsed.success) return null;
    const event = parsed.data;
    if (event.event !== 'payment_link.paid') return null;
    const link = event.payload?.payment_link?.entity;
    const payment = event.payload?.payment?.entity;
    if (!link?.id || !link.reference_id || !payment?.id) return null;
    return {
      gatewayRef: link.id,
      orderId: link.reference_id,
      paymentId: payment.id,
      amountPaise: payment.amount ?? -1,
      currency: payment.currency ?? '',
    };
  }
}

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.payments.provider === 'razorpay') return new RazorpayGateway(config.payments);
  return new SandboxGateway(
    createHmac('sha256', config.secrets.hash).update('sandbox-payments').digest('hex'),
  );
}
