import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FILE_MESSAGES,
  REIMBURSEMENT_MESSAGES,
  addDaysToDate,
  amountApproved,
  istDateOf,
  notInModelMessage,
  reimbursementMsOf,
  reimbursementTotals,
  type ProofPreview,
  type Reimbursement,
  busesEndpoints,
  reimbursementsEndpoints,
} from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_FILES, JPEG, PDF, PNG, bigWorkbook, fillFileWorkers } from '../../../test/fixtures/files';
import { FILE_WORKERS_BUSY, fileTaskStats } from '../files/worker-pool';
import { useAdminCli } from '../../../test/support/admin-cli';
import {
  authHeaders,
  multipartForm,
  createTestApp,
  loginAs,
  type TestContext,
  apiCaller,
  toAnswer,
  type Answer,
} from '../../../test/support';
import { accounts, reimbursements, users } from '../../db/schema';
import { countFiles } from '../files/files.repository';
import { LocalFileStorage } from '../files/storage';
import { parseCsv } from './proof-table';
import { decideReimbursement } from './reimbursements.service';

let ctx: TestContext;
const { call, callAs } = apiCaller(() => ctx);
let root: string;
let mg2: string; // 9000000002 BUSOWNER only
let mg5: string; // 9000000005 GDS + MG + electric
let op1: string; // 9000000001 OPERATOR
let cab: string; // 9000000004 CABOWNER
let electric: string; // 9000000003 ELECTRIC
let rcs2: string[];
let rcs5: string[];

const MG = '/api/v1/mg';
const DAY = 86_400_000;

async function add(
  token: string,
  file: { field?: string; name: string; data: Buffer } | null,
  fields: Record<string, string>,
  prefix = MG,
): Promise<Answer<Reimbursement[]>> {
  const form = multipartForm(file, fields);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${prefix}/user/addReimbursement`,
    headers: { ...authHeaders(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  return toAnswer(res);
}

const today = () => istDateOf(ctx.clock.now());
/** A valid claim of `rc`: the last 5 days, ₹4,500, as the spec's client sends it. */
const claim = (rc: string, over: Record<string, string> = {}) => ({
  supplyStatus: 'PENDING',
  financeStatus: 'PENDING',
  rc,
  amount: '4500',
  startDate: String(reimbursementMsOf(addDaysToDate(today(), -5))),
  endDate: String(reimbursementMsOf(addDaysToDate(today(), -1))),
  ...over,
});

const list = (token: string) => callAs(token, reimbursementsEndpoints.list, { model: 'BUSOWNER' });
const countClaims = async () => ctx.db.$count(reimbursements);
const storedObjects = () => readdirSync(root, { recursive: true }).length;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'oc-reimb-'));
  ctx = await createTestApp({ seed: true, overrides: { fileStorage: new LocalFileStorage(root) } });
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
  mg5 = (await loginAs(ctx, '9000000005')).accessToken;
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
  electric = (await loginAs(ctx, '9000000003')).accessToken;
  rcs2 = (await callAs(mg2, busesEndpoints.rc, { model: 'BUSOWNER' })).body.data.map((b) => b.rc);
  rcs5 = (await callAs(mg5, busesEndpoints.rc, { model: 'BUSOWNER' })).body.data.map((b) => b.rc);
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo data', () => {
  it('each MG demo account has claims in every status, on its own buses, with every proof type', async () => {
    for (const [token, own] of [
      [mg2, rcs2],
      [mg5, rcs5],
    ] as const) {
      const r = await list(token);
      expect(r.status).toBe(200);
      const rows = r.body.data;
      expect(new Set(rows.map((x) => x.financeStatus))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
      for (const x of rows) expect(own).toContain(x.rc);
      const exts = rows.map((x) => x.fileName?.split('.').pop() ?? null);
      expect(new Set(exts)).toEqual(new Set(['jpg', 'png', 'webp', 'pdf', 'xlsx', 'csv', 'txt', null]));
      // Newest first; every period already over, start ≤ end, at most 93 days.
      expect(rows.map((x) => x.createdOn)).toEqual([...rows.map((x) => x.createdOn)].sort((a, b) => b - a));
      for (const x of rows) {
        expect(x.startDate).toBeLessThanOrEqual(x.endDate);
        expect(x.endDate).toBeLessThan(ctx.clock.now().getTime());
        expect((x.endDate - x.startDate) / DAY + 1).toBeLessThanOrEqual(93);
        expect(Number.isInteger(x.amount) && x.amount > 0).toBe(true);
        if (x.financeStatus === 'APPROVED') {
          expect(x.financeApprovedAmount).toBeGreaterThan(0);
          expect(x.financeApprovedAmount).toBeLessThanOrEqual(x.amount);
          expect(x.approvedOnDate).toBeGreaterThan(x.createdOn);
        } else expect(x.approvedOnDate).toBeNull();
        expect(x.fileUrl === null).toBe(x.fileName === null);
        // The proof's id beside its URL: the web never parses it out of the URL.
        expect(x.fileUrl).toBe(x.fileId === null ? null : `/api/v1/mg/files/${x.fileId}`);
      }
    }
  });
});

describe('amount approved and totals (part 2 §3)', () => {
  it('0 if REJECTED, the approved amount if APPROVED, NA otherwise; totals add up by hand', () => {
    const base = {
      _id: 'x',
      rc: 'AB1',
      startDate: 0,
      endDate: 0,
      createdOn: 0,
      fileId: null,
      fileUrl: null,
      fileName: null,
      decisionReason: null,
    };
    const rows: Reimbursement[] = [
      {
        ...base,
        amount: 1000,
        financeStatus: 'PENDING',
        supplyStatus: 'PENDING',
        financeApprovedAmount: null,
        approvedOnDate: null,
      },
      {
        ...base,
        amount: 2000,
        financeStatus: 'APPROVED',
        supplyStatus: 'APPROVED',
        financeApprovedAmount: 1500,
        approvedOnDate: 1,
      },
      {
        ...base,
        amount: 700,
        financeStatus: 'REJECTED',
        supplyStatus: 'APPROVED',
        financeApprovedAmount: null,
        approvedOnDate: null,
      },
    ];
    expect(rows.map(amountApproved)).toEqual(['NA', 1500, 0]);
    expect(reimbursementTotals(rows)).toEqual({
      submitted: 3700,
      approved: 1500,
      pending: 1000,
      count: 3,
      pendingCount: 1,
    });
  });
});

describe('POST /mg/user/addReimbursement', () => {
  it('refuses dates beyond 2100 with a 400 and stores nothing', async () => {
    const before = await countClaims();
    for (const endDate of ['9999999999999999', '253402300800000']) {
      const r = await add(mg2, { name: 'toll.png', data: PNG }, claim(rcs2[0]!, { endDate }));
      expect(r.status, endDate).toBe(400);
    }
    expect(await countClaims()).toBe(before);
  });

  it('files a claim PENDING / PENDING whatever the client sends, and answers it first', async () => {
    const before = await countClaims();
    const r = await add(
      mg2,
      { name: 'toll.png', data: PNG },
      claim(rcs2[0]!, { financeStatus: 'APPROVED', supplyStatus: 'APPROVED' }),
    );
    expect(r.status).toBe(200);
    const [first, ...rest] = r.body.data;
    expect(first).toMatchObject({
      rc: rcs2[0],
      amount: 4500,
      financeStatus: 'PENDING',
      supplyStatus: 'PENDING',
      financeApprovedAmount: null,
      approvedOnDate: null,
      fileName: 'toll.png',
      startDate: reimbursementMsOf(addDaysToDate(today(), -5)),
      endDate: reimbursementMsOf(addDaysToDate(today(), -1)),
      createdOn: ctx.clock.now().getTime(),
    });
    expect(rest.length).toBeGreaterThan(0);
    expect(await countClaims()).toBe(before + 1);
    expect((await list(mg2)).body.data[0]?._id).toBe(first!._id);
    // The proof downloads for the owner, byte for byte, at the URL of its id.
    expect(first!.fileUrl).toBe(`/api/v1/mg/files/${first!.fileId ?? 'none'}`);
    const file = await ctx.app.inject({ method: 'GET', url: first!.fileUrl!, headers: authHeaders(mg2) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an exact duplicate with 409; 11 identical parallel requests create one claim (issue 36 item 6)', async () => {
    const fields = claim(rcs2[1]!, { amount: '3210' });
    // A JPEG: no file worker step, so 11 at once stay within its queue (8 waiting).
    const proofFile = { name: 'diesel.jpg', data: JPEG };
    const before = await countClaims();
    const objects = storedObjects();
    const answers = await Promise.all(Array.from({ length: 11 }, () => add(mg2, proofFile, fields)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(10).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.data).toBe(REIMBURSEMENT_MESSAGES.duplicate);
    expect(await countClaims()).toBe(before + 1);
    // The refused copies left no object behind.
    expect(storedObjects()).toBe(objects + 1);
    // Sent again later, the same claim is still refused; another amount, other dates or another
    // file's content are other claims.
    const again = await add(mg2, { name: 'copy.jpg', data: JPEG }, fields);
    expect(again.status).toBe(409);
    expect(again.body.data).toBe(REIMBURSEMENT_MESSAGES.duplicate);
    expect(storedObjects()).toBe(objects + 1);
    expect((await add(mg2, proofFile, { ...fields, amount: '3211' })).status).toBe(200);
    expect(
      (
        await add(mg2, proofFile, {
          ...fields,
          endDate: String(reimbursementMsOf(addDaysToDate(today(), -2))),
        })
      ).status,
    ).toBe(200);
    expect((await add(mg2, { name: 'diesel.png', data: PNG }, fields)).status).toBe(200);
    expect(await countClaims()).toBe(before + 4);
  });

  it('a REJECTED claim may be filed again unchanged, once (review 8)', async () => {
    const fields = claim(rcs2[1]!, { amount: '2345' });
    const first = await add(mg2, { name: 'refile.jpg', data: JPEG }, fields);
    expect(first.status).toBe(200);
    await decideReimbursement(ctx, first.body.data[0]!._id, { status: 'REJECTED' }, 'finance');
    const again = await add(mg2, { name: 'refile.jpg', data: JPEG }, fields);
    expect(again.status).toBe(200);
    expect(again.body.data[0]).toMatchObject({ financeStatus: 'PENDING', amount: 2345 });
    expect((await add(mg2, { name: 'refile.jpg', data: JPEG }, fields)).status).toBe(409);
  });

  it('takes lower-case RCs, a one-day claim ending today, and the largest amount', async () => {
    const t = String(reimbursementMsOf(today()));
    const r = await add(
      mg2,
      { name: 'bill.pdf', data: PDF },
      claim(rcs2[1]!.toLowerCase(), { startDate: t, endDate: t, amount: '1000000' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ rc: rcs2[1], amount: 1_000_000 });
  });

  const refusals: [string, Record<string, string>, number, string][] = [
    [
      'start after end',
      {
        startDate: String(reimbursementMsOf('2026-01-10')),
        endDate: String(reimbursementMsOf('2026-01-09')),
      },
      400,
      REIMBURSEMENT_MESSAGES.startAfterEnd,
    ],
    ['no amount', { amount: '' }, 400, REIMBURSEMENT_MESSAGES.amountRange],
    ['amount 0', { amount: '0' }, 400, REIMBURSEMENT_MESSAGES.amountRange],
    ['a negative amount', { amount: '-5' }, 400, REIMBURSEMENT_MESSAGES.amountRange],
    ['paise', { amount: '100.50' }, 400, REIMBURSEMENT_MESSAGES.amountRange],
    ['over ₹10,00,000', { amount: '1000001' }, 400, REIMBURSEMENT_MESSAGES.amountRange],
    ['a date that is not a number', { startDate: '2026-01-01' }, 400, REIMBURSEMENT_MESSAGES.badDate],
    ['an RC with symbols', { rc: 'MH-12;DROP' }, 400, 'A bus RC is letters and digits, at most 10'],
  ];
  it.each(refusals)(
    'refuses %s (400 with the reason) and stores nothing',
    async (_what, over, status, message) => {
      const [files, claims, objects] = [await countFiles(ctx.db), await countClaims(), storedObjects()];
      const r = await add(mg2, { name: 'bill.jpg', data: JPEG }, claim(rcs2[0]!, over));
      expect(r.status).toBe(status);
      expect(r.body.data).toBe(message);
      expect(r.body.errors?.[0]?.message).toBe(message);
      expect([await countFiles(ctx.db), await countClaims(), storedObjects()]).toEqual([
        files,
        claims,
        objects,
      ]);
    },
  );

  it('refuses a future period, more than 93 days, and a missing field or file', async () => {
    const before = [await countFiles(ctx.db), await countClaims(), storedObjects()];
    const future = await add(
      mg2,
      { name: 'bill.jpg', data: JPEG },
      claim(rcs2[0]!, { endDate: String(reimbursementMsOf(addDaysToDate(today(), 1))) }),
    );
    expect(future.status).toBe(400);
    expect(future.body.data).toBe(REIMBURSEMENT_MESSAGES.future);
    const long = await add(
      mg2,
      { name: 'bill.jpg', data: JPEG },
      claim(rcs2[0]!, {
        startDate: String(reimbursementMsOf(addDaysToDate(today(), -93))),
        endDate: String(reimbursementMsOf(today())),
      }),
    );
    expect(long.status).toBe(400);
    expect(long.body.data).toBe(REIMBURSEMENT_MESSAGES.tooLong);
    const exactly93 = claim(rcs2[0]!, {
      startDate: String(reimbursementMsOf(addDaysToDate(today(), -92))),
      endDate: String(reimbursementMsOf(today())),
    });
    const noFile = await add(mg2, null, exactly93);
    expect(noFile.status).toBe(400);
    expect(noFile.body.data).toBe(FILE_MESSAGES.noFile);
    const { rc: _rc, ...withoutRc } = claim(rcs2[0]!);
    const noRc = await add(mg2, { name: 'bill.jpg', data: JPEG }, withoutRc);
    expect(noRc.status).toBe(400);
    expect(noRc.body.errors?.[0]?.path).toBe('rc');
    const extra = await add(mg2, { name: 'bill.jpg', data: JPEG }, { ...claim(rcs2[0]!), accountId: 'x' });
    expect(extra.status).toBe(400);
    expect([await countFiles(ctx.db), await countClaims(), storedObjects()]).toEqual(before);
  });

  it("refuses another account's RC with 404 and stores nothing", async () => {
    const before = [await countFiles(ctx.db), await countClaims(), storedObjects()];
    const r = await add(mg2, { name: 'bill.jpg', data: JPEG }, claim(rcs5[0]!));
    expect(r.status).toBe(404);
    expect(r.body.data).toBe(REIMBURSEMENT_MESSAGES.rcNotFound);
    expect([await countFiles(ctx.db), await countClaims(), storedObjects()]).toEqual(before);
  });

  // Over 5 MB is within the proof's 10 MB and a JPEG is a proof; path names are below.
  const hostile = HOSTILE_FILES.filter(
    (h) =>
      !['a file over 5 MB', 'a JPEG for a sheet upload'].includes(h.what) && !/path-traversal/.test(h.what),
  );
  it.each(hostile.map((h) => [h.what, h] as const))(
    'hostile proof: %s → 4xx, nothing stored',
    async (_what, h) => {
      const before = [await countFiles(ctx.db), await countClaims(), storedObjects()];
      const r = await add(mg2, { name: h.name, data: await h.make() }, claim(rcs2[0]!));
      expect(r.status).toBe(h.status);
      expect(r.body.data).toMatch(h.message);
      expect([await countFiles(ctx.db), await countClaims(), storedObjects()]).toEqual(before);
    },
  );

  it('keeps only the last segment of a name with folders (the multipart reader drops the path)', async () => {
    for (const [i, name] of ['../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf'].entries()) {
      // Two amounts: the same file, bus, dates and amount twice would be a duplicate claim.
      const r = await add(mg2, { name, data: PDF }, claim(rcs2[3]!, { amount: String(700 + i) }));
      expect(r.status).toBe(200);
      expect(r.body.data[0]!.fileName).toMatch(/^(passwd|win\.ini)\.pdf$/);
    }
  });

  it('refuses a proof over 10 MB (413) and a second file', async () => {
    const before = [await countFiles(ctx.db), await countClaims(), storedObjects()];
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const r = await add(mg2, { name: 'big.pdf', data: big }, claim(rcs2[0]!));
    expect(r.status).toBe(413);
    const wrongField = await add(mg2, { field: 'proof', name: 'b.pdf', data: PDF }, claim(rcs2[0]!));
    expect(wrongField.status).toBe(400);
    expect([await countFiles(ctx.db), await countClaims(), storedObjects()]).toEqual(before);
  });

  it('is 403 for the other business models and 401 without a token', async () => {
    for (const [token, prefix, type] of [
      [op1, '/api/v1', 'OPERATOR'],
      [mg5, '/api/v1', 'OPERATOR'],
      [cab, '/api/v1/cabOperator', 'CABOWNER'],
      [electric, '/api/v1/electric', 'ELECTRIC'],
    ] as const) {
      const r = await add(token, { name: 'bill.jpg', data: JPEG }, claim(rcs2[0]!), prefix);
      expect(r.status).toBe(403);
      expect(r.body.data).toBe(notInModelMessage('Reimbursements', type));
      expect((await call(token, 'GET', `${prefix}/user/reimbursements`)).status).toBe(403);
    }
    const anon = await ctx.app.inject({ method: 'GET', url: `${MG}/user/reimbursements` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST /mg/user/reimbursements (by RC)', () => {
  it("answers one bus's claims; another account's RC matches nothing", async () => {
    const all = (await list(mg2)).body.data;
    const rc = all[0]!.rc;
    const r = await call<Reimbursement[]>(mg2, 'POST', `${MG}/user/reimbursements`, { rc: rc.toLowerCase() });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBe(all.filter((x) => x.rc === rc).length);
    expect(r.body.data.every((x) => x.rc === rc)).toBe(true);
    const other = await call<Reimbursement[]>(mg2, 'POST', `${MG}/user/reimbursements`, { rc: rcs5[0] });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual([]);
    const bad = await call<Reimbursement[]>(mg2, 'POST', `${MG}/user/reimbursements`, { rc: '' });
    expect(bad.status).toBe(400);
  });
});

describe('GET /mg/user/reimbursements/:id/proof and the proof files', () => {
  const byExt = async (token: string, ext: string | null) => {
    const rows = (await list(token)).body.data;
    const row = rows.find((x) => (x.fileName?.split('.').pop() ?? null) === ext);
    if (!row) throw new Error(`no claim with a ${ext} proof`);
    return row;
  };
  const proof = (token: string, id: string) =>
    call<ProofPreview>(token, 'GET', `${MG}/user/reimbursements/${id}/proof`);

  it('images and the PDF: a signed link that opens inline and may be framed by this origin only', async () => {
    for (const [ext, type] of [
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const row = await byExt(mg5, ext);
      const r = await proof(mg5, row._id);
      expect(r.status).toBe(200);
      expect(r.body.data.kind).toBe(ext === 'pdf' ? 'pdf' : 'image');
      expect(r.body.data.table).toBeNull();
      const file = await ctx.app.inject({ method: 'GET', url: r.body.data.url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toMatch(/^inline;/);
      expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
      if (ext === 'pdf') expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
    }
  });

  it('the xlsx and the csv: their first rows as text cells', async () => {
    const x = await proof(mg2, (await byExt(mg2, 'xlsx'))._id);
    expect(x.status).toBe(200);
    expect(x.body.data).toMatchObject({ kind: 'table', url: null, name: 'fuel-log-october.xlsx' });
    const sheet = x.body.data.table!;
    expect(sheet.sheet).toBe('Fuel log');
    expect(sheet.rows[0]).toEqual(['Date', 'Pump', 'Litres', 'Rate (₹)', 'Amount (₹)']);
    expect(sheet.rows[1]).toEqual(['01-10-2026', 'HP, Khed Shivapur', '55', '89.6', '4928']);
    expect(sheet.totalRows).toBe(12); // below the header
    expect(sheet.truncated).toBe(false);
    const c = await proof(mg2, (await byExt(mg2, 'csv'))._id);
    expect(c.body.data.kind).toBe('table');
    expect(c.body.data.table!.rows[4]).toEqual([
      '09-10-2026',
      'Kognoli, Karnataka border',
      'Bus (3-axle)',
      '820',
    ]);
    expect(c.body.data.table!.totalRows).toBe(5);
  });

  it('an uploaded xlsx previews too (the workbook as the operator made it)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Tolls');
    ws.addRow(['Plaza', 'Amount', 'Paid on']);
    for (let i = 0; i < 150; i++)
      ws.addRow([`Plaza ${i + 1}`, 100 + i, new Date(Date.UTC(2026, 9, 1 + (i % 28)))]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const r = await add(mg2, { name: 'tolls.xlsx', data }, claim(rcs2[2]!));
    expect(r.status).toBe(200);
    const p = await proof(mg2, r.body.data[0]!._id);
    expect(p.body.data.table).toMatchObject({ sheet: 'Tolls', totalRows: 150, truncated: true });
    expect(p.body.data.table!.rows).toHaveLength(100);
    expect(p.body.data.table!.rows[99]).toEqual(['Plaza 99', '198', '15-10-2026']);
  });

  it('three parallel previews of 520,000-row workbooks leave /api/health under 100 ms (19 in 20, none over 500 ms); a preview is cached (issue 36 item 10)', async () => {
    // The file workers started once (a server that has shown a sheet before; a worker's first
    // start is paid once per process), by the demo's two sheets.
    await Promise.all(['xlsx', 'csv'].map(async (ext) => proof(mg2, (await byExt(mg2, ext))._id)));
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const data = await bigWorkbook(520_000, { comment: `copy ${n}` });
      expect(data.length).toBeLessThan(10 * 1024 * 1024);
      const r = await add(
        mg2,
        { name: `tolls-${n}.xlsx`, data },
        claim(rcs2[2]!, { amount: String(9000 + n) }),
      );
      expect(r.status).toBe(200);
      ids.push(r.body.data[0]!._id);
    }
    const started = fileTaskStats.started;
    const state = { done: false };
    const previews = Promise.all(ids.map((id) => proof(mg2, id))).finally(() => {
      state.done = true;
    });
    const health: number[] = [];
    while (!state.done) {
      const t0 = performance.now();
      const h = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - t0);
      expect(h.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(health.length).toBeGreaterThan(0);
    // Parsing on the event loop would hold every probe for seconds. What a loaded two-core machine
    // adds is a rare probe descheduled behind the three parsing threads (one took 164 ms of 100):
    // nineteen in twenty under 100 ms, none over 500 ms.
    const shown = health.map((ms) => Math.round(ms)).join(' ');
    const sorted = [...health].sort((a, b) => a - b);
    expect(sorted[Math.ceil(sorted.length * 0.95) - 1], shown).toBeLessThan(100);
    expect(Math.max(...health), shown).toBeLessThan(500);
    for (const p of await previews) {
      expect(p.status).toBe(200);
      expect(p.body.data.table).toMatchObject({ sheet: 'Tolls', totalRows: 519_999, truncated: true });
      expect(p.body.data.table!.rows).toHaveLength(100);
    }
    expect(fileTaskStats.started - started).toBe(3);
    // Asked again: the cached answer, no read.
    const again = await proof(mg2, ids[0]!);
    expect(again.body.data.table!.rows[1]).toEqual(['Plaza 1', '102', '03-10-2026']);
    expect(fileTaskStats.started - started).toBe(3);
  });

  it('with the file workers full, a preview and an upload are 503 with Retry-After; the preview is read next time (review 2, 4)', async () => {
    const csv = Buffer.from('Plaza,Amount\nKhed,120\n');
    const r = await add(mg2, { name: 'busy.csv', data: csv }, claim(rcs2[2]!, { amount: '4321' }));
    expect(r.status).toBe(200);
    const id = r.body.data[0]!._id;
    const filled = fillFileWorkers();
    const busy = await ctx.app.inject({
      method: 'GET',
      url: `${MG}/user/reimbursements/${id}/proof`,
      headers: authHeaders(mg2),
    });
    const before = [await countFiles(ctx.db), await countClaims()];
    const upload = await add(mg2, { name: 'busy.pdf', data: PDF }, claim(rcs2[2]!, { amount: '4322' }));
    await filled;
    expect(busy.statusCode).toBe(503);
    expect(busy.json<{ data: string }>().data).toBe(FILE_WORKERS_BUSY);
    expect(busy.headers['retry-after']).toBe('60');
    expect(upload.status).toBe(503);
    expect(upload.body.data).toBe(FILE_WORKERS_BUSY);
    expect([await countFiles(ctx.db), await countClaims()]).toEqual(before);
    const again = await proof(mg2, id);
    expect(again.body.data).toMatchObject({
      kind: 'table',
      table: {
        rows: [
          ['Plaza', 'Amount'],
          ['Khed', '120'],
        ],
      },
    });
  });

  it('an unsupported type says so; a claim without a proof is 404', async () => {
    const t = await proof(mg2, (await byExt(mg2, 'txt'))._id);
    expect(t.body.data).toEqual({ name: 'driver-notes.txt', kind: 'unsupported', url: null, table: null });
    const none = await proof(mg2, (await byExt(mg2, null))._id);
    expect(none.status).toBe(404);
    expect(none.body.data).toBe(REIMBURSEMENT_MESSAGES.noAttachment);
  });

  it("another account's claim and its proof file are 404; a malformed id is 400", async () => {
    const theirs = await byExt(mg5, 'pdf');
    expect((await proof(mg2, theirs._id)).status).toBe(404);
    const file = await ctx.app.inject({
      method: 'GET',
      url: theirs.fileUrl!.replace('/mg/', '/mg/'),
      headers: authHeaders(mg2),
    });
    expect(file.statusCode).toBe(404);
    expect((await call(mg2, 'GET', `${MG}/user/reimbursements/not-an-id/proof`)).status).toBe(400);
    expect((await proof(op1, theirs._id)).status).toBe(403); // op1 through /mg: no MG account
  });
});

describe('CSV reading', () => {
  it('reads quotes, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n"two\nlines",3\n\n').rows).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', '3'],
    ]);
    expect(parseCsv('a\nb\nc', 2)).toEqual({ rows: [['a'], ['b']], total: 3 });
  });
});

describe('admin: reimbursement --approve / --reject', () => {
  const cli = useAdminCli({ prefix: 'oc-reimb-admin-' });
  const pendingIds = async (mobileNo: string) => {
    const db = cli.db();
    const [acc] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'BUSOWNER')));
    return db
      .select()
      .from(reimbursements)
      .where(and(eq(reimbursements.accountId, acc!.id), eq(reimbursements.financeStatus, 'PENDING')));
  };

  it('approves a PENDING claim for an amount up to the claimed one, with Approved On', async () => {
    const [claimRow] = await pendingIds('9000000002');
    const claimed = claimRow!.amountPaise / 100;
    const over = await cli.admin([
      'reimbursement',
      '--approve',
      claimRow!.id,
      '--amount',
      String(claimed + 1),
    ]);
    expect(over.code).toBe(1);
    expect(over.err.join('\n')).toMatch(/--amount: approve 1 to/);
    const ok = await cli.admin([
      'reimbursement',
      '--approve',
      claimRow!.id,
      '--amount',
      String(claimed - 100),
      '--by',
      'Meera',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.out.join('\n')).toMatch(/is now APPROVED for ₹/);
    const [after] = await cli.db().select().from(reimbursements).where(eq(reimbursements.id, claimRow!.id));
    expect(after).toMatchObject({
      financeStatus: 'APPROVED',
      financeApprovedPaise: (claimed - 100) * 100,
      decidedBy: 'admin:Meera',
    });
    expect(after!.approvedAt).toBeInstanceOf(Date);
    const again = await cli.admin(['reimbursement', '--reject', claimRow!.id]);
    expect(again.code).toBe(1);
    expect(again.err.join('\n')).toMatch(/only a PENDING one/);
  });

  it('rejects a PENDING claim (Amount Approved then shows 0)', async () => {
    const [claimRow] = await pendingIds('9000000005');
    const r = await cli.admin(['reimbursement', '--reject', claimRow!.id]);
    expect(r.code).toBe(0);
    const [after] = await cli.db().select().from(reimbursements).where(eq(reimbursements.id, claimRow!.id));
    expect(after).toMatchObject({
      financeStatus: 'REJECTED',
      financeApprovedPaise: null,
      approvedAt: null,
      decidedBy: 'admin:finance',
    });
  });

  it('refuses unclear usage and unknown ids', async () => {
    expect((await cli.admin(['reimbursement'])).code).toBe(1);
    expect((await cli.admin(['reimbursement', '--approve', 'x', '--amount', '5'])).err.join('\n')).toMatch(
      /UUID/,
    );
    const [claimRow] = await pendingIds('9000000002');
    expect((await cli.admin(['reimbursement', '--approve', claimRow!.id])).err.join('\n')).toMatch(
      /--amount/,
    );
    expect((await cli.admin(['reimbursement', '--reject', claimRow!.id, '--amount', '5'])).code).toBe(1);
    const unknown = await cli.admin(['reimbursement', '--reject', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No reimbursement/);
    expect((await cli.admin(['reimbursement', '--help'])).out.join('\n')).toMatch(/--approve <id>/);
  });
});
