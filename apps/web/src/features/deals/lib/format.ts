import {
  DEAL_TYPE_LABELS,
  type Campaign,
  type CampaignService,
  type DealType,
  type OperatorDeal,
} from '@oc/contract';
import { formatInr, formatShortDate } from '../../../lib/format';

/** 'DD/MM/YY - DD/MM/YY' (the deals list format). */
export function dateRange(campaign: Pick<Campaign, 'startDate' | 'endDate'>): string {
  return `${formatShortDate(campaign.startDate)} - ${formatShortDate(campaign.endDate)}`;
}

/** The offer name: 'Custom Offer', 'Early Bird Offer', 'Last Min Deal'. */
export function offerName(type: DealType): string {
  return DEAL_TYPE_LABELS[type];
}

/** 'Delhi to Manali' of a service. */
export function routeText(service: Pick<CampaignService, 'fromCityName' | 'toCityName'>): string {
  return `${service.fromCityName} to ${service.toCityName}`;
}

/** The first service as 'from city to to city' and the '+N' count of the others (null when none). */
export function servicesSummary(campaign: Pick<Campaign, 'serviceName'>): { route: string; more: number } {
  const firstService = campaign.serviceName[0];
  return {
    route: firstService ? routeText(firstService) : 'No services',
    more: Math.max(0, campaign.serviceName.length - 1),
  };
}

/** 'N Days' / '1 Day'. */
export function daysText(count: number): string {
  return `${count} ${count === 1 ? 'Day' : 'Days'}`;
}

/**
 * What a deal does to one seat: '₹800 seat → ₹720 with ₹80 off', or 'A ₹260 seat is below the
 * minimum seat price: no discount' (the review step and the deal detail say it the same way).
 */
export function farePreviewLine(
  preview: { applies: boolean; baseFare: number; finalFare: number; discount: number },
  seat: 'seat' | 'berth',
  capped = false,
): string {
  if (!preview.applies)
    return `A ${formatInr(preview.baseFare)} ${seat} is below the minimum seat price: no discount`;
  const cap = capped ? ', capped at the max discount' : '';
  return `${formatInr(preview.baseFare)} ${seat} → ${formatInr(preview.finalFare)} with ${formatInr(preview.discount)} off${cap}`;
}

/** The deal conditions in words, one line each (empty for a Custom Offer). */
export function conditionLines(deal: OperatorDeal): string[] {
  const lines: string[] = [];
  if (deal.stopDealAtSeatCount) lines.push(`Stops after ${deal.stopDealAtSeatCount.gte} seats are sold`);
  if (deal.stopDealTime != null) lines.push(`Stops ${deal.stopDealTime} days before departure`);
  if (deal.startDealTime != null) lines.push(`Starts ${deal.startDealTime} hours before departure`);
  if (deal.startDealAtOccupancy)
    lines.push(`Only while occupancy is below ${deal.startDealAtOccupancy.lte}%`);
  if (deal.stopDealAtOccupancy) lines.push(`Stops at ${deal.stopDealAtOccupancy.gte}% occupancy`);
  return lines;
}

/** The ±10 % occupancy note of part 1 §2. */
export const OCCUPANCY_NOTE = 'Note: Offers may apply beyond the defined ±10% occupancy.';

/** The calendar arrows' names (screen readers, tests). */
export const CALENDAR_ARIA_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
} as const;
