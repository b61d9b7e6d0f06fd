import { dealsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { DealsService } from './deals.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 1 §7 deals calls (declared in the contract's `dealsEndpoints`; OPERATOR accounts only). */
export function dealsRoutes(deals: DealsService) {
  return featureRoutes('deals', dealsEndpoints, {
    performance: { handler: ({ tenant }) => deals.performance(tenant.id), cache: ANSWERS.fromData },
    services: { handler: ({ tenant }) => deals.listServices(tenant.id), cache: ANSWERS.fromData },
    publish: ({ tenant, claims, body, actor }) =>
      deals.publish({ accountId: tenant.id, name: claims.name, actor }, body),
    list: { handler: ({ tenant, query }) => deals.fetch(tenant.id, query.id), cache: ANSWERS.fromData },
    update: ({ tenant, body, actor }) => deals.update(tenant.id, body, actor),
    renew: ({ tenant, claims, body, actor }) =>
      deals.renew({ accountId: tenant.id, name: claims.name, actor }, body),
  });
}
