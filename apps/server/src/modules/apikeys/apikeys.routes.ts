import { apiKeysEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { staffActor } from '../staff/staff.service';
import type { ApiKeysService } from './apikeys.service';

export function apiKeysRoutes(keys: ApiKeysService) {
  return featureRoutes('apiKeys', apiKeysEndpoints, {
    list: () => keys.list(),
    create: ({ body, staff, request }) => keys.create(body, staffActor(staff, request.id)),
    revoke: ({ params, staff, request }) => keys.revoke(params.id, staffActor(staff, request.id)),
  });
}
