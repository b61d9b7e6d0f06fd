import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import {
  API_BASE,
  FILE_MESSAGES,
  FILE_POLICIES,
  fillPath,
  filesEndpoints,
  type FileFeature,
} from '@oc/contract';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { Hasher } from '../auth/tokens';
import { findFile, insertFile, type StoredFileRow } from './files.repository';
import { PDF_SCAN_LIMITS, inspectUpload } from './inspect';
import { FileTaskError, TaskLimitError, runFileTask } from './worker-pool';
import type { FileStorage } from './storage';
import { takeCreation } from '../../lib/creation-limits';

/** An upload as read from the request: the bytes and the name the browser gave. */
export interface Upload {
  filename: string;
  data: Buffer;
}

/** An opened file, ready to send. */
export interface OpenedFile {
  file: StoredFileRow;
  stream: Readable;
  size: number;
}

/** How long a signed file link works (opened in a new tab right after it is asked for). */
export const SIGNED_URL_SECONDS = 5 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one file pipeline (docs/architecture.md "Files"): checks an upload against its feature's
 * policy, stores the bytes under a random key and records the owner; opens a file only for its
 * owner's account; signs short-lived links for a new tab. An upload that is refused, or whose
 * recording fails, leaves nothing behind: no object, no row.
 */
export class FilesService {
  constructor(
    private readonly deps: {
      db: Db;
      storage: FileStorage;
      hasher: Hasher;
      clock: Clock;
      /**
       * Bytes the server can write again when a recorded file's object is missing (the demo data
       * records its files without the storage: docs/architecture.md "Account"). Used only when
       * their sha256 is the recorded one.
       */
      restore?: (file: StoredFileRow) => Promise<Buffer | undefined>;
    },
  ) {}

  get storage(): FileStorage {
    return this.deps.storage;
  }

  /**
   * Stores an upload for an account and runs `record` in the same database transaction as the
   * file's row (e.g. the bank-proof status that points at it). Any failure removes the object.
   * `checked`, when given, runs once the file has passed its checks and before anything is written
   * (a refusal that depends on the content, such as a duplicate claim).
   */
  async store<T>(
    accountId: string,
    feature: FileFeature,
    upload: Upload,
    record: (file: StoredFileRow, tx: Tx) => Promise<T>,
    checked?: (sha256: string) => Promise<void>,
  ): Promise<T> {
    // Every stored upload is kept: at most CREATION_LIMITS.upload per account and day (the
    // ingestion API's attachments: CREATION_LIMITS.ingestUpload, apart from the operator's).
    const creation = feature === 'ingestAttachment' ? 'ingestUpload' : 'upload';
    await takeCreation(this.deps.db, creation, accountId, this.deps.clock.now());
    const policy = FILE_POLICIES[feature];
    const inspected = await inspectUpload(upload.data, upload.filename, policy);
    const sha256 = createHash('sha256').update(upload.data).digest('hex');
    await checked?.(sha256);
    const key = `${feature}/${randomUUID()}`;
    await this.deps.storage.put(key, upload.data, inspected.mime);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const file = await insertFile(tx, {
          accountId,
          feature,
          storageKey: key,
          displayName: inspected.displayName,
          contentType: inspected.mime,
          sizeBytes: upload.data.length,
          sha256,
        });
        return record(file, tx);
      });
    } catch (err) {
      await this.deps.storage.remove(key).catch(() => undefined);
      throw err;
    }
  }

  /** Stores bytes the server made itself (a generated PDF), already known to be of `contentType`. */
  async storeGenerated(
    tx: Tx | Db,
    accountId: string,
    feature: string,
    file: { name: string; contentType: string; data: Buffer },
  ): Promise<StoredFileRow> {
    const key = `${feature}/${randomUUID()}`;
    await this.deps.storage.put(key, file.data, file.contentType);
    try {
      return await insertFile(tx, {
        accountId,
        feature,
        storageKey: key,
        displayName: file.name,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      });
    } catch (err) {
      await this.deps.storage.remove(key).catch(() => undefined);
      throw err;
    }
  }

  /** The account's file; another account's, an unknown or a malformed id is 404. */
  async open(accountId: string, id: string): Promise<OpenedFile> {
    const file = UUID.test(id) ? await findFile(this.deps.db, accountId, id) : undefined;
    if (!file) throw new HttpError(404, FILE_MESSAGES.notFound);
    const body = (await this.deps.storage.get(file.storageKey)) ?? (await this.restored(file));
    if (!body) throw new HttpError(404, FILE_MESSAGES.notFound);
    return { file, ...body };
  }

  /** A missing object written again from `restore`, when its bytes are the recorded ones. */
  private async restored(file: StoredFileRow) {
    const data = await this.deps.restore?.(file);
    if (!data || createHash('sha256').update(data).digest('hex') !== file.sha256) return null;
    // Another request may have written it meanwhile (put never overwrites).
    await this.deps.storage.put(file.storageKey, data, file.contentType).catch(() => undefined);
    return this.deps.storage.get(file.storageKey);
  }

  /** Whether each PDF parsed clean, by sha256 (stored files never change). */
  private readonly pdfVerdicts = new LRUCache<string, boolean>({ max: 2_000 });

  /**
   * A stored PDF read and parsed (pdf-scan.ts, in the file worker; a verdict cached by content):
   * `clean` when it holds no script, launch, attachment or automatic action. Files stored before
   * the parse was the upload check were only byte-searched. Anything else passes through unread.
   */
  async checkedPdf(opened: OpenedFile): Promise<{ opened: OpenedFile; clean: boolean }> {
    if (opened.file.contentType !== 'application/pdf') return { opened, clean: true };
    // A known verdict: the stream goes out as it is, unread.
    const cached = this.pdfVerdicts.get(opened.file.sha256);
    if (cached !== undefined) return { opened, clean: cached };
    const data = await buffer(opened.stream);
    const again: OpenedFile = { ...opened, stream: Readable.from([data]), size: data.length };
    // Only a verdict on the file is kept (it parsed, or not, or past the memory cap); a time-out, a
    // busy server or a worker fault leaves it unchecked this once (downloaded, not inline).
    const verdict = await runFileTask({ task: 'pdf-scan', data }, PDF_SCAN_LIMITS).then(
      (scan) => scan.ok,
      (err: unknown) =>
        err instanceof FileTaskError || (err instanceof TaskLimitError && err.limit === 'memory')
          ? false
          : null,
    );
    if (verdict !== null) this.pdfVerdicts.set(opened.file.sha256, verdict);
    return { opened: again, clean: verdict === true };
  }

  /** The account's file row (no bytes); another account's, an unknown or a malformed id: undefined. */
  async find(db: Db | Tx, accountId: string, id: string): Promise<StoredFileRow | undefined> {
    return UUID.test(id) ? findFile(db, accountId, id) : undefined;
  }

  /** The path (below the site root) of a signed link to the file: `/api/v1/files/signed/<token>`. */
  signedPath(file: StoredFileRow): string {
    return `${API_BASE}${fillPath(filesEndpoints.signed.path, { token: this.sign(file).token })}`;
  }

  /** A link to the file that works for {@link SIGNED_URL_SECONDS} without a token (a new tab). */
  sign(file: StoredFileRow): { token: string; expiresAt: Date } {
    const expires = Math.floor(this.deps.clock.now().getTime() / 1000) + SIGNED_URL_SECONDS;
    const payload = `${file.accountId}.${file.id}.${expires}`;
    const mac = this.deps.hasher.hash('signed-file', payload);
    return {
      token: `${Buffer.from(payload).toString('base64url')}.${mac}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** Opens the file a signed token names; a bad or expired token is 404 / 410. */
  async openSigned(token: string): Promise<OpenedFile> {
    const [encoded, mac] = token.split('.');
    if (!encoded || !mac || token.length > 400) throw new HttpError(404, FILE_MESSAGES.notFound);
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.deps.hasher.hash('signed-file', payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new HttpError(404, FILE_MESSAGES.notFound);
    const [accountId, id, expires] = payload.split('.');
    if (!accountId || !id || !expires) throw new HttpError(404, FILE_MESSAGES.notFound);
    if (Number(expires) * 1000 < this.deps.clock.now().getTime())
      throw new HttpError(410, FILE_MESSAGES.linkExpired);
    return this.open(accountId, id);
  }
}
