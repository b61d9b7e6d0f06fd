import { addDaysToDate, istStartOfDay } from '@oc/contract';
import { isApiError } from './api/errors';

/**
 * Range pickers whose window the server bounds (Payment Summary, Trips and Revenue:
 * `MONEY_MAX_RANGE_DAYS`). Same rule as the quality screens' `DateRangeFilter`: once a start is
 * picked, only it and the days up to the longest span after it can end the range, so a longer
 * range cannot be picked at all. Dates are IST business dates ('YYYY-MM-DD').
 */

/** The picker's value: either end may be missing while picking. */
export type PickedRange = [string | null, string | null];

/** The epoch-ms window a whole-day range sends: 00:00 IST of the first day to the last ms of the last. */
export function dayWindow(from: string, to: string): { fromDate: number; toDate: number } {
  return {
    fromDate: istStartOfDay(from).getTime(),
    toDate: istStartOfDay(addDaysToDate(to, 1)).getTime() - 1,
  };
}

/**
 * The last day a range starting on `start` may end on: a window of `maxDays` whole days is at most
 * `maxDays` × 24 h long (minus its last millisecond), which the server accepts.
 */
export function lastEndOf(start: string, maxDays: number): string {
  return addDaysToDate(start, maxDays - 1);
}

/** Whether a range fits `maxDays` (both ends counted; ends in order). */
export function rangeFits(from: string, to: string, maxDays: number): boolean {
  return from <= to && to <= lastEndOf(from, maxDays);
}

/**
 * The picker's bounds: the screen's own `limits` always; while only the start is picked, nothing
 * before it and nothing after its last allowed end.
 */
export function cappedBounds(
  picked: PickedRange,
  maxDays: number,
  limits: { minDate?: string; maxDate?: string } = {},
): { minDate?: string; maxDate?: string } {
  const [start, end] = picked;
  if (start === null || end !== null) return limits;
  const lastEnd = lastEndOf(start, maxDays);
  return {
    minDate: limits.minDate !== undefined && limits.minDate > start ? limits.minDate : start,
    maxDate: limits.maxDate !== undefined && limits.maxDate < lastEnd ? limits.maxDate : lastEnd,
  };
}

/**
 * The server's sentence when it refused the request as bad input (a 400, e.g. a window over the
 * longest range): the envelope's `data` text, to show in place of a failed-load error. Null for any
 * other failure.
 */
export function refusalMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 400 && error.message.trim() !== '' ? error.message : null;
}
