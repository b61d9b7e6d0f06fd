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
import { busTripRecordSchema } from './ingest/bus-trips';
import { serviceRecordSchema } from './ingest/services';
import { paymentSummaryRecordSchema } from './ingest/payment-summaries';
import { fleetContractRecordSchema } from './ingest/fleet-contracts';
import {
  ingestFileFieldsSchema,
  ingestFileResultSchema,
  INGEST_FILE_FEATURE,
  INGEST_FILE_FIELD,
} from './ingest/files';
import { ratingRecordSchema } from './ingest/ratings';
import { inspectionRecordSchema } from './ingest/inspections';
import { auditRecordSchema } from './ingest/audits';
import { payoutRecordSchema } from './ingest/payouts';
import { FILE_POLICIES } from './file-policies';
import { formatBytesLimit, kindsText } from './files';
import { ingestResultSchema, INGEST_MAX_RECORDS } from './ingest/common';

export * from './ingest/common';
export * from './ingest/bookings';
export * from './ingest/cab-trips';
export * from './ingest/bus-trips';
export * from './ingest/services';
export * from './ingest/payment-summaries';
export * from './ingest/fleet-contracts';
export * from './ingest/files';
export * from './ingest/ratings';
export * from './ingest/inspections';
export * from './ingest/audits';
export * from './ingest/payouts';

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
    errors: [400, 401, 403, 413],
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
  busTrips: ingestEndpoint(
    'bus-trips',
    busTripRecordSchema,
    'MG trips with their seat sales: Trips and Revenue, the MG home, weekly statements',
  ),
  services: ingestEndpoint(
    'services',
    serviceRecordSchema,
    'MG services with their contracts and revenue brackets: Services and Contracts',
  ),
  paymentSummaries: ingestEndpoint(
    'payment-summaries',
    paymentSummaryRecordSchema,
    'MG weekly payment summaries, one per account and week: Payment Summary, its PDF',
  ),
  fleetContracts: ingestEndpoint(
    'fleet-contracts',
    fleetContractRecordSchema,
    'A cab trip’s contract terms (supply cost, contract end): Fleet payment summary',
  ),
  files: defineEndpoint({
    method: 'POST',
    path: '/files',
    access: 'ingest',
    scope: 'files',
    audit: 'ingest.files',
    upload: { feature: INGEST_FILE_FEATURE, fileField: INGEST_FILE_FIELD },
    body: ingestFileFieldsSchema,
    response: envelope(ingestFileResultSchema),
    errors: [400, 401, 403, 413, 415, 429, 503],
    tags: ['ingest'],
    summary:
      'An attachment for one account (inspection media, a statement, a payout report): answers its fileId',
    description:
      `Multipart: the file in the field "${INGEST_FILE_FIELD}" (${kindsText(FILE_POLICIES[INGEST_FILE_FEATURE])}, up to ` +
      `${formatBytesLimit(FILE_POLICIES[INGEST_FILE_FEATURE].maxBytes)}, checked by content as operators' uploads are: ` +
      '400 empty or badly named, 413 too large, 415 of another kind or holding scripts; nothing is stored then), and ' +
      'the account in text fields: accountId, or mobileNo and type. Records of that account refer to the file by the ' +
      'fileId answered; a fileId of another account refuses the record.',
  }),
  ratings: ingestEndpoint(
    'ratings',
    ratingRecordSchema,
    'Passenger ratings of an MG trip, one record per trip: Feedback Data',
  ),
  inspections: ingestEndpoint(
    'inspections',
    inspectionRecordSchema,
    'Inspections of MG buses with their items and media: Inspection Data',
  ),
  audits: ingestEndpoint(
    'audits',
    auditRecordSchema,
    'Audits of MG buses with their inspections (groupWork), items and media: Audit Data',
  ),
  payouts: ingestEndpoint(
    'payouts',
    payoutRecordSchema,
    'GDS operator payout invoices, with their PNR-wise report: Payouts',
  ),
};
