import {
  addMoneyRequestSchema,
  addMoneyResponseSchema,
  errorEnvelopeSchema,
  transactionStatusQuerySchema,
  transactionStatusResponseSchema,
} from '@oc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { SANDBOX_CHECKOUT_PATH } from '../../providers/payments/payments';
import { claimsOf } from '../auth/guard';
import { walletOwner } from '../wallet/wallet.routes';
import type { PaymentsService } from './payments.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** Part 1 §7 POST /user/addMoney and part 2 §7 GET /user/transactionStatus (per business model). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/user/addMoney',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Start a wallet top-up: answers the payment page URL',
        description:
          "amount: whole rupees, 100 to 100000. mobileNo is accepted and ignored: the order belongs to the token's account and number.",
        security: [{ bearer: [] }],
        body: addMoneyRequestSchema,
        response: { 200: addMoneyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = walletOwner(request);
      const claims = claimsOf(request);
      return ok(
        await payments.addMoney(
          { accountId: account.id, mobileNo: claims.mobileNo, name: claims.name, email: claims.email },
          request.body.amount,
        ),
      );
    },
  );

  app.get(
    '/user/transactionStatus',
    {
      schema: {
        tags: ['wallet'],
        summary: "A top-up order's state: SUCCESS, PENDING or FAILED (the caller's orders only)",
        description:
          'The gateway callback parameters from /processing may be passed along; they are verified against the stored order. A pending order is checked with the gateway.',
        security: [{ bearer: [] }],
        querystring: transactionStatusQuerySchema,
        response: { 200: transactionStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId, ...callback } = request.query;
      return ok(await payments.status(walletOwner(request).id, orderId, callback));
    },
  );
};

/**
 * Public gateway-facing routes (no token): the webhook and, with the sandbox gateway, its
 * checkout page. Registered once under /api/v1.
 */
export const paymentGatewayRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  // The webhook signature is over the raw body: keep it as a string in this scope.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    done(null, body);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/payments/webhook/razorpay',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Razorpay webhook (payment_link.paid), X-Razorpay-Signature over the raw body',
        response: { 200: z.object({ statusCode: z.number(), data: z.string() }), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (payments.gateway.name !== 'razorpay') throw new HttpError(404, 'No such route');
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-razorpay-signature'];
      await payments.webhook(raw, Array.isArray(signature) ? signature[0] : signature);
      return ok('ok');
    },
  );

  if (payments.gateway.name !== 'sandbox') return;
  const path = SANDBOX_CHECKOUT_PATH.replace(/^\/api\/v1/, '');
  const params = z.object({ ref: z.string().regex(/^plink_sbx_[0-9a-f]{32}$/) });

  app.get(
    `${path}/:ref`,
    {
      schema: { summary: 'Sandbox gateway: the checkout page (HTML, PAYMENT_PROVIDER=sandbox only)', params },
    },
    async (request, reply) => {
      const html = payments.sandboxPage(request.params.ref);
      if (!html) throw new HttpError(404, 'No such checkout');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    `${path}/:ref`,
    {
      schema: {
        summary: 'Sandbox gateway: Pay or Fail, then a 303 to /processing with the signed result',
        params,
        body: z.object({ outcome: z.enum(['pay', 'fail']) }),
      },
    },
    async (request, reply) => {
      const target = payments.sandboxComplete(request.params.ref, request.body.outcome);
      if (!target) throw new HttpError(404, 'No such checkout');
      return reply.redirect(target, 303);
    },
  );
};
