import type { KycDocumentName } from '@oc/contract';
import type { DbDocType } from './kyc.repository';

/**
 * The spec's document names (part 1 §3: 'AADHAR') as `kyc_documents.doc_type` stores them
 * ('AADHAAR'), and back: the one place the two spellings meet.
 */
export const DB_DOC: Record<KycDocumentName, DbDocType> = {
  PAN: 'PAN',
  AADHAR: 'AADHAAR',
  GSTIN: 'GSTIN',
  MSME: 'MSME',
};

export const FROM_DB: Record<DbDocType, KycDocumentName> = {
  PAN: 'PAN',
  AADHAAR: 'AADHAR',
  GSTIN: 'GSTIN',
  MSME: 'MSME',
};
