import { resolveUserType } from '../../../lib/session';

/**
 * The KYC query keys (one factory per feature). Every key starts with the acting business model,
 * so each model has its own cache; invalidate `kycKeys.all()` after a document is verified.
 */
export const kycKeys = {
  all: () => [resolveUserType(), 'kyc'] as const,
  details: () => [...kycKeys.all(), 'details'] as const,
};
