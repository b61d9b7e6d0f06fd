import { describe, expect, it } from 'vitest';
import { keepDigits, toMobileDigits } from './digits';

describe('keepDigits', () => {
  it('keeps the digits of typed or pasted text, at most max of them', () => {
    expect(keepDigits('a1-2.3456', 4)).toBe('1234');
    expect(keepDigits('1,000', 4)).toBe('1000');
    expect(keepDigits('₹ 1,200', 4)).toBe('1200');
    expect(keepDigits('₹1,00,000', 6)).toBe('100000');
    expect(keepDigits('', 4)).toBe('');
  });
});

describe('toMobileDigits', () => {
  it('reads a pasted Indian number with its country code or trunk prefix', () => {
    expect(toMobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(toMobileDigits('098765-43210')).toBe('9876543210');
    expect(toMobileDigits('98a7-6 54x3210999')).toBe('9876543210');
    expect(toMobileDigits('98765')).toBe('98765');
  });
});
