import { healthEndpoints, type Health } from '@oc/contract';
import type { Database } from '../../db/client';
import { featureRoutes } from '../../lib/endpoints';

/** GET /api/health: 200 'ok' while the database answers, else 503 'degraded' (same shape). */
export function healthRoutes(database: Pick<Database, 'ping'>, mode: string) {
  return featureRoutes('health', healthEndpoints, {
    health: async ({ reply }): Promise<Health['data']> => {
      if (await database.ping()) return { status: 'ok', database: 'up', mode };
      void reply.code(503);
      return { status: 'degraded', database: 'down', mode };
    },
  });
}
