import { defineMessages } from '../messages';

/** The cab fleet payment summary (contract fleet.ts). */
export const FLEET_API_MESSAGES = defineMessages({
  notStarted: { id: 'api.fleet.notStarted', defaultMessage: 'Trip Not Started' },
  contractInvalid: { id: 'api.fleet.contractInvalid', defaultMessage: 'Contract Invalid' },
  contactAdmin: { id: 'api.fleet.contactAdmin', defaultMessage: 'Contact Admin team for Assistance' },
  noDriver: { id: 'api.fleet.noDriver', defaultMessage: 'No driver recorded' },
  noDriverReason: {
    id: 'api.fleet.noDriverReason',
    defaultMessage:
      'This trip started without a driver on record, so it is not counted as earnings. Contact Admin team for Assistance.',
  },
  noTrips: { id: 'api.fleet.noTrips', defaultMessage: 'No Trips Assigned' },
  tripsNotFound: { id: 'api.fleet.tripsNotFound', defaultMessage: 'Trips Not Found' },
  selectDate: { id: 'api.fleet.selectDate', defaultMessage: 'Select Date' },
  bothDates: { id: 'api.fleet.bothDates', defaultMessage: 'Send both fromDate and toDate, or neither' },
  rangeTooLong: { id: 'api.fleet.rangeTooLong', defaultMessage: 'The date range may be at most {days} days' },
  routeTypeOneOf: { id: 'api.fleet.routeTypeOneOf', defaultMessage: 'routeType must be INTER or INTRA' },
  columnRoute: { id: 'api.fleet.columnRoute', defaultMessage: 'Route' },
  columnTripId: { id: 'api.fleet.columnTripId', defaultMessage: 'Trip ID' },
  columnStart: { id: 'api.fleet.columnStart', defaultMessage: 'Start Time & Date' },
  columnAmount: { id: 'api.fleet.columnAmount', defaultMessage: 'Amount (₹)' },
  columnAmountStatus: { id: 'api.fleet.columnAmountStatus', defaultMessage: 'Amount status' },
  columnAssetType: { id: 'api.fleet.columnAssetType', defaultMessage: 'Asset Type' },
  columnRouteType: { id: 'api.fleet.columnRouteType', defaultMessage: 'Route Type' },
  featureFleetPaymentSummary: {
    id: 'api.fleet.featureFleetPaymentSummary',
    defaultMessage: 'Fleet Payment Summary',
  },
});
