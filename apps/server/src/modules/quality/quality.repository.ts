import type { AttachmentType } from '@oc/contract';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  qualityAttachments,
  qualityGroups,
  qualityRecords,
  qualityWorkItems,
  services,
  storedFiles,
  tripRatings,
  trips,
} from '../../db/schema';
import type { StoredFileRow } from '../files/files.repository';

export interface RecordFilter {
  name: (typeof qualityRecords.$inferSelect)['name'];
  /** Only these RCs; empty: every bus of the account. */
  rcs: readonly string[];
  from: Date;
  to: Date;
}

export interface AttachmentRow {
  type: AttachmentType;
  label: string;
  file: StoredFileRow;
}
export interface ItemRow {
  name: string;
  value: string;
  remark: string;
  attachments: AttachmentRow[];
}
export interface GroupRow {
  name: string;
  label: string;
  work: ItemRow[];
}
export interface RecordRow {
  id: string;
  busRc: string;
  name: string;
  closedAt: Date;
  work: ItemRow[];
  groupWork: GroupRow[];
}

/**
 * The account's records of one kind closed from `from` to `to` (both inclusive), newest first, with
 * their groups, work items and attachments (four queries, whatever the number of records).
 */
export async function listRecords(db: DbOrTx, accountId: string, f: RecordFilter): Promise<RecordRow[]> {
  const heads = await db
    .select({
      id: qualityRecords.id,
      busRc: qualityRecords.busRc,
      name: qualityRecords.name,
      closedAt: qualityRecords.closedAt,
    })
    .from(qualityRecords)
    .where(
      and(
        eq(qualityRecords.accountId, accountId),
        eq(qualityRecords.name, f.name),
        gte(qualityRecords.closedAt, f.from),
        lte(qualityRecords.closedAt, f.to),
        f.rcs.length > 0 ? inArray(qualityRecords.busRc, [...f.rcs]) : undefined,
      ),
    )
    .orderBy(desc(qualityRecords.closedAt), asc(qualityRecords.busRc));
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);

  const groupRows = await db
    .select({
      id: qualityGroups.id,
      recordId: qualityGroups.recordId,
      name: qualityGroups.name,
      label: qualityGroups.label,
    })
    .from(qualityGroups)
    .where(and(eq(qualityGroups.accountId, accountId), inArray(qualityGroups.recordId, ids)))
    .orderBy(asc(qualityGroups.recordId), asc(qualityGroups.position));
  const itemRows = await db
    .select({
      id: qualityWorkItems.id,
      recordId: qualityWorkItems.recordId,
      groupId: qualityWorkItems.groupId,
      name: qualityWorkItems.name,
      value: qualityWorkItems.value,
      remark: qualityWorkItems.remark,
    })
    .from(qualityWorkItems)
    .where(and(eq(qualityWorkItems.accountId, accountId), inArray(qualityWorkItems.recordId, ids)))
    .orderBy(asc(qualityWorkItems.recordId), asc(qualityWorkItems.position));
  const itemIds = itemRows.map((i) => i.id);
  const attachmentRows =
    itemIds.length === 0
      ? []
      : await db
          .select({
            workItemId: qualityAttachments.workItemId,
            type: qualityAttachments.type,
            label: qualityAttachments.label,
            file: storedFiles,
          })
          .from(qualityAttachments)
          .innerJoin(
            storedFiles,
            and(
              eq(storedFiles.accountId, qualityAttachments.accountId),
              eq(storedFiles.id, qualityAttachments.fileId),
            ),
          )
          .where(
            and(eq(qualityAttachments.accountId, accountId), inArray(qualityAttachments.workItemId, itemIds)),
          )
          .orderBy(asc(qualityAttachments.workItemId), asc(qualityAttachments.position));

  const attachmentsOf = new Map<string, AttachmentRow[]>();
  for (const a of attachmentRows) {
    const list = attachmentsOf.get(a.workItemId) ?? [];
    list.push({ type: a.type, label: a.label, file: a.file });
    attachmentsOf.set(a.workItemId, list);
  }
  const records = new Map<string, RecordRow>(heads.map((h) => [h.id, { ...h, work: [], groupWork: [] }]));
  const groups = new Map<string, GroupRow>();
  for (const g of groupRows) {
    const group: GroupRow = { name: g.name, label: g.label, work: [] };
    groups.set(g.id, group);
    records.get(g.recordId)?.groupWork.push(group);
  }
  for (const i of itemRows) {
    const item: ItemRow = {
      name: i.name,
      value: i.value,
      remark: i.remark,
      attachments: attachmentsOf.get(i.id) ?? [],
    };
    if (i.groupId) groups.get(i.groupId)?.work.push(item);
    else records.get(i.recordId)?.work.push(item);
  }
  return [...records.values()];
}

export interface RatingRow {
  tripId: string;
  tripDate: string;
  serviceName: string;
  busRc: string | null;
  pnr: string;
  rating: number;
  comments: string;
  tags: string[];
}

/**
 * The ratings of the account's trips departing from `from` to `to` (inclusive), optionally on some
 * RCs only; newest trip first, then by PNR.
 */
export async function listRatings(
  db: DbOrTx,
  accountId: string,
  f: { rcs: readonly string[]; from: Date; to: Date },
): Promise<RatingRow[]> {
  return db
    .select({
      tripId: trips.id,
      tripDate: trips.tripDate,
      serviceName: services.name,
      busRc: trips.busRc,
      pnr: bookings.pnr,
      rating: tripRatings.rating,
      comments: tripRatings.comments,
      tags: tripRatings.tags,
    })
    .from(tripRatings)
    .innerJoin(trips, and(eq(trips.accountId, tripRatings.accountId), eq(trips.id, tripRatings.tripId)))
    .innerJoin(
      bookings,
      and(eq(bookings.accountId, tripRatings.accountId), eq(bookings.id, tripRatings.bookingId)),
    )
    .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
    .where(
      and(
        eq(tripRatings.accountId, accountId),
        gte(trips.departureAt, f.from),
        lte(trips.departureAt, f.to),
        f.rcs.length > 0 ? inArray(trips.busRc, [...f.rcs]) : undefined,
      ),
    )
    .orderBy(desc(trips.departureAt), asc(trips.id), asc(bookings.pnr));
}
