import {
  DEAL_TYPE_LABELS,
  formatDdMmYy,
  formatInr,
  istDateOf,
  type Campaign,
  type CampaignService,
  type DealType,
  type OperatorDeal,
} from '@oc/contract';

/** Today in India Standard Time, 'YYYY-MM-DD' (the deal rules' "today"). */
export function todayIst(): string {
  return istDateOf(new Date());
}

/** 'DD-MM-YYYY' (the pickers' format) of a 'YYYY-MM-DD'. */
export function formatDdMmYyyy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d ?? ''}-${m ?? ''}-${y ?? ''}`;
}

/** 'DD/MM/YY - DD/MM/YY' (the deals list format). */
export function dateRange(campaign: Pick<Campaign, 'startDate' | 'endDate'>): string {
  return `${formatDdMmYy(campaign.startDate)} - ${formatDdMmYy(campaign.endDate)}`;
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

/** The discount in words: '₹100.00 off' or '10% off (up to ₹150.00)'. */
export function discountText(
  deal: Pick<OperatorDeal, 'discountType' | 'discountValue' | 'maxDiscount'>,
): string {
  if (deal.discountType === 'ABSOLUTE') return `${formatInr(deal.discountValue)} off`;
  const cap = deal.maxDiscount != null ? ` (up to ${formatInr(deal.maxDiscount)})` : '';
  return `${deal.discountValue}% off${cap}`;
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
