import { resolveUserType } from '../../../lib/session';

/**
 * The deals query keys (one factory per feature). Every key starts with the acting business model,
 * so each model has its own cache; invalidate `dealKeys.all()` after any change to a campaign.
 */
export const dealKeys = {
  all: () => [resolveUserType(), 'deals'] as const,
  lists: () => [...dealKeys.all(), 'list'] as const,
  detail: (campaignId: string) => [...dealKeys.all(), 'detail', campaignId] as const,
  services: () => [...dealKeys.all(), 'services'] as const,
  performance: () => [...dealKeys.all(), 'performance'] as const,
};
