import { defineMessages } from '../messages';

/** Offline commission and fares (modules/commission, contract commission.ts). */
export const COMMISSION_API_MESSAGES = defineMessages({
  noSeaterSeats: { id: 'api.commission.noSeaterSeats', defaultMessage: 'This bus has no seater seats.' },
  noSleeperSeats: { id: 'api.commission.noSleeperSeats', defaultMessage: 'This bus has no sleeper seats.' },
  pastDates: { id: 'api.commission.pastDates', defaultMessage: 'Past dates cannot be changed' },
  tripDatesAhead: {
    id: 'api.commission.tripDatesAhead',
    defaultMessage: 'Trip dates can be at most 365 days ahead',
  },
  serviceNotFound: { id: 'api.commission.serviceNotFound', defaultMessage: 'Service not found' },
  globalChanged: {
    id: 'api.commission.globalChanged',
    defaultMessage: 'The global commission was changed meanwhile. Reload it and try again.',
  },
  seatLimitRange: {
    id: 'api.commission.seatLimitRange',
    defaultMessage: 'Seat Limit Should Be In Between 5 to 100',
  },
  commissionRange: {
    id: 'api.commission.commissionRange',
    defaultMessage: 'Commission Should Be In Between 5 to 100',
  },
  fallbackRange: {
    id: 'api.commission.fallbackRange',
    defaultMessage: 'Fallback Should Be In Between 50 to 3000',
  },
  fareRange: { id: 'api.commission.fareRange', defaultMessage: 'Fare Should Be In Between 50 to 3000' },
  selectCities: { id: 'api.commission.selectCities', defaultMessage: 'Please select both from and to City' },
  globalUpdated: { id: 'api.commission.globalUpdated', defaultMessage: 'Global Commission Updated' },
  valuesUpdated: { id: 'api.commission.valuesUpdated', defaultMessage: 'Values Updated' },
  somethingWentWrong: { id: 'api.commission.somethingWentWrong', defaultMessage: 'Something Went Wrong' },
  notFound: { id: 'api.commission.notFound', defaultMessage: 'Not Found' },
  updateFailed: { id: 'api.commission.updateFailed', defaultMessage: 'Something went while updating' },
  fromBeforeToday: {
    id: 'api.commission.fromBeforeToday',
    defaultMessage: 'From date cannot be before today',
  },
  toBeforeFrom: {
    id: 'api.commission.toBeforeFrom',
    defaultMessage: 'To date must be on or after the from date',
  },
  toTooFar: {
    id: 'api.commission.toTooFar',
    defaultMessage: 'To date can be at most 14 days after the from date',
  },
  datesEpoch: { id: 'api.commission.datesEpoch', defaultMessage: 'Dates are epoch milliseconds' },
  tripDateFormat: {
    id: 'api.commission.tripDateFormat',
    defaultMessage: 'Trip dates are written YYYY-MM-DD',
  },
  serviceOnce: {
    id: 'api.commission.serviceOnce',
    defaultMessage: 'Each service can be updated only once per request',
  },
  serviceRequired: {
    id: 'api.commission.serviceRequired',
    defaultMessage: 'Choose at least one service to update',
  },
  servicesMax: { id: 'api.commission.servicesMax', defaultMessage: 'Update at most 1000 services at a time' },
  fetchedGlobal: {
    id: 'api.commission.fetchedGlobal',
    defaultMessage: 'fetechedGlobalCommission is the value you read',
  },
  featureOfflineCommission: {
    id: 'api.commission.featureOfflineCommission',
    defaultMessage: 'Offline commission',
  },
});
