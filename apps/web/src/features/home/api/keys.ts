import { resolveUserType } from '../../../lib/session';

/**
 * The home query keys (one factory per feature). Every key starts with the acting business model,
 * so each model has its own cache.
 */
export const homeKeys = {
  all: () => [resolveUserType(), 'home'] as const,
  summary: () => [...homeKeys.all(), 'summary'] as const,
  actions: () => [...homeKeys.all(), 'actions'] as const,
  mgSummary: () => [...homeKeys.all(), 'mg-summary'] as const,
  tripRevenue: () => [...homeKeys.all(), 'trip-revenue'] as const,
  salesTrend: (days: string) => [...homeKeys.all(), 'sales-trend', days] as const,
};

/**
 * How often an open Home asks again for today's figures (only while the tab is visible): sales the
 * provider's systems send show within this, without a reload.
 */
export const HOME_REFRESH_MS = 15_000;
