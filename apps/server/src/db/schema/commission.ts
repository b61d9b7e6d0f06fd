import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, services } from './core';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Part 1 §3 User commission: the account's global offline-agent commission (whole percent), the
 * commission of every service-date that has none of its own. No row: DEFAULT_GLOBAL_COMMISSION.
 */
export const commissionSettings = pgTable(
  'commission_settings',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    globalCommission: smallint('global_commission').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('commission_settings_global_check', sql`${t.globalCommission} between 5 and 100`)],
);

/**
 * Part 1 §3 Commission service, per service: seat limit and fallback flat fare {seater, sleeper}
 * (paise). Null columns (or no row): the default seat limit and the service's base fares.
 */
export const servicePricing = pgTable(
  'service_pricing',
  {
    accountId: uuid('account_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    seatLimit: smallint('seat_limit'),
    fallbackSeaterPaise: integer('fallback_seater_paise'),
    fallbackSleeperPaise: integer('fallback_sleeper_paise'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.serviceId] }),
    foreignKey({
      name: 'service_pricing_service_fk',
      columns: [t.accountId, t.serviceId],
      foreignColumns: [services.accountId, services.id],
    }).onDelete('cascade'),
    check('service_pricing_seat_limit_check', sql`${t.seatLimit} between 5 and 100`),
    check(
      'service_pricing_fallback_check',
      sql`${t.fallbackSeaterPaise} between 5000 and 300000 and ${t.fallbackSleeperPaise} between 5000 and 300000`,
    ),
  ],
);

/**
 * Part 1 §3 tripDateWiseData: per service and trip date (IST), the commission (whole percent) and
 * flat fare {seater, sleeper} (paise). Null: the global commission / the fallback fare.
 */
export const serviceDatePricing = pgTable(
  'service_date_pricing',
  {
    accountId: uuid('account_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    discount: smallint('discount'),
    seaterFarePaise: integer('seater_fare_paise'),
    sleeperFarePaise: integer('sleeper_fare_paise'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.serviceId, t.tripDate] }),
    foreignKey({
      name: 'service_date_pricing_service_fk',
      columns: [t.accountId, t.serviceId],
      foreignColumns: [services.accountId, services.id],
    }).onDelete('cascade'),
    index('service_date_pricing_account_date_idx').on(t.accountId, t.tripDate),
    check('service_date_pricing_discount_check', sql`${t.discount} between 5 and 100`),
    check(
      'service_date_pricing_fare_check',
      sql`${t.seaterFarePaise} between 5000 and 300000 and ${t.sleeperFarePaise} between 5000 and 300000`,
    ),
  ],
);
