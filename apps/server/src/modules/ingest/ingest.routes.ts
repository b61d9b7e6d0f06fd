import { ingestEndpoints, type IngestAccount } from '@oc/contract';
import type { Actor } from '../audit/audit';
import type { VerifiedApiKey } from '../apikeys/apikeys.service';
import { featureRoutes } from '../../lib/endpoints';
import type { IngestService } from './ingest.service';
import type { IngestFilesService } from './ingest-files.service';
import type { IngestKinds } from './kinds';
import type { IngestKind } from './kinds/kind';

/** Larger than the app's 1 MB: 1,000 records of a rich kind (a cab trip with its bookings). */
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/** The ingestion API: one route per record kind, each through the one ingest path. */
export function ingestRoutes(ingest: IngestService, kinds: IngestKinds, files: IngestFilesService) {
  /** A kind's route: its batch through the one ingest path. */
  const batch = <R extends { externalId: string; account: IngestAccount }>(kind: IngestKind<R>) => ({
    handler: (ctx: { body: { records: readonly unknown[] }; apiKey: VerifiedApiKey; actor: Actor }) =>
      ingest.ingest(kind, ctx.body.records, ctx.apiKey, ctx.actor),
    extras: { bodyLimit: BATCH_BODY_LIMIT },
  });
  return featureRoutes('ingest', ingestEndpoints, {
    bookings: batch(kinds.bookings),
    cabTrips: batch(kinds.cabTrips),
    busTrips: batch(kinds.busTrips),
    services: batch(kinds.services),
    paymentSummaries: batch(kinds.paymentSummaries),
    fleetContracts: batch(kinds.fleetContracts),
    ratings: batch(kinds.ratings),
    inspections: batch(kinds.inspections),
    audits: batch(kinds.audits),
    payouts: batch(kinds.payouts),
    files: ({ body, file, actor }) => files.store(body, file, actor),
  });
}
