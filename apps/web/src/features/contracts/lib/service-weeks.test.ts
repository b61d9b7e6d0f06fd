import type { RevenueRow } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { OTHER_SERVICES, serviceWeeks } from './service-weeks';

const row = (serviceName: string, tripDate: string, revenue: number): RevenueRow => ({
  serviceId: serviceName,
  serviceName,
  tripDate,
  tripStatus: 'COMPLETED',
  busRc: null,
  busType: '',
  seatsSold: 1,
  revenue,
  cancellationCharge: 0,
  contractValidTo: null,
  notPaidReason: null,
});

describe('revenue per service per week', () => {
  it('sums each service per Monday-to-Sunday week; the chart adds up to the rows', () => {
    const rows = [
      row('A', '2026-11-16', 100.1),
      row('A', '2026-11-22', 200.2), // Sunday: the same week
      row('B', '2026-11-23', 50), // Monday: the next
      row('A', '2026-11-23T00:00:00.000Z', 10),
    ];
    const w = serviceWeeks(rows);
    expect(w.services).toEqual(['A', 'B']);
    expect(w.weeks).toEqual([
      { start: '2026-11-16', revenue: { A: 300.3 } },
      { start: '2026-11-23', revenue: { B: 50, A: 10 } },
    ]);
    const total = w.weeks.flatMap((x) => Object.values(x.revenue)).reduce((s, v) => s + v, 0);
    expect(Math.round(total * 100) / 100).toBe(360.3);
  });

  it('names the five services with most revenue; the rest are one series', () => {
    const rows = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'].map((s, i) => row(s, '2026-11-17', 100 - i));
    const w = serviceWeeks(rows);
    expect(w.services).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', OTHER_SERVICES]);
    expect(w.weeks[0]!.revenue[OTHER_SERVICES]).toBe(94 + 95);
  });
});
