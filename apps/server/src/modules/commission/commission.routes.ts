import { commissionEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { OfflineCommissionService } from './commission.service';

/**
 * The grid answers are large (500 services × 15 dates) and built from typed rows: they are written
 * with JSON.stringify instead of being re-validated by zod on the way out (the schemas still
 * document them in OpenAPI). Measured in bench/commission-grid.ts.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Part 1 §7 offline commission and seat fare calls (declared in the contract's
 * `commissionEndpoints`; OPERATOR accounts only, any other gets 403 before validation).
 */
export function commissionRoutes(commission: OfflineCommissionService) {
  return featureRoutes('commission', commissionEndpoints, {
    services: {
      handler: ({ tenant, query }) => commission.list(tenant.id, query),
      extras: { serializerCompiler: plainJson },
    },
    update: {
      handler: ({ tenant, body }) => commission.update(tenant.id, body),
      extras: { serializerCompiler: plainJson },
    },
    global: ({ tenant }) => commission.getGlobal(tenant.id),
    updateGlobal: ({ tenant, body }) => commission.updateGlobal(tenant.id, body),
  });
}
