import { paymentsEndpoints } from '@oc/contract';
import type { FastifyInstance } from 'fastify';
import { featureRoutes } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import type { PaymentsService } from './payments.service';

/**
 * The gateway posts its webhook signed over the raw body, and the sandbox checkout page posts a
 * form: in these routes' scope a JSON body stays the raw string and a form becomes an object.
 */
function gatewayBodyParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

const { razorpayWebhook, sandboxCheckoutPage, sandboxCheckoutComplete } = paymentsEndpoints;

/** The Razorpay webhook (public, once under /api/v1); 404 unless the gateway is Razorpay. */
export function paymentWebhookRoutes(payments: PaymentsService) {
  return featureRoutes(
    'payment-webhook',
    { razorpayWebhook },
    {
      razorpayWebhook: async ({ request }) => {
        if (payments.gateway.name !== 'razorpay') throw new HttpError(404, 'No such route');
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        await payments.webhook(raw, Array.isArray(signature) ? signature[0] : signature);
        return 'ok';
      },
    },
    gatewayBodyParsers,
  );
}

/**
 * The sandbox gateway's checkout page (public, once under /api/v1). buildApp adds these routes
 * only when the gateway is the sandbox.
 */
export function sandboxCheckoutRoutes(payments: PaymentsService) {
  return featureRoutes(
    'sandbox-checkout',
    { sandboxCheckoutPage, sandboxCheckoutComplete },
    {
      sandboxCheckoutPage: ({ reply, params }) => {
        const html = payments.sandboxPage(params.ref);
        if (!html) throw new HttpError(404, 'No such checkout');
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      },
      sandboxCheckoutComplete: ({ reply, params, body }) => {
        const target = payments.sandboxComplete(params.ref, body.outcome);
        if (!target) throw new HttpError(404, 'No such checkout');
        return reply.redirect(target, 303);
      },
    },
    gatewayBodyParsers,
  );
}
