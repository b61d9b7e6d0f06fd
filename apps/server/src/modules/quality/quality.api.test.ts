import { notInModelMessage, type QualityRecord, type RatingsData, busesEndpoints } from '@oc/contract';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext, apiCaller } from '../../../test/support';
import { accounts, bookings, services, tripRatings, trips, users } from '../../db/schema';
import { demoQualityMedia } from './demo-media';

const DAY = 86_400_000;
let ctx: TestContext;
const { callAs, get, post } = apiCaller(() => ctx);
let mg2: string; // 9000000002 BUSOWNER only
let mg5: string; // 9000000005 GDS + MG + electric
let op1: string;
let cab: string;
let rcs2: string[];
let rcs5: string[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  mg5 = (await loginAs(ctx, '9000000005')).accessToken;
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  rcs2 = (await callAs(mg2, busesEndpoints.rc, { model: 'BUSOWNER' })).body.data.map((b) => b.rc);
  rcs5 = (await callAs(mg5, busesEndpoints.rc, { model: 'BUSOWNER' })).body.data.map((b) => b.rc);
});
afterAll(async () => ctx.close());

/** The last 13 days up to now: a valid range. */
function lastDays(days = 13) {
  const to = Date.now();
  return { fromDate: to - days * DAY, toDate: to };
}
function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}
const inspections = (token: string, params: Record<string, string | number>) =>
  get<QualityRecord[]>(token, `/api/v1/mg/user/fetchInspectionData?${qs(params)}`);
const audits = (token: string, params: Record<string, string | number>) =>
  get<QualityRecord[]>(token, `/api/v1/mg/user/fetchAuditData?${qs(params)}`);

async function mgAccount(mobileNo: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'BUSOWNER')));
  if (!row) throw new Error(`no MG account for ${mobileNo}`);
  return row.id;
}

describe('GET /mg/user/fetchInspectionData', () => {
  it('answers the inspections of one kind closed in the range, newest first, with work items and attachments', async () => {
    const range = lastDays();
    for (const name of [
      'INSPECTIONONE',
      'INSPECTIONTWO',
      'INSPECTIONTHREE',
      'INSPECTIONFOUR',
      'INSPECTIONFIVE',
    ]) {
      const { status, body } = await inspections(mg2, { type: 'groupWork', name, ...range });
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      const dates = body.data.map((r) => r.closedDate);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const r of body.data) {
        expect(r.name).toBe(name);
        expect(r.closedDate).toBeGreaterThanOrEqual(range.fromDate);
        expect(r.closedDate).toBeLessThanOrEqual(range.toDate);
        expect(rcs2).toContain(r.busRc);
        expect(r.work).toHaveLength(5);
        expect(r.groupWork).toEqual([]);
        expect(r.work.slice(0, 3).map((w) => w.attachments[0]?.attachmentType)).toEqual([
          'image',
          'video',
          'audio',
        ]);
        for (const w of r.work)
          for (const a of w.attachments) expect(a.attachmentUrl).toMatch(/^\/api\/v1\/files\/signed\//);
      }
    }
  });

  it('takes the kind as §9 writes it (inspectionone) and defaults to it', async () => {
    const range = lastDays();
    const upper = await inspections(mg2, { name: 'INSPECTIONONE', ...range });
    const lower = await inspections(mg2, { name: 'inspectionone', ...range });
    const none = await inspections(mg2, range);
    expect(lower.body.data.map((r) => r._id)).toEqual(upper.body.data.map((r) => r._id));
    expect(none.body.data.map((r) => r._id)).toEqual(upper.body.data.map((r) => r._id));
  });

  it('filters by a comma list of RCs; an RC that is not the account’s matches nothing', async () => {
    const range = lastDays();
    const [a = '', b = ''] = rcs2;
    const all = (await inspections(mg2, { name: 'INSPECTIONONE', ...range })).body.data;
    const some = (await inspections(mg2, { name: 'INSPECTIONONE', rc: `${a},${b.toLowerCase()}`, ...range }))
      .body.data;
    expect(some.length).toBeGreaterThan(0);
    expect(some.map((r) => r._id)).toEqual(
      all.filter((r) => r.busRc === a || r.busRc === b).map((r) => r._id),
    );
    const foreign = await inspections(mg2, { name: 'INSPECTIONONE', rc: rcs5.join(','), ...range });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual([]);
    // And the other account sees only its own records.
    const other = (await inspections(mg5, { name: 'INSPECTIONONE', ...range })).body.data;
    expect(other.length).toBeGreaterThan(0);
    for (const r of other) expect(rcs5).toContain(r.busRc);
  });

  it('enforces the date rules with a 400: from before to, a span under 14 days, both given', async () => {
    const now = Date.now();
    const bad = [
      [{ fromDate: now, toDate: now }, 'The from date must be before the to date'],
      [{ fromDate: now, toDate: now - DAY }, 'The from date must be before the to date'],
      [{ fromDate: now - 14 * DAY, toDate: now }, 'Choose a date range under 14 days'],
      [{ fromDate: now - 30 * DAY, toDate: now }, 'Choose a date range under 14 days'],
      [{ toDate: now }, 'fromDate and toDate are required'],
      [{ fromDate: 'yesterday', toDate: now }, 'Dates are epoch milliseconds between 1970 and 2100'],
    ] as const;
    for (const [params, message] of bad) {
      const { status, error } = await inspections(mg2, { name: 'INSPECTIONONE', ...params });
      expect(status).toBe(400);
      expect(error.errors?.map((e) => e.message)).toContain(message);
    }
    expect((await inspections(mg2, { fromDate: now - 14 * DAY + 1, toDate: now })).status).toBe(200);
    const kind = await inspections(mg2, { name: 'INSPECTIONSIX', ...lastDays() });
    expect(kind.status).toBe(400);
    const rc = await inspections(mg2, { rc: 'PB-01', ...lastDays() });
    expect(rc.status).toBe(400);
  });

  it('serves each attachment through the file pipeline: the image, video and voice note really are those files', async () => {
    const [record] = (await inspections(mg2, { name: 'INSPECTIONONE', ...lastDays() })).body.data;
    if (!record) throw new Error('no inspection');
    const media = demoQualityMedia();
    const expected = { image: 'image/png', video: 'video/webm', audio: 'audio/wav' } as const;
    for (const w of record.work.slice(0, 3)) {
      const a = w.attachments[0];
      if (!a) throw new Error('no attachment');
      const res = await ctx.app.inject({ method: 'GET', url: a.attachmentUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(expected[a.attachmentType]);
      expect(media.some((m) => m.data.equals(res.rawPayload))).toBe(true);
    }
  });

  it("never serves another account's attachment: 404 by id", async () => {
    const [record] = (await inspections(mg2, { name: 'INSPECTIONONE', ...lastDays() })).body.data;
    const url = record?.work[0]?.attachments[0]?.attachmentUrl ?? '';
    const token = url.split('/').at(-1) ?? '';
    const [accountId, fileId] = Buffer.from(token.split('.')[0] ?? '', 'base64url')
      .toString('utf8')
      .split('.');
    expect(accountId).toBe(await mgAccount('9000000002'));
    const own = await get(mg2, `/api/v1/mg/files/${fileId}`);
    expect(own.status).toBe(200);
    const other = await get(mg5, `/api/v1/mg/files/${fileId}`);
    expect(other.status).toBe(404);
    // A signed link whose MAC does not match (an account id swapped in) is 404 too.
    const forged = Buffer.from(
      `${await mgAccount('9000000005')}.${fileId}.${Math.floor(Date.now() / 1000) + 60}`,
    ).toString('base64url');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/signed/${forged}.${token.split('.')[1] ?? ''}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /mg/user/fetchAuditData', () => {
  it('answers audits of each kind with their inspections (groupWork); RegularAudit by default', async () => {
    const range = lastDays();
    const byKind = new Map<string, QualityRecord[]>();
    for (const name of ['RegularAudit', 'OnboardingAudit', 'TripStart Audit']) {
      const wide = await audits(mg2, { name, ...range });
      expect(wide.status).toBe(200);
      byKind.set(name, wide.body.data);
      for (const r of wide.body.data) {
        expect(r.name).toBe(name);
        expect(r.groupWork.length).toBeGreaterThan(1);
        expect(r.groupWork[0]?.work.length).toBeGreaterThan(0);
        expect(r.work).toEqual([]);
      }
    }
    expect(byKind.get('RegularAudit')?.length).toBeGreaterThan(0);
    expect(byKind.get('TripStart Audit')?.length).toBeGreaterThan(0);
    const regular = byKind.get('RegularAudit')?.[0];
    expect(regular?.groupWork.map((g) => g.label)).toEqual(['Cleanliness', 'Safety', 'Amenities']);
    const dflt = await audits(mg2, range);
    expect(dflt.body.data.map((r) => r._id)).toEqual(byKind.get('RegularAudit')?.map((r) => r._id));
  });

  it('has onboarding audits within the last 60 days, and some audit inspections without data', async () => {
    let onboarding = 0;
    let empty = 0;
    for (let k = 0; k < 5; k++) {
      const toDate = Date.now() - k * 13 * DAY;
      const range = { fromDate: toDate - 13 * DAY, toDate };
      onboarding += (await audits(mg2, { name: 'OnboardingAudit', ...range })).body.data.length;
      for (const r of (await audits(mg2, { name: 'TripStart Audit', ...range })).body.data)
        empty += r.groupWork.filter((g) => g.work.length === 0).length;
    }
    expect(onboarding).toBe(rcs2.length);
    expect(empty).toBeGreaterThan(0);
  });

  it('applies the same RC and date rules', async () => {
    expect((await audits(mg2, { rc: rcs5.join(','), ...lastDays() })).body.data).toEqual([]);
    const now = Date.now();
    const res = await audits(mg2, { fromDate: now - 20 * DAY, toDate: now });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[0]).toEqual({ path: 'toDate', message: 'Choose a date range under 14 days' });
    expect((await audits(mg2, { name: 'SurpriseAudit', ...lastDays() })).status).toBe(400);
  });
});

describe('GET /mg/user/exportInspectionData and exportAuditData', () => {
  it('answers the filtered table as .xlsx: one row per work item under the header', async () => {
    const range = lastDays();
    const rc = rcs2[0] ?? '';
    const records = (await inspections(mg2, { name: 'INSPECTIONTWO', rc, ...range })).body.data;
    const { res } = await get(
      mg2,
      `/api/v1/mg/user/exportInspectionData?${qs({ name: 'INSPECTIONTWO', rc, ...range })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inspection-data-2_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(4).getCell(1).value).toBe('BUS RC');
    const items = records.reduce((n, r) => n + r.work.length, 0);
    expect((sheet?.rowCount ?? 0) - 4).toBe(items);
    expect(sheet?.getRow(5).getCell(1).value).toBe(rc);

    const auditRes = await get(
      mg2,
      `/api/v1/mg/user/exportAuditData?${qs({ name: 'TripStart Audit', ...range })}`,
    );
    expect(auditRes.status).toBe(200);
    expect(auditRes.res.headers['content-disposition']).toContain('tripstart-audit_');
    const bad = await get(
      mg2,
      `/api/v1/mg/user/exportAuditData?${qs({ fromDate: range.toDate, toDate: range.fromDate })}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST /mg/user/fetchRatings', () => {
  it('does the §9 maths: per-trip averages to 1 decimal, positive 4–5 and negative 1–3 per booking, the overall average', async () => {
    // Two past trips of 9000000002, 45 days back (older than the seeded 30 days of ratings),
    // rated by hand: trip A 5, 4, 4 (13/3 = 4.33 → 4.3); trip B 1, 3, 5, 2 (11/4 = 2.75 → 2.8).
    // Overall 24/7 = 3.43 → 3.4; positive 4 (5, 4, 4, 5); negative 3 (1, 3, 2).
    const account = await mgAccount('9000000002');
    const day = new Date(Date.now() - 45 * DAY);
    const candidates = await ctx.db
      .select({
        id: trips.id,
        departureAt: trips.departureAt,
        busRc: trips.busRc,
        tripDate: trips.tripDate,
        service: services.name,
      })
      .from(trips)
      .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
      .where(and(eq(trips.accountId, account), eq(trips.status, 'COMPLETED'), lt(trips.departureAt, day)))
      .orderBy(asc(trips.departureAt))
      .limit(400);
    const picked: { trip: (typeof candidates)[number]; bookingIds: string[] }[] = [];
    for (const trip of candidates.reverse()) {
      const rows = await ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.accountId, account),
            eq(bookings.tripId, trip.id),
            eq(bookings.status, 'CONFIRMED'),
          ),
        )
        .orderBy(asc(bookings.pnr))
        .limit(4);
      if (rows.length === 4 && (picked.length === 0 || picked[0]?.trip.busRc !== trip.busRc))
        picked.push({ trip, bookingIds: rows.map((r) => r.id) });
      if (picked.length === 2) break;
    }
    const [a, b] = picked;
    if (!a || !b) throw new Error('no trips to rate');
    const rate = (tripId: string, bookingId: string, rating: number, tags: string[]) => ({
      accountId: account,
      bookingId,
      tripId,
      rating,
      comments: `rated ${rating}`,
      tags,
      ratedAt: new Date(),
    });
    await ctx.db
      .insert(tripRatings)
      .values([
        rate(a.trip.id, a.bookingIds[0] ?? '', 5, ['On time', 'Clean bus']),
        rate(a.trip.id, a.bookingIds[1] ?? '', 4, ['On time']),
        rate(a.trip.id, a.bookingIds[2] ?? '', 4, []),
        rate(b.trip.id, b.bookingIds[0] ?? '', 1, ['Late departure']),
        rate(b.trip.id, b.bookingIds[1] ?? '', 3, ['Late departure', 'On time']),
        rate(b.trip.id, b.bookingIds[2] ?? '', 5, []),
        rate(b.trip.id, b.bookingIds[3] ?? '', 2, []),
      ]);
    const times = [a.trip.departureAt.getTime(), b.trip.departureAt.getTime()];
    const range = { fromDate: Math.min(...times) - 1, toDate: Math.max(...times) + 1 };
    // Only the two trips are rated in that window (nothing was seeded that far back).
    const { status, body } = await post<RatingsData>(mg2, '/api/v1/mg/user/fetchRatings', {
      rc: [],
      ...range,
    });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.averageTotalRatings).toBe(3.4);
    expect(data.positiveRating).toBe(4);
    expect(data.negativeRating).toBe(3);
    expect(data.ratingsCount).toBe(7);
    expect(data.distribution).toEqual([
      { rating: 1, count: 1 },
      { rating: 2, count: 1 },
      { rating: 3, count: 1 },
      { rating: 4, count: 2 },
      { rating: 5, count: 2 },
    ]);
    expect(data.topTags).toEqual([
      { tag: 'On time', count: 3 },
      { tag: 'Late departure', count: 2 },
      { tag: 'Clean bus', count: 1 },
    ]);
    const tripA = data.ratingData.find((t) => t.tripId === a.trip.id);
    const tripB = data.ratingData.find((t) => t.tripId === b.trip.id);
    expect(tripA?.totalRatings).toBe(4.3);
    expect(tripB?.totalRatings).toBe(2.8);
    expect(tripA?.service.name).toBe(a.trip.service);
    expect(tripA?.busRc).toBe(a.trip.busRc);
    expect(tripA?.tripDate).toBe(a.trip.tripDate);
    expect(tripB?.bookings.map((x) => x.rating)).toEqual([1, 3, 5, 2]);
    const pnrs = await ctx.db
      .select({ pnr: bookings.pnr })
      .from(bookings)
      .where(inArray(bookings.id, b.bookingIds))
      .orderBy(asc(bookings.pnr));
    expect(tripB?.bookings.map((x) => x.bookingCode)).toEqual(pnrs.map((p) => p.pnr));

    // The RC filter: only trip A's bus.
    const one = await post<RatingsData>(mg2, '/api/v1/mg/user/fetchRatings', {
      rc: [a.trip.busRc],
      ...range,
    });
    expect(one.body.data.ratingData.map((t) => t.tripId)).toEqual([a.trip.id]);
    expect(one.body.data.averageTotalRatings).toBe(4.3);
    expect(one.body.data.positiveRating).toBe(3);
    expect(one.body.data.negativeRating).toBe(0);
    // Another account's RC: nothing; the other account: none of these trips.
    const foreign = await post<RatingsData>(mg2, '/api/v1/mg/user/fetchRatings', { rc: rcs5, ...range });
    expect(foreign.body.data).toMatchObject({
      ratingData: [],
      averageTotalRatings: 0,
      positiveRating: 0,
      negativeRating: 0,
    });
    const other = await post<RatingsData>(mg5, '/api/v1/mg/user/fetchRatings', { rc: [], ...range });
    expect(
      other.body.data.ratingData.filter((t) => t.tripId === a.trip.id || t.tripId === b.trip.id),
    ).toEqual([]);
  });

  it('agrees with a hand count over the seeded last 13 days', async () => {
    const range = lastDays();
    const { body } = await post<RatingsData>(mg2, '/api/v1/mg/user/fetchRatings', { rc: [], ...range });
    const all = body.data.ratingData.flatMap((t) => t.bookings.map((x) => x.rating));
    expect(all.length).toBeGreaterThan(20);
    expect(body.data.positiveRating).toBe(all.filter((r) => r >= 4).length);
    expect(body.data.negativeRating).toBe(all.filter((r) => r <= 3).length);
    const sum = all.reduce((s, r) => s + r, 0);
    expect(body.data.averageTotalRatings).toBe(Math.round((sum * 10) / all.length) / 10);
    for (const t of body.data.ratingData) {
      const s = t.bookings.reduce((n, x) => n + x.rating, 0);
      expect(t.totalRatings).toBe(Math.round((s * 10) / t.bookings.length) / 10);
      expect(rcs2).toContain(t.busRc);
    }
  });

  it('checks the body: rc an array of RCs, dates with the same rules', async () => {
    const now = Date.now();
    const cases = [
      { rc: 'PB01', fromDate: now - DAY, toDate: now },
      { rc: [], fromDate: now - 15 * DAY, toDate: now },
      { rc: [], fromDate: now, toDate: now - DAY },
      { rc: [] },
    ];
    for (const payload of cases)
      expect((await post(mg2, '/api/v1/mg/user/fetchRatings', payload)).status).toBe(400);
  });
});

describe('access', () => {
  it('is refused with 403 for the other business models and 401 without a token', async () => {
    const q = qs(lastDays());
    const gds = await get(op1, `/api/v1/user/fetchInspectionData?${q}`);
    expect(gds.status).toBe(403);
    expect(gds.error.data).toBe(notInModelMessage('Inspection Data', 'OPERATOR'));
    expect((await get(cab, `/api/v1/cabOperator/user/fetchAuditData?${q}`)).status).toBe(403);
    expect((await post(op1, '/api/v1/user/fetchRatings', { rc: [], ...lastDays() })).status).toBe(403);
    expect((await get(mg5, `/api/v1/electric/user/fetchInspectionData?${q}`)).status).toBe(403);
    expect((await get(null, `/api/v1/mg/user/fetchInspectionData?${q}`)).status).toBe(401);
  });
});
