import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotPaidReason } from '@oc/contract';
import { accounts, services, tenantKey, tenantKeyConstraints } from './core';

/**
 * MG contracts and money (part 2 §3 Service, Weekly payment summary; docs/architecture.md "MG
 * contracts and money"). Money in integer paise; percentages as fractions (0.18 = 18 %).
 */

export const contractType = pgEnum('contract_type', ['MINIMUM_GUARANTEE', 'REVENUE_SHARE']);
export const payoutFrequency = pgEnum('payout_frequency', ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY']);

const fraction = (name: string) => numeric(name, { precision: 5, scale: 4, mode: 'number' });

/** The contract of an MG service (one per service) and the service's payout frequency. */
export const serviceContracts = pgTable(
  'service_contracts',
  {
    ...tenantKey(),
    serviceId: uuid('service_id').notNull(),
    name: text('name').notNull(),
    type: contractType('type').notNull(),
    payoutFrequency: payoutFrequency('payout_frequency').notNull().default('WEEKLY'),
    /** In force from … to (IST business dates, both inclusive); status EXPIRED after `validTo`. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Per trip: the operator's running cost, guaranteed per run trip under MINIMUM_GUARANTEE. */
    runningCostPaise: integer('running_cost_paise').notNull(),
    /** Share of a passenger-cancelled booking's fare kept as cancellation charge. */
    cancellationCharge: fraction('cancellation_charge').notNull(),
    /** Trips of the service per week the company may cancel for low demand without paying the guarantee. */
    freeDemandCancellation: integer('free_demand_cancellation').notNull().default(0),
    /** Diesel price per litre the running cost assumes (for fuel escalation, settled outside the weekly statement). */
    baseFuelRatePaise: integer('base_fuel_rate_paise').notNull(),
    /** Toll of a round trip, reimbursed per run trip (an addition). */
    roundTripTollPaise: integer('round_trip_toll_paise').notNull().default(0),
    /** Added to the running cost in the per-trip guarantee. */
    additionalGuaranteePaise: integer('additional_guarantee_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeyConstraints('service_contracts', t),
    unique('service_contracts_service_unique').on(t.accountId, t.serviceId),
    foreignKey({
      columns: [t.accountId, t.serviceId],
      foreignColumns: [services.accountId, services.id],
    }).onDelete('cascade'),
    check('service_contracts_validity', sql`${t.validTo} >= ${t.validFrom}`),
    check(
      'service_contracts_amounts',
      sql`${t.runningCostPaise} >= 0 and ${t.baseFuelRatePaise} >= 0 and ${t.roundTripTollPaise} >= 0 and ${t.additionalGuaranteePaise} >= 0 and ${t.freeDemandCancellation} >= 0`,
    ),
    check('service_contracts_cancellation', sql`${t.cancellationCharge} between 0 and 1`),
  ],
);

/**
 * Revenue brackets of a contract, by position: the trip's gross revenue in [start, end) is split
 * between the company and the operator by the two shares (which add up to 1). `end` null: no upper end.
 */
export const revenueBrackets = pgTable(
  'revenue_brackets',
  {
    accountId: uuid('account_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    position: integer('position').notNull(),
    startPaise: bigint('start_paise', { mode: 'number' }).notNull(),
    endPaise: bigint('end_paise', { mode: 'number' }),
    companyShare: fraction('company_share').notNull(),
    operatorShare: fraction('operator_share').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.contractId, t.position] }),
    foreignKey({
      columns: [t.accountId, t.contractId],
      foreignColumns: [serviceContracts.accountId, serviceContracts.id],
    }).onDelete('cascade'),
    check(
      'revenue_brackets_range',
      sql`${t.startPaise} >= 0 and (${t.endPaise} is null or ${t.endPaise} > ${t.startPaise})`,
    ),
    check(
      'revenue_brackets_shares',
      sql`${t.companyShare} + ${t.operatorShare} = 1 and ${t.operatorShare} >= 0 and ${t.companyShare} >= 0`,
    ),
  ],
);

/** The account's commercial terms with the company (one row per MG account). */
export const mgPayoutTerms = pgTable(
  'mg_payout_terms',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The company's commercial charge on the operator's earnings. */
    commercialPercentage: fraction('commercial_percentage').notNull(),
    /** Income-tax TDS deducted on the amount (194C: 1 % individuals, 2 % others). */
    tdsPercentage: fraction('tds_percentage').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'mg_payout_terms_range',
      sql`${t.commercialPercentage} between 0 and 1 and ${t.tdsPercentage} between 0 and 1`,
    ),
  ],
);

/** One trip line of a closed week's statement (what the PDF lists). Money in paise. */
export interface SummaryLine {
  tripId: string;
  serviceId: string;
  serviceName: string;
  tripDate: string;
  tripStatus: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED';
  busRc: string | null;
  seatsSold: number;
  revenuePaise: number;
  cancellationChargePaise: number;
  /** Operator's share of the gross by the brackets. */
  sharePaise: number;
  /** The per-trip guarantee that applied (0 when none). */
  guaranteePaise: number;
  /** What the trip earns the operator: max(share, guarantee), or the guarantee of a charged cancellation. */
  earningPaise: number;
  tollPaise: number;
  /**
   * Why the trip is listed but not paid (no contract in force on its date: share, guarantee, earning
   * and toll are 0); absent or null on a paid trip (statements closed before unpaid trips were listed
   * have no such lines).
   */
  notPaidReason?: NotPaidReason | null;
  /** The contract's last day, on a CONTRACT_EXPIRED line (the statement says when it ended). */
  contractValidTo?: string;
}

/**
 * A closed Mon–Sun week of an MG account, computed by the weekly job from the account's trips,
 * bookings and contracts (the formula in docs/architecture.md). Written once per account and week;
 * the terms used are kept with it, so a later contract change does not rewrite an issued statement.
 */
export const weeklyPaymentSummaries = pgTable(
  'weekly_payment_summaries',
  {
    ...tenantKey(),
    operatorName: text('operator_name').notNull(),
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    weekEndDate: date('week_end_date', { mode: 'string' }).notNull(),
    commercialPercentage: fraction('commercial_percentage').notNull(),
    tdsPercentage: fraction('tds_percentage').notNull(),
    earningsPaise: bigint('earnings_paise', { mode: 'number' }).notNull(),
    commercialPaise: bigint('commercial_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    additionPaise: bigint('addition_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<SummaryLine[]>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...tenantKeyConstraints('weekly_payment_summaries', t),
    unique('weekly_payment_summaries_week_unique').on(t.accountId, t.weekStartDate),
    check('weekly_payment_summaries_week', sql`${t.weekEndDate} = ${t.weekStartDate} + 6`),
  ],
);
