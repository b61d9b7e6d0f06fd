import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { istDateOf } from '@oc/contract';
import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { dataVersions, GLOBAL_SCOPE } from '../db/schema';
import type { Clock } from './clock';

/**
 * The answer cache of the heavy list routes (docs/performance.md, "Answer cache").
 *
 * An answer is kept as the bytes it was sent as, under a key made of everything it is built from:
 * the route and its query and body, the user and the acting account as the request resolved them,
 * the IST day of the business clock, and the **data version** of the account and of the reference
 * data (db/schema/versions.ts). A statement-level trigger gives the account a new version in the
 * same transaction as any change to its rows (migration 0014), so a change made by this process,
 * another one, a command or by hand in SQL is never served late: the next request reads the new
 * version (a read of the scopes' slots by primary key, sent after the request arrived and shared by
 * the requests of one turn of the event loop) and builds the answer again.
 *
 * What an answer takes from the time of day rather than from the data (a window of now ± 12 h,
 * signed links that expire after 5 minutes) is bounded by the route's `maxAgeMs`.
 */
export interface AnswerCachePolicy {
  /** How long an answer may be served again, by the business clock. */
  readonly maxAgeMs: number;
}

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** Compressed forms made (one per answer and coding). */
  compressed: number;
  /** Reads of the data versions sent to the database (the requests of a turn share one). */
  versionReads: number;
}

/** The content codings a kept answer is sent in, best first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
/** Answers below this size go as they are (the API's compression threshold, fastify.ts). */
export const COMPRESS_MIN_BYTES = 1024;

const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: [...ANSWER_ENCODINGS] });

/** A kept answer. */
export interface AnsweredBytes {
  /** The answer as UTF-8, encoded once (a 74 KB answer is not encoded again on every send). */
  readonly body: Buffer;
  readonly at: number;
  /** Its compressed forms, each made once, the first time a client asks for it. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Compressed once per answer at brotli 5 (gzip 6): for the 515 KB commission grid of 500 services,
 * 21 KB in 2.6 ms, where brotli 9 saves 1 KB more in 23 ms of the event loop and brotli 4 (the
 * on-the-fly setting) gives 26 KB (docs/performance.md "Compressed answers").
 */
const COMPRESS: Record<AnswerEncoding, (b: Buffer) => Buffer> = {
  br: (b) =>
    brotliCompressSync(b, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
  gzip: (b) => gzipSync(b, { level: 6 }),
};

/** What a request is answered from (null fields: not part of the answer). */
export interface AnswerKeyParts {
  method: string;
  url: string;
  body: unknown;
  /** The access token's claims about the user, without its expiry and login id (names are in some answers). */
  caller: object;
  /** The acting account as resolved for this request (its name is in some answers). */
  tenant: { id: string; type: string; name: string; groupId: string | null };
}

/** Reads the data versions of the scopes given (absent: never changed), in one round trip. */
export type VersionReader = (scopes: string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The database's version reader: the sum of each scope's slots, which grows with every committed
 * change of the scope (db/schema/versions.ts). As text: a bigint sum is numeric in PostgreSQL.
 */
export function versionReader(db: Db): VersionReader {
  const versionsOf = db
    .select({
      scope: dataVersions.scope,
      v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text`,
    })
    .from(dataVersions)
    .where(sql`${dataVersions.scope} = any(${sql.placeholder('scopes')}::uuid[])`)
    .groupBy(dataVersions.scope)
    .prepare('answer_cache_versions');
  return async (scopes) => new Map((await versionsOf.execute({ scopes })).map((r) => [r.scope, r.v]));
}

export class AnswerCache {
  readonly stats: AnswerCacheStats = { hits: 0, misses: 0, stored: 0, compressed: 0, versionReads: 0 };
  private readonly entries: LRUCache<string, AnsweredBytes>;
  /** The data version of a scope (an account, or GLOBAL_SCOPE for the reference data). */
  private readonly versions: DataLoader<string, string>;

  /**
   * `readVersions` reads the versions of the scopes given, in one round trip (`versionReader(db)`;
   * a test gives its own to hold a read in flight).
   */
  constructor(
    readVersions: VersionReader,
    private readonly clock: Clock,
    maxBytes: number,
  ) {
    this.entries = new LRUCache<string, AnsweredBytes>({
      maxSize: maxBytes,
      // The answer's bytes and its compressed forms, plus the key (UTF-16 in memory) and the entry.
      sizeCalculation: (e, key) =>
        e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 2 * key.length + 128,
    });
    // The requests that ask in one turn of the event loop share one read. A request only ever joins
    // a read that has not been sent yet (DataLoader never adds to a batch once dispatched), so each
    // read starts after every request it answers arrived, and sees every change committed before
    // them: the guarantee of one read per request, for a fraction of the round trips under load
    // (docs/performance.md "One version read for the requests of a turn").
    this.versions = new DataLoader<string, string>(
      async (scopes) => {
        this.stats.versionReads++;
        const byScope = await readVersions([...new Set(scopes.map((s) => s.toLowerCase()))]);
        // PostgreSQL writes uuids in lower case; a scope is matched however it was written.
        return scopes.map((scope) => byScope.get(scope.toLowerCase()) ?? '0');
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 500 },
    );
  }

  /** The key of a request's answer: reads the data version of the account and the reference data. */
  async keyOf(parts: AnswerKeyParts): Promise<string> {
    const [account, global] = await Promise.all([
      this.versions.load(parts.tenant.id),
      this.versions.load(GLOBAL_SCOPE),
    ]);
    return JSON.stringify([
      parts.method,
      parts.url,
      parts.body ?? null,
      parts.caller,
      parts.tenant,
      istDateOf(this.clock.now()),
      account,
      global,
    ]);
  }

  /** The answer kept under `key`, unless it is older than the route allows. */
  get(key: string, policy: AnswerCachePolicy): AnsweredBytes | undefined {
    const entry = this.entries.get(key);
    const age = entry ? this.clock.now().getTime() - entry.at : -1;
    if (!entry || age < 0 || age > policy.maxAgeMs) {
      if (entry) this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry;
  }

  set(key: string, body: string): AnsweredBytes {
    const entry: AnsweredBytes = { body: Buffer.from(body, 'utf8'), at: this.clock.now().getTime() };
    this.entries.set(key, entry);
    this.stats.stored++;
    return entry;
  }

  /**
   * What to send a client whose Accept-Encoding is `accept`: the answer compressed in the best
   * coding it accepts (made the first time and kept with the answer), or as it is when it accepts
   * none or the answer is under COMPRESS_MIN_BYTES.
   */
  encoded(
    key: string,
    entry: AnsweredBytes,
    accept: string | undefined,
    noCompression = false,
  ): { bytes: Buffer; encoding: AnswerEncoding | null } {
    if (!accept || noCompression || entry.body.length < COMPRESS_MIN_BYTES)
      return { bytes: entry.body, encoding: null };
    // As the compress plugin reads the header (fastify.ts), so cached and other answers agree: any case,
    // `*` (no preference) and `x-gzip` taken as gzip.
    const encoding = negotiator.negotiate(accept.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
    if (!encoding) return { bytes: entry.body, encoding: null };
    const made = entry[encoding];
    if (made) return { bytes: made, encoding };
    const bytes = COMPRESS[encoding](entry.body);
    this.stats.compressed++;
    // Kept with the answer and counted in the cache's size: a new entry object, since the cache
    // measures a value only when it is set as a different object than the one it holds.
    if (this.entries.peek(key) === entry) this.entries.set(key, { ...entry, [encoding]: bytes });
    return { bytes, encoding };
  }

  /** The bytes the cache counts against its limit (answers, their compressed forms, keys). */
  get size(): number {
    return this.entries.calculatedSize;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The policies routes choose from (docs/performance.md, "Answer cache"). */
export const ANSWERS = {
  /** Built from the data and the IST day only: kept until the data changes (at most 10 minutes). */
  fromData: { maxAgeMs: 10 * 60_000 },
  /** Also from the time of day (a window around now, links valid for 5 minutes): at most 30 s old. */
  fromTimeOfDay: { maxAgeMs: 30_000 },
} as const satisfies Record<string, AnswerCachePolicy>;
