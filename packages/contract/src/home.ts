// zod's mini build, as common.ts: home's summary is read before home's first paint.
import * as z from 'zod/mini';
import { envelope } from './common';
import { FIRST_READ_PATHS } from './constants';
import { addDaysToDate } from './dates';
import type { RevenueRow } from './contracts';
import { defineEndpoint } from './endpoint';

/**
 * Home (part 1 §2 Home, §3 Home summary and Revenue row, §7 GET /user/, /user/revenueDetails,
 * /user/tripRevenue, §9). Money in rupees on the wire.
 */

/** Home sales figures are refreshed on this cadence (§9). */
export const HOME_SNAPSHOT_INTERVAL_MS = 2 * 60 * 60_000;
/** The sales channels that count towards home figures: the product's own (§9). */
export const OWN_SALES_CHANNELS = ['WEB', 'APP'] as const;
/** MG revenue table: the last 7 days including today (§9). */
export const MG_REVENUE_DAYS = 7;

export const HOME_TEXTS = {
  todaysSales: "Today's Sales",
  /**
   * What Today's Sales counts (docs/ui.md "Money and dates"): bookings made today, whatever the
   * travel date. The MG table counts trips by travel date instead; each says which.
   */
  todaysSalesScope: 'Bookings made today (IST), for any travel date',
  /** The MG seven-day table and chart: seats and revenue of the trips departing on each date. */
  revenueByTravelDate: 'Trips by travel date (last 7 days)',
  revenueByTravelDateScope:
    'Seats sold and revenue of the trips departing on each date, whenever booked. Live.',
  travelDate: 'Travel Date',
  today: 'Today',
  notifications: 'Notifications',
  quickActions: 'Quick Actions',
  createDeal: 'Create Deal',
  noRevenue: 'No Revenue Found',
  noData: 'no data found',
} as const;

/** GET /user/ (OPERATOR, ELECTRIC): the caller and today's figures of the acting account. */
export const homeSummarySchema = z.object({
  name: z.string(),
  accountName: z.string(),
  revenue: z.number(),
  confirmedSeats: z.number().check(z.int()),
  cancelledSeats: z.number().check(z.int()),
  /** ISO instant of the snapshot the figures come from. */
  lastUpdatedAt: z.string(),
  /** Deals about to expire (isCampaignAboutToExpire). */
  dealsRenew: z.number().check(z.int()),
  dealsExpired: z.number().check(z.int()),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
export const homeSummaryResponseSchema = envelope(homeSummarySchema);

/** GET /mg/user/revenueDetails: the MG home summary (seatsSold instead of confirmedSeats). */
export const mgHomeSummarySchema = z.object({
  name: z.string(),
  accountName: z.string(),
  revenue: z.number(),
  seatsSold: z.number().check(z.int()),
  cancelledSeats: z.number().check(z.int()),
  lastUpdatedAt: z.string(),
});
export type MgHomeSummary = z.infer<typeof mgHomeSummarySchema>;
export const mgHomeSummaryResponseSchema = envelope(mgHomeSummarySchema);

// ---------------------------------------------------------------------------------------------
// What needs the operator (issue 41: "a home that asks for action")

/** Cab: driverless trips starting within this window are listed on home. */
export const HOME_DRIVERLESS_WINDOW_MS = 2 * 60 * 60_000;
/** Cab: at most this many driverless trips are named on home (the count says the rest). */
export const HOME_DRIVERLESS_SHOWN = 5;
/** Deals ending, statements and ratings: "this week" is today and the 6 days after (or before). */
export const HOME_ACTION_DAYS = 7;
/** MG: a rating at or below this is a low rating to read (part 1 §9: 4–5 is positive). */
export const HOME_LOW_RATING_MAX = 2;

/** A driver who can take a trip in one tap: the account's latest driver free at the trip's time. */
export const suggestedDriverSchema = z.object({
  rcNumber: z.string(),
  driverMobileNo: z.string(),
  driverName: z.string(),
});
export type SuggestedDriver = z.infer<typeof suggestedDriverSchema>;

export const actionTripSchema = z.object({
  id: z.string(),
  groupCode: z.string(),
  from: z.string(),
  to: z.string(),
  /** Epoch ms. */
  startTime: z.number(),
  suggestedDriver: z.nullable(suggestedDriverSchema),
});
export type ActionTrip = z.infer<typeof actionTripSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/**
 * One thing that needs the operator, by kind (only kinds with something to do are sent). Money in
 * rupees, dates IST business dates, as the rest of home.
 */
export const homeActionSchema = z.discriminatedUnion('kind', [
  /** Cab: trips starting within 2 hours with no driver (up to 5 named, each with a suggestion). */
  z.object({ kind: z.literal('tripsWithoutDriver'), count, trips: z.array(actionTripSchema) }),
  /** Cab: trips of the coming week that start after their contract ends (they are not paid). */
  z.object({ kind: z.literal('tripContractsEnding'), count }),
  /** MG: service contracts expired, or ending within CONTRACT_EXPIRY_WARNING_DAYS. */
  z.object({ kind: z.literal('contractsEnding'), expired: count, expiring: count }),
  /** MG: the statement of the week that closed within the last 7 days. */
  z.object({
    kind: z.literal('weeklyStatement'),
    weekStartDate: z.string(),
    weekEndDate: z.string(),
    net: z.number(),
  }),
  /** MG: ratings of 1–2 stars given in the last 7 days. */
  z.object({ kind: z.literal('lowRatings'), count }),
  /** MG: reimbursement claims still waiting for a decision, and their amount. */
  z.object({ kind: z.literal('claimsWaiting'), count, amount: z.number() }),
  /** GDS: deals (not expired) ending within the next 7 days. */
  z.object({ kind: z.literal('dealsEnding'), count }),
  /** GDS: KYC documents the profile needs that are not verified yet. */
  z.object({ kind: z.literal('kycLeft'), left: count, total: count }),
  /** GDS, Electric: the wallet is below the alert amount the operator set. */
  z.object({ kind: z.literal('walletLow'), balance: z.number(), threshold: z.number() }),
]);
export type HomeAction = z.infer<typeof homeActionSchema>;
export type HomeActionKind = HomeAction['kind'];

export const homeActionsSchema = z.object({ items: z.array(homeActionSchema) });
export type HomeActions = z.infer<typeof homeActionsSchema>;
export const homeActionsResponseSchema = envelope(homeActionsSchema);

/** Home's sales trend (issue 41): the last 7 or 30 IST days, today included. */
export const SALES_TREND_DAYS = ['7', '30'] as const;
export const SALES_TREND_MESSAGE = 'days must be 7 or 30';
export const salesTrendQuerySchema = z.object({
  days: z.optional(z.enum(SALES_TREND_DAYS, { error: SALES_TREND_MESSAGE })),
});
/**
 * One IST day: revenue (rupees) and seats of the bookings made that day on own channels and still
 * confirmed — Today's Sales' definition, day by day (today: so far, live).
 */
export const salesTrendDaySchema = z.object({ date: z.string(), revenue: z.number(), seats: count });
export const salesTrendSchema = z.object({ days: z.array(salesTrendDaySchema) });
export type SalesTrend = z.infer<typeof salesTrendSchema>;
export const salesTrendResponseSchema = envelope(salesTrendSchema);

const homeEndpoint = {
  access: 'tenant',
  errors: [400, 401, 403],
  tags: ['home'],
} as const;

/**
 * Part 1 §7: the home calls, for every account type (figures of the acting account). The MG home's
 * revenue table reads GET /mg/user/tripRevenue, declared once with the MG money calls
 * (`contractsEndpoints.tripRevenue` in contracts.ts): one source of truth for trip revenue.
 */
export const homeEndpoints = {
  summary: defineEndpoint({
    ...homeEndpoint,
    method: 'GET',
    path: FIRST_READ_PATHS.homeSummary,
    response: homeSummaryResponseSchema,
    summary: "Home: the caller, today's sales (own channels, 2-hourly snapshot) and deal expiry counts",
    description:
      "Today's sales are the bookings made today (IST) for any travel date: revenue and seats of those still confirmed, and seats cancelled today.",
  }),
  mgSummary: defineEndpoint({
    ...homeEndpoint,
    method: 'GET',
    path: FIRST_READ_PATHS.mgSummary,
    response: mgHomeSummaryResponseSchema,
    summary: "MG home summary: today's revenue, seats sold and cancelled seats (2-hourly snapshot)",
    description:
      'Bookings made today (IST) for any travel date, as GET /user/; the trip revenue rows count by travel date instead.',
  }),
  salesTrend: defineEndpoint({
    ...homeEndpoint,
    method: 'GET',
    path: '/user/salesTrend',
    query: salesTrendQuerySchema,
    response: salesTrendResponseSchema,
    summary: 'Home: sales per IST day of the last 7 or 30 days (oldest first, today included)',
    description:
      "Each day: revenue and seats of the bookings made that day on own channels that are still confirmed (Today's Sales, day by day). Days without sales are 0.",
  }),
  actions: defineEndpoint({
    ...homeEndpoint,
    method: 'GET',
    path: '/user/actions',
    response: homeActionsResponseSchema,
    summary: 'Home: what needs the operator now, by business model (only kinds with something to do)',
    description:
      'Cab: trips within 2 hours without a driver (with a free recent driver to assign in one tap), trips of the week past their contract. MG: contracts expired or ending, the week just closed, low ratings, claims waiting. GDS: deals ending this week, KYC left, wallet below the alert. Electric: wallet below the alert. Live (not the 2-hourly snapshot).',
  }),
};

/** The 7 business dates of the MG table, oldest first, ending today (IST). */
export function lastSevenDays(todayIst: string): string[] {
  return Array.from({ length: MG_REVENUE_DAYS }, (_, i) =>
    addDaysToDate(todayIst, i - (MG_REVENUE_DAYS - 1)),
  );
}

export interface DailyRevenue {
  date: string;
  seatsSold: number;
  revenue: number;
}

/**
 * Rows of /user/tripRevenue → one line per day of the last 7 days (oldest first; days without
 * trips show 0). Rows outside the window are dropped (§7: filtered on the client to the last 7 days).
 */
export function dailyRevenue(rows: readonly RevenueRow[], todayIst: string): DailyRevenue[] {
  const days = lastSevenDays(todayIst);
  const list: DailyRevenue[] = days.map((date) => ({ date, seatsSold: 0, revenue: 0 }));
  const byDay = new Map(list.map((d) => [d.date, d]));
  for (const row of rows) {
    const day = byDay.get(row.tripDate.slice(0, 10));
    if (!day) continue;
    day.seatsSold += row.seatsSold;
    day.revenue = Math.round((day.revenue + row.revenue) * 100) / 100;
  }
  return list;
}
