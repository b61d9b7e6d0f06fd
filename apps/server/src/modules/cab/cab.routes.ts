import { cabEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { CabService } from './cab.service';

/** Part 2 §7 cab calls (the contract's `cabEndpoints`). */
export function cabRoutes(cab: CabService) {
  return featureRoutes('cab', cabEndpoints, {
    cities: ({ query }) => cab.cities(query.type),
    trips: ({ tenant, query }) => cab.trips(tenant.id, query),
    tripDetails: ({ tenant, query }) => cab.tripDetails(tenant.id, query.tripId),
    assignDriver: ({ tenant, claims, body }) => cab.assignDriver({ tenant, claims }, body),
    driverCommunication: ({ tenant, claims, body }) => cab.communicate({ tenant, claims }, body),
    clickToCall: ({ tenant, claims, body }) => cab.clickToCall({ tenant, claims }, body),
  });
}
