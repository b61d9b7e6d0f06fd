import { XLSX_MIME, fleetEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import type { FleetService } from './fleet.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 §7 fleet calls and the Excel export (the contract's `fleetEndpoints`; CABOWNER only). */
export function fleetRoutes(fleet: FleetService) {
  return featureRoutes('fleet', fleetEndpoints, {
    assetTypes: { handler: ({ tenant }) => fleet.assetTypes(tenant.id), cache: ANSWERS.fromData },
    summary: {
      handler: ({ tenant, query }) => fleet.summary(tenant.id, query),
      cache: ANSWERS.fromTimeOfDay,
    },
    export: async ({ tenant, claims, query, request, reply }) => {
      const { filename, body } = await fleet.export(tenant, query, readerOf(claims.id, request));
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', String(body.length))
        .send(body);
    },
  });
}
