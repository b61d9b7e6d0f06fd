import type { CampaignStatus, DealType, DiscountType, Weekday } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/**
 * The deals screens' texts used in more than one place (one id per text). Part 1's labels that the
 * contract also holds (the offer names, 'Flat' / 'Percentage', the condition labels) are written
 * here again as messages, with the same English, so they can be shown in the page's language.
 */
export const DEALS_TEXT = defineMessages({
  /** Part 1 §8: publish answers nothing, the services do not load. */
  somethingWentWrong: { id: 'deals.error.somethingWentWrong', defaultMessage: 'Something went wrong' },
  /** Part 1 §8: campaign update or deal fetch failed. */
  somethingWentWrongLower: {
    id: 'deals.error.somethingWentWrongLower',
    defaultMessage: 'something went wrong',
  },
  tryAgain: { id: 'deals.error.tryAgain', defaultMessage: 'Please try again.' },
  back: { id: 'deals.common.back', defaultMessage: 'Back' },
  backToDeals: { id: 'deals.common.backToDeals', defaultMessage: 'Back to deals' },
  cancel: { id: 'deals.common.cancel', defaultMessage: 'Cancel' },
  done: { id: 'deals.common.done', defaultMessage: 'Done' },
  edit: { id: 'deals.common.edit', defaultMessage: 'Edit' },
  none: { id: 'deals.common.none', defaultMessage: 'None' },
  createDeal: { id: 'deals.common.createDeal', defaultMessage: 'Create Deal' },
  extendDeal: { id: 'deals.common.extendDeal', defaultMessage: 'Extend Deal' },
  renewDeal: { id: 'deals.common.renewDeal', defaultMessage: 'Renew Deal' },
  campaignCode: { id: 'deals.common.campaignCode', defaultMessage: 'Campaign Code' },
  runs: { id: 'deals.common.runs', defaultMessage: 'Runs {range}' },
  noServices: { id: 'deals.common.noServices', defaultMessage: 'No services' },
  offer: { id: 'deals.field.offer', defaultMessage: 'Offer' },
  validity: { id: 'deals.field.validity', defaultMessage: 'Validity' },
  services: { id: 'deals.field.services', defaultMessage: 'Services ({count})' },
  discountType: { id: 'deals.field.discountType', defaultMessage: 'Discount Type' },
  flatDiscount: { id: 'deals.field.flatDiscount', defaultMessage: 'Flat Discount' },
  discount: { id: 'deals.field.discount', defaultMessage: 'Discount' },
  maximumDiscount: { id: 'deals.field.maximumDiscount', defaultMessage: 'Maximum Discount' },
  minimumSeatPrice: { id: 'deals.field.minimumSeatPrice', defaultMessage: 'Minimum Seat Price' },
  dealConditions: { id: 'deals.field.dealConditions', defaultMessage: 'Deal Conditions' },
  startDate: { id: 'deals.field.startDate', defaultMessage: 'Start Date' },
  endDate: { id: 'deals.field.endDate', defaultMessage: 'End Date' },
  noOfDays: { id: 'deals.field.noOfDays', defaultMessage: 'No. of Days' },
  activeDays: { id: 'deals.field.activeDays', defaultMessage: 'Active Days' },
  exclusionDates: { id: 'deals.field.exclusionDates', defaultMessage: 'Exclusion Dates' },
  serviceName: { id: 'deals.field.serviceName', defaultMessage: 'Service Name' },
  busType: { id: 'deals.field.busType', defaultMessage: 'Bus Type' },
  startTime: { id: 'deals.field.startTime', defaultMessage: 'Start Time' },
  datePlaceholder: { id: 'deals.field.datePlaceholder', defaultMessage: 'DD-MM-YYYY' },
  allDays: { id: 'deals.days.all', defaultMessage: 'All days' },
});

/** The offer names ('Custom Offer', 'Early Bird Offer', 'Last Min Deal'), as the contract's DEAL_TYPE_LABELS. */
export const DEAL_TYPE_MESSAGES: Record<DealType, Message> = defineMessages({
  CUSTOM: { id: 'deals.offerType.custom', defaultMessage: 'Custom Offer' },
  EARLYBIRD: { id: 'deals.offerType.earlyBird', defaultMessage: 'Early Bird Offer' },
  LASTMINUTE: { id: 'deals.offerType.lastMinute', defaultMessage: 'Last Min Deal' },
});

/** 'Flat' / 'Percentage', as the contract's DISCOUNT_TYPE_LABELS. */
export const DISCOUNT_TYPE_MESSAGES: Record<DiscountType, Message> = defineMessages({
  ABSOLUTE: { id: 'deals.discountType.flat', defaultMessage: 'Flat' },
  PERCENTAGE: { id: 'deals.discountType.percentage', defaultMessage: 'Percentage' },
});

/** A campaign's state as a badge. */
export const CAMPAIGN_STATUS_MESSAGES: Record<CampaignStatus | 'EXPIRED', Message> = defineMessages({
  ACTIVE: { id: 'deals.status.active', defaultMessage: 'Active' },
  INACTIVE: { id: 'deals.status.inactive', defaultMessage: 'Inactive' },
  EXPIRED: { id: 'deals.status.expired', defaultMessage: 'Expired' },
});

/** The weekdays' short names ('Mon' … 'Sun'). */
export const WEEKDAY_MESSAGES: Record<Weekday, Message> = defineMessages({
  MON: { id: 'deals.weekday.mon', defaultMessage: 'Mon' },
  TUE: { id: 'deals.weekday.tue', defaultMessage: 'Tue' },
  WED: { id: 'deals.weekday.wed', defaultMessage: 'Wed' },
  THU: { id: 'deals.weekday.thu', defaultMessage: 'Thu' },
  FRI: { id: 'deals.weekday.fri', defaultMessage: 'Fri' },
  SAT: { id: 'deals.weekday.sat', defaultMessage: 'Sat' },
  SUN: { id: 'deals.weekday.sun', defaultMessage: 'Sun' },
});

/** The deal conditions in words, one line each (the detail and the review step). */
export const CONDITION_LINES = defineMessages({
  stopAfterSeats: {
    id: 'deals.condition.stopAfterSeats',
    defaultMessage: 'Stops after {count} seats are sold',
  },
  stopDaysBefore: {
    id: 'deals.condition.stopDaysBefore',
    defaultMessage: 'Stops {count} days before departure',
  },
  startHoursBefore: {
    id: 'deals.condition.startHoursBefore',
    defaultMessage: 'Starts {count} hours before departure',
  },
  onlyBelowOccupancy: {
    id: 'deals.condition.onlyBelowOccupancy',
    defaultMessage: 'Only while occupancy is below {percent}%',
  },
  stopAtOccupancy: { id: 'deals.condition.stopAtOccupancy', defaultMessage: 'Stops at {percent}% occupancy' },
});
