import {
  XLSX_MIME,
  errorEnvelopeSchema,
  payoutListResponseSchema,
  payoutQuerySchema,
  payoutReportParamsSchema,
  weeklyReportQuerySchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { TenantAccount } from '../auth/auth.service';
import { tenantOf } from '../auth/guard';
import type { PayoutsService } from './payouts.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Payouts belong to OPERATOR accounts. */
function payee(request: FastifyRequest): TenantAccount {
  return tenantOf(request, ['OPERATOR'], 'Payouts');
}

const disposition = (filename: string) => `attachment; filename="${filename}"`;

/** Part 1 §7 /user/payout and /user/weeklyReport, and the stored report file (addition). */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get(
    '/user/payout',
    {
      schema: {
        tags: ['payouts'],
        summary: "The account's payouts; with fromDate/toDate (epoch ms) those whose billing period overlaps",
        security: [{ bearer: [] }],
        querystring: payoutQuerySchema,
        response: { 200: payoutListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await payouts.list(payee(request).id, request.query)),
  );

  app.get(
    '/user/weeklyReport',
    {
      schema: {
        tags: ['payouts'],
        summary: 'PNR-wise report (.xlsx) of the confirmed bookings of trips dated fromDate … toDate (IST)',
        description: 'Saved as pnrwisereport_{fromDate}_{toDate}.xlsx.',
        security: [{ bearer: [] }],
        querystring: weeklyReportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, body } = await payouts.weeklyReport(
        payee(request),
        request.query.fromDate,
        request.query.toDate,
      );
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
  );

  app.get(
    '/user/payoutReport/:id',
    {
      schema: {
        tags: ['payouts'],
        summary: "A payout's stored report file (pnrWiseReport); only the account's own payouts",
        security: [{ bearer: [] }],
        params: payoutReportParamsSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await payouts.storedReport(payee(request).id, request.params.id);
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(stream);
    },
  );
};
