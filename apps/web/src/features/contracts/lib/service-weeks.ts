import { addDaysToDate, type RevenueRow } from '@oc/contract';

/** Services drawn by name (most revenue first); the rest are summed as one series. */
export const SERVICE_WEEKS_MAX_SERVICES = 5;
export const OTHER_SERVICES = '__other__';

export interface ServiceWeeks {
  /** Series keys in order: service names, then OTHER_SERVICES when there are more services. */
  services: string[];
  /** One row per week (Monday) with trips: each series' revenue in rupees (2 decimals). */
  weeks: { start: string; revenue: Record<string, number> }[];
}

function mondayOf(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return addDaysToDate(date.slice(0, 10), -((day + 6) % 7));
}

/**
 * Revenue per service per week (Monday to Sunday, by trip date) of the rows the table shows, so
 * the chart adds up to the totals line above it.
 */
export function serviceWeeks(rows: readonly RevenueRow[]): ServiceWeeks {
  const perService = new Map<string, number>();
  for (const r of rows) perService.set(r.serviceName, (perService.get(r.serviceName) ?? 0) + r.revenue);
  const ranked = [...perService.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const named = ranked.slice(0, SERVICE_WEEKS_MAX_SERVICES).map(([name]) => name);
  const services = ranked.length > named.length ? [...named, OTHER_SERVICES] : named;
  const weeks = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const start = mondayOf(r.tripDate);
    const week = weeks.get(start) ?? {};
    weeks.set(start, week);
    const key = named.includes(r.serviceName) ? r.serviceName : OTHER_SERVICES;
    week[key] = Math.round(((week[key] ?? 0) + r.revenue) * 100) / 100;
  }
  return {
    services,
    weeks: [...weeks.keys()].sort().map((start) => ({ start, revenue: weeks.get(start) ?? {} })),
  };
}
