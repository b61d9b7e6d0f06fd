import {
  addDaysToDate,
  filesEndpoints,
  INGEST_FILE_FIELD,
  ingestEndpoints,
  istDateOf,
  payoutsEndpoints,
  qualityEndpoints,
  XLSX_MIME,
  type AuditRecord,
  type InspectionRecord,
  type PayoutRecord,
  type RatingRecord,
  type UserType,
} from '@oc/contract';
import { and, asc, desc, eq, gt, like, lt, max } from 'drizzle-orm';
import { CREATION_LIMITS, creationBucket } from '../../lib/creation-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4, PNG, WAV, xlsx } from '../../../test/fixtures/files';
import {
  apiCaller,
  authHeaders,
  createTestApp,
  endpointUrl,
  loginAs,
  multipartForm,
  TEST_ACTOR,
  toAnswer,
  type TestContext,
} from '../../../test/support';
import {
  accounts,
  auditEvents,
  bookings,
  buses,
  payouts,
  rateEvents,
  qualityRecords,
  services,
  storedFiles,
  trips,
  users,
} from '../../db/schema';
import { ApiKeysService } from '../apikeys/apikeys.service';

/**
 * The ingestion API's attachments (`POST /api/ingest/v1/files`) and the kinds that use them or feed
 * the quality and payout screens: `inspections`, `audits`, `ratings`, `payouts` (issue 39 item 2).
 * Each round-trips to its operator screen's API; the same batch again is unchanged; a changed record
 * updates in place; a bad record is refused alone with its path and message.
 */

let ctx: TestContext;
const { callAs, get } = apiCaller(() => ctx);
let key = '';
let mgToken = ''; // 9000000002 MG (BUSOWNER)
let otherMgToken = ''; // 9000000005's MG account
let gdsToken = ''; // 9000000001 GDS operator
let mgAccount = '';
let gdsAccount = '';
let rc = '';

const MG = { mobileNo: '9000000002', type: 'BUSOWNER' as const };
const OTHER_MG = { mobileNo: '9000000005', type: 'BUSOWNER' as const };
const GDS = { mobileNo: '9000000001', type: 'OPERATOR' as const };

async function accountId(mobileNo: string, type: UserType): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
  key = (
    await keys.create(
      { name: 'Quality app', scopes: ['files', 'ratings', 'inspections', 'audits', 'payouts'] },
      TEST_ACTOR,
    )
  ).key;
  mgToken = (await loginAs(ctx, '9000000002')).accessToken;
  otherMgToken = (await loginAs(ctx, '9000000005')).accessToken;
  gdsToken = (await loginAs(ctx, '9000000001')).accessToken;
  mgAccount = await accountId(MG.mobileNo, MG.type);
  gdsAccount = await accountId(GDS.mobileNo, GDS.type);
  const [bus] = await ctx.db
    .select({ rc: buses.rc })
    .from(buses)
    .where(eq(buses.accountId, mgAccount))
    .orderBy(asc(buses.rc))
    .limit(1);
  rc = bus!.rc;
});
afterAll(async () => ctx.close());

/** Uploads a file for the account the fields name. */
async function upload(
  file: { name: string; data: Buffer } | null,
  fields: Record<string, string>,
  token = key,
) {
  const form = multipartForm(file ? { ...file, field: INGEST_FILE_FIELD } : null, fields);
  return toAnswer<{ fileId: string }>(
    await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(ingestEndpoints.files),
      headers: { ...authHeaders(token), 'content-type': form.contentType },
      payload: form.payload,
    }),
  );
}
const fieldsOf = (a: { mobileNo: string; type: string }) => ({ mobileNo: a.mobileNo, type: a.type });
const counts = async () => [
  await ctx.db.$count(storedFiles),
  await ctx.db.$count(auditEvents, eq(auditEvents.kind, 'ingest.files')),
];

describe('ingestion API: files', () => {
  it('stores an attachment for the account named, as the key, and answers its fileId', async () => {
    const before = await counts();
    const sent = await upload({ name: 'tyre.png', data: PNG }, fieldsOf(MG));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, sent.data.fileId));
    expect(row).toMatchObject({
      accountId: mgAccount,
      feature: 'ingestAttachment',
      contentType: 'image/png',
      displayName: 'tyre.png',
    });
    expect(await counts()).toEqual([before[0]! + 1, before[1]! + 1]);
    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'ingest.files'), eq(auditEvents.entityId, sent.data.fileId)));
    expect(audit).toMatchObject({ actorKind: 'ingestion', actorName: 'Quality app', accountId: mgAccount });
    // By account id too; and the file opens for its account only.
    const byId = await upload({ name: 'walk.mp4', data: MP4 }, { accountId: mgAccount });
    expect(byId.status).toBe(200);
    const opened = await callAs(mgToken, filesEndpoints.download, {
      model: 'BUSOWNER',
      params: { id: byId.data.fileId },
    });
    expect(opened.status).toBe(200);
    expect(opened.res.headers['content-type']).toBe('video/mp4');
    const foreign = await callAs(otherMgToken, filesEndpoints.download, {
      model: 'BUSOWNER',
      params: { id: byId.data.fileId },
    });
    expect(foreign.status).toBe(404);
  });

  it('has a daily allowance of its own: the operator’s 200 uploads do not stop it; its 2,000 do', async () => {
    const fill = (kind: 'upload' | 'ingestUpload', n: number) =>
      ctx.db.insert(rateEvents).values(
        Array.from({ length: n }, () => ({
          bucket: creationBucket(kind, mgAccount),
          createdAt: ctx.clock.now(),
        })),
      );
    await fill('upload', CREATION_LIMITS.upload.max);
    const still = await upload({ name: 'tyre.png', data: PNG }, fieldsOf(MG));
    expect(still.status, JSON.stringify(still.body)).toBe(200);
    await fill('ingestUpload', CREATION_LIMITS.ingestUpload.max);
    const before = await counts();
    const over = await upload({ name: 'tyre.png', data: PNG }, fieldsOf(MG));
    expect(over.status).toBe(429);
    expect(over.error.data).toMatch(/^Too many files sent for this account today\. Try again in /);
    expect(await counts()).toEqual(before);
    await ctx.db.delete(rateEvents).where(like(rateEvents.bucket, `create:%:${mgAccount}`));
  });

  it('takes a file over the 10 MB of operator uploads, up to its policy’s 20 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]);
    const sent = await upload({ name: 'panorama.png', data: big }, fieldsOf(MG));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const before = await counts();
    const tooBig = await upload(
      { name: 'huge.png', data: Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]) },
      fieldsOf(MG),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.error.data).toBe('The file is too large: the attachment may be at most 20 MB.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a disguised file 415 and a bad form 400, storing nothing', async () => {
    const before = await counts();
    const html = await upload(
      { name: 'photo.png', data: Buffer.from('<!doctype html><html><script>alert(1)</script></html>') },
      fieldsOf(MG),
    );
    expect(html.status).toBe(415);
    expect(html.error.data).toMatch(/does not match its name/);
    const exe = await upload({ name: 'tool.exe', data: Buffer.from('MZ\x90\x00') }, fieldsOf(MG));
    expect(exe.status).toBe(415);
    expect(exe.error.data).toMatch(/not accepted/);
    const none = await upload(null, fieldsOf(MG));
    expect(none.status).toBe(400);
    expect(none.error.data).toBe('please upload a file');
    const noAccount = await upload({ name: 'a.png', data: PNG }, {});
    expect(noAccount.status).toBe(400);
    expect(noAccount.error.errors).toEqual([
      { path: 'accountId', message: 'Name the account: accountId, or mobileNo and type' },
    ]);
    const unknown = await upload({ name: 'a.png', data: PNG }, { mobileNo: '9999999999', type: 'BUSOWNER' });
    expect(unknown.status).toBe(400);
    expect(unknown.error.data).toBe('No account 9999999999 (MG)');
    const stray = await upload({ name: 'a.png', data: PNG }, { ...fieldsOf(MG), note: 'x' });
    expect(stray.status).toBe(400);
    expect(await counts()).toEqual(before);
    // A key without the `files` scope, an operator's token: refused before the upload is read.
    const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    const ratingsOnly = (await keys.create({ name: 'Ratings only', scopes: ['ratings'] }, TEST_ACTOR)).key;
    expect((await upload({ name: 'a.png', data: PNG }, fieldsOf(MG), ratingsOnly)).status).toBe(403);
    expect((await upload({ name: 'a.png', data: PNG }, fieldsOf(MG), mgToken)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

const hour = 3_600_000;
function inspection(n: number, over: Partial<InspectionRecord> = {}): InspectionRecord {
  return {
    externalId: `INSP-${n}`,
    account: MG,
    name: 'INSPECTIONTWO',
    busRc: rc,
    closedDate: ctx.clock.now().getTime() - n * 60_000,
    work: [{ name: `Tyres ${n}`, value: 'Worn', remark: 'Rear left', attachments: [] }],
    ...over,
  };
}
const range = () => ({ fromDate: ctx.clock.now().getTime() - 48 * hour, toDate: ctx.clock.now().getTime() });

describe('ingestion API: inspections', () => {
  it('an inspection with an uploaded photo shows on Inspection Data, and its attachment opens for the account', async () => {
    const photo = await upload({ name: 'tyre.png', data: PNG }, fieldsOf(MG));
    const note = await upload({ name: 'note.wav', data: WAV }, fieldsOf(MG));
    const record = inspection(1, {
      work: [
        {
          name: 'Tyres 1',
          value: 'Worn',
          remark: 'Rear left near the wear mark',
          attachments: [
            { attachmentType: 'image', fileId: photo.data.fileId, attachmentLabel: 'Rear left tyre' },
            { attachmentType: 'audio', fileId: note.data.fileId, attachmentLabel: 'Inspector note' },
          ],
        },
        { name: 'First-aid kit', value: 'OK', remark: '', attachments: [] },
      ],
    });
    const sent = await callAs(key, ingestEndpoints.inspections, { body: { records: [record] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });

    const list = await callAs(mgToken, qualityEndpoints.inspections, {
      model: 'BUSOWNER',
      query: { name: 'INSPECTIONTWO', rc, ...range() },
    });
    expect(list.status).toBe(200);
    const shown = list.data.find((r) => r.closedDate === record.closedDate);
    expect(shown).toMatchObject({
      busRc: rc,
      name: 'INSPECTIONTWO',
      groupWork: [],
      work: [
        {
          name: 'Tyres 1',
          value: 'Worn',
          remark: 'Rear left near the wear mark',
          attachments: [
            { attachmentType: 'image', attachmentLabel: 'Rear left tyre' },
            { attachmentType: 'audio', attachmentLabel: 'Inspector note' },
          ],
        },
        { name: 'First-aid kit', value: 'OK', remark: '', attachments: [] },
      ],
    });
    const link = shown!.work[0]!.attachments[0]!.attachmentUrl;
    const file = await get(null, link);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('image/png');
    expect(file.res.rawPayload.equals(PNG)).toBe(true);

    // The same batch again changes nothing; a changed record replaces its items in place.
    const again = await callAs(key, ingestEndpoints.inspections, { body: { records: [record] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
    const changed = await callAs(key, ingestEndpoints.inspections, {
      body: {
        records: [{ ...record, work: [{ name: 'Tyres 1', value: 'Replaced', remark: '', attachments: [] }] }],
      },
    });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const after = await callAs(mgToken, qualityEndpoints.inspections, {
      model: 'BUSOWNER',
      query: { name: 'INSPECTIONTWO', rc, ...range() },
    });
    const mine = after.data.filter((r) => r.closedDate === record.closedDate);
    expect(mine).toHaveLength(1);
    expect(mine[0]!._id).toBe(shown!._id);
    expect(mine[0]!.work).toEqual([{ name: 'Tyres 1', value: 'Replaced', remark: '', attachments: [] }]);
  });

  it('refuses alone a record naming another account’s file, a file of another type, an unknown bus', async () => {
    const own = await upload({ name: 'ok.png', data: PNG }, fieldsOf(MG));
    const foreign = await upload({ name: 'theirs.png', data: PNG }, fieldsOf(OTHER_MG));
    expect(foreign.status).toBe(200);
    const heads = await ctx.db.$count(qualityRecords, eq(qualityRecords.accountId, mgAccount));
    const withFile = (n: number, fileId: string, attachmentType: 'image' | 'video' = 'image') =>
      inspection(n, {
        work: [
          {
            name: 'Seats',
            value: 'OK',
            remark: '',
            attachments: [{ attachmentType, fileId, attachmentLabel: 'Seat' }],
          },
        ],
      });
    const result = await callAs(key, ingestEndpoints.inspections, {
      body: {
        records: [
          withFile(10, foreign.data.fileId),
          withFile(11, own.data.fileId),
          withFile(12, own.data.fileId, 'video'),
          inspection(13, { busRc: 'ZZ99ZZ9999' }),
          { ...inspection(14), name: 'INSPECTIONSIX' },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused).toEqual([
      {
        index: 0,
        externalId: 'INSP-10',
        errors: [
          {
            path: 'work.0.attachments.0.fileId',
            message: `No file ${foreign.data.fileId} uploaded for this account (upload it with this record’s account)`,
          },
        ],
      },
      {
        index: 2,
        externalId: 'INSP-12',
        errors: [
          { path: 'work.0.attachments.0.attachmentType', message: 'The file is image/png, not a video' },
        ],
      },
      {
        index: 3,
        externalId: 'INSP-13',
        errors: [{ path: 'busRc', message: 'No bus ZZ99ZZ9999 in this account' }],
      },
      {
        index: 4,
        externalId: 'INSP-14',
        errors: [
          { path: 'name', message: expect.stringContaining('name is one of INSPECTIONONE') as unknown },
        ],
      },
    ]);
    expect(await ctx.db.$count(qualityRecords, eq(qualityRecords.accountId, mgAccount))).toBe(heads + 1);
    // The other account's file is still theirs alone.
    const theirs = await callAs(mgToken, filesEndpoints.download, {
      model: 'BUSOWNER',
      params: { id: foreign.data.fileId },
    });
    expect(theirs.status).toBe(404);
  });

  it('refuses inspections for an account of another model', async () => {
    const result = await callAs(key, ingestEndpoints.inspections, {
      body: { records: [inspection(20, { account: GDS })] },
    });
    expect(result.data.refused[0]?.errors[0]).toEqual({
      path: 'account',
      message: 'inspections belong to MG accounts, not GDS',
    });
  });
});

describe('ingestion API: audits', () => {
  it('an audit with its groups and a video shows on Audit Data; again unchanged; changed in place; bad refused alone', async () => {
    const video = await upload({ name: 'walk.mp4', data: MP4 }, fieldsOf(MG));
    const closedDate = ctx.clock.now().getTime() - 3 * hour;
    const audit: AuditRecord = {
      externalId: 'AUD-1',
      account: MG,
      name: 'TripStart Audit',
      busRc: rc,
      closedDate: new Date(closedDate).toISOString(),
      work: [{ name: 'Driver licence checked', value: 'Yes', remark: '', attachments: [] }],
      groupWork: [
        {
          name: 'exterior',
          label: 'Exterior',
          work: [
            {
              name: 'Walk-around',
              value: 'OK',
              remark: 'No damage',
              attachments: [
                { attachmentType: 'video', fileId: video.data.fileId, attachmentLabel: 'Walk-around' },
              ],
            },
          ],
        },
        {
          name: 'interior',
          label: 'Interior',
          work: [{ name: 'Seats', value: 'Torn', remark: 'Seat 4', attachments: [] }],
        },
      ],
    };
    const bad = { ...audit, externalId: 'AUD-2', work: [], groupWork: [] };
    const sent = await callAs(key, ingestEndpoints.audits, { body: { records: [audit, bad] } });
    expect(sent.data).toEqual({
      accepted: 1,
      unchanged: 0,
      refused: [
        {
          index: 1,
          externalId: 'AUD-2',
          errors: [{ path: 'work', message: 'Send work items, groupWork or both' }],
        },
      ],
    });
    const read = () =>
      callAs(mgToken, qualityEndpoints.audits, {
        model: 'BUSOWNER',
        query: { name: 'TripStart Audit', rc, ...range() },
      });
    const shown = (await read()).data.filter((r) => r.closedDate === closedDate);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      name: 'TripStart Audit',
      work: [{ name: 'Driver licence checked', value: 'Yes' }],
      groupWork: [
        {
          name: 'exterior',
          label: 'Exterior',
          work: [
            {
              name: 'Walk-around',
              attachments: [{ attachmentType: 'video', attachmentLabel: 'Walk-around' }],
            },
          ],
        },
        { name: 'interior', label: 'Interior', work: [{ name: 'Seats', value: 'Torn', remark: 'Seat 4' }] },
      ],
    });
    const clip = await get(null, shown[0]!.groupWork[0]!.work[0]!.attachments[0]!.attachmentUrl);
    expect(clip.status).toBe(200);
    expect(clip.res.headers['content-type']).toBe('video/mp4');

    const again = await callAs(key, ingestEndpoints.audits, { body: { records: [audit] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
    const changed = await callAs(key, ingestEndpoints.audits, {
      body: { records: [{ ...audit, groupWork: audit.groupWork.slice(1) }] },
    });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const after = (await read()).data.filter((r) => r.closedDate === closedDate);
    expect(after).toHaveLength(1);
    expect(after[0]!._id).toBe(shown[0]!._id);
    expect(after[0]!.groupWork.map((g) => g.name)).toEqual(['interior']);
  });
});

describe('ingestion API: ratings', () => {
  interface TripRow {
    id: string;
    tripDate: string;
    departureAt: Date;
    busRc: string | null;
    service: string;
    pnrs: string[];
  }
  let trip: TripRow;
  let other: TripRow;
  let third: TripRow;

  beforeAll(async () => {
    const now = ctx.clock.now().getTime();
    const rows = await ctx.db
      .select({
        id: trips.id,
        tripDate: trips.tripDate,
        departureAt: trips.departureAt,
        busRc: trips.busRc,
        service: services.name,
        pnr: bookings.pnr,
      })
      .from(trips)
      .innerJoin(services, and(eq(services.accountId, trips.accountId), eq(services.id, trips.serviceId)))
      .innerJoin(bookings, and(eq(bookings.accountId, trips.accountId), eq(bookings.tripId, trips.id)))
      .where(
        and(
          eq(trips.accountId, mgAccount),
          lt(trips.departureAt, new Date(now - 24 * hour)),
          gt(trips.departureAt, new Date(now - 8 * 24 * hour)),
        ),
      )
      .orderBy(desc(trips.departureAt), asc(bookings.pnr));
    const byTrip = new Map<string, TripRow>();
    for (const r of rows) {
      const t = byTrip.get(r.id) ?? { ...r, pnrs: [] };
      t.pnrs.push(r.pnr);
      byTrip.set(r.id, t);
    }
    const rich = [...byTrip.values()].filter((t) => t.pnrs.length >= 3);
    trip = rich[0]!;
    other = rich[1]!;
    third = rich[2]!;
  });

  const rating = (over: Partial<RatingRecord> = {}): RatingRecord => ({
    externalId: 'RT-1',
    account: MG,
    service: { name: trip.service },
    tripDate: trip.tripDate,
    ...(trip.busRc ? { busRc: trip.busRc } : {}),
    bookings: [
      { bookingCode: trip.pnrs[0]!, rating: 5, comments: 'On time', tags: ['Punctuality'] },
      { bookingCode: trip.pnrs[1]!, rating: 2, comments: 'AC weak', tags: ['AC'] },
    ],
    ...over,
  });
  const shown = async () => {
    const at = trip.departureAt.getTime();
    const r = await callAs(mgToken, qualityEndpoints.ratings, {
      model: 'BUSOWNER',
      body: { rc: [], fromDate: at - hour, toDate: at + hour },
    });
    expect(r.status).toBe(200);
    return r.data.ratingData.find((t) => t.tripId === trip.id);
  };

  it('a trip’s ratings show on Feedback Data (the record holds them whole); again unchanged; changed in place', async () => {
    const sent = await callAs(key, ingestEndpoints.ratings, { body: { records: [rating()] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect(await shown()).toMatchObject({
      tripDate: trip.tripDate,
      service: { name: trip.service },
      totalRatings: 3.5,
      bookings: [
        { bookingCode: trip.pnrs[0], rating: 5, comments: 'On time', tags: ['Punctuality'] },
        { bookingCode: trip.pnrs[1], rating: 2, comments: 'AC weak', tags: ['AC'] },
      ],
    });

    const again = await callAs(key, ingestEndpoints.ratings, { body: { records: [rating()] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });

    const changed = await callAs(key, ingestEndpoints.ratings, {
      body: {
        records: [rating({ bookings: [{ bookingCode: trip.pnrs[1]!, rating: 4, comments: '', tags: [] }] })],
      },
    });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    expect((await shown())?.bookings).toEqual([
      { bookingCode: trip.pnrs[1], rating: 4, comments: '', tags: [] },
    ]);
  });

  it('refuses alone: a booking of another trip, an unknown PNR, a bad rating, an unknown service, a trip another record holds', async () => {
    const result = await callAs(key, ingestEndpoints.ratings, {
      body: {
        records: [
          rating({
            externalId: 'RT-2',
            service: { name: other.service },
            tripDate: other.tripDate,
            busRc: null,
            bookings: [
              { bookingCode: other.pnrs[0]!, rating: 4, comments: '', tags: [] },
              { bookingCode: trip.pnrs[2]!, rating: 4, comments: '', tags: [] },
              { bookingCode: 'NOSUCHPNR', rating: 4, comments: '', tags: [] },
            ],
          }),
          { ...rating({ externalId: 'RT-3' }), bookings: [{ bookingCode: trip.pnrs[0]!, rating: 6 }] },
          rating({ externalId: 'RT-4', service: { name: 'No such service' } }),
          rating({ externalId: 'RT-5' }),
          rating({
            externalId: 'RT-6',
            service: { name: other.service },
            tripDate: other.tripDate,
            busRc: null,
            bookings: [{ bookingCode: other.pnrs[1]!, rating: 3, comments: 'Late', tags: [] }],
          }),
        ] as RatingRecord[],
      },
    });
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused).toEqual([
      {
        index: 0,
        externalId: 'RT-2',
        errors: [
          { path: 'bookings.1.bookingCode', message: `Booking ${trip.pnrs[2]} is not on this trip` },
          { path: 'bookings.2.bookingCode', message: 'No booking NOSUCHPNR in this account' },
        ],
      },
      {
        index: 1,
        externalId: 'RT-3',
        errors: [{ path: 'bookings.0.rating', message: 'rating is a whole number of stars, 1 to 5' }],
      },
      {
        index: 2,
        externalId: 'RT-4',
        errors: [{ path: 'service.name', message: "No service named 'No such service' in this account" }],
      },
      {
        index: 3,
        externalId: 'RT-5',
        errors: [{ path: 'tripDate', message: 'This trip’s ratings are another record’s' }],
      },
    ]);
    // RT-1's trip is as it was.
    expect((await shown())?.bookings).toEqual([
      { bookingCode: trip.pnrs[1], rating: 4, comments: '', tags: [] },
    ]);
  });

  it('two systems rating one trip at once: the first holds it, the second is refused', async () => {
    const keys = new ApiKeysService({ db: ctx.db, clock: ctx.clock });
    const [a, b] = await Promise.all(
      ['Survey app A', 'Survey app B'].map(
        async (name) => (await keys.create({ name, scopes: ['ratings'] }, TEST_ACTOR)).key,
      ),
    );
    const record = (n: number) =>
      rating({
        externalId: `RT-THIRD-${n}`,
        service: { name: third.service },
        tripDate: third.tripDate,
        busRc: null,
        bookings: [{ bookingCode: third.pnrs[n]!, rating: n + 1, comments: '', tags: [] }],
      });
    const answers = await Promise.all([
      callAs(a!, ingestEndpoints.ratings, { body: { records: [record(0)] } }),
      callAs(b!, ingestEndpoints.ratings, { body: { records: [record(1)] } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.data.accepted).sort()).toEqual([0, 1]);
    const refused = answers.flatMap((r) => r.data.refused);
    expect(refused.map((r) => r.errors)).toEqual([
      [{ path: 'tripDate', message: 'This trip’s ratings are another record’s' }],
    ]);
  });
});

describe('ingestion API: payouts', () => {
  let start = '';
  const payout = (over: Partial<PayoutRecord> = {}): PayoutRecord => ({
    externalId: 'INV-1',
    account: GDS,
    operatorUser: { name: 'Sri Balaji Travels' },
    billingStartDate: start,
    billingEndDate: addDaysToDate(start, 6),
    paymentAmountPaise: 18_452_050,
    createdBySystem: true,
    ...over,
  });
  const list = async () => {
    const from = new Date(`${start}T00:00:00+05:30`).getTime();
    const r = await callAs(gdsToken, payoutsEndpoints.list, {
      query: { fromDate: from, toDate: from + 30 * 24 * hour },
    });
    expect(r.status).toBe(200);
    return r.data;
  };

  beforeAll(async () => {
    const [last] = await ctx.db
      .select({ end: max(payouts.billingEnd) })
      .from(payouts)
      .where(eq(payouts.accountId, gdsAccount));
    start = addDaysToDate(last?.end ?? istDateOf(ctx.clock.now()), 1);
  });

  it('a payout with its .xlsx report shows on Payouts and its report downloads; again unchanged; changed in place', async () => {
    const book = await xlsx();
    const report = await upload({ name: 'pnr-wise.xlsx', data: book }, fieldsOf(GDS));
    expect(report.status).toBe(200);
    const record = payout({ pnrWiseReportFileId: report.data.fileId, createdOn: `${start}T10:00:00+05:30` });
    const sent = await callAs(key, ingestEndpoints.payouts, { body: { records: [record] } });
    expect(sent.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const [shown] = await list();
    expect(shown).toMatchObject({
      operatorUser: { name: 'Sri Balaji Travels' },
      billingStartDate: start,
      billingEndDate: addDaysToDate(start, 6),
      createdOn: new Date(`${start}T10:00:00+05:30`).toISOString(),
      createdBySystem: true,
      paymentAmount: 184520.5,
    });
    expect(shown!.pnrWiseReport).not.toBeNull();
    const file = await callAs(gdsToken, payoutsEndpoints.storedReport, { params: { id: shown!._id } });
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe(XLSX_MIME);
    expect(file.res.rawPayload.equals(book)).toBe(true);

    const again = await callAs(key, ingestEndpoints.payouts, { body: { records: [record] } });
    expect(again.data).toEqual({ accepted: 0, unchanged: 1, refused: [] });
    const changed = await callAs(key, ingestEndpoints.payouts, {
      body: { records: [{ ...record, paymentAmountPaise: 100_000, pnrWiseReportFileId: null }] },
    });
    expect(changed.data).toEqual({ accepted: 1, unchanged: 0, refused: [] });
    const after = await list();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ _id: shown!._id, paymentAmount: 1000, pnrWiseReport: null });
    expect(after[0]!.createdOn).toBe(shown!.createdOn);
  });

  it('refuses alone: an overlapping period, another account’s report, a report that is no workbook, a bad amount', async () => {
    const theirs = await upload({ name: 'r.xlsx', data: await xlsx() }, { accountId: mgAccount });
    const photo = await upload({ name: 'r.png', data: PNG }, fieldsOf(GDS));
    const next = addDaysToDate(start, 7);
    const later = { billingStartDate: addDaysToDate(next, 14), billingEndDate: addDaysToDate(next, 20) };
    const result = await callAs(key, ingestEndpoints.payouts, {
      body: {
        records: [
          payout({
            externalId: 'INV-2',
            billingStartDate: addDaysToDate(start, 3),
            billingEndDate: addDaysToDate(start, 9),
          }),
          payout({ externalId: 'INV-3', billingStartDate: next, billingEndDate: addDaysToDate(next, 6) }),
          payout({
            externalId: 'INV-4',
            billingStartDate: addDaysToDate(next, 6),
            billingEndDate: addDaysToDate(next, 8),
          }),
          payout({ externalId: 'INV-5', ...later, pnrWiseReportFileId: theirs.data.fileId }),
          payout({ externalId: 'INV-6', ...later, pnrWiseReportFileId: photo.data.fileId }),
          {
            ...payout({ externalId: 'INV-7', ...later }),
            paymentAmountPaise: '1000.00',
          } as unknown as PayoutRecord,
          payout({ externalId: 'INV-8', billingStartDate: addDaysToDate(next, 20), billingEndDate: next }),
        ],
      },
    });
    expect(result.data.accepted).toBe(1);
    expect(result.data.refused.map((r) => [r.externalId, r.errors])).toEqual([
      [
        'INV-2',
        [
          {
            path: 'billingStartDate',
            message: `This account already has a payout for some of these days (${start} to ${addDaysToDate(start, 6)})`,
          },
        ],
      ],
      [
        'INV-4',
        [
          {
            path: 'billingStartDate',
            message: `This account already has a payout for some of these days (${next} to ${addDaysToDate(next, 6)})`,
          },
        ],
      ],
      [
        'INV-5',
        [
          {
            path: 'pnrWiseReportFileId',
            message: `No file ${theirs.data.fileId} uploaded for this account (upload it with this record’s account)`,
          },
        ],
      ],
      [
        'INV-6',
        [{ path: 'pnrWiseReportFileId', message: 'The report is image/png: send an .xlsx workbook' }],
      ],
      [
        'INV-7',
        [{ path: 'paymentAmountPaise', message: 'An amount in paise: a whole number (₹1,250.50 is 125050)' }],
      ],
      ['INV-8', [{ path: 'billingEndDate', message: 'billingEndDate is on or after billingStartDate' }]],
    ]);
    expect((await list()).map((p) => p.billingStartDate).sort()).toEqual([start, next]);
  });
});
