import type { TripContract } from '@oc/contract';

/** Routes drawn by name (most earnings first); the rest are one bar. */
export const ROUTES_SHOWN = 8;
export const OTHER_ROUTES = '__other__';

/**
 * Earnings per route (from → to) of the trips that earned (EARNED: the supply cost the totals add
 * up), most first; beyond ROUTES_SHOWN, one "other routes" bar. The bars add up to totalEarnings.
 */
export function earningsPerRoute(
  trips: readonly TripContract[],
): { route: string; earnings: number; trips: number }[] {
  const byRoute = new Map<string, { earnings: number; trips: number }>();
  for (const t of trips) {
    if (t.amountStatus !== 'EARNED') continue;
    const route = `${t.from} → ${t.to}`;
    const r = byRoute.get(route) ?? { earnings: 0, trips: 0 };
    r.earnings = Math.round((r.earnings + t.supplyCost) * 100) / 100;
    r.trips += 1;
    byRoute.set(route, r);
  }
  const ranked = [...byRoute.entries()]
    .map(([route, r]) => ({ route, ...r }))
    .sort((a, b) => b.earnings - a.earnings || a.route.localeCompare(b.route));
  if (ranked.length <= ROUTES_SHOWN) return ranked;
  const rest = ranked.slice(ROUTES_SHOWN);
  return [
    ...ranked.slice(0, ROUTES_SHOWN),
    {
      route: OTHER_ROUTES,
      earnings: Math.round(rest.reduce((s, r) => s + r.earnings, 0) * 100) / 100,
      trips: rest.reduce((s, r) => s + r.trips, 0),
    },
  ];
}
