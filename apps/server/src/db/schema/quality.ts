import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings, buses, tenantKey, tenantKeyConstraints, trips } from './core';
import { storedFiles } from './files';

/**
 * Bus quality data of MG accounts (part 2 §2 Inspection Data, Audit Data, Feedback Data;
 * docs/architecture.md "Bus quality data"). Tenant tables: `(account_id, id)` keys, and every
 * reference stays inside the account (composite foreign keys), so no row can point at another
 * account's bus, trip, booking or file.
 */

/** Part 1 §3: the five inspection kinds and the three audit kinds, as the API names them. */
export const qualityRecordName = pgEnum('quality_record_name', [
  'INSPECTIONONE',
  'INSPECTIONTWO',
  'INSPECTIONTHREE',
  'INSPECTIONFOUR',
  'INSPECTIONFIVE',
  'RegularAudit',
  'OnboardingAudit',
  'TripStart Audit',
]);
export const qualityRecordKind = pgEnum('quality_record_kind', ['INSPECTION', 'AUDIT']);
export const attachmentType = pgEnum('attachment_type', ['image', 'video', 'audio']);

/** One inspection or audit of a bus, closed (completed) at `closed_at`. */
export const qualityRecords = pgTable(
  'quality_records',
  {
    ...tenantKey(),
    kind: qualityRecordKind('kind').notNull(),
    name: qualityRecordName('name').notNull(),
    busRc: varchar('bus_rc', { length: 10 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...tenantKeyConstraints('quality_records', t),
    foreignKey({
      name: 'quality_records_bus_fk',
      columns: [t.accountId, t.busRc],
      foreignColumns: [buses.accountId, buses.rc],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check(
      'quality_records_kind_name',
      sql`(${t.kind} = 'INSPECTION') = (${t.name} in ('INSPECTIONONE','INSPECTIONTWO','INSPECTIONTHREE','INSPECTIONFOUR','INSPECTIONFIVE'))`,
    ),
    // The screens' filter: one kind, a date range, optionally some RCs.
    index('quality_records_filter_idx').on(t.accountId, t.name, t.closedAt),
    index('quality_records_bus_idx').on(t.accountId, t.busRc, t.closedAt),
  ],
);

/** An audit's named inspections (`groupWork`), in order. Inspections have none. */
export const qualityGroups = pgTable(
  'quality_groups',
  {
    ...tenantKey({ accountRef: false }),
    recordId: uuid('record_id').notNull(),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    label: varchar('label', { length: 120 }).notNull(),
  },
  (t) => [
    ...tenantKeyConstraints('quality_groups', t),
    unique('quality_groups_position_unique').on(t.accountId, t.recordId, t.position),
    foreignKey({
      name: 'quality_groups_record_fk',
      columns: [t.accountId, t.recordId],
      foreignColumns: [qualityRecords.accountId, qualityRecords.id],
    }).onDelete('cascade'),
  ],
);

/** A checked item: of the record itself (`group_id` null) or of one of an audit's inspections. */
export const qualityWorkItems = pgTable(
  'quality_work_items',
  {
    ...tenantKey({ accountRef: false }),
    recordId: uuid('record_id').notNull(),
    groupId: uuid('group_id'),
    position: integer('position').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    value: varchar('value', { length: 120 }).notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    ...tenantKeyConstraints('quality_work_items', t),
    foreignKey({
      name: 'quality_work_items_record_fk',
      columns: [t.accountId, t.recordId],
      foreignColumns: [qualityRecords.accountId, qualityRecords.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quality_work_items_group_fk',
      columns: [t.accountId, t.groupId],
      foreignColumns: [qualityGroups.accountId, qualityGroups.id],
    }).onDelete('cascade'),
    index('quality_work_items_record_idx').on(t.accountId, t.recordId, t.position),
  ],
);

/** A photo, video or voice note of a work item: a file of the account in `stored_files`. */
export const qualityAttachments = pgTable(
  'quality_attachments',
  {
    ...tenantKey({ accountRef: false }),
    workItemId: uuid('work_item_id').notNull(),
    position: integer('position').notNull(),
    type: attachmentType('type').notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    ...tenantKeyConstraints('quality_attachments', t, { uniqueId: false }),
    foreignKey({
      name: 'quality_attachments_item_fk',
      columns: [t.accountId, t.workItemId],
      foreignColumns: [qualityWorkItems.accountId, qualityWorkItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quality_attachments_file_fk',
      columns: [t.accountId, t.fileId],
      foreignColumns: [storedFiles.accountId, storedFiles.id],
    }),
    index('quality_attachments_item_idx').on(t.accountId, t.workItemId, t.position),
  ],
);

/** A passenger's rating of a trip, one per booking (part 2 §3 Rating record). */
export const tripRatings = pgTable(
  'trip_ratings',
  {
    accountId: uuid('account_id').notNull(),
    bookingId: uuid('booking_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.bookingId] }),
    foreignKey({
      name: 'trip_ratings_booking_fk',
      columns: [t.accountId, t.bookingId],
      foreignColumns: [bookings.accountId, bookings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trip_ratings_trip_fk',
      columns: [t.accountId, t.tripId],
      foreignColumns: [trips.accountId, trips.id],
    }).onDelete('cascade'),
    check('trip_ratings_rating_range', sql`${t.rating} between 1 and 5`),
    index('trip_ratings_trip_idx').on(t.accountId, t.tripId),
  ],
);
