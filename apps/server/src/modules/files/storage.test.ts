import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '../../../test/fakes/s3-server';
import { LocalFileStorage, S3FileStorage, type FileStorage } from './storage';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

let s3: S3TestServer;
let s3Storage: S3FileStorage;
let localRoot: string;
let local: LocalFileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  s3Storage = new S3FileStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    ...S3_TEST_CREDENTIALS,
  });
  localRoot = mkdtempSync(path.join(tmpdir(), 'oc-files-'));
  local = new LocalFileStorage(localRoot);
});
afterAll(async () => {
  s3Storage.close();
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each([
  ['S3 (s3rver on loopback)', () => s3Storage as FileStorage],
  ['local folder', () => local as FileStorage],
])('%s storage', (_name, storage) => {
  it('stores, reads back byte for byte and removes', async () => {
    const key = `chequeProof/${randomUUID()}`;
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage().put(key, data, 'application/pdf');
    const got = await storage().get(key);
    expect(got).not.toBeNull();
    expect(got?.size).toBe(data.length);
    expect((await read(got!.stream)).equals(data)).toBe(true);
    await storage().remove(key);
    expect(await storage().get(key)).toBeNull();
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage().get(`chequeProof/${randomUUID()}`)).toBeNull();
  });

  it('refuses keys it did not make (no paths from outside)', async () => {
    for (const key of ['../etc/passwd', 'chequeProof/../../x', '/abs/path', 'chequeProof/not-a-uuid', '']) {
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Not a storage key/);
    }
  });

  it("takes a payout report's key (payouts/<name>), and no path out of the folder", async () => {
    const key = `payouts/${randomUUID()}/pnrwisereport.xlsx`;
    await storage().put(key, Buffer.from('report'), 'application/octet-stream');
    expect((await read((await storage().get(key))!.stream)).toString()).toBe('report');
    await storage().remove(key);
    for (const bad of ['payouts/../x', 'payouts/.hidden', 'payouts/', 'payouts//x', 'payouts\\x'])
      await expect(storage().get(bad)).rejects.toThrow(/Not a storage key/);
  });
});

describe('local folder storage', () => {
  it('never overwrites an existing object and writes only below its root', async () => {
    const key = `reimbursementProof/${randomUUID()}`;
    await local.put(key, Buffer.from('first'), 'text/plain');
    await expect(local.put(key, Buffer.from('second'), 'text/plain')).rejects.toThrow();
    expect((await read((await local.get(key))!.stream)).toString()).toBe('first');
    expect(readdirSync(localRoot)).toEqual(expect.arrayContaining(['reimbursementProof']));
  });
});

describe('S3 storage closed', () => {
  it('refuses a file read or written after close(), and makes no new client', async () => {
    const storage = new S3FileStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      ...S3_TEST_CREDENTIALS,
    });
    const key = `chequeProof/${randomUUID()}`;
    await storage.put(key, Buffer.from('proof'), 'text/plain');
    storage.close();
    await expect(storage.get(key)).rejects.toThrow('The S3 file storage is closed.');
    await expect(storage.put(key, Buffer.from('again'), 'text/plain')).rejects.toThrow(
      'The S3 file storage is closed.',
    );
    const reader = await s3Storage.get(key);
    expect(reader && (await read(reader.stream)).toString()).toBe('proof');
  });
});
