/**
 * The ingestion API (issue 39; docs/integration.md): the provider's own systems push the records
 * the operators' screens show, under `/api/ingest/v1` with an API key (`apikeys.ts`). One endpoint
 * per record kind, each declared with its record schema (`record`): the batch is checked as a
 * whole, then each record on its own, so a bad record is refused alone with its reasons.
 */
import { z } from 'zod';
import type { IngestScope } from './apikeys';
import { envelope } from './common';
import { defineEndpoint, type AnySchema } from './endpoint';
import { bookingRecordSchema } from './ingest/bookings';
import { cabTripRecordSchema } from './ingest/cab-trips';
import { ingestResultSchema, INGEST_MAX_RECORDS } from './ingest/common';

export * from './ingest/common';
export * from './ingest/bookings';
export * from './ingest/cab-trips';

export const INGEST_MESSAGES = {
  keyRequired: 'Send your API key: Authorization: Bearer ock_…',
  keyRefused: 'This API key is not valid or has been revoked',
  scopeRefused: (scope: string) => `This API key may not send ${scope}`,
} as const;

/** A record kind's endpoint: `POST /api/ingest/v1/<scope>` with `{ records: [...] }`. */
function ingestEndpoint<const S extends IngestScope, const R extends AnySchema>(
  scope: S,
  record: R,
  summary: string,
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${scope}`,
    access: 'ingest',
    scope,
    record,
    audit: `ingest.${scope.replace(/-/g, '_')}`,
    body: z.object({ records: z.array(record).min(1).max(INGEST_MAX_RECORDS) }),
    response: envelope(ingestResultSchema),
    errors: [400, 401, 403, 413, 429],
    tags: ['ingest'],
    summary,
    description:
      `1 to ${INGEST_MAX_RECORDS} records. Each is checked on its own: good ones are kept (accepted, or ` +
      'unchanged when the same record was sent before), bad ones refused with their reasons; the batch ' +
      'is never refused for a bad record. Idempotent on (kind, key name, externalId).',
  });
}

export const ingestEndpoints = {
  bookings: ingestEndpoint('bookings', bookingRecordSchema, 'Bus bookings (GDS sales): Home, payouts'),
  cabTrips: ingestEndpoint(
    'cab-trips',
    cabTripRecordSchema,
    'Cab trips with their bookings and marshals: Trips, Fleet payment summary',
  ),
};
