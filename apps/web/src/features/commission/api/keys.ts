import type { PricingFilters } from '../lib/filters';
import { resolveUserType } from '../../../lib/session';

/**
 * The offline commission and seat fare query keys (one factory for the feature's calls). Every
 * key starts with the acting business model, so each model has its own cache. Both screens read
 * the same services query, so an update on one shows on the other.
 */
export const commissionKeys = {
  all: () => [resolveUserType(), 'commission'] as const,
  /** Every services window (invalidate this after a change that shows in the grid). */
  services: () => [...commissionKeys.all(), 'services'] as const,
  serviceWindow: (f: PricingFilters) =>
    [...commissionKeys.services(), f.fromCity, f.toCity, f.fromDate, f.toDate] as const,
  global: () => [...commissionKeys.all(), 'global'] as const,
};
