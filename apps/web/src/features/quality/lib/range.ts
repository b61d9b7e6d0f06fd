import { addDaysToDate, istStartOfDay, QUALITY_LIMITS } from '@oc/contract';
import { formatEpochDate, todayIst } from '../../../lib/format';

/** A chosen range of IST business dates ('YYYY-MM-DD'); either end may be missing while picking. */
export type DateRange = [string | null, string | null];

/** The default range of the quality screens: the last 14 days, today included (under 14 days). */
export function defaultQualityRange(): DateRange {
  const today = todayIst();
  return [addDaysToDate(today, -(QUALITY_LIMITS.maxRangeDays - 1)), today];
}

/**
 * The epoch-ms pair sent for a complete range: 00:00 IST of the first day to the last millisecond
 * of the last day, ends in order (the mobile audit's end may come before its start). Null when an
 * end is missing.
 */
export function rangeQuery(range: DateRange): { fromDate: number; toDate: number } | null {
  const [a, b] = range;
  if (!a || !b) return null;
  const [from, to] = a <= b ? [a, b] : [b, a];
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/** '14/11/2026 – 27/11/2026': the dates of an applied range (what a list shows). */
export function appliedRangeText(applied: { fromDate: number; toDate: number } | null): string | null {
  return applied ? `${formatEpochDate(applied.fromDate)} – ${formatEpochDate(applied.toDate)}` : null;
}
