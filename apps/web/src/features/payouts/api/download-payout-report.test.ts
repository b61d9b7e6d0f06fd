import type { Payout } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { payoutWindow } from './download-payout-report';

describe('payoutWindow', () => {
  it("covers the billing period's IST days: 00:00 of the start to the end of the end day", () => {
    const payout = { billingStartDate: '2026-11-16', billingEndDate: '2026-11-22' } as Payout;
    const w = payoutWindow(payout);
    expect(new Date(w.fromDate).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(new Date(w.toDate).toISOString()).toBe('2026-11-22T18:29:59.999Z');
  });
});
