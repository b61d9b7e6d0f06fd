import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../../../test/fixtures/files';
import {
  TEST_HASH_SECRET,
  authHeaders,
  createTestApp,
  loginAs,
  type TestContext,
} from '../../../test/support';
import { accounts, users } from '../../db/schema';
import { Hasher } from '../auth/tokens';
import { FilesService, SIGNED_URL_SECONDS } from './files.service';
import { LocalFileStorage } from './storage';

let ctx: TestContext;
let root: string;
let files: FilesService;
let tokenA: string;
let tokenB: string;
let accountA: string;

async function operatorAccount(mobileNo: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, 'OPERATOR')));
  if (!row) throw new Error(`no OPERATOR account for ${mobileNo}`);
  return row.id;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'oc-files-routes-'));
  const storage = new LocalFileStorage(root);
  ctx = await createTestApp({ seed: true, overrides: { fileStorage: storage } });
  files = new FilesService({ db: ctx.db, storage, hasher: new Hasher(TEST_HASH_SECRET), clock: ctx.clock });
  tokenA = (await loginAs(ctx, '9000000001')).accessToken;
  tokenB = (await loginAs(ctx, '9000000006')).accessToken;
  accountA = await operatorAccount('9000000001');
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: authHeaders(token) } : {}) });

describe('GET /files/:id', () => {
  it("serves the account's own file with a safe disposition, nosniff and no caching", async () => {
    const file = await files.store(
      accountA,
      'chequeProof',
      { filename: 'चेक "May";.pdf', data: PDF },
      async (f) => f,
    );
    const r = await get(`/api/v1/files/${file.id}`, tokenA);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(r.headers['cache-control']).toMatch(/no-store/);
    expect(r.headers['content-disposition']).toBe(
      // The stored display name is cleaned ('"' → '_'); the plain filename is ASCII only.
      `attachment; filename="___ _May__.pdf"; filename*=UTF-8''${encodeURIComponent('चेक _May_;.pdf')}`,
    );
    expect(r.rawPayload.equals(PDF)).toBe(true);
  });

  it("answers 404 for another account's file, whatever prefix or account header it sends", async () => {
    const file = await files.store(
      accountA,
      'chequeProof',
      { filename: 'cheque.png', data: PNG },
      async (f) => f,
    );
    for (const prefix of ['', '/mg', '/electric', '/cabOperator']) {
      const r = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1${prefix}/files/${file.id}`,
        headers: authHeaders(tokenB, accountA),
      });
      expect([403, 404], `${prefix}: ${r.body}`).toContain(r.statusCode);
      expect(r.body).not.toContain('PNG');
    }
    expect((await get(`/api/v1/files/${file.id}`)).statusCode).toBe(401);
    expect((await get('/api/v1/files/not-a-uuid', tokenA)).statusCode).toBe(400);
  });
});

describe('GET /files/signed/:token', () => {
  it('opens a PDF inline without a token until the link expires', async () => {
    const file = await files.store(
      accountA,
      'chequeProof',
      { filename: 'agreement.pdf', data: PDF },
      async (f) => f,
    );
    const { token } = files.sign(file);
    const r = await get(`/api/v1/files/signed/${token}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^inline; filename="agreement.pdf"/);
    // The PDF viewer runs neither sandboxed nor under object-src 'none': an inline file's policy only
    // lets this origin frame it (the reimbursement 'Proof' modal).
    expect(r.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get(`/api/v1/files/signed/${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    ctx.clock.advance((SIGNED_URL_SECONDS + 1) * 1000);
    const expired = await get(`/api/v1/files/signed/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      statusCode: 410,
      data: 'This link has expired. Open the file again from the app.',
    });
  });
});

describe('a stored PDF with an action is never shown inline (issue 36 item 9)', () => {
  it('a PDF stored before the parse was the check downloads sandboxed from its signed link', async () => {
    // Bytes the old byte search let through (a name escape); stored as they were then.
    const hostile = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const file = await files.storeGenerated(ctx.db, accountA, 'chequeProof', {
      name: 'old.pdf',
      contentType: 'application/pdf',
      data: hostile,
    });
    const r = await get(`/api/v1/files/signed/${files.sign(file).token}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="old.pdf"/);
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(r.rawPayload.equals(hostile)).toBe(true);
  });
});

describe('byte ranges (media elements play from them)', () => {
  it('answers a single range 206 with Content-Range, a suffix, the whole file without one, and 416 past the end', async () => {
    const file = await files.store(accountA, 'chequeProof', { filename: 'c.png', data: PNG }, async (f) => f);
    const url = files.signedPath(file);
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(PNG)).toBe(true);

    const ranged = (range: string) => ctx.app.inject({ method: 'GET', url, headers: { range } });
    const first = await ranged('bytes=0-9');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${PNG.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload.equals(PNG.subarray(0, 10))).toBe(true);

    const open = await ranged('bytes=10-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(PNG.subarray(10))).toBe(true);
    const suffix = await ranged('bytes=-5');
    expect(suffix.headers['content-range']).toBe(`bytes ${PNG.length - 5}-${PNG.length - 1}/${PNG.length}`);
    expect(suffix.rawPayload.equals(PNG.subarray(-5))).toBe(true);

    const past = await ranged(`bytes=${PNG.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG.length}`);
    // Several ranges or a malformed one: the whole file.
    for (const r of ['bytes=0-1,4-5', 'items=0-1', 'bytes=9-2']) {
      const res = await ranged(r);
      expect(res.statusCode, r).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    // Tokened downloads answer ranges too, still only to the owner.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${file.id}`,
      headers: { ...authHeaders(tokenA), range: 'bytes=0-3' },
    });
    expect(own.statusCode).toBe(206);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/files/${file.id}`,
      headers: { ...authHeaders(tokenB), range: 'bytes=0-3' },
    });
    expect(other.statusCode).toBe(404);
  });
});
