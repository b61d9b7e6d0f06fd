import { describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGES,
  commissionWindowIssue,
  commissionWindowOf,
  datesOfWindow,
  defaultCommissionWindow,
  seatLimitField,
} from './commission';
import { istStartOfDay } from './dates';

describe('commission date window (§5)', () => {
  const today = '2026-11-22';
  it('defaults to today … today + 7', () => {
    expect(defaultCommissionWindow(today)).toEqual({ fromDate: today, toDate: '2026-11-29' });
    expect(commissionWindowOf({}, today)).toEqual({ fromDate: today, toDate: '2026-11-29' });
    expect(datesOfWindow({ fromDate: today, toDate: '2026-11-24' })).toEqual([
      today,
      '2026-11-23',
      '2026-11-24',
    ]);
  });
  it('reads epoch ms as IST dates', () => {
    const lateEvening = istStartOfDay('2026-11-25').getTime() - 60_000; // 23:59 IST on the 24th
    expect(commissionWindowOf({ fromDate: lateEvening }, today)).toEqual({
      fromDate: '2026-11-24',
      toDate: '2026-12-01',
    });
  });
  it('refuses from before today, to before from, more than 14 days', () => {
    expect(commissionWindowIssue({ fromDate: '2026-11-21', toDate: today }, today)?.message).toBe(
      COMMISSION_MESSAGES.fromDateBeforeToday,
    );
    expect(commissionWindowIssue({ fromDate: '2026-11-25', toDate: '2026-11-24' }, today)?.message).toBe(
      COMMISSION_MESSAGES.toDateBeforeFromDate,
    );
    expect(commissionWindowIssue({ fromDate: today, toDate: '2026-12-07' }, today)?.message).toBe(
      COMMISSION_MESSAGES.windowTooLong,
    );
    expect(commissionWindowIssue({ fromDate: today, toDate: '2026-12-06' }, today)).toBeNull();
  });
});

describe('numeric inputs', () => {
  it('blank is allowed, anything else must be in range', () => {
    for (const blank of ['', '  ', null, undefined])
      expect(seatLimitField.safeParse(blank).success).toBe(true);
    expect(seatLimitField.safeParse('5').data).toBe(5);
    expect(seatLimitField.safeParse('4').error?.issues[0]?.message).toBe(COMMISSION_MESSAGES.seatLimit);
  });
});
