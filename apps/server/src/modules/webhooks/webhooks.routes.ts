import { webhooksEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { staffActor } from '../staff/staff.service';
import type { WebhooksService } from './webhooks.service';

export function webhooksRoutes(webhooks: WebhooksService) {
  return featureRoutes('webhooks', webhooksEndpoints, {
    list: () => webhooks.list(),
    add: ({ body, staff, request }) => webhooks.add(body, staffActor(staff, request.id)),
    disable: ({ params, staff, request }) => webhooks.disable(params.id, staffActor(staff, request.id)),
    deliveries: ({ params }) => webhooks.deliveries(params.id),
    deadLetters: () => webhooks.deadLetters(),
    retry: ({ params, staff, request }) => webhooks.retry(params.id, staffActor(staff, request.id)),
  });
}
