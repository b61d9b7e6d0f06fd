import { PDF_MIME, XLSX_MIME, contractsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import type { ContractsService } from './contracts.service';
import { ANSWERS } from '../../lib/answer-cache';

/**
 * Part 2 §7 /user/service, /user/paymentSummary, /user/downloadSummary, /user/tripRevenue (the
 * contract's `contractsEndpoints`; MG accounts). /user/tripRevenue also feeds the MG home.
 */
export function contractsRoutes(contracts: ContractsService) {
  return featureRoutes('contracts', contractsEndpoints, {
    services: {
      handler: ({ tenant, query }) => contracts.services(tenant.id, query),
      cache: ANSWERS.fromData,
    },
    paymentSummary: {
      handler: ({ tenant, query }) => contracts.paymentSummaries(tenant.id, query),
      cache: ANSWERS.fromData,
    },
    tripRevenue: {
      handler: ({ tenant, query }) => contracts.tripRevenue(tenant.id, query),
      cache: ANSWERS.fromData,
    },
    tripRevenueExport: async ({ tenant, claims, query, request, reply }) => {
      const { filename, body } = await contracts.tripRevenueExport(
        tenant.id,
        query,
        readerOf(claims.id, request),
      );
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', String(body.length))
        .send(body);
    },
    downloadSummary: async ({ tenant, claims, body, request, reply }) => {
      const { filename, body: pdf } = await contracts.statement(
        tenant.id,
        body,
        readerOf(claims.id, request),
      );
      return reply
        .type(PDF_MIME)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', String(pdf.length))
        .send(pdf);
    },
  });
}
