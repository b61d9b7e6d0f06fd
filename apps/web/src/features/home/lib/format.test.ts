import { describe, expect, it } from 'vitest';
import { formatDay, formatInr } from './format';

describe('home formats', () => {
  it('INR with two decimals, ₹0.00 for an invalid value', () => {
    expect(formatInr(1234.5)).toBe('₹1,234.50');
    expect(formatInr(150000)).toBe('₹1,50,000.00');
    expect(formatInr(Number.NaN)).toBe('₹0.00');
    expect(formatInr(undefined)).toBe('₹0.00');
  });
  it('days', () => {
    expect(formatDay('2026-11-22')).toBe('22/11/2026');
    expect(formatDay('2026-11-22', false)).toBe('22/11');
  });
});
