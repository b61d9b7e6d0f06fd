import { CAB_DEFAULT_WINDOW_MS, addDaysToDate, istStartOfDay, type CabTripsQuery } from '@oc/contract';
import { currentIntl } from '../../../i18n/language';
import { formatDate } from '../../../lib/format';

/** Part 2 §3 Trip filter state. Dates are IST business dates ('YYYY-MM-DD') as the picker holds them. */
export interface TripFilters {
  fromCity: string | null;
  fromCityId: string | null;
  toCity: string | null;
  toCityId: string | null;
  tripId: string;
  fromDate: string | null;
  toDate: string | null;
}

export const EMPTY_FILTERS: TripFilters = {
  fromCity: null,
  fromCityId: null,
  toCity: null,
  toCityId: null,
  tripId: '',
  fromDate: null,
  toDate: null,
};

/** Part 2 §3 chip types (the trips screen uses the first three). */
export type ChipType = 'FROM_AND_TO_DATE_FILTER' | 'FROM_AND_TO_CITY_FILTER' | 'TRIP_ID_FILTER';

export interface FilterChip {
  type: ChipType;
  label: string;
}

/** The applied filters as removable chips (labelled in the page's language); their number is the applied-filter count. */
export function chipsOf(f: TripFilters): FilterChip[] {
  const intl = currentIntl();
  const chips: FilterChip[] = [];
  if (f.fromDate && f.toDate) {
    const label =
      f.fromDate === f.toDate
        ? formatDate(f.fromDate)
        : `${formatDate(f.fromDate)} - ${formatDate(f.toDate)}`;
    chips.push({ type: 'FROM_AND_TO_DATE_FILTER', label });
  }
  if (f.fromCityId || f.toCityId) {
    const label = [
      f.fromCity
        ? intl.formatMessage(
            { id: 'cab.filters.chipFrom', defaultMessage: 'From {city}' },
            { city: f.fromCity },
          )
        : null,
      f.toCity
        ? intl.formatMessage({ id: 'cab.filters.chipTo', defaultMessage: 'To {city}' }, { city: f.toCity })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
    chips.push({ type: 'FROM_AND_TO_CITY_FILTER', label });
  }
  if (f.tripId.trim())
    chips.push({
      type: 'TRIP_ID_FILTER',
      label: intl.formatMessage(
        { id: 'cab.filters.chipTripId', defaultMessage: 'Trip ID {id}' },
        { id: f.tripId.trim() },
      ),
    });
  return chips;
}

/** Removes one chip's filters (the city pair together, both dates together). */
export function withoutChip(f: TripFilters, type: ChipType): TripFilters {
  if (type === 'FROM_AND_TO_DATE_FILTER') return { ...f, fromDate: null, toDate: null };
  if (type === 'FROM_AND_TO_CITY_FILTER')
    return { ...f, fromCity: null, fromCityId: null, toCity: null, toCityId: null };
  return { ...f, tripId: '' };
}

/** The default window: 12 hours either side of `now` (part 1 §9). */
export function defaultWindow(now: number): CabTripsQuery {
  return { fromDate: now - CAB_DEFAULT_WINDOW_MS, toDate: now + CAB_DEFAULT_WINDOW_MS };
}

/**
 * What GET /trips is sent: the default window when no filter is applied, else the applied filters;
 * the from date from the start of its day, the to date to the end of its day (23:59:59.999 IST).
 */
export function queryOf(f: TripFilters, now: number): CabTripsQuery {
  if (chipsOf(f).length === 0) return defaultWindow(now);
  const q: CabTripsQuery = {};
  if (f.fromDate && f.toDate) {
    q.fromDate = istStartOfDay(f.fromDate).getTime();
    q.toDate = istStartOfDay(addDaysToDate(f.toDate, 1)).getTime() - 1;
  }
  if (f.fromCityId) q.fromCityId = f.fromCityId;
  if (f.toCityId) q.toCityId = f.toCityId;
  if (f.tripId.trim()) q.tripId = f.tripId.trim();
  return q;
}
