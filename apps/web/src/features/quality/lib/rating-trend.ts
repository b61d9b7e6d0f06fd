import { addDaysToDate, type TripRating } from '@oc/contract';

/** At most this many buses get a line (those with the most rated bookings); the table lists them too. */
export const RATING_TREND_MAX_BUSES = 6;

export interface RatingTrend {
  /** The buses drawn, most rated first. */
  buses: string[];
  /** One row per period: its first day, and each bus' average rating in it (1 decimal), if rated. */
  periods: { start: string; averages: Record<string, number> }[];
  /** 'day' for ranges of up to 14 days with ratings, else 'week' (Monday to Sunday). */
  by: 'day' | 'week';
}

/** The Monday of a 'YYYY-MM-DD' date's week. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDaysToDate(date, -((day + 6) % 7));
}

/**
 * The average booking rating per bus per day (or week) of the trips in the range: every rated
 * booking counts once, as the summary cards count them.
 */
export function ratingTrend(trips: readonly TripRating[]): RatingTrend {
  const perBus = new Map<string, number>();
  for (const t of trips) perBus.set(t.busRc, (perBus.get(t.busRc) ?? 0) + t.bookings.length);
  const buses = [...perBus.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, RATING_TREND_MAX_BUSES)
    .map(([rc]) => rc);
  const dates = trips.filter((t) => t.bookings.length > 0).map((t) => t.tripDate);
  const sorted = [...new Set(dates)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  const by: RatingTrend['by'] = first && last && addDaysToDate(first, 13) >= last ? 'day' : 'week';
  const periodOf = (date: string) => (by === 'day' ? date : mondayOf(date));
  const sums = new Map<string, Map<string, { sum: number; n: number }>>();
  for (const t of trips) {
    if (!buses.includes(t.busRc)) continue;
    const key = periodOf(t.tripDate);
    const row = sums.get(key) ?? new Map<string, { sum: number; n: number }>();
    sums.set(key, row);
    const cell = row.get(t.busRc) ?? { sum: 0, n: 0 };
    for (const b of t.bookings) {
      cell.sum += b.rating;
      cell.n += 1;
    }
    row.set(t.busRc, cell);
  }
  const periods = [...sums.keys()].sort().map((start) => {
    const averages: Record<string, number> = {};
    for (const [rc, { sum, n }] of sums.get(start) ?? [])
      if (n > 0) averages[rc] = Math.round((sum / n) * 10) / 10;
    return { start, averages };
  });
  return { buses, periods, by };
}
