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
