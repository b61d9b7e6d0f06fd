import { describe, expect, it } from 'vitest';
import {
  downloadSummaryBodySchema,
  fractionToPercent,
  revenueTableOf,
  summaryFilename,
  tripRevenueQuerySchema,
} from './contracts';

describe('MG money rules', () => {
  it('names a statement {start}_{end}_{operator}.pdf with safe characters only', () => {
    expect(summaryFilename('2026-11-09', '2026-11-15', 'Punjab Roadlines')).toBe(
      '2026-11-09_2026-11-15_Punjab-Roadlines.pdf',
    );
    expect(summaryFilename('2026-11-09', '2026-11-15', '../Sharma & Sons/ "Travels"')).toBe(
      '2026-11-09_2026-11-15_Sharma-Sons-Travels.pdf',
    );
    expect(summaryFilename('2026-11-09', '2026-11-15', 'शर्मा')).toBe('2026-11-09_2026-11-15_operator.pdf');
  });

  it('shows stored fractions ×100', () => {
    expect(fractionToPercent(0.1)).toBe('10%');
    expect(fractionToPercent(0.015)).toBe('1.5%');
    expect(fractionToPercent(0.0125)).toBe('1.25%');
  });

  it('builds the revenue table for exactly 4 brackets only', () => {
    const b = (start: number, end: number | null, op: number) => ({
      start,
      end,
      operatorShare: op,
      companyShare: Math.round((1 - op) * 100) / 100,
    });
    expect(revenueTableOf([b(0, 100, 1), b(100, null, 0.5)])).toBeNull();
    const table = revenueTableOf([b(0, 100, 1), b(100, 200, 0.75), b(200, 300, 0), b(300, null, 0.6)]);
    expect(table?.map((r) => r.label)).toEqual([
      'Fixed guarantee',
      'Operator share',
      'Company share',
      'Above threshold',
    ]);
    expect(table?.[3]?.share).toBe('Operator : Company = 60 : 40');
  });

  it('checks windows and weeks', () => {
    expect(tripRevenueQuerySchema.safeParse({ fromDate: '2000', toDate: '1000' }).success).toBe(false);
    expect(
      tripRevenueQuerySchema.safeParse({ fromDate: '0', toDate: String(401 * 86_400_000) }).success,
    ).toBe(false);
    expect(tripRevenueQuerySchema.parse({ rc: 'pb01ab1234,DL02CD5678' }).rc).toEqual([
      'PB01AB1234',
      'DL02CD5678',
    ]);
    expect(
      downloadSummaryBodySchema.safeParse({ weekStartDate: '2026-02-30', weekEndDate: '2026-03-06' }).success,
    ).toBe(false);
  });
});
