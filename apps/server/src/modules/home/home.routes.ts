import {
  errorEnvelopeSchema,
  homeSummaryResponseSchema,
  mgHomeSummaryResponseSchema,
  tripRevenueQuerySchema,
  tripRevenueResponseSchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { claimsOf, tenantOf } from '../auth/guard';
import type { HomeCaller, HomeService } from './home.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

function callerOf(request: FastifyRequest): HomeCaller {
  const tenant = tenantOf(request);
  return { accountId: tenant.id, accountName: tenant.name, name: claimsOf(request).name };
}

/** Part 1 §7: GET /user/, /user/revenueDetails, /user/tripRevenue (figures of the acting account). */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    '/user/',
    {
      schema: {
        tags: ['home'],
        summary: "Home: the caller, today's sales (own channels, 2-hourly snapshot) and deal expiry counts",
        security: [{ bearer: [] }],
        response: { 200: homeSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await home.summary(callerOf(request))),
  );

  app.get(
    '/user/revenueDetails',
    {
      schema: {
        tags: ['home'],
        summary: "MG home summary: today's revenue, seats sold and cancelled seats (2-hourly snapshot)",
        security: [{ bearer: [] }],
        response: { 200: mgHomeSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await home.mgSummary(callerOf(request))),
  );

  app.get(
    '/user/tripRevenue',
    {
      schema: {
        tags: ['home'],
        summary: 'Revenue rows (service, trip date, seats sold, revenue) of the last 7 days including today',
        description: 'Own channels (WEB, APP), confirmed bookings; rc filters by the bus registration.',
        security: [{ bearer: [] }],
        querystring: tripRevenueQuerySchema,
        response: { 200: tripRevenueResponseSchema, ...errors },
      },
    },
    async (request) => ok(await home.tripRevenue(callerOf(request).accountId, request.query.rc)),
  );
};
