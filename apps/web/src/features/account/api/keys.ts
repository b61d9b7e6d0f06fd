import { resolveUserType } from '../../../lib/session';

/**
 * The account-profile query keys (part 2 §2 /profile). Every key starts with the acting business
 * model, so GDS and MG profiles are cached apart; the POC and bank-proof calls answer the whole
 * profile, which replaces `profileKeys.details()`.
 */
export const profileKeys = {
  all: () => [resolveUserType(), 'profile'] as const,
  details: () => [...profileKeys.all(), 'details'] as const,
  agreements: () => [...profileKeys.all(), 'agreements'] as const,
};
