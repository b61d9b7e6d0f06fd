import { defineMessages } from '../messages';

/** The staff console's webhooks (modules/webhooks, contract webhooks.ts). */
export const WEBHOOKS_API_MESSAGES = defineMessages({
  eventDealPublished: {
    id: 'api.webhooks.eventDealPublished',
    defaultMessage: 'An operator published a deal (a new campaign, or one renewed from an old one)',
  },
  eventDealSwitched: {
    id: 'api.webhooks.eventDealSwitched',
    defaultMessage: 'An operator switched a deal on or off',
  },
  eventCommissionChanged: {
    id: 'api.webhooks.eventCommissionChanged',
    defaultMessage: "An operator changed the global commission, or a service's commission or seat limit",
  },
  eventFaresChanged: {
    id: 'api.webhooks.eventFaresChanged',
    defaultMessage: "An operator changed a service's offline seat fares (fallback or per trip date)",
  },
  eventBankProofUploaded: {
    id: 'api.webhooks.eventBankProofUploaded',
    defaultMessage: 'An operator uploaded a bank proof (cancelled cheque) for review',
  },
  eventClaimFiled: {
    id: 'api.webhooks.eventClaimFiled',
    defaultMessage: 'An MG operator filed a reimbursement claim with its proof',
  },
  eventDriverAssigned: {
    id: 'api.webhooks.eventDriverAssigned',
    defaultMessage: 'A cab operator assigned (or changed) the driver and vehicle of a trip',
  },
  eventTopUp: {
    id: 'api.webhooks.eventTopUp',
    defaultMessage: "A top-up was credited to an operator's wallet",
  },
  eventKycVerified: {
    id: 'api.webhooks.eventKycVerified',
    defaultMessage: 'A KYC document (PAN, GSTIN, MSME, Aadhaar) of an operator was verified',
  },
  eventBankProofDecided: {
    id: 'api.webhooks.eventBankProofDecided',
    defaultMessage: 'Staff approved or rejected a bank proof',
  },
  eventClaimDecided: {
    id: 'api.webhooks.eventClaimDecided',
    defaultMessage: 'Staff approved or rejected a reimbursement claim',
  },
  eventKycReviewed: {
    id: 'api.webhooks.eventKycReviewed',
    defaultMessage: "Staff decided a KYC name mismatch (the document's name used, or dismissed)",
  },
  eventWalletDebited: {
    id: 'api.webhooks.eventWalletDebited',
    defaultMessage: "An approved debit was taken from an operator's wallet",
  },
  eventPayoutPublished: {
    id: 'api.webhooks.eventPayoutPublished',
    defaultMessage: 'An approved payout was published with its PNR-wise report',
  },
  eventWeekClosed: {
    id: 'api.webhooks.eventWeekClosed',
    defaultMessage: "An approved MG week close wrote the week's payment summary",
  },
  eventOneOf: { id: 'api.webhooks.eventOneOf', defaultMessage: 'An event is one of {events}' },
  urlRequired: { id: 'api.webhooks.urlRequired', defaultMessage: 'Enter the URL the events are sent to' },
  urlInvalid: {
    id: 'api.webhooks.urlInvalid',
    defaultMessage: 'Enter a full URL that starts with {https} or {http}',
  },
  urlCredentials: {
    id: 'api.webhooks.urlCredentials',
    defaultMessage: 'Leave the user name and password out of the URL',
  },
  urlLong: { id: 'api.webhooks.urlLong', defaultMessage: 'Keep the URL under {max} characters' },
  eventsRequired: { id: 'api.webhooks.eventsRequired', defaultMessage: 'Choose at least one event' },
  eventsUnique: { id: 'api.webhooks.eventsUnique', defaultMessage: 'Name each event once' },
  invalidEndpointId: { id: 'api.webhooks.invalidEndpointId', defaultMessage: 'Not a valid endpoint id' },
  invalidDeliveryId: { id: 'api.webhooks.invalidDeliveryId', defaultMessage: 'Not a valid delivery id' },
  endpointNotFound: { id: 'api.webhooks.endpointNotFound', defaultMessage: 'Webhook endpoint not found' },
  alreadyDisabled: {
    id: 'api.webhooks.alreadyDisabled',
    defaultMessage: 'This endpoint is already disabled',
  },
  deliveryNotFound: { id: 'api.webhooks.deliveryNotFound', defaultMessage: 'Delivery not found' },
  notDead: { id: 'api.webhooks.notDead', defaultMessage: 'Only a dead delivery can be sent again' },
  endpointDisabled: {
    id: 'api.webhooks.endpointDisabled',
    defaultMessage: 'The endpoint of this delivery is disabled',
  },
});
