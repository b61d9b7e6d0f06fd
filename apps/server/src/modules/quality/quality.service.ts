import {
  AUDIT_KIND_LABELS,
  averageRating,
  INSPECTION_KIND_LABELS,
  isPositiveRating,
  QUALITY_LIMITS,
  qualityExportFilename,
  type AuditKind,
  type InspectionKind,
  type QualityRecord,
  type RatingsData,
  type TripRating,
  type WorkItem,
} from '@oc/contract';
import type { Db } from '../../db/client';
import { languageOfReader, textsFor, type Reader } from '../../lib/language';
import type { FilesService } from '../files/files.service';
import { buildQualityReport } from './quality.report';
import { listRatings, listRecords, type ItemRow, type RecordRow } from './quality.repository';

interface RangeQuery {
  rc?: string[] | undefined;
  fromDate: number;
  toDate: number;
}

/**
 * Inspections, audits and passenger ratings of an MG account (docs/architecture.md "Bus quality
 * data"). The query schemas have already checked the date rules (from before to, under 14 days).
 * Every read is by the acting account: another account's RC matches nothing, and attachments are
 * links signed for their owner's file only.
 */
export class QualityService {
  constructor(private readonly deps: { db: Db; files: FilesService }) {}

  async inspections(accountId: string, q: RangeQuery & { name: InspectionKind }): Promise<QualityRecord[]> {
    return (await this.records(accountId, q)).map((r) => this.toRecord(r));
  }

  async audits(accountId: string, q: RangeQuery & { name: AuditKind }): Promise<QualityRecord[]> {
    return (await this.records(accountId, q)).map((r) => this.toRecord(r));
  }

  /** The filtered table as .xlsx (the screen's export), in the reader's language. */
  async export(
    accountId: string,
    q: RangeQuery & { name: InspectionKind | AuditKind },
    reader: Reader,
  ): Promise<{ filename: string; body: Buffer }> {
    const label = kindLabel(q.name);
    const rows = await this.records(accountId, q);
    const texts = await textsFor(await languageOfReader(this.deps.db, reader));
    return {
      filename: qualityExportFilename(label, q.fromDate, q.toDate),
      body: await buildQualityReport(rows, { label, from: q.fromDate, to: q.toDate }, texts),
    };
  }

  /**
   * §7 fetchRatings with the §9 maths: each trip's average (sum of its bookings' ratings over their
   * number, 1 decimal); positive = bookings rated 4–5, negative = 1–3; the overall average over every
   * rated booking (1 decimal). Additions: the count per star and the most frequent tags.
   */
  async ratings(accountId: string, q: RangeQuery): Promise<RatingsData> {
    const rows = await listRatings(this.deps.db, accountId, {
      rcs: q.rc ?? [],
      from: new Date(q.fromDate),
      to: new Date(q.toDate),
    });
    const tripsById = new Map<string, TripRating & { sum: number }>();
    const stars = [0, 0, 0, 0, 0];
    const tags = new Map<string, number>();
    let sum = 0;
    let positive = 0;
    for (const r of rows) {
      let trip = tripsById.get(r.tripId);
      if (!trip) {
        trip = {
          tripId: r.tripId,
          tripDate: r.tripDate,
          service: { name: r.serviceName },
          busRc: r.busRc ?? '',
          totalRatings: 0,
          bookings: [],
          sum: 0,
        };
        tripsById.set(r.tripId, trip);
      }
      trip.bookings.push({ bookingCode: r.pnr, rating: r.rating, comments: r.comments, tags: r.tags });
      trip.sum += r.rating;
      sum += r.rating;
      stars[r.rating - 1] = (stars[r.rating - 1] ?? 0) + 1;
      if (isPositiveRating(r.rating)) positive++;
      for (const tag of r.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
    }
    const ratingData = [...tripsById.values()].map(({ sum: tripSum, ...trip }) => ({
      ...trip,
      totalRatings: averageRating(tripSum, trip.bookings.length),
    }));
    return {
      ratingData,
      averageTotalRatings: averageRating(sum, rows.length),
      positiveRating: positive,
      negativeRating: rows.length - positive,
      ratingsCount: rows.length,
      distribution: stars.map((count, i) => ({ rating: i + 1, count })),
      topTags: [...tags.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, QUALITY_LIMITS.topTags)
        .map(([tag, count]) => ({ tag, count })),
    };
  }

  private records(accountId: string, q: RangeQuery & { name: InspectionKind | AuditKind }) {
    return listRecords(this.deps.db, accountId, {
      name: q.name,
      rcs: q.rc ?? [],
      from: new Date(q.fromDate),
      to: new Date(q.toDate),
    });
  }

  private toRecord(r: RecordRow): QualityRecord {
    const work = (items: ItemRow[]): WorkItem[] =>
      items.map((i) => ({
        name: i.name,
        value: i.value,
        remark: i.remark,
        attachments: i.attachments.map((a) => ({
          attachmentType: a.type,
          attachmentLabel: a.label,
          attachmentUrl: this.deps.files.signedPath(a.file),
        })),
      }));
    return {
      _id: r.id,
      busRc: r.busRc,
      name: r.name,
      closedDate: r.closedAt.getTime(),
      work: work(r.work),
      groupWork: r.groupWork.map((g) => ({ name: g.name, label: g.label, work: work(g.work) })),
    };
  }
}

export function kindLabel(name: string): string {
  return (
    (INSPECTION_KIND_LABELS as Record<string, string | undefined>)[name] ??
    (AUDIT_KIND_LABELS as Record<string, string | undefined>)[name] ??
    name
  );
}
