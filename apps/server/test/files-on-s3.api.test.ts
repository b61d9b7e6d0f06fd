import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { XLSX_MIME, addDaysToDate, istDateOf, reimbursementMsOf } from '@oc/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, agreements, bankProofs, payouts, storedFiles, users } from '../src/db/schema';
import { Hasher } from '../src/modules/auth/tokens';
import { FilesService } from '../src/modules/files/files.service';
import { S3FileStorage } from '../src/modules/files/storage';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from './fakes/s3-server';
import { PDF, PNG } from './fixtures/files';
import {
  TEST_HASH_SECRET,
  authHeaders,
  createTestApp,
  loginAs,
  multipartForm,
  type TestContext,
} from './support';

/**
 * Every kind of stored file goes through the file storage (docs/architecture.md "Files"): with
 * STORAGE_PROVIDER=s3 each one is written to the bucket (s3rver on loopback) and served from it, and
 * nothing lands in the local storage folder. Files made for one download and never stored (the
 * exports, the PNR-wise report, the statement PDF) are not here.
 */

let s3: S3TestServer;
/** A second client on the same bucket: what the app wrote there, read without the app. */
let bucket: S3FileStorage;
let ctx: TestContext;
let op1: string;
let mg2: string;

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The bytes the bucket holds under `key` (null when none). */
async function inBucket(key: string): Promise<Buffer | null> {
  const got = await bucket.get(key);
  return got ? read(got.stream) : null;
}

async function accountOf(mobileNo: string, type: 'OPERATOR' | 'BUSOWNER'): Promise<string> {
  const [row] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobileNo, mobileNo), eq(accounts.type, type)));
  if (!row) throw new Error(`no ${type} account for ${mobileNo}`);
  return row.id;
}

/** The account's newest stored file of a feature. */
async function newestFile(accountId: string, feature: string) {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.accountId, accountId), eq(storedFiles.feature, feature)))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${feature} file`);
  return row;
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: authHeaders(token) } : {}) });

beforeAll(async () => {
  s3 = await startS3Server();
  const s3Env = {
    S3_BUCKET: s3.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  };
  bucket = new S3FileStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    ...S3_TEST_CREDENTIALS,
  });
  // The storage the configuration names, as in production (no override).
  ctx = await createTestApp({ seed: true, env: { STORAGE_PROVIDER: 's3', ...s3Env } });
  op1 = (await loginAs(ctx, '9000000001')).accessToken;
  mg2 = (await loginAs(ctx, '9000000002')).accessToken;
});
afterAll(async () => {
  await ctx.close();
  bucket.close();
  await s3.close();
});

describe('stored files on S3', () => {
  it('the configuration chose S3', () => {
    expect(ctx.config.fileStorage.provider).toBe('s3');
  });

  it('a bank proof (chequeProof upload): stored in the bucket, served from it', async () => {
    const accountId = await accountOf('9000000001', 'OPERATOR');
    await ctx.db.delete(bankProofs).where(eq(bankProofs.accountId, accountId));
    const form = multipartForm({ name: 'cheque.pdf', data: PDF });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/chequeUpload',
      headers: { ...authHeaders(op1), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const file = await newestFile(accountId, 'chequeProof');
    expect((await inBucket(file.storageKey))?.equals(PDF)).toBe(true);
    const served = await get(`/api/v1/files/${file.id}`, op1);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('a reimbursement proof (reimbursementProof upload): stored in the bucket, served from it', async () => {
    const accountId = await accountOf('9000000002', 'BUSOWNER');
    const rc = (await get('/api/v1/mg/user/rc', mg2)).json<{ data: { rc: string }[] }>().data[0]!.rc;
    const today = istDateOf(ctx.clock.now());
    const form = multipartForm(
      { name: 'toll-receipt.png', data: PNG },
      {
        supplyStatus: 'PENDING',
        financeStatus: 'PENDING',
        rc,
        amount: '1234',
        startDate: String(reimbursementMsOf(addDaysToDate(today, -3))),
        endDate: String(reimbursementMsOf(addDaysToDate(today, -2))),
      },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mg/user/addReimbursement',
      headers: { ...authHeaders(mg2), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const file = await newestFile(accountId, 'reimbursementProof');
    expect((await inBucket(file.storageKey))?.equals(PNG)).toBe(true);
    const served = await get(`/api/v1/mg/files/${file.id}`, mg2);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('a signed agreement (a generated PDF): stored in the bucket, served from it', async () => {
    const accountId = await accountOf('9000000001', 'OPERATOR');
    const [agreement] = await ctx.db.select().from(agreements).where(eq(agreements.accountId, accountId));
    const link = await get(`/api/v1/user/signedAgreement/${agreement!.id}`, op1);
    expect(link.statusCode).toBe(200);
    const served = await get(new URL(link.json<{ data: string }>().data).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const file = await newestFile(accountId, 'agreement');
    expect((await inBucket(file.storageKey))?.equals(served.rawPayload)).toBe(true);
  });

  it("the demo data's files (cheques, quality media, reimbursement proofs): written to the bucket when first read, served from it", async () => {
    const files = new FilesService({
      db: ctx.db,
      storage: bucket,
      hasher: new Hasher(TEST_HASH_SECRET),
      clock: ctx.clock,
    });
    const features = await ctx.db
      .selectDistinct({ feature: storedFiles.feature })
      .from(storedFiles)
      .where(inArray(storedFiles.feature, ['chequeProof', 'reimbursementProof', 'qualityAttachment']));
    expect(features.map((f) => f.feature).sort()).toEqual([
      'chequeProof',
      'qualityAttachment',
      'reimbursementProof',
    ]);
    for (const { feature } of features) {
      // The oldest of the feature: a seeded one, recorded without its bytes.
      const [file] = await ctx.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.feature, feature))
        .orderBy(storedFiles.createdAt)
        .limit(1);
      expect(await inBucket(file!.storageKey), feature).toBeNull();
      const served = await get(files.signedPath(file!));
      expect(served.statusCode, feature).toBe(200);
      expect((await inBucket(file!.storageKey))?.equals(served.rawPayload), feature).toBe(true);
    }
  });

  it("a payout's stored report (put by the payout run under payouts/<name>): served from the bucket", async () => {
    const accountId = await accountOf('9000000001', 'OPERATOR');
    const report = Buffer.from('stored-report-on-s3');
    await bucket.put('payouts/2024-w10/report.xlsx', report, XLSX_MIME);
    const [payout] = await ctx.db
      .insert(payouts)
      .values({
        accountId,
        boName: 'Shiv Shakti Travels',
        amountPaise: 100,
        billingStart: '2024-03-04',
        billingEnd: '2024-03-10',
        pnrWiseReport: 'payouts/2024-w10/report.xlsx',
      })
      .returning();
    const served = await get(`/api/v1/user/payoutReport/${payout!.id}`, op1);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(report)).toBe(true);
    expect(served.headers['content-length']).toBe(String(report.length));
  });

  it("wrote nothing to this machine's storage folder", () => {
    expect(existsSync(path.join(ctx.config.dataDir, 'storage'))).toBe(false);
  });
});
