import type { CabTripsQuery } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/**
 * Cab trips query keys (part 2 §2 /trips and /trips/tripDetails). Every key starts with the acting
 * business model. The cities type-ahead is `features/cities/api`.
 */
export const cabKeys = {
  all: () => [resolveUserType(), 'cab'] as const,
  trips: (query: CabTripsQuery) => [...cabKeys.all(), 'trips', query] as const,
  trip: (id: string) => [...cabKeys.all(), 'trip', id] as const,
};
