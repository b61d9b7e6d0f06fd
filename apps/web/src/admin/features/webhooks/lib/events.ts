import type { WebhookEvent } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/** Each event type's line in the form (the contract's `WEBHOOK_EVENT_DESCRIPTIONS`, in each language). */
export const WEBHOOK_EVENT_MESSAGES: Record<WebhookEvent, Message> = defineMessages({
  'deal.published': {
    id: 'admin.webhooks.event.dealPublished',
    defaultMessage: 'An operator published a deal (a new campaign, or one renewed from an old one)',
  },
  'deal.switched': {
    id: 'admin.webhooks.event.dealSwitched',
    defaultMessage: 'An operator switched a deal on or off',
  },
  'commission.updated': {
    id: 'admin.webhooks.event.commissionUpdated',
    defaultMessage: "An operator changed the global commission, or a service's commission or seat limit",
  },
  'seat-fare.updated': {
    id: 'admin.webhooks.event.seatFareUpdated',
    defaultMessage: "An operator changed a service's offline seat fares (fallback or per trip date)",
  },
  'bank-proof.uploaded': {
    id: 'admin.webhooks.event.bankProofUploaded',
    defaultMessage: 'An operator uploaded a bank proof (cancelled cheque) for review',
  },
  'reimbursement.submitted': {
    id: 'admin.webhooks.event.reimbursementSubmitted',
    defaultMessage: 'An MG operator filed a reimbursement claim with its proof',
  },
  'driver.assigned': {
    id: 'admin.webhooks.event.driverAssigned',
    defaultMessage: 'A cab operator assigned (or changed) the driver and vehicle of a trip',
  },
  'wallet.credited': {
    id: 'admin.webhooks.event.walletCredited',
    defaultMessage: "A top-up was credited to an operator's wallet",
  },
  'kyc.verified': {
    id: 'admin.webhooks.event.kycVerified',
    defaultMessage: 'A KYC document (PAN, GSTIN, MSME, Aadhaar) of an operator was verified',
  },
  'bank-proof.decided': {
    id: 'admin.webhooks.event.bankProofDecided',
    defaultMessage: 'Staff approved or rejected a bank proof',
  },
  'reimbursement.decided': {
    id: 'admin.webhooks.event.reimbursementDecided',
    defaultMessage: 'Staff approved or rejected a reimbursement claim',
  },
  'kyc.reviewed': {
    id: 'admin.webhooks.event.kycReviewed',
    defaultMessage: "Staff decided a KYC name mismatch (the document's name used, or dismissed)",
  },
  'wallet.debited': {
    id: 'admin.webhooks.event.walletDebited',
    defaultMessage: "An approved debit was taken from an operator's wallet",
  },
  'payout.published': {
    id: 'admin.webhooks.event.payoutPublished',
    defaultMessage: 'An approved payout was published with its PNR-wise report',
  },
  'week.closed': {
    id: 'admin.webhooks.event.weekClosed',
    defaultMessage: "An approved MG week close wrote the week's payment summary",
  },
});
