import { istDateOf } from '@oc/contract';
import { inArray, sql } from 'drizzle-orm';
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
 * version (one read of the scopes' slots by primary key per request) and builds the answer again.
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
}

interface Entry {
  /** The answer as UTF-8, encoded once (a 74 KB answer is not encoded again on every send). */
  body: Buffer;
  at: number;
}

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

export class AnswerCache {
  readonly stats: AnswerCacheStats = { hits: 0, misses: 0, stored: 0 };
  private readonly entries: LRUCache<string, Entry>;
  private readonly versionsOf;

  constructor(
    db: Db,
    private readonly clock: Clock,
    maxBytes: number,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // The answer's bytes, plus the key (UTF-16 in memory) and the entry.
      sizeCalculation: (e, key) => e.body.length + 2 * key.length + 96,
    });
    // The sum of the account's and the reference data's slots: it grows with every committed
    // change of either (db/schema/versions.ts). As text: a bigint sum is numeric in PostgreSQL.
    this.versionsOf = db
      .select({ v: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
      .from(dataVersions)
      .where(inArray(dataVersions.scope, [sql.placeholder('account'), sql.placeholder('global')]))
      .prepare('answer_cache_versions');
  }

  /** The key of a request's answer: reads the data version of the account and the reference data. */
  async keyOf(parts: AnswerKeyParts): Promise<string> {
    const [row] = await this.versionsOf.execute({ account: parts.tenant.id, global: GLOBAL_SCOPE });
    return JSON.stringify([
      parts.method,
      parts.url,
      parts.body ?? null,
      parts.caller,
      parts.tenant,
      istDateOf(this.clock.now()),
      row?.v ?? '0',
    ]);
  }

  /** The answer kept under `key`, unless it is older than the route allows. */
  get(key: string, policy: AnswerCachePolicy): Buffer | undefined {
    const entry = this.entries.get(key);
    const age = entry ? this.clock.now().getTime() - entry.at : -1;
    if (!entry || age < 0 || age > policy.maxAgeMs) {
      if (entry) this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.body;
  }

  set(key: string, body: string): void {
    this.entries.set(key, { body: Buffer.from(body, 'utf8'), at: this.clock.now().getTime() });
    this.stats.stored++;
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
