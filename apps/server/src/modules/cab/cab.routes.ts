import { cabEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { CabService } from './cab.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 §7 cab calls (the contract's `cabEndpoints`). */
export function cabRoutes(cab: CabService) {
  return featureRoutes('cab', cabEndpoints, {
    // The reference data's cities only: kept until a city changes (the reference data's version).
    cities: { handler: ({ query }) => cab.cities(query.type), cache: ANSWERS.fromData },
    trips: { handler: ({ tenant, query }) => cab.trips(tenant.id, query), cache: ANSWERS.fromTimeOfDay },
    // Built from the trip's rows, its bookings and marshals and the city names only: kept until they
    // change (docs/performance.md "Trip details from the answer cache").
    tripDetails: {
      handler: ({ tenant, query }) => cab.tripDetails(tenant.id, query.tripId),
      cache: ANSWERS.fromData,
    },
    assignDriver: ({ tenant, claims, body }) => cab.assignDriver({ tenant, claims }, body),
    // Paid provider calls: counted per account and per client address (lib/paid-calls.ts).
    driverCommunication: ({ request, tenant, claims, body }) =>
      cab.communicate({ tenant, claims, ip: request.ip }, body),
    clickToCall: ({ request, tenant, claims, body }) =>
      cab.clickToCall({ tenant, claims, ip: request.ip }, body),
  });
}
