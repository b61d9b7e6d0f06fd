import { describe, expect, it } from 'vitest';
import { textsFor } from '../../lib/language';
import { otpMessage, otpText } from '../../providers/sms/sms';
import { driverMessage } from './cab.service';

const trip = {
  groupCode: 'COM001',
  from: 'Bengaluru',
  to: 'Mysuru',
  startAt: new Date('2026-11-22T03:30:00Z'),
  rc: 'MH12AB1234',
  passengers: 3,
};

describe("the driver's trip SMS", () => {
  it('in English, as it always was', async () => {
    const en = await textsFor('en');
    expect(driverMessage('driverAssignedCabBookingGroup', 'CityRide Cabs', trip, en)).toBe(
      'CityRide Cabs: you are assigned trip COM001. Bengaluru to Mysuru, start 22/11/2026 09:00 IST, vehicle MH12AB1234, 3 passengers.',
    );
    expect(
      driverMessage(
        'driverAssignedCabBookingGroupUpdate',
        'CityRide Cabs',
        { ...trip, to: 'Bengaluru', passengers: 1 },
        en,
      ),
    ).toBe(
      'CityRide Cabs: your trip COM001 has been updated. within Bengaluru, start 22/11/2026 09:00 IST, vehicle MH12AB1234, 1 passenger.',
    );
  });

  it("in Hindi when the operator's language is Hindi", async () => {
    const hi = await textsFor('hi');
    expect(driverMessage('driverAssignedCabBookingGroup', 'CityRide Cabs', trip, hi)).toBe(
      'CityRide Cabs: आपको ट्रिप COM001 दी गई है। Bengaluru से Mysuru, शुरू 22/11/2026 09:00 IST, वाहन MH12AB1234, 3 यात्री।',
    );
    expect(
      driverMessage('driverAssignedCabBookingGroupUpdate', 'CityRide Cabs', { ...trip, to: 'Bengaluru' }, hi),
    ).toBe(
      'CityRide Cabs: आपकी ट्रिप COM001 में बदलाव हुआ है। Bengaluru के अंदर, शुरू 22/11/2026 09:00 IST, वाहन MH12AB1234, 3 यात्री।',
    );
  });
});

describe('the OTP SMS', () => {
  it('keeps its English (the DLT wording) byte for byte; Hindi has its own', async () => {
    expect(await otpText('4821')).toBe(otpMessage('4821'));
    expect(await otpText('4821', 'en')).toBe(
      '4821 is your OTP to log in to the Operator Console. It is valid for 5 minutes. Do not share it with anyone.',
    );
    expect(await otpText('4821', 'hi')).toBe(
      '4821 Operator Console में लॉग इन करने के लिए आपका OTP है। यह 5 मिनट तक मान्य है। इसे किसी से साझा न करें।',
    );
  });
});
