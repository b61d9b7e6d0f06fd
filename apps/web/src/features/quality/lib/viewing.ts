import type { QualityRecord } from '@oc/contract';

/**
 * The record an open detail shows, looked up by id in the list as it is now. The list is re-read
 * every 4 minutes to renew the attachments' 5-minute signed links, so the detail must show the
 * current copy of the record, never the one clicked. Null when nothing is open or the record is no
 * longer in the list (the detail then closes).
 */
export function viewedRecord(
  records: readonly QualityRecord[] | undefined,
  id: string | null,
): QualityRecord | null {
  if (id === null || !records) return null;
  return records.find((r) => r._id === id) ?? null;
}
