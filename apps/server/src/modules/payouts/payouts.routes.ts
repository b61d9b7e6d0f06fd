import { XLSX_MIME, payoutsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import type { PayoutsService } from './payouts.service';
import { ANSWERS } from '../../lib/answer-cache';

const disposition = (filename: string) => `attachment; filename="${filename}"`;

/**
 * Part 1 §7 /user/payout and /user/weeklyReport, and the stored report file (the contract's
 * `payoutsEndpoints`; OPERATOR accounts only).
 */
export function payoutsRoutes(payouts: PayoutsService) {
  return featureRoutes('payouts', payoutsEndpoints, {
    list: { handler: ({ tenant, query }) => payouts.list(tenant.id, query), cache: ANSWERS.fromData },
    weeklyReport: async ({ tenant, claims, query, request, reply }) => {
      const { filename, body } = await payouts.weeklyReport(
        tenant,
        query.fromDate,
        query.toDate,
        readerOf(claims.id, request),
      );
      return reply.type(XLSX_MIME).header('content-disposition', disposition(filename)).send(body);
    },
    storedReport: async ({ tenant, params, reply }) => {
      const { filename, stream, size } = await payouts.storedReport(tenant.id, params.id);
      return reply
        .type(XLSX_MIME)
        .header('content-disposition', disposition(filename))
        .header('content-length', String(size))
        .send(stream);
    },
  });
}
