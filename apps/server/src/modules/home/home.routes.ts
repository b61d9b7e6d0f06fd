import { homeEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { TenantAccount } from '../auth/auth.service';
import type { AccessClaims } from '../auth/tokens';
import type { HomeCaller, HomeService } from './home.service';
import { ANSWERS } from '../../lib/answer-cache';

function callerOf(tenant: TenantAccount, claims: AccessClaims): HomeCaller {
  return { accountId: tenant.id, accountName: tenant.name, name: claims.name };
}

/**
 * Part 1 §7: GET /user/, /user/revenueDetails (the contract's `homeEndpoints`; every account type,
 * figures of the acting account). The MG home's GET /user/tripRevenue is served by the contracts
 * module (`contractsRoutes`): one revenue query for the home and Trips and Revenue.
 */
export function homeRoutes(home: HomeService) {
  return featureRoutes('home', homeEndpoints, {
    summary: {
      handler: ({ tenant, claims }) => home.summary(callerOf(tenant, claims)),
      cache: ANSWERS.fromData,
    },
    actions: {
      handler: ({ tenant }) => home.actions(tenant.id, tenant.type),
      // "Within 2 hours", "the last 7 days": the answer moves with the clock, not only the data.
      cache: ANSWERS.fromTimeOfDay,
    },
    salesTrend: {
      handler: ({ tenant, query }) => home.salesTrend(tenant.id, Number(query.days ?? '7')),
      // Today's day moves with the clock as well as the data.
      cache: ANSWERS.fromTimeOfDay,
    },
    mgSummary: {
      handler: ({ tenant, claims }) => home.mgSummary(callerOf(tenant, claims)),
      cache: ANSWERS.fromData,
    },
  });
}
