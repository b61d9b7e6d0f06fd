import type { TripContract } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTES, earningsPerRoute } from './routes';

const trip = (from: string, to: string, supplyCost: number, earned = true): TripContract => ({
  id: `${from}${to}${String(supplyCost)}`,
  groupCode: 'G',
  from,
  to,
  startTime: 0,
  supplyCost,
  seater: '',
  routeType: 'INTER',
  isContractExpired: false,
  amountStatus: earned ? 'EARNED' : 'NO_DRIVER',
});

describe('fleet earnings per route', () => {
  it('sums the earned trips per route, most first; unearned trips count nothing', () => {
    expect(
      earningsPerRoute([
        trip('Bengaluru', 'Mysuru', 1500.5),
        trip('Bengaluru', 'Mysuru', 999.5),
        trip('Pune', 'Mumbai', 3000),
        trip('Pune', 'Mumbai', 700, false),
      ]),
    ).toEqual([
      { route: 'Pune → Mumbai', earnings: 3000, trips: 1 },
      { route: 'Bengaluru → Mysuru', earnings: 2500, trips: 2 },
    ]);
  });

  it('keeps eight routes and sums the rest as one', () => {
    const trips = Array.from({ length: 10 }, (_, i) => trip(`C${String(i)}`, 'X', 100 - i));
    const routes = earningsPerRoute(trips);
    expect(routes).toHaveLength(9);
    expect(routes[8]).toEqual({ route: OTHER_ROUTES, earnings: 92 + 91, trips: 2 });
    expect(routes.reduce((s, r) => s + r.earnings, 0)).toBe(trips.reduce((s, t) => s + t.supplyCost, 0));
  });
});
