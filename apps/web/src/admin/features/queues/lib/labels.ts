import type { KycDocumentName } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/** A KYC document as the operator's KYC screen names it (abbreviations keep their capitals). */
export const KYC_DOCUMENT_LABELS: Record<KycDocumentName, Message> = defineMessages({
  PAN: { id: 'admin.queues.kycDocument.pan', defaultMessage: 'PAN' },
  AADHAR: { id: 'admin.queues.kycDocument.aadhar', defaultMessage: 'Aadhar' },
  GSTIN: { id: 'admin.queues.kycDocument.gstin', defaultMessage: 'GSTIN' },
  MSME: { id: 'admin.queues.kycDocument.msme', defaultMessage: 'MSME' },
});
