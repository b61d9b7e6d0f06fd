import {
  commissionServicesQuerySchema,
  commissionServicesResponseSchema,
  commissionUpdateRequestSchema,
  commissionUpdateResponseSchema,
  errorEnvelopeSchema,
  globalCommissionUpdateSchema,
  userCommissionResponseSchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { tenantOf } from '../auth/guard';
import type { OfflineCommissionService } from './commission.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The grid answers are large (500 services × 15 dates) and built from typed rows: they are written
 * with JSON.stringify instead of being re-validated by zod on the way out (the schemas still
 * document them in OpenAPI). Measured in bench/commission-grid.ts.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Offline commission and seat fares belong to OPERATOR (GDS) accounts; any other gets 403. */
function accountOf(request: FastifyRequest): string {
  return tenantOf(request, ['OPERATOR'], 'Offline commission').id;
}

/** Part 1 §7: /commission/services, /commission/services/update, /user/commission, /user/commission/update. */
export const commissionRoutes: FastifyPluginAsyncZod<{ commission: OfflineCommissionService }> = async (
  app,
  { commission },
) => {
  app.addHook('onRequest', async (request) => {
    accountOf(request);
  });

  app.get(
    '/commission/services',
    {
      schema: {
        tags: ['commission'],
        summary: "The account's services with commission and fares per date of a window, and allCities",
        description:
          'fromCitySelected/toCitySelected filter by city name. fromDate/toDate (epoch ms, any instant of the IST day; an addition) pick the window: default today … today + 7; from not before today; to on or after from and at most 14 days after it (else 400).',
        security: [{ bearer: [] }],
        querystring: commissionServicesQuerySchema,
        response: { 200: commissionServicesResponseSchema, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => ok(await commission.list(accountOf(request), request.query)),
  );

  app.post(
    '/commission/services/update',
    {
      schema: {
        tags: ['commission'],
        summary: 'Update seat limit, fallback fare and per-date commission/fares of services, all or nothing',
        description:
          "Blank fields (omitted, null, '') leave values unchanged. Any value out of its part 1 §5 range answers 400 with the spec's message and changes nothing; another account's service is 404. Answers the updated services over the window of fromDate/toDate (same rules as the GET).",
        security: [{ bearer: [] }],
        body: commissionUpdateRequestSchema,
        response: { 200: commissionUpdateResponseSchema, ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request) => ok(await commission.update(accountOf(request), request.body)),
  );

  app.get(
    '/user/commission',
    {
      schema: {
        tags: ['commission'],
        summary: "The account's global commission: [{ globalCommission }]",
        security: [{ bearer: [] }],
        response: { 200: userCommissionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await commission.getGlobal(accountOf(request))),
  );

  app.post(
    '/user/commission/update',
    {
      schema: {
        tags: ['commission'],
        summary: 'Set the global commission (5–100)',
        description:
          'fetechedGlobalCommission is the value the client read; when the stored value has changed since, 409 and nothing changes.',
        security: [{ bearer: [] }],
        body: globalCommissionUpdateSchema,
        response: { 200: userCommissionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await commission.updateGlobal(accountOf(request), request.body)),
  );
};
