import { resolveUserType } from '../../../lib/session';

/**
 * The home query keys (one factory per feature). Every key starts with the acting business model,
 * so each model has its own cache.
 */
export const homeKeys = {
  all: () => [resolveUserType(), 'home'] as const,
  summary: () => [...homeKeys.all(), 'summary'] as const,
  mgSummary: () => [...homeKeys.all(), 'mg-summary'] as const,
  tripRevenue: () => [...homeKeys.all(), 'trip-revenue'] as const,
};
