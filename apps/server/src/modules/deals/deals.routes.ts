import {
  campaignListResponseSchema,
  errorEnvelopeSchema,
  fetchDealsQuerySchema,
  publishDealRequestSchema,
  renewCampaignRequestSchema,
  servicesResponseSchema,
  updateCampaignRequestSchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { claimsOf, tenantOf } from '../auth/guard';
import type { DealsCaller, DealsService } from './deals.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** Deals belong to OPERATOR (GDS) accounts; any other acting account gets 403. */
function operatorOf(request: FastifyRequest): DealsCaller {
  const tenant = tenantOf(request, ['OPERATOR'], 'Deals');
  return { accountId: tenant.id, name: claimsOf(request).name };
}

/** Part 1 §7: services, publishDeal, fetchDeals, updateCampaign, RenewCampaign. */
export const dealsRoutes: FastifyPluginAsyncZod<{ deals: DealsService }> = async (app, { deals }) => {
  app.addHook('onRequest', async (request) => {
    operatorOf(request);
  });

  app.get(
    '/user/services',
    {
      schema: {
        tags: ['deals'],
        summary: "The account's active services (deal wizard step 3)",
        security: [{ bearer: [] }],
        response: { 200: servicesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await deals.listServices(operatorOf(request).accountId)),
  );

  app.post(
    '/user/publishDeal',
    {
      schema: {
        tags: ['deals'],
        summary: 'Publish a deal: answers [campaign] whose name is the new campaign code',
        description:
          'Every part 1 §5 rule is checked here too (start date after today in IST). maxDiscount is required for PERCENTAGE and ignored for ABSOLUTE; deal conditions of another offer type are refused.',
        security: [{ bearer: [] }],
        body: publishDealRequestSchema,
        response: { 200: campaignListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await deals.publish(operatorOf(request), request.body)),
  );

  app.get(
    '/user/fetchDeals',
    {
      schema: {
        tags: ['deals'],
        summary: "The account's campaigns, newest first; with ?id= only that one (404 if not the account's)",
        security: [{ bearer: [] }],
        querystring: fetchDealsQuerySchema,
        response: { 200: campaignListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await deals.fetch(operatorOf(request).accountId, request.query.id)),
  );

  app.post(
    '/user/updateCampaign',
    {
      schema: {
        tags: ['deals'],
        summary:
          'Switch a campaign on/off ({selectedCampaignId, status}) or extend it ({selectedCampaignId, endDate})',
        description: 'Expired campaigns answer 409. Extend changes only endDate.',
        security: [{ bearer: [] }],
        body: updateCampaignRequestSchema,
        response: { 200: campaignListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await deals.update(operatorOf(request).accountId, request.body)),
  );

  app.post(
    '/user/RenewCampaign',
    {
      schema: {
        tags: ['deals'],
        summary:
          "Renew a campaign: a new campaign (new code, new dates) from the old one's deal and services",
        security: [{ bearer: [] }],
        body: renewCampaignRequestSchema,
        response: { 200: campaignListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await deals.renew(operatorOf(request), request.body)),
  );
};
