import { describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGES,
  bulkCommissionUpdates,
  bulkFareFormSchema,
  bulkFareUpdates,
  commissionEditFormSchema,
  commissionUpdateRequestSchema,
  commissionWindowIssue,
  commissionWindowOf,
  datesOfWindow,
  defaultCommissionWindow,
  fareEditFormSchema,
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

describe('bulk update bodies (the web sends only the seat kinds each bus has)', () => {
  const dates = ['2026-11-23', '2026-11-24'];
  const [a, b, c] = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
    string,
    string,
    string,
  ];
  const both = { _id: a, fallbackFlatFare: { seater: 800, sleeper: 1200 } };
  const sleeperOnly = { _id: b, fallbackFlatFare: { seater: null, sleeper: 950 } };
  const seaterOnly = { _id: c, fallbackFlatFare: { seater: 700, sleeper: null } };

  it('fares: per bus, fares and fallback fares of the kinds it has, on every date', () => {
    const values = { seater: 640, sleeper: 1340, fallbackSeater: 700, fallbackSleeper: undefined };
    expect(bulkFareUpdates([both, sleeperOnly, seaterOnly], { ...values, seatLimit: 40 }, dates)).toEqual([
      {
        _id: a,
        seatLimit: 40,
        fallbackFlatFare: { seater: 700 },
        tripDateWiseData: {
          '2026-11-23': { flatFare: { seater: 640, sleeper: 1340 } },
          '2026-11-24': { flatFare: { seater: 640, sleeper: 1340 } },
        },
      },
      {
        _id: b,
        seatLimit: 40,
        tripDateWiseData: {
          '2026-11-23': { flatFare: { sleeper: 1340 } },
          '2026-11-24': { flatFare: { sleeper: 1340 } },
        },
      },
      {
        _id: c,
        seatLimit: 40,
        fallbackFlatFare: { seater: 700 },
        tripDateWiseData: {
          '2026-11-23': { flatFare: { seater: 640 } },
          '2026-11-24': { flatFare: { seater: 640 } },
        },
      },
    ]);
    // Only a sleeper fare: a seater-only bus gets nothing but its id.
    expect(bulkFareUpdates([seaterOnly], bulkFareFormSchema.parse({ sleeper: '900' }), dates)).toEqual([
      { _id: c },
    ]);
  });

  it('commission: the commission on every date and/or the seat limit', () => {
    expect(bulkCommissionUpdates([a, b], { discount: 27, seatLimit: undefined }, dates)).toEqual([
      { _id: a, tripDateWiseData: { '2026-11-23': { discount: 27 }, '2026-11-24': { discount: 27 } } },
      { _id: b, tripDateWiseData: { '2026-11-23': { discount: 27 }, '2026-11-24': { discount: 27 } } },
    ]);
    expect(bulkCommissionUpdates([a], { discount: undefined, seatLimit: 12 }, dates)).toEqual([
      { _id: a, seatLimit: 12 },
    ]);
  });

  it('each body passes the update schema', () => {
    const updateObj = bulkFareUpdates([both, sleeperOnly], bulkFareFormSchema.parse({ seater: '60' }), dates);
    expect(commissionUpdateRequestSchema.safeParse({ updateObj }).success).toBe(true);
  });
});

describe('edit form schemas name their fields as the update body does', () => {
  it('reads strings, blank as unchanged, and gives the spec message at the body path', () => {
    const r = fareEditFormSchema.safeParse({
      seatLimit: '',
      fallbackFlatFare: { seater: '700', sleeper: '' },
      tripDateWiseData: { '2026-11-23': { flatFare: { seater: '49', sleeper: '900' } } },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tripDateWiseData.2026-11-23.flatFare.seater', COMMISSION_MESSAGES.fare],
    ]);
    expect(
      commissionEditFormSchema.parse({
        seatLimit: '33',
        tripDateWiseData: { '2026-11-23': { discount: '' } },
      }),
    ).toEqual({ seatLimit: 33, tripDateWiseData: { '2026-11-23': { discount: undefined } } });
  });
});
