import type { KycDocumentName } from '@oc/contract';
import { hideToast, showToast } from '../../../lib/toast';

/** The toast about one document: one at a time, closed once the document's issue is resolved. */
const toastId = (doc: KycDocumentName) => `kyc-${doc}`;

/** A KYC error toast (part 1 §8: provider error, empty value, anything the server refused). */
export function toastError(doc: KycDocumentName, message: string): void {
  showToast({ kind: 'error', message, id: toastId(doc) });
}

/** Closes the document's toast: a new attempt, a new value, or the document verified. */
export function clearToast(doc: KycDocumentName): void {
  hideToast(toastId(doc));
}
