import {
  errorEnvelopeSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  walletResponseSchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { tenantOf } from '../auth/guard';
import type { TenantAccount } from '../auth/auth.service';
import type { WalletService } from './wallet.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The wallet belongs to OPERATOR and ELECTRIC accounts (ELECTRIC through /electric). */
export function walletOwner(request: FastifyRequest): TenantAccount {
  return tenantOf(request, ['OPERATOR', 'ELECTRIC'], 'Wallet');
}

/** Part 1 §7 /user/trasactions (the spec's spelling) and the added GET /user/wallet. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/user/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "The acting account's wallet balance (rupees)",
        security: [{ bearer: [] }],
        response: { 200: walletResponseSchema, ...errors },
      },
    },
    async (request) => ok(await wallet.wallet(walletOwner(request).id)),
  );

  app.get(
    '/user/trasactions',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Wallet entries between fromDate and toDate (epoch ms, inclusive), newest first',
        description:
          'Without dates: the last week, 00:00 IST six days ago to the end of today. At most 366 days.',
        security: [{ bearer: [] }],
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await wallet.transactions(walletOwner(request).id, request.query)),
  );
};
