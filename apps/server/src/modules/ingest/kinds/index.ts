import type { HomeService } from '../../home/home.service';
import { bookingsKind } from './bookings.kind';
import { cabTripsKind } from './cab-trips.kind';

/** Every record kind of the ingestion API, by its endpoint's key in `ingestEndpoints`. */
export function createIngestKinds(deps: { home: HomeService }) {
  return {
    bookings: bookingsKind(deps.home),
    cabTrips: cabTripsKind(),
  };
}
export type IngestKinds = ReturnType<typeof createIngestKinds>;
