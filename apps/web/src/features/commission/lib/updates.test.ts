import { commissionEditFormSchema, fareEditFormSchema, type CommissionService } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import {
  bulkFieldOf,
  commissionEditUpdate,
  commissionEditValues,
  fareEditUpdate,
  fareEditValues,
} from './updates';

const D1 = '2026-11-23';
const D2 = '2026-11-24';
const sleeperOnly: CommissionService = {
  _id: 'svc',
  name: 'CM1-0',
  fromCityName: 'Delhi',
  toCityName: 'Manali',
  startTime: '21:30',
  seatLimit: 10,
  b2cAssetTypeName: 'AC Sleeper',
  fallbackFlatFare: { seater: null, sleeper: 950 },
  tripDateWiseData: {
    [D1]: { discount: 12, discountIsGlobal: false, flatFare: { seater: null, sleeper: 1000 } },
    [D2]: { discount: 10, discountIsGlobal: true, flatFare: { seater: null, sleeper: 950 } },
  },
};
const dates = [D1, D2];

describe('single-update modals send only what changed', () => {
  it('commission: a date following the global commission is blank; untouched dates are not sent', () => {
    const values = commissionEditValues(sleeperOnly, dates);
    expect(values).toEqual({
      seatLimit: '10',
      tripDateWiseData: { [D1]: { discount: '12' }, [D2]: { discount: '' } },
    });
    expect(commissionEditUpdate(sleeperOnly, commissionEditFormSchema.parse(values), dates)).toBeNull();
    const edited = { ...values, tripDateWiseData: { ...values.tripDateWiseData, [D2]: { discount: '42' } } };
    expect(commissionEditUpdate(sleeperOnly, commissionEditFormSchema.parse(edited), dates)).toEqual({
      _id: 'svc',
      tripDateWiseData: { [D2]: { discount: 42 } },
    });
  });

  it('fares: the kinds the bus lacks are blank and never sent', () => {
    const values = fareEditValues(sleeperOnly, dates);
    expect(values.fallbackFlatFare).toEqual({ seater: '', sleeper: '950' });
    expect(fareEditUpdate(sleeperOnly, fareEditFormSchema.parse(values), dates)).toBeNull();
    const edited = {
      ...values,
      seatLimit: '33',
      tripDateWiseData: { ...values.tripDateWiseData, [D1]: { flatFare: { seater: '', sleeper: '2222' } } },
    };
    expect(fareEditUpdate(sleeperOnly, fareEditFormSchema.parse(edited), dates)).toEqual({
      _id: 'svc',
      seatLimit: 33,
      tripDateWiseData: { [D1]: { flatFare: { sleeper: 2222 } } },
    });
  });
});

describe('bulk modal fields of a refused update', () => {
  it('maps each body path to the one field that set it', () => {
    expect(bulkFieldOf('seatLimit')).toBe('seatLimit');
    expect(bulkFieldOf(`tripDateWiseData.${D1}.discount`)).toBe('discount');
    expect(bulkFieldOf(`tripDateWiseData.${D1}.flatFare.sleeper`)).toBe('sleeper');
    expect(bulkFieldOf('fallbackFlatFare.seater')).toBe('fallbackSeater');
    expect(bulkFieldOf(`tripDateWiseData.${D1}`)).toBeNull();
    expect(bulkFieldOf('_id')).toBeNull();
  });
});
