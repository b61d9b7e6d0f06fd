import {
  WEEKDAYS,
  type Campaign,
  type CampaignService,
  type DealType,
  type OperatorDeal,
  type Weekday,
} from '@oc/contract';
import { defineMessages, type Formatter } from '@oc/i18n';
import { currentIntl } from '../../../i18n/language';
import { formatInr, formatShortDate } from '../../../lib/format';
import { CONDITION_LINES, DEALS_TEXT, DEAL_TYPE_MESSAGES, WEEKDAY_MESSAGES } from './messages';

/**
 * The deals screens' words for a campaign and a deal. Each takes the formatter of the page's
 * language (a component passes its `useIntl()`; the default is the page's current one).
 */

const TEXT = defineMessages({
  route: { id: 'deals.route', defaultMessage: '{from} to {to}' },
  days: { id: 'deals.days.count', defaultMessage: '{count, plural, one {# Day} other {# Days}}' },
  seatNoDiscount: {
    id: 'deals.fare.seatNoDiscount',
    defaultMessage: 'A {fare} seat is below the minimum seat price: no discount',
  },
  berthNoDiscount: {
    id: 'deals.fare.berthNoDiscount',
    defaultMessage: 'A {fare} berth is below the minimum seat price: no discount',
  },
  seatDiscount: {
    id: 'deals.fare.seatDiscount',
    defaultMessage: '{fare} seat → {final} with {discount} off',
  },
  berthDiscount: {
    id: 'deals.fare.berthDiscount',
    defaultMessage: '{fare} berth → {final} with {discount} off',
  },
  seatDiscountCapped: {
    id: 'deals.fare.seatDiscountCapped',
    defaultMessage: '{fare} seat → {final} with {discount} off, capped at the max discount',
  },
  berthDiscountCapped: {
    id: 'deals.fare.berthDiscountCapped',
    defaultMessage: '{fare} berth → {final} with {discount} off, capped at the max discount',
  },
  occupancyNote: {
    id: 'deals.occupancyNote',
    defaultMessage: 'Note: Offers may apply beyond the defined ±10% occupancy.',
  },
  nextMonth: { id: 'deals.calendar.nextMonth', defaultMessage: 'Next month' },
  previousMonth: { id: 'deals.calendar.previousMonth', defaultMessage: 'Previous month' },
  nextYear: { id: 'deals.calendar.nextYear', defaultMessage: 'Next year' },
  previousYear: { id: 'deals.calendar.previousYear', defaultMessage: 'Previous year' },
});

/** 'DD/MM/YY - DD/MM/YY' (the deals list format). */
export function dateRange(campaign: Pick<Campaign, 'startDate' | 'endDate'>): string {
  return `${formatShortDate(campaign.startDate)} - ${formatShortDate(campaign.endDate)}`;
}

/** The offer name: 'Custom Offer', 'Early Bird Offer', 'Last Min Deal'. */
export function offerName(type: DealType, intl: Formatter = currentIntl()): string {
  return intl.formatMessage(DEAL_TYPE_MESSAGES[type]);
}

/** 'Delhi to Manali' of a service. */
export function routeText(
  service: Pick<CampaignService, 'fromCityName' | 'toCityName'>,
  intl: Formatter = currentIntl(),
): string {
  return intl.formatMessage(TEXT.route, { from: service.fromCityName, to: service.toCityName });
}

/** The first service as 'from city to to city' and the '+N' count of the others (null when none). */
export function servicesSummary(
  campaign: Pick<Campaign, 'serviceName'>,
  intl: Formatter = currentIntl(),
): { route: string; more: number } {
  const firstService = campaign.serviceName[0];
  return {
    route: firstService ? routeText(firstService, intl) : intl.formatMessage(DEALS_TEXT.noServices),
    more: Math.max(0, campaign.serviceName.length - 1),
  };
}

/** 'N Days' / '1 Day'. */
export function daysText(count: number, intl: Formatter = currentIntl()): string {
  return intl.formatMessage(TEXT.days, { count });
}

/** Active days: 'All days', 'None', or the days in week order ('Fri, Sat, Sun'). */
export function weekdaysText(days: readonly Weekday[], intl: Formatter = currentIntl()): string {
  if (days.length === 0) return intl.formatMessage(DEALS_TEXT.none);
  if (WEEKDAYS.every((d) => days.includes(d))) return intl.formatMessage(DEALS_TEXT.allDays);
  return WEEKDAYS.filter((d) => days.includes(d))
    .map((d) => intl.formatMessage(WEEKDAY_MESSAGES[d]))
    .join(', ');
}

/**
 * What a deal does to one seat: '₹800 seat → ₹720 with ₹80 off', or 'A ₹260 seat is below the
 * minimum seat price: no discount' (the review step and the deal detail say it the same way).
 */
export function farePreviewLine(
  preview: { applies: boolean; baseFare: number; finalFare: number; discount: number },
  seat: 'seat' | 'berth',
  capped = false,
  intl: Formatter = currentIntl(),
): string {
  const berth = seat === 'berth';
  if (!preview.applies)
    return intl.formatMessage(berth ? TEXT.berthNoDiscount : TEXT.seatNoDiscount, {
      fare: formatInr(preview.baseFare),
    });
  const message = capped
    ? berth
      ? TEXT.berthDiscountCapped
      : TEXT.seatDiscountCapped
    : berth
      ? TEXT.berthDiscount
      : TEXT.seatDiscount;
  return intl.formatMessage(message, {
    fare: formatInr(preview.baseFare),
    final: formatInr(preview.finalFare),
    discount: formatInr(preview.discount),
  });
}

/** The deal conditions in words, one line each (empty for a Custom Offer). */
export function conditionLines(deal: OperatorDeal, intl: Formatter = currentIntl()): string[] {
  const lines: string[] = [];
  if (deal.stopDealAtSeatCount)
    lines.push(intl.formatMessage(CONDITION_LINES.stopAfterSeats, { count: deal.stopDealAtSeatCount.gte }));
  if (deal.stopDealTime != null)
    lines.push(intl.formatMessage(CONDITION_LINES.stopDaysBefore, { count: deal.stopDealTime }));
  if (deal.startDealTime != null)
    lines.push(intl.formatMessage(CONDITION_LINES.startHoursBefore, { count: deal.startDealTime }));
  if (deal.startDealAtOccupancy)
    lines.push(
      intl.formatMessage(CONDITION_LINES.onlyBelowOccupancy, { percent: deal.startDealAtOccupancy.lte }),
    );
  if (deal.stopDealAtOccupancy)
    lines.push(
      intl.formatMessage(CONDITION_LINES.stopAtOccupancy, { percent: deal.stopDealAtOccupancy.gte }),
    );
  return lines;
}

/** The ±10 % occupancy note of part 1 §2. */
export const OCCUPANCY_NOTE = TEXT.occupancyNote;

/** The calendar arrows' names (screen readers, tests). */
export function calendarAriaLabels(intl: Formatter = currentIntl()) {
  return {
    nextMonth: intl.formatMessage(TEXT.nextMonth),
    previousMonth: intl.formatMessage(TEXT.previousMonth),
    nextYear: intl.formatMessage(TEXT.nextYear),
    previousYear: intl.formatMessage(TEXT.previousYear),
  };
}
