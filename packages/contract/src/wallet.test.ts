import { describe, expect, it } from 'vitest';
import { sandboxCheckoutPath } from './payments';
import { payoutReportFilename } from './payouts';
import {
  defaultWalletWindow,
  isValidTopUpAmount,
  paiseToRupees,
  rupeesToPaise,
  topUpAmountSchema,
} from './wallet';

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
  it('names the payout report file with the IST dates as YYYY-MM-DD', () => {
    // 00:00 IST of 16 Nov 2026 … 23:59:59.999 IST of 22 Nov 2026
    expect(
      payoutReportFilename(Date.UTC(2026, 10, 15, 18, 30), Date.UTC(2026, 10, 22, 18, 29, 59, 999)),
    ).toBe('pnrwisereport_2026-11-16_2026-11-22.xlsx');
  });
});

describe('sandbox checkout', () => {
  it('derives the page address from the endpoint declaration', () => {
    const ref = `plink_sbx_${'0a'.repeat(16)}`;
    expect(sandboxCheckoutPath(ref)).toBe(`/api/v1/payments/sandbox/checkout/${ref}`);
  });
});
