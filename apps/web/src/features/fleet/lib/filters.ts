import {
  CAB_ROUTE_TYPE_LABELS,
  FLEET_DEFAULT_DAYS,
  addDaysToDate,
  istDateOf,
  istStartOfDay,
  type CabRouteType,
  type City,
} from '@oc/contract';
import { todayIst } from '../../../lib/format';

/**
 * The fleet summary's filter set (part 2 §3): dates as IST business dates ('YYYY-MM-DD'; the from
 * date counts from 00:00, the to date to 23:59:59.999), the two cities, route type and asset type.
 */
export interface FleetFilters {
  fromDate: string | null;
  toDate: string | null;
  fromCity: City | null;
  toCity: City | null;
  routeType: CabRouteType | null;
  assetType: string | null;
}

/** What the summary call sends: dates only when both are set, cities only when both are set;
 * routeType and assetType always, '' when none (part 2 §5, §7). */
export interface FleetQuery {
  fromDate?: number;
  toDate?: number;
  fromCityId?: string;
  toCityId?: string;
  routeType: string;
  assetType: string;
}

/** Part 1 §9: the last 7 days, today included. */
export function defaultFilters(today: string = todayIst()): FleetFilters {
  return {
    fromDate: addDaysToDate(today, -(FLEET_DEFAULT_DAYS - 1)),
    toDate: today,
    fromCity: null,
    toCity: null,
    routeType: null,
    assetType: null,
  };
}

/** 00:00 IST of a date (epoch ms). */
export const startOfIstDay = (date: string) => istStartOfDay(date).getTime();
/** 23:59:59.999 IST of a date (epoch ms): a to date covers its whole day. */
export const endOfIstDay = (date: string) => istStartOfDay(addDaysToDate(date, 1)).getTime() - 1;
/** The IST business date of an instant. */
export const istDate = (ms: number) => istDateOf(new Date(ms));

export function toQuery(f: FleetFilters): FleetQuery {
  return {
    ...(f.fromDate && f.toDate ? { fromDate: startOfIstDay(f.fromDate), toDate: endOfIstDay(f.toDate) } : {}),
    ...(f.fromCity && f.toCity ? { fromCityId: f.fromCity._id, toCityId: f.toCity._id } : {}),
    routeType: f.routeType ?? '',
    assetType: f.assetType ?? '',
  };
}

/**
 * Whether the call actually narrows the default answer (then an empty answer is 'Trips Not Found',
 * else 'No Trips Assigned'). Decided from what {@link toQuery} sends, not from the form: a lone from
 * (or to) date or a lone city is not sent, and the server answers its default 7 days for it. A date
 * pair counts only when it is not the default week.
 */
export function isFiltered(f: FleetFilters, today: string = todayIst()): boolean {
  const sent = toQuery(f);
  const d = toQuery(defaultFilters(today));
  const datesSent =
    sent.fromDate !== undefined &&
    sent.toDate !== undefined &&
    (sent.fromDate !== d.fromDate || sent.toDate !== d.toDate);
  return (
    datesSent ||
    (sent.fromCityId !== undefined && sent.toCityId !== undefined) ||
    sent.routeType !== '' ||
    sent.assetType !== ''
  );
}

export type ChipKind = 'cities' | 'routeType' | 'assetType';

/** The applied-filter chips (part 2 §4: the city pair together, route type, asset type). */
export function chipsOf(f: FleetFilters): { kind: ChipKind; label: string }[] {
  const chips: { kind: ChipKind; label: string }[] = [];
  if (f.fromCity && f.toCity) chips.push({ kind: 'cities', label: `${f.fromCity.name} - ${f.toCity.name}` });
  if (f.routeType) chips.push({ kind: 'routeType', label: CAB_ROUTE_TYPE_LABELS[f.routeType] });
  if (f.assetType) chips.push({ kind: 'assetType', label: f.assetType });
  return chips;
}

/** Removing a chip clears its filter (both cities for the city chip). */
export function withoutChip(f: FleetFilters, kind: ChipKind): FleetFilters {
  if (kind === 'cities') return { ...f, fromCity: null, toCity: null };
  if (kind === 'routeType') return { ...f, routeType: null };
  return { ...f, assetType: null };
}

/**
 * A from date picked: kept, and the to date dropped when it is now before it (the picker then
 * moves to the to date).
 */
export function pickFromDate(f: FleetFilters, date: string | null): FleetFilters {
  return { ...f, fromDate: date, toDate: date && f.toDate && f.toDate < date ? null : f.toDate };
}
