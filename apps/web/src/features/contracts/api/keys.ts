import { resolveUserType } from '../../../lib/session';

/** The Services and Contracts query keys; each starts with the acting business model. */
export const contractKeys = {
  all: () => [resolveUserType(), 'services'] as const,
  services: () => [...contractKeys.all(), 'list'] as const,
};
