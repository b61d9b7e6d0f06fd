import { defineMessages } from '../messages';

/** Deals and campaigns (modules/deals, contract deals.ts). */
export const DEALS_API_MESSAGES = defineMessages({
  serviceInactive: { id: 'api.deals.serviceInactive', defaultMessage: 'This service is no longer active' },
  campaignNotFound: { id: 'api.deals.campaignNotFound', defaultMessage: 'Campaign not found' },
  expiredNoSwitch: {
    id: 'api.deals.expiredNoSwitch',
    defaultMessage: 'This campaign has expired and cannot be switched on or off',
  },
  expiredNoExtend: {
    id: 'api.deals.expiredNoExtend',
    defaultMessage: 'This campaign has expired; renew it instead',
  },
  noActiveServices: {
    id: 'api.deals.noActiveServices',
    defaultMessage: "None of this campaign's services is active any more",
  },
  offerTypeRequired: { id: 'api.deals.offerTypeRequired', defaultMessage: 'Choose an offer type' },
  typeCustom: { id: 'api.deals.typeCustom', defaultMessage: 'Custom Offer' },
  typeEarlyBird: { id: 'api.deals.typeEarlyBird', defaultMessage: 'Early Bird Offer' },
  typeLastMinute: { id: 'api.deals.typeLastMinute', defaultMessage: 'Last Min Deal' },
  discountTypeRequired: { id: 'api.deals.discountTypeRequired', defaultMessage: 'Choose Flat or Percentage' },
  discountFlat: { id: 'api.deals.discountFlat', defaultMessage: 'Flat' },
  discountPercentage: { id: 'api.deals.discountPercentage', defaultMessage: 'Percentage' },
  statusOneOf: { id: 'api.deals.statusOneOf', defaultMessage: 'Status is ACTIVE or INACTIVE' },
  daysOneOf: { id: 'api.deals.daysOneOf', defaultMessage: 'Days are MON, TUE, WED, THU, FRI, SAT or SUN' },
  flatRange: { id: 'api.deals.flatRange', defaultMessage: 'Flat Discount amount Ranges from 50 to 1000' },
  percentRange: { id: 'api.deals.percentRange', defaultMessage: 'Discount Percentage Ranges from 5 to 100' },
  maxDiscountRange: {
    id: 'api.deals.maxDiscountRange',
    defaultMessage: 'Maximum Discount Ranges from 50 to 1000',
  },
  minSeatPriceRange: {
    id: 'api.deals.minSeatPriceRange',
    defaultMessage: 'Minimum value of Seat Price Ranges from 50 to 1000',
  },
  startRequired: { id: 'api.deals.startRequired', defaultMessage: 'Start Date is Required' },
  endRequired: { id: 'api.deals.endRequired', defaultMessage: 'End Date is Required' },
  activeDayRequired: { id: 'api.deals.activeDayRequired', defaultMessage: 'Active Day is Required' },
  occupancyMax: { id: 'api.deals.occupancyMax', defaultMessage: 'occupancy cannot be greater than 100' },
  stopOfferMax: { id: 'api.deals.stopOfferMax', defaultMessage: 'stopOffer cannot be greater than 100' },
  startAfterToday: { id: 'api.deals.startAfterToday', defaultMessage: 'Start date must be after today' },
  endAfterToday: { id: 'api.deals.endAfterToday', defaultMessage: 'End date must be after today' },
  endBeforeStart: { id: 'api.deals.endBeforeStart', defaultMessage: 'End date cannot be before start date' },
  endWithinYear: {
    id: 'api.deals.endWithinYear',
    defaultMessage: 'End date must be within a year of the start date',
  },
  exclusionOutside: {
    id: 'api.deals.exclusionOutside',
    defaultMessage: 'Exclusion dates must lie between the start and end date',
  },
  servicesRequired: { id: 'api.deals.servicesRequired', defaultMessage: 'Select at least one service' },
  servicesMax: { id: 'api.deals.servicesMax', defaultMessage: 'Select at most {max} services' },
  exclusionMax: { id: 'api.deals.exclusionMax', defaultMessage: 'At most {max} exclusion dates' },
  invalidDate: { id: 'api.deals.invalidDate', defaultMessage: 'Enter a valid date' },
  wholeNumber: { id: 'api.deals.wholeNumber', defaultMessage: 'Enter a whole number' },
  activeDayOnce: { id: 'api.deals.activeDayOnce', defaultMessage: 'Each active day can be chosen only once' },
  occupancyMin: { id: 'api.deals.occupancyMin', defaultMessage: 'Occupancy must be at least 1' },
  stopAboveStart: {
    id: 'api.deals.stopAboveStart',
    defaultMessage: 'Stop at occupancy must be above the start occupancy',
  },
  seatCountRange: { id: 'api.deals.seatCountRange', defaultMessage: 'Seat count must be between 1 and 100' },
  daysBeforeRange: {
    id: 'api.deals.daysBeforeRange',
    defaultMessage: 'Days before departure must be between 1 and 365',
  },
  hoursBeforeRange: {
    id: 'api.deals.hoursBeforeRange',
    defaultMessage: 'Hours before departure must be between 1 and 168',
  },
  earlyBirdNeedsStop: {
    id: 'api.deals.earlyBirdNeedsStop',
    defaultMessage: 'Early Bird Offer needs a seat count or days before departure to stop at',
  },
  lastMinuteNeedsStart: {
    id: 'api.deals.lastMinuteNeedsStart',
    defaultMessage: 'Last Min Deal needs the hours before departure it starts at',
  },
  newDealActive: { id: 'api.deals.newDealActive', defaultMessage: "A new deal's status is ACTIVE" },
  statusOrEndDate: {
    id: 'api.deals.statusOrEndDate',
    defaultMessage: 'Send either status (switch on/off) or endDate (extend), not both',
  },
  newEndAfterCurrent: {
    id: 'api.deals.newEndAfterCurrent',
    defaultMessage: 'New end date must be after the current end date',
  },
  renewCampaignRequired: {
    id: 'api.deals.renewCampaignRequired',
    defaultMessage: 'Choose the campaign to renew',
  },
  conditionNotForType: {
    id: 'api.deals.conditionNotForType',
    defaultMessage: '{condition} applies only to {dealType}',
  },
  conditionStopAfterSeats: {
    id: 'api.deals.conditionStopAfterSeats',
    defaultMessage: 'Stop after seats sold',
  },
  conditionStopDaysBefore: {
    id: 'api.deals.conditionStopDaysBefore',
    defaultMessage: 'Stop days before departure',
  },
  conditionStartHoursBefore: {
    id: 'api.deals.conditionStartHoursBefore',
    defaultMessage: 'Start hours before departure',
  },
  conditionOnlyBelowOccupancy: {
    id: 'api.deals.conditionOnlyBelowOccupancy',
    defaultMessage: 'Only while occupancy below',
  },
  conditionStopAtOccupancy: { id: 'api.deals.conditionStopAtOccupancy', defaultMessage: 'Stop at occupancy' },
  featureDeals: { id: 'api.deals.featureDeals', defaultMessage: 'Deals' },
});
