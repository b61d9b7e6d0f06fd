import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { services, tenantKey, tenantKeyConstraints } from './core';

export const dealType = pgEnum('deal_type', ['CUSTOM', 'EARLYBIRD', 'LASTMINUTE']);
export const discountType = pgEnum('discount_type', ['ABSOLUTE', 'PERCENTAGE']);
export const campaignStatus = pgEnum('campaign_status', ['ACTIVE', 'INACTIVE']);

/**
 * A deal (discount campaign) of an OPERATOR account, part 1 §3 Campaign. `code` is the human
 * campaign code shown as the campaign's name. Money in paise; `discount_value` is paise for
 * ABSOLUTE deals and whole percent for PERCENTAGE deals. Dates are IST business dates, both inclusive.
 * Extend changes only `end_date`; renew inserts a new row with `renewed_from_id` set.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...tenantKey(),
    code: varchar('code', { length: 16 }).notNull(),
    type: dealType('type').notNull(),
    discountType: discountType('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    minSeatValuePaise: integer('min_seat_value_paise').notNull(),
    /** PERCENTAGE deals only. */
    maxDiscountPaise: integer('max_discount_paise'),
    /** EARLYBIRD: stop after this many seats are sold. */
    stopDealAtSeatCount: integer('stop_deal_at_seat_count'),
    /** EARLYBIRD: stop this many days before departure (stopDealTime). */
    stopDealDaysBefore: integer('stop_deal_days_before'),
    /** LASTMINUTE: start this many hours before departure (startDealTime). */
    startDealHoursBefore: integer('start_deal_hours_before'),
    /** LASTMINUTE: only while occupancy is below this percent. */
    startDealBelowOccupancy: integer('start_deal_below_occupancy'),
    /** LASTMINUTE: stop at this occupancy percent. */
    stopDealAtOccupancy: integer('stop_deal_at_occupancy'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    applicableDays: text('applicable_days').array().notNull(),
    exclusionDates: date('exclusion_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    status: campaignStatus('status').notNull().default('ACTIVE'),
    renewedFromId: uuid('renewed_from_id'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeyConstraints('campaigns', t),
    unique('campaigns_code_unique').on(t.code),
    foreignKey({
      name: 'campaigns_renewed_from_fk',
      columns: [t.accountId, t.renewedFromId],
      foreignColumns: [t.accountId, t.id],
    }),
    index('campaigns_account_created_idx').on(t.accountId, t.createdAt),
    index('campaigns_account_end_idx').on(t.accountId, t.endDate),
    check('campaigns_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'campaigns_discount_check',
      sql`(${t.discountType} = 'ABSOLUTE' and ${t.discountValue} > 0 and ${t.maxDiscountPaise} is null)
        or (${t.discountType} = 'PERCENTAGE' and ${t.discountValue} between 1 and 100 and ${t.maxDiscountPaise} > 0)`,
    ),
    check('campaigns_min_seat_check', sql`${t.minSeatValuePaise} > 0`),
    check(
      'campaigns_days_check',
      sql`cardinality(${t.applicableDays}) between 1 and 7
        and ${t.applicableDays} <@ array['MON','TUE','WED','THU','FRI','SAT','SUN']::text[]`,
    ),
    check(
      'campaigns_occupancy_check',
      sql`coalesce(${t.startDealBelowOccupancy}, 1) between 1 and 100 and coalesce(${t.stopDealAtOccupancy}, 1) between 1 and 100`,
    ),
  ],
);

/** The services a campaign covers, in the order the operator chose them. */
export const campaignServices = pgTable(
  'campaign_services',
  {
    accountId: uuid('account_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.campaignId, t.serviceId] }),
    foreignKey({
      name: 'campaign_services_campaign_fk',
      columns: [t.accountId, t.campaignId],
      foreignColumns: [campaigns.accountId, campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_services_service_fk',
      columns: [t.accountId, t.serviceId],
      foreignColumns: [services.accountId, services.id],
    }).onDelete('cascade'),
    index('campaign_services_service_idx').on(t.accountId, t.serviceId),
  ],
);
