import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInr } from './format';

describe('formatInr', () => {
  it('shows INR with two decimals and Indian grouping', () => {
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(12_500)).toBe('₹12,500.00');
    expect(formatInr(1_824_245.5)).toBe('₹18,24,245.50');
    expect(formatInr('99.999')).toBe('₹100.00');
  });
  it("answers '₹0.00' for anything that is not a finite number", () => {
    for (const v of [null, undefined, NaN, Infinity, 'abc', '', {}, [], true])
      expect(formatInr(v)).toBe('₹0.00');
  });
  it("rounds to whole rupees when asked (the admin command's reimbursement lines)", () => {
    expect(formatInr(4_500, { whole: true })).toBe('₹4,500');
    expect(formatInr(1_824_245.5, { whole: true })).toBe('₹18,24,246');
    expect(formatInr(NaN, { whole: true })).toBe('₹0');
  });
});

describe('dates', () => {
  it('formats instants as DD/MM/YYYY HH:mm in IST', () => {
    expect(formatDateTime(new Date('2026-11-22T19:30:00Z'))).toBe('23/11/2026 01:00');
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });
  it('formats business dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-11-02')).toBe('02/11/2026');
  });
});
