import { CAB_DEFAULT_WINDOW_MS, istStartOfDay } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, chipsOf, queryOf, withoutChip, type TripFilters } from './filters';

const NOW = Date.UTC(2026, 10, 24, 12, 0);
const FULL: TripFilters = {
  fromCity: 'Bengaluru',
  fromCityId: 'c1',
  toCity: 'Mysuru',
  toCityId: 'c2',
  tripId: ' crc123456 ',
  fromDate: '2026-11-20',
  toDate: '2026-11-22',
};

describe('trip filters', () => {
  it('sends the default window (now ± 12 h) when nothing is applied', () => {
    expect(chipsOf(EMPTY_FILTERS)).toEqual([]);
    expect(queryOf(EMPTY_FILTERS, NOW)).toEqual({
      fromDate: NOW - CAB_DEFAULT_WINDOW_MS,
      toDate: NOW + CAB_DEFAULT_WINDOW_MS,
    });
  });

  it('counts one chip per filter kind and sends the from day start to the to day end (IST)', () => {
    expect(chipsOf(FULL).map((c) => [c.type, c.label])).toEqual([
      ['FROM_AND_TO_DATE_FILTER', '20/11/2026 - 22/11/2026'],
      ['FROM_AND_TO_CITY_FILTER', 'From Bengaluru · To Mysuru'],
      ['TRIP_ID_FILTER', 'Trip ID crc123456'],
    ]);
    expect(queryOf(FULL, NOW)).toEqual({
      fromDate: istStartOfDay('2026-11-20').getTime(),
      toDate: istStartOfDay('2026-11-23').getTime() - 1,
      fromCityId: 'c1',
      toCityId: 'c2',
      tripId: 'crc123456',
    });
  });

  it('removes a chip with its pair, and falls back to the default window at zero', () => {
    const noCities = withoutChip(FULL, 'FROM_AND_TO_CITY_FILTER');
    expect([noCities.fromCityId, noCities.toCityId, noCities.fromCity, noCities.toCity]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const onlyDates = withoutChip(noCities, 'TRIP_ID_FILTER');
    expect(chipsOf(onlyDates).map((c) => c.type)).toEqual(['FROM_AND_TO_DATE_FILTER']);
    const none = withoutChip(onlyDates, 'FROM_AND_TO_DATE_FILTER');
    expect(queryOf(none, NOW)).toEqual({
      fromDate: NOW - CAB_DEFAULT_WINDOW_MS,
      toDate: NOW + CAB_DEFAULT_WINDOW_MS,
    });
  });
});
