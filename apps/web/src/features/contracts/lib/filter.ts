import type { RevenueRow } from '@oc/contract';

/** A revenue row with the key the virtualized table needs (one trip: service on a date). */
export type KeyedRevenueRow = RevenueRow & { _id: string };

export interface RevenueFilters {
  serviceName: string | null;
  rc: string | null;
  /** 'YYYY-MM-DD', both inclusive; null: open. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: RevenueFilters = { serviceName: null, rc: null, from: null, to: null };

/**
 * The three filters of §4 combined on the client over the loaded rows, sorted by trip date
 * ascending (then service name), as §2 asks.
 */
export function filterRevenue(rows: readonly RevenueRow[], f: RevenueFilters): KeyedRevenueRow[] {
  return rows
    .filter(
      (r) =>
        (!f.serviceName || r.serviceName === f.serviceName) &&
        (!f.rc || r.busRc === f.rc) &&
        (!f.from || r.tripDate >= f.from) &&
        (!f.to || r.tripDate <= f.to),
    )
    .map((r) => ({ ...r, _id: `${r.serviceId}:${r.tripDate}` }))
    .sort((a, b) => a.tripDate.localeCompare(b.tripDate) || a.serviceName.localeCompare(b.serviceName));
}

/** 'YYYY/MM/DD' (§9, the revenue screen's format). */
export function revenueDate(date: string): string {
  return date.slice(0, 10).replaceAll('-', '/');
}
