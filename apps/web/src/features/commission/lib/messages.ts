import { defineMessages } from '@oc/i18n';

/** The texts more than one commission or fare screen shows: one id per text. */
export const PRICING_TEXTS = defineMessages({
  bulkUpdate: { id: 'commission.pricing.bulkUpdate', defaultMessage: 'Bulk Update' },
  globalCommission: { id: 'commission.global.title', defaultMessage: 'Global Commission' },
  seatLimit: { id: 'commission.field.seatLimit', defaultMessage: 'Seat Limit' },
  commissionPercent: { id: 'commission.field.commissionPercent', defaultMessage: 'Commission (%)' },
  /** The placeholder of a seat limit or a commission. */
  range5to100: { id: 'commission.field.range5to100', defaultMessage: '5 to 100' },
  /** The placeholder of a fare. */
  fareRange: { id: 'commission.field.fareRange', defaultMessage: '50 to 3,000' },
  fallbackSeater: { id: 'commission.field.fallbackSeater', defaultMessage: 'Fallback Fare Seater (₹)' },
  fallbackSleeper: { id: 'commission.field.fallbackSleeper', defaultMessage: 'Fallback Fare Sleeper (₹)' },
  seater: { id: 'commission.seat.seater', defaultMessage: 'Seater' },
  sleeper: { id: 'commission.seat.sleeper', defaultMessage: 'Sleeper' },
});

/**
 * The contract's texts (COMMISSION_MESSAGES) these screens choose to show themselves, in toasts,
 * badges and messages: the same English (lib/messages.test.ts checks it), translatable here.
 */
export const COMMISSION_TEXTS = defineMessages({
  selectCities: {
    id: 'commission.filters.selectCities',
    defaultMessage: 'Please select both from and to City',
  },
  globalUpdated: { id: 'commission.global.updated', defaultMessage: 'Global Commission Updated' },
  globalUpdateFailed: {
    id: 'commission.global.updateFailed',
    defaultMessage: 'Something went while updating',
  },
  valuesUpdated: { id: 'commission.pricing.valuesUpdated', defaultMessage: 'Values Updated' },
  updateEmpty: { id: 'commission.pricing.updateEmpty', defaultMessage: 'Something Went Wrong' },
  userNotFound: { id: 'commission.global.userNotFound', defaultMessage: 'User not found' },
});
