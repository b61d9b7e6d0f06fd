import { resolveUserType } from '../../../lib/session';

/**
 * The shell's query keys: the caller's account in the current business model. Like every feature's
 * keys they start with the acting business model, so each model has its own cache.
 */
export const accountKeys = {
  all: () => [resolveUserType(), 'account'] as const,
  me: () => [...accountKeys.all(), 'me'] as const,
};
