import {
  MG_GST_RATE,
  addDaysToDate,
  istStartOfDay,
  notInModelMessage,
  type MgService,
  type PaymentSummary,
  type RevenueRow,
  contractsEndpoints,
} from '@oc/contract';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext, apiCaller } from '../../../test/support';
import { accounts, bookings, trips, users, weeklyPaymentSummaries } from '../../db/schema';
import { MG_HISTORY_DAYS } from '../../db/seed/contracts';
import { pdfMoney } from './statement-pdf';
import { settleWeek, type ContractTerms } from './settlement';

const NOW = new Date('2026-11-22T09:30:00Z'); // a Sunday, 15:00 IST
const TODAY = '2026-11-22';
/** The latest closed week: Mon 9 – Sun 15 November (closed Tue 17 Nov 00:00 IST). */
const LAST_WEEK = '2026-11-09';

let ctx: TestContext;
const { call, callAs, get } = apiCaller(() => ctx);
let mg2: string;
let mg5: string;
let op1: string;
let cab: string;
let acc2: string;
let acc5: string;

const paise = (rupees: number) => Math.round(rupees * 100);

async function mgAccount(mobileNo: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'BUSOWNER')));
  if (!row) throw new Error(`no MG account for ${mobileNo}`);
  return row.id;
}

const ms = (date: string) => istStartOfDay(date).getTime();
const endMs = (date: string) => istStartOfDay(addDaysToDate(date, 1)).getTime() - 1;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, now: NOW });
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  mg5 = (await loginAs(ctx, '9000000005')).accessToken;
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  acc2 = await mgAccount('9000000002');
  acc5 = await mgAccount('9000000005');
});
afterAll(async () => ctx.close());

describe('GET /mg/user/service', () => {
  it('answers the services with payout frequency and contracts: some with 4 brackets, some not, one expired', async () => {
    const { status, data } = await callAs(mg2, contractsEndpoints.services, { model: 'BUSOWNER' });
    expect(status).toBe(200);
    expect(data).toHaveLength(4);
    const contracts = data.map((s) => s.contract!);
    expect(contracts.every(Boolean)).toBe(true);
    expect(contracts.filter((c) => c.revenueBracket.length === 4).length).toBeGreaterThanOrEqual(2);
    expect(contracts.filter((c) => c.revenueBracket.length !== 4).length).toBeGreaterThanOrEqual(1);
    expect(contracts.filter((c) => c.status === 'EXPIRED')).toHaveLength(1);
    // One contract ends within 14 days: flagged so the screens warn before it expires.
    const soon = contracts.filter((c) => c.expiresSoon);
    expect(soon).toHaveLength(1);
    expect(soon[0]!.status).toBe('ACTIVE');
    expect(soon[0]!.validTo <= addDaysToDate(TODAY, 14)).toBe(true);
    for (const s of data) {
      // The demo contract's name says its type (no 'Revenue share contract' of type minimum guarantee).
      const c = s.contract!;
      const typeWords = { MINIMUM_GUARANTEE: 'minimum guarantee', REVENUE_SHARE: 'revenue share' };
      expect(c.name.toLowerCase()).toContain(typeWords[c.type]);
      const other = c.type === 'MINIMUM_GUARANTEE' ? /revenue share|\bshare contract/i : /guarantee|\bMG\b/;
      expect(c.name).not.toMatch(other);
      expect(c.expiresSoon).toBe(c.validTo >= TODAY && c.validTo <= addDaysToDate(TODAY, 14));
      expect(s.busOperatorPayoutFrequency).toMatch(/^(WEEKLY|FORTNIGHTLY|MONTHLY)$/);
      expect(s.busType.name).not.toBe('');
      expect(c.status).toBe(c.validTo < TODAY ? 'EXPIRED' : 'ACTIVE');
      expect(c.runningCost).toBeGreaterThan(0);
      expect(c.cancellationCharge).toBeGreaterThan(0);
      expect(c.cancellationCharge).toBeLessThan(1);
      // Brackets cover 0 … ∞ without gaps, each split adds up to 1.
      expect(c.revenueBracket[0]!.start).toBe(0);
      expect(c.revenueBracket.at(-1)!.end).toBeNull();
      c.revenueBracket.forEach((b, i) => {
        expect(b.companyShare + b.operatorShare).toBeCloseTo(1, 6);
        if (i > 0) expect(b.start).toBe(c.revenueBracket[i - 1]!.end);
      });
    }
  });

  it('filters by serviceId and rc; ids and RCs of another account match nothing', async () => {
    const all = (await callAs(mg2, contractsEndpoints.services, { model: 'BUSOWNER' })).data;
    const other = (await callAs(mg5, contractsEndpoints.services, { model: 'BUSOWNER' })).data;
    expect(other.length).toBeGreaterThan(0);
    const one = await get<MgService[]>(mg2, `/api/v1/mg/user/service?serviceId=${all[1]!._id}`);
    expect(one.data.map((s) => s._id)).toEqual([all[1]!._id]);
    expect((await get<MgService[]>(mg2, `/api/v1/mg/user/service?serviceId=${other[0]!._id}`)).data).toEqual(
      [],
    );

    const [trip] = await ctx.db
      .select({ rc: trips.busRc, serviceId: trips.serviceId })
      .from(trips)
      .where(and(eq(trips.accountId, acc2), eq(trips.tripDate, TODAY)));
    const ran = await ctx.db
      .selectDistinct({ serviceId: trips.serviceId })
      .from(trips)
      .where(and(eq(trips.accountId, acc2), eq(trips.busRc, trip!.rc!)));
    const byRc = await get<MgService[]>(mg2, `/api/v1/mg/user/service?rc=${trip!.rc!.toLowerCase()}`);
    expect(byRc.data.map((s) => s._id).sort()).toEqual(ran.map((r) => r.serviceId).sort());
    const [foreign] = await ctx.db
      .select({ rc: trips.busRc })
      .from(trips)
      .where(eq(trips.accountId, acc5))
      .limit(1);
    expect((await get<MgService[]>(mg2, `/api/v1/mg/user/service?rc=${foreign!.rc!}`)).data).toEqual([]);

    const bad = await get(mg2, '/api/v1/mg/user/service?serviceId=nope');
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.[0]?.path).toBe('serviceId');
  });
});

describe('GET /mg/user/paymentSummary', () => {
  it('defaults to the weeks overlapping the last 28 days up to the end of today, newest first', async () => {
    const { status, data } = await callAs(mg2, contractsEndpoints.paymentSummary, { model: 'BUSOWNER' });
    expect(status).toBe(200);
    // 26 Oct … 22 Nov: the closed weeks of 26 Oct, 2 Nov and 9 Nov.
    expect(data.map((s) => s.weekStartDate)).toEqual(['2026-11-09', '2026-11-02', '2026-10-26']);
    for (const s of data) {
      expect(s.operatorName).toBe('Punjab Roadlines');
      expect(s.weekEndDate).toBe(addDaysToDate(s.weekStartDate, 6));
      expect(s.commercialPercentage).toBeGreaterThan(0);
      expect(s.tdsPercentage).toBe(0.02); // a partnership: 194C at 2 %
      expect(paise(s.gst)).toBe(Math.round(paise(s.amount) * MG_GST_RATE));
      expect(paise(s.tds)).toBe(Math.round(paise(s.amount) * s.tdsPercentage));
      expect(paise(s.netAmountToBeReleased)).toBe(
        paise(s.amount) + paise(s.gst) - paise(s.tds) + paise(s.addition),
      );
      expect(s.addition).toBeGreaterThan(0);
      expect(new Date(s.createdOn).getTime()).toBe(ms(addDaysToDate(s.weekStartDate, 8)));
    }
  });

  it('answers the 12 demo weeks for a wider window; refuses a reversed one; each account sees its own', async () => {
    const url = `/api/v1/mg/user/paymentSummary?fromDate=${ms('2026-08-01')}&toDate=${endMs(TODAY)}`;
    const { data } = await get<PaymentSummary[]>(mg2, url);
    expect(data).toHaveLength(12);
    expect(data.at(-1)!.weekStartDate).toBe(addDaysToDate(LAST_WEEK, -77));
    const five = (await get<PaymentSummary[]>(mg5, url)).data;
    expect(five).toHaveLength(12);
    expect(new Set(five.map((s) => s.operatorName)).size).toBe(1);
    expect(five.map((s) => s._id).filter((id) => data.some((d) => d._id === id))).toEqual([]);
    const bad = await get(
      mg2,
      `/api/v1/mg/user/paymentSummary?fromDate=${ms(TODAY)}&toDate=${ms('2026-11-01')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.[0]?.path).toBe('toDate');
    expect((await get(mg2, '/api/v1/mg/user/paymentSummary?fromDate=yesterday')).status).toBe(400);
  });

  it("each week equals its trips' revenue rows and the contracts, as the API answers them", async () => {
    const services = (await callAs(mg2, contractsEndpoints.services, { model: 'BUSOWNER' })).data;
    const contracts = new Map<string, ContractTerms>(
      services.map((s) => {
        const c = s.contract!;
        return [
          s._id,
          {
            serviceId: s._id,
            type: c.type,
            validFrom: c.validFrom,
            validTo: c.validTo,
            runningCostPaise: paise(c.runningCost),
            freeDemandCancellation: c.freeDemandCancellation,
            roundTripTollPaise: paise(c.roundTripToll),
            additionalGuaranteePaise: paise(c.additionalGuarantee),
            brackets: c.revenueBracket.map((b) => ({
              startPaise: paise(b.start),
              endPaise: b.end === null ? null : paise(b.end),
              operatorShare: b.operatorShare,
            })),
          },
        ];
      }),
    );
    const weeks = (
      await get<PaymentSummary[]>(
        mg2,
        `/api/v1/mg/user/paymentSummary?fromDate=${ms('2026-08-01')}&toDate=${endMs(TODAY)}`,
      )
    ).data;
    let withCancelledTrip = 0;
    for (const week of weeks) {
      const rows = (
        await get<RevenueRow[]>(
          mg2,
          `/api/v1/mg/user/tripRevenue?fromDate=${ms(week.weekStartDate)}&toDate=${endMs(week.weekEndDate)}`,
        )
      ).data;
      expect(rows.length).toBe(28); // 4 services × 7 days
      if (rows.some((r) => r.tripStatus === 'CANCELLED')) withCancelledTrip++;
      const totals = settleWeek({
        trips: rows.map((r, i) => ({
          ...r,
          tripId: String(i),
          revenuePaise: paise(r.revenue),
          cancellationChargePaise: paise(r.cancellationCharge),
        })),
        contracts,
        commercialPercentage: week.commercialPercentage,
        tdsPercentage: week.tdsPercentage,
      });
      expect(
        [week.amount, week.gst, week.tds, week.addition, week.netAmountToBeReleased].map(paise),
        week.weekStartDate,
      ).toEqual([
        totals.amountPaise,
        totals.gstPaise,
        totals.tdsPaise,
        totals.additionPaise,
        totals.netPaise,
      ]);
    }
    expect(withCancelledTrip).toBeGreaterThan(0);
  });
});

describe('POST /mg/user/downloadSummary', () => {
  it("answers the week's statement as a real PDF whose totals are the summary's", async () => {
    const [week] = (await callAs(mg2, contractsEndpoints.paymentSummary, { model: 'BUSOWNER' })).data;
    const { res } = await call(mg2, 'POST', '/api/v1/mg/user/downloadSummary', {
      weekStartDate: week!.weekStartDate,
      weekEndDate: week!.weekEndDate,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${LAST_WEEK}_2026-11-15_Punjab-Roadlines.pdf"`,
    );
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Weekly Payment Statement');
    expect(text).toContain('Operator: Punjab Roadlines');
    expect(text).toContain('Week: 09/11/2026 to 15/11/2026');
    const [stored] = await ctx.db
      .select()
      .from(weeklyPaymentSummaries)
      .where(
        and(eq(weeklyPaymentSummaries.accountId, acc2), eq(weeklyPaymentSummaries.weekStartDate, LAST_WEEK)),
      );
    const totals = text.slice(text.indexOf('Earnings'));
    expect(totals).toContain(`Amount ${pdfMoney(paise(week!.amount))}`);
    expect(totals).toContain(`GST (18%) + ${pdfMoney(paise(week!.gst))}`);
    expect(totals).toContain(`TDS (2%) - ${pdfMoney(paise(week!.tds))}`);
    expect(totals).toContain(`Additions (tolls) + ${pdfMoney(paise(week!.addition))}`);
    expect(totals).toContain(`Net amount to be released ${pdfMoney(paise(week!.netAmountToBeReleased))}`);
    // One line per trip of the week (4 services × 7 days); each paid trip's earning is printed, and
    // they add up to the earnings.
    expect(stored!.lines).toHaveLength(28);
    expect(stored!.lines.reduce((n, l) => n + l.earningPaise, 0)).toBe(stored!.earningsPaise);
    expect(totals).toContain(`Earnings (trips paid) ${pdfMoney(stored!.earningsPaise)}`);
    expect(text).toContain('Trips in the week 28');
    expect(text).toContain('Trips paid 21');
    for (const l of stored!.lines.filter((x) => !x.notPaidReason).slice(0, 5))
      expect(text).toContain(pdfMoney(l.earningPaise));
    // The service whose contract expired: its 7 trips are listed, not paid, with the reason, and the
    // totals say what was left out (their revenue, as Trips and Revenue gives it).
    const services = (await callAs(mg2, contractsEndpoints.services, { model: 'BUSOWNER' })).data;
    const expired = services.find((x) => x.contract?.status === 'EXPIRED')!;
    const unpaid = stored!.lines.filter((l) => l.notPaidReason);
    expect(unpaid.map((l) => [l.serviceId, l.notPaidReason, l.earningPaise, l.tollPaise])).toEqual(
      Array.from({ length: 7 }, () => [expired._id, 'CONTRACT_EXPIRED', 0, 0]),
    );
    const rows = (
      await get<RevenueRow[]>(
        mg2,
        `/api/v1/mg/user/tripRevenue?fromDate=${ms(LAST_WEEK)}&toDate=${endMs('2026-11-15')}&serviceId=${expired._id}`,
      )
    ).data;
    expect(rows.every((r) => r.notPaidReason === 'CONTRACT_EXPIRED')).toBe(true);
    expect(rows.every((r) => r.contractValidTo === expired.contract!.validTo)).toBe(true);
    const leftOut = rows.reduce((n, r) => n + paise(r.revenue) + paise(r.cancellationCharge), 0);
    expect(leftOut).toBeGreaterThan(0);
    const endDate = expired.contract!.validTo.split('-').reverse().join('/');
    expect(text.match(new RegExp(`Not paid: contract expired on ${endDate}`, 'g'))).toHaveLength(7);
    expect(text).toContain('Trips not paid (contract expired) 7');
    expect(text).toContain(`Revenue of trips not paid (left out) ${pdfMoney(leftOut)}`);
    expect(text).toContain(`${expired.name}: contract expired on ${endDate}`);
    expect(text).toContain(`7 trips, revenue ${pdfMoney(leftOut)}, not in the earnings`);
    // The Payment Summary row ties to the statement's rows: amount = paid earnings − commercial.
    expect(paise(week!.amount)).toBe(stored!.earningsPaise - stored!.commercialPaise);
    expect(stored!.lines.filter((l) => l.notPaidReason).reduce((n, l) => n + l.earningPaise, 0)).toBe(0);
    // The hand check: net = amount + 18 % GST − TDS + additions.
    const amount = paise(week!.amount);
    expect(paise(week!.netAmountToBeReleased)).toBe(
      amount + Math.round(amount * 0.18) - Math.round(amount * 0.02) + paise(week!.addition),
    );
  });

  it('adds the unpaid trips to a statement closed before they were listed; its money stays as issued', async () => {
    // The week before the last: the Delhi–Amritsar contract had expired, its 7 trips are unpaid.
    const week = addDaysToDate(LAST_WEEK, -7);
    const of = and(
      eq(weeklyPaymentSummaries.accountId, acc2),
      eq(weeklyPaymentSummaries.weekStartDate, week),
    );
    const [issued] = await ctx.db.select().from(weeklyPaymentSummaries).where(of);
    const paidLines = issued!.lines.filter((l) => !l.notPaidReason);
    expect(issued!.lines.length - paidLines.length).toBe(7);
    // The old format: paid trips only; its money figures are those it was issued with, whatever
    // a recompute would say today (one of them made different to show it is not recomputed).
    const money = {
      earningsPaise: issued!.earningsPaise + 100,
      commercialPaise: issued!.commercialPaise,
      amountPaise: issued!.amountPaise + 100,
      gstPaise: issued!.gstPaise,
      tdsPaise: issued!.tdsPaise,
      additionPaise: issued!.additionPaise,
      netPaise: issued!.netPaise + 100,
    };
    await ctx.db
      .update(weeklyPaymentSummaries)
      .set({ ...money, lines: paidLines })
      .where(of);
    const { res } = await call(mg2, 'POST', '/api/v1/mg/user/downloadSummary', {
      weekStartDate: week,
      weekEndDate: addDaysToDate(week, 6),
    });
    expect(res.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(`Trips in the week ${issued!.lines.length}`);
    expect(text).toContain(`Trips paid ${paidLines.length}`);
    expect(text).toContain('Trips not paid (contract expired) 7');
    expect(text.match(/Not paid: contract expired on /g)).toHaveLength(7);
    expect(text).toContain(`Earnings (trips paid) ${pdfMoney(money.earningsPaise)}`);
    expect(text).toContain(`Amount ${pdfMoney(money.amountPaise)}`);
    expect(text).toContain(`Net amount to be released ${pdfMoney(money.netPaise)}`);
    // Stored once: the lines are the issued ones again, the money untouched.
    const [after] = await ctx.db.select().from(weeklyPaymentSummaries).where(of);
    expect(after!.lines).toEqual(issued!.lines);
    expect(after).toMatchObject(money);
    await ctx.db
      .update(weeklyPaymentSummaries)
      .set({
        earningsPaise: issued!.earningsPaise,
        amountPaise: issued!.amountPaise,
        netPaise: issued!.netPaise,
      })
      .where(of);
  });

  it('gives each account its own statement of a week; refuses unknown weeks and bad dates', async () => {
    const five = await call(mg5, 'POST', '/api/v1/mg/user/downloadSummary', {
      weekStartDate: LAST_WEEK,
      weekEndDate: '2026-11-15',
    });
    expect(five.status).toBe(200);
    expect(five.res.headers['content-disposition']).not.toContain('Punjab');
    const missing = await call(mg2, 'POST', '/api/v1/mg/user/downloadSummary', {
      weekStartDate: '2025-01-06',
      weekEndDate: '2025-01-12',
    });
    expect(missing.status).toBe(404);
    const notWeek = await call(mg2, 'POST', '/api/v1/mg/user/downloadSummary', {
      weekStartDate: LAST_WEEK,
      weekEndDate: '2026-11-20',
    });
    expect(notWeek.status).toBe(400);
    expect(notWeek.error.errors?.[0]?.path).toBe('weekEndDate');
    const bad = await call(mg2, 'POST', '/api/v1/mg/user/downloadSummary', { weekStartDate: '09/11/2026' });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.map((e) => e.path).sort()).toEqual(['weekEndDate', 'weekStartDate']);
  });
});

describe('GET /mg/user/tripRevenue', () => {
  it('answers a year of trips, one row each, by trip date ascending, from the bookings', async () => {
    const from = addDaysToDate(TODAY, -MG_HISTORY_DAYS);
    const { data } = await get<RevenueRow[]>(
      mg2,
      `/api/v1/mg/user/tripRevenue?fromDate=${ms(from)}&toDate=${endMs(addDaysToDate(TODAY, 14))}`,
    );
    expect(data.length).toBe(4 * (MG_HISTORY_DAYS + 15));
    const dates = data.map((r) => r.tripDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(from);
    // A sample checked against the bookings: seats and fares of confirmed own-channel bookings,
    // the contract's cancellation charge on the passenger-cancelled ones.
    const services = (await callAs(mg2, contractsEndpoints.services, { model: 'BUSOWNER' })).data;
    const sample = data.filter((_, i) => i % 97 === 0);
    const tripRows = await ctx.db
      .select()
      .from(trips)
      .where(and(eq(trips.accountId, acc2), gte(trips.tripDate, from)));
    for (const r of sample) {
      const t = tripRows.find((x) => x.serviceId === r.serviceId && x.tripDate === r.tripDate)!;
      const own = await ctx.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.tripId, t.id), inArray(bookings.channel, ['WEB', 'APP'])));
      const ok = own.filter((b) => b.status === 'CONFIRMED');
      const fraction = services.find((s) => s._id === r.serviceId)!.contract!.cancellationCharge;
      const charge =
        t.status === 'CANCELLED'
          ? 0
          : own
              .filter((b) => b.status === 'CANCELLED')
              .reduce((n, b) => n + Math.round(b.farePaise * fraction), 0);
      expect(r).toMatchObject({
        tripStatus: t.status,
        busRc: t.busRc,
        seatsSold: ok.reduce((n, b) => n + b.seats, 0),
        revenue: ok.reduce((n, b) => n + b.farePaise, 0) / 100,
        cancellationCharge: charge / 100,
      });
    }
    expect(data.some((r) => r.cancellationCharge > 0)).toBe(true);
    expect(data.some((r) => r.tripStatus === 'CANCELLED')).toBe(true);
  });

  it('filters by rc and serviceId; another account’s ids match nothing; bad windows are 400', async () => {
    const week = `fromDate=${ms('2026-11-09')}&toDate=${endMs('2026-11-15')}`;
    const all = (await get<RevenueRow[]>(mg2, `/api/v1/mg/user/tripRevenue?${week}`)).data;
    const rc = all[0]!.busRc!;
    const byRc = (await get<RevenueRow[]>(mg2, `/api/v1/mg/user/tripRevenue?${week}&rc=${rc}`)).data;
    expect(byRc.length).toBeGreaterThan(0);
    expect(byRc).toEqual(all.filter((r) => r.busRc === rc));
    const sid = all[0]!.serviceId;
    const bySvc = (await get<RevenueRow[]>(mg2, `/api/v1/mg/user/tripRevenue?${week}&serviceId=${sid}`)).data;
    expect(bySvc).toEqual(all.filter((r) => r.serviceId === sid));
    expect(bySvc).toHaveLength(7);
    const other = (await callAs(mg5, contractsEndpoints.services, { model: 'BUSOWNER' })).data[0]!._id;
    expect(
      (await get<RevenueRow[]>(mg2, `/api/v1/mg/user/tripRevenue?${week}&serviceId=${other}`)).data,
    ).toEqual([]);
    const reversed = await get(
      mg2,
      `/api/v1/mg/user/tripRevenue?fromDate=${ms(TODAY)}&toDate=${ms('2026-01-01')}`,
    );
    expect(reversed.status).toBe(400);
    const tooLong = await get(
      mg2,
      `/api/v1/mg/user/tripRevenue?fromDate=${ms('2024-01-01')}&toDate=${ms(TODAY)}`,
    );
    expect(tooLong.status).toBe(400);
    expect((await get(mg2, '/api/v1/mg/user/tripRevenue?rc=NOT-AN-RC!')).status).toBe(400);
  });
});

describe('GET /mg/user/tripRevenueExport', () => {
  it('answers the rows of the same filters as an .xlsx, with a total row', async () => {
    const q = `fromDate=${ms('2026-10-01')}&toDate=${endMs('2026-10-31')}`;
    const rows = (await get<RevenueRow[]>(mg2, `/api/v1/mg/user/tripRevenue?${q}`)).data;
    const rc = rows[0]!.busRc!;
    const want = rows.filter((r) => r.busRc === rc);
    const { res } = await get(mg2, `/api/v1/mg/user/tripRevenueExport?${q}&rc=${rc}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="trips-revenue_2026-10-01_2026-10-31.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(4)).toEqual([
      'Service Name',
      'Trip Date',
      'Status',
      'Bus RC',
      'Bus Type',
      'Seats Sold',
      'Trip Revenue',
      'Cancellation',
    ]);
    want.forEach((r, i) => {
      expect(values(5 + i)).toEqual([
        r.serviceName,
        r.tripDate.replaceAll('-', '/'),
        { COMPLETED: 'Completed', SCHEDULED: 'Scheduled', CANCELLED: 'Cancelled' }[r.tripStatus],
        r.busRc,
        r.busType,
        r.seatsSold,
        r.revenue,
        r.cancellationCharge,
      ]);
    });
    const total = values(5 + want.length);
    expect(total[0]).toBe('Total');
    expect(total[6]).toBeCloseTo(
      want.reduce((n, r) => n + r.revenue, 0),
      2,
    );
    expect((await get(op1, '/api/v1/user/tripRevenueExport')).status).toBe(403);
  });
});

describe('who may call', () => {
  it('refuses the other business models with 403, before validation', async () => {
    const paths = ['/user/service', '/user/paymentSummary', '/user/tripRevenue?fromDate=bad'];
    for (const p of paths) {
      const gds = await get(op1, `/api/v1${p}`);
      expect(gds.status, p).toBe(403);
      expect(gds.error.data).toMatch(/^The GDS business model does not include /);
      expect((await get(cab, `/api/v1/cabOperator${p}`)).status).toBe(403);
      expect((await get(mg5, `/api/v1${p}`)).status).toBe(403); // GDS + MG user acting as GDS
    }
    const pdf = await call(op1, 'POST', '/api/v1/user/downloadSummary', {});
    expect(pdf.status).toBe(403);
    expect(pdf.error.data).toBe(notInModelMessage('Payment Summary', 'OPERATOR'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/mg/user/service' })).statusCode).toBe(401);
  });
});

describe('the weekly job', () => {
  it('closes each week once, on the Tuesday after it; a second run writes nothing', async () => {
    const before = await ctx.db.select().from(weeklyPaymentSummaries);
    expect(await ctx.app.weeklySummaries.tick()).toBe(0);
    // Mon 23 Nov: the week of 16 Nov is not closed yet.
    ctx.clock.set(new Date('2026-11-23T12:00:00Z'));
    expect(await ctx.app.weeklySummaries.tick()).toBe(0);
    // Tue 24 Nov 00:00 IST: it is, for both MG accounts.
    ctx.clock.set(new Date('2026-11-23T18:30:00Z'));
    try {
      expect(await ctx.app.weeklySummaries.tick()).toBe(2);
      expect(await ctx.app.weeklySummaries.tick()).toBe(0);
      const after = await ctx.db
        .select()
        .from(weeklyPaymentSummaries)
        .where(eq(weeklyPaymentSummaries.weekStartDate, '2026-11-16'));
      expect(after.map((s) => s.accountId).sort()).toEqual([acc2, acc5].sort());
      expect(after.every((s) => s.createdOn.toISOString() === '2026-11-23T18:30:00.000Z')).toBe(true);
      expect((await ctx.db.select().from(weeklyPaymentSummaries)).length).toBe(before.length + 2);
      const rows = await ctx.db
        .select()
        .from(weeklyPaymentSummaries)
        .where(
          and(
            lte(weeklyPaymentSummaries.weekStartDate, LAST_WEEK),
            eq(weeklyPaymentSummaries.accountId, acc2),
          ),
        );
      expect(rows).toHaveLength(12);
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('writes again a statement missing from the weeks it looks back on, the same as before', async () => {
    const missing = ['2026-10-12', '2026-10-26'];
    const where = and(
      eq(weeklyPaymentSummaries.accountId, acc2),
      inArray(weeklyPaymentSummaries.weekStartDate, missing),
    );
    const deleted = await ctx.db.delete(weeklyPaymentSummaries).where(where).returning();
    expect(deleted).toHaveLength(2);
    expect(await ctx.app.weeklySummaries.tick()).toBe(2);
    const again = await ctx.db.select().from(weeklyPaymentSummaries).where(where);
    const amounts = (list: typeof deleted) =>
      list
        .map(({ weekStartDate, lines }) => ({ weekStartDate, lines }))
        .sort((a, b) => a.weekStartDate.localeCompare(b.weekStartDate));
    expect(amounts(again)).toEqual(amounts(deleted));
    expect(await ctx.app.weeklySummaries.tick()).toBe(0);
  });
});
