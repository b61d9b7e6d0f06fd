/**
 * The server's own text (the sandbox checkout page, admin command output, the .xlsx report): money
 * and dates as the operator reads them. The web formats its screens with its own module
 * (apps/web/src/lib/format.ts); the wire carries numbers and ISO strings only.
 */

const IST_OFFSET_MS = 330 * 60_000;

const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const INR_WHOLE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/**
 * INR with two decimals and Indian grouping ('₹18,24,245.50'); `whole`: rounded to rupees
 * ('₹4,500'). Zero for anything not a finite number.
 */
export function formatInr(value: unknown, opts: { whole?: boolean } = {}): string {
  const format = opts.whole ? INR_WHOLE : INR;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return format.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/** 'DD/MM/YYYY' of a 'YYYY-MM-DD' business date. */
export function formatDate(date: string): string {
  const [y = '', m = '', d = ''] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'DD/MM/YYYY HH:mm' in IST of an instant; '' for an invalid date. */
export function formatDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  const ist = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 16)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A 'YYYY-MM-DD' business date with its month's name in `locale` ('19 अक्टूबर 2026' in 'hi-IN';
 * `month: 'short'`: '19 अक्टू॰ 2026'); the documents of languages other than English.
 */
export function formatDateIn(date: string, locale: string, month: 'long' | 'short' = 'long'): string {
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return '';
  return dateFormat(locale, { timeZone: 'UTC', day: 'numeric', month, year: 'numeric' }).format(at);
}

/** An instant in IST with its month's name in `locale` ('19 अक्टू॰ 2026, 15:45'); '' for an invalid date. */
export function formatDateTimeIn(at: Date, locale: string): string {
  if (Number.isNaN(at.getTime())) return '';
  return dateFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // h23, not `hour12: false`: that writes midnight as 24:00 in some locales (hi-IN).
    hourCycle: 'h23',
  }).format(at);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Rupees in `locale` with the rupee sign, two decimals and Indian grouping ('₹1,23,456.78'). */
export function formatInrIn(rupees: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(Number.isFinite(rupees) ? rupees : 0);
}
