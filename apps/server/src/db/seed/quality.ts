import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  INSPECTION_KINDS,
  istDateOf,
  istStartOfDay,
  type AttachmentType,
  type AuditKind,
  type InspectionKind,
} from '@oc/contract';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { demoQualityMedia, QUALITY_FILE_FEATURE } from '../../modules/quality/demo-media';
import type { DbOrTx } from '../client';
import {
  accounts,
  bookings,
  buses,
  qualityAttachments,
  qualityGroups,
  qualityRecords,
  qualityWorkItems,
  storedFiles,
  tripRatings,
  trips,
  users,
} from '../schema';
import { Rng } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Inspections and audits over the last 60 days; ratings for the trips of the last 30. */
export const QUALITY_DAYS = 60;
export const RATING_DAYS = 30;

type Item = readonly [name: string, values: readonly string[]];

const OK = ['OK', 'OK', 'OK', 'Needs attention', 'Not OK'] as const;
const YES = ['Yes', 'Yes', 'Yes', 'No'] as const;

/** What each inspection kind checks (Inspection Data 1 … 5). */
const INSPECTION_ITEMS: Record<InspectionKind, readonly Item[]> = {
  INSPECTIONONE: [
    ['Tyre condition', OK],
    ['Headlights and indicators', OK],
    ['Body panels and paint', OK],
    ['Wipers and windscreen', OK],
    ['Number plates visible', YES],
  ],
  INSPECTIONTWO: [
    ['Seat condition', OK],
    ['AC cooling', ['22 °C', '23 °C', '24 °C', '26 °C', '28 °C']],
    ['Charging points working', ['All', 'All', 'All but 2', 'All but 4']],
    ['Curtains and blankets clean', YES],
    ['Reading lights', OK],
  ],
  INSPECTIONTHREE: [
    ['First-aid kit stocked', YES],
    ['Fire extinguisher pressure', ['Green zone', 'Green zone', 'Green zone', 'Low']],
    ['Emergency exit opens', YES],
    ['Emergency hammers present', ['4 of 4', '4 of 4', '3 of 4']],
    ['Driver seat belt', OK],
  ],
  INSPECTIONFOUR: [
    ['Engine oil level', ['Full', 'Full', 'Half', 'Low']],
    ['Coolant level', ['Full', 'Full', 'Half']],
    ['Brake response', OK],
    ['Battery voltage', ['12.6 V', '12.5 V', '12.4 V', '12.1 V']],
    ['Fan belt tension', OK],
  ],
  INSPECTIONFIVE: [
    ['RC copy on board', YES],
    ['Permit valid', YES],
    ['Insurance valid', YES],
    ['Driver licence checked', YES],
    ['Crew in uniform', YES],
  ],
};

/** An audit's inspections (its groupWork) and what each checks. */
const AUDIT_GROUPS: Record<
  AuditKind,
  readonly (readonly [name: string, label: string, items: readonly Item[]])[]
> = {
  RegularAudit: [
    [
      'cleanliness',
      'Cleanliness',
      [
        ['Floor and aisle', OK],
        ['Washroom', OK],
        ['Windows', OK],
      ],
    ],
    [
      'safety',
      'Safety',
      [
        ['First-aid kit stocked', YES],
        ['Fire extinguisher pressure', ['Green zone', 'Green zone', 'Low']],
        ['Emergency exit opens', YES],
      ],
    ],
    [
      'amenities',
      'Amenities',
      [
        ['Water bottles', ['Given', 'Given', 'Not given']],
        ['Blankets', OK],
        ['Charging points working', ['All', 'All', 'All but 2']],
      ],
    ],
  ],
  OnboardingAudit: [
    [
      'documents',
      'Documents',
      [
        ['RC copy on board', YES],
        ['Permit valid', YES],
        ['Insurance valid', YES],
        ['Fitness certificate', YES],
      ],
    ],
    [
      'branding',
      'Branding',
      [
        ['Exterior wrap', OK],
        ['Seat covers branded', YES],
        ['Helpline stickers', YES],
      ],
    ],
    [
      'safety',
      'Safety',
      [
        ['GPS device working', YES],
        ['CCTV working', YES],
        ['Speed governor sealed', YES],
      ],
    ],
  ],
  'TripStart Audit': [
    [
      'crew',
      'Crew',
      [
        ['Driver breath test', ['Passed', 'Passed', 'Passed', 'Not done']],
        ['Crew in uniform', YES],
        ['Second driver on board', YES],
      ],
    ],
    [
      'boarding',
      'Boarding',
      [
        ['Departure on time', ['On time', 'On time', '5 min late', '15 min late']],
        ['Luggage tagged', YES],
      ],
    ],
  ],
};

const REMARKS: Record<string, readonly string[]> = {
  good: ['', '', 'Checked at depot', 'Checked before departure'],
  bad: ['Reported to workshop', 'To be fixed before next trip', 'Replacement ordered', 'Photo attached'],
};

const BAD_VALUES = new Set([
  'Needs attention',
  'Not OK',
  'No',
  'Low',
  'Not given',
  'Not done',
  '15 min late',
]);

/** Which demo photos fit what a kind checks. */
const KIND_IMAGES: Record<InspectionKind | AuditKind, readonly string[]> = {
  INSPECTIONONE: ['tyre', 'busFront'],
  INSPECTIONTWO: ['seats'],
  INSPECTIONTHREE: ['firstAid'],
  INSPECTIONFOUR: ['tyre', 'busFront'],
  INSPECTIONFIVE: ['busFront'],
  RegularAudit: ['seats', 'firstAid'],
  OnboardingAudit: ['busFront'],
  'TripStart Audit': ['busFront'],
};

const IMAGE_LABELS: Record<string, string> = {
  tyre: 'Tyre photo',
  seats: 'Seats photo',
  firstAid: 'First-aid kit photo',
  busFront: 'Bus front photo',
};

const POSITIVE_TAGS = [
  'Clean bus',
  'On time',
  'Polite staff',
  'Comfortable seats',
  'Smooth driving',
  'Good AC',
];
const NEGATIVE_TAGS = ['Late departure', 'Dirty washroom', 'AC not working', 'Rash driving', 'Rude staff'];
const POSITIVE_COMMENTS = [
  'Great journey',
  'Reached on time, thank you',
  'Very clean bus',
  'Staff were helpful',
  '',
];
const NEGATIVE_COMMENTS = [
  'Bus left 40 minutes late',
  'Washroom was not clean',
  'AC was too weak',
  'Driver braked hard',
  '',
];

type RecordRow = typeof qualityRecords.$inferInsert;
type GroupRow = typeof qualityGroups.$inferInsert;
type ItemRow = typeof qualityWorkItems.$inferInsert;
type AttachmentRow = typeof qualityAttachments.$inferInsert;
type RatingRow = typeof tripRatings.$inferInsert;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Bus quality demo data of every MG account (docs/architecture.md "Bus quality data"): for each of
 * its buses, inspections of the five kinds every 8–12 days and audits (a regular audit every 10–14
 * days, a trip-start audit every 6–9, one onboarding audit) over the last 60 days, each item with a
 * value and a remark, the first items with an image, a video and a voice note (the demo files of
 * `demo-media.ts`, recorded in `stored_files` once per account); and passenger ratings for about a
 * third of the confirmed bookings of the account's completed trips of the last 30 days. Its own
 * PRNG per account (keyed by the owner's mobile number), so other seeders' streams do not move.
 */
export async function seedDemoQuality(tx: DbOrTx, opts: { now: Date }): Promise<void> {
  const now = opts.now;
  const today = istDateOf(now);
  const mgAccounts = await tx
    .select({ id: accounts.id, mobileNo: users.mobileNo })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.type, 'BUSOWNER'))
    .orderBy(asc(users.mobileNo));

  const media = demoQualityMedia();
  const fileRows: (typeof storedFiles.$inferInsert)[] = [];
  const records: RecordRow[] = [];
  const groups: GroupRow[] = [];
  const items: ItemRow[] = [];
  const attachments: AttachmentRow[] = [];
  const ratings: RatingRow[] = [];

  for (const account of mgAccounts) {
    const rng = new Rng(`quality:${account.mobileNo}`);
    const fileOf = new Map<string, string>();
    for (const m of media) {
      const id = randomUUID();
      fileOf.set(m.key, id);
      fileRows.push({
        id,
        accountId: account.id,
        feature: QUALITY_FILE_FEATURE,
        storageKey: `${QUALITY_FILE_FEATURE}/${randomUUID()}`,
        displayName: m.name,
        contentType: m.contentType,
        sizeBytes: m.data.length,
        sha256: m.sha256,
        createdAt: new Date(now.getTime() - (QUALITY_DAYS + 1) * DAY),
      });
    }
    const file = (key: string) => fileOf.get(key) ?? '';

    const busRows = await tx
      .select({ rc: buses.rc })
      .from(buses)
      .where(eq(buses.accountId, account.id))
      .orderBy(asc(buses.rc));

    /** Work items (and their attachments) of a record or of one of its groups. */
    const addItems = (
      recordId: string,
      groupId: string | null,
      list: readonly Item[],
      withMedia: boolean,
      images: readonly string[],
    ) => {
      list.forEach(([name, values], position) => {
        const id = randomUUID();
        const value = rng.pick(values);
        const bad = BAD_VALUES.has(value);
        items.push({
          accountId: account.id,
          id,
          recordId,
          groupId,
          position,
          name,
          value,
          remark: rng.pick(bad ? (REMARKS.bad ?? ['']) : (REMARKS.good ?? [''])),
        });
        const add = (type: AttachmentType, key: string, label: string, pos: number) =>
          attachments.push({
            accountId: account.id,
            workItemId: id,
            position: pos,
            type,
            label,
            fileId: file(key),
          });
        // The first three items carry one of each kind; a bad value elsewhere gets a photo.
        if (withMedia && position === 0) {
          const key = rng.pick(images);
          add('image', key, IMAGE_LABELS[key] ?? 'Photo', 0);
        } else if (withMedia && position === 1) add('video', 'walkaround', 'Walk-around video', 0);
        else if (withMedia && position === 2) add('audio', 'voiceNote', 'Inspector voice note', 0);
        else if (bad) {
          const key = rng.pick(images);
          add('image', key, IMAGE_LABELS[key] ?? 'Photo', 0);
        }
      });
    };

    /** Days back (0 … 59) at which something recurs every `min`–`max` days. */
    const schedule = (min: number, max: number): number[] => {
      const days: number[] = [];
      for (let d = rng.int(0, min - 1); d < QUALITY_DAYS; d += rng.int(min, max)) days.push(d);
      return days;
    };
    /** An instant on the IST day `daysBack` days before today, 07:00–20:00, never after now. */
    const closedAt = (daysBack: number): Date | null => {
      const start = istStartOfDay(addDaysToDate(today, -daysBack)).getTime();
      const at = new Date(start + 7 * HOUR + rng.int(0, 13 * 60 - 1) * 60_000);
      return at.getTime() < now.getTime() ? at : null;
    };

    for (const { rc } of busRows) {
      for (const kind of INSPECTION_KINDS) {
        for (const d of schedule(8, 12)) {
          const at = closedAt(d);
          if (!at) continue;
          const id = randomUUID();
          records.push({
            accountId: account.id,
            id,
            kind: 'INSPECTION',
            name: kind,
            busRc: rc,
            closedAt: at,
          });
          addItems(id, null, INSPECTION_ITEMS[kind], true, KIND_IMAGES[kind]);
        }
      }
      const audits: [AuditKind, number[]][] = [
        ['RegularAudit', schedule(10, 14)],
        ['TripStart Audit', schedule(6, 9)],
        ['OnboardingAudit', [rng.int(20, QUALITY_DAYS - 1)]],
      ];
      for (const [kind, days] of audits) {
        for (const d of days) {
          const at = closedAt(d);
          if (!at) continue;
          const id = randomUUID();
          records.push({ accountId: account.id, id, kind: 'AUDIT', name: kind, busRc: rc, closedAt: at });
          AUDIT_GROUPS[kind].forEach(([name, label, list], position) => {
            const groupId = randomUUID();
            groups.push({ accountId: account.id, id: groupId, recordId: id, position, name, label });
            // Now and then an inspection of the audit was not done: no items ('No Data For selected
            // Inspection'); never the first, so every audit opens on something.
            if (position > 0 && rng.chance(0.15)) return;
            addItems(id, groupId, list, position === 0, KIND_IMAGES[kind]);
          });
        }
      }
    }

    // Ratings: about a third of the confirmed bookings of completed trips of the last 30 days.
    const from = addDaysToDate(today, -RATING_DAYS);
    const rated = await tx
      .select({ bookingId: bookings.id, tripId: bookings.tripId, departureAt: trips.departureAt })
      .from(bookings)
      .innerJoin(trips, and(eq(trips.accountId, bookings.accountId), eq(trips.id, bookings.tripId)))
      .where(
        and(
          eq(bookings.accountId, account.id),
          eq(bookings.status, 'CONFIRMED'),
          eq(trips.status, 'COMPLETED'),
          gte(trips.tripDate, from),
          lt(trips.departureAt, now),
        ),
      )
      .orderBy(asc(trips.tripDate), asc(bookings.pnr));
    for (const b of rated) {
      if (!rng.chance(0.35)) continue;
      const rating = rng.weighted([
        [5, 40],
        [4, 30],
        [3, 14],
        [2, 8],
        [1, 8],
      ] as const);
      const positive = rating > 3;
      const pool = positive ? POSITIVE_TAGS : NEGATIVE_TAGS;
      const tags = [...new Set(Array.from({ length: rng.int(0, 2) }, () => rng.pick(pool)))];
      const ratedAt = new Date(Math.min(now.getTime(), b.departureAt.getTime() + rng.int(10, 40) * HOUR));
      ratings.push({
        accountId: account.id,
        bookingId: b.bookingId,
        tripId: b.tripId,
        rating,
        comments: rng.pick(positive ? POSITIVE_COMMENTS : NEGATIVE_COMMENTS),
        tags,
        ratedAt,
      });
    }
  }

  await insertChunks(fileRows, (c) => tx.insert(storedFiles).values(c));
  await insertChunks(records, (c) => tx.insert(qualityRecords).values(c));
  await insertChunks(groups, (c) => tx.insert(qualityGroups).values(c));
  await insertChunks(items, (c) => tx.insert(qualityWorkItems).values(c));
  await insertChunks(attachments, (c) => tx.insert(qualityAttachments).values(c));
  await insertChunks(ratings, (c) => tx.insert(tripRatings).values(c));
}
