import { addDaysToDate, istDateOf, type DealType, type DiscountType, type Weekday } from '@oc/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { countCampaigns, listActiveServices } from '../../modules/deals/deals.repository';
import { createCampaign } from '../../modules/deals/deals.service';
import type { DbOrTx } from '../client';
import { accounts, bookings, campaignServices, campaigns, trips } from '../schema';

type Phase = 'ACTIVE' | 'INACTIVE' | 'ABOUT_TO_EXPIRE' | 'EXPIRED';

interface DemoDeal {
  type: DealType;
  phase: Phase;
  discountType: DiscountType;
  /** Rupees for ABSOLUTE, percent for PERCENTAGE. */
  discountValue: number;
  maxDiscount?: number;
  minSeatValue: number;
  /** Start and end relative to today (IST), in days. */
  from: number;
  to: number;
  days: Weekday[];
  /** Exclusion dates relative to today. */
  excluded?: number[];
  services: number;
  stopDealAtSeatCount?: number;
  stopDealDaysBefore?: number;
  startDealHoursBefore?: number;
  startDealBelowOccupancy?: number;
  stopDealAtOccupancy?: number;
}

const ALL: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const WEEKDAYS_ONLY: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const WEEKEND: Weekday[] = ['FRI', 'SAT', 'SUN'];

/** Every state (active, inactive, about to expire, expired) of every offer type, oldest first. */
const DEMO_DEALS: DemoDeal[] = [
  // Expired
  {
    type: 'CUSTOM',
    phase: 'EXPIRED',
    discountType: 'ABSOLUTE',
    discountValue: 100,
    minSeatValue: 400,
    from: -60,
    to: -31,
    days: ALL,
    services: 2,
  },
  {
    type: 'EARLYBIRD',
    phase: 'EXPIRED',
    discountType: 'PERCENTAGE',
    discountValue: 15,
    maxDiscount: 150,
    minSeatValue: 500,
    from: -45,
    to: -12,
    days: WEEKDAYS_ONLY,
    services: 3,
    stopDealAtSeatCount: 20,
    stopDealDaysBefore: 3,
  },
  {
    type: 'LASTMINUTE',
    phase: 'EXPIRED',
    discountType: 'ABSOLUTE',
    discountValue: 75,
    minSeatValue: 300,
    from: -30,
    to: -2,
    days: WEEKEND,
    services: 1,
    startDealHoursBefore: 6,
    startDealBelowOccupancy: 60,
    stopDealAtOccupancy: 85,
  },
  // Inactive (switched off, still running)
  {
    type: 'CUSTOM',
    phase: 'INACTIVE',
    discountType: 'PERCENTAGE',
    discountValue: 10,
    maxDiscount: 80,
    minSeatValue: 350,
    from: -10,
    to: 25,
    days: ALL,
    services: 2,
  },
  {
    type: 'EARLYBIRD',
    phase: 'INACTIVE',
    discountType: 'ABSOLUTE',
    discountValue: 120,
    minSeatValue: 600,
    from: -7,
    to: 40,
    days: ALL,
    services: 1,
    stopDealDaysBefore: 5,
  },
  {
    type: 'LASTMINUTE',
    phase: 'INACTIVE',
    discountType: 'PERCENTAGE',
    discountValue: 20,
    maxDiscount: 200,
    minSeatValue: 450,
    from: -3,
    to: 20,
    days: WEEKDAYS_ONLY,
    services: 2,
    startDealHoursBefore: 4,
  },
  // About to expire (ends within 3 days)
  {
    type: 'CUSTOM',
    phase: 'ABOUT_TO_EXPIRE',
    discountType: 'ABSOLUTE',
    discountValue: 50,
    minSeatValue: 250,
    from: -20,
    to: 1,
    days: ALL,
    services: 3,
  },
  {
    type: 'EARLYBIRD',
    phase: 'ABOUT_TO_EXPIRE',
    discountType: 'PERCENTAGE',
    discountValue: 12,
    maxDiscount: 100,
    minSeatValue: 500,
    from: -25,
    to: 2,
    days: ALL,
    services: 2,
    stopDealAtSeatCount: 15,
  },
  {
    type: 'LASTMINUTE',
    phase: 'ABOUT_TO_EXPIRE',
    discountType: 'ABSOLUTE',
    discountValue: 60,
    minSeatValue: 300,
    from: -14,
    to: 3,
    days: WEEKEND,
    services: 1,
    startDealHoursBefore: 8,
    stopDealAtOccupancy: 90,
  },
  // Active
  {
    type: 'CUSTOM',
    phase: 'ACTIVE',
    discountType: 'ABSOLUTE',
    discountValue: 150,
    minSeatValue: 700,
    from: -5,
    to: 30,
    days: ALL,
    excluded: [7, 14],
    services: 3,
  },
  {
    type: 'EARLYBIRD',
    phase: 'ACTIVE',
    discountType: 'PERCENTAGE',
    discountValue: 18,
    maxDiscount: 250,
    minSeatValue: 800,
    from: -2,
    to: 60,
    days: ALL,
    services: 2,
    stopDealAtSeatCount: 25,
    stopDealDaysBefore: 2,
  },
  {
    type: 'LASTMINUTE',
    phase: 'ACTIVE',
    discountType: 'PERCENTAGE',
    discountValue: 25,
    maxDiscount: 300,
    minSeatValue: 400,
    from: 3,
    to: 45,
    days: ALL,
    excluded: [10],
    services: 2,
    startDealHoursBefore: 12,
    startDealBelowOccupancy: 50,
    stopDealAtOccupancy: 80,
  },
];

/**
 * Demo campaigns for every OPERATOR account that has services and no campaigns yet: every state
 * (active, inactive, about to expire, expired) of every offer type, plus one renewal of an expired
 * deal. Dates are relative to `now` (IST), so the states hold whenever the demo is seeded.
 */
export async function seedDemoDeals(tx: DbOrTx, opts: { now: Date }): Promise<void> {
  const today = istDateOf(opts.now);
  const operatorAccounts = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.type, 'OPERATOR'))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));

  for (const account of operatorAccounts) {
    const services = await listActiveServices(tx, account.id);
    if (services.length === 0 || (await countCampaigns(tx, account.id)) > 0) continue;
    const pick = (offset: number, n: number) =>
      Array.from(
        { length: Math.min(n, services.length) },
        (_, k) => services[(offset + k) % services.length]?.id ?? '',
      );

    let firstExpired: { id: string; index: number } | undefined;
    for (const [index, deal] of DEMO_DEALS.entries()) {
      const createdAt = new Date(opts.now.getTime() - (DEMO_DEALS.length - index + 1) * 3 * 86_400_000);
      const startDate = addDaysToDate(today, deal.from);
      const endDate = addDaysToDate(today, deal.to);
      const percentage = deal.discountType === 'PERCENTAGE';
      const campaign = await createCampaign(
        tx,
        {
          accountId: account.id,
          type: deal.type,
          discountType: deal.discountType,
          discountValue: percentage ? deal.discountValue : deal.discountValue * 100,
          minSeatValuePaise: deal.minSeatValue * 100,
          maxDiscountPaise: percentage ? (deal.maxDiscount ?? 100) * 100 : null,
          stopDealAtSeatCount: deal.stopDealAtSeatCount ?? null,
          stopDealDaysBefore: deal.stopDealDaysBefore ?? null,
          startDealHoursBefore: deal.startDealHoursBefore ?? null,
          startDealBelowOccupancy: deal.startDealBelowOccupancy ?? null,
          stopDealAtOccupancy: deal.stopDealAtOccupancy ?? null,
          startDate,
          endDate,
          applicableDays: deal.days,
          exclusionDates: (deal.excluded ?? []).map((d) => addDaysToDate(today, d)),
          status: deal.phase === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
          createdByName: account.name,
          createdAt,
          updatedAt: createdAt,
        },
        pick(index, deal.services),
      );
      if (deal.phase === 'EXPIRED' && !firstExpired) firstExpired = { id: campaign.id, index };
    }

    // The first expired deal was renewed for the coming weeks.
    const renewedFrom = firstExpired;
    const source = renewedFrom ? DEMO_DEALS[renewedFrom.index] : undefined;
    if (renewedFrom && source) {
      const createdAt = new Date(opts.now.getTime() - 86_400_000);
      await createCampaign(
        tx,
        {
          accountId: account.id,
          type: source.type,
          discountType: source.discountType,
          discountValue:
            source.discountType === 'PERCENTAGE' ? source.discountValue : source.discountValue * 100,
          minSeatValuePaise: source.minSeatValue * 100,
          maxDiscountPaise: source.discountType === 'PERCENTAGE' ? (source.maxDiscount ?? 100) * 100 : null,
          startDate: addDaysToDate(today, 1),
          endDate: addDaysToDate(today, 31),
          applicableDays: source.days,
          exclusionDates: [],
          status: 'ACTIVE',
          renewedFromId: renewedFrom.id,
          createdByName: account.name,
          createdAt,
          updatedAt: createdAt,
        },
        pick(renewedFrom.index, source.services),
      );
    }
    await attributeDemoBookings(tx, account.id);
  }
}

/**
 * The booking system's record of deals (issue 41's deal performance): one in three own-channel
 * bookings made while a deal ran, on its services and at its minimum seat value, was sold under
 * it, with the deal's discount — per seat for ABSOLUTE, the percentage of the fare up to the cap
 * per seat for PERCENTAGE.
 */
async function attributeDemoBookings(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`
    update ${bookings} b
    set campaign_id = c.id,
        discount_paise = case when c.discount_type = 'ABSOLUTE' then c.discount_value * b.seats
          else least(round(b.fare_paise * c.discount_value / 100.0), c.max_discount_paise * b.seats)::int end
    from ${campaigns} c, ${trips} t, ${campaignServices} cs
    where c.account_id = ${accountId} and b.account_id = c.account_id
      and t.account_id = b.account_id and t.id = b.trip_id
      and cs.account_id = c.account_id and cs.campaign_id = c.id and cs.service_id = t.service_id
      and b.campaign_id is null and b.channel in ('WEB', 'APP')
      and (b.booked_at at time zone 'Asia/Kolkata')::date between c.start_date and c.end_date
      and b.fare_paise >= c.min_seat_value_paise * b.seats
      and abs(hashtext(b.pnr)) % 3 = 0`);
}
