/**
 * Business dates in India Standard Time (Asia/Kolkata, UTC+05:30, no daylight saving), as
 * 'YYYY-MM-DD' strings. Pure functions with no time-zone database: server and web get the same
 * answer whatever the machine's own zone is. "Today" is always passed in (from the server's clock
 * or the browser's `new Date()`), never read here.
 */

export const IST_TIME_ZONE = 'Asia/Kolkata';
/** IST is UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** Days of the week as the spec names them, Monday first. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD', or null when it is not a real calendar date. */
function dayNumber(date: string): number | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function requireDay(date: string): number {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date: ${date}`);
  return n;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/** The IST calendar date of an instant. */
export function istDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * A date in a download's file name: the IST date of an instant (epoch ms) as YYYY-MM-DD, the one
 * format of every file name (payment advice, exports, statements; docs/ui.md, Labels): it sorts.
 */
export function fileNameDate(epochMs: number): string {
  return istDateOf(new Date(epochMs));
}

/** The IST instant at 00:00 of a business date. */
export function istStartOfDay(date: string): Date {
  return new Date(requireDay(date) * DAY_MS - IST_OFFSET_MINUTES * 60_000);
}

/** `date` plus `days` (negative goes back). */
export function addDaysToDate(date: string, days: number): string {
  return fromDayNumber(requireDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDates(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

/** The weekday of a business date. */
export function weekdayOfDate(date: string): Weekday {
  // 1970-01-01 was a Thursday (index 3 when Monday is 0).
  const index = (((requireDay(date) + 3) % 7) + 7) % 7;
  return WEEKDAYS[index] ?? 'MON';
}

/**
 * Reads a date the web sends as a business date: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm[:ss[.sss]]'
 * with an optional 'Z' or '±HH:mm'. Without a zone the date part is taken as written (IST wall
 * time); with one, the instant is converted to its IST date (so `2026-11-30T18:30:00.000Z`, IST
 * midnight as `toISOString()` prints it, is 2026-12-01). Null when it is not a valid date.
 */
export function parseBusinessDate(value: string): string | null {
  const v = value.trim();
  if (ISO_DATE.test(v)) return isIsoDate(v) ? v : null;
  const m = DATE_TIME.exec(v);
  if (!m) return null;
  const datePart = m[1] ?? '';
  const hh = Number(m[2]);
  const mm = Number(m[3]);
  const ss = m[4] === undefined ? 0 : Number(m[4]);
  if (!isIsoDate(datePart) || hh > 23 || mm > 59 || ss > 59) return null;
  const zone = m[5];
  if (zone === undefined) return datePart;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.replace(':', '');
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 14 || om > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  const utcMs = requireDay(datePart) * DAY_MS + ((hh * 60 + mm - offsetMinutes) * 60 + ss) * 1000;
  return istDateOf(new Date(utcMs));
}
