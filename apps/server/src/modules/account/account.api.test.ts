import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BANK_PROOF_MESSAGES,
  FILE_MESSAGES,
  FILE_POLICIES,
  NOT_REGISTERED_IN_MODEL,
  POC_LIMITS,
  type Agreement,
  type OperatorProfile,
  type PocInput,
  accountEndpoints,
} from '@oc/contract';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_FILES, JPEG, PDF, PNG, cheque } from '../../../test/fixtures/files';
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
import { accountPocs, accounts, agreements, bankProofTransitions, bankProofs, users } from '../../db/schema';
import { countFiles } from '../files/files.repository';
import { LocalFileStorage } from '../files/storage';
import { decideBankProof } from './account.service';

let ctx: TestContext;
const { call, callAs } = apiCaller(() => ctx);
let root: string;
let op1: string; // 9000000001 Shiv Shakti Travels (OPERATOR)
let op5: string; // 9000000005 Sharma Travels (OPERATOR) + MG + ELECTRIC
let op6: string; // 9000000006 Sri Sai Bus Service (OPERATOR)
let mg: string; // 9000000002 BUSOWNER only
let electric: string; // 9000000003 ELECTRIC only
let cab: string; // 9000000004 CABOWNER only

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER' = 'OPERATOR'): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  if (!row) throw new Error(`no ${type} account for ${mobileNo}`);
  return row.id;
}

async function upload(
  token: string,
  file: { field?: string; name: string; data: Buffer } | null,
  fields?: Record<string, string>,
): Promise<Answer<OperatorProfile[]>> {
  const form = multipartForm(file, fields);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/chequeUpload',
    headers: { ...authHeaders(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  return toAnswer(res);
}

const details = (token: string, prefix = '') =>
  call<OperatorProfile[]>(token, 'GET', `/api/v1${prefix}/user/details?mobileNo=9000000001`);
const requestChange = (token: string) => callAs(token, accountEndpoints.cancelledChequeChange);
const statusOf = async (accountId: string) =>
  (await ctx.db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId)))[0]?.status ?? null;
const transitionsOf = (accountId: string) =>
  ctx.db
    .select()
    .from(bankProofTransitions)
    .where(eq(bankProofTransitions.accountId, accountId))
    .orderBy(bankProofTransitions.at);

/** Puts an account's bank proof in a state directly (test set-up). */
async function setStatus(
  accountId: string,
  status: 'APPROVED' | 'PENDING' | 'CHANGE_REQUESTED' | 'REJECTED' | null,
) {
  await ctx.db.delete(bankProofs).where(eq(bankProofs.accountId, accountId));
  if (status) await ctx.db.insert(bankProofs).values({ accountId, status });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'oc-account-'));
  ctx = await createTestApp({
    seed: true,
    overrides: { fileStorage: new LocalFileStorage(root) },
    env: { PUBLIC_URL: 'https://console.example.in' },
  });
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  op5 = (await loginAs(ctx, '9000000005')).accessToken;
  op6 = (await loginAs(ctx, '9000000006')).accessToken;
  mg = (await loginAs(ctx, '9000000002')).accessToken;
  electric = (await loginAs(ctx, '9000000003')).accessToken;
  cab = (await loginAs(ctx, '9000000004')).accessToken;
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo data', () => {
  it('bank proofs across the OPERATOR accounts, POCs everywhere, two agreements per OPERATOR and MG account', async () => {
    expect((await details(op1)).body.data[0]!.cancelledChequeDetails.status).toBe('APPROVED');
    expect((await details(op5)).body.data[0]!.cancelledChequeDetails.status).toBe('PENDING');
    expect((await details(op6)).body.data[0]!.cancelledChequeDetails.status).toBe('REJECTED');
    const op7 = (await loginAs(ctx, '9000000007')).accessToken; // Kaveri Travels (small OPERATOR)
    expect((await details(op7)).body.data[0]!.cancelledChequeDetails.status).toBe('CHANGE_REQUESTED');
    expect((await details(mg, '/mg')).body.data[0]!.cancelledChequeDetails.status).toBeNull();
    for (const token of [op1, op5, op6, op7])
      expect((await details(token)).body.data[0]!.pocList).toHaveLength(2);
    const counts = await ctx.db
      .select({ accountId: agreements.accountId, type: accounts.type })
      .from(agreements)
      .innerJoin(accounts, eq(accounts.id, agreements.accountId));
    const perAccount = new Map<string, number>();
    for (const c of counts) perAccount.set(c.accountId, (perAccount.get(c.accountId) ?? 0) + 1);
    expect([...perAccount.values()].every((n) => n === 2)).toBe(true);
    expect(new Set(counts.map((c) => c.type))).toEqual(new Set(['OPERATOR', 'BUSOWNER']));
    expect(perAccount.size).toBe(6); // 4 OPERATOR + 2 MG accounts
  });

  it('the seeded cheque is a real PDF, written to the storage when first read', async () => {
    const accountId = await accountOf('9000000005');
    const [proof] = await ctx.db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId));
    const r = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${proof!.fileId}`,
      headers: authHeaders(op5),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(r.rawPayload)).getPageCount()).toBe(1);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${proof!.fileId}`,
      headers: authHeaders(op5),
    });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
  });
});

describe('GET /user/details (the account profile)', () => {
  it('OPERATOR: the person, KYC, pocList and cancelledChequeDetails', async () => {
    const r = await details(op1);
    expect(r.status).toBe(200);
    const p = r.body.data[0]!;
    expect(p).toMatchObject({
      name: 'Shiv Shakti Travels',
      userName: 'Rajesh Kumar',
      mobileNo: '9000000001',
      email: 'rajesh@shivshakti-travels.in',
    });
    expect(Object.keys(p.kycDetails).length).toBeGreaterThan(0);
    expect(Array.isArray(p.pocList)).toBe(true);
    expect(p.cancelledChequeDetails).toHaveProperty('status');
  });

  it('MG through /mg: the MG account profile without KYC documents', async () => {
    const r = await details(mg, '/mg');
    expect(r.status).toBe(200);
    const p = r.body.data[0]!;
    expect(p).toMatchObject({ name: 'Punjab Roadlines', userName: 'Gurpreet Singh', mobileNo: '9000000002' });
    expect(p.kycDetails).toEqual({});
    expect(p.pocList.length).toBeGreaterThan(0);
  });

  it('electric and cab owners have their profile too (part 2 §2, §6): name, mobile, email, POCs; no KYC', async () => {
    for (const [token, prefix, name, mobileNo] of [
      [electric, '/electric', 'Ananya Iyer', '9000000003'],
      [cab, '/cabOperator', 'Mohammed Irfan', '9000000004'],
      [op5, '/electric', null, '9000000005'],
    ] as const) {
      const r = await details(token, prefix);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const p = r.body.data[0]!;
      expect(p.mobileNo).toBe(mobileNo);
      if (name) expect(p.userName).toBe(name);
      expect(p.kycDetails).toEqual({});
      expect(Array.isArray(p.pocList)).toBe(true);
    }
    expect((await details(cab, '/cabOperator')).body.data[0]!.email).toBe('irfan@cityridecabs.in');
  });

  it('a user without an account of the model: the same notice', async () => {
    const r = await details(op1, '/mg');
    expect(r.status).toBe(403);
    expect(r.body.data).toBe(NOT_REGISTERED_IN_MODEL);
  });
});

describe('POST /user/update (points of contact)', () => {
  const poc = (over: Partial<PocInput> = {}): PocInput => ({
    name: 'Suresh Patil',
    area: 'Pune',
    department: 'OPERATIONS',
    mobile: '9822012345',
    ...over,
  });

  it('replaces the list and answers [profile] (OPERATOR and MG)', async () => {
    const list = [poc(), poc({ name: '  Kavya Rao ', department: 'SALES', mobile: '7012345678' })];
    const r = await call<OperatorProfile[]>(op6, 'POST', '/api/v1/user/update', { pocList: list });
    expect(r.status).toBe(200);
    expect(r.body.data[0]!.pocList).toEqual([
      poc(),
      { name: 'Kavya Rao', area: 'Pune', department: 'SALES', mobile: '7012345678' },
    ]);
    expect((await details(op6)).body.data[0]!.pocList).toHaveLength(2);
    // Edit by index: the web sends the whole list with the one entry changed.
    const edited = [poc({ area: 'Nashik' }), list[1]!];
    const again = await call<OperatorProfile[]>(op6, 'POST', '/api/v1/user/update', { pocList: edited });
    expect(again.body.data[0]!.pocList.map((p) => p.area)).toEqual(['Nashik', 'Pune']);

    const m = await call<OperatorProfile[]>(mg, 'POST', '/api/v1/mg/user/update', { pocList: [poc()] });
    expect(m.status).toBe(200);
    expect(m.body.data[0]!.pocList).toEqual([poc()]);
    // An empty list removes them all.
    const none = await call<OperatorProfile[]>(op6, 'POST', '/api/v1/user/update', { pocList: [] });
    expect(none.body.data[0]!.pocList).toEqual([]);
  });

  it('saves at the same moment one after the other: every answer 200, one whole list stored', async () => {
    const lists = [1, 2, 3, 4].map((n) => [poc({ name: `Contact ${n}` }), poc({ name: `Second ${n}` })]);
    const answers = await Promise.all(
      lists.map((pocList) => call<OperatorProfile[]>(op6, 'POST', '/api/v1/user/update', { pocList })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const stored = (await details(op6)).body.data[0]!.pocList;
    expect(lists).toContainEqual(stored);
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ area: 'y'.repeat(81) }, 'area'],
    [{ department: 'FINANCE' }, 'department'],
    [{ mobile: '12345' }, 'mobile'],
    [{ mobile: '5123456789' }, 'mobile'],
    [{ mobile: '98220123456' }, 'mobile'],
  ])('%j → 400 at pocList.1.%s, nothing changed', async (bad, field) => {
    const accountId = await accountOf('9000000001');
    const before = await ctx.db.select().from(accountPocs).where(eq(accountPocs.accountId, accountId));
    const r = await call(op1, 'POST', '/api/v1/user/update', {
      pocList: [poc(), { ...poc(), ...bad }],
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.map((e) => e.path)).toContain(`pocList.1.${field}`);
    const after = await ctx.db.select().from(accountPocs).where(eq(accountPocs.accountId, accountId));
    expect(after).toEqual(before);
  });

  it(`refuses more than ${POC_LIMITS.maxPocs} and a missing list`, async () => {
    const many = Array.from({ length: POC_LIMITS.maxPocs + 1 }, () => poc());
    const r = await call(op1, 'POST', '/api/v1/user/update', { pocList: many });
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.path).toBe('pocList');
    expect((await call(op1, 'POST', '/api/v1/user/update', {})).status).toBe(400);
  });

  it('electric and cab owners manage their own POCs (part 2 §2): saved on their account only', async () => {
    const poc = { name: 'Fleet Desk', area: 'Hyderabad', department: 'OPERATIONS', mobile: '9876500011' };
    const r = await call<OperatorProfile[]>(cab, 'POST', '/api/v1/cabOperator/user/update', {
      pocList: [poc],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data[0]!.pocList).toMatchObject([poc]);
    expect((await details(cab, '/cabOperator')).body.data[0]!.pocList).toMatchObject([poc]);
    // The electric account of the same kind sees none of it.
    const e = await call<OperatorProfile[]>(electric, 'POST', '/api/v1/electric/user/update', {
      pocList: [],
    });
    expect(e.status).toBe(200);
    expect(e.body.data[0]!.pocList).toEqual([]);
    expect((await details(cab, '/cabOperator')).body.data[0]!.pocList).toHaveLength(1);
  });
});

describe('bank proof', () => {
  it('none → upload → PENDING → (admin) REJECTED → upload → PENDING → APPROVED → change → CHANGE_REQUESTED → upload → PENDING', async () => {
    const accountId = await accountOf('9000000001');
    await setStatus(accountId, null);
    await ctx.db.delete(bankProofTransitions).where(eq(bankProofTransitions.accountId, accountId));
    const userId = (
      await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, '9000000001'))
    )[0]!.id;

    // none: a change request is refused
    expect((await requestChange(op1)).status).toBe(409);

    const first = await upload(op1, { name: 'cheque.png', data: PNG });
    expect(first.status).toBe(200);
    expect(first.body.data[0]!.cancelledChequeDetails.status).toBe('PENDING');

    // PENDING: no second upload, no change request
    const again = await upload(op1, { name: 'cheque.jpg', data: JPEG });
    expect(again.status).toBe(409);
    expect(again.body.data).toBe(BANK_PROOF_MESSAGES.uploadWhilePending);
    expect((await requestChange(op1)).status).toBe(409);

    await decideBankProof(ctx, accountId, 'REJECTED', 'Meera (finance)');
    expect((await details(op1)).body.data[0]!.cancelledChequeDetails.status).toBe('REJECTED');
    expect((await requestChange(op1)).status).toBe(409);

    const second = await upload(op1, { name: 'cheque.pdf', data: PDF });
    expect(second.status).toBe(200);
    expect(second.body.data[0]!.cancelledChequeDetails.status).toBe('PENDING');
    await decideBankProof(ctx, accountId, 'APPROVED', 'Meera (finance)');

    // APPROVED: upload refused until a change is requested
    const whileApproved = await upload(op1, { name: 'cheque.png', data: PNG });
    expect(whileApproved.status).toBe(409);
    expect(whileApproved.body.data).toBe(BANK_PROOF_MESSAGES.uploadWhileApproved);

    const change = await requestChange(op1);
    expect(change.status).toBe(200);
    expect(change.body.data[0]!.cancelledChequeDetails.status).toBe('CHANGE_REQUESTED');
    expect((await requestChange(op1)).status).toBe(409);

    const third = await upload(op1, { name: 'new-cheque.jpg', data: JPEG });
    expect(third.status).toBe(200);
    expect(third.body.data[0]!.cancelledChequeDetails.status).toBe('PENDING');

    const log = await transitionsOf(accountId);
    expect(log.map((t) => [t.fromStatus, t.toStatus, t.actor])).toEqual([
      [null, 'PENDING', userId],
      ['PENDING', 'REJECTED', 'admin:Meera (finance)'],
      ['REJECTED', 'PENDING', userId],
      ['PENDING', 'APPROVED', 'admin:Meera (finance)'],
      ['APPROVED', 'CHANGE_REQUESTED', userId],
      ['CHANGE_REQUESTED', 'PENDING', userId],
    ]);
    expect(log.every((t) => t.at instanceof Date)).toBe(true);
    const uploads = log.filter((t) => t.toStatus === 'PENDING');
    expect(uploads.every((t) => t.fileId !== null)).toBe(true);
    const [proof] = await ctx.db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId));
    expect(proof!.fileId).toBe(uploads.at(-1)!.fileId);
  });

  it('two uploads at once from none: one PENDING, the other 409, one transition', async () => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, null);
    const before = (await transitionsOf(accountId)).length;
    const files = await countFiles(ctx.db);
    const results = await Promise.all([
      upload(op6, { name: 'a.png', data: PNG }),
      upload(op6, { name: 'b.pdf', data: PDF }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await transitionsOf(accountId)).length).toBe(before + 1);
    expect(await countFiles(ctx.db)).toBe(files + 1);
    expect(await statusOf(accountId)).toBe('PENDING');
  });

  it("no file: 400 'please upload a file', nothing stored", async () => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, 'REJECTED');
    const files = await countFiles(ctx.db);
    const r = await upload(op6, null);
    expect(r.status).toBe(400);
    expect(r.body.data).toBe(FILE_MESSAGES.noFile);
    expect(await countFiles(ctx.db)).toBe(files);
    expect(await statusOf(accountId)).toBe('REJECTED');
  });

  it('a JSON body instead of a form: 415, a file in another field or an unknown field: 400', async () => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, 'REJECTED');
    const files = await countFiles(ctx.db);
    expect((await call(op6, 'POST', '/api/v1/user/chequeUpload', { myFile: 'x' })).status).toBe(415);
    expect((await upload(op6, { field: 'other', name: 'c.png', data: PNG })).status).toBe(400);
    expect((await upload(op6, { name: 'c.png', data: PNG }, { note: 'hi' })).status).toBe(400);
    expect(await countFiles(ctx.db)).toBe(files);
    expect(await statusOf(accountId)).toBe('REJECTED');
  });

  const hostile = HOSTILE_FILES.filter((h) => h.policy === cheque).slice(0, 8);
  it.each(hostile.map((h) => [h.what, h] as const))('hostile: %s → 4xx, nothing stored', async (_what, h) => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, 'CHANGE_REQUESTED');
    const files = await countFiles(ctx.db);
    const transitions = (await transitionsOf(accountId)).length;
    const r = await upload(op6, { name: h.name, data: await h.make() });
    expect(r.status).toBe(h.status);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await countFiles(ctx.db)).toBe(files);
    expect(await statusOf(accountId)).toBe('CHANGE_REQUESTED');
    expect((await transitionsOf(accountId)).length).toBe(transitions);
  });

  it('oversize: 413, nothing stored', async () => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, null);
    const files = await countFiles(ctx.db);
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_POLICIES.chequeProof.maxBytes + 10, 0x20)]);
    const r = await upload(op6, { name: 'big.pdf', data: big });
    expect(r.status).toBe(413);
    expect(await countFiles(ctx.db)).toBe(files);
    expect(await statusOf(accountId)).toBeNull();
  });

  it("the cheque is the account's own: another account's download is 404", async () => {
    const accountId = await accountOf('9000000006');
    await setStatus(accountId, 'REJECTED');
    expect((await upload(op6, { name: 'mine.png', data: PNG })).status).toBe(200);
    const [proof] = await ctx.db.select().from(bankProofs).where(eq(bankProofs.accountId, accountId));
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${proof!.fileId}`,
      headers: authHeaders(op6),
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    for (const token of [op1, op5]) {
      const other = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/files/${proof!.fileId}`,
        headers: authHeaders(token),
      });
      expect(other.statusCode).toBe(404);
    }
  });

  it('MG, electric and cab accounts: 403 (bank proof is OPERATOR only)', async () => {
    expect((await call(mg, 'GET', '/api/v1/mg/user/cancelledChequeChange')).status).toBe(403);
    const form = multipartForm({ name: 'c.png', data: PNG });
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mg/user/chequeUpload',
      headers: { ...authHeaders(mg), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('agreements', () => {
  it('lists the signed agreements and opens the signed PDF through a short-lived link', async () => {
    for (const [token, prefix] of [
      [op1, ''],
      [mg, '/mg'],
    ] as const) {
      const list = await call<Agreement[]>(token, 'GET', `/api/v1${prefix}/user/agreement`);
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThanOrEqual(2);
      const first = list.body.data[0]!;
      expect(Number.isNaN(Date.parse(first.operatorEsignDetails.signedOn))).toBe(false);

      const link = await call<string>(token, 'GET', `/api/v1${prefix}/user/signedAgreement/${first._id}`);
      expect(link.status).toBe(200);
      const url = new URL(link.body.data);
      expect(url.origin).toBe('https://console.example.in');
      expect(url.pathname).toMatch(/^\/api\/v1\/files\/signed\/[^/]+$/);
      const pdf = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      // The second download serves the stored file (rendered once).
      const again = await call<string>(token, 'GET', `/api/v1${prefix}/user/signedAgreement/${first._id}`);
      const pdf2 = await ctx.app.inject({ method: 'GET', url: new URL(again.body.data).pathname });
      expect(pdf2.rawPayload.equals(pdf.rawPayload)).toBe(true);
    }
  });

  it('without PUBLIC_URL the link is built on the host the browser reached (127.0.0.1, not localhost)', async () => {
    const bare = await createTestApp({ seed: true, overrides: { fileStorage: new LocalFileStorage(root) } });
    try {
      const token = (await loginAs(bare, '9000000001')).accessToken;
      const get = (url: string, host: string) =>
        bare.app.inject({ method: 'GET', url, headers: { ...authHeaders(token), host } });
      const list = await get('/api/v1/user/agreement', '127.0.0.1:3000');
      const id = (list.json<{ data: Agreement[] }>().data[0] ?? { _id: '' })._id;
      for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:8080']) {
        const r = await get(`/api/v1/user/signedAgreement/${id}`, host);
        expect(r.statusCode).toBe(200);
        const url = new URL(r.json<{ data: string }>().data);
        expect(url.host).toBe(host);
        const pdf = await bare.app.inject({ method: 'GET', url: url.pathname, headers: { host } });
        expect(pdf.statusCode).toBe(200);
      }
    } finally {
      await bare.close();
    }
  });

  it("another account's agreement is 404; a malformed id 400", async () => {
    const mgAccount = await accountOf('9000000002', 'BUSOWNER');
    const [theirs] = await ctx.db.select().from(agreements).where(eq(agreements.accountId, mgAccount));
    const r = await call(op1, 'GET', `/api/v1/user/signedAgreement/${theirs!.id}`);
    expect(r.status).toBe(404);
    expect((await call(op1, 'GET', '/api/v1/user/signedAgreement/not-an-id')).status).toBe(400);
  });

  it('electric and cab accounts: 403', async () => {
    expect((await call(electric, 'GET', '/api/v1/electric/user/agreement')).status).toBe(403);
    expect((await call(cab, 'GET', '/api/v1/cabOperator/user/agreement')).status).toBe(403);
  });
});
