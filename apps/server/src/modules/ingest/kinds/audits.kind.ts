import { auditRecordSchema } from '@oc/contract';
import { defineKind } from './kind';
import { writeQuality } from './quality-records';

/**
 * `audits`: an audit of an MG account's bus (part 2 §3 Inspection or audit record with
 * `groupWork`; the Audit Data screen): its own items and its named inspections, with media checked
 * as for `inspections` (`quality-records.ts`). Each record is its own row.
 */
export function auditsKind() {
  return defineKind({
    scope: 'audits',
    schema: auditRecordSchema,
    accountTypes: ['BUSOWNER'],
    entity: 'quality_records',
    write: (tx, items) => writeQuality(tx, 'AUDIT', items),
  });
}
