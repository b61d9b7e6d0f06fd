import { digestEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { DigestService } from './digest.service';

/** The daily digest (issue 41): the profile's subscription and preview, and the one-tap unsubscribe. */
export function digestRoutes(digest: DigestService) {
  return featureRoutes('digest', digestEndpoints, {
    digest: ({ tenant, query }) => digest.view(tenant.id, query.channel),
    subscribe: ({ tenant, body, actor }) => digest.subscribe(tenant.id, body, actor),
    stop: ({ tenant, actor }) => digest.stop(tenant.id, actor),
    unsubscribe: ({ body, actor }) => digest.unsubscribeByToken(body.token, actor),
  });
}
