import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { loadS3, type S3 } from '../../lib/lazy-libs';

/**
 * Where file bytes live (docs/architecture.md "Files"). Keys the server makes are random
 * (`<feature>/<uuid>`); a payout's report is put by the payout run under `payouts/<name>`
 * ({@link isStorageKey}). Nothing a client sends becomes part of a key or a path.
 */
export interface FileStorage {
  readonly name: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z][a-zA-Z0-9-]{0,40}\/[0-9a-f-]{36}$/;
/** A payout report's key: `payouts/` and one to four names, none starting with a dot. */
const PAYOUT_REPORT_KEY = /^payouts(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){1,4}$/;

/** Whether `key` is one the storage takes: a stored file's (`<feature>/<uuid>`) or a payout report's. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) || PAYOUT_REPORT_KEY.test(key);
}

function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** A folder on this machine, outside any static root (default `DATA_DIR/storage`). */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const p = path.resolve(this.root, checkKey(key));
    if (!p.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Key escapes the storage folder: ${key}`);
    return p;
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const p = this.pathOf(key);
    await mkdir(path.dirname(p), { recursive: true });
    await writeFile(p, data, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const p = this.pathOf(key);
    try {
      const s = await stat(p);
      return { stream: createReadStream(p), size: s.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), for S3-compatible servers such as MinIO. */
  forcePathStyle?: boolean;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK, which is loaded with the first
 * file read or written (lib/lazy-libs.ts): a server on local storage never loads it.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  private readonly config: S3ClientConfig;
  private client: S3Client | undefined;
  private closed = false;
  private readonly bucket: string;

  constructor(opts: S3StorageOptions) {
    this.config = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    };
    this.bucket = opts.bucket;
  }

  private async sdk(): Promise<{ sdk: S3; client: S3Client }> {
    const sdk = await loadS3();
    if (this.closed) throw new Error('The S3 file storage is closed.');
    this.client ??= new sdk.S3Client(this.config);
    return { sdk, client: this.client };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const { sdk, client } = await this.sdk();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      if (!out.Body) return null;
      return { stream: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /** Destroys the client; a file read or written after this is refused. */
  close(): void {
    this.closed = true;
    this.client?.destroy();
    this.client = undefined;
  }
}

/** The storage the configuration names (STORAGE_PROVIDER; README "Configuration"). */
export function createFileStorage(config: Config['fileStorage']): FileStorage {
  if (config.provider === 'local') return new LocalFileStorage(config.dir);
  return new S3FileStorage(config);
}
