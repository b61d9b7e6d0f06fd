import type { TripRating } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { mondayOf, ratingTrend } from './rating-trend';

const trip = (tripDate: string, busRc: string, ratings: number[]): TripRating => ({
  tripId: `${busRc}-${tripDate}`,
  tripDate,
  service: { name: 'S' },
  busRc,
  totalRatings: 0,
  bookings: ratings.map((rating, i) => ({ bookingCode: `B${String(i)}`, rating, comments: '', tags: [] })),
});

describe('rating trend per bus', () => {
  it('averages every rated booking per bus and day over a short range', () => {
    const t = ratingTrend([
      trip('2026-11-20', 'KA01', [5, 4]),
      trip('2026-11-20', 'KA01', [3]),
      trip('2026-11-21', 'KA02', [2]),
      trip('2026-11-21', 'KA01', []),
    ]);
    expect(t.by).toBe('day');
    expect(t.buses).toEqual(['KA01', 'KA02']);
    expect(t.periods).toEqual([
      { start: '2026-11-20', averages: { KA01: 4 } },
      { start: '2026-11-21', averages: { KA02: 2 } },
    ]);
  });

  it('goes by week (from Monday) past 14 days, and draws the six most rated buses', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    const many = Array.from({ length: 8 }, (_, i) =>
      trip(
        '2026-11-02',
        `BUS${String(i)}`,
        Array.from({ length: i + 1 }, () => 4),
      ),
    );
    const t = ratingTrend([...many, trip('2026-11-25', 'BUS7', [1])]);
    expect(t.by).toBe('week');
    expect(t.buses).toEqual(['BUS7', 'BUS6', 'BUS5', 'BUS4', 'BUS3', 'BUS2']);
    expect(t.periods.map((p) => p.start)).toEqual(['2026-11-02', '2026-11-23']);
    expect(t.periods[1]!.averages).toEqual({ BUS7: 1 });
    expect(t.periods[0]!.averages.BUS7).toBe(4);
  });
});
