import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  bracketShare,
  notPaidOf,
  settleWeek,
  withUnpaidLines,
  type ContractTerms,
  type TripMoney,
} from './settlement';
import { renderStatementPdf } from './statement-pdf';

/** The contract of the hand-computed weeks (docs/architecture.md "MG contracts and money"). */
const MG: ContractTerms = {
  serviceId: 'svc-a',
  type: 'MINIMUM_GUARANTEE',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  runningCostPaise: 1_500_000, // ₹15,000
  additionalGuaranteePaise: 100_000, // ₹1,000 → guarantee ₹16,000 a trip
  freeDemandCancellation: 1,
  roundTripTollPaise: 120_000, // ₹1,200
  brackets: [
    { startPaise: 0, endPaise: 1_600_000, operatorShare: 1 }, // fixed guarantee
    { startPaise: 1_600_000, endPaise: 2_000_000, operatorShare: 0.75 }, // operator share
    { startPaise: 2_000_000, endPaise: 2_400_000, operatorShare: 0 }, // company share
    { startPaise: 2_400_000, endPaise: null, operatorShare: 0.5 }, // above the threshold, 50:50
  ],
};
const terms = { contracts: new Map([['svc-a', MG]]), commercialPercentage: 0.1, tdsPercentage: 0.01 };

let n = 0;
const trip = (p: Partial<TripMoney>): TripMoney => ({
  tripId: `t${++n}`,
  serviceId: 'svc-a',
  serviceName: 'Amritsar - Delhi 21:00',
  tripDate: '2026-11-09',
  tripStatus: 'COMPLETED',
  busRc: 'PB01AB1234',
  seatsSold: 30,
  revenuePaise: 0,
  cancellationChargePaise: 0,
  ...p,
});

describe('weekly statement formula, against hand-computed weeks', () => {
  it('an ordinary week: a trip below the guarantee is paid the guarantee, one above earns its bracket share', () => {
    const week = settleWeek({
      ...terms,
      trips: [
        trip({ revenuePaise: 1_200_000 }), // share 12,000 < 16,000 → 16,000
        // gross 18,200: 16,000 + 2,200 × 0.75 = 17,650
        trip({ tripDate: '2026-11-10', revenuePaise: 1_800_000, cancellationChargePaise: 20_000 }),
      ],
    });
    expect(week.lines.map((l) => [l.sharePaise, l.earningPaise, l.tollPaise])).toEqual([
      [1_200_000, 1_600_000, 120_000],
      [1_765_000, 1_765_000, 120_000],
    ]);
    expect(week).toMatchObject({
      earningsPaise: 3_365_000, // ₹33,650
      commercialPaise: 336_500, // 10 %
      amountPaise: 3_028_500,
      gstPaise: 545_130, // 18 %
      tdsPaise: 30_285, // 1 %
      additionPaise: 240_000, // two tolls
      netPaise: 3_783_345, // 30,285.00 + 5,451.30 − 302.85 + 2,400.00
    });
  });

  it('a week with cancellations: the first demand cancellation is free, the next is paid the guarantee; no toll for them', () => {
    const week = settleWeek({
      ...terms,
      trips: [
        trip({ tripDate: '2026-11-09', tripStatus: 'CANCELLED' }),
        trip({ tripDate: '2026-11-11', tripStatus: 'CANCELLED' }),
        trip({ tripDate: '2026-11-12', revenuePaise: 2_000_000 }), // 16,000 + 4,000 × 0.75 = 19,000
      ],
    });
    expect(week.lines.map((l) => l.earningPaise)).toEqual([0, 1_600_000, 1_900_000]);
    expect(week).toMatchObject({
      earningsPaise: 3_500_000,
      commercialPaise: 350_000,
      amountPaise: 3_150_000,
      gstPaise: 567_000,
      tdsPaise: 31_500,
      additionPaise: 120_000,
      netPaise: 3_805_500,
    });
  });

  it('a week above the revenue threshold: the part above ₹24,000 is shared 50:50, rounded once per trip', () => {
    // gross 30,333.33: 16,000 + 4,000 × 0.75 + 4,000 × 0 + 6,333.33 × 0.5 = 22,166.665 → 22,166.67
    expect(bracketShare(3_033_333, MG.brackets)).toBe(2_216_667);
    const week = settleWeek({
      ...terms,
      trips: [trip({ revenuePaise: 3_000_000, cancellationChargePaise: 33_333 })],
    });
    expect(week).toMatchObject({
      earningsPaise: 2_216_667,
      commercialPaise: 221_667,
      amountPaise: 1_995_000,
      gstPaise: 359_100,
      tdsPaise: 19_950,
      additionPaise: 120_000,
      netPaise: 2_454_150,
    });
  });

  it('pays no guarantee under REVENUE_SHARE; lists trips without a contract in force, unpaid, with the reason', () => {
    const share: ContractTerms = {
      ...MG,
      serviceId: 'svc-b',
      type: 'REVENUE_SHARE',
      validTo: '2026-11-10',
      brackets: [{ startPaise: 0, endPaise: null, operatorShare: 0.8 }],
    };
    const week = settleWeek({
      contracts: new Map([['svc-b', share]]),
      commercialPercentage: 0,
      tdsPercentage: 0.02,
      trips: [
        trip({ serviceId: 'svc-b', tripDate: '2026-11-09', revenuePaise: 1_000_000 }),
        trip({ serviceId: 'svc-b', tripDate: '2026-11-11', revenuePaise: 1_000_000 }), // contract expired
        trip({ serviceId: 'svc-x', revenuePaise: 5_000_000 }), // no contract
        trip({ serviceId: 'svc-b', tripDate: '2026-11-10', tripStatus: 'CANCELLED' }), // free? no guarantee anyway
      ],
    });
    expect(
      week.lines.map((l) => [l.serviceId, l.tripDate, l.earningPaise, l.tollPaise, l.notPaidReason ?? null]),
    ).toEqual([
      ['svc-b', '2026-11-09', 800_000, 120_000, null],
      ['svc-x', '2026-11-09', 0, 0, 'NO_CONTRACT'],
      ['svc-b', '2026-11-10', 0, 0, null],
      ['svc-b', '2026-11-11', 0, 0, 'CONTRACT_EXPIRED'],
    ]);
    expect(week.lines[3]).toMatchObject({ revenuePaise: 1_000_000, contractValidTo: '2026-11-10' });
    const unpaid = notPaidOf(week.lines);
    expect([unpaid.lines.length, unpaid.revenuePaise, unpaid.reasons]).toEqual([
      2,
      6_000_000,
      ['NO_CONTRACT', 'CONTRACT_EXPIRED'],
    ]);
    expect(week).toMatchObject({
      earningsPaise: 800_000,
      amountPaise: 800_000,
      gstPaise: 144_000,
      tdsPaise: 16_000,
    });
    expect(week.netPaise).toBe(800_000 + 144_000 - 16_000 + 120_000);
  });
});

describe('a statement closed before unpaid trips were listed', () => {
  it('gets only the unpaid lines it lacks, in order; its paid lines and money do not move', () => {
    const week = settleWeek({
      ...terms,
      trips: [
        trip({ tripDate: '2026-11-09', revenuePaise: 2_000_000 }),
        trip({ serviceId: 'svc-x', serviceName: 'Delhi - Amritsar 22:00', tripDate: '2026-11-09' }),
        trip({ tripDate: '2026-11-10', revenuePaise: 1_000_000 }),
        trip({ serviceId: 'svc-x', serviceName: 'Delhi - Amritsar 22:00', tripDate: '2026-11-11' }),
      ],
    });
    const old = week.lines.filter((l) => !l.notPaidReason);
    expect(withUnpaidLines(old, week.lines)).toEqual(week.lines);
    // A current statement, or an old one with nothing unpaid to add, is left as it is.
    expect(withUnpaidLines(week.lines, week.lines)).toBeUndefined();
    expect(withUnpaidLines(old, old)).toBeUndefined();
  });
});

describe('the statement PDF', () => {
  it('lists 40 unpaid service groups within the pages, each group line above the bottom margin', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => {
      const name = `Service ${String(i + 1).padStart(2, '0')}`;
      return {
        ...settleWeek({ ...terms, trips: [trip({ serviceId: `svc-${i}`, serviceName: name })] }).lines[0]!,
      };
    });
    const pdf = await renderStatementPdf({
      accountId: 'acc',
      id: 'sum',
      operatorName: 'Punjab Roadlines',
      weekStartDate: '2026-11-09',
      weekEndDate: '2026-11-15',
      commercialPercentage: 0.1,
      tdsPercentage: 0.02,
      earningsPaise: 0,
      commercialPaise: 0,
      amountPaise: 0,
      gstPaise: 0,
      tdsPaise: 0,
      additionPaise: 0,
      netPaise: 0,
      lines,
      createdOn: new Date('2026-11-17T00:00:00Z'),
    });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const groups: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // Every piece of text sits between the margins (36 pt) of its page.
        expect(item.transform[5], `${item.str} on page ${p}`).toBeGreaterThanOrEqual(36);
        if (/^Service \d\d: no contract$/.test(item.str)) groups.push(item.str);
      }
    }
    expect(groups).toEqual(lines.map((l) => `${l.serviceName}: no contract`));
  });
});
