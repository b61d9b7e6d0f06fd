import { defineMessages } from '../messages';

/** Cab trips, drivers and calls (modules/cab, contract cab.ts). */
export const CAB_API_MESSAGES = defineMessages({
  tripNotFound: { id: 'api.cab.tripNotFound', defaultMessage: 'Trip not found' },
  windowClosed: {
    id: 'api.cab.windowClosed',
    defaultMessage: 'The trip started more than 4 hours ago; its driver can no longer be changed.',
  },
  noDriver: { id: 'api.cab.noDriver', defaultMessage: 'No driver is assigned to this trip.' },
  alreadySent: {
    id: 'api.cab.alreadySent',
    defaultMessage: 'The driver has already been sent this assignment.',
  },
  wrongEvent: { id: 'api.cab.wrongEvent', defaultMessage: 'This assignment calls for the {event} message.' },
  messageFailed: {
    id: 'api.cab.messageFailed',
    defaultMessage: 'The message could not be sent to the driver. Please try again.',
  },
  notYourNumber: {
    id: 'api.cab.notYourNumber',
    defaultMessage: 'Calls are placed from your own number only.',
  },
  notOnTrip: {
    id: 'api.cab.notOnTrip',
    defaultMessage: 'This passenger, marshal or driver is not on your trips.',
  },
  callWindowClosed: {
    id: 'api.cab.callWindowClosed',
    defaultMessage: 'Calls to this trip are no longer possible: it started more than 4 hours ago.',
  },
  tooManyCalls: {
    id: 'api.cab.tooManyCalls',
    defaultMessage: 'Too many calls. Please wait {wait} before calling again.',
  },
  callFailed: { id: 'api.cab.callFailed', defaultMessage: 'The call could not be placed. Please try again.' },
  routeInter: { id: 'api.cab.routeInter', defaultMessage: 'Intercity' },
  routeIntra: { id: 'api.cab.routeIntra', defaultMessage: 'Intracity' },
  max60: { id: 'api.cab.max60', defaultMessage: 'At most 60 characters' },
  maskedNumber: { id: 'api.cab.maskedNumber', defaultMessage: 'a masked number' },
  marshalNa: { id: 'api.cab.marshalNa', defaultMessage: 'Marshal Details: N.A' },
  passengersUnderMarshal: {
    id: 'api.cab.passengersUnderMarshal',
    defaultMessage: 'Passengers under marshal {name}',
  },
  epochRange: {
    id: 'api.cab.epochRange',
    defaultMessage: '{field} must be a time in epoch milliseconds between 1970 and 2100',
  },
  epoch: { id: 'api.cab.epoch', defaultMessage: '{field} must be a time in epoch milliseconds' },
  max40: { id: 'api.cab.max40', defaultMessage: 'At most 40 characters' },
  toBeforeFrom: {
    id: 'api.cab.toBeforeFrom',
    defaultMessage: 'The to date must not be before the from date',
  },
  max64: { id: 'api.cab.max64', defaultMessage: 'At most 64 characters' },
  tripIdRequired: { id: 'api.cab.tripIdRequired', defaultMessage: 'tripId is required' },
  invalidMobile: { id: 'api.cab.invalidMobile', defaultMessage: 'Invalid mobile number' },
  driverNameRequired: { id: 'api.cab.driverNameRequired', defaultMessage: 'Driver name is required' },
  rcRequired: { id: 'api.cab.rcRequired', defaultMessage: 'RC number is required' },
  driverNameLetters: {
    id: 'api.cab.driverNameLetters',
    defaultMessage: 'Driver name may contain only letters and spaces',
  },
  driverNameLong: {
    id: 'api.cab.driverNameLong',
    defaultMessage: 'Driver name may be at most 30 characters',
  },
  rcLettersDigits: {
    id: 'api.cab.rcLettersDigits',
    defaultMessage: 'RC number may contain only letters and digits',
  },
  rcLong: { id: 'api.cab.rcLong', defaultMessage: 'RC number may be at most 10 characters' },
  callSuccess: { id: 'api.cab.callSuccess', defaultMessage: 'call success' },
  callToast: {
    id: 'api.cab.callToast',
    defaultMessage: 'Call initiated successfully! You will receive a connecting call soon',
  },
  phoneDigits: { id: 'api.cab.phoneDigits', defaultMessage: '{field} must be a 10-digit mobile number' },
  fieldRequired: { id: 'api.cab.fieldRequired', defaultMessage: '{field} is required' },
  busHostIdRequired: { id: 'api.cab.busHostIdRequired', defaultMessage: 'busHostId is required' },
  roleOneOf: { id: 'api.cab.roleOneOf', defaultMessage: 'role must be PASSENGER, MARSHAL or DRIVER' },
  featureTrips: { id: 'api.cab.featureTrips', defaultMessage: 'Trips' },
});
