import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from './deals';

// The API and browser tests compare against DEAL_MESSAGES; this pins those to the spec's words
// (part 1 §5 Deal wizard), so a changed constant cannot pass unnoticed.
describe('deal wizard messages (part 1 §5)', () => {
  it('are the spec texts', () => {
    expect(DEAL_MESSAGES).toMatchObject({
      flatDiscount: 'Flat Discount amount Ranges from 50 to 1000',
      percentage: 'Discount Percentage Ranges from 5 to 100',
      maxDiscount: 'Maximum Discount Ranges from 50 to 1000',
      minSeatValue: 'Minimum value of Seat Price Ranges from 50 to 1000',
      startDateRequired: 'Start Date is Required',
      endDateRequired: 'End Date is Required',
      activeDayRequired: 'Active Day is Required',
      occupancyMax: 'occupancy cannot be greater than 100',
      stopOfferMax: 'stopOffer cannot be greater than 100',
    });
  });
});
