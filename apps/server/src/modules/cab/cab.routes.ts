import { cabEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { CabService } from './cab.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 §7 cab calls (the contract's `cabEndpoints`). */
export function cabRoutes(cab: CabService) {
  return featureRoutes('cab', cabEndpoints, {
    // Built from the reference data's cities only (kept, like every answer, per caller and account).
    cities: { handler: ({ query }) => cab.cities(query.type), cache: ANSWERS.fromData },
    trips: { handler: ({ tenant, query }) => cab.trips(tenant.id, query), cache: ANSWERS.fromTimeOfDay },
    // Built from the trip's rows, its bookings and marshals and the city names only: kept until they
    // change (docs/performance.md "Trip details measured as the screen asks").
    tripDetails: {
      handler: ({ tenant, query }) => cab.tripDetails(tenant.id, query.tripId),
      cache: ANSWERS.fromData,
    },
    assignDriver: ({ tenant, claims, body, actor }) => cab.assignDriver({ tenant, claims, actor }, body),
    driverOverlaps: ({ tenant, body }) => cab.driverOverlaps(tenant.id, body),
    // Paid provider calls: counted per account and per client address (lib/paid-calls.ts).
    driverCommunication: ({ request, tenant, claims, body, actor }) =>
      cab.communicate({ tenant, claims, actor, ip: request.ip }, body),
    clickToCall: ({ request, tenant, claims, body, actor }) =>
      cab.clickToCall({ tenant, claims, actor, ip: request.ip }, body),
  });
}
