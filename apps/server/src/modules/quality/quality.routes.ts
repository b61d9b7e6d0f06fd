import { qualityEndpoints, XLSX_MIME } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { QualityService } from './quality.service';

const disposition = (filename: string) => `attachment; filename="${filename}"`;

/** Part 2 §7 fetchInspectionData, fetchAuditData, fetchRatings (MG), and the two Excel exports. */
export function qualityRoutes(quality: QualityService) {
  return featureRoutes('quality', qualityEndpoints, {
    inspections: ({ tenant, query }) => quality.inspections(tenant.id, query),
    audits: ({ tenant, query }) => quality.audits(tenant.id, query),
    ratings: ({ tenant, body }) => quality.ratings(tenant.id, body),
    exportInspections: async ({ tenant, query, reply }) => {
      const { filename, body } = await quality.export(tenant.id, query);
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
    exportAudits: async ({ tenant, query, reply }) => {
      const { filename, body } = await quality.export(tenant.id, query);
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
  });
}
