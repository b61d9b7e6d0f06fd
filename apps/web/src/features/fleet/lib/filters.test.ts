import { describe, expect, it } from 'vitest';
import {
  chipsOf,
  defaultFilters,
  isFiltered,
  pickFromDate,
  toQuery,
  withoutChip,
  type FleetFilters,
} from './filters';

const TODAY = '2026-03-10';
const BLR = { _id: '11111111-1111-4111-8111-111111111111', name: 'Bengaluru' };
const MYS = { _id: '22222222-2222-4222-8222-222222222222', name: 'Mysuru' };

describe('fleet summary filters', () => {
  it('defaults to the last 7 days, today included, and nothing else', () => {
    expect(defaultFilters(TODAY)).toEqual({
      fromDate: '2026-03-04',
      toDate: TODAY,
      fromCity: null,
      toCity: null,
      routeType: null,
      assetType: null,
    });
    expect(isFiltered(defaultFilters(TODAY), TODAY)).toBe(false);
  });

  it('sends the from date from 00:00 IST and the to date to 23:59:59.999 IST, and route and asset type always', () => {
    expect(toQuery(defaultFilters(TODAY))).toEqual({
      fromDate: Date.parse('2026-03-04T00:00:00+05:30'),
      toDate: Date.parse('2026-03-11T00:00:00+05:30') - 1,
      routeType: '',
      assetType: '',
    });
  });

  it('sends dates only when both are set, cities only when both are set', () => {
    const f: FleetFilters = { ...defaultFilters(TODAY), toDate: null, fromCity: BLR };
    expect(toQuery(f)).toEqual({ routeType: '', assetType: '' });
    expect(toQuery({ ...f, toCity: MYS, routeType: 'INTRA', assetType: '4 Seater' })).toMatchObject({
      fromCityId: BLR._id,
      toCityId: MYS._id,
      routeType: 'INTRA',
      assetType: '4 Seater',
    });
  });

  it("counts a changed range or a filter as filtered ('Trips Not Found'), a lone city not", () => {
    const d = defaultFilters(TODAY);
    expect(isFiltered({ ...d, fromDate: '2026-03-01' }, TODAY)).toBe(true);
    expect(isFiltered({ ...d, routeType: 'INTER' }, TODAY)).toBe(true);
    expect(isFiltered({ ...d, assetType: '6 Seater' }, TODAY)).toBe(true);
    expect(isFiltered({ ...d, fromCity: BLR }, TODAY)).toBe(false);
    expect(isFiltered({ ...d, fromCity: BLR, toCity: MYS }, TODAY)).toBe(true);
  });

  it("decides 'filtered' from what is sent: a lone date is not sent, so the default week answers", () => {
    const d = defaultFilters(TODAY);
    // Only a from date picked (the to date dropped): no dates go out, the server answers its 7 days.
    const fromOnly = pickFromDate(d, '2026-03-12');
    expect(toQuery(fromOnly)).toEqual({ routeType: '', assetType: '' });
    expect(isFiltered(fromOnly, TODAY)).toBe(false);
    expect(isFiltered({ ...d, fromDate: '2026-03-01', toDate: null }, TODAY)).toBe(false);
    expect(isFiltered({ ...d, fromDate: null }, TODAY)).toBe(false);
    expect(isFiltered({ ...d, fromDate: null, toDate: null }, TODAY)).toBe(false);
    // A lone date with a filter that is sent is still filtered.
    expect(isFiltered({ ...fromOnly, routeType: 'INTRA' }, TODAY)).toBe(true);
    // Both dates, but not the default week: sent, so filtered.
    expect(isFiltered({ ...d, fromDate: '2026-03-04', toDate: '2026-03-09' }, TODAY)).toBe(true);
  });

  it('shows one chip per filter (the city pair together) and removing it clears that filter', () => {
    const f: FleetFilters = {
      ...defaultFilters(TODAY),
      fromCity: BLR,
      toCity: MYS,
      routeType: 'INTER',
      assetType: '4 Seater',
    };
    expect(chipsOf(f)).toEqual([
      { kind: 'cities', label: 'Bengaluru - Mysuru' },
      { kind: 'routeType', label: 'Intercity' },
      { kind: 'assetType', label: '4 Seater' },
    ]);
    expect(withoutChip(f, 'cities')).toMatchObject({ fromCity: null, toCity: null, routeType: 'INTER' });
    expect(withoutChip(f, 'routeType')).toMatchObject({ routeType: null, assetType: '4 Seater' });
    expect(withoutChip(f, 'assetType')).toMatchObject({ assetType: null, fromCity: BLR });
    expect(chipsOf({ ...f, toCity: null })).toHaveLength(2);
  });

  it('drops a to date that a later from date passes', () => {
    const d = defaultFilters(TODAY);
    expect(pickFromDate(d, '2026-03-12')).toMatchObject({ fromDate: '2026-03-12', toDate: null });
    expect(pickFromDate(d, '2026-03-01')).toMatchObject({ fromDate: '2026-03-01', toDate: TODAY });
    expect(pickFromDate(d, null)).toMatchObject({ fromDate: null, toDate: TODAY });
  });
});
