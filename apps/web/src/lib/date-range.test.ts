import {
  CONTRACT_TEXTS,
  MONEY_MAX_RANGE_DAYS,
  paymentSummaryQuerySchema,
  tripRevenueExportQuerySchema,
} from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { cappedBounds, dayWindow, lastEndOf, rangeFits, refusalMessage } from './date-range';

const START = '2025-01-10';

describe('capped range pickers (Payment Summary, Trips and Revenue)', () => {
  it('lets the longest range the server accepts be picked, and not a day more', () => {
    const last = lastEndOf(START, MONEY_MAX_RANGE_DAYS);
    expect(last).toBe('2026-02-13'); // 400 days, both counted
    expect(rangeFits(START, last, MONEY_MAX_RANGE_DAYS)).toBe(true);
    expect(paymentSummaryQuerySchema.safeParse(dayWindow(START, last)).success).toBe(true);
    expect(tripRevenueExportQuerySchema.safeParse(dayWindow(START, last)).success).toBe(true);

    const dayMore = '2026-02-14';
    expect(dayMore > last).toBe(true);
    expect(rangeFits(START, dayMore, MONEY_MAX_RANGE_DAYS)).toBe(false);
    const refused = paymentSummaryQuerySchema.safeParse(dayWindow(START, dayMore));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(CONTRACT_TEXTS.rangeTooLong);
  });

  it('bounds the end once a start is picked: not before it, not past its last allowed end', () => {
    expect(cappedBounds([START, null], MONEY_MAX_RANGE_DAYS)).toEqual({
      minDate: START,
      maxDate: lastEndOf(START, MONEY_MAX_RANGE_DAYS),
    });
    // The screen's own limits still apply, whichever is tighter.
    expect(
      cappedBounds([START, null], MONEY_MAX_RANGE_DAYS, { minDate: '2025-01-01', maxDate: '2025-03-01' }),
    ).toEqual({ minDate: START, maxDate: '2025-03-01' });
    // Nothing or a whole range picked: only the screen's limits.
    expect(cappedBounds([null, null], MONEY_MAX_RANGE_DAYS)).toEqual({});
    expect(cappedBounds([START, '2025-02-01'], MONEY_MAX_RANGE_DAYS, { maxDate: '2025-12-31' })).toEqual({
      maxDate: '2025-12-31',
    });
  });

  it("shows a 400's own sentence (the envelope's data), not a failed-load error", () => {
    expect(refusalMessage(new ApiError(400, CONTRACT_TEXTS.rangeTooLong))).toBe(CONTRACT_TEXTS.rangeTooLong);
    expect(
      refusalMessage(new ApiError(500, 'Something went wrong on our side. Please try again.')),
    ).toBeNull();
    expect(refusalMessage(new ApiError(0, 'Network error. Check your connection.'))).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(refusalMessage(null)).toBeNull();
  });
});
