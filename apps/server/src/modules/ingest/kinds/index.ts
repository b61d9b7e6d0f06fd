import type { HomeService } from '../../home/home.service';
import { bookingsKind } from './bookings.kind';
import { cabTripsKind } from './cab-trips.kind';
import { busTripsKind } from './bus-trips.kind';
import { servicesKind } from './services.kind';
import { paymentSummariesKind } from './payment-summaries.kind';
import { fleetContractsKind } from './fleet-contracts.kind';
import { ratingsKind } from './ratings.kind';
import { inspectionsKind } from './inspections.kind';
import { auditsKind } from './audits.kind';
import { payoutsKind } from './payouts.kind';

/** Every record kind of the ingestion API, by its endpoint's key in `ingestEndpoints`. */
export function createIngestKinds(deps: { home: HomeService }) {
  return {
    bookings: bookingsKind(deps.home),
    cabTrips: cabTripsKind(),
    busTrips: busTripsKind(deps.home),
    services: servicesKind(),
    paymentSummaries: paymentSummariesKind(),
    fleetContracts: fleetContractsKind(),
    ratings: ratingsKind(),
    inspections: inspectionsKind(),
    audits: auditsKind(),
    payouts: payoutsKind(),
  };
}
export type IngestKinds = ReturnType<typeof createIngestKinds>;
