import { resolveUserType } from '../../../lib/session';

/**
 * The account query keys (part 2 §2 /profile). Every key starts with the acting business model, so
 * GDS and MG accounts are cached apart. The profile itself is KYC's `kycKeys.details()` (one call,
 * GET /user/details, one key: features/kyc/api/get-user-details.ts); the POC and bank-proof calls
 * answer the whole profile, which replaces it.
 */
export const accountKeys = {
  all: () => [resolveUserType(), 'profile'] as const,
  agreements: () => [...accountKeys.all(), 'agreements'] as const,
  /** The daily digest, all of its previews (to read again). */
  digests: () => [...accountKeys.all(), 'digest'] as const,
  /** The daily digest with one channel's preview ('default': the subscribed one, else e-mail). */
  digest: (channel?: string) => [...accountKeys.digests(), channel ?? 'default'] as const,
};
