import { ingestEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { IngestService } from './ingest.service';
import type { IngestKinds } from './kinds';

/** Larger than the app's 1 MB: 1,000 records of a rich kind (a cab trip with its bookings). */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/** The ingestion API: one route per record kind, each through the one ingest path. */
export function ingestRoutes(ingest: IngestService, kinds: IngestKinds) {
  const extras = { bodyLimit: BATCH_BODY_LIMIT };
  return featureRoutes('ingest', ingestEndpoints, {
    bookings: {
      handler: ({ body, apiKey, actor }) => ingest.ingest(kinds.bookings, body.records, apiKey, actor),
      extras,
    },
    cabTrips: {
      handler: ({ body, apiKey, actor }) => ingest.ingest(kinds.cabTrips, body.records, apiKey, actor),
      extras,
    },
  });
}
