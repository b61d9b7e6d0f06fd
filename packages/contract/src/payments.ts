/**
 * The payment gateway's own calls (served by the server's `payments` module): the Razorpay webhook
 * and the sandbox gateway's checkout page. The wallet's top-up calls (/user/addMoney,
 * /user/transactionStatus) are in wallet.ts.
 */
import { z } from 'zod';
import { API_BASE, envelope } from './common';
import { defineEndpoint, fillPath } from './endpoint';

/** The sandbox gateway's checkout id in its page's address. */
export const sandboxCheckoutParamsSchema = z.object({ ref: z.string().regex(/^plink_sbx_[0-9a-f]{32}$/) });
/** Pay or Fail on the sandbox checkout page (a form post). */
export const sandboxCheckoutOutcomeSchema = z.object({ outcome: z.enum(['pay', 'fail']) });
export type SandboxCheckoutOutcome = z.infer<typeof sandboxCheckoutOutcomeSchema>['outcome'];

/**
 * Gateway-facing calls (no token, once under /api/v1): the Razorpay webhook and the sandbox
 * gateway's checkout page (served only when PAYMENT_PROVIDER=sandbox).
 */
export const paymentsEndpoints = {
  razorpayWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/webhook/razorpay',
    audit: 'wallet.topup.credited',
    access: 'public',
    response: envelope(z.string()),
    errors: [400, 404],
    tags: ['wallet'],
    summary: 'Razorpay webhook (payment_link.paid), X-Razorpay-Signature over the raw body',
    description: 'Configure this address in the Razorpay dashboard. Only with PAYMENT_PROVIDER=razorpay.',
  }),
  sandboxCheckoutPage: defineEndpoint({
    method: 'GET',
    path: '/payments/sandbox/checkout/:ref',
    access: 'public',
    params: sandboxCheckoutParamsSchema,
    response: z.string().describe('The checkout page (text/html)'),
    answer: 'html',
    errors: [400, 404],
    tags: ['wallet'],
    summary: 'Sandbox gateway: the checkout page (HTML, PAYMENT_PROVIDER=sandbox only)',
  }),
  sandboxCheckoutComplete: defineEndpoint({
    method: 'POST',
    path: '/payments/sandbox/checkout/:ref',
    audit: false,
    access: 'public',
    params: sandboxCheckoutParamsSchema,
    body: sandboxCheckoutOutcomeSchema,
    response: z.string().describe('No body: a 303 to /processing with the signed result'),
    answer: 'redirect',
    errors: [400, 404],
    tags: ['wallet'],
    summary: 'Sandbox gateway: Pay or Fail, then a 303 to /processing with the signed result',
  }),
};

/** The sandbox checkout page of a checkout id, from the site root (`/api/v1/payments/sandbox/checkout/…`). */
export function sandboxCheckoutPath(ref: string): string {
  return `${API_BASE}${fillPath(paymentsEndpoints.sandboxCheckoutPage.path, { ref })}`;
}
