import { commissionEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { OfflineCommissionService } from './commission.service';
import { ANSWERS } from '../../lib/answer-cache';

/**
 * Part 1 §7 offline commission and seat fare calls (declared in the contract's
 * `commissionEndpoints`; OPERATOR accounts only, any other gets 403 before validation).
 */
export function commissionRoutes(commission: OfflineCommissionService) {
  return featureRoutes('commission', commissionEndpoints, {
    // The grid answers are large (500 services × 15 dates): written by the compiled serializer
    // like every answer (lib/serializer.ts); measured in bench/commission-grid.ts.
    services: { handler: ({ tenant, query }) => commission.list(tenant.id, query), cache: ANSWERS.fromData },
    update: ({ tenant, body, actor }) => commission.update(tenant.id, body, actor),
    global: { handler: ({ tenant }) => commission.getGlobal(tenant.id), cache: ANSWERS.fromData },
    updateGlobal: ({ tenant, body, actor }) => commission.updateGlobal(tenant.id, body, actor),
  });
}
