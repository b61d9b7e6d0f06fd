import dayjs from 'dayjs';

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** INR with two decimals; '₹0.00' for an invalid value (part 1 §9). */
export function formatInr(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? INR.format(value) : '₹0.00';
}

/** 'DD/MM/YYYY HH:mm' of an instant, in the browser's zone. */
export function formatUpdatedAt(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '-';
}

/** 'DD/MM' of a business date YYYY-MM-DD (chart axis), 'DD/MM/YYYY' for the table. */
export function formatDay(date: string, withYear = true): string {
  const [y, m, d] = date.split('-');
  return withYear ? `${d}/${m}/${y}` : `${d}/${m}`;
}

const COMPACT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Chart axis: '₹80K', '₹1.2L' style short amounts. */
export function formatInrCompact(value: number): string {
  return Number.isFinite(value) ? COMPACT.format(value) : '₹0';
}
