import type { CabTripsQuery } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

// The cab group's query keys; every key starts with the acting business model.

/** Cab trips (part 2 §2 /trips and /trips/tripDetails). */
export const cabKeys = {
  all: () => [resolveUserType(), 'cab'] as const,
  trips: (query: CabTripsQuery) => [...cabKeys.all(), 'trips', query] as const,
  trip: (id: string) => [...cabKeys.all(), 'trip', id] as const,
};

/** The cities type-ahead, shared by the cab trips filter and the fleet payment summary. */
export const cityKeys = {
  all: () => [resolveUserType(), 'cities'] as const,
  search: (text: string) => [...cityKeys.all(), text] as const,
};
