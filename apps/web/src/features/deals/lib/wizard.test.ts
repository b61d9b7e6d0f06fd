import type { DealService } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_WIZARD, dealTypeOf, publishedOffer, toPublishBody, type WizardValues } from './wizard';

const SERVICE: DealService = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Delhi - Manali 17:30',
  startTime: '17:30',
  b2cAssetTypeName: 'Volvo 9600 Multi-Axle AC Sleeper (2+1)',
  fromCityName: 'Delhi',
  toCityName: 'Manali',
} as DealService;

const base: WizardValues = {
  ...EMPTY_WIZARD,
  discountType: 'ABSOLUTE',
  discountValue: '150',
  minSeatValue: '500',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  dayIncluded: ['MON', 'FRI'],
  excludedDates: ['2026-12-05'],
  serviceIds: [SERVICE._id],
};

describe('toPublishBody (part 1 §3 Deal body published)', () => {
  it('omits empty optional numbers, the other types’ conditions and a flat deal’s maxDiscount', () => {
    const body = toPublishBody(
      { ...base, offer: 'LASTMINUTE', startDealTime: '6', maxDiscount: '300', stopDealTime: '2' },
      [SERVICE],
      'Rajesh Kumar',
    );
    expect(body).toEqual({
      userName: 'Rajesh Kumar',
      selectedSevices: [SERVICE],
      startDate: '2026-12-01',
      endDate: '2026-12-10',
      dayIncluded: ['MON', 'FRI'],
      excludedDates: ['2026-12-05T00:00:00'],
      minSeatValue: 500,
      type: 'LASTMINUTE',
      discountType: 'ABSOLUTE',
      discountValue: 150,
      status: 'ACTIVE',
      startDealTime: 6,
    });
  });

  it('sends the early-bird conditions of a Custom Offer with Early Bird on, and maxDiscount for a percentage', () => {
    const values: WizardValues = {
      ...base,
      offer: 'CUSTOM',
      earlyBird: true,
      discountType: 'PERCENTAGE',
      discountValue: '15',
      maxDiscount: '200',
      stopDealTime: '3',
      startDealAtOccupancy: '40',
    };
    expect(dealTypeOf(values)).toBe('EARLYBIRD');
    const body = toPublishBody(values, [SERVICE]);
    expect(body).toMatchObject({ type: 'EARLYBIRD', maxDiscount: 200, stopDealTime: 3 });
    expect(body).not.toHaveProperty('stopDealAtSeatCount');
    expect(body).not.toHaveProperty('startDealAtOccupancy');
    expect(body).not.toHaveProperty('userName');
  });

  it('keeps only the chosen services, in the list’s order', () => {
    const other = { ...SERVICE, _id: '22222222-2222-4222-8222-222222222222' };
    const body = toPublishBody({ ...base, offer: 'CUSTOM', serviceIds: [other._id] }, [SERVICE, other]);
    expect(body.selectedSevices).toEqual([other]);
    expect(dealTypeOf({ offer: 'CUSTOM', earlyBird: false })).toBe('CUSTOM');
  });
});

describe('publishedOffer (the review step names what will be published)', () => {
  it('names a Custom Offer with the early-bird switch on as an Early Bird Offer, and says why', () => {
    expect(publishedOffer({ offer: 'CUSTOM', earlyBird: true })).toEqual({
      name: 'Early Bird Offer',
      from: 'Custom Offer with an early-bird condition',
    });
    expect(publishedOffer({ offer: 'CUSTOM', earlyBird: false })).toEqual({
      name: 'Custom Offer',
      from: null,
    });
    expect(publishedOffer({ offer: 'LASTMINUTE', earlyBird: true })).toEqual({
      name: 'Last Min Deal',
      from: null,
    });
    expect(publishedOffer({ offer: '', earlyBird: false })).toBeNull();
  });
});
