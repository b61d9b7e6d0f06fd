import { busesEndpoints } from '@oc/contract';
import type { Db } from '../../db/client';
import { featureRoutes } from '../../lib/endpoints';
import { listBuses } from './buses.repository';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 §7 GET /user/rc (MG): the acting account's buses. */
export function busesRoutes(db: Db) {
  return featureRoutes('buses', busesEndpoints, {
    rc: { handler: ({ tenant }) => listBuses(db, tenant.id), cache: ANSWERS.fromData },
  });
}
