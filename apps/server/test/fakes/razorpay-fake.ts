import { createHmac } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './http-fake';

/**
 * A local stand-in for Razorpay's Payment Links API (create and fetch, with basic auth), and what the
 * gateway sends back: the paid link, the webhook body and its signature. Shapes as documented at
 * https://razorpay.com/docs/api/payments/payment-links/ and .../webhooks/payloads/payment-links/.
 */

export const RAZORPAY_KEY_ID = 'rzp_test_key';
export const RAZORPAY_KEY_SECRET = 'rzp-key-secret-0123456789';
export const RAZORPAY_WEBHOOK_SECRET = 'rzp-webhook-secret-abcdef';

/** The environment that points the server's Razorpay adapter at a fake at `url`. */
export function razorpayEnv(url: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_BASE_URL: url,
  };
}

export interface FakeLink {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: string;
  amount_paid: number;
  payments: { payment_id: string; amount: number; status: string }[];
}

/** The fake API over `links`. An amount of ₹13,13 (131300 paise) is refused, for the failure paths. */
export function fakeRazorpay(links: Map<string, FakeLink>): Promise<FakeServer> {
  let n = 0;
  return startFakeServer((req, res) => {
    const auth = `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== auth)
      return sendJson(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    if (req.method === 'POST' && req.url.pathname === '/v1/payment_links') {
      const body = JSON.parse(req.body) as { amount: number; currency: string; reference_id: string };
      if (body.amount === 13_13_00)
        return sendJson(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'amount refused' } });
      const id = `plink_fake${String(++n).padStart(6, '0')}`;
      const link: FakeLink = {
        id,
        reference_id: body.reference_id,
        amount: body.amount,
        currency: body.currency,
        status: 'created',
        amount_paid: 0,
        payments: [],
      };
      links.set(id, link);
      return sendJson(res, 200, { ...link, short_url: `https://rzp.example/i/${id}` });
    }
    const m = /^\/v1\/payment_links\/(plink_\w+)$/.exec(req.url.pathname);
    if (req.method === 'GET' && m) {
      const link = links.get(m[1]!);
      if (!link) return sendJson(res, 404, { error: { description: 'not found' } });
      return sendJson(res, 200, link);
    }
    return sendJson(res, 404, { error: { description: 'no route' } });
  });
}

/** The customer pays the link (in full, or `amount` paise): answers the payment id. */
export function pay(links: Map<string, FakeLink>, id: string, amount?: number): string {
  const link = links.get(id)!;
  const paymentId = `pay_fake_${id.slice(-6)}`;
  link.status = 'paid';
  link.amount_paid = amount ?? link.amount;
  link.payments = [{ payment_id: paymentId, amount: link.amount_paid, status: 'captured' }];
  return paymentId;
}

/** The `payment_link.paid` webhook event of a link. */
export function webhookBody(
  link: FakeLink,
  paymentId: string,
  amount = link.amount,
  currency = 'INR',
): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    payload: {
      payment_link: { entity: { ...link, status: 'paid' } },
      payment: { entity: { id: paymentId, amount, currency, status: 'captured' } },
    },
  });
}

/** X-Razorpay-Signature of a webhook body. */
export const signWebhook = (body: string, secret = RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');
