import { describe, expect, it } from 'vitest';
import { payoutReportFilename } from './payouts';
import {
  defaultWalletWindow,
  formatDdMmYyyy,
  formatInr,
  formatTransactionTime,
  isValidTopUpAmount,
  paiseToRupees,
  rupeesToPaise,
  topUpAmountSchema,
} from './wallet';

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
});

describe('top-up amount', () => {
  it('takes whole rupees from 100 to 100000, as a number or a digit string', () => {
    expect(topUpAmountSchema.parse(100)).toBe(100);
    expect(topUpAmountSchema.parse('100000')).toBe(100_000);
    for (const bad of [99, 100_001, 150.5, -100, '1e3', '12a', ' ', '', '0100.0'])
      expect(isValidTopUpAmount(String(bad)) && topUpAmountSchema.safeParse(bad).success).toBe(false);
  });
});

describe('money and dates', () => {
  it('converts paise and rupees without float drift', () => {
    expect(rupeesToPaise(1250.5)).toBe(125_050);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(125_050)).toBe(1250.5);
  });
  it('defaults the wallet window to 00:00 IST six days ago … the end of today (IST)', () => {
    // 2026-11-23 01:00 IST
    const w = defaultWalletWindow(new Date('2026-11-22T19:30:00Z'));
    expect(new Date(w.fromDate).toISOString()).toBe('2026-11-16T18:30:00.000Z');
    expect(new Date(w.toDate).toISOString()).toBe('2026-11-23T18:29:59.999Z');
  });
  it('formats transaction times as DD/MM/YYYY HH:mm in IST', () => {
    expect(formatTransactionTime('2026-11-22T19:30:00Z')).toBe('23/11/2026 01:00');
    expect(formatTransactionTime('nonsense')).toBe('');
    expect(formatDdMmYyyy('2026-11-02')).toBe('02/11/2026');
  });
  it('names the payout report file', () => {
    expect(payoutReportFilename(1, 2)).toBe('pnrwisereport_1_2.xlsx');
  });
});
