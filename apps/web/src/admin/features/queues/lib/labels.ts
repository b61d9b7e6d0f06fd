import type { KycDocumentName } from '@oc/contract';

/** A KYC document as the operator's KYC screen names it (abbreviations keep their capitals). */
export const KYC_DOCUMENT_LABELS: Record<KycDocumentName, string> = {
  PAN: 'PAN',
  AADHAR: 'Aadhar',
  GSTIN: 'GSTIN',
  MSME: 'MSME',
};
