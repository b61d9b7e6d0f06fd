import { describe, expect, it } from 'vitest';
import {
  averageRating,
  inspectionQuerySchema,
  isPositiveRating,
  mobileAuditDatesIssue,
  QUALITY_MESSAGES,
  qualityExportFilename,
  qualityRangeIssue,
} from './quality';

const DAY = 86_400_000;

describe('quality rules', () => {
  it('§5 desktop: from before to, span under 14 days', () => {
    const from = Date.UTC(2026, 10, 10, 18, 30); // 00:00 IST 11 Nov
    expect(qualityRangeIssue(from, from)).toBe(QUALITY_MESSAGES.fromBeforeTo);
    expect(qualityRangeIssue(from, from - 1)).toBe(QUALITY_MESSAGES.fromBeforeTo);
    // 14 calendar days, 00:00 of the first to 23:59:59.999 of the last: allowed.
    expect(qualityRangeIssue(from, from + 14 * DAY - 1)).toBeNull();
    expect(qualityRangeIssue(from, from + 14 * DAY)).toBe(QUALITY_MESSAGES.rangeTooLong);
  });

  it('§5 mobile audit: start first, not in the future, end within 14 days either side', () => {
    const today = '2026-11-25';
    expect(mobileAuditDatesIssue(null, '2026-11-20', today)).toBe(QUALITY_MESSAGES.fromDateFirst);
    expect(mobileAuditDatesIssue(null, null, today)).toBeNull();
    expect(mobileAuditDatesIssue('2026-11-26', null, today)).toBe(QUALITY_MESSAGES.startInFuture);
    expect(mobileAuditDatesIssue('2026-11-20', '2026-11-07', today)).toBeNull();
    expect(mobileAuditDatesIssue('2026-11-20', '2026-11-06', today)).toBe(QUALITY_MESSAGES.endTooFar);
    expect(mobileAuditDatesIssue('2026-11-10', '2026-11-23', today)).toBeNull();
    expect(mobileAuditDatesIssue('2026-11-10', '2026-11-24', today)).toBe(QUALITY_MESSAGES.endTooFar);
  });

  it('§9 averages to 1 decimal, half up from the integer sum; positive is 4–5', () => {
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(11, 4)).toBe(2.8);
    expect(averageRating(69, 20)).toBe(3.5); // 3.45
    expect(averageRating(7, 2)).toBe(3.5);
    expect(averageRating(0, 0)).toBe(0);
    expect([1, 2, 3, 4, 5].map(isPositiveRating)).toEqual([false, false, false, true, true]);
  });

  it('reads the inspection query as §7 sends it', () => {
    const parsed = inspectionQuerySchema.parse({
      type: 'groupWork',
      rc: 'pb01ab1234, DL02CD5678',
      name: 'inspectiontwo',
      fromDate: '1763000000000',
      toDate: '1763500000000',
    });
    expect(parsed).toEqual({
      type: 'groupWork',
      rc: ['PB01AB1234', 'DL02CD5678'],
      name: 'INSPECTIONTWO',
      fromDate: 1763000000000,
      toDate: 1763500000000,
    });
    expect(inspectionQuerySchema.safeParse({ type: 'flat', fromDate: 1, toDate: 2 }).success).toBe(false);
  });

  it('names the export by kind and IST dates', () => {
    expect(
      qualityExportFilename(
        'TripStart Audit',
        Date.UTC(2026, 10, 10, 18, 30),
        Date.UTC(2026, 10, 24, 18, 29),
      ),
    ).toBe('tripstart-audit_2026-11-11_2026-11-24.xlsx');
  });
});
