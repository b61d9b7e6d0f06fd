import { resolveUserType } from '../../../lib/session';
import type { FleetQuery } from '../lib/filters';

/** The fleet payment summary's query keys; each starts with the acting business model. */
export const fleetKeys = {
  all: () => [resolveUserType(), 'fleet'] as const,
  summaries: () => [...fleetKeys.all(), 'summary'] as const,
  summary: (q: FleetQuery) =>
    [
      ...fleetKeys.summaries(),
      q.fromDate ?? null,
      q.toDate ?? null,
      q.fromCityId ?? null,
      q.toCityId ?? null,
      q.routeType,
      q.assetType,
    ] as const,
  assetTypes: () => [...fleetKeys.all(), 'assetTypes'] as const,
};
