import { describe, expect, it } from 'vitest';
import {
  contractExpiryOf,
  downloadSummaryBodySchema,
  notPaidReasonOf,
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

  it('builds the revenue table for any number of brackets: the §2 names for 4, numbered otherwise', () => {
    const b = (start: number, end: number | null, op: number) => ({
      start,
      end,
      operatorShare: op,
      companyShare: Math.round((1 - op) * 100) / 100,
    });
    const two = revenueTableOf([b(0, 100, 0.8), b(100, null, 0.65)]);
    expect(two.map((r) => [r.label, r.from, r.to, r.share])).toEqual([
      ['Bracket 1', 0, 100, 'Operator 80% · Company 20%'],
      ['Bracket 2', 100, null, 'Operator 65% · Company 35%'],
    ]);
    expect(revenueTableOf([b(0, 100, 1), b(100, 200, 0.5), b(200, null, 0.3)])).toHaveLength(3);
    const table = revenueTableOf([b(0, 100, 1), b(100, 200, 0.75), b(200, 300, 0), b(300, null, 0.6)]);
    expect(table.map((r) => r.label)).toEqual([
      'Fixed guarantee',
      'Operator share',
      'Company share',
      'Above threshold',
    ]);
    expect(table[3]?.share).toBe('Operator 60% · Company 40%');
  });

  it('says why a trip is not paid and when a contract needs a warning', () => {
    const c = { validFrom: '2026-01-01', validTo: '2026-10-19' };
    expect(notPaidReasonOf(c, '2026-10-19')).toBeNull();
    expect(notPaidReasonOf(c, '2026-10-20')).toBe('CONTRACT_EXPIRED');
    expect(notPaidReasonOf(c, '2025-12-31')).toBe('CONTRACT_NOT_STARTED');
    expect(notPaidReasonOf(null, '2026-10-20')).toBe('NO_CONTRACT');
    expect(contractExpiryOf('2026-10-19', '2026-10-20')).toBe('EXPIRED');
    expect(contractExpiryOf('2026-10-19', '2026-10-19')).toBe('EXPIRES_SOON');
    expect(contractExpiryOf('2026-11-02', '2026-10-19')).toBe('EXPIRES_SOON'); // 14 days ahead
    expect(contractExpiryOf('2026-11-03', '2026-10-19')).toBeNull();
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
