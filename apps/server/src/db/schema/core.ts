import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

export const accountType = pgEnum('account_type', ['OPERATOR', 'BUSOWNER', 'ELECTRIC', 'CABOWNER']);
export const subType = pgEnum('sub_type', ['INDIVIDUAL', 'COMPANY', 'PROPRIETORSHIP', 'LLP', 'PARTNERSHIP']);
export const salesChannel = pgEnum('sales_channel', ['WEB', 'APP', 'AGENT', 'PARTNER', 'COUNTER']);
export const bookingStatus = pgEnum('booking_status', ['CONFIRMED', 'CANCELLED']);
export const tripStatus = pgEnum('trip_status', ['SCHEDULED', 'COMPLETED', 'CANCELLED']);
export const seatType = pgEnum('seat_type', ['SEATER', 'SLEEPER']);
export const busStatus = pgEnum('bus_status', ['ACTIVE', 'INACTIVE']);

/** A person who logs in with a mobile number. Not a tenant row: accounts hang off it. */
export const users = pgTable('users', {
  id: id().primaryKey(),
  mobileNo: varchar('mobile_no', { length: 10 }).notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  /** The person's language and colour scheme (issue 40); null: never chosen. */
  language: varchar('language', { length: 8 }),
  theme: varchar('theme', { length: 8 }),
  createdAt: createdAt(),
});

/**
 * A business account (the tenant). A user may own several, of different models.
 * `groupId` is the MG / cab group id the web sends in `x-user-id`.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: accountType('type').notNull(),
    name: text('name').notNull(),
    groupId: varchar('group_id', { length: 32 }).unique(),
    createdAt: createdAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId, t.type)],
);

/**
 * The key of a tenant table (docs/architecture.md "Data"): `account_id`, the owning account (rows
 * go with it; `accountRef: false` where the table's own key to its parent row holds the account),
 * and a random `id`. With {@link tenantKeyConstraints}: primary key (account_id, id) and a unique id.
 */
export const tenantKey = (opts: { accountRef?: boolean } = {}) => ({
  accountId:
    opts.accountRef === false
      ? uuid('account_id').notNull()
      : uuid('account_id')
          .notNull()
          .references(() => accounts.id, { onDelete: 'cascade' }),
  id: id(),
});

/** Primary key (account_id, id) and, unless `uniqueId: false`, `<table>_id_unique` on id. */
export const tenantKeyConstraints = (
  table: string,
  t: { accountId: AnyPgColumn; id: AnyPgColumn },
  opts: { uniqueId?: boolean } = {},
) => [
  primaryKey({ columns: [t.accountId, t.id] }),
  ...(opts.uniqueId === false ? [] : [unique(`${table}_id_unique`).on(t.id)]),
];

/** Part 1 §3 operator profile (one per account). Money in paise. */
export const accountProfiles = pgTable('account_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  subType: subType('sub_type').notNull().default('INDIVIDUAL'),
  isGstinRequired: boolean('is_gstin_required').notNull().default(false),
  isMsme: boolean('is_msme').notNull().default(true),
  turnoverPaise: bigint('turnover_paise', { mode: 'number' }).notNull().default(0),
  walletBalancePaise: bigint('wallet_balance_paise', { mode: 'number' }).notNull().default(0),
  legalName: text('legal_name').notNull(),
  email: text('email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const kycDocType = pgEnum('kyc_doc_type', ['PAN', 'AADHAAR', 'GSTIN', 'MSME']);
export const kycStatus = pgEnum('kyc_status', ['PENDING', 'VERIFIED']);

/** kycDetails of the profile: one row per document; numbers stored masked where the law asks. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    docType: kycDocType('doc_type').notNull(),
    value: text('value').notNull(),
    status: kycStatus('status').notNull().default('PENDING'),
    holderName: text('holder_name'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.docType] })],
);

export const cities = pgTable('cities', {
  id: id().primaryKey(),
  name: text('name').notNull().unique(),
  state: text('state').notNull(),
});

export const busTypes = pgTable('bus_types', {
  id: id().primaryKey(),
  name: text('name').notNull().unique(),
  seaterCount: integer('seater_count').notNull().default(0),
  sleeperCount: integer('sleeper_count').notNull().default(0),
  isElectric: boolean('is_electric').notNull().default(false),
});

/** A bus of an account, by its registration number (RC). Trips name the bus that ran them (`bus_rc`). */
export const buses = pgTable(
  'buses',
  {
    ...tenantKey(),
    rc: varchar('rc', { length: 10 }).notNull(),
    status: busStatus('status').notNull().default('ACTIVE'),
    busTypeId: uuid('bus_type_id')
      .notNull()
      .references(() => busTypes.id),
    createdAt: createdAt(),
  },
  (t) => [...tenantKeyConstraints('buses', t), unique('buses_account_rc_unique').on(t.accountId, t.rc)],
);

/** A bus service of an account: a route leaving at a fixed time of day (IST). */
export const services = pgTable(
  'services',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    fromCityId: uuid('from_city_id')
      .notNull()
      .references(() => cities.id),
    toCityId: uuid('to_city_id')
      .notNull()
      .references(() => cities.id),
    startTime: time('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    busTypeId: uuid('bus_type_id')
      .notNull()
      .references(() => busTypes.id),
    baseSeaterFarePaise: integer('base_seater_fare_paise'),
    baseSleeperFarePaise: integer('base_sleeper_fare_paise'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeyConstraints('services', t),
    unique('services_account_name_unique').on(t.accountId, t.name),
  ],
);

/** A service running on a business date (IST). */
export const trips = pgTable(
  'trips',
  {
    ...tenantKey({ accountRef: false }),
    serviceId: uuid('service_id').notNull(),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    status: tripStatus('status').notNull().default('SCHEDULED'),
    busRc: varchar('bus_rc', { length: 10 }),
  },
  (t) => [
    ...tenantKeyConstraints('trips', t),
    unique('trips_service_date_unique').on(t.accountId, t.serviceId, t.tripDate),
    foreignKey({
      columns: [t.accountId, t.serviceId],
      foreignColumns: [services.accountId, services.id],
    }).onDelete('cascade'),
    index('trips_account_date_idx').on(t.accountId, t.tripDate),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    ...tenantKey({ accountRef: false }),
    tripId: uuid('trip_id').notNull(),
    pnr: varchar('pnr', { length: 16 }).notNull(),
    passengerName: text('passenger_name').notNull(),
    passengerMobile: varchar('passenger_mobile', { length: 10 }).notNull(),
    seatType: seatType('seat_type').notNull(),
    seatNumbers: text('seat_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seats: integer('seats').notNull(),
    farePaise: integer('fare_paise').notNull(),
    status: bookingStatus('status').notNull().default('CONFIRMED'),
    channel: salesChannel('channel').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The deal (campaign) the booking was sold under, and the discount it gave, paise (issue 41:
     * deal performance): as the provider's booking system recorded them; null / 0 without a deal.
     */
    campaignId: uuid('campaign_id'),
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [
    ...tenantKeyConstraints('bookings', t, { uniqueId: false }),
    index('bookings_campaign_idx')
      .on(t.accountId, t.campaignId)
      .where(sql`${t.campaignId} is not null`),
    check(
      'bookings_discount_check',
      sql`${t.discountPaise} >= 0 and (${t.campaignId} is not null or ${t.discountPaise} = 0)`,
    ),
    unique('bookings_pnr_unique').on(t.accountId, t.pnr),
    foreignKey({ columns: [t.accountId, t.tripId], foreignColumns: [trips.accountId, trips.id] }).onDelete(
      'cascade',
    ),
    index('bookings_account_booked_idx').on(t.accountId, t.bookedAt),
    index('bookings_trip_idx').on(t.accountId, t.tripId),
  ],
);
