import { qualityEndpoints, XLSX_MIME } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import type { QualityService } from './quality.service';
import { ANSWERS } from '../../lib/answer-cache';

const disposition = (filename: string) => `attachment; filename="${filename}"`;

/** Part 2 §7 fetchInspectionData, fetchAuditData, fetchRatings (MG), and the two Excel exports. */
export function qualityRoutes(quality: QualityService) {
  return featureRoutes('quality', qualityEndpoints, {
    inspections: {
      handler: ({ tenant, query }) => quality.inspections(tenant.id, query),
      cache: ANSWERS.fromTimeOfDay,
    },
    audits: {
      handler: ({ tenant, query }) => quality.audits(tenant.id, query),
      cache: ANSWERS.fromTimeOfDay,
    },
    ratings: { handler: ({ tenant, body }) => quality.ratings(tenant.id, body), cache: ANSWERS.fromData },
    exportInspections: async ({ tenant, claims, query, request, reply }) => {
      const { filename, body } = await quality.export(tenant.id, query, readerOf(claims.id, request));
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
    exportAudits: async ({ tenant, claims, query, request, reply }) => {
      const { filename, body } = await quality.export(tenant.id, query, readerOf(claims.id, request));
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
  });
}
