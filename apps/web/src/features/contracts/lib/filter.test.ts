import { describe, expect, it } from 'vitest';
import type { RevenueRow } from '@oc/contract';
import { NO_FILTERS, filterRevenue, revenueDate } from './filter';

const row = (p: Partial<RevenueRow>): RevenueRow => ({
  serviceId: 's1',
  serviceName: 'Delhi - Amritsar 22:00',
  tripDate: '2026-11-10',
  tripStatus: 'COMPLETED',
  busRc: 'PB01AB1234',
  busType: 'Volvo Sleeper',
  seatsSold: 30,
  revenue: 30_000,
  cancellationCharge: 0,
  contractValidTo: '2027-10-01',
  notPaidReason: null,
  ...p,
});

const rows = [
  row({ tripDate: '2026-11-12' }),
  row({
    tripDate: '2026-11-10',
    serviceId: 's2',
    serviceName: 'Amritsar - Delhi 21:00',
    busRc: 'PB02CD5678',
  }),
  row({ tripDate: '2026-11-10' }),
  row({ tripDate: '2026-11-14', busRc: 'PB02CD5678' }),
];

describe('filterRevenue', () => {
  it('sorts by trip date ascending, then service', () => {
    expect(filterRevenue(rows, NO_FILTERS).map((r) => `${r.tripDate} ${r.serviceId}`)).toEqual([
      '2026-11-10 s2',
      '2026-11-10 s1',
      '2026-11-12 s1',
      '2026-11-14 s1',
    ]);
  });

  it('combines service, RC and an inclusive date range', () => {
    const f = {
      serviceName: 'Delhi - Amritsar 22:00',
      rc: 'PB02CD5678',
      from: '2026-11-10',
      to: '2026-11-14',
    };
    expect(filterRevenue(rows, f).map((r) => r.tripDate)).toEqual(['2026-11-14']);
    expect(filterRevenue(rows, { ...NO_FILTERS, from: '2026-11-11', to: '2026-11-12' })).toHaveLength(1);
    expect(filterRevenue(rows, { ...NO_FILTERS, rc: 'PB02CD5678' })).toHaveLength(2);
    expect(filterRevenue(rows, { ...NO_FILTERS, serviceName: 'nope' })).toEqual([]);
  });

  it('keys each row by trip and formats YYYY/MM/DD', () => {
    expect(new Set(filterRevenue(rows, NO_FILTERS).map((r) => r._id)).size).toBe(4);
    expect(revenueDate('2026-11-09')).toBe('2026/11/09');
  });
});
