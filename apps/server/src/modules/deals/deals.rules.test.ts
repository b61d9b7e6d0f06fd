import {
  ABOUT_TO_EXPIRE_DAYS,
  DEAL_MESSAGES,
  addDaysToDate,
  applyDealToFare,
  campaignDayCount,
  daysBetweenDates,
  isCampaignAboutToExpire,
  isCampaignExpired,
  istDateOf,
  parseBusinessDate,
  publishDealSchema,
  weekdayOfDate,
} from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CODE_PATTERN, newCampaignCode } from './campaign-code';

describe('IST business dates', () => {
  it('takes the IST calendar date of an instant', () => {
    expect(istDateOf(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(istDateOf(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('reads the forms the web sends', () => {
    expect(parseBusinessDate('2026-12-01')).toBe('2026-12-01');
    expect(parseBusinessDate('2026-12-01T00:00:00')).toBe('2026-12-01');
    expect(parseBusinessDate('2026-12-01T23:59')).toBe('2026-12-01');
    expect(parseBusinessDate('2026-11-30T18:30:00.000Z')).toBe('2026-12-01');
    expect(parseBusinessDate('2026-12-01T00:00:00+05:30')).toBe('2026-12-01');
    expect(parseBusinessDate('2026-12-01T00:00:00-0100')).toBe('2026-12-01');
    for (const bad of ['2026-02-29', '2026-13-01', '01-12-2026', '2026-12-01T24:00:00', 'tomorrow', ''])
      expect(parseBusinessDate(bad)).toBeNull();
  });

  it('adds days across months and years and names weekdays', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetweenDates('2026-11-22', '2026-12-01')).toBe(9);
    expect(weekdayOfDate('2026-11-22')).toBe('SUN');
    expect(weekdayOfDate('2026-11-23')).toBe('MON');
    expect(campaignDayCount('2026-11-23', '2026-11-23')).toBe(1);
  });
});

describe('about to expire', () => {
  const today = '2026-11-22';
  it(`is not expired and ends within ${ABOUT_TO_EXPIRE_DAYS} days`, () => {
    expect(isCampaignAboutToExpire('2026-11-22', today)).toBe(true);
    expect(isCampaignAboutToExpire('2026-11-25', today)).toBe(true);
    expect(isCampaignAboutToExpire('2026-11-26', today)).toBe(false);
    expect(isCampaignAboutToExpire('2026-11-21', today)).toBe(false);
    expect(isCampaignExpired('2026-11-21', today)).toBe(true);
    expect(isCampaignExpired('2026-11-22', today)).toBe(false);
  });
});

describe('applyDealToFare', () => {
  const pct = { discountType: 'PERCENTAGE' as const, discountValue: 10, maxDiscount: 100, minSeatValue: 300 };
  const flat = { discountType: 'ABSOLUTE' as const, discountValue: 150, minSeatValue: 300 };

  it('takes a percentage, capped at the max discount', () => {
    expect(applyDealToFare(pct, 800)).toEqual({ baseFare: 800, discount: 80, finalFare: 720, applies: true });
    expect(applyDealToFare(pct, 1500)).toEqual({
      baseFare: 1500,
      discount: 100,
      finalFare: 1400,
      applies: true,
    });
    expect(applyDealToFare({ ...pct, discountValue: 7 }, 999.99)).toEqual({
      baseFare: 999.99,
      discount: 70,
      finalFare: 929.99,
      applies: true,
    });
  });

  it('takes a flat amount, never more than the fare', () => {
    expect(applyDealToFare(flat, 800)).toEqual({
      baseFare: 800,
      discount: 150,
      finalFare: 650,
      applies: true,
    });
    expect(applyDealToFare({ ...flat, discountValue: 1000, minSeatValue: 50 }, 600)).toEqual({
      baseFare: 600,
      discount: 600,
      finalFare: 0,
      applies: true,
    });
  });

  it('gives nothing to a seat priced below the minimum seat value', () => {
    expect(applyDealToFare(flat, 299)).toEqual({
      baseFare: 299,
      discount: 0,
      finalFare: 299,
      applies: false,
    });
    expect(applyDealToFare(flat, 300).applies).toBe(true);
    expect(applyDealToFare({ ...pct, maxDiscount: null }, 0).applies).toBe(false);
  });

  it('ignores maxDiscount on a flat deal', () => {
    expect(applyDealToFare({ ...flat, maxDiscount: 50 }, 800).discount).toBe(150);
  });
});

describe('publishDealSchema (the web form resolver)', () => {
  const valid = {
    selectedSevices: [{ _id: '6f1c1f0e-1111-4111-8111-111111111111' }],
    startDate: '2026-11-23',
    endDate: '2026-11-30',
    dayIncluded: ['MON'],
    minSeatValue: 100,
    type: 'CUSTOM',
    discountType: 'ABSOLUTE',
    discountValue: 100,
  };

  it('accepts a complete deal and normalises dates and exclusions', () => {
    const r = publishDealSchema('2026-11-22').parse({ ...valid, excludedDates: ['2026-11-25T00:00:00'] });
    expect(r.excludedDates).toEqual(['2026-11-25']);
    expect(r.maxDiscount).toBeUndefined();
  });

  it('still reports step-1 errors while step-2 fields are empty', () => {
    const r = publishDealSchema('2026-11-22').safeParse({
      ...valid,
      startDate: '',
      endDate: '',
      dayIncluded: [],
      discountType: 'PERCENTAGE',
      discountValue: 3,
    });
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['discountValue', DEAL_MESSAGES.percentage],
        ['maxDiscount', DEAL_MESSAGES.maxDiscount],
        ['startDate', DEAL_MESSAGES.startDateRequired],
        ['endDate', DEAL_MESSAGES.endDateRequired],
        ['dayIncluded', DEAL_MESSAGES.activeDayRequired],
      ]),
    );
  });

  it('depends on the today it is given', () => {
    expect(publishDealSchema('2026-11-22').safeParse(valid).success).toBe(true);
    const r = publishDealSchema('2026-11-23').safeParse(valid);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['startDate'], message: DEAL_MESSAGES.startAfterToday }),
    ]);
  });
});

describe('campaign codes', () => {
  it('are OD + 6 unambiguous characters', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newCampaignCode()));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(c).toMatch(CAMPAIGN_CODE_PATTERN);
  });
});
