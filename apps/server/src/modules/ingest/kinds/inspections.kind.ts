import { inspectionRecordSchema } from '@oc/contract';
import { defineKind } from './kind';
import { writeQuality } from './quality-records';

/**
 * `inspections`: an inspection of an MG account's bus (part 2 §3 Inspection or audit record; the
 * Inspection Data screen) with its items and their photos, videos and voice notes, each a file
 * uploaded first for the same account (`quality-records.ts`). Each record is its own row.
 */
export function inspectionsKind() {
  return defineKind({
    scope: 'inspections',
    schema: inspectionRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'quality_records',
    write: (tx, items) => writeQuality(tx, 'INSPECTION', items),
  });
}
